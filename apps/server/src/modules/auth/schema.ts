import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { dibuat, waktu } from '../../db/kolom';
import { perguruanTinggi } from '../sistem/schema';

// Tables of the auth module (split from db/schema.ts; migrations in apps/server/drizzle).

export const roleEnum = pgEnum('role', ['mahasiswa', 'dosen', 'operator']);
export const pengguna = pgTable(
  'pengguna',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPerguruanTinggi: text('id_perguruan_tinggi')
      .notNull()
      .references(() => perguruanTinggi.id),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull(),
    nama: text('nama').notNull(),
    email: text('email'),
    fotoUrl: text('foto_url'),
    isActive: boolean('is_active').notNull().default(true),
    lastActiveAt: waktu('last_active_at'),
    createdAt: dibuat(),
  },
  (t) => [uniqueIndex('pengguna_username_unik').on(t.idPerguruanTinggi, t.username)],
);
export const refreshToken = pgTable(
  'refresh_token',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPengguna: uuid('id_pengguna')
      .notNull()
      .references(() => pengguna.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** All rotations of one login share a family; reuse of a rotated token revokes it. */
    idKeluarga: uuid('id_keluarga').notNull(),
    expiresAt: waktu('expires_at').notNull(),
    revokedAt: waktu('revoked_at'),
    replacedAt: waktu('replaced_at'),
    createdAt: dibuat(),
  },
  (t) => [
    uniqueIndex('refresh_token_hash_unik').on(t.tokenHash),
    index('refresh_token_keluarga').on(t.idKeluarga),
  ],
);
/**
 * Failed logins, counted per username and address ('pengguna:{ip}:{username}') and per address
 * ('alamat:{ip}'); shared by every server instance on the database (modules/auth/batasLogin.ts).
 */
export const percobaanLogin = pgTable(
  'percobaan_login',
  {
    kunci: text('kunci').primaryKey(),
    gagal: integer('gagal').notNull(),
    /** No attempt of this key is answered before then. */
    tungguSampai: waktu('tunggu_sampai'),
    diperbarui: waktu('diperbarui').notNull(),
  },
  (t) => [index('percobaan_login_diperbarui').on(t.diperbarui)],
);
/** One-time single sign-on codes (grant_type authorization_code), valid for a minute. */
export const kodeOtorisasi = pgTable(
  'kode_otorisasi',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPengguna: uuid('id_pengguna')
      .notNull()
      .references(() => pengguna.id, { onDelete: 'cascade' }),
    /** SHA-256 of the code. */
    codeHash: text('code_hash').notNull(),
    clientId: text('client_id').notNull(),
    redirectUri: text('redirect_uri'),
    expiresAt: waktu('expires_at').notNull(),
    usedAt: waktu('used_at'),
    createdAt: dibuat(),
  },
  (t) => [uniqueIndex('kode_otorisasi_hash_unik').on(t.codeHash)],
);
