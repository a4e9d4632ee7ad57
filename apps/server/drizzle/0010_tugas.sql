CREATE TYPE "public"."jabatan_kelompok" AS ENUM('ketua', 'anggota');--> statement-breakpoint
CREATE TYPE "public"."jenis_tugas" AS ENUM('individu', 'kelompok');--> statement-breakpoint
CREATE TABLE "anggota_kelompok_tugas" (
	"id_kelompok" uuid NOT NULL,
	"id_tugas" uuid NOT NULL,
	"id_mahasiswa" uuid NOT NULL,
	"jabatan" "jabatan_kelompok" DEFAULT 'anggota' NOT NULL,
	"urutan" integer NOT NULL,
	CONSTRAINT "anggota_kelompok_tugas_id_kelompok_id_mahasiswa_pk" PRIMARY KEY("id_kelompok","id_mahasiswa")
);
--> statement-breakpoint
CREATE TABLE "berkas_pengumpulan" (
	"id_pengumpulan" uuid NOT NULL,
	"id_berkas" uuid NOT NULL,
	"urutan" integer NOT NULL,
	CONSTRAINT "berkas_pengumpulan_id_pengumpulan_id_berkas_pk" PRIMARY KEY("id_pengumpulan","id_berkas")
);
--> statement-breakpoint
CREATE TABLE "kelompok_tugas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_tugas" uuid NOT NULL,
	"nama" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lampiran_tugas" (
	"id_tugas" uuid NOT NULL,
	"id_berkas" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lampiran_tugas_id_tugas_id_berkas_pk" PRIMARY KEY("id_tugas","id_berkas")
);
--> statement-breakpoint
CREATE TABLE "pengumpulan_tugas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_tugas" uuid NOT NULL,
	"id_mahasiswa" uuid,
	"id_kelompok" uuid,
	"teks" text DEFAULT '' NOT NULL,
	"waktu_mulai_unggah" timestamp with time zone NOT NULL,
	"waktu_kirim" timestamp with time zone NOT NULL,
	"terlambat" boolean DEFAULT false NOT NULL,
	"dikirim_oleh" uuid,
	"nilai" real,
	"umpan_balik" text DEFAULT '' NOT NULL,
	"dinilai_oleh" uuid,
	"waktu_dinilai" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tugas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_pertemuan" uuid NOT NULL,
	"judul" text NOT NULL,
	"deskripsi" text NOT NULL,
	"jenis" "jenis_tugas" NOT NULL,
	"waktu_mulai" timestamp with time zone NOT NULL,
	"waktu_selesai" timestamp with time zone NOT NULL,
	"terima_terlambat" boolean DEFAULT false NOT NULL,
	"jenis_file_diterima" text[] DEFAULT '{}' NOT NULL,
	"batas_ukuran_mb" real,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "anggota_kelompok_tugas" ADD CONSTRAINT "anggota_kelompok_tugas_id_kelompok_kelompok_tugas_id_fk" FOREIGN KEY ("id_kelompok") REFERENCES "public"."kelompok_tugas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anggota_kelompok_tugas" ADD CONSTRAINT "anggota_kelompok_tugas_id_tugas_tugas_id_fk" FOREIGN KEY ("id_tugas") REFERENCES "public"."tugas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anggota_kelompok_tugas" ADD CONSTRAINT "anggota_kelompok_tugas_id_mahasiswa_mahasiswa_id_fk" FOREIGN KEY ("id_mahasiswa") REFERENCES "public"."mahasiswa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "berkas_pengumpulan" ADD CONSTRAINT "berkas_pengumpulan_id_pengumpulan_pengumpulan_tugas_id_fk" FOREIGN KEY ("id_pengumpulan") REFERENCES "public"."pengumpulan_tugas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "berkas_pengumpulan" ADD CONSTRAINT "berkas_pengumpulan_id_berkas_berkas_id_fk" FOREIGN KEY ("id_berkas") REFERENCES "public"."berkas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelompok_tugas" ADD CONSTRAINT "kelompok_tugas_id_tugas_tugas_id_fk" FOREIGN KEY ("id_tugas") REFERENCES "public"."tugas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lampiran_tugas" ADD CONSTRAINT "lampiran_tugas_id_tugas_tugas_id_fk" FOREIGN KEY ("id_tugas") REFERENCES "public"."tugas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lampiran_tugas" ADD CONSTRAINT "lampiran_tugas_id_berkas_berkas_id_fk" FOREIGN KEY ("id_berkas") REFERENCES "public"."berkas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengumpulan_tugas" ADD CONSTRAINT "pengumpulan_tugas_id_tugas_tugas_id_fk" FOREIGN KEY ("id_tugas") REFERENCES "public"."tugas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengumpulan_tugas" ADD CONSTRAINT "pengumpulan_tugas_id_mahasiswa_mahasiswa_id_fk" FOREIGN KEY ("id_mahasiswa") REFERENCES "public"."mahasiswa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengumpulan_tugas" ADD CONSTRAINT "pengumpulan_tugas_id_kelompok_kelompok_tugas_id_fk" FOREIGN KEY ("id_kelompok") REFERENCES "public"."kelompok_tugas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengumpulan_tugas" ADD CONSTRAINT "pengumpulan_tugas_dikirim_oleh_pengguna_id_fk" FOREIGN KEY ("dikirim_oleh") REFERENCES "public"."pengguna"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengumpulan_tugas" ADD CONSTRAINT "pengumpulan_tugas_dinilai_oleh_pengguna_id_fk" FOREIGN KEY ("dinilai_oleh") REFERENCES "public"."pengguna"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tugas" ADD CONSTRAINT "tugas_id_pertemuan_pertemuan_id_fk" FOREIGN KEY ("id_pertemuan") REFERENCES "public"."pertemuan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tugas" ADD CONSTRAINT "tugas_dibuat_oleh_pengguna_id_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."pengguna"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "anggota_kelompok_tugas_unik" ON "anggota_kelompok_tugas" USING btree ("id_tugas","id_mahasiswa");--> statement-breakpoint
CREATE INDEX "kelompok_tugas_tugas" ON "kelompok_tugas" USING btree ("id_tugas");--> statement-breakpoint
CREATE UNIQUE INDEX "pengumpulan_tugas_mahasiswa" ON "pengumpulan_tugas" USING btree ("id_tugas","id_mahasiswa");--> statement-breakpoint
CREATE UNIQUE INDEX "pengumpulan_tugas_kelompok" ON "pengumpulan_tugas" USING btree ("id_tugas","id_kelompok");--> statement-breakpoint
CREATE INDEX "tugas_pertemuan" ON "tugas" USING btree ("id_pertemuan");