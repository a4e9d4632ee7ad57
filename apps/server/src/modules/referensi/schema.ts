import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { pengguna } from '../auth/schema';
import { perguruanTinggi } from '../sistem/schema';

// Tables of the referensi module (split from db/schema.ts; migrations in apps/server/drizzle).

export const prodi = pgTable('prodi', {
  id: text('id').primaryKey(),
  idPerguruanTinggi: text('id_perguruan_tinggi')
    .notNull()
    .references(() => perguruanTinggi.id),
  kode: text('kode').notNull(),
  nama: text('nama').notNull(),
  jenjang: text('jenjang').notNull(),
  fakultas: text('fakultas'),
});
export const kampus = pgTable('kampus', {
  id: text('id').primaryKey(),
  idPerguruanTinggi: text('id_perguruan_tinggi')
    .notNull()
    .references(() => perguruanTinggi.id),
  nama: text('nama').notNull(),
  alamat: text('alamat'),
});
export const mahasiswa = pgTable(
  'mahasiswa',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPengguna: uuid('id_pengguna')
      .notNull()
      .references(() => pengguna.id, { onDelete: 'cascade' }),
    idPerguruanTinggi: text('id_perguruan_tinggi')
      .notNull()
      .references(() => perguruanTinggi.id),
    nim: text('nim').notNull(),
    nama: text('nama').notNull(),
    idProdi: text('id_prodi')
      .notNull()
      .references(() => prodi.id),
    angkatan: integer('angkatan').notNull(),
    /** Aktif, Cuti, DO, Lulus, Non-Aktif (spec section 3 'Student'). */
    status: text('status').notNull().default('Aktif'),
    jenisKelamin: text('jenis_kelamin'),
    tempatLahir: text('tempat_lahir'),
    tanggalLahir: date('tanggal_lahir'),
    agama: text('agama'),
    telepon: text('telepon'),
    alamat: text('alamat'),
  },
  (t) => [
    uniqueIndex('mahasiswa_nim_unik').on(t.idPerguruanTinggi, t.nim),
    uniqueIndex('mahasiswa_pengguna_unik').on(t.idPengguna),
  ],
);
export const dosen = pgTable(
  'dosen',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPengguna: uuid('id_pengguna')
      .notNull()
      .references(() => pengguna.id, { onDelete: 'cascade' }),
    idPerguruanTinggi: text('id_perguruan_tinggi')
      .notNull()
      .references(() => perguruanTinggi.id),
    nidn: text('nidn').notNull(),
    nama: text('nama').notNull(),
    gelarDepan: text('gelar_depan'),
    gelarAkademik: text('gelar_akademik'),
    idProdi: text('id_prodi').references(() => prodi.id),
    telepon: text('telepon'),
  },
  (t) => [uniqueIndex('dosen_pengguna_unik').on(t.idPengguna)],
);
export const operator = pgTable(
  'operator',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPengguna: uuid('id_pengguna')
      .notNull()
      .references(() => pengguna.id, { onDelete: 'cascade' }),
    nama: text('nama').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Per-area permission map (spec section 3 'Operator access form'). */
    hakAkses: jsonb('hak_akses').$type<Record<string, 'no_access' | 'read' | 'write'>>().notNull(),
  },
  (t) => [uniqueIndex('operator_pengguna_unik').on(t.idPengguna)],
);
export const jenisKelas = pgTable('jenis_kelas', {
  id: text('id').primaryKey(),
  idPerguruanTinggi: text('id_perguruan_tinggi')
    .notNull()
    .references(() => perguruanTinggi.id),
  nama: text('nama').notNull(),
});
export const mataKuliah = pgTable('mata_kuliah', {
  id: text('id').primaryKey(),
  idPerguruanTinggi: text('id_perguruan_tinggi')
    .notNull()
    .references(() => perguruanTinggi.id),
  kode: text('kode').notNull(),
  nama: text('nama').notNull(),
  namaInggris: text('nama_inggris'),
  sks: smallint('sks').notNull(),
  idProdi: text('id_prodi')
    .notNull()
    .references(() => prodi.id),
  silabusTeks: text('silabus_teks'),
  /** The syllabus file or link; a link cannot be downloaded (spec 2). */
  silabusFileNama: text('silabus_file_nama'),
  silabusFileUrl: text('silabus_file_url'),
  silabusFileSize: integer('silabus_file_size'),
  idDosenKoordinator: uuid('id_dosen_koordinator').references(() => dosen.id),
  idDosenPengembangRps: uuid('id_dosen_pengembang_rps').references(() => dosen.id),
});
