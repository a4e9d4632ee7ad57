import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kelas, startTestServer, type TestServer, tokenSemua } from '../../test/harness';
import type { Db } from '../db/client';
import { dosen, jadwalKelas, kelasKuliah, mahasiswa, pengguna, pesertaKelas } from '../db/schema';
import { CacheBaca, type Pemuat } from './cache';

// The read cache behind the hot reads (class list, class and meeting pages, user_info, the
// caller of every call): whatever changes in the database, by any path, shows on the next read.
let s: TestServer;
let token: Awaited<ReturnType<typeof tokenSemua>>;
const IF201 = kelas('IF201');
beforeAll(async () => {
  s = await startTestServer();
  token = await tokenSemua(s);
});
afterAll(() => s?.close());

const db = () => s.ctx.database.db;
const baca = (path: string, who: keyof typeof token = 'mahasiswa') =>
  s.call(path, { token: token[who] });

describe('read cache of the hot reads', () => {
  it('answers a repeated read from the cache', async () => {
    await baca(`/v2/lms/kelas_kuliah/${IF201}`);
    const sebelum = { ...s.ctx.cache.statistik };
    const res = await baca(`/v2/lms/kelas_kuliah/${IF201}`);
    expect(res.status).toBe(200);
    expect(s.ctx.cache.statistik.kena).toBeGreaterThan(sebelum.kena);
    expect(s.ctx.cache.statistik.luput).toBe(sebelum.luput);
  });

  it("shows a change to the class's own row on the next read", async () => {
    await baca(`/v2/lms/kelas_kuliah/${IF201}`);
    await db().update(kelasKuliah).set({ kapasitas: 77 }).where(eq(kelasKuliah.id, IF201));
    const res = await baca(`/v2/lms/kelas_kuliah/${IF201}`);
    expect(res.body.data.kapasitas).toBe(77);
    const daftar = await baca('/lms/kelas_kuliah?per_page=50');
    expect(daftar.body.data.find((k: { id: string }) => k.id === IF201).kapasitas).toBe(77);
  });

  it('shows a new schedule row of the class (another table) on the next read', async () => {
    const awal = (await baca(`/v2/lms/kelas_kuliah/${IF201}`)).body.data.jadwal.length;
    await db()
      .insert(jadwalKelas)
      .values({ idKelasKuliah: IF201, hari: 6, jamMulai: '07:00:00', jamSelesai: '08:40:00' });
    const res = await baca(`/v2/lms/kelas_kuliah/${IF201}`);
    expect(res.body.data.jadwal).toHaveLength(awal + 1);
  });

  it("shows a lecturer's new name (a table read for every class) on the next read", async () => {
    const kelasAwal = (await baca(`/v2/lms/kelas_kuliah/${IF201}`)).body.data;
    const idDosen = kelasAwal.pengajar[0].id_dosen as string;
    await db().update(dosen).set({ nama: 'Budi Santoso Baru' }).where(eq(dosen.id, idDosen));
    const res = await baca(`/v2/lms/kelas_kuliah/${IF201}`);
    expect(res.body.data.pengajar[0].nama).toBe('Budi Santoso Baru');
  });

  it('takes a class away from a student removed from it at once', async () => {
    expect((await baca(`/v2/lms/kelas_kuliah/${IF201}`)).status).toBe(200);
    const info = (await baca('/v2/user_info')).body.data;
    const idMahasiswa = info.mahasiswa.id as string;
    const [baris] = await db()
      .delete(pesertaKelas)
      .where(and(eq(pesertaKelas.idKelasKuliah, IF201), eq(pesertaKelas.idMahasiswa, idMahasiswa)))
      .returning();
    try {
      expect((await baca(`/v2/lms/kelas_kuliah/${IF201}`)).status).toBe(403);
      const daftar = await baca('/lms/kelas_kuliah?per_page=50');
      expect(daftar.body.data.map((k: { id: string }) => k.id)).not.toContain(IF201);
    } finally {
      if (baris) await db().insert(pesertaKelas).values(baris);
    }
    expect((await baca(`/v2/lms/kelas_kuliah/${IF201}`)).status).toBe(200);
  });

  it("shows a change to the user's own record in user_info", async () => {
    const info = (await baca('/v2/user_info')).body.data;
    await db().update(mahasiswa).set({ angkatan: 2019 }).where(eq(mahasiswa.id, info.mahasiswa.id));
    expect((await baca('/v2/user_info')).body.data.mahasiswa.angkatan).toBe(2019);
  });

  it('refuses a deactivated account at once', async () => {
    const t = (await s.login('dosen')).access_token;
    const info = (await s.call('/v2/user_info', { token: t })).body.data;
    await db().update(pengguna).set({ isActive: false }).where(eq(pengguna.id, info.id));
    try {
      expect((await s.call('/v2/user_info', { token: t })).status).toBe(401);
    } finally {
      await db().update(pengguna).set({ isActive: true }).where(eq(pengguna.id, info.id));
    }
  });

  it('keeps nothing a rolled-back write did', async () => {
    await baca(`/v2/lms/kelas_kuliah/${IF201}`);
    await db()
      .transaction(async (tx) => {
        await tx.update(kelasKuliah).set({ kapasitas: 5 }).where(eq(kelasKuliah.id, IF201));
        tx.rollback();
      })
      .catch(() => {});
    expect((await baca(`/v2/lms/kelas_kuliah/${IF201}`)).body.data.kapasitas).not.toBe(5);
  });
});

