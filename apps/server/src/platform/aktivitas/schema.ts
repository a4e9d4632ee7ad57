import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { dibuat, waktu } from '../../db/kolom';
import { pengguna } from '../../modules/auth/schema';
import { pertemuan } from '../../modules/pertemuan/schema';

// The activity events of students and teachers (platform/aktivitas): one table every area writes
// through umumkanAktivitas, and attendance and grades read (migration 0008_aktivitas.sql).

/**
 * Something a user did on an activity of a meeting: a material read, a vidcon join, an
 * assignment handed in, a forum post, an exam finished. Append-only; `id` orders the events so
 * a reader can continue after the last one it handled.
 */
export const peristiwaAktivitas = pgTable(
  'peristiwa_aktivitas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idPertemuan: uuid('id_pertemuan')
      .notNull()
      .references(() => pertemuan.id, { onDelete: 'cascade' }),
    /** The activity's type (spec 3 count_activity keys): materi, tugas, vidcon, ujian, forum. */
    jenis: text('jenis').notNull(),
    /** The activity's id in its own area's table (no foreign key: five areas, one table). */
    idAktivitas: uuid('id_aktivitas').notNull(),
    idPengguna: uuid('id_pengguna')
      .notNull()
      .references(() => pengguna.id, { onDelete: 'cascade' }),
    /** The user's role at that moment: mahasiswa, dosen or operator. */
    role: text('role').notNull(),
    /** What happened, in the area's words: gabung, kumpul, posting, baca, selesai, ... */
    aksi: text('aksi').notNull(),
    /** When it counts (the server's time; an upload is judged by when it started). */
    waktu: waktu('waktu').notNull(),
    /** Small facts the readers need (terlambat, nilai, ...); never the content itself. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * Whether the attendance engine has counted it (modules/kehadiran/susulan.ts): written false
     * with the event, in the act's transaction at no extra cost; the engine's worker counts the
     * waiting events in batches after they commit and marks them.
     */
    diprosesKehadiran: boolean('diproses_kehadiran').notNull().default(false),
    createdAt: dibuat(),
  },
  (t) => [
    index('peristiwa_aktivitas_pertemuan').on(t.idPertemuan, t.idPengguna),
    index('peristiwa_aktivitas_aktivitas').on(t.jenis, t.idAktivitas),
    index('peristiwa_aktivitas_menunggu_kehadiran').on(t.id).where(sql`not ${t.diprosesKehadiran}`),
  ],
);
