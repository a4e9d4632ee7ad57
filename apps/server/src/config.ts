import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const SATUAN_DETIK: Record<string, number> = { second: 1, minute: 60, hour: 3600 };

/** Seconds, given as a number ('900') or with a unit ('15 minutes', '1 hour'). */
const Durasi = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const m = String(v)
    .trim()
    .toLowerCase()
    .match(/^(\d+)\s*(?:(second|minute|hour)s?)?$/);
  if (!m?.[1]) {
    ctx.addIssue({ code: 'custom', message: "Durasi harus angka detik atau mis. '15 minutes'" });
    return z.NEVER;
  }
  return Number(m[1]) * (SATUAN_DETIK[m[2] ?? 'second'] ?? 1);
});

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
  /** Failed logins of one username from one address before each further try must wait. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(5),
  /** Failures are forgotten after this long without another ('900', '15 minutes'). */
  LOGIN_RATE_WINDOW: Durasi.default(900),
  /** The longest wait after repeated failures ('900', '15 minutes'). */
  LOGIN_DELAY_MAX: Durasi.default(900),
  /**
   * Failed logins from one address (any username) per window before it is refused. A campus
   * behind one NAT address sends thousands of logins at 07:30; its typos must not lock it out.
   */
  LOGIN_ADDRESS_LIMIT: z.coerce.number().int().positive().max(1_000_000).default(1000),
  /**
   * Which proxies' X-Forwarded-For is believed: unset or 'false' for none (the client address
   * is the socket's), 'true' for any (only behind a proxy that overwrites the header), a hop
   * count, or a comma-separated list of addresses/CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const t = v.trim().toLowerCase();
      if (t === 'false') return false;
      if (t === 'true') return true;
      if (/^\d+$/.test(t)) return Number(t);
      const daftar = t
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      if (daftar.every((x) => /^[0-9a-f.:]+(\/\d{1,3})?$/.test(x))) return daftar;
      ctx.addIssue({
        code: 'custom',
        message: "TRUST_PROXY harus 'false', 'true', jumlah hop, atau daftar alamat/CIDR",
      });
      return z.NEVER;
    }),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * 'false' stops attendance from following activity events as they happen (the incremental
   * update; recalculations still work): only for the attendance bench's comparison of the exam
   * storm with and without it (bench/kehadiranBadai.ts). Never in production.
   */
  KEHADIRAN_PENGAMAT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Log every request (off by default so the console shows what matters). */
  LOG_REQUESTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Uploads in an S3-compatible store (AWS S3, MinIO, Ceph, R2...) instead of the local disk:
   * needed when several instances on several machines share the files.
   */
  S3_BUCKET: z.string().min(3).optional(),
  /** The store's address (e.g. http://minio:9000); unset for AWS S3 itself. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Keys; when unset the SDK's usual sources (AWS_* variables, instance role) are used. */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path (http://host/bucket/key): true by default when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  STUDENT_APP_DIR: z.string().optional(),
  /**
   * The student app's public address (e.g. https://lms.kampus.ac.id), which the QR attendance
   * codes open; unset: the staff app's host on PORT (one process serving both apps).
   */
  STUDENT_APP_URL: z.string().url().optional(),
  STAFF_APP_DIR: z.string().optional(),
});

/** Where uploads go when S3_BUCKET is set (see modules/storager/s3.ts). */
export interface S3Setelan {
  bucket: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export type Config = z.infer<typeof Env> & {
  studentAppDir: string;
  staffAppDir: string;
  storageDir: string;
  /** Set when uploads go to an S3-compatible store rather than storageDir. */
  s3?: S3Setelan;
};

function s3Dari(c: z.infer<typeof Env>): S3Setelan | undefined {
  const lain = (
    ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const
  ).filter((k) => c[k] !== undefined);
  const masalah: string[] = [];
  if (!c.S3_BUCKET && lain.length > 0) {
    masalah.push(`  S3_BUCKET: wajib diisi bila ${lain.join(', ')} diset`);
  }
  if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY) {
    masalah.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: isi keduanya atau tidak sama sekali');
  }
  if (masalah.length > 0) {
    throw new Error(`Konfigurasi lingkungan tidak valid:\n${masalah.join('\n')}`);
  }
  if (!c.S3_BUCKET) return undefined;
  return {
    bucket: c.S3_BUCKET,
    endpoint: c.S3_ENDPOINT,
    region: c.S3_REGION,
    forcePathStyle: (c.S3_FORCE_PATH_STYLE ?? (c.S3_ENDPOINT ? 'true' : 'false')) === 'true',
    credentials:
      c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

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
    s3: s3Dari(c),
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
