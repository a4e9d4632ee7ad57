import { and, asc, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kehadiranMahasiswa, mahasiswa, pertemuan } from '../src/db/schema';
import { createPostgresDatabase, kelas } from './harness';
import { type Instans, mulaiInstans } from './instans';

// Issue 25: the exam attendance rule an operator changes on instance A applies to a student's
// calls on instance B as soon as B hears the database's announcement of the change (its read
// cache never keeps a value past it), without a restart or a process-local timer.

const postgres = process.env.KAMPUS_TEST_DB === 'postgres';

describe.skipIf(!postgres)('the exam attendance rule across instances', () => {
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let a: Instans;
  let b: Instans;
  let idUts = '';

  beforeAll(async () => {
    pgDb = await createPostgresDatabase({ terisi: true });
    a = await mulaiInstans(pgDb.url);
    b = await mulaiInstans(pgDb.url);
    const db = a.database.db;
    const daftar = await db
      .select({ id: pertemuan.id, nomor: pertemuan.nomor })
      .from(pertemuan)
      .where(and(eq(pertemuan.idKelasKuliah, kelas('IF101')), lt(pertemuan.nomor, 9)))
      .orderBy(asc(pertemuan.nomor));
    idUts = daftar.find((p) => p.nomor === 8)?.id ?? '';
    const [m] = await db.select().from(mahasiswa).where(eq(mahasiswa.nim, '2401001'));
    if (!m || !idUts) throw new Error('data demo tidak ada');
    // Present at 2 of the 7 meetings before the UTS.
    await db.delete(kehadiranMahasiswa).where(eq(kehadiranMahasiswa.idPengguna, m.idPengguna));
    await db.insert(kehadiranMahasiswa).values(
      daftar
        .filter((p) => p.nomor < 8)
        .map((p, i) => ({
          idPertemuan: p.id,
          idPengguna: m.idPengguna,
          presensi: i < 2 ? 'H' : 'A',
          isManual: true,
        })),
    );
  });
  afterAll(async () => {
    await b?.tutup();
    await a?.tutup();
    await pgDb?.drop();
  });

  /** The first answer of B's meeting call that has `status`, and how long it took to come. */
  async function sampai(token: string, status: number) {
    const mulai = Date.now();
    for (;;) {
      const res = await b.panggil(`/lms/pertemuan/${idUts}`, { token });
      if (res.status === status || Date.now() - mulai > 5000)
        return { res, ms: Date.now() - mulai };
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it('turned on at A restricts the student at B, and turned off frees them', async () => {
    const [operator, mhs] = await Promise.all([a.masuk('operator'), b.masuk('mahasiswa')]);
    // B has read the meeting and the (off) rule already: both are in its cache.
    expect((await b.panggil(`/lms/pertemuan/${idUts}`, { token: mhs })).status).toBe(200);

    const nyala = await a.panggil('/lms/pengaturan/pembatasan_ujian_kehadiran', {
      method: 'PUT',
      token: operator,
      body: { aktif: true, persen_minimal: 75, jenis_ujian: ['uts', 'uas'] },
    });
    expect(nyala.status).toBe(200);
    const dibatasi = await sampai(mhs, 403);
    expect(dibatasi.res.body.status.code).toBe('pembatasan_ujian_kehadiran');
    expect(dibatasi.res.body.data).toEqual({ id_pertemuan: idUts });
    // The announcement's way from A through PostgreSQL to B, not a cache lifetime.
    expect(dibatasi.ms).toBeLessThan(2000);

    const mati = await a.panggil('/lms/pengaturan/pembatasan_ujian_kehadiran', {
      method: 'PUT',
      token: operator,
      body: { aktif: false, persen_minimal: 75, jenis_ujian: ['uts', 'uas'] },
    });
    expect(mati.status).toBe(200);
    const bebas = await sampai(mhs, 200);
    expect(bebas.res.status).toBe(200);
    expect(bebas.ms).toBeLessThan(2000);
  });
});
