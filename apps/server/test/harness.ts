import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  buildPath,
  type CallBodyInput,
  type CallDef,
  type CallQueryInput,
  type CallResponse,
} from '@kampus/api/contract';
import type { HakAkses } from '@kampus/domain';
import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { openDatabase } from '../src/db/client';
import { operator } from '../src/db/schema';
import { DEMO_COLLEGE_ID } from '../src/seed/demo';
import { contextDari } from '../src/server';
import { buatDatabase, hapusDatabase, urlDatabase, WAKTU_SEED } from './cetakan';

export { WAKTU_SEED };

export const LOGIN = {
  mahasiswa: { username: '2401001', password: 'mahasiswa123' },
  dosen: { username: 'dosen01', password: 'dosen123' },
  operator: { username: 'operator', password: 'operator123' },
} as const;

/** 'postgres' when this project runs against TEST_DATABASE_URL (see vitest.config.ts). */
const target = process.env.KAMPUS_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A throwaway PostgreSQL database for one test file, dropped afterwards: empty, or a copy of the
 * seeded template with `{ terisi: true }`.
 */
export async function createPostgresDatabase({ terisi = false } = {}) {
  const name = `kampus_test_${randomBytes(6).toString('hex')}`;
  await buatDatabase(name, terisi ? inject('cetakanPostgres') : undefined);
  return { url: urlDatabase(name), drop: () => hapusDatabase(name) };
}

/** The seeded PGlite template's data folder (read once per file). */
let cetakanPglite: Blob | undefined;

export interface TestServer {
  url: string;
  ctx: AppContext;
  /** fetch against the server with the demo college-id header unless told otherwise. */
  call(
    path: string,
    init?: RequestInit & { token?: string; college?: string | null },
  ): Promise<{
    status: number;
    body: any;
    headers: Headers;
  }>;
  /** A JSON call: `body` (when given) is sent as JSON. */
  json(method: string, path: string, token: string, body?: unknown): ReturnType<TestServer['call']>;
  /**
   * A call of the contract, as the apps send it: its method and path, `params` filled in,
   * `query` and `body` typed by the call. `data` is the envelope's data typed by the call's
   * response (on success; an error leaves it undefined), `body` the whole envelope. A success
   * whose `data` does not match the call's response schema fails the test: the contract's types
   * are only as true as the server's answers.
   */
  panggil<C extends CallDef>(call: C, input?: MasukanPanggil<C>): Promise<JawabanPanggil<C>>;
  login(who: keyof typeof LOGIN): Promise<{ access_token: string; refresh_token: string }>;
  close(): Promise<void>;
}

/** What a test sends with a call of the contract. */
export interface MasukanPanggil<C extends CallDef> {
  params?: Record<string, string | number>;
  query?: CallQueryInput<C>;
  /** A query sent as it is: one with a value the call's type does not allow, meant to be refused. */
  queryMentah?: Record<string, unknown>;
  body?: CallBodyInput<C>;
  /** A body sent as it is: one a test builds loosely, or one meant to be refused. */
  badanMentah?: unknown;
  token?: string;
  college?: string | null;
}

/** The answer to a call of the contract: `data` typed as the call's response. */
export interface JawabanPanggil<C extends CallDef> {
  status: number;
  body: any;
  data: CallResponse<C>;
  headers: Headers;
}

/** A query string of a call's query object: absent values left out, arrays repeated. */
function queryDari(query: object | undefined) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    for (const x of Array.isArray(v) ? v : [v])
      if (x !== undefined && x !== null) q.append(k, String(x));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * A call of the contract with its inputs, for a table of calls a test runs as several callers:
 * `m` and `p` name it (method, and path with its query) in messages, `kirim` sends it.
 */
