CREATE TABLE "berkas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_perguruan_tinggi" text NOT NULL,
	"kunci" text NOT NULL,
	"nama_asli" text NOT NULL,
	"mime" text NOT NULL,
	"ukuran" integer NOT NULL,
	"jenis" text NOT NULL,
	"id_pengunggah" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "penandatangan_prodi" (
	"id_prodi" text PRIMARY KEY NOT NULL,
	"jabatan" text NOT NULL,
	"nama" text NOT NULL,
	"nidn" text,
	"berkas_tanda_tangan" text
);
--> statement-breakpoint
CREATE TABLE "rencana_evaluasi" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_mata_kuliah" text NOT NULL,
	"id_komponen" text NOT NULL,
	"nama_komponen" text NOT NULL,
	"bobot" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rencana_pembelajaran" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_mata_kuliah" text NOT NULL,
	"nomor_pertemuan" smallint NOT NULL,
	"materi" text NOT NULL,
	"materi_inggris" text
);
--> statement-breakpoint
ALTER TABLE "mata_kuliah" ADD COLUMN "silabus_file_nama" text;--> statement-breakpoint
ALTER TABLE "mata_kuliah" ADD COLUMN "silabus_file_url" text;--> statement-breakpoint
ALTER TABLE "mata_kuliah" ADD COLUMN "silabus_file_size" integer;--> statement-breakpoint
ALTER TABLE "pertemuan" ADD COLUMN "peserta_hadir" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pertemuan" ADD COLUMN "progress_peserta" double precision;--> statement-breakpoint
ALTER TABLE "pertemuan" ADD COLUMN "diverifikasi_oleh" uuid;--> statement-breakpoint
ALTER TABLE "berkas" ADD CONSTRAINT "berkas_id_perguruan_tinggi_perguruan_tinggi_id_fk" FOREIGN KEY ("id_perguruan_tinggi") REFERENCES "public"."perguruan_tinggi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "berkas" ADD CONSTRAINT "berkas_id_pengunggah_pengguna_id_fk" FOREIGN KEY ("id_pengunggah") REFERENCES "public"."pengguna"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penandatangan_prodi" ADD CONSTRAINT "penandatangan_prodi_id_prodi_prodi_id_fk" FOREIGN KEY ("id_prodi") REFERENCES "public"."prodi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rencana_evaluasi" ADD CONSTRAINT "rencana_evaluasi_id_mata_kuliah_mata_kuliah_id_fk" FOREIGN KEY ("id_mata_kuliah") REFERENCES "public"."mata_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rencana_pembelajaran" ADD CONSTRAINT "rencana_pembelajaran_id_mata_kuliah_mata_kuliah_id_fk" FOREIGN KEY ("id_mata_kuliah") REFERENCES "public"."mata_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "berkas_kunci_unik" ON "berkas" USING btree ("kunci");--> statement-breakpoint
CREATE INDEX "berkas_jenis" ON "berkas" USING btree ("jenis");--> statement-breakpoint
CREATE UNIQUE INDEX "rencana_evaluasi_unik" ON "rencana_evaluasi" USING btree ("id_mata_kuliah","id_komponen");--> statement-breakpoint
CREATE UNIQUE INDEX "rencana_pembelajaran_unik" ON "rencana_pembelajaran" USING btree ("id_mata_kuliah","nomor_pertemuan");--> statement-breakpoint
ALTER TABLE "pertemuan" ADD CONSTRAINT "pertemuan_diverifikasi_oleh_pengguna_id_fk" FOREIGN KEY ("diverifikasi_oleh") REFERENCES "public"."pengguna"("id") ON DELETE set null ON UPDATE no action;