import { type BarisDaftarKehadiranDosen, calls, type Pengaturan } from '@kampus/api/contract';
import { HAK_AKSES_KOSONG, type HakAkses, PESAN_IZIN } from '@kampus/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  denganHakOperator,
  kelas,
  startTestServer,
  type TestServer,
  tokenSemua,
  tokenUntuk,
} from '../../../test/harness';
import { dbBerhitung } from '../../../test/kueri';
import { pengaturan, pengguna } from '../../db/schema';
import type { Aktor } from '../auth';
import { susunDaftarKehadiranDosen } from './daftar';

// The lecturer attendance list (/kehadiran?tab=1, GET /lms/kehadiran_dosen) on the demo: IF201 A
// is taught by dosen01 and dosen02; dosen03 teaches neither it nor dosen01's other classes.

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
let dosen03: string;
const id = { dosen01: '', dosen02: '' };
const IF201 = kelas('IF201');

beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
  const dosen02 = await tokenUntuk(s, 'dosen02');
  dosen03 = await tokenUntuk(s, 'dosen03');
  const idDosen = async (token: string) =>
    (await s.call('/v2/user_info', { token })).body.data.dosen.id as string;
  id.dosen01 = await idDosen(t.dosen);
  id.dosen02 = await idDosen(dosen02);
});
afterAll(() => s?.close());

const daftar = (query: Record<string, unknown>, token = t.operator) =>
  s.panggil(calls.daftarKehadiranDosen, { query, token });
const nomor = (rows: BarisDaftarKehadiranDosen[], n: number) =>
  rows.find((r) => r.pertemuan.nomor === n);

