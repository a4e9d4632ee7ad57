import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { type Database, openDatabase } from '../src/db/client';
import { DEMO_COLLEGE_ID } from '../src/seed/demo';
import { contextDari } from '../src/server';
import { LOGIN } from './harness';

/**
 * One server instance in this process on a PostgreSQL database several instances share (the
 * tests of issues 12 and 21): its own pool, its own listening connection (through `urlSiaran`
 * when given) and its own port.
 */
export interface Instans {
  database: Database;
  ctx: AppContext;
  app: FastifyInstance;
  url: string;
  /** A call with the demo college; `body` as JSON; the response's headers too. */
  panggil(
    path: string,
    o?: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  masuk(who: keyof typeof LOGIN): Promise<string>;
  tutup(): Promise<void>;
}

export async function mulaiInstans(url: string, opsi: { urlSiaran?: string } = {}) {
  const config = loadConfig({
    DATA_DIR: 'memory://',
    DATABASE_URL: url,
    JWT_SECRET: 'rahasia-uji-yang-panjangnya-lebih-dari-32-karakter',
    LOGIN_RATE_LIMIT: '1000',
  });
  const database = await openDatabase({ url, dataDir: 'memory://' });
  await database.migrate();
  const ctx = await contextDari(
    database,
    config,
    new TextEncoder().encode(config.JWT_SECRET),
    opsi,
  );
  const app = await buildApp(ctx);
  const alamat = await app.listen({ port: 0, host: '127.0.0.1' });
  const panggil: Instans['panggil'] = async (p, o = {}) => {
    const res = await fetch(alamat + p, {
      method: o.method ?? 'GET',
      headers: {
        'college-id': DEMO_COLLEGE_ID,
        ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        ...o.headers,
      },
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
    });
    const teks = await res.text();
    let body: unknown = teks;
    try {
      body = JSON.parse(teks);
    } catch {}
    return { status: res.status, body, headers: res.headers };
  };
  const instans: Instans = {
    database,
    ctx,
    app,
    url: alamat,
    panggil,
    async masuk(who) {
      const r = await panggil('/v2/access_token', {
        method: 'POST',
        body: { grant_type: 'password', ...LOGIN[who] },
      });
      if (r.status !== 200) throw new Error(`login ${who} gagal: ${JSON.stringify(r.body)}`);
      return r.body.data.access_token as string;
    },
    async tutup() {
      await app.close();
      await ctx.tutup();
      await database.close();
    },
  };
  return instans;
}
