import { calls } from '@kampus/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kelas, startTestServer, type TestServer, tokenSemua } from '../../test/harness';
import { seedKehadiranDosenDemo } from './kehadiranDosen';

const KINI = new Date('2025-10-15T03:00:00Z');
let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
  // The demo seeds its lecturer attendance for the meetings finished at `npm start`.
  await seedKehadiranDosenDemo(s.ctx.database.db, KINI);
});
afterAll(() => s?.close());

async function pertemuanIF201() {
  const daftar = await s.panggil(calls.daftarPertemuan, {
    query: { id_kelas_kuliah: kelas('IF201'), per_page: 20 },
    token: t.operator,
  });
  return daftar.data;
}

async function kehadiran(nomor: number) {
  const p = (await pertemuanIF201()).find((x) => x.nomor === nomor);
  const res = await s.panggil(calls.kehadiranDosenPertemuan, {
    params: { idPertemuan: p?.id ?? '' },
    token: t.dosen,
  });
  return res.data.pengajar.map((g) => ({
    nama: g.pengajar.nama,
    is_hadir: g.is_hadir,
    status_validasi: g.status_validasi,
    oleh: g.updated_by?.username,
  }));
}

describe('demo lecturer attendance', () => {
  it('finished meetings recorded and validated, the latest waiting, the second teacher absent once', async () => {
    expect(await kehadiran(1)).toEqual([
      {
        nama: 'Budi Santoso',
        is_hadir: true,
        status_validasi: 'Sudah Divalidasi',
        oleh: 'dosen01',
      },
      {
        nama: 'Siti Rahmawati',
        is_hadir: false,
        status_validasi: 'Sudah Divalidasi',
        oleh: 'operator',
      },
    ]);
    const selesai = (await pertemuanIF201()).filter((p) => Date.parse(p.waktu_selesai) < +KINI);
    const n = selesai.length;
    expect(n).toBeGreaterThan(2);
    expect((await kehadiran(n - 1)).map((g) => g.status_validasi)).toEqual([
      'Sudah Divalidasi',
      'Sudah Divalidasi',
    ]);
    expect((await kehadiran(n)).map((g) => g.status_validasi)).toEqual([
      'Belum Divalidasi',
      'Belum Divalidasi',
    ]);
    expect((await kehadiran(n + 1)).map((g) => g.is_hadir)).toEqual([null, null]);
  });
});