/** A cache of its own on the test server's announcements, stopped afterwards. */
async function denganCache(uji: (cache: CacheBaca) => Promise<void>) {
  const cache = new CacheBaca();
  await cache.mulai(s.ctx.siaran);
  try {
    await uji(cache);
  } finally {
    await cache.berhenti();
  }
}

describe('CacheBaca', () => {
  it('does not keep a value loaded while a change to it was announced', () =>
    denganCache(async (cache) => {
      let n = 0;
      const muat = async () => {
        n++;
        // The change lands while the first load is still running.
        if (n === 1) cache.berubah('kelas_kuliah:x');
        return { n };
      };
      expect(await cache.baca('k', db(), muat, { topik: ['kelas_kuliah:x'] })).toEqual({ n: 1 });
      expect(await cache.baca('k', db(), muat, { topik: ['kelas_kuliah:x'] })).toEqual({ n: 2 });
      expect(await cache.baca('k', db(), muat, { topik: ['kelas_kuliah:x'] })).toEqual({ n: 2 });
    }));

  it('shares one load between concurrent misses', () =>
    denganCache(async (cache) => {
      let n = 0;
      const muat = async () => {
        n++;
        await new Promise((r) => setTimeout(r, 20));
        return n;
      };
      const hasil = await Promise.all(
        Array.from({ length: 10 }, () => cache.baca('k', db(), muat)),
      );
      expect(hasil).toEqual(Array(10).fill(1));
      expect(n).toBe(1);
    }));

  it('depends on every table its loader read, unless told they are filtered', () =>
    denganCache(async (cache) => {
      let n = 0;
      const muat = async (p: Pemuat<Db>) => {
        n++;
        await p.db.select().from(dosen).limit(1);
        return n;
      };
      await cache.baca('dosen', db(), muat);
      cache.berubah('t:dosen');
      expect(await cache.baca('dosen', db(), muat)).toBe(2);
      await cache.baca('dosen-tersaring', db(), muat, { topik: ['x:1'], tersaring: ['dosen'] });
      cache.berubah('t:dosen');
      expect(await cache.baca('dosen-tersaring', db(), muat, { tersaring: ['dosen'] })).toBe(3);
    }));

  it('a value made from another cached value depends on what that one depends on', () =>
    denganCache(async (cache) => {
      let dalam = 0;
      let luar = 0;
      const muatDalam = async (p: Pemuat<Db>) => {
        dalam++;
        await p.db.select().from(dosen).limit(1);
        return dalam;
      };
      const muatLuar = async (p: Pemuat<Db>) => {
        luar++;
        return { luar, dalam: await p.baca('dalam', muatDalam, { topik: ['dosen:d1'] }) };
      };
      expect(await cache.baca('luar', db(), muatLuar)).toEqual({ luar: 1, dalam: 1 });
      expect(await cache.baca('luar', db(), muatLuar)).toEqual({ luar: 1, dalam: 1 });
      // A change to the inner value's entity, then to a table only the inner loader read: the
      // outer value is loaded again each time, with the inner one's new value.
      cache.berubah('dosen:d1');
      expect(await cache.baca('luar', db(), muatLuar)).toEqual({ luar: 2, dalam: 2 });
      cache.berubah('t:dosen');
      expect(await cache.baca('luar', db(), muatLuar)).toEqual({ luar: 3, dalam: 3 });
    }));

  it('caches nothing once the announcements are lost', async () => {
    const cache = new CacheBaca();
    await cache.mulai(s.ctx.siaran);
    let n = 0;
    const muat = async () => ++n;
    await cache.baca('k', db(), muat);
    await cache.berhenti();
    expect(await cache.baca('k', db(), muat)).toBe(2);
    expect(await cache.baca('k', db(), muat)).toBe(3);
  });
});

