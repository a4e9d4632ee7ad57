import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { dibuat } from '../../db/kolom';
import { pengguna } from '../auth/schema';
import { perguruanTinggi } from '../sistem/schema';

// Tables of the storager module (split from db/schema.ts; migrations in apps/server/drizzle).

/** Every stored file, by kind (spec 3 'File kinds'), so activity reports can find them. */
export const berkas = pgTable(
  'berkas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPerguruanTinggi: text('id_perguruan_tinggi')
      .notNull()
      .references(() => perguruanTinggi.id),
    /** Key in the storage backend, e.g. 'banner_kelas/2c1f....png'. */
    kunci: text('kunci').notNull(),
    namaAsli: text('nama_asli').notNull(),
    mime: text('mime').notNull(),
    ukuran: integer('ukuran').notNull(),
    jenis: text('jenis').notNull(),
    idPengunggah: uuid('id_pengunggah').references(() => pengguna.id, { onDelete: 'set null' }),
    createdAt: dibuat(),
  },
  (t) => [uniqueIndex('berkas_kunci_unik').on(t.kunci), index('berkas_jenis').on(t.jenis)],
);
