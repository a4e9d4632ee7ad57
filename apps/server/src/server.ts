import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import type { AppContext } from './context';
import { type Database, openDatabase } from './db/client';
import { createRouteHooks } from './modules/auth';
import { bukaStorage } from './modules/storager';
import { bukaAntrean } from './platform/antrean';
import { CacheBaca } from './platform/cache';
import { bukaSiaran } from './platform/siaran';
import { resolveSecret } from './secret';
import { seedBankSoalDemo } from './seed/bankSoal';
import { seedDemo } from './seed/demo';
import { seedForumDemo } from './seed/forum';
import { seedKehadiranDemo } from './seed/kehadiran';
import { seedKehadiranDosenDemo } from './seed/kehadiranDosen';
import { seedMateriDemo } from './seed/materi';
import { seedTugasDemo } from './seed/tugas';
import { seedUjianDemo } from './seed/ujian';
import { seedVidconDemo } from './seed/vidcon';

export interface RunningServer {
  database: Database;
  student: FastifyInstance;
  staff: FastifyInstance;
  studentUrl: string;
  staffUrl: string;
  seeded: boolean;
  close(): Promise<void>;
}

/** Opens and migrates the database, seeds it on first start, and builds the app context. */
export async function createContext(config: Config, log: (m: string) => void = () => {}) {
  const dataDir = config.DATA_DIR.startsWith('memory://')
    ? config.DATA_DIR
    : path.join(config.DATA_DIR, 'pglite');
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir });
  await database.migrate();
  const now = new Date();
  const seeded = config.SEED_DEMO ? await seedDemo(database.db, { now }) : false;
  const secret = resolveSecret(config.JWT_SECRET, config.DATA_DIR, log);
  const ctx = await contextDari(database, config, secret);
  // Demo materials need the file storage, so they come once the context exists.
  if (seeded) {
    await seedMateriDemo(database.db, ctx.storage, now);
    await seedUjianDemo(database.db, now);
    await seedVidconDemo(database.db, now);
    await seedForumDemo(database.db, now);
    await seedTugasDemo(database.db, ctx.storage, now);
    await seedKehadiranDosenDemo(database.db, now);
    await seedBankSoalDemo(database.db);
    // Last: the attendance computed from everything the demo students did above.
    await seedKehadiranDemo(database.db, now);
  }
  return { ctx, seeded };
}

/** The app context over an open, migrated database: also opens the event channel between
 * instances and starts the read cache on it. `urlSiaran`: listen through another address of the
 * same PostgreSQL (past a transaction pooler, or through a test's cuttable proxy). */
export async function contextDari(
  database: Database,
  config: Config,
  secret: Uint8Array,
  opsi: { urlSiaran?: string } = {},
): Promise<AppContext> {
  const tokens = {
    secret,
    accessTtl: config.ACCESS_TOKEN_TTL,
    refreshTtl: config.REFRESH_TOKEN_TTL,
  };
  const siaran = await bukaSiaran(database, opsi.urlSiaran);
  const antrean = bukaAntrean(database);
  const storage = bukaStorage(config);
  const cache = new CacheBaca();
  await cache.mulai(siaran);
  return {
    database,
    config,
    tokens,
    siaran,
    cache,
    hooks: createRouteHooks(database.db, tokens, cache),
    storage,
    antrean,
    async tutup() {
      await antrean.berhenti();
      storage.tutup?.();
      await cache.berhenti();
      await siaran.tutup();
    },
  };
}

/** The whole product in one process: the student app on PORT, the staff app on STAFF_PORT,
 * and the API on both. */
export async function startServer(
  config: Config,
  opts: { logger?: FastifyServerOptions['logger']; log?: (m: string) => void } = {},
): Promise<RunningServer> {
  const { ctx, seeded } = await createContext(config, opts.log);
  const student = await buildApp(ctx, { appDir: config.studentAppDir, logger: opts.logger });
  const staff = await buildApp(ctx, { appDir: config.staffAppDir, logger: opts.logger });
  const studentUrl = await student.listen({ port: config.PORT, host: config.HOST });
  const staffUrl = await staff.listen({ port: config.STAFF_PORT, host: config.HOST });
  return {
    database: ctx.database,
    student,
    staff,
    studentUrl,
    staffUrl,
    seeded,
    async close() {
      await Promise.all([student.close(), staff.close()]);
      await ctx.tutup();
      await ctx.database.close();
    },
  };
}
