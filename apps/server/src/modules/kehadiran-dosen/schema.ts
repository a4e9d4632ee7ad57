import { boolean, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { waktu } from '../../db/kolom';
import { pengguna } from '../auth/schema';
import { pertemuan } from '../pertemuan/schema';
import { dosen } from '../referensi/schema';

// Tables of the kehadiran-dosen module (migration apps/server/drizzle/*_kehadiran_dosen.sql).

/**
 * A lecturer's attendance of a meeting (spec 3 'Lecturer attendance row'): present or not with
 * the lecture's start and end, whether it is validated (spec 2 'Sudah Divalidasi' when
 * validasi_kehadiran_dosen is on), and who changed it last (audit; the log has each change).
 */
export const kehadiranDosen = pgTable(
  'kehadiran_dosen',
  {
    idPertemuan: uuid('id_pertemuan')
      .notNull()
      .references(() => pertemuan.id, { onDelete: 'cascade' }),
    idDosen: uuid('id_dosen')
      .notNull()
      .references(() => dosen.id, { onDelete: 'cascade' }),
    isHadir: boolean('is_hadir').notNull(),
    mulaiKuliah: waktu('mulai_kuliah'),
    selesaiKuliah: waktu('selesai_kuliah'),
    isValid: boolean('is_valid').notNull().default(false),
    divalidasiOleh: uuid('divalidasi_oleh').references(() => pengguna.id, {
      onDelete: 'set null',
    }),
    divalidasiPada: waktu('divalidasi_pada'),
    updatedBy: uuid('updated_by').references(() => pengguna.id, { onDelete: 'set null' }),
    updatedAt: waktu('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.idPertemuan, t.idDosen] }),
    index('kehadiran_dosen_dosen').on(t.idDosen),
  ],
);
