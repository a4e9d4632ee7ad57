import { doublePrecision, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { mataKuliah } from '../referensi/schema';

// Tables of the silabus module (split from db/schema.ts; migrations in apps/server/drizzle).

/** Semester learning plan of a course: the topic of each meeting (spec 3 'Semester plan item'). */
export const rencanaPembelajaran = pgTable(
  'rencana_pembelajaran',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idMataKuliah: text('id_mata_kuliah')
      .notNull()
      .references(() => mataKuliah.id, { onDelete: 'cascade' }),
    nomorPertemuan: smallint('nomor_pertemuan').notNull(),
    materi: text('materi').notNull(),
    materiInggris: text('materi_inggris'),
  },
  (t) => [uniqueIndex('rencana_pembelajaran_unik').on(t.idMataKuliah, t.nomorPertemuan)],
);
/** Evaluation plan: grade components and weights (spec 3 'Evaluation plan item'). */
export const rencanaEvaluasi = pgTable(
  'rencana_evaluasi',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idMataKuliah: text('id_mata_kuliah')
      .notNull()
      .references(() => mataKuliah.id, { onDelete: 'cascade' }),
    idKomponen: text('id_komponen').notNull(),
    namaKomponen: text('nama_komponen').notNull(),
    bobot: doublePrecision('bobot').notNull(),
  },
  (t) => [uniqueIndex('rencana_evaluasi_unik').on(t.idMataKuliah, t.idKomponen)],
);
