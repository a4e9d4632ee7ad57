import { calls, type Vidcon } from '@kampus/api/contract';
import { PESAN_IZIN } from '@kampus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  denganHakOperator,
  kelas,
  startTestServer,
  type TestServer,
  tokenSemua,
  tokenUntuk,
} from '../../../test/harness';

// GET /lms/vidcon without id_pertemuan: the /vidcon page, every vidcon of the caller's classes.

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
/** A student of IF101 B, a lecturer of another class. */
let mhsLain: string;
let dosenLain: string;
let idPertemuan: string;
let v: Vidcon;

const menit = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
  [mhsLain, dosenLain] = await Promise.all([tokenUntuk(s, '2401040'), tokenUntuk(s, 'dosen03')]);
  const res = await s.panggil(calls.daftarPertemuan, {
    query: { id_kelas_kuliah: kelas('IF101'), per_page: 20 },
    token: t.dosen,
  });
  idPertemuan = res.data.find((p) => p.nomor === 11)!.id;
  const tambah = await s.panggil(calls.tambahVidcon, {
    badanMentah: {
      id_pertemuan: idPertemuan,
      judul: 'Vidcon lintas kelas unik',
      aplikasi: 'gmeet',
      link: 'https://meet.google.com/abc-defg-hij',
      catatan: '',
      waktu_mulai: menit(-5),
      waktu_selesai: menit(55),
    },
    token: t.dosen,
  });
  expect(tambah.status).toBe(200);
  v = tambah.data;
});
afterAll(() => s?.close());

const daftar = (token: string, query: Record<string, unknown> = {}) =>
  s.panggil(calls.daftarVidconPertemuan, { query: { per_page: 100, ...query }, token });

describe('the vidcons of every class of the caller (/vidcon)', () => {
  it('lists a student the vidcons of their classes, newest first, with class and meeting', async () => {
    const res = await daftar(t.mahasiswa);
    expect(res.status).toBe(200);
    const ini = res.data.find((x) => x.id === v.id);
    expect(ini).toMatchObject({
      status: 'berlangsung',
      kelas_kuliah: { id: kelas('IF101'), nama: 'A', mata_kuliah: { kode: 'IF101' } },
      pertemuan: { nomor: 11 },
    });
    const mulai = res.data.map((x) => Date.parse(x.waktu_mulai));
    expect(mulai).toEqual([...mulai].sort((a, b) => b - a));
    const kelasSaya = await s.panggil(calls.daftarKelasKuliah, {
      query: { per_page: 100 },
      token: t.mahasiswa,
    });
    const idKelasSaya = new Set(kelasSaya.data.map((k) => k.id));
    for (const x of res.data) expect(idKelasSaya.has(x.id_kelas_kuliah)).toBe(true);
  });

  it('pages, and filters by status and title', async () => {
    const semua = await daftar(t.dosen);
    const halaman = await daftar(t.dosen, { per_page: 1, page: 1 });
    expect(halaman.data).toHaveLength(1);
    expect(halaman.body.meta.total_items).toBe(semua.body.meta.total_items);
    const cari = await daftar(t.dosen, { search: 'lintas kelas unik' });
    expect(cari.data.map((x) => x.id)).toEqual([v.id]);
    for (const status of ['belum_dimulai', 'berlangsung', 'selesai'] as const) {
      const res = await daftar(t.dosen, { status });
      expect(res.status).toBe(200);
      for (const x of res.data) expect(x.status).toBe(status);
    }
    expect(
      (await daftar(t.dosen, { status: 'selesai', search: 'lintas kelas unik' })).data,
    ).toEqual([]);
  });

  it('shows nothing of a class to a student or lecturer outside it', async () => {
    for (const token of [mhsLain, dosenLain]) {
      const res = await daftar(token, { search: 'lintas kelas unik' });
      expect(res.status).toBe(200);
      expect(res.data).toEqual([]);
    }
  });

  it('shows a student only their own joins across classes', async () => {
    expect(
      (await s.panggil(calls.gabungVidcon, { params: { id: v.id }, token: t.mahasiswa })).status,
    ).toBe(200);
    const mhs2 = await tokenUntuk(s, '2401002');
    await s.panggil(calls.gabungVidcon, { params: { id: v.id }, token: mhs2 });
    const res = await daftar(mhs2, { search: 'lintas kelas unik' });
    expect(res.data[0]?.jumlah_peserta).toBe(2);
    expect(res.data[0]?.join_data.map((j) => j.username)).toEqual(['2401002']);
    const dosen = await daftar(t.dosen, { search: 'lintas kelas unik' });
    expect(dosen.data[0]?.join_data.map((j) => j.username)).toEqual(['2401001', '2401002']);
  });

  it('an operator sees the college with read on kelas_kuliah, nothing without it', async () => {
    expect((await daftar(t.operator, { search: 'lintas kelas unik' })).data).toHaveLength(1);
    await denganHakOperator(s, { kelas_kuliah: 'no_access' }, async () => {
      const res = await daftar(t.operator);
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe(PESAN_IZIN.hakBacaKelas);
    });
  });

  it('refuses an unknown status', async () => {
    const res = await daftar(t.dosen, { status: 'kemarin' });
    expect(res.status).toBe(422);
  });
});
