import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { dibuat, waktu } from '../../db/kolom';
import { pengguna } from '../auth/schema';
import { pertemuan } from '../pertemuan/schema';

// Tables of the forum module (migration apps/server/drizzle/*_forum.sql).

/** A discussion forum of a meeting (spec 3 'Forum', 5 'Forum form'). */
export const forum = pgTable(
  'forum',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPertemuan: uuid('id_pertemuan')
      .notNull()
      .references(() => pertemuan.id, { onDelete: 'cascade' }),
    judul: text('judul').notNull(),
    /** Rich text (HTML), cleaned on save. */
    deskripsi: text('deskripsi').notNull(),
    waktuMulai: waktu('waktu_mulai').notNull(),
    waktuSelesai: waktu('waktu_selesai').notNull(),
    penilaianKeaktifan: boolean('penilaian_keaktifan').notNull().default(false),
    /** Posts a student needs to complete the forum (spec 9: at least 1). */
    minimalPost: integer('minimal_post').notNull().default(1),
    dibuatOleh: uuid('dibuat_oleh').references(() => pengguna.id, { onDelete: 'set null' }),
    createdAt: dibuat(),
    updatedAt: waktu('updated_at').notNull().defaultNow(),
  },
  (t) => [index('forum_pertemuan').on(t.idPertemuan)],
);

/**
 * A post of a forum: a thread (no parent) or a reply to a thread. Deleting keeps the row
 * (dihapus_pada) so a thread's replies stay and nobody's count moves but the author's.
 */
export const postForum = pgTable(
  'post_forum',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idForum: uuid('id_forum')
      .notNull()
      .references(() => forum.id, { onDelete: 'cascade' }),
    idInduk: uuid('id_induk').references((): AnyPgColumn => postForum.id, {
      onDelete: 'cascade',
    }),
    idPengguna: uuid('id_pengguna')
      .notNull()
      .references(() => pengguna.id, { onDelete: 'cascade' }),
    /** The author's role when posting: mahasiswa, dosen or operator. */
    role: text('role').notNull(),
    /** Rich text (HTML), cleaned on save. */
    isi: text('isi').notNull(),
    createdAt: dibuat(),
    diubahPada: waktu('diubah_pada'),
    dihapusPada: waktu('dihapus_pada'),
    dihapusOleh: uuid('dihapus_oleh').references(() => pengguna.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('post_forum_forum').on(t.idForum, t.createdAt),
    index('post_forum_induk').on(t.idInduk),
    index('post_forum_pengguna').on(t.idForum, t.idPengguna),
  ],
);

/** Where each user last read a forum: their unread count is others' posts after it. */
export const tandaBacaForum = pgTable(
  'baca_forum',
  {
    idForum: uuid('id_forum')
      .notNull()
      .references(() => forum.id, { onDelete: 'cascade' }),
    idPengguna: uuid('id_pengguna')
      .notNull()
      .references(() => pengguna.id, { onDelete: 'cascade' }),
    waktuBaca: waktu('waktu_baca').notNull(),
  },
  (t) => [primaryKey({ columns: [t.idForum, t.idPengguna] })],
);
