import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { waktu } from '../../db/kolom';
import { kelasKuliah } from '../kelas/schema';
import { mahasiswa } from '../referensi/schema';

// Tables of the nilai module (grade recap, issue 26; migration 0014_nilai.sql).

/**
 * The activities a SIKAD component of a class takes its grade from (spec 2 'Pengaturan Nilai
 * {type} SIKAD'). The component is an item of the course's evaluation plan (rencana_evaluasi,
 * by its komponen_nilai id); the activity an exam, assignment or forum of the class (no foreign
 * key: three tables; links to a deleted activity are dropped when read).
 */
export const komponenNilaiAktivitas = pgTable(
  'komponen_nilai_aktivitas',
  {
    idKelasKuliah: text('id_kelas_kuliah')
      .notNull()
      .references(() => kelasKuliah.id, { onDelete: 'cascade' }),
    idKomponen: text('id_komponen').notNull(),
    idAktivitas: uuid('id_aktivitas').notNull(),
    /** The order of the modal's numbered table. */
    urutan: integer('urutan').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.idKelasKuliah, t.idKomponen, t.idAktivitas] }),
    index('komponen_nilai_aktivitas_kelas').on(t.idKelasKuliah, t.urutan),
  ],
);

/**
 * A student's score of a component as SIKAD holds it (the integration writes it; the recap
 * returns it): update_by_sikad when SIKAD changed it after the LMS's last push (spec 5).
 */
export const nilaiSikad = pgTable(
  'nilai_sikad',
  {
    idKelasKuliah: text('id_kelas_kuliah')
      .notNull()
      .references(() => kelasKuliah.id, { onDelete: 'cascade' }),
    idKomponen: text('id_komponen').notNull(),
    idMahasiswa: uuid('id_mahasiswa')
      .notNull()
      .references(() => mahasiswa.id, { onDelete: 'cascade' }),
    nilai: numeric('nilai', { precision: 6, scale: 2, mode: 'number' }),
    updateBySikad: boolean('update_by_sikad').notNull().default(false),
    diperbaruiPada: waktu('diperbarui_pada').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.idKelasKuliah, t.idKomponen, t.idMahasiswa] })],
);
