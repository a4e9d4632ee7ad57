CREATE TABLE "komponen_nilai_aktivitas" (
	"id_kelas_kuliah" text NOT NULL,
	"id_komponen" text NOT NULL,
	"id_aktivitas" uuid NOT NULL,
	"urutan" integer NOT NULL,
	CONSTRAINT "komponen_nilai_aktivitas_id_kelas_kuliah_id_komponen_id_aktivitas_pk" PRIMARY KEY("id_kelas_kuliah","id_komponen","id_aktivitas")
);
--> statement-breakpoint
CREATE TABLE "nilai_sikad" (
	"id_kelas_kuliah" text NOT NULL,
	"id_komponen" text NOT NULL,
	"id_mahasiswa" uuid NOT NULL,
	"nilai" numeric(6, 2),
	"update_by_sikad" boolean DEFAULT false NOT NULL,
	"diperbarui_pada" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nilai_sikad_id_kelas_kuliah_id_komponen_id_mahasiswa_pk" PRIMARY KEY("id_kelas_kuliah","id_komponen","id_mahasiswa")
);
--> statement-breakpoint
ALTER TABLE "komponen_nilai_aktivitas" ADD CONSTRAINT "komponen_nilai_aktivitas_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_sikad" ADD CONSTRAINT "nilai_sikad_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_sikad" ADD CONSTRAINT "nilai_sikad_id_mahasiswa_mahasiswa_id_fk" FOREIGN KEY ("id_mahasiswa") REFERENCES "public"."mahasiswa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "komponen_nilai_aktivitas_kelas" ON "komponen_nilai_aktivitas" USING btree ("id_kelas_kuliah","urutan");