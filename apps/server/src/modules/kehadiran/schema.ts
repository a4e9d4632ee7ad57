import type { DetailKehadiran } from '@kampus/domain';
import {
  boolean,
  doublePrecision,
  index,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { dibuat, waktu } from '../../db/kolom';
import { pengguna } from '../auth/schema';
import { kelasKuliah } from '../kelas/schema';
import { pertemuan } from '../pertemuan/schema';

// Tables of the kehadiran module (student attendance, issue 25; migration 0013_kehadiran.sql).

/**
 * A student's attendance of one meeting (spec 3 'Student attendance row'): the mark, the
 * progress with its detail per activity, and who set it. A mark set by a person (is_manual)
 * overrides the computed one; the progress keeps following the student's activity.
 */
export const kehadiranMahasiswa = pgTable(
  'kehadiran_mahasiswa',
  {
    idPertemuan: uuid('id_pertemuan')
      .notNull()
      .references(() => pertemuan.id, { onDelete: 'cascade' }),
    /** The student's user id (the activity events carry it). */
    idPengguna: uuid('id_pengguna')
      .notNull()
      .references(() => pengguna.id, { onDelete: 'cascade' }),
    /** H, A, I or S. */
    presensi: text('presensi').notNull(),
    isManual: boolean('is_manual').notNull().default(false),
    isQrCode: boolean('is_qr_code').notNull().default(false),
    /** 0..1. */
    progress: doublePrecision('progress').notNull().default(0),
    /** Activities done out of those counted, e.g. '2/3'. */
    fraction: text('fraction').notNull().default('0/0'),
    detail: json('detail').$type<DetailKehadiran[]>().notNull().default([]),
    /** Who set the mark; null is the system account LMS:SYSTEM (automatic). */
    diubahOleh: uuid('diubah_oleh').references(() => pengguna.id, { onDelete: 'set null' }),
    diubahPada: waktu('diubah_pada').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.idPertemuan, t.idPengguna] }),
    index('kehadiran_mahasiswa_pengguna').on(t.idPengguna),
  ],
);

/**
 * A recalculation job (spec 4 'Recalculation status'): processing, then completed or failed;
 * the meetings it covers, so a meeting's page knows one is running.
 */
export const hitungKehadiran = pgTable(
  'hitung_kehadiran',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPerguruanTinggi: text('id_perguruan_tinggi').notNull(),
    idKelasKuliah: text('id_kelas_kuliah')
      .notNull()
      .references(() => kelasKuliah.id, { onDelete: 'cascade' }),
    idPertemuan: jsonb('id_pertemuan').$type<string[]>().notNull(),
    status: text('status').notNull().default('processing'),
    pesan: text('pesan'),
    dimintaOleh: uuid('diminta_oleh').references(() => pengguna.id, { onDelete: 'set null' }),
    createdAt: dibuat(),
    selesaiPada: waktu('selesai_pada'),
  },
  (t) => [index('hitung_kehadiran_kelas').on(t.idKelasKuliah, t.createdAt)],
);
