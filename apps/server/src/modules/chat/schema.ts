import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { dibuat, waktu } from '../../db/kolom';
import { pengguna, roleEnum } from '../auth/schema';
import { perguruanTinggi } from '../sistem/schema';

// Tables of the chat module (comment threads on exam work and submissions). The content a
// group or thread belongs to (an exam, an assignment, an assignment group, a student) is kept
// by id only: the chat module does not know those tables; the content's guard answers for it.

export const jenisKomentarEnum = pgEnum('jenis_komentar', ['ujian', 'tugas']);

/** A comment group (spec 3 'Chat group'): 'LMS-{content}' or an assignment group's id. */
export const chatGroup = pgTable(
  'chat_group',
  {
    /** Unique per college: the id is the content's, and a content is one college's. */
    id: text('id').notNull(),
    idPerguruanTinggi: text('id_perguruan_tinggi')
      .notNull()
      .references(() => perguruanTinggi.id),
    nama: text('nama').notNull(),
    usage: text('usage').notNull().default('lms'),
    jenis: jenisKomentarEnum('jenis').notNull(),
    idKonten: text('id_konten').notNull(),
    idKelompok: text('id_kelompok'),
    dibuatOleh: uuid('dibuat_oleh').references(() => pengguna.id, { onDelete: 'set null' }),
    createdAt: dibuat(),
  },
  (t) => [primaryKey({ columns: [t.idPerguruanTinggi, t.id] })],
);

/** A comment thread: one student's (or one assignment group's) conversation on a content. */
export const chatThread = pgTable(
  'chat_thread',
  {
    id: text('id').notNull(),
    idPerguruanTinggi: text('id_perguruan_tinggi').notNull(),
    idGroup: text('id_group').notNull(),
    idMahasiswa: text('id_mahasiswa'),
    createdAt: dibuat(),
  },
  (t) => [
    primaryKey({ columns: [t.idPerguruanTinggi, t.id] }),
    index('chat_thread_group').on(t.idPerguruanTinggi, t.idGroup),
  ],
);

/** A comment; deleting keeps the row (its place and time) and empties the text. */
export const chatKomentar = pgTable(
  'chat_komentar',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPerguruanTinggi: text('id_perguruan_tinggi').notNull(),
    idThread: text('id_thread').notNull(),
    idPengguna: uuid('id_pengguna')
      .notNull()
      .references(() => pengguna.id, { onDelete: 'cascade' }),
    /** The writer's role when posting (the label Mahasiswa, Dosen or Operator follows it). */
    role: roleEnum('role').notNull(),
    isi: text('isi').notNull(),
    waktuPosting: waktu('waktu_posting').notNull().defaultNow(),
    dihapus: boolean('dihapus').notNull().default(false),
    waktuDihapus: waktu('waktu_dihapus'),
  },
  (t) => [
    index('chat_komentar_thread_waktu').on(
      t.idPerguruanTinggi,
      t.idThread,
      t.waktuPosting.desc(),
      t.id.desc(),
    ),
  ],
);

/** When each user last read each thread (the unread counters, spec 3 and 4). */
export const chatDibaca = pgTable(
  'chat_dibaca',
  {
    idPerguruanTinggi: text('id_perguruan_tinggi').notNull(),
    idThread: text('id_thread').notNull(),
    idPengguna: uuid('id_pengguna')
      .notNull()
      .references(() => pengguna.id, { onDelete: 'cascade' }),
    terakhirDibaca: waktu('terakhir_dibaca').notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.idPerguruanTinggi, t.idThread, t.idPengguna] })],
);
