import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { dibuat, waktu } from '../../db/kolom';
import { pengguna } from '../auth/schema';
import { pertemuan } from '../pertemuan/schema';
import { mahasiswa } from '../referensi/schema';
import { type BerkasSoal, soal } from '../soal/schema';

// Tables of the ujian module (issue 13; spec 3 'Exam', 'Exam attempt'). Its questions are rows of
// `soal` (soal/schema.ts) with `id_kelompok_soal` set: one question model for exams and banks.

export const jenisUjianEnum = pgEnum('jenis_ujian', ['kuis', 'uts', 'uas', 'remedial']);
export const sifatUjianEnum = pgEnum('sifat_ujian', ['close', 'open']);
export const aturanKelompokSoalEnum = pgEnum('aturan_kelompok_soal', [
  'semua',
  'random',
  'sebagian',
]);

/** A quiz or exam of a meeting (spec 3 'Exam'). */
export const ujian = pgTable(
  'ujian',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPertemuan: uuid('id_pertemuan')
      .notNull()
      .references(() => pertemuan.id, { onDelete: 'cascade' }),
    judul: text('judul').notNull(),
    /** Sanitised HTML. */
    deskripsi: text('deskripsi').notNull(),
    jenis: jenisUjianEnum('jenis').notNull(),
    sifat: sifatUjianEnum('sifat').notNull().default('close'),
    acakSoal: boolean('acak_soal').notNull().default(false),
    ditampilkan: boolean('ditampilkan').notNull().default(true),
    gunakanBatasWaktu: boolean('gunakan_batas_waktu').notNull().default(false),
    /** Minutes, when the time limit is on. */
    durasi: integer('durasi'),
    tampilkanKunciJawaban: boolean('tampilkan_kunci_jawaban').notNull().default(false),
    waktuTampilKunci: waktu('waktu_tampil_kunci'),
    waktuMulai: waktu('waktu_mulai').notNull(),
    waktuSelesai: waktu('waktu_selesai').notNull(),
    /** For a remedial exam: the exam it repeats. */
    idUjianUtama: uuid('id_ujian_utama').references((): AnyPgColumn => ujian.id, {
      onDelete: 'cascade',
    }),
    /** Scores visible to students (spec 4 'Score publishing'). */
    isTampilkanNilai: boolean('is_tampilkan_nilai').notNull().default(false),
    /** Set while the exam's scores are recalculated (perhitungan_nilai IN_PROGRESS). */
    perhitunganSejak: waktu('perhitungan_sejak'),
    /** The exam this one was copied from, if any. */
    idSumber: uuid('id_sumber'),
    dibuatOleh: uuid('dibuat_oleh').references(() => pengguna.id, { onDelete: 'set null' }),
    createdAt: dibuat(),
    updatedAt: waktu('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('ujian_pertemuan').on(t.idPertemuan),
    index('ujian_utama').on(t.idUjianUtama),
    check('ujian_rentang', sql`${t.waktuSelesai} > ${t.waktuMulai}`),
  ],
);

/** The students a remedial exam is open to (spec 3 peserta_remedial). */
export const pesertaRemedial = pgTable(
  'peserta_remedial',
  {
    idUjian: uuid('id_ujian')
      .notNull()
      .references(() => ujian.id, { onDelete: 'cascade' }),
    idMahasiswa: uuid('id_mahasiswa')
      .notNull()
      .references(() => mahasiswa.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.idUjian, t.idMahasiswa] }),
    index('peserta_remedial_mahasiswa').on(t.idMahasiswa),
  ],
);

/** A question group of an exam: which of its questions an attempt gets (domain pengerjaan.ts). */
export const kelompokSoal = pgTable(
  'kelompok_soal',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idUjian: uuid('id_ujian')
      .notNull()
      .references(() => ujian.id, { onDelete: 'cascade' }),
    nomor: integer('nomor').notNull(),
    judul: text('judul').notNull().default(''),
    aturan: aturanKelompokSoalEnum('aturan').notNull().default('semua'),
    jumlahWajibDijawab: integer('jumlah_wajib_dijawab'),
  },
  (t) => [index('kelompok_soal_ujian').on(t.idUjian, t.nomor)],
);

/**
 * A student's attempt (spec 3 'Exam attempt'). One per student and exam: the unique index makes
 * a second start, however many arrive at once, find the first.
 */
export const pengerjaan = pgTable(
  'pengerjaan',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idUjian: uuid('id_ujian')
      .notNull()
      .references(() => ujian.id, { onDelete: 'cascade' }),
    idMahasiswa: uuid('id_mahasiswa')
      .notNull()
      .references(() => mahasiswa.id, { onDelete: 'cascade' }),
    waktuMulai: waktu('waktu_mulai').notNull().defaultNow(),
    /** min(exam end, start + duration), on the server clock; recomputed when the times change. */
    batas: waktu('batas'),
    /** When it was submitted (by the student, or by the server at the deadline). */
    waktuSelesai: waktu('waktu_selesai'),
    dikumpulkanOleh: text('dikumpulkan_oleh'),
    /** The questions this attempt got, in its order, per group (chosen at the start). */
    urutan: jsonb('urutan').$type<{ id_kelompok: string; soal: string[]; wajib: number }[]>(),
    penguranganNilai: numeric('pengurangan_nilai', { precision: 6, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** 0..100 once every answer is graded; null before. */
    nilaiAkhir: numeric('nilai_akhir', { precision: 6, scale: 2, mode: 'number' }),
    updatedAt: waktu('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pengerjaan_satu_per_mahasiswa').on(t.idUjian, t.idMahasiswa),
    index('pengerjaan_mahasiswa').on(t.idMahasiswa),
  ],
);

/** A student's answer to one question of an attempt. */
export type IsiJawaban =
  | { jenis: 'pilihan'; pilihan: number | null }
  | { jenis: 'benar_salah'; jawaban: 'benar' | 'salah' | null }
  | { jenis: 'esay'; teks: string; files: BerkasSoal[] };

/**
 * The latest answer per question: a write replaces it only with a higher version (the student's
 * device counts versions per question), so a retry or a late older write changes nothing.
 */
export const jawaban = pgTable(
  'jawaban',
  {
    idPengerjaan: uuid('id_pengerjaan')
      .notNull()
      .references(() => pengerjaan.id, { onDelete: 'cascade' }),
    idSoal: uuid('id_soal')
      .notNull()
      .references(() => soal.id, { onDelete: 'cascade' }),
    isi: jsonb('isi').$type<IsiJawaban>().notNull(),
    versi: integer('versi').notNull(),
    disimpanPada: waktu('disimpan_pada').notNull().defaultNow(),
    /** 0..100: set on save for choice and true/false, by the lecturer for essays. */
    nilai: integer('nilai'),
    dinilaiOleh: uuid('dinilai_oleh').references(() => pengguna.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.idPengerjaan, t.idSoal] })],
);
