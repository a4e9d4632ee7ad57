CREATE TABLE "peristiwa_aktivitas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_pertemuan" uuid NOT NULL,
	"jenis" text NOT NULL,
	"id_aktivitas" uuid NOT NULL,
	"id_pengguna" uuid NOT NULL,
	"role" text NOT NULL,
	"aksi" text NOT NULL,
	"waktu" timestamp with time zone NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "peristiwa_aktivitas" ADD CONSTRAINT "peristiwa_aktivitas_id_pertemuan_pertemuan_id_fk" FOREIGN KEY ("id_pertemuan") REFERENCES "public"."pertemuan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peristiwa_aktivitas" ADD CONSTRAINT "peristiwa_aktivitas_id_pengguna_pengguna_id_fk" FOREIGN KEY ("id_pengguna") REFERENCES "public"."pengguna"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "peristiwa_aktivitas_pertemuan" ON "peristiwa_aktivitas" USING btree ("id_pertemuan","id_pengguna");--> statement-breakpoint
CREATE INDEX "peristiwa_aktivitas_aktivitas" ON "peristiwa_aktivitas" USING btree ("jenis","id_aktivitas");