CREATE TABLE "bank_soal" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_perguruan_tinggi" text NOT NULL,
	"judul" text NOT NULL,
	"deskripsi" text NOT NULL,
	"id_mata_kuliah" text NOT NULL,
	"id_dosen" uuid,
	"ditampilkan" boolean DEFAULT false NOT NULL,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_soal" ADD CONSTRAINT "bank_soal_id_perguruan_tinggi_perguruan_tinggi_id_fk" FOREIGN KEY ("id_perguruan_tinggi") REFERENCES "public"."perguruan_tinggi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_soal" ADD CONSTRAINT "bank_soal_id_mata_kuliah_mata_kuliah_id_fk" FOREIGN KEY ("id_mata_kuliah") REFERENCES "public"."mata_kuliah"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_soal" ADD CONSTRAINT "bank_soal_id_dosen_dosen_id_fk" FOREIGN KEY ("id_dosen") REFERENCES "public"."dosen"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_soal" ADD CONSTRAINT "bank_soal_dibuat_oleh_pengguna_id_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."pengguna"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_soal_mata_kuliah" ON "bank_soal" USING btree ("id_perguruan_tinggi","id_mata_kuliah");--> statement-breakpoint
CREATE INDEX "bank_soal_dosen" ON "bank_soal" USING btree ("id_dosen");--> statement-breakpoint
ALTER TABLE "soal" ADD CONSTRAINT "soal_id_bank_soal_bank_soal_id_fk" FOREIGN KEY ("id_bank_soal") REFERENCES "public"."bank_soal"("id") ON DELETE cascade ON UPDATE no action;