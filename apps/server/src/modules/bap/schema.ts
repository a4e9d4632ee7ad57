import { pgTable, text } from 'drizzle-orm/pg-core';
import { prodi } from '../referensi/schema';

// Tables of the bap module (split from db/schema.ts; migrations in apps/server/drizzle).

/** The programme's BAP signatory (spec 3 'Program signatory'). */
export const penandatanganProdi = pgTable('penandatangan_prodi', {
  idProdi: text('id_prodi')
    .primaryKey()
    .references(() => prodi.id, { onDelete: 'cascade' }),
  jabatan: text('jabatan').notNull(),
  nama: text('nama').notNull(),
  nidn: text('nidn'),
  /** Signature image as a base64 data URL (png, jpg or svg; spec 5). */
  berkasTandaTangan: text('berkas_tanda_tangan'),
});
