CREATE TABLE "forum" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_pertemuan" uuid NOT NULL,
	"judul" text NOT NULL,
	"deskripsi" text NOT NULL,
	"waktu_mulai" timestamp with time zone NOT NULL,
	"waktu_selesai" timestamp with time zone NOT NULL,
	"penilaian_keaktifan" boolean DEFAULT false NOT NULL,
	"minimal_post" integer DEFAULT 1 NOT NULL,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_forum" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_forum" uuid NOT NULL,
	"id_induk" uuid,
	"id_pengguna" uuid NOT NULL,
	"role" text NOT NULL,
	"isi" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"diubah_pada" timestamp with time zone,
	"dihapus_pada" timestamp with time zone,
	"dihapus_oleh" uuid
);
--> statement-breakpoint
CREATE TABLE "baca_forum" (
	"id_forum" uuid NOT NULL,
	"id_pengguna" uuid NOT NULL,
	"waktu_baca" timestamp with time zone NOT NULL,
	CONSTRAINT "baca_forum_id_forum_id_pengguna_pk" PRIMARY KEY("id_forum","id_pengguna")
);
--> statement-breakpoint
ALTER TABLE "forum" ADD CONSTRAINT "forum_id_pertemuan_pertemuan_id_fk" FOREIGN KEY ("id_pertemuan") REFERENCES "public"."pertemuan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum" ADD CONSTRAINT "forum_dibuat_oleh_pengguna_id_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."pengguna"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_forum" ADD CONSTRAINT "post_forum_id_forum_forum_id_fk" FOREIGN KEY ("id_forum") REFERENCES "public"."forum"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_forum" ADD CONSTRAINT "post_forum_id_induk_post_forum_id_fk" FOREIGN KEY ("id_induk") REFERENCES "public"."post_forum"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_forum" ADD CONSTRAINT "post_forum_id_pengguna_pengguna_id_fk" FOREIGN KEY ("id_pengguna") REFERENCES "public"."pengguna"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_forum" ADD CONSTRAINT "post_forum_dihapus_oleh_pengguna_id_fk" FOREIGN KEY ("dihapus_oleh") REFERENCES "public"."pengguna"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baca_forum" ADD CONSTRAINT "baca_forum_id_forum_forum_id_fk" FOREIGN KEY ("id_forum") REFERENCES "public"."forum"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baca_forum" ADD CONSTRAINT "baca_forum_id_pengguna_pengguna_id_fk" FOREIGN KEY ("id_pengguna") REFERENCES "public"."pengguna"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_pertemuan" ON "forum" USING btree ("id_pertemuan");--> statement-breakpoint
CREATE INDEX "post_forum_forum" ON "post_forum" USING btree ("id_forum","created_at");--> statement-breakpoint
CREATE INDEX "post_forum_induk" ON "post_forum" USING btree ("id_induk");--> statement-breakpoint
CREATE INDEX "post_forum_pengguna" ON "post_forum" USING btree ("id_forum","id_pengguna");