import { calls } from '@kampus/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kelas, startTestServer, type TestServer, tokenSemua } from '../../test/harness';
import { seedTugasDemo } from './tugas';

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
  // The demo seeds its assignments around the moment of `npm start`.
  await seedTugasDemo(s.ctx.database.db, s.ctx.storage, new Date());
});
afterAll(() => s?.close());

async function tugasPertemuan(nomor: number, token: string) {
  const daftar = await s.panggil(calls.daftarPertemuan, {
    query: { id_kelas_kuliah: kelas('IF101'), per_page: 20 },
    token: t.operator,
  });
  const p = daftar.data.find((x) => x.nomor === nomor)!;
  const res = await s.panggil(calls.daftarTugas, { query: { id_pertemuan: p.id }, token });
  return { p, data: res.data };
}

describe('demo assignments', () => {
  it('an individual report: one graded, one waiting, one late; its PDFs download', async () => {
    const { p, data } = await tugasPertemuan(4, t.dosen);
    expect(p.count_activity.tugas).toBe(1);
    const tg = data[0]!;
    expect(tg).toMatchObject({ jenis: 'individu', terima_terlambat: true });
    expect(tg.rekap).toMatchObject({
      status: 'Belum Dinilai',
      jumlah_pengumpulan: 3,
      jumlah_dinilai: 1,
      jumlah_terlambat: 1,
      total_nilai: 88,
    });
    const daftar = await s.panggil(calls.daftarPengumpulan, {
      params: { id: tg.id },
      query: { per_page: 3 },
      token: t.dosen,
    });
    expect(daftar.data.map((r) => [r.pengumpulan?.nilai, r.pengumpulan?.terlambat])).toEqual([
      [88, false],
      [null, false],
      [null, true],
    ]);
    const berkas = daftar.data[0]!.pengumpulan!.berkas[0]!;
    const unduh = await s.call(berkas.url, { token: t.dosen });
    expect(unduh.status).toBe(200);
    const saya = await s.panggil(calls.pengumpulanSaya, {
      params: { id: tg.id },
      token: t.mahasiswa,
    });
    expect(saya.data.pengumpulan?.nilai).toBe(88);
  });

  it('a group project with two groups of three, the first handed in by its leader', async () => {
    const { data } = await tugasPertemuan(5, t.dosen);
    const tg = data[0]!;
    expect(tg).toMatchObject({ jenis: 'kelompok' });
    expect(tg.rekap).toMatchObject({
      status: 'Belum Dinilai',
      jumlah_target: 2,
      jumlah_pengumpulan: 1,
    });
    const grup = await s.panggil(calls.daftarKelompok, { params: { id: tg.id }, token: t.dosen });
    expect(grup.data.map((g) => [g.nama, g.anggota.length, g.sudah_mengumpulkan])).toEqual([
      ['Kelompok 1', 3, true],
      ['Kelompok 2', 3, false],
    ]);
    expect(grup.data[0]!.anggota[0]!.jabatan).toBe('ketua');
  });

  it("the BAP lists each meeting's assignments with total_nilai and jumlah_dinilai", async () => {
    const res = await s.panggil(calls.bap, { params: { id: kelas('IF101') }, token: t.dosen });
    expect(res.status).toBe(200);
    const p4 = res.data.pertemuan.find((p) => p.info.nomor === 4)!;
    expect(p4.tugas).toEqual([
      { judul: expect.stringMatching(/^Laporan: /), total_nilai: 88, jumlah_dinilai: 1 },
    ]);
  });
});
