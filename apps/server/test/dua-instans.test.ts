import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { type Database, openDatabase } from '../src/db/client';
import { siarkanEvent } from '../src/platform/sse';
import { seedDemo } from '../src/seed/demo';
import { contextDari } from '../src/server';
import { createPostgresDatabase, LOGIN, WAKTU_SEED } from './harness';
import { bukaSse, tungguSampai } from './sse';

// Several instances on one PostgreSQL (issue 12): each with its own connection pool, its own
// LISTEN connection and its own HTTP port. An event published on one reaches the event-stream
// clients of the other; a login on one is honoured by the other.

const postgres = process.env.KAMPUS_TEST_DB === 'postgres';

interface Instans {
  database: Database;
  ctx: AppContext;
  app: FastifyInstance;
  url: string;
}

describe.skipIf(!postgres)('two instances on one PostgreSQL', () => {
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const instans: Instans[] = [];

  async function mulai(url: string): Promise<Instans> {
    const config = loadConfig({
      DATA_DIR: 'memory://',
      DATABASE_URL: url,
      JWT_SECRET: 'rahasia-uji-yang-panjangnya-lebih-dari-32-karakter',
    });
    const database = await openDatabase({ url, dataDir: 'memory://' });
    await database.migrate();
    const ctx = await contextDari(database, config, new TextEncoder().encode(config.JWT_SECRET));
    const app = await buildApp(ctx);
    const i = { database, ctx, app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
    instans.push(i);
    return i;
  }

  beforeAll(async () => {
    pgDb = await createPostgresDatabase();
    const a = await mulai(pgDb.url);
    await seedDemo(a.database.db, { now: WAKTU_SEED });
    await mulai(pgDb.url);
  });
  afterAll(async () => {
    for (const i of instans) {
      await i.app.close();
      await i.ctx.tutup();
      await i.database.close();
    }
    await pgDb?.drop();
  });

  it('delivers an event published on instance A to an SSE client of instance B', async () => {
    const [a, b] = instans as [Instans, Instans];
    expect(a.url).not.toBe(b.url);
    // Logged in on A, streaming from B.
    const login = await fetch(`${a.url}/v2/access_token`, {
      method: 'POST',
      headers: { 'college-id': 'kampus-demo', 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', ...LOGIN.mahasiswa }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const dariB = await bukaSse(`${b.url}/lms/events?stream=sistem`, token);
    const dariA = await bukaSse(`${a.url}/lms/events?stream=sistem`, token);

    await siarkanEvent(a.ctx, 'kampus-demo', 'time_changed', { id_ujian: 'uji-1' });
    await tungguSampai(() => dariB.lain().length > 0 && dariA.lain().length > 0);
    expect(dariB.lain()).toEqual([{ event: 'time_changed', data: { id_ujian: 'uji-1' } }]);
    expect(dariA.lain()).toEqual([{ event: 'time_changed', data: { id_ujian: 'uji-1' } }]);

    // And the other way round.
    await siarkanEvent(b.ctx, 'kampus-demo', 'time_changed', { id_ujian: 'uji-2' });
    await tungguSampai(() => dariA.lain().length > 1);
    expect(dariA.lain().map((e) => e.data)).toEqual([{ id_ujian: 'uji-1' }, { id_ujian: 'uji-2' }]);
    await dariA.tutup();
    await dariB.tutup();
  });

  it('runs a job sent on one instance once, on whichever instance takes it', async () => {
    const [a, b] = instans as [Instans, Instans];
    const jalan: string[] = [];
    for (const [nama, i] of [
      ['a', a],
      ['b', b],
    ] as const) {
      await i.ctx.antrean.kerjakan('uji.dua-instans', async () => {
        jalan.push(nama);
      });
    }
    await a.ctx.antrean.kirim('uji.dua-instans', { n: 1 });
    await tungguSampai(() => jalan.length > 0, 10_000);
    await new Promise((r) => setTimeout(r, 2500));
    expect(jalan).toHaveLength(1);
  });
});
