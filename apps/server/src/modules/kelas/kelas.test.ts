import { calls, type KelasKuliah } from '@kampus/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { operator } from '../../db/schema';

let s: TestServer;
const token = { mahasiswa: '', dosen: '', operator: '' };
beforeAll(async () => {
  s = await startTestServer();
  for (const role of ['mahasiswa', 'dosen', 'operator'] as const) {
    token[role] = (await s.login(role)).access_token;
  }
});
afterAll(() => s?.close());

const kodeKelas = (list: KelasKuliah[]) =>
  list.map((k) => `${k.mata_kuliah.kode} ${k.kelas.nama}`).sort();

describe('GET /lms/kelas_kuliah', () => {
  it("lists only the student's own classes", async () => {
    const res = await s.panggil(calls.daftarKelasKuliah, {
      query: { per_page: 50 },
      token: token.mahasiswa,
    });
    expect(kodeKelas(res.data)).toEqual(['IF101 A', 'IF201 A', 'IF202 A', 'MN202 A', 'SI201 A']);
    expect(res.body.meta?.total_items).toBe(5);
  });

  it('lists only the classes the lecturer teaches', async () => {
    const res = await s.panggil(calls.daftarKelasKuliah, {
      query: { per_page: 50 },
      token: token.dosen,
    });
    expect(kodeKelas(res.data)).toEqual(['IF101 A', 'IF101 B', 'IF201 A', 'IF202 A', 'IF301 A']);
  });

  it('lists every class for an operator, paged', async () => {
    const res = await s.panggil(calls.daftarKelasKuliah, {
      query: { page: 2, per_page: 4 },
      token: token.operator,
    });
    expect(res.body.meta).toEqual({ total_items: 10, page: 2, per_page: 4, total_pages: 3 });
    expect(res.data).toHaveLength(4);
  });

  it('describes a class as spec section 3 does', async () => {
    const res = await s.panggil(calls.daftarKelasKuliah, {
      query: { search: 'Basis' },
      token: token.mahasiswa,
    });
    const kelas = res.data[0];
    expect(kelas).toMatchObject({
      id: '20251_K1_IF201_A',
      status: 'berlangsung',
      periode: 20251,
      jumlah_pertemuan: 16,
      jumlah_peserta: 28,
      metode_pengajaran: 'Team Teaching',
      mata_kuliah: { kode: 'IF201', nama: 'Basis Data', sks: 3 },
      kelas: { nama: 'A', jenis: { nama: 'Reguler' } },
      kampus: { nama: 'Kampus Utama' },
    });
    expect(kelas?.pengajar.map((p) => [p.nama_pengajar, p.jabatan])).toEqual([
      ['Dr. Budi Santoso, M.Kom.', 'Dosen Koordinator'],
      ['Siti Rahmawati, S.Kom., M.T.', 'Dosen'],
    ]);
    expect(kelas?.jadwal).toEqual([
      {
        hari: 2,
        jam_mulai: '09:20:00',
        jam_selesai: '11:00:00',
        ruangan: { id: 'LAB2', nama: 'Laboratorium Komputer 2' },
      },
    ]);
  });

  it('filters by period', async () => {
    const res = await s.panggil(calls.daftarKelasKuliah, {
      query: { periode: 20242 },
      token: token.operator,
    });
    expect(res.body.meta.total_items).toBe(0);
  });

  it.each([
    ['per_page=0', { per_page: 0 }, 'Jumlah per halaman minimal 1'],
    ['page=abc', { page: 'abc' }, 'Halaman tidak valid'],
    [
      'page=9007199254740991&per_page=10',
      { page: 9007199254740991, per_page: 10 },
      'Halaman maksimal 100000',
    ],
    ['per_page=999999', { per_page: 999999 }, 'Jumlah per halaman maksimal 1000'],
    ['periode=-5', { periode: -5 }, 'Periode tidak valid'],
    ['periode=2147483648', { periode: 2147483648 }, 'Periode tidak valid'],
  ])('answers invalid paging %s with 422', async (_, query, message) => {
    const res = await s.panggil(calls.daftarKelasKuliah, { query, token: token.operator });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].message).toBe(message);
  });

  it('refuses an operator without read on kelas_kuliah', async () => {
    const db = s.ctx.database.db;
    const [op] = await db.select().from(operator);
    await db
      .update(operator)
      .set({ hakAkses: { ...op!.hakAkses, kelas_kuliah: 'no_access' } })
      .where(eq(operator.id, op!.id));
    try {
      const res = await s.panggil(calls.daftarKelasKuliah, { token: token.operator });
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe('Anda tidak memiliki hak akses kelas kuliah');
    } finally {
      await db.update(operator).set({ hakAkses: op!.hakAkses }).where(eq(operator.id, op!.id));
    }
  });
});

describe('GET /v2/lms/kelas_kuliah/{id}', () => {
  it('returns a class to its student', async () => {
    const res = await s.panggil(calls.kelasKuliah, {
      params: { id: '20251_K1_IF101_A' },
      token: token.mahasiswa,
    });
    expect(res.status).toBe(200);
    expect(res.data.mata_kuliah.nama).toBe('Algoritma dan Pemrograman');
  });

  it.each([
    ['mahasiswa', '20251_K2_IF101_B', 403, 'Anda tidak terdaftar pada kelas kuliah ini'],
    ['dosen', '20251_K1_MN101_A', 403, 'Anda tidak terdaftar pada kelas kuliah ini'],
    ['operator', '20251_K1_MN101_A', 200, undefined],
    ['operator', 'tidak_ada', 404, 'Kelas kuliah tidak ditemukan'],
  ] as const)('%s opening %s gets %s', async (role, id, status, message) => {
    const res = await s.panggil(calls.kelasKuliah, { params: { id }, token: token[role] });
    expect(res.status).toBe(status);
    if (message) expect(res.body.status.message).toBe(message);
  });
});