describe.runIf(process.env.KAMPUS_TEST_DB === 'postgres')('two instances on one PostgreSQL', () => {
  it('forgets a cached class when the other instance changes it', async () => {
    const { openDatabase } = await import('../db/client');
    const { contextDari } = await import('../server');
    const { buildApp } = await import('../app');
    const database = await openDatabase({ url: s.ctx.config.DATABASE_URL, dataDir: '' });
    const ctxB = await contextDari(database, s.ctx.config, s.ctx.tokens.secret);
    const appB = await buildApp(ctxB);
    const urlB = await appB.listen({ port: 0, host: '127.0.0.1' });
    try {
      const bacaB = async () => {
        const res = await fetch(`${urlB}/v2/lms/kelas_kuliah/${IF201}`, {
          headers: {
            'college-id': s.ctx.config.COLLEGE_ID,
            authorization: `Bearer ${token.dosen}`,
          },
        });
        return ((await res.json()) as { data: { kapasitas: number } }).data;
      };
      await bacaB();
      expect((await bacaB()).kapasitas).not.toBe(61);
      // A lecturer's change through instance A ...
      await db().update(kelasKuliah).set({ kapasitas: 61 }).where(eq(kelasKuliah.id, IF201));
      // ... is announced to instance B within moments.
      await expect.poll(async () => (await bacaB()).kapasitas, { timeout: 2000 }).toBe(61);
    } finally {
      await appB.close();
      await ctxB.tutup();
      await database.close();
    }
  });
});

describe('CacheBaca of large texts', () => {
  it('keeps them by their size: the oldest goes when they would pass the bound', async () => {
    // 2 entries of any kind, plus 6 units of 64 KB for texts beyond their first unit.
    const cache = new CacheBaca({ maks: 10, maksBesar: 6 });
    await cache.mulai(s.ctx.siaran);
    try {
      const dimuat: string[] = [];
      const teks = (k: string) => async () => {
        dimuat.push(k);
        return k.repeat(192 * 1024); // 3 units: 1 + 2 beyond the first
      };
      for (const k of ['a', 'b', 'c']) await cache.baca(k, db(), teks(k));
      // 9 units, with room for 16: all three kept.
      for (const k of ['a', 'b', 'c']) await cache.baca(k, db(), teks(k));
      expect(dimuat).toEqual(['a', 'b', 'c']);
      for (const k of ['d', 'e', 'f']) await cache.baca(k, db(), teks(k));
      // 18 units would pass 16: the least recently read ('a') went.
      await cache.baca('a', db(), teks('a'));
      expect(dimuat.filter((k) => k === 'a')).toHaveLength(2);
    } finally {
      await cache.berhenti();
    }
  });
});
