CREATE TYPE "public"."aturan_kelompok_soal" AS ENUM('semua', 'random', 'sebagian');--> statement-breakpoint
CREATE TYPE "public"."jenis_soal" AS ENUM('pilihan', 'benar_salah', 'esay');--> statement-breakpoint
CREATE TYPE "public"."jenis_ujian" AS ENUM('kuis', 'uts', 'uas', 'remedial');--> statement-breakpoint
CREATE TYPE "public"."sifat_ujian" AS ENUM('close', 'open');--> statement-breakpoint
CREATE TABLE "jawaban" (
	"id_pengerjaan" uuid NOT NULL,
	"id_soal" uuid NOT NULL,
	"isi" jsonb NOT NULL,
	"versi" integer NOT NULL,
	"disimpan_pada" timestamp with time zone DEFAULT now() NOT NULL,
	"nilai" integer,
	"dinilai_oleh" uuid,
	CONSTRAINT "jawaban_id_pengerjaan_id_soal_pk" PRIMARY KEY("id_pengerjaan","id_soal")
);
--> statement-breakpoint
CREATE TABLE "kelompok_soal" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_ujian" uuid NOT NULL,
	"nomor" integer NOT NULL,
	"judul" text DEFAULT '' NOT NULL,
	"aturan" "aturan_kelompok_soal" DEFAULT 'semua' NOT NULL,
	"jumlah_wajib_dijawab" integer
);
--> statement-breakpoint
CREATE TABLE "pengerjaan" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_ujian" uuid NOT NULL,
	"id_mahasiswa" uuid NOT NULL,
	"waktu_mulai" timestamp with time zone DEFAULT now() NOT NULL,
	"batas" timestamp with time zone,
	"waktu_selesai" timestamp with time zone,
	"dikumpulkan_oleh" text,
	"urutan" jsonb,
	"pengurangan_nilai" numeric(6, 2) DEFAULT 0 NOT NULL,
	"nilai_akhir" numeric(6, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "peserta_remedial" (
	"id_ujian" uuid NOT NULL,
	"id_mahasiswa" uuid NOT NULL,
	CONSTRAINT "peserta_remedial_id_ujian_id_mahasiswa_pk" PRIMARY KEY("id_ujian","id_mahasiswa")
);
--> statement-breakpoint
CREATE TABLE "soal" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_kelompok_soal" uuid,
	"id_bank_soal" uuid,
	"nomor" integer NOT NULL,
	"jenis" "jenis_soal" NOT NULL,
	"pertanyaan" text NOT NULL,
	"data" jsonb NOT NULL,
	"soal_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"id_sumber" uuid,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "soal_pemilik" CHECK (("soal"."id_kelompok_soal" IS NULL) <> ("soal"."id_bank_soal" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "ujian" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_pertemuan" uuid NOT NULL,
	"judul" text NOT NULL,
	"deskripsi" text NOT NULL,
	"jenis" "jenis_ujian" NOT NULL,
	"sifat" "sifat_ujian" DEFAULT 'close' NOT NULL,
	"acak_soal" boolean DEFAULT false NOT NULL,
	"ditampilkan" boolean DEFAULT true NOT NULL,
	"gunakan_batas_waktu" boolean DEFAULT false NOT NULL,
	"durasi" integer,
	"tampilkan_kunci_jawaban" boolean DEFAULT false NOT NULL,
	"waktu_tampil_kunci" timestamp with time zone,
	"waktu_mulai" timestamp with time zone NOT NULL,
	"waktu_selesai" timestamp with time zone NOT NULL,
	"id_ujian_utama" uuid,
	"is_tampilkan_nilai" boolean DEFAULT false NOT NULL,
	"perhitungan_sejak" timestamp with time zone,
	"id_sumber" uuid,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ujian_rentang" CHECK ("ujian"."waktu_selesai" > "ujian"."waktu_mulai")
);
--> statement-breakpoint
ALTER TABLE "jawaban" ADD CONSTRAINT "jawaban_id_pengerjaan_pengerjaan_id_fk" FOREIGN KEY ("id_pengerjaan") REFERENCES "public"."pengerjaan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jawaban" ADD CONSTRAINT "jawaban_id_soal_soal_id_fk" FOREIGN KEY ("id_soal") REFERENCES "public"."soal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jawaban" ADD CONSTRAINT "jawaban_dinilai_oleh_pengguna_id_fk" FOREIGN KEY ("dinilai_oleh") REFERENCES "public"."pengguna"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelompok_soal" ADD CONSTRAINT "kelompok_soal_id_ujian_ujian_id_fk" FOREIGN KEY ("id_ujian") REFERENCES "public"."ujian"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengerjaan" ADD CONSTRAINT "pengerjaan_id_ujian_ujian_id_fk" FOREIGN KEY ("id_ujian") REFERENCES "public"."ujian"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengerjaan" ADD CONSTRAINT "pengerjaan_id_mahasiswa_mahasiswa_id_fk" FOREIGN KEY ("id_mahasiswa") REFERENCES "public"."mahasiswa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peserta_remedial" ADD CONSTRAINT "peserta_remedial_id_ujian_ujian_id_fk" FOREIGN KEY ("id_ujian") REFERENCES "public"."ujian"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peserta_remedial" ADD CONSTRAINT "peserta_remedial_id_mahasiswa_mahasiswa_id_fk" FOREIGN KEY ("id_mahasiswa") REFERENCES "public"."mahasiswa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soal" ADD CONSTRAINT "soal_id_kelompok_soal_kelompok_soal_id_fk" FOREIGN KEY ("id_kelompok_soal") REFERENCES "public"."kelompok_soal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soal" ADD CONSTRAINT "soal_dibuat_oleh_pengguna_id_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."pengguna"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian" ADD CONSTRAINT "ujian_id_pertemuan_pertemuan_id_fk" FOREIGN KEY ("id_pertemuan") REFERENCES "public"."pertemuan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian" ADD CONSTRAINT "ujian_id_ujian_utama_ujian_id_fk" FOREIGN KEY ("id_ujian_utama") REFERENCES "public"."ujian"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ujian" ADD CONSTRAINT "ujian_dibuat_oleh_pengguna_id_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."pengguna"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kelompok_soal_ujian" ON "kelompok_soal" USING btree ("id_ujian","nomor");--> statement-breakpoint
CREATE UNIQUE INDEX "pengerjaan_satu_per_mahasiswa" ON "pengerjaan" USING btree ("id_ujian","id_mahasiswa");--> statement-breakpoint
CREATE INDEX "pengerjaan_mahasiswa" ON "pengerjaan" USING btree ("id_mahasiswa");--> statement-breakpoint
CREATE INDEX "peserta_remedial_mahasiswa" ON "peserta_remedial" USING btree ("id_mahasiswa");--> statement-breakpoint
CREATE INDEX "soal_kelompok" ON "soal" USING btree ("id_kelompok_soal","nomor");--> statement-breakpoint
CREATE INDEX "soal_bank" ON "soal" USING btree ("id_bank_soal");--> statement-breakpoint
CREATE INDEX "ujian_pertemuan" ON "ujian" USING btree ("id_pertemuan");--> statement-breakpoint
CREATE INDEX "ujian_utama" ON "ujian" USING btree ("id_ujian_utama");