// What the attendance bench (bench/kehadiran.ts, kehadiranBadai.ts) shares: a database handle
// that counts the SQL statements it sends, a closed-loop load of one GET, and the lecturer of a
// generated class as an actor.
import type { PGlite } from '@electric-sql/pglite';
import { and, eq, like } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database, Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { dosen, pengguna } from '../src/db/schema';
import type { Aktor } from '../src/modules/auth';
import { DEMO_COLLEGE_ID } from '../src/seed/demo';
import { Catatan, minta, persentil } from './beban';

/**
 * The same database through a handle of its own whose drizzle logger counts every statement
 * (inside transactions too): what a use case costs in round trips.
 */
export function dbBerhitung(database: Database) {
  const hitung = { n: 0 };
  const logger = {
    logQuery() {
      hitung.n++;
    },
  };
  let pool: pg.Pool | null = null;
  let db: Db;
  if (database.kind === 'postgres') {
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    db = drizzlePg(pool, { schema, logger }) as unknown as Db;
  } else {
    db = drizzlePglite(database.pglite as unknown as PGlite, { schema, logger }) as unknown as Db;
  }
  return {
    db,
    hitung,
    tutup: async () => {
      await pool?.end();
    },
  };
}

/** The lecturer of the generated classes (seedBesar's first), as the server's actor. */
export async function aktorDosenBench(db: Db): Promise<Aktor> {
  const [d] = await db
    .select({
      idDosen: dosen.id,
      idPengguna: pengguna.id,
      username: pengguna.username,
      nama: pengguna.nama,
    })
    .from(dosen)
    .innerJoin(pengguna, eq(pengguna.id, dosen.idPengguna))
    .where(and(eq(dosen.idPerguruanTinggi, DEMO_COLLEGE_ID), like(dosen.nidn, '99%')))
    .orderBy(dosen.nidn)
    .limit(1);
  if (!d) throw new Error('dosen bench tidak ada');
  return {
    idPengguna: d.idPengguna,
    idPerguruanTinggi: DEMO_COLLEGE_ID,
    username: d.username,
    nama: d.nama,
    role: 'dosen',
    idMahasiswa: null,
    idDosen: d.idDosen,
    hakAkses: null,
  };
}

export interface HasilBeban {
  jumlah: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  gagal: number;
  bytes: number;
}

/** `koneksi` clients each GETting `url` again as soon as answered, for `detik` (closed loop). */
export async function bebanTertutup(
  url: string,
  headers: Record<string, string>,
  koneksi: number,
  detik: number,
): Promise<HasilBeban> {
  const c = new Catatan();
  let bytes = 0;
  const t0 = performance.now();
  const akhir = t0 + detik * 1000;
  await Promise.all(
    Array.from({ length: koneksi }, async () => {
      while (performance.now() < akhir) {
        const t = performance.now();
        try {
          const res = await minta(url, 'GET', headers);
          c.catat(performance.now() - t, t - t0);
          if (res.status >= 300) c.gagal(String(res.status), false);
          bytes = res.teks.length;
        } catch (e) {
          c.gagal((e as Error).name, true);
        }
      }
    }),
  );
  const lama = (performance.now() - t0) / 1000;
  const r = (x: number) => Math.round(x * 10) / 10;
  return {
    jumlah: c.ms.length,
    rps: r(c.ms.length / lama),
    p50: r(persentil(c.ms, 0.5)),
    p95: r(persentil(c.ms, 0.95)),
    p99: r(persentil(c.ms, 0.99)),
    gagal: c.non2xx + c.galat,
    bytes,
  };
}

/** The median of a list of numbers. */
export function median(xs: number[]) {
  return persentil(xs, 0.5);
}
