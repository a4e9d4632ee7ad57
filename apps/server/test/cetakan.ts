import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client';
import { KERJA_HITUNG_KEHADIRAN } from '../src/modules/kehadiran/kerja';
import { KERJA_LEPAS_BERKAS } from '../src/modules/soal/kerja';
import { KERJA_HITUNG_ULANG, KERJA_KUMPULKAN } from '../src/modules/ujian/kerja';
import { bukaAntrean } from '../src/platform/antrean';
import { seedDemo } from '../src/seed/demo';

// The demo database every test file starts from, migrated and seeded once per run instead of
// once per file (globalSetup of each project in vitest.config.ts). A file still gets a database
// of its own: PGlite loads a copy of the template's data folder, PostgreSQL creates the file's
// database from the template (`CREATE DATABASE ... TEMPLATE`, a file copy on the server).
// Opening an empty PGlite runs initdb (~4.5 s on this machine) and the migrations and seed take
// another ~1.5 s; loading the copy takes ~2 s, creating from a PostgreSQL template ~0.2 s.

/** The seed's clock: a fixed Wednesday of period 20251, so tests see stable data. */
export const WAKTU_SEED = new Date('2025-10-15T03:00:00Z');

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the seeded PGlite data folder (tar), for `openDatabase({ initialData })`. */
    cetakanPglite: string;
    /** Name of the seeded PostgreSQL template database on TEST_DATABASE_URL's server. */
    cetakanPostgres: string;
  }
}

interface Penyedia {
  provide(key: 'cetakanPglite' | 'cetakanPostgres', value: string): void;
}

async function sebagaiAdmin<T>(kerja: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await c.connect();
  try {
    return await kerja(c);
  } finally {
    await c.end();
  }
}

/** URL of database `nama` on TEST_DATABASE_URL's server. */
export function urlDatabase(nama: string) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL belum diset');
  const url = new URL(adminUrl);
  url.pathname = `/${nama}`;
  return url.toString();
}

/** Creates database `nama`, from `templat` when given; retried while the template is busy. */
export async function buatDatabase(nama: string, templat?: string) {
  await sebagaiAdmin(async (c) => {
    for (let coba = 1; ; coba++) {
      try {
        await c.query(`CREATE DATABASE ${nama}${templat ? ` TEMPLATE ${templat}` : ''}`);
        return;
      } catch (err) {
        // 55006: another CREATE DATABASE is copying the same template at this moment.
        if ((err as { code?: string }).code !== '55006' || coba >= 20) throw err;
        await new Promise((r) => setTimeout(r, 100 * coba));
      }
    }
  });
}

export async function hapusDatabase(nama: string) {
  await sebagaiAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${nama} WITH (FORCE)`));
}

/**
 * The job queue's schema and the exam queues, made once here: every server takes every kind of
 * job from its start (issue 21), and making them in each file's copy cost it ~0.3-0.7 s.
 */
async function siapkanAntrean(database: Database) {
  const antrean = bukaAntrean(database);
  for (const nama of [
    KERJA_KUMPULKAN,
    KERJA_HITUNG_ULANG,
    KERJA_LEPAS_BERKAS,
    KERJA_HITUNG_KEHADIRAN,
  ]) {
    await antrean.kerjakan(nama, async () => {});
  }
  await antrean.berhenti();
}

export async function siapkanCetakanPglite({ provide }: Penyedia) {
  const folder = mkdtempSync(path.join(tmpdir(), 'kampus-uji-cetakan-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedDemo(database.db, { now: WAKTU_SEED });
  await siapkanAntrean(database);
  if (!database.pglite) throw new Error('bukan PGlite');
  const arsip = await database.pglite.dumpDataDir('none');
  await database.close();
  const berkas = path.join(folder, 'pgdata.tar');
  writeFileSync(berkas, Buffer.from(await arsip.arrayBuffer()));
  provide('cetakanPglite', berkas);
  return () => rmSync(folder, { recursive: true, force: true });
}

export async function siapkanCetakanPostgres({ provide }: Penyedia) {
  const nama = `kampus_cetakan_${randomBytes(6).toString('hex')}`;
  await buatDatabase(nama);
  const database = await openDatabase({ url: urlDatabase(nama), dataDir: '' });
  await database.migrate();
  await seedDemo(database.db, { now: WAKTU_SEED });
  await siapkanAntrean(database);
  await database.close();
  provide('cetakanPostgres', nama);
  return () => hapusDatabase(nama);
}