export function panggilan<C extends CallDef>(call: C, input: MasukanPanggil<C> = {}) {
  return {
    m: call.method,
    p: buildPath(call.path, input.params) + queryDari(input.query ?? input.queryMentah),
    kirim: (s: TestServer, token: string) => s.panggil(call, { ...input, token }),
  };
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const pgDb = target === 'postgres' ? await createPostgresDatabase({ terisi: true }) : null;
  const storageDir = mkdtempSync(path.join(tmpdir(), 'kampus-uji-berkas-'));
  const config = loadConfig({
    DATA_DIR: 'memory://',
    STORAGE_DIR: storageDir,
    JWT_SECRET: 'rahasia-uji-yang-panjangnya-lebih-dari-32-karakter',
    LOGIN_RATE_LIMIT: '1000',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  // A copy of the demo database migrated and seeded once per run (test/cetakan.ts).
  if (!pgDb) cetakanPglite ??= new Blob([readFileSync(inject('cetakanPglite'))]);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: 'memory://',
    initialData: pgDb ? undefined : cetakanPglite,
  });
  const ctx: AppContext = await contextDari(
    database,
    config,
    new TextEncoder().encode(config.JWT_SECRET),
  );
  const app = await buildApp(ctx);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  const call: TestServer['call'] = async (path, init = {}) => {
    const { token, college = DEMO_COLLEGE_ID, headers, ...rest } = init;
    const h = new Headers(headers);
    if (college !== null) h.set('college-id', college);
    if (token) h.set('authorization', `Bearer ${token}`);
    if (rest.body && typeof rest.body === 'string' && !h.has('content-type')) {
      h.set('content-type', 'application/json');
    }
    // A test's own writes straight to the database reach the read cache first, as a change
    // through the API does before it is answered (onSend in app.ts).
    await ctx.siaran.sinkron();
    const res = await fetch(url + path, { ...rest, headers: h });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: res.status, body, headers: res.headers };
  };

  return {
    url,
    ctx,
    call,
    json: (method, path, token, body) =>
      call(path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) }),
    async panggil(c, input = {}) {
      const res = await call(
        buildPath(c.path, input.params) + queryDari(input.query ?? input.queryMentah),
        {
          method: c.method,
          token: input.token,
          college: input.college,
          body:
            (input.body ?? input.badanMentah) === undefined
              ? undefined
              : JSON.stringify(input.body ?? input.badanMentah),
        },
      );
      if (res.status >= 200 && res.status < 300 && !c.produces) {
        const cek = c.response.safeParse(res.body?.data);
        if (!cek.success) {
          throw new Error(
            `The answer of ${c.method} ${c.path} does not match its response schema: ${cek.error.message}`,
          );
        }
      }
      return { ...res, data: res.body?.data };
    },
    async login(who) {
      const res = await call('/v2/access_token', {
        method: 'POST',
        body: JSON.stringify({ grant_type: 'password', ...LOGIN[who] }),
      });
      if (res.status !== 200) throw new Error(`login ${who} gagal: ${JSON.stringify(res.body)}`);
      return res.body.data;
    },
    async close() {
      await app.close();
      await ctx.tutup();
      await database.close();
      await pgDb?.drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

/** Id of a demo class of period 20251, e.g. kelas('IF201') -> '20251_K1_IF201_A'. */
export const kelas = (mk: string, nama = 'A', kampus = 'K1') => `20251_${kampus}_${mk}_${nama}`;

/** Logs every demo role in once for a test file. */
export async function tokenSemua(s: TestServer) {
  const [mahasiswa, dosen, operator] = await Promise.all([
    s.login('mahasiswa'),
    s.login('dosen'),
    s.login('operator'),
  ]);
  return {
    mahasiswa: mahasiswa.access_token,
    dosen: dosen.access_token,
    operator: operator.access_token,
  };
}

/** A token for any demo account (students share 'mahasiswa123', lecturers 'dosen123'). */
export async function tokenUntuk(s: TestServer, username: string) {
  const password = /^\d+$/.test(username)
    ? 'mahasiswa123'
    : username.startsWith('dosen')
      ? 'dosen123'
      : 'operator123';
  const res = await s.call('/v2/access_token', {
    method: 'POST',
    body: JSON.stringify({ grant_type: 'password', username, password }),
  });
  return res.body.data.access_token as string;
}

/** A real 1x1 PNG (signature and chunks), so content checks recognise it. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG image of `bytes` bytes: a real 1x1 PNG followed by padding. */
export function contohPng(bytes = PNG_1X1.length) {
  const b = Buffer.alloc(Math.max(bytes, PNG_1X1.length));
  PNG_1X1.copy(b);
  return b;
}

/** A PDF by its signature (what the content check reads), padded to `bytes`. */
export function contohPdf(bytes = 2000) {
  return Buffer.concat([Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'), Buffer.alloc(bytes, 0x20)]);
}

/**
 * Runs `uji` while the demo operator has other permissions (a forbidden-access test per area),
 * then puts the permissions back, whatever happened.
 */
export async function denganHakOperator(
  s: TestServer,
  ubah: Partial<HakAkses>,
  uji: () => Promise<void>,
) {
  const db = s.ctx.database.db;
  const [op] = await db.select().from(operator).limit(1);
  if (!op) throw new Error('operator demo tidak ada');
  await db
    .update(operator)
    .set({ hakAkses: { ...(op.hakAkses as HakAkses), ...ubah } })
    .where(eq(operator.id, op.id));
  try {
    await uji();
  } finally {
    await db.update(operator).set({ hakAkses: op.hakAkses }).where(eq(operator.id, op.id));
  }
}
