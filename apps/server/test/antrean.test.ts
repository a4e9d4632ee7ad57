import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { type Antrean, bukaAntrean } from '../src/platform/antrean';
import { createPostgresDatabase } from './harness';

// Background work goes through a durable queue in the database (issue 12): a job survives a
// restart, runs once across instances, and a delayed one waits for its time.

const target = process.env.KAMPUS_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

let folder: string;
let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
const terbuka: { database: Database; antrean: Antrean }[] = [];

/**
 * One "instance": its own connection(s) to the test database and its own queue. On PGlite the
 * database is kept on disk only where a restart is tested (`diDisk`).
 */
async function instans(diDisk = false) {
  const database = await openDatabase({
    url: pgDb?.url,
    dataDir: diDisk ? path.join(folder, 'pglite') : 'memory://',
  });
  await database.migrate();
  const antrean = bukaAntrean(database, { intervalDetik: 0.5, log: () => {} });
  const i = { database, antrean };
  terbuka.push(i);
  return i;
}

/**
 * Two instances on one database: two processes' worth of connections on PostgreSQL; on PGlite
 * (one process only) two queues over the one embedded database.
 */
async function duaInstans() {
  const a = await instans();
  if (target === 'postgres') return [a, await instans()] as const;
  const b = { database: a.database, antrean: bukaAntrean(a.database, { intervalDetik: 0.5 }) };
  return [a, b] as const;
}

async function tutup(...daftar: { database: Database; antrean: Antrean }[]) {
  for (const i of daftar) await i.antrean.berhenti();
  for (const i of daftar) {
    const k = terbuka.indexOf(i);
    if (k < 0) continue;
    await i.database.close();
    terbuka.splice(k, 1);
  }
}

/** Waits until `cek` holds (polling), failing after `ms`. */
async function tunggu(cek: () => boolean, ms: number) {
  const batas = Date.now() + ms;
  while (!cek()) {
    if (Date.now() > batas) throw new Error('tidak terjadi dalam waktu');
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'kampus-uji-antrean-'));
  if (target === 'postgres') pgDb = await createPostgresDatabase();
});
afterAll(async () => {
  for (const i of [...terbuka]) await tutup(i);
  await pgDb?.drop();
  rmSync(folder, { recursive: true, force: true });
});

// Starting pg-boss (its schema on first use) takes seconds on a busy 2-core CI machine.
describe('antrean pekerjaan', { timeout: 120_000 }, () => {
  it('runs after a restart a job sent before it', async () => {
    const a = await instans(true);
    const id = await a.antrean.kirim('uji.restart', { nomor: 7 });
    expect(id).toEqual(expect.any(String));
    await tutup(a);

    const b = await instans(true);
    const dapat: unknown[] = [];
    await b.antrean.kerjakan<{ nomor: number }>('uji.restart', async (data, job) => {
      dapat.push({ data, id: job.id });
    });
    await tunggu(() => dapat.length > 0, 60_000);
    expect(dapat).toEqual([{ data: { nomor: 7 }, id }]);
    await tutup(b);
  });

  it('runs each job once when two instances work the same queue', async () => {
    const [a, b] = await duaInstans();
    const jalan: { oleh: string; nomor: number }[] = [];
    for (const [nama, i] of [
      ['a', a],
      ['b', b],
    ] as const) {
      await i.antrean.kerjakan<{ nomor: number }>('uji.sekali', async ({ nomor }) => {
        jalan.push({ oleh: nama, nomor });
        await new Promise((r) => setTimeout(r, 20));
      });
    }
    for (let nomor = 0; nomor < 30; nomor++) {
      await (nomor % 2 ? a : b).antrean.kirim('uji.sekali', { nomor });
    }
    await tunggu(() => jalan.length >= 30, 60_000);
    // Late duplicates would arrive within a few polls.
    await new Promise((r) => setTimeout(r, 1500));
    expect(jalan.map((j) => j.nomor).sort((x, y) => x - y)).toEqual([...Array(30).keys()]);
    if (target === 'postgres') {
      // Both instances took part: two real pollers competed for the same rows.
      expect(new Set(jalan.map((j) => j.oleh)).size).toBe(2);
    }
    await tutup(a, b);
  });

  it('does not run a delayed job before its time, and runs it then', async () => {
    const a = await instans();
    const jalanPada: number[] = [];
    await a.antrean.kerjakan('uji.tunda', async () => {
      jalanPada.push(Date.now());
    });
    const mulaiPada = new Date(Date.now() + 2500);
    await a.antrean.kirim('uji.tunda', {}, { mulaiPada });
    await new Promise((r) => setTimeout(r, 1800));
    expect(jalanPada).toEqual([]);
    await tunggu(() => jalanPada.length > 0, 10_000);
    // The database's clock decides; allow a little skew between it and this process.
    expect(jalanPada[0]).toBeGreaterThanOrEqual(mulaiPada.getTime() - 100);
    await tutup(a);
  });

  it('a job sent on the instance that works it starts at once, not at the next poll', async () => {
    const a = await instans();
    // Polling every 20 s: only the wake-up of kirim can run the job within a few seconds.
    const lambat = bukaAntrean(a.database, { intervalDetik: 20, log: () => {} });
    const jalan: number[] = [];
    try {
      await lambat.kerjakan('uji.segera', async () => {
        jalan.push(Date.now());
      });
      // Past the worker's first fetch, which happens as it starts.
      await new Promise((r) => setTimeout(r, 1500));
      const dikirim = Date.now();
      await lambat.kirim('uji.segera', {});
      await tunggu(() => jalan.length > 0, 8_000);
      expect((jalan[0] ?? 0) - dikirim).toBeLessThan(8_000);
    } finally {
      await lambat.berhenti();
      await tutup(a);
    }
  });

  it('queues a job with the same key once, whichever instance sends it', async () => {
    const [a, b] = await duaInstans();
    const mulaiPada = new Date(Date.now() + 60_000);
    const pertama = await a.antrean.kirim(
      'uji.kunci',
      { x: 1 },
      { singletonKey: 'ujian:42', mulaiPada },
    );
    const kedua = await b.antrean.kirim(
      'uji.kunci',
      { x: 2 },
      { singletonKey: 'ujian:42', mulaiPada },
    );
    const lain = await b.antrean.kirim(
      'uji.kunci',
      { x: 3 },
      { singletonKey: 'ujian:43', mulaiPada },
    );
    expect(pertama).toEqual(expect.any(String));
    expect(kedua).toBeNull();
    expect(lain).toEqual(expect.any(String));
    expect(lain).not.toBe(pertama);
    await tutup(a, b);
  });
});
