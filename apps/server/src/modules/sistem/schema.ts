import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { dibuat, waktu } from '../../db/kolom';
import { mahasiswa } from '../referensi/schema';

// Tables of the sistem module (split from db/schema.ts; migrations in apps/server/drizzle).

/** The college; every other top-level row belongs to one (the `college-id` header). */
export const perguruanTinggi = pgTable('perguruan_tinggi', {
  id: text('id').primaryKey(),
  nama: text('nama').notNull(),
  singkatan: text('singkatan').notNull(),
  alamat: text('alamat'),
  website: text('website'),
  logoSvg: text('logo_svg'),
  zonaWaktu: text('zona_waktu').notNull().default('Asia/Jakarta'),
  createdAt: dibuat(),
});
export const periode = pgTable(
  'periode',
  {
    idPerguruanTinggi: text('id_perguruan_tinggi')
      .notNull()
      .references(() => perguruanTinggi.id),
    /** Period code: tens = start year, last digit = term (spec section 4). */
    kode: integer('kode').notNull(),
    nama: text('nama').notNull(),
    tanggalMulai: date('tanggal_mulai').notNull(),
    tanggalSelesai: date('tanggal_selesai').notNull(),
    isBerjalan: boolean('is_berjalan').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.idPerguruanTinggi, t.kode] })],
);
/** College-wide settings document (spec section 3 'Settings'). */
export const pengaturan = pgTable('pengaturan', {
  idPerguruanTinggi: text('id_perguruan_tinggi')
    .primaryKey()
    .references(() => perguruanTinggi.id),
  data: jsonb('data').notNull(),
  updatedAt: waktu('updated_at').notNull().defaultNow(),
});
export const konfigurasi = pgTable(
  'konfigurasi',
  {
    idPerguruanTinggi: text('id_perguruan_tinggi')
      .notNull()
      .references(() => perguruanTinggi.id),
    keyword: text('keyword').notNull(),
    value: text('value'),
    deskripsi: text('deskripsi'),
  },
  (t) => [primaryKey({ columns: [t.idPerguruanTinggi, t.keyword] })],
);
/** Student bills; unpaid overdue bills fail the 'pembayaran' access rule. */
export const tagihanMahasiswa = pgTable(
  'tagihan_mahasiswa',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idMahasiswa: uuid('id_mahasiswa')
      .notNull()
      .references(() => mahasiswa.id, { onDelete: 'cascade' }),
    periode: integer('periode').notNull(),
    keterangan: text('keterangan').notNull(),
    jumlah: integer('jumlah').notNull(),
    jatuhTempo: date('jatuh_tempo').notNull(),
    lunas: boolean('lunas').notNull().default(false),
  },
  (t) => [index('tagihan_mahasiswa_mahasiswa').on(t.idMahasiswa)],
);
