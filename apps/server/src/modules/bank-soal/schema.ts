import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { dibuat, waktu } from '../../db/kolom';
import { pengguna } from '../auth/schema';
import { dosen, mataKuliah } from '../referensi/schema';
import { perguruanTinggi } from '../sistem/schema';

// Tables of the bank-soal module (issue 14; spec 3 'Question bank'). Its questions are rows of
// `soal` (soal/schema.ts) with `id_bank_soal` set: one question model for banks and exams.

/** A question bank of a course (spec 3 'Question bank'). */
export const bankSoal = pgTable(
  'bank_soal',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPerguruanTinggi: text('id_perguruan_tinggi')
      .notNull()
      .references(() => perguruanTinggi.id),
    judul: text('judul').notNull(),
    deskripsi: text('deskripsi').notNull(),
    idMataKuliah: text('id_mata_kuliah')
      .notNull()
      .references(() => mataKuliah.id),
    /** The lecturer it belongs to; null is 'Belum Ada Dosen' (an operator's bank). */
    idDosen: uuid('id_dosen').references(() => dosen.id, { onDelete: 'set null' }),
    /** Ditampilkan: other teachers of the course may see and copy it; else only its owner. */
    ditampilkan: boolean('ditampilkan').notNull().default(false),
    dibuatOleh: uuid('dibuat_oleh').references(() => pengguna.id, { onDelete: 'set null' }),
    createdAt: dibuat(),
    updatedAt: waktu('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('bank_soal_mata_kuliah').on(t.idPerguruanTinggi, t.idMataKuliah),
    index('bank_soal_dosen').on(t.idDosen),
  ],
);
