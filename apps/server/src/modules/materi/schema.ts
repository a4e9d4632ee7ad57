import {
  boolean,
  doublePrecision,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { dibuat, waktu } from '../../db/kolom';
import { pengguna } from '../auth/schema';
import { pertemuan } from '../pertemuan/schema';
import { mahasiswa } from '../referensi/schema';
import { berkas } from '../storager/schema';

// Tables of the materi module (split from db/schema.ts; migrations in apps/server/drizzle).

export const tipeFileEnum = pgEnum('tipe_file', ['ebook', 'video', 'audio', 'archive', 'url']);
/** A material of a meeting (spec 3 'Material'). */
export const materi = pgTable(
  'materi',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPertemuan: uuid('id_pertemuan')
      .notNull()
      .references(() => pertemuan.id, { onDelete: 'cascade' }),
    judul: text('judul').notNull(),
    /** Sanitised HTML. */
    deskripsi: text('deskripsi').notNull(),
    tipeFile: tipeFileEnum('tipe_file').notNull(),
    jenisMateri: text('jenis_materi').notNull(),
    tampilSekarang: boolean('tampil_sekarang').notNull().default(true),
    waktuMulaiTampil: waktu('waktu_mulai_tampil'),
    /** null for offline meetings (spec 4). */
    isSyaratHadir: boolean('is_syarat_hadir'),
    deadline: waktu('deadline'),
    idBerkas: uuid('id_berkas').references(() => berkas.id, { onDelete: 'set null' }),
    /** The link of a url material, or the stored file's address. */
    fileUrl: text('file_url'),
    /** The material this one was copied from, if any. */
    idSumber: uuid('id_sumber'),
    dibuatOleh: uuid('dibuat_oleh').references(() => pengguna.id, { onDelete: 'set null' }),
    createdAt: dibuat(),
    updatedAt: waktu('updated_at').notNull().defaultNow(),
  },
  (t) => [index('materi_pertemuan').on(t.idPertemuan)],
);
/** A student's presence on a material: opened, read, played, downloaded (spec 2 'Material presence'). */
export const presensiMateri = pgTable(
  'presensi_materi',
  {
    idMateri: uuid('id_materi')
      .notNull()
      .references(() => materi.id, { onDelete: 'cascade' }),
    idMahasiswa: uuid('id_mahasiswa')
      .notNull()
      .references(() => mahasiswa.id, { onDelete: 'cascade' }),
    waktuBuka: waktu('waktu_buka'),
    persenTertinggi: doublePrecision('persen_tertinggi').notNull().default(0),
    waktuUnduh: waktu('waktu_unduh'),
    waktuTerakhirUnduh: waktu('waktu_terakhir_unduh'),
    /** When the requirement was met (before the deadline); null while not met. */
    waktuTerpenuhi: waktu('waktu_terpenuhi'),
    updatedAt: waktu('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.idMateri, t.idMahasiswa] }),
    index('presensi_materi_mahasiswa').on(t.idMahasiswa),
  ],
);
