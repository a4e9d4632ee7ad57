CREATE TABLE "hitung_kehadiran" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_perguruan_tinggi" text NOT NULL,
	"id_kelas_kuliah" text NOT NULL,
	"id_pertemuan" jsonb NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"pesan" text,
	"diminta_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"selesai_pada" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kehadiran_mahasiswa" (
	"id_pertemuan" uuid NOT NULL,
	"id_pengguna" uuid NOT NULL,
	"presensi" text NOT NULL,
	"is_manual" boolean DEFAULT false NOT NULL,
	"is_qr_code" boolean DEFAULT false NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"fraction" text DEFAULT '0/0' NOT NULL,
	"detail" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"diubah_oleh" uuid,
	"diubah_pada" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kehadiran_mahasiswa_id_pertemuan_id_pengguna_pk" PRIMARY KEY("id_pertemuan","id_pengguna")
);
--> statement-breakpoint
ALTER TABLE "hitung_kehadiran" ADD CONSTRAINT "hitung_kehadiran_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hitung_kehadiran" ADD CONSTRAINT "hitung_kehadiran_diminta_oleh_pengguna_id_fk" FOREIGN KEY ("diminta_oleh") REFERENCES "public"."pengguna"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kehadiran_mahasiswa" ADD CONSTRAINT "kehadiran_mahasiswa_id_pertemuan_pertemuan_id_fk" FOREIGN KEY ("id_pertemuan") REFERENCES "public"."pertemuan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kehadiran_mahasiswa" ADD CONSTRAINT "kehadiran_mahasiswa_id_pengguna_pengguna_id_fk" FOREIGN KEY ("id_pengguna") REFERENCES "public"."pengguna"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kehadiran_mahasiswa" ADD CONSTRAINT "kehadiran_mahasiswa_diubah_oleh_pengguna_id_fk" FOREIGN KEY ("diubah_oleh") REFERENCES "public"."pengguna"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hitung_kehadiran_kelas" ON "hitung_kehadiran" USING btree ("id_kelas_kuliah","created_at");--> statement-breakpoint
CREATE INDEX "kehadiran_mahasiswa_pengguna" ON "kehadiran_mahasiswa" USING btree ("id_pengguna");