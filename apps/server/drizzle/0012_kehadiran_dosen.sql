CREATE TABLE "kehadiran_dosen" (
	"id_pertemuan" uuid NOT NULL,
	"id_dosen" uuid NOT NULL,
	"is_hadir" boolean NOT NULL,
	"mulai_kuliah" timestamp with time zone,
	"selesai_kuliah" timestamp with time zone,
	"is_valid" boolean DEFAULT false NOT NULL,
	"divalidasi_oleh" uuid,
	"divalidasi_pada" timestamp with time zone,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kehadiran_dosen_id_pertemuan_id_dosen_pk" PRIMARY KEY("id_pertemuan","id_dosen")
);
--> statement-breakpoint
ALTER TABLE "kehadiran_dosen" ADD CONSTRAINT "kehadiran_dosen_id_pertemuan_pertemuan_id_fk" FOREIGN KEY ("id_pertemuan") REFERENCES "public"."pertemuan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kehadiran_dosen" ADD CONSTRAINT "kehadiran_dosen_id_dosen_dosen_id_fk" FOREIGN KEY ("id_dosen") REFERENCES "public"."dosen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kehadiran_dosen" ADD CONSTRAINT "kehadiran_dosen_divalidasi_oleh_pengguna_id_fk" FOREIGN KEY ("divalidasi_oleh") REFERENCES "public"."pengguna"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kehadiran_dosen" ADD CONSTRAINT "kehadiran_dosen_updated_by_pengguna_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."pengguna"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kehadiran_dosen_dosen" ON "kehadiran_dosen" USING btree ("id_dosen");