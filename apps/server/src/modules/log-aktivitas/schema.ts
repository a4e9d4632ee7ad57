import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { waktu } from '../../db/kolom';
import { pengguna, roleEnum } from '../auth/schema';
import { perguruanTinggi } from '../sistem/schema';

// Tables of the log-aktivitas module (split from db/schema.ts; migrations in apps/server/drizzle).

export const logAktivitas = pgTable(
  'log_aktivitas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPerguruanTinggi: text('id_perguruan_tinggi')
      .notNull()
      .references(() => perguruanTinggi.id),
    idPengguna: uuid('id_pengguna').references(() => pengguna.id, { onDelete: 'set null' }),
    role: roleEnum('role'),
    jenisAktivitas: text('jenis_aktivitas').notNull(),
    detail: text('detail').notNull(),
    ipAddress: text('ip_address'),
    /** Username of the operator acting for this user, if any (spec section 6). */
    operator: text('operator'),
    waktu: waktu('waktu').notNull().defaultNow(),
  },
  (t) => [index('log_aktivitas_pengguna_waktu').on(t.idPengguna, t.waktu)],
);
