import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { dibuat, waktu } from '../../db/kolom';
import { pengguna } from '../auth/schema';
import { pertemuan } from '../pertemuan/schema';
import { mahasiswa } from '../referensi/schema';
import { berkas } from '../storager/schema';

// Tables of the tugas module (migration apps/server/drizzle/0008_tugas.sql): assignments with
// their attachments, groups with their members, submissions with their files and grades.

export const jenisTugasEnum = pgEnum('jenis_tugas', ['individu', 'kelompok']);
export const jabatanKelompokEnum = pgEnum('jabatan_kelompok', ['ketua', 'anggota']);

/** An assignment of a meeting (issue 24). */
export const tugas = pgTable(
  'tugas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPertemuan: uuid('id_pertemuan')
      .notNull()
      .references(() => pertemuan.id, { onDelete: 'cascade' }),
    judul: text('judul').notNull(),
    /** Sanitised HTML (http/sanitasi.ts). */
    deskripsi: text('deskripsi').notNull(),
    jenis: jenisTugasEnum('jenis').notNull(),
    waktuMulai: waktu('waktu_mulai').notNull(),
    waktuSelesai: waktu('waktu_selesai').notNull(),
    terimaTerlambat: boolean('terima_terlambat').notNull().default(false),
    /** Accepted extensions ('.pdf'); empty means every type of the pengumpulan_tugas folder. */
    jenisFileDiterima: text('jenis_file_diterima').array().notNull().default([]),
    /** Null: the settings' limit (pengaturan_kelas.batas_ukuran_unggah_mb.lampiran_jawaban_esai). */
    batasUkuranMb: real('batas_ukuran_mb'),
    dibuatOleh: uuid('dibuat_oleh').references(() => pengguna.id, { onDelete: 'set null' }),
    createdAt: dibuat(),
    updatedAt: waktu('updated_at').notNull().defaultNow(),
  },
  (t) => [index('tugas_pertemuan').on(t.idPertemuan)],
);

/** Files attached to an assignment (spec 3 file kind lampiran_tugas). */
export const lampiranTugas = pgTable(
  'lampiran_tugas',
  {
    idTugas: uuid('id_tugas')
      .notNull()
      .references(() => tugas.id, { onDelete: 'cascade' }),
    idBerkas: uuid('id_berkas')
      .notNull()
      .references(() => berkas.id, { onDelete: 'cascade' }),
    createdAt: dibuat(),
  },
  (t) => [primaryKey({ columns: [t.idTugas, t.idBerkas] })],
);

/** A group of a group assignment (spec 3 'Group (kelompok tugas)'). */
export const kelompokTugas = pgTable(
  'kelompok_tugas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idTugas: uuid('id_tugas')
      .notNull()
      .references(() => tugas.id, { onDelete: 'cascade' }),
    nama: text('nama').notNull(),
    createdAt: dibuat(),
  },
  (t) => [index('kelompok_tugas_tugas').on(t.idTugas)],
);

/** A member of a group; a student is in at most one group of an assignment. */
export const anggotaKelompokTugas = pgTable(
  'anggota_kelompok_tugas',
  {
    idKelompok: uuid('id_kelompok')
      .notNull()
      .references(() => kelompokTugas.id, { onDelete: 'cascade' }),
    idTugas: uuid('id_tugas')
      .notNull()
      .references(() => tugas.id, { onDelete: 'cascade' }),
    idMahasiswa: uuid('id_mahasiswa')
      .notNull()
      .references(() => mahasiswa.id, { onDelete: 'cascade' }),
    jabatan: jabatanKelompokEnum('jabatan').notNull().default('anggota'),
    /** The order members joined in: 'the first remaining member' (spec 4). */
    urutan: integer('urutan').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.idKelompok, t.idMahasiswa] }),
    uniqueIndex('anggota_kelompok_tugas_unik').on(t.idTugas, t.idMahasiswa),
  ],
);

/** One submission per student (individual) or per group (group assignment). */
export const pengumpulanTugas = pgTable(
  'pengumpulan_tugas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idTugas: uuid('id_tugas')
      .notNull()
      .references(() => tugas.id, { onDelete: 'cascade' }),
    idMahasiswa: uuid('id_mahasiswa').references(() => mahasiswa.id, { onDelete: 'cascade' }),
    idKelompok: uuid('id_kelompok').references(() => kelompokTugas.id, { onDelete: 'cascade' }),
    /** Sanitised HTML. */
    teks: text('teks').notNull().default(''),
    /** The server's time when the request sending it arrived (what it is judged by). */
    waktuMulaiUnggah: waktu('waktu_mulai_unggah').notNull(),
    waktuKirim: waktu('waktu_kirim').notNull(),
    terlambat: boolean('terlambat').notNull().default(false),
    dikirimOleh: uuid('dikirim_oleh').references(() => pengguna.id, { onDelete: 'set null' }),
    nilai: real('nilai'),
    umpanBalik: text('umpan_balik').notNull().default(''),
    dinilaiOleh: uuid('dinilai_oleh').references(() => pengguna.id, { onDelete: 'set null' }),
    waktuDinilai: waktu('waktu_dinilai'),
  },
  (t) => [
    uniqueIndex('pengumpulan_tugas_mahasiswa').on(t.idTugas, t.idMahasiswa),
    uniqueIndex('pengumpulan_tugas_kelompok').on(t.idTugas, t.idKelompok),
  ],
);

/** Files of a submission (spec 3 file kind pengumpulan_tugas). */
export const berkasPengumpulan = pgTable(
  'berkas_pengumpulan',
  {
    idPengumpulan: uuid('id_pengumpulan')
      .notNull()
      .references(() => pengumpulanTugas.id, { onDelete: 'cascade' }),
    idBerkas: uuid('id_berkas')
      .notNull()
      .references(() => berkas.id, { onDelete: 'cascade' }),
    urutan: integer('urutan').notNull(),
  },
  (t) => [primaryKey({ columns: [t.idPengumpulan, t.idBerkas] })],
);
