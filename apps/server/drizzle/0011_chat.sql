CREATE TYPE "public"."jenis_komentar" AS ENUM('ujian', 'tugas');--> statement-breakpoint
CREATE TABLE "chat_dibaca" (
	"id_perguruan_tinggi" text NOT NULL,
	"id_thread" text NOT NULL,
	"id_pengguna" uuid NOT NULL,
	"terakhir_dibaca" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_dibaca_id_perguruan_tinggi_id_thread_id_pengguna_pk" PRIMARY KEY("id_perguruan_tinggi","id_thread","id_pengguna")
);
--> statement-breakpoint
CREATE TABLE "chat_group" (
	"id" text NOT NULL,
	"id_perguruan_tinggi" text NOT NULL,
	"nama" text NOT NULL,
	"usage" text DEFAULT 'lms' NOT NULL,
	"jenis" "jenis_komentar" NOT NULL,
	"id_konten" text NOT NULL,
	"id_kelompok" text,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_group_id_perguruan_tinggi_id_pk" PRIMARY KEY("id_perguruan_tinggi","id")
);
--> statement-breakpoint
CREATE TABLE "chat_komentar" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_perguruan_tinggi" text NOT NULL,
	"id_thread" text NOT NULL,
	"id_pengguna" uuid NOT NULL,
	"role" "role" NOT NULL,
	"isi" text NOT NULL,
	"waktu_posting" timestamp with time zone DEFAULT now() NOT NULL,
	"dihapus" boolean DEFAULT false NOT NULL,
	"waktu_dihapus" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_thread" (
	"id" text NOT NULL,
	"id_perguruan_tinggi" text NOT NULL,
	"id_group" text NOT NULL,
	"id_mahasiswa" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_thread_id_perguruan_tinggi_id_pk" PRIMARY KEY("id_perguruan_tinggi","id")
);
--> statement-breakpoint
ALTER TABLE "chat_dibaca" ADD CONSTRAINT "chat_dibaca_id_pengguna_pengguna_id_fk" FOREIGN KEY ("id_pengguna") REFERENCES "public"."pengguna"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_group" ADD CONSTRAINT "chat_group_id_perguruan_tinggi_perguruan_tinggi_id_fk" FOREIGN KEY ("id_perguruan_tinggi") REFERENCES "public"."perguruan_tinggi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_group" ADD CONSTRAINT "chat_group_dibuat_oleh_pengguna_id_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."pengguna"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_komentar" ADD CONSTRAINT "chat_komentar_id_pengguna_pengguna_id_fk" FOREIGN KEY ("id_pengguna") REFERENCES "public"."pengguna"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_komentar_thread_waktu" ON "chat_komentar" USING btree ("id_perguruan_tinggi","id_thread","waktu_posting" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_thread_group" ON "chat_thread" USING btree ("id_perguruan_tinggi","id_group");