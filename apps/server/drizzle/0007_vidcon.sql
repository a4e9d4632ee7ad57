CREATE TYPE "public"."aplikasi_vidcon" AS ENUM('zoom', 'gmeet', 'msteams', 'lainnya');--> statement-breakpoint
CREATE TABLE "join_vidcon" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_vidcon" uuid NOT NULL,
	"id_pengguna" uuid NOT NULL,
	"role" text NOT NULL,
	"waktu_join" timestamp with time zone DEFAULT now() NOT NULL,
	"terlambat" boolean
);
--> statement-breakpoint
CREATE TABLE "vidcon" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_pertemuan" uuid NOT NULL,
	"judul" text NOT NULL,
	"aplikasi" "aplikasi_vidcon" NOT NULL,
	"link" text NOT NULL,
	"catatan" text DEFAULT '' NOT NULL,
	"waktu_mulai" timestamp with time zone NOT NULL,
	"waktu_selesai" timestamp with time zone NOT NULL,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "join_vidcon" ADD CONSTRAINT "join_vidcon_id_vidcon_vidcon_id_fk" FOREIGN KEY ("id_vidcon") REFERENCES "public"."vidcon"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_vidcon" ADD CONSTRAINT "join_vidcon_id_pengguna_pengguna_id_fk" FOREIGN KEY ("id_pengguna") REFERENCES "public"."pengguna"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vidcon" ADD CONSTRAINT "vidcon_id_pertemuan_pertemuan_id_fk" FOREIGN KEY ("id_pertemuan") REFERENCES "public"."pertemuan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vidcon" ADD CONSTRAINT "vidcon_dibuat_oleh_pengguna_id_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."pengguna"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "join_vidcon_vidcon" ON "join_vidcon" USING btree ("id_vidcon","waktu_join");--> statement-breakpoint
CREATE INDEX "vidcon_pertemuan" ON "vidcon" USING btree ("id_pertemuan");