describe('GET /lms/kehadiran_dosen', () => {
  it('an operator sees every teacher of each meeting, newest first; a save shows in the list', async () => {
    const res = await daftar({ id_kelas_kuliah: IF201, per_page: 50 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.length).toBeGreaterThan(3);
    expect(res.body.meta.total_items).toBe(res.data.length);
    const mulai = res.data.map((r) => Date.parse(r.pertemuan.waktu_mulai));
    expect(mulai).toEqual([...mulai].sort((a, b) => b - a));
    const dua = nomor(res.data, 2);
    expect(dua).toMatchObject({
      pertemuan: { nomor: 2, jenis: 'online' },
      kelas_kuliah: {
        id: IF201,
        periode: 20251,
        mata_kuliah: { kode: 'IF201', nama: 'Basis Data' },
        kelas: { nama: 'A' },
      },
      validasi_kehadiran_dosen: true,
    });
    expect(dua?.pengajar.map((g) => g.pengajar.id_dosen)).toEqual([id.dosen01, id.dosen02]);
    expect(dua?.pengajar[0]).toMatchObject({
      pengajar: { nama_pengajar: 'Dr. Budi Santoso, M.Kom.' },
      ada_presensi: false,
      is_hadir: null,
      status_validasi: null,
      mulai_kuliah: null,
    });

    const mulaiKuliah = new Date(Date.now() - 90 * 60_000).toISOString();
    const selesaiKuliah = new Date(Date.now() - 10 * 60_000).toISOString();
    const simpan = await s.panggil(calls.ubahKehadiranDosen, {
      params: { idPertemuan: dua?.pertemuan.id ?? '', idDosen: id.dosen02 },
      body: { is_hadir: true, mulai_kuliah: mulaiKuliah, selesai_kuliah: selesaiKuliah },
      token: t.operator,
    });
    expect(simpan.status).toBe(200);
    const lagi = nomor((await daftar({ id_kelas_kuliah: IF201, per_page: 50 })).data, 2);
    expect(lagi?.pengajar[1]).toMatchObject({
      ada_presensi: true,
      is_hadir: true,
      is_valid: true,
      status_validasi: 'Sudah Divalidasi',
      mulai_kuliah: mulaiKuliah,
      selesai_kuliah: selesaiKuliah,
    });
  });

  it('a lecturer sees only the classes they teach, and only their own row', async () => {
    const res = await daftar({ per_page: 200 }, t.dosen);
    expect(res.status).toBe(200);
    expect(res.data.length).toBeGreaterThan(0);
    for (const r of res.data) {
      expect(r.pengajar.every((g) => g.pengajar.id_dosen === id.dosen01)).toBe(true);
    }
    const dua = nomor((await daftar({ id_kelas_kuliah: IF201, per_page: 50 }, t.dosen)).data, 2);
    expect(dua?.pengajar.map((g) => g.pengajar.id_dosen)).toEqual([id.dosen01]);
    const bukan = await daftar({ id_kelas_kuliah: IF201 }, dosen03);
    expect(bukan.status).toBe(200);
    expect(bukan.data).toEqual([]);
    expect(bukan.body.meta.total_items).toBe(0);
    const milik03 = await daftar({ per_page: 200 }, dosen03);
    expect(milik03.data.some((r) => r.kelas_kuliah.id === IF201)).toBe(false);
  });

  it('without validasi_kehadiran_dosen no validation status is given', async () => {
    const db = s.ctx.database.db;
    const [asal] = await db.select().from(pengaturan);
    const data = structuredClone(asal?.data) as Pengaturan;
    data.pengaturan_kelas.validasi_kehadiran_dosen = false;
    await db.update(pengaturan).set({ data });
    try {
      const res = await daftar({ id_kelas_kuliah: IF201, per_page: 50 });
      expect(res.data.every((r) => !r.validasi_kehadiran_dosen)).toBe(true);
      const semua = res.data.flatMap((r) => r.pengajar);
      expect(semua.some((g) => g.ada_presensi)).toBe(true);
      expect(semua.every((g) => g.status_validasi === null)).toBe(true);
    } finally {
      await db.update(pengaturan).set({ data: asal?.data });
    }
  });

  it('filters by period, status, type and search', async () => {
    const semua = (await daftar({ id_kelas_kuliah: IF201, per_page: 50 })).data;
    const selesai = await daftar({ id_kelas_kuliah: IF201, status: 'selesai', per_page: 50 });
    expect(selesai.data.length).toBe(semua.filter((r) => r.pertemuan.status === 'selesai').length);
    expect(selesai.data.every((r) => r.pertemuan.status === 'selesai')).toBe(true);
    const online = await daftar({ id_kelas_kuliah: IF201, jenis: 'online', per_page: 50 });
    expect(online.data.length).toBeGreaterThan(0);
    expect(online.data.length).toBe(semua.filter((r) => r.pertemuan.jenis === 'online').length);
    const cari = await daftar({ search: 'basis data', per_page: 50 });
    expect(cari.data.length).toBeGreaterThan(0);
    // Matches the course's name or code, the class name or the meeting's title.
    const cocok = (r: BarisDaftarKehadiranDosen) =>
      /basis data/i.test(`${r.kelas_kuliah.mata_kuliah.nama} ${r.pertemuan.judul}`);
    expect(cari.data.every(cocok)).toBe(true);
    expect(cari.data.some((r) => r.kelas_kuliah.id === IF201)).toBe(true);
    expect((await daftar({ search: 'tidak-ada-yang-cocok-%' })).data).toEqual([]);
    const periode = await daftar({ periode: 20251, per_page: 5 });
    expect(periode.data.every((r) => r.kelas_kuliah.periode === 20251)).toBe(true);
    expect((await daftar({ periode: 20111 })).data).toEqual([]);
  });

  it('pages without overlap, with the total of every page', async () => {
    const satu = await daftar({ id_kelas_kuliah: IF201, page: 1, per_page: 3 });
    const dua = await daftar({ id_kelas_kuliah: IF201, page: 2, per_page: 3 });
    expect(satu.data).toHaveLength(3);
    expect(satu.body.meta).toMatchObject({ page: 1, per_page: 3 });
    expect(dua.body.meta.total_items).toBe(satu.body.meta.total_items);
    const id1 = satu.data.map((r) => r.pertemuan.id);
    expect(dua.data.some((r) => id1.includes(r.pertemuan.id))).toBe(false);
    expect(Date.parse(satu.data[2]!.pertemuan.waktu_mulai)).toBeGreaterThanOrEqual(
      Date.parse(dua.data[0]!.pertemuan.waktu_mulai),
    );
  });

  it.each([
    [{ periode: 'abc' }, 'Periode tidak valid', 'periode'],
    [{ periode: -5 }, 'Periode tidak valid', 'periode'],
    [{ status: 'batal' }, 'Status tidak valid', 'status'],
    [{ jenis: 'hybrid' }, 'Jenis pertemuan tidak valid', 'jenis'],
    [{ per_page: 0 }, 'Jumlah per halaman minimal 1', 'per_page'],
    [{ page: 'x' }, 'Halaman tidak valid', 'page'],
  ])('answers %j with 422 and the message', async (query, pesan, field) => {
    const res = await daftar(query);
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(`Data tidak valid: ${pesan}`);
    expect(res.body.errors?.[0]).toEqual({ field, message: pesan });
  });
});

describe('who may read the list', () => {
  it('not a student', async () => {
    const res = await daftar({}, t.mahasiswa);
    expect(res.status).toBe(403);
    expect(res.body.status.message).toBe(PESAN_IZIN.mahasiswaKehadiranDosen);
  });

  it('an operator with read on kelas_kuliah, not without', async () => {
    await denganHakOperator(s, { kelas_kuliah: 'read' }, async () => {
      expect((await daftar({ id_kelas_kuliah: IF201 })).status).toBe(200);
    });
    await denganHakOperator(s, { kelas_kuliah: 'no_access' }, async () => {
      const res = await daftar({ id_kelas_kuliah: IF201 });
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe(PESAN_IZIN.hakBacaKelas);
    });
  });
});

describe('the query count', () => {
  it('does not grow with the number of meetings on the page', async () => {
    const db = s.ctx.database.db;
    const [op] = await db.select().from(pengguna).where(eq(pengguna.role, 'operator')).limit(1);
    if (!op) throw new Error('operator demo tidak ada');
    const operator: Aktor = {
      idPengguna: op.id,
      idPerguruanTinggi: op.idPerguruanTinggi,
      username: op.username,
      nama: op.nama,
      role: 'operator',
      idMahasiswa: null,
      idDosen: null,
      hakAkses: Object.fromEntries(
        Object.keys(HAK_AKSES_KOSONG).map((k) => [k, 'read']),
      ) as unknown as HakAkses,
    };
    const a = dbBerhitung(db);
    const kecil = await susunDaftarKehadiranDosen(a.db, operator, {}, { page: 1, perPage: 2 });
    const b = dbBerhitung(db);
    const besar = await susunDaftarKehadiranDosen(b.db, operator, {}, { page: 1, perPage: 40 });
    expect(kecil.items).toHaveLength(2);
    expect(besar.items.length).toBeGreaterThan(20);
    expect(besar.items.flatMap((r) => r.pengajar).length).toBeGreaterThan(20);
    expect(b.hitung.n).toBe(a.hitung.n);
    expect(a.hitung.n).toBeLessThanOrEqual(4);
  });
});
