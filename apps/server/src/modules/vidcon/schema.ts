import { boolean, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { dibuat, waktu } from '../../db/kolom';
import { pengguna } from '../auth/schema';
import { pertemuan } from '../pertemuan/schema';

// Tables of the vidcon module (migration apps/server/drizzle/0007_vidcon.sql).

export const aplikasiVidconEnum = pgEnum('aplikasi_vidcon', [
  'zoom',
  'gmeet',
  'msteams',
  'lainnya',
]);

/** A video conference of a meeting (spec 3 'Vidcon'); its status follows the clock. */
export const vidcon = pgTable(
  'vidcon',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPertemuan: uuid('id_pertemuan')
      .notNull()
      .references(() => pertemuan.id, { onDelete: 'cascade' }),
    judul: text('judul').notNull(),
    aplikasi: aplikasiVidconEnum('aplikasi').notNull(),
    /** An http(s) address (domain tautanHttp). */
    link: text('link').notNull(),
    catatan: text('catatan').notNull().default(''),
    waktuMulai: waktu('waktu_mulai').notNull(),
    waktuSelesai: waktu('waktu_selesai').notNull(),
    dibuatOleh: uuid('dibuat_oleh').references(() => pengguna.id, { onDelete: 'set null' }),
    createdAt: dibuat(),
    updatedAt: waktu('updated_at').notNull().defaultNow(),
  },
  (t) => [index('vidcon_pertemuan').on(t.idPertemuan)],
);

/** Each join of a vidcon (spec 3 join_data, spec 7 `PUT /lms/vidcon/{id}/join`). */
export const joinVidcon = pgTable(
  'join_vidcon',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idVidcon: uuid('id_vidcon')
      .notNull()
      .references(() => vidcon.id, { onDelete: 'cascade' }),
    idPengguna: uuid('id_pengguna')
      .notNull()
      .references(() => pengguna.id, { onDelete: 'cascade' }),
    /** The caller's role when joining: mahasiswa, dosen or operator. */
    role: text('role').notNull(),
    /** The server's time of the join. */
    waktuJoin: waktu('waktu_join').notNull().defaultNow(),
    /** After start plus terlambat_vidcon_menit; null when that setting is absent (spec 9). */
    terlambat: boolean('terlambat'),
  },
  (t) => [index('join_vidcon_vidcon').on(t.idVidcon, t.waktuJoin)],
);
