-- The attendance summary of a meeting (peserta_hadir, progress_peserta) is computed from the
-- students' rows when read (modules/pertemuan/ringkasan.ts): every student event no longer
-- updates the meeting row.
ALTER TABLE "pertemuan" DROP COLUMN "peserta_hadir";--> statement-breakpoint
ALTER TABLE "pertemuan" DROP COLUMN "progress_peserta";