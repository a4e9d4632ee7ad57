import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { pasangPemicuPerubahan } from './perubahan';
import { type KlienPglite, PgliteDiThread } from './pglite-di-thread';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database (PGlite only, in its own thread): its notifications feed
   * platform/siaran. */
  pglite?: KlienPglite;
  /** The connection URL (PostgreSQL only), for connections of their own (LISTEN). */
  url?: string;
  /** A short description for logs, without credentials. */
  label: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** SQL migrations live in apps/server/drizzle: two levels up from src/db, one from dist. */
const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsFolder =
  ['../drizzle', '../../drizzle']
    .map((rel) => path.resolve(here, rel))
    .find((dir) => existsSync(path.join(dir, 'meta', '_journal.json'))) ??
  path.resolve(here, '../drizzle');

/**
 * PGlite's buffer pool: 32 MB instead of PostgreSQL's 128 MB keeps the embedded server near
 * 250 MB of memory (measured: 372 -> 248 MB RSS on the demo data). A campus that outgrows it
 * moves to PostgreSQL (DATABASE_URL), where shared_buffers is the administrator's choice.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * PostgreSQL when a URL is given, else embedded PGlite stored in `dataDir`. `initialData`: a
 * PGlite data folder as `dumpDataDir` wrote it, to start from instead of an empty database (the
 * tests' seeded template, test/cetakan.ts).
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  initialData?: Blob;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => console.warn(`Koneksi PostgreSQL terputus: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const url = new URL(opts.url);
    return {
      db,
      kind: 'postgres',
      url: opts.url,
      label: `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`,
      migrate: async () => {
        await migratePg(drizzlePg(pool), { migrationsFolder });
        await pasangPemicuPerubahan(db);
      },
      close: () => pool.end(),
    };
  }
  // PGlite wants the parent of its data folder to exist (TOOLCHAIN.md); memory:// has none.
  if (!opts.dataDir.startsWith('memory://')) {
    mkdirSync(path.dirname(path.resolve(opts.dataDir)), { recursive: true });
  }
  // In a worker thread: its queries are CPU work that would otherwise stall the event loop.
  const pglite = await PgliteDiThread.buka(opts.dataDir, {
    initialData: opts.initialData,
    sharedBuffers: PGLITE_SHARED_BUFFERS,
  });
  // drizzle's PGlite session calls only query, exec and transaction, which the thread's client has.
  const client = pglite as unknown as PGlite;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    label: `PGlite ${opts.dataDir}`,
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      await pasangPemicuPerubahan(db);
    },
    close: () => client.close(),
  };
}

/** Runs several query functions as one transaction (a multi-step write of one request). */
export function transaksi<T>(db: Db, kerja: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => kerja(tx));
}
