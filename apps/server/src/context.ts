import type { Config } from './config';
import type { Database } from './db/client';
import type { RouteHooks } from './http/route';
import type { TokenSettings } from './modules/auth/tokens';
import type { Storage } from './modules/storager/storage';

/** What every module's routes get: the database, the settings and the shared hooks. */
export interface AppContext {
  database: Database;
  config: Config;
  tokens: TokenSettings;
  hooks: RouteHooks;
  /** Uploaded files (local disk under DATA_DIR by default). */
  storage: Storage;
}
