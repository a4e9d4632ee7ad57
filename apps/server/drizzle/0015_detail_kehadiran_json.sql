-- A student's per-activity attendance detail kept as the JSON text it was written as: the class
-- recap sends 3,200 of them per answer as they are stored (modules/kehadiran/rekap.ts), and
-- jsonb had to be converted back to text on every read (13 ms against 6 ms for 200 x 16 on
-- PostgreSQL). Nothing queries inside it.
ALTER TABLE "kehadiran_mahasiswa" ALTER COLUMN "detail" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "kehadiran_mahasiswa" ALTER COLUMN "detail" SET DATA TYPE json USING "detail"::json;--> statement-breakpoint
ALTER TABLE "kehadiran_mahasiswa" ALTER COLUMN "detail" SET DEFAULT '[]'::json;
