import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  STAFF_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Where uploads are kept; default DATA_DIR/berkas. */
  STORAGE_DIR: z.string().optional(),
  /** The college the built apps talk to (spec section 9: a fixed configuration value). */
  COLLEGE_ID: z.string().min(1).default('kampus-demo'),
  /** HS256 key for access tokens; when unset a random key is kept in DATA_DIR. */
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL: z.coerce.number().int().positive().default(86400),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  LOGIN_RATE_WINDOW: z.string().default('5 minutes'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Log every request (off by default so the console shows what matters). */
  LOG_REQUESTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  STUDENT_APP_DIR: z.string().optional(),
  STAFF_APP_DIR: z.string().optional(),
});

export type Config = z.infer<typeof Env> & {
  studentAppDir: string;
  staffAppDir: string;
  storageDir: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  // An empty variable (e.g. `DATABASE_URL=` in a shell or .env) means unset.
  const given = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = Env.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Konfigurasi lingkungan tidak valid:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    studentAppDir: path.resolve(root, c.STUDENT_APP_DIR ?? 'apps/student/dist'),
    staffAppDir: path.resolve(root, c.STAFF_APP_DIR ?? 'apps/staff/dist'),
    storageDir: path.resolve(
      root,
      c.STORAGE_DIR ??
        (c.DATA_DIR.startsWith('memory://')
          ? path.join(os.tmpdir(), 'kampus-berkas')
          : path.join(c.DATA_DIR, 'berkas')),
    ),
  };
}
