import type { Config } from './config';
import type { Database } from './db/client';
import type { RouteHooks } from './http/route';
import type { TokenSettings } from './modules/auth';
import type { Storage } from './modules/storager';
import type { Antrean } from './platform/antrean';
import type { CacheBaca } from './platform/cache';
import type { Siaran } from './platform/siaran';

/** What every module's routes get: the database, the settings and the shared hooks. */
export interface AppContext {
  database: Database;
  config: Config;
  tokens: TokenSettings;
  hooks: RouteHooks;
  /** Uploaded files (local disk under DATA_DIR by default). */
  storage: Storage;
  /** Events between instances (PostgreSQL LISTEN/NOTIFY, or PGlite's own). */
  siaran: Siaran;
  /** The read cache of the hot reads, kept fresh by the database's change announcements. */
  cache: CacheBaca;
  /** Durable background jobs in the database (pg-boss), run once across instances. */
  antrean: Antrean;
  /** Stops listening (before the database closes). */
  tutup(): Promise<void>;
}
