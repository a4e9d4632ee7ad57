CREATE TYPE "public"."jabatan_pengajar" AS ENUM('Dosen Koordinator', 'Dosen', 'Asisten');--> statement-breakpoint
CREATE TYPE "public"."jenis_pertemuan" AS ENUM('online', 'offline', 'campuran');--> statement-breakpoint
CREATE TYPE "public"."kategori_pertemuan" AS ENUM('kuliah', 'uts', 'uas');--> statement-breakpoint
CREATE TYPE "public"."mode_kuliah" AS ENUM('online', 'offline', 'campuran');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('mahasiswa', 'dosen', 'operator');--> statement-breakpoint
CREATE TYPE "public"."status_kelas" AS ENUM('akan_dimulai', 'berlangsung', 'selesai');--> statement-breakpoint
CREATE TYPE "public"."status_pertemuan" AS ENUM('belum_dimulai', 'berlangsung', 'selesai');--> statement-breakpoint
CREATE TABLE "dosen" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_pengguna" uuid NOT NULL,
	"id_perguruan_tinggi" text NOT NULL,
	"nidn" text NOT NULL,
	"nama" text NOT NULL,
	"gelar_depan" text,
	"gelar_akademik" text,
	"id_prodi" text,
	"telepon" text
);
--> statement-breakpoint
CREATE TABLE "jadwal_kelas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_kelas_kuliah" text NOT NULL,
	"hari" smallint NOT NULL,
	"jam_mulai" time NOT NULL,
	"jam_selesai" time NOT NULL,
	"id_sesi" text,
	"id_ruangan" text
);
--> statement-breakpoint
CREATE TABLE "jenis_kelas" (
	"id" text PRIMARY KEY NOT NULL,
	"id_perguruan_tinggi" text NOT NULL,
	"nama" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kampus" (
	"id" text PRIMARY KEY NOT NULL,
	"id_perguruan_tinggi" text NOT NULL,
	"nama" text NOT NULL,
	"alamat" text
);
--> statement-breakpoint
CREATE TABLE "kelas_kuliah" (
	"id" text PRIMARY KEY NOT NULL,
	"id_perguruan_tinggi" text NOT NULL,
	"periode" integer NOT NULL,
	"id_mata_kuliah" text NOT NULL,
	"nama_kelas" text NOT NULL,
	"id_jenis_kelas" text NOT NULL,
	"id_kampus" text NOT NULL,
	"status" "status_kelas" DEFAULT 'akan_dimulai' NOT NULL,
	"mode_kuliah" "mode_kuliah",
	"lingkup" text,
	"kapasitas" integer NOT NULL,
	"metode_pengajaran" text DEFAULT 'Individu' NOT NULL,
	"banner_url" text,
	"banner_color_idx" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kelas_kuliah_prodi" (
	"id_kelas_kuliah" text NOT NULL,
	"id_prodi" text NOT NULL,
	CONSTRAINT "kelas_kuliah_prodi_id_kelas_kuliah_id_prodi_pk" PRIMARY KEY("id_kelas_kuliah","id_prodi")
);
--> statement-breakpoint
CREATE TABLE "konfigurasi" (
	"id_perguruan_tinggi" text NOT NULL,
	"keyword" text NOT NULL,
	"value" text,
	"deskripsi" text,
	CONSTRAINT "konfigurasi_id_perguruan_tinggi_keyword_pk" PRIMARY KEY("id_perguruan_tinggi","keyword")
);
--> statement-breakpoint
CREATE TABLE "log_aktivitas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_perguruan_tinggi" text NOT NULL,
	"id_pengguna" uuid,
	"role" "role",
	"jenis_aktivitas" text NOT NULL,
	"detail" text NOT NULL,
	"ip_address" text,
	"operator" text,
	"waktu" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mahasiswa" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_pengguna" uuid NOT NULL,
	"id_perguruan_tinggi" text NOT NULL,
	"nim" text NOT NULL,
	"nama" text NOT NULL,
	"id_prodi" text NOT NULL,
	"angkatan" integer NOT NULL,
	"status" text DEFAULT 'Aktif' NOT NULL,
	"jenis_kelamin" text,
	"tempat_lahir" text,
	"tanggal_lahir" date,
	"agama" text,
	"telepon" text,
	"alamat" text
);
--> statement-breakpoint
CREATE TABLE "mata_kuliah" (
	"id" text PRIMARY KEY NOT NULL,
	"id_perguruan_tinggi" text NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"nama_inggris" text,
	"sks" smallint NOT NULL,
	"id_prodi" text NOT NULL,
	"silabus_teks" text,
	"id_dosen_koordinator" uuid,
	"id_dosen_pengembang_rps" uuid
);
--> statement-breakpoint
CREATE TABLE "operator" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_pengguna" uuid NOT NULL,
	"nama" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"hak_akses" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pengajar_kelas" (
	"id_kelas_kuliah" text NOT NULL,
	"id_dosen" uuid NOT NULL,
	"jabatan" "jabatan_pengajar" DEFAULT 'Dosen' NOT NULL,
	"is_utama" boolean DEFAULT false NOT NULL,
	CONSTRAINT "pengajar_kelas_id_kelas_kuliah_id_dosen_pk" PRIMARY KEY("id_kelas_kuliah","id_dosen")
);
--> statement-breakpoint
CREATE TABLE "pengajar_pertemuan" (
	"id_pertemuan" uuid NOT NULL,
	"id_dosen" uuid NOT NULL,
	CONSTRAINT "pengajar_pertemuan_id_pertemuan_id_dosen_pk" PRIMARY KEY("id_pertemuan","id_dosen")
);
--> statement-breakpoint
CREATE TABLE "pengaturan" (
	"id_perguruan_tinggi" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pengguna" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_perguruan_tinggi" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "role" NOT NULL,
	"nama" text NOT NULL,
	"email" text,
	"foto_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_active_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perguruan_tinggi" (
	"id" text PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"singkatan" text NOT NULL,
	"alamat" text,
	"website" text,
	"logo_svg" text,
	"zona_waktu" text DEFAULT 'Asia/Jakarta' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "periode" (
	"id_perguruan_tinggi" text NOT NULL,
	"kode" integer NOT NULL,
	"nama" text NOT NULL,
	"tanggal_mulai" date NOT NULL,
	"tanggal_selesai" date NOT NULL,
	"is_berjalan" boolean DEFAULT false NOT NULL,
	CONSTRAINT "periode_id_perguruan_tinggi_kode_pk" PRIMARY KEY("id_perguruan_tinggi","kode")
);
--> statement-breakpoint
CREATE TABLE "pertemuan" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_kelas_kuliah" text NOT NULL,
	"nomor" smallint NOT NULL,
	"judul" text NOT NULL,
	"deskripsi" text DEFAULT '' NOT NULL,
	"teks" text,
	"kategori" "kategori_pertemuan" DEFAULT 'kuliah' NOT NULL,
	"jenis" "jenis_pertemuan" DEFAULT 'online' NOT NULL,
	"status" "status_pertemuan" DEFAULT 'belum_dimulai' NOT NULL,
	"waktu_mulai" timestamp with time zone NOT NULL,
	"waktu_selesai" timestamp with time zone NOT NULL,
	"mulai_kuliah" timestamp with time zone,
	"selesai_kuliah" timestamp with time zone,
	"waktu_terakhir_update_kehadiran" timestamp with time zone,
	"waktu_batas_aktivitas" timestamp with time zone,
	"default_deadline_materi" timestamp with time zone,
	"id_sesi" text,
	"id_ruangan" text,
	"parameter_kehadiran" jsonb DEFAULT '{"hadir_vidcon":false,"kerjakan_kuis_ujian":false,"kerjakan_tugas":false,"posting_forum":false,"unduh_materi":true}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "peserta_kelas" (
	"id_kelas_kuliah" text NOT NULL,
	"id_mahasiswa" uuid NOT NULL,
	"jabatan" text DEFAULT 'Peserta' NOT NULL,
	CONSTRAINT "peserta_kelas_id_kelas_kuliah_id_mahasiswa_pk" PRIMARY KEY("id_kelas_kuliah","id_mahasiswa")
);
--> statement-breakpoint
CREATE TABLE "prodi" (
	"id" text PRIMARY KEY NOT NULL,
	"id_perguruan_tinggi" text NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"jenjang" text NOT NULL,
	"fakultas" text
);
--> statement-breakpoint
CREATE TABLE "refresh_token" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_pengguna" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"id_keluarga" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ruangan" (
	"id" text PRIMARY KEY NOT NULL,
	"id_perguruan_tinggi" text NOT NULL,
	"id_kampus" text NOT NULL,
	"nama" text NOT NULL,
	"kapasitas" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sesi_kuliah" (
	"id" text PRIMARY KEY NOT NULL,
	"id_perguruan_tinggi" text NOT NULL,
	"nama" text NOT NULL,
	"jam_mulai" time NOT NULL,
	"jam_selesai" time NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tagihan_mahasiswa" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_mahasiswa" uuid NOT NULL,
	"periode" integer NOT NULL,
	"keterangan" text NOT NULL,
	"jumlah" integer NOT NULL,
	"jatuh_tempo" date NOT NULL,
	"lunas" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dosen" ADD CONSTRAINT "dosen_id_pengguna_pengguna_id_fk" FOREIGN KEY ("id_pengguna") REFERENCES "public"."pengguna"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dosen" ADD CONSTRAINT "dosen_id_perguruan_tinggi_perguruan_tinggi_id_fk" FOREIGN KEY ("id_perguruan_tinggi") REFERENCES "public"."perguruan_tinggi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dosen" ADD CONSTRAINT "dosen_id_prodi_prodi_id_fk" FOREIGN KEY ("id_prodi") REFERENCES "public"."prodi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jadwal_kelas" ADD CONSTRAINT "jadwal_kelas_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jadwal_kelas" ADD CONSTRAINT "jadwal_kelas_id_sesi_sesi_kuliah_id_fk" FOREIGN KEY ("id_sesi") REFERENCES "public"."sesi_kuliah"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jadwal_kelas" ADD CONSTRAINT "jadwal_kelas_id_ruangan_ruangan_id_fk" FOREIGN KEY ("id_ruangan") REFERENCES "public"."ruangan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenis_kelas" ADD CONSTRAINT "jenis_kelas_id_perguruan_tinggi_perguruan_tinggi_id_fk" FOREIGN KEY ("id_perguruan_tinggi") REFERENCES "public"."perguruan_tinggi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kampus" ADD CONSTRAINT "kampus_id_perguruan_tinggi_perguruan_tinggi_id_fk" FOREIGN KEY ("id_perguruan_tinggi") REFERENCES "public"."perguruan_tinggi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelas_kuliah" ADD CONSTRAINT "kelas_kuliah_id_perguruan_tinggi_perguruan_tinggi_id_fk" FOREIGN KEY ("id_perguruan_tinggi") REFERENCES "public"."perguruan_tinggi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelas_kuliah" ADD CONSTRAINT "kelas_kuliah_id_mata_kuliah_mata_kuliah_id_fk" FOREIGN KEY ("id_mata_kuliah") REFERENCES "public"."mata_kuliah"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelas_kuliah" ADD CONSTRAINT "kelas_kuliah_id_jenis_kelas_jenis_kelas_id_fk" FOREIGN KEY ("id_jenis_kelas") REFERENCES "public"."jenis_kelas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelas_kuliah" ADD CONSTRAINT "kelas_kuliah_id_kampus_kampus_id_fk" FOREIGN KEY ("id_kampus") REFERENCES "public"."kampus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelas_kuliah_prodi" ADD CONSTRAINT "kelas_kuliah_prodi_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelas_kuliah_prodi" ADD CONSTRAINT "kelas_kuliah_prodi_id_prodi_prodi_id_fk" FOREIGN KEY ("id_prodi") REFERENCES "public"."prodi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "konfigurasi" ADD CONSTRAINT "konfigurasi_id_perguruan_tinggi_perguruan_tinggi_id_fk" FOREIGN KEY ("id_perguruan_tinggi") REFERENCES "public"."perguruan_tinggi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_aktivitas" ADD CONSTRAINT "log_aktivitas_id_perguruan_tinggi_perguruan_tinggi_id_fk" FOREIGN KEY ("id_perguruan_tinggi") REFERENCES "public"."perguruan_tinggi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_aktivitas" ADD CONSTRAINT "log_aktivitas_id_pengguna_pengguna_id_fk" FOREIGN KEY ("id_pengguna") REFERENCES "public"."pengguna"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mahasiswa" ADD CONSTRAINT "mahasiswa_id_pengguna_pengguna_id_fk" FOREIGN KEY ("id_pengguna") REFERENCES "public"."pengguna"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mahasiswa" ADD CONSTRAINT "mahasiswa_id_perguruan_tinggi_perguruan_tinggi_id_fk" FOREIGN KEY ("id_perguruan_tinggi") REFERENCES "public"."perguruan_tinggi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mahasiswa" ADD CONSTRAINT "mahasiswa_id_prodi_prodi_id_fk" FOREIGN KEY ("id_prodi") REFERENCES "public"."prodi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mata_kuliah" ADD CONSTRAINT "mata_kuliah_id_perguruan_tinggi_perguruan_tinggi_id_fk" FOREIGN KEY ("id_perguruan_tinggi") REFERENCES "public"."perguruan_tinggi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mata_kuliah" ADD CONSTRAINT "mata_kuliah_id_prodi_prodi_id_fk" FOREIGN KEY ("id_prodi") REFERENCES "public"."prodi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mata_kuliah" ADD CONSTRAINT "mata_kuliah_id_dosen_koordinator_dosen_id_fk" FOREIGN KEY ("id_dosen_koordinator") REFERENCES "public"."dosen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mata_kuliah" ADD CONSTRAINT "mata_kuliah_id_dosen_pengembang_rps_dosen_id_fk" FOREIGN KEY ("id_dosen_pengembang_rps") REFERENCES "public"."dosen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator" ADD CONSTRAINT "operator_id_pengguna_pengguna_id_fk" FOREIGN KEY ("id_pengguna") REFERENCES "public"."pengguna"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengajar_kelas" ADD CONSTRAINT "pengajar_kelas_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengajar_kelas" ADD CONSTRAINT "pengajar_kelas_id_dosen_dosen_id_fk" FOREIGN KEY ("id_dosen") REFERENCES "public"."dosen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengajar_pertemuan" ADD CONSTRAINT "pengajar_pertemuan_id_pertemuan_pertemuan_id_fk" FOREIGN KEY ("id_pertemuan") REFERENCES "public"."pertemuan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengajar_pertemuan" ADD CONSTRAINT "pengajar_pertemuan_id_dosen_dosen_id_fk" FOREIGN KEY ("id_dosen") REFERENCES "public"."dosen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengaturan" ADD CONSTRAINT "pengaturan_id_perguruan_tinggi_perguruan_tinggi_id_fk" FOREIGN KEY ("id_perguruan_tinggi") REFERENCES "public"."perguruan_tinggi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pengguna" ADD CONSTRAINT "pengguna_id_perguruan_tinggi_perguruan_tinggi_id_fk" FOREIGN KEY ("id_perguruan_tinggi") REFERENCES "public"."perguruan_tinggi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periode" ADD CONSTRAINT "periode_id_perguruan_tinggi_perguruan_tinggi_id_fk" FOREIGN KEY ("id_perguruan_tinggi") REFERENCES "public"."perguruan_tinggi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pertemuan" ADD CONSTRAINT "pertemuan_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pertemuan" ADD CONSTRAINT "pertemuan_id_sesi_sesi_kuliah_id_fk" FOREIGN KEY ("id_sesi") REFERENCES "public"."sesi_kuliah"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pertemuan" ADD CONSTRAINT "pertemuan_id_ruangan_ruangan_id_fk" FOREIGN KEY ("id_ruangan") REFERENCES "public"."ruangan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peserta_kelas" ADD CONSTRAINT "peserta_kelas_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peserta_kelas" ADD CONSTRAINT "peserta_kelas_id_mahasiswa_mahasiswa_id_fk" FOREIGN KEY ("id_mahasiswa") REFERENCES "public"."mahasiswa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prodi" ADD CONSTRAINT "prodi_id_perguruan_tinggi_perguruan_tinggi_id_fk" FOREIGN KEY ("id_perguruan_tinggi") REFERENCES "public"."perguruan_tinggi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_id_pengguna_pengguna_id_fk" FOREIGN KEY ("id_pengguna") REFERENCES "public"."pengguna"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ruangan" ADD CONSTRAINT "ruangan_id_perguruan_tinggi_perguruan_tinggi_id_fk" FOREIGN KEY ("id_perguruan_tinggi") REFERENCES "public"."perguruan_tinggi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ruangan" ADD CONSTRAINT "ruangan_id_kampus_kampus_id_fk" FOREIGN KEY ("id_kampus") REFERENCES "public"."kampus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sesi_kuliah" ADD CONSTRAINT "sesi_kuliah_id_perguruan_tinggi_perguruan_tinggi_id_fk" FOREIGN KEY ("id_perguruan_tinggi") REFERENCES "public"."perguruan_tinggi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tagihan_mahasiswa" ADD CONSTRAINT "tagihan_mahasiswa_id_mahasiswa_mahasiswa_id_fk" FOREIGN KEY ("id_mahasiswa") REFERENCES "public"."mahasiswa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dosen_pengguna_unik" ON "dosen" USING btree ("id_pengguna");--> statement-breakpoint
CREATE INDEX "jadwal_kelas_kelas" ON "jadwal_kelas" USING btree ("id_kelas_kuliah");--> statement-breakpoint
CREATE INDEX "kelas_kuliah_periode" ON "kelas_kuliah" USING btree ("id_perguruan_tinggi","periode");--> statement-breakpoint
CREATE INDEX "log_aktivitas_pengguna_waktu" ON "log_aktivitas" USING btree ("id_pengguna","waktu");--> statement-breakpoint
CREATE UNIQUE INDEX "mahasiswa_nim_unik" ON "mahasiswa" USING btree ("id_perguruan_tinggi","nim");--> statement-breakpoint
CREATE UNIQUE INDEX "mahasiswa_pengguna_unik" ON "mahasiswa" USING btree ("id_pengguna");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_pengguna_unik" ON "operator" USING btree ("id_pengguna");--> statement-breakpoint
CREATE INDEX "pengajar_kelas_dosen" ON "pengajar_kelas" USING btree ("id_dosen");--> statement-breakpoint
CREATE UNIQUE INDEX "pengguna_username_unik" ON "pengguna" USING btree ("id_perguruan_tinggi","username");--> statement-breakpoint
CREATE UNIQUE INDEX "pertemuan_nomor_unik" ON "pertemuan" USING btree ("id_kelas_kuliah","nomor");--> statement-breakpoint
CREATE INDEX "pertemuan_waktu" ON "pertemuan" USING btree ("waktu_mulai");--> statement-breakpoint
CREATE INDEX "peserta_kelas_mahasiswa" ON "peserta_kelas" USING btree ("id_mahasiswa");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_token_hash_unik" ON "refresh_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_token_keluarga" ON "refresh_token" USING btree ("id_keluarga");--> statement-breakpoint
CREATE INDEX "tagihan_mahasiswa_mahasiswa" ON "tagihan_mahasiswa" USING btree ("id_mahasiswa");