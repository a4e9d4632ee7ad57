CREATE TYPE "public"."tipe_file" AS ENUM('ebook', 'video', 'audio', 'archive', 'url');--> statement-breakpoint
CREATE TABLE "materi" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_pertemuan" uuid NOT NULL,
	"judul" text NOT NULL,
	"deskripsi" text NOT NULL,
	"tipe_file" "tipe_file" NOT NULL,
	"jenis_materi" text NOT NULL,
	"tampil_sekarang" boolean DEFAULT true NOT NULL,
	"waktu_mulai_tampil" timestamp with time zone,
	"is_syarat_hadir" boolean,
	"deadline" timestamp with time zone,
	"id_berkas" uuid,
	"file_url" text,
	"id_sumber" uuid,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presensi_materi" (
	"id_materi" uuid NOT NULL,
	"id_mahasiswa" uuid NOT NULL,
	"waktu_buka" timestamp with time zone,
	"persen_tertinggi" double precision DEFAULT 0 NOT NULL,
	"waktu_unduh" timestamp with time zone,
	"waktu_terakhir_unduh" timestamp with time zone,
	"waktu_terpenuhi" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presensi_materi_id_materi_id_mahasiswa_pk" PRIMARY KEY("id_materi","id_mahasiswa")
);
--> statement-breakpoint
ALTER TABLE "materi" ADD CONSTRAINT "materi_id_pertemuan_pertemuan_id_fk" FOREIGN KEY ("id_pertemuan") REFERENCES "public"."pertemuan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materi" ADD CONSTRAINT "materi_id_berkas_berkas_id_fk" FOREIGN KEY ("id_berkas") REFERENCES "public"."berkas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materi" ADD CONSTRAINT "materi_dibuat_oleh_pengguna_id_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."pengguna"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presensi_materi" ADD CONSTRAINT "presensi_materi_id_materi_materi_id_fk" FOREIGN KEY ("id_materi") REFERENCES "public"."materi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presensi_materi" ADD CONSTRAINT "presensi_materi_id_mahasiswa_mahasiswa_id_fk" FOREIGN KEY ("id_mahasiswa") REFERENCES "public"."mahasiswa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "materi_pertemuan" ON "materi" USING btree ("id_pertemuan");--> statement-breakpoint
CREATE INDEX "presensi_materi_mahasiswa" ON "presensi_materi" USING btree ("id_mahasiswa");