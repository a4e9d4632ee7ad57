import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galatDataDatabase } from '../http/masukan';
import { type Database, openDatabase } from './client';
import type { KlienPglite } from './pglite-di-thread';

/** The longest gap between ticks of a 5 ms timer while `kerja` runs: how long the event loop
 * was kept from everything else (requests, event streams, timers). */
async function jedaTerpanjang<T>(kerja: () => Promise<T>) {
  let terakhir = performance.now();
  let jeda = 0;
  const detak = setInterval(() => {
    const kini = performance.now();
    jeda = Math.max(jeda, kini - terakhir);
    terakhir = kini;
  }, 5);
  const mulai = performance.now();
  try {
    const hasil = await kerja();
    const kini = performance.now();
    // The gap still open when the work ends counts too (a blocked loop ticks only after it).
    return { hasil, jeda: Math.max(jeda, kini - terakhir), lama: kini - mulai };
  } finally {
    clearInterval(detak);
  }
}

describe('PGlite in its own thread', () => {
  let database: Database;
  let pglite: KlienPglite;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    pglite = database.pglite as KlienPglite;
  });
  afterAll(() => database.close());

  it('a slow query does not stall the event loop: timers keep running while it works', async () => {
    const { hasil, jeda, lama } = await jedaTerpanjang(() =>
      pglite.query<{ n: number }>('SELECT count(*)::int AS n FROM generate_series(1, 3000000)'),
    );
    expect(hasil.rows).toEqual([{ n: 3_000_000 }]);
    // Run on the event loop, the query would hold it for its whole length (~1 s here).
    expect(lama).toBeGreaterThan(300);
    expect(jeda).toBeLessThan(Math.min(250, lama / 2));
  });

  it("keeps PostgreSQL's error code, so a refused value is still a 4xx with an Indonesian message", async () => {
    await database.db.execute(sql`CREATE TABLE uji_unik (kode text PRIMARY KEY)`);
    await database.db.execute(sql`INSERT INTO uji_unik VALUES ('A')`);
    const galat = await database.db.execute(sql`INSERT INTO uji_unik VALUES ('A')`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(galatDataDatabase(galat)).toEqual({ status: 409, pesan: 'Data yang sama sudah ada' });
  });

  it('a transaction that throws leaves nothing behind; one that returns is committed', async () => {
    await database.db.execute(sql`CREATE TABLE uji_tx (n int)`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO uji_tx VALUES (1)`);
        throw new Error('batal');
      }),
    ).rejects.toThrow('batal');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO uji_tx VALUES (2)`);
      await tx.execute(sql`INSERT INTO uji_tx VALUES (3)`);
    });
    const isi = await pglite.query<{ n: number }>('SELECT n FROM uji_tx ORDER BY n');
    expect(isi.rows).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it('a query outside a transaction waits for it to end, as on one connection', async () => {
    await database.db.execute(sql`CREATE TABLE uji_urut (n int)`);
    let lepas = () => {};
    const tahan = new Promise<void>((r) => {
      lepas = r;
    });
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`INSERT INTO uji_urut VALUES (1)`);
      await tahan;
    });
    await new Promise((r) => setTimeout(r, 20));
    const baca = pglite.query<{ n: number }>('SELECT count(*)::int AS n FROM uji_urut');
    lepas();
    await tx;
    expect((await baca).rows).toEqual([{ n: 1 }]);
  });

  it('a notification reaches its listener before the statement that raised it answers', async () => {
    const diterima: string[] = [];
    const berhenti = await pglite.listen('uji_kanal', (m) => diterima.push(m));
    await pglite.query("SELECT pg_notify('uji_kanal', 'halo')");
    expect(diterima).toEqual(['halo']);
    await berhenti();
    await pglite.query("SELECT pg_notify('uji_kanal', 'lagi')");
    expect(diterima).toEqual(['halo']);
  });

  it('dates and times stay as PostgreSQL wrote them for drizzle, other values are typed', async () => {
    const hasil = (await database.db.execute(
      sql`SELECT timestamptz '2026-11-25 07:30:00+07' AS w, date '2026-11-25' AS d, 42::int AS i, '{"a":1}'::jsonb AS j`,
    )) as unknown as { rows: Record<string, unknown>[] };
    const [baris] = hasil.rows;
    expect(baris).toEqual({ w: '2026-11-25 00:30:00+00', d: '2026-11-25', i: 42, j: { a: 1 } });
  });
});
