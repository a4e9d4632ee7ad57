import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { dibuat, waktu } from '../../db/kolom';
import { pengguna } from '../auth/schema';
import { bankSoal } from '../bank-soal/schema';
import { kelompokSoal } from '../ujian/schema';

// The table of the soal module (spec 3 'Question'). A question is one model for exams and
// question banks: it belongs to a question group of an exam or (issue 14) to a bank, never both.
// Its owners' tables are referenced for the foreign keys only (the database's one graph,
// db/schema.ts).

export const jenisSoalEnum = pgEnum('jenis_soal', ['pilihan', 'benar_salah', 'esay']);

/** What a question holds besides its text, by kind (spec 3 'Question'). */
export type DataSoal =
  | { jenis: 'pilihan'; pilihan: string[]; kunci: number; gambar: string[] }
  | { jenis: 'benar_salah'; pilihan: { benar: string; salah: string }; kunci: 'benar' | 'salah' }
  | {
      jenis: 'esay';
      jenis_file_diterima: string[];
      kunci: string;
      kunci_files: BerkasSoal[];
    };

export interface BerkasSoal {
  name: string;
  content_length: number;
  url: string;
  extension: string;
  path: string;
}

/** A question, of an exam's group or (issue 14) of a question bank. */
export const soal = pgTable(
  'soal',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idKelompokSoal: uuid('id_kelompok_soal').references(() => kelompokSoal.id, {
      onDelete: 'cascade',
    }),
    /** The question bank it belongs to (issue 14); null for an exam's question. */
    idBankSoal: uuid('id_bank_soal').references((): AnyPgColumn => bankSoal.id, {
      onDelete: 'cascade',
    }),
    nomor: integer('nomor').notNull(),
    jenis: jenisSoalEnum('jenis').notNull(),
    /** Sanitised HTML. */
    pertanyaan: text('pertanyaan').notNull(),
    /** Options, key, accepted file types: by kind. */
    data: jsonb('data').$type<DataSoal>().notNull(),
    soalFiles: jsonb('soal_files').$type<BerkasSoal[]>().notNull().default([]),
    /** The question this one was copied from (a bank's or another exam's), if any. */
    idSumber: uuid('id_sumber'),
    dibuatOleh: uuid('dibuat_oleh').references(() => pengguna.id, { onDelete: 'set null' }),
    createdAt: dibuat(),
    updatedAt: waktu('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('soal_kelompok').on(t.idKelompokSoal, t.nomor),
    index('soal_bank').on(t.idBankSoal),
    check('soal_pemilik', sql`(${t.idKelompokSoal} IS NULL) <> (${t.idBankSoal} IS NULL)`),
  ],
);
