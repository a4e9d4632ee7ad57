CREATE TABLE "percobaan_login" (
	"kunci" text PRIMARY KEY NOT NULL,
	"gagal" integer NOT NULL,
	"tunggu_sampai" timestamp with time zone,
	"diperbarui" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "percobaan_login_diperbarui" ON "percobaan_login" USING btree ("diperbarui");