-- Activity events wait for the attendance engine (modules/kehadiran/susulan.ts): written with
-- diproses_kehadiran false in the act's own transaction, counted in batches after they commit.
-- The events recorded before this migration are already in the stored attendance rows.
ALTER TABLE "peristiwa_aktivitas" ADD COLUMN "diproses_kehadiran" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "peristiwa_aktivitas" ALTER COLUMN "diproses_kehadiran" SET DEFAULT false;--> statement-breakpoint
CREATE INDEX "peristiwa_aktivitas_menunggu_kehadiran" ON "peristiwa_aktivitas" USING btree ("id") WHERE not "peristiwa_aktivitas"."diproses_kehadiran";
