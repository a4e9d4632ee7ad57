import { calls } from '@kampus/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  denganHakOperator,
  startTestServer,
  type TestServer,
  tokenSemua,
  tokenUntuk,
} from '../../../test/harness';

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
});
afterAll(() => s?.close());

const periodeMengajar = (id: string, token: string) =>
  s.panggil(calls.periodeMengajar, { params: { id }, token });
const tahunSemester = (id: string, token: string) =>
  s.panggil(calls.tahunSemester, { params: { id }, token });
const cariMahasiswa = (search: string) =>
  s.panggil(calls.mahasiswaAktifPerPeriode, { query: { search }, token: t.operator });

describe('reference lists (staff only)', () => {
  it.each([
    ['/v1/makul_ref?itemsPerPage=999999', 13, calls.makulRef, { itemsPerPage: 999999 }],
    ['/v1/prodi_ref', 4, calls.prodiRef, {}],
    ['/v1/label_kelas_ref', 2, calls.labelKelasRef, {}],
    ['/v1/jenis_kelas_ref', 2, calls.jenisKelasRef, {}],
    ['/v1/dosen_ref', 3, calls.dosenRef, {}],
    ['/v1/kampus_ref', 2, calls.kampusRef, {}],
  ] as const)(
    '%s lists %s items for an operator and refuses students',
    async (_, n, call, query) => {
      const res = await s.panggil(call, { query, token: t.operator });
      expect(res.status).toBe(200);
      expect(res.data).toHaveLength(n);
      const mhs = await s.panggil(call, { query, token: t.mahasiswa });
      expect(mhs.status).toBe(403);
      expect(mhs.body.status.message).toBe('Data referensi hanya untuk dosen dan operator');
    },
  );

  it('names lecturers with their titles', async () => {
    const res = await s.panggil(calls.dosenRef, { query: { search: 'budi' }, token: t.dosen });
    expect(res.data).toEqual([
      expect.objectContaining({
        nama: 'Budi Santoso',
        nama_lengkap: 'Dr. Budi Santoso, M.Kom.',
        nidn: '0412078501',
      }),
    ]);
  });

  it('lists active students only (Cuti is not active)', async () => {
    const res = await s.panggil(calls.mahasiswaAktifPerPeriode, {
      query: { periode: 20251 },
      token: t.operator,
    });
    const nim = res.data.map((m) => m.nim);
    expect(nim).toContain('2401001');
    expect(nim).not.toContain('2401063');
    expect(res.data).toHaveLength(63);
  });

  it("lists a lecturer's teaching periods and refuses another lecturer's", async () => {
    const me = await s.panggil(calls.userInfo, { token: t.dosen });
    const res = await periodeMengajar(me.data.dosen!.id, t.dosen);
    expect(res.data).toEqual([
      { periode: 20251, tahun: 2025, jenisSemester: 'Ganjil', nama: '2025/2026 Ganjil' },
    ]);
    const lain = await s.panggil(calls.dosenRef, { query: { search: 'Ahmad' }, token: t.operator });
    expect((await periodeMengajar(lain.data[0]!.id, t.dosen)).status).toBe(403);
  });

  it.each(['bukan-uuid', '%00', 'x'.repeat(200)])(
    'answers the lecturer id %j with 4xx, never 500',
    async (id) => {
      // The raw path on purpose: '%00' goes as it is (s.panggil would encode it).
      const res = await s.call(`/v1/dosen/${id}/periode_mengajar`, { token: t.operator });
      expect([400, 414, 422]).toContain(res.status);
      expect(res.body.data).toBeNull();
      expect(res.body.status.message).toMatch(/tidak valid|terlalu panjang|NUL/);
    },
  );

  it("lists the lecturer's own courses", async () => {
    const res = await s.panggil(calls.mataKuliahRef, {
      query: { ignore_default_pagination: 'true' },
      token: t.dosen,
    });
    expect(res.data.map((m) => m.kode)).toEqual(['IF101', 'IF201', 'IF202', 'IF301']);
  });
});

describe('GET /v1/mahasiswa/{id}/tahun_semester', () => {
  it("gives a student's year and term per regular period", async () => {
    const me = await s.panggil(calls.userInfo, { token: t.mahasiswa });
    const res = await tahunSemester(me.data.mahasiswa!.id, t.mahasiswa);
    expect(res.data).toEqual([
      { periode: 20241, tahun: 1, semester: 1, nama: '2024/2025 Ganjil' },
      { periode: 20242, tahun: 1, semester: 2, nama: '2024/2025 Genap' },
      { periode: 20251, tahun: 2, semester: 1, nama: '2025/2026 Ganjil' },
    ]);
  });

  const idMahasiswa = async (nim: string) => (await cariMahasiswa(nim)).data[0]!.id;

  it.each([
    ['a lecturer who teaches the student', 'dosen01', '2401001', 200],
    ["a lecturer of the student's programme", 'dosen02', '2401030', 200],
    ['a lecturer who neither teaches them nor shares the programme', 'dosen02', '2401050', 403],
    ['a lecturer who neither teaches them nor shares the programme', 'dosen01', '2401061', 403],
  ])('answers %s (%s for %s) with %i', async (_k, username, nim, status) => {
    const res = await tahunSemester(await idMahasiswa(nim), await tokenUntuk(s, username));
    expect(res.status).toBe(status);
    if (status === 403) {
      expect(res.body.status.message).toBe('Anda tidak memiliki akses ke data mahasiswa ini');
    }
  });

  it('needs read on kelas_kuliah for an operator', async () => {
    const id = await idMahasiswa('2401050');
    expect((await tahunSemester(id, t.operator)).status).toBe(200);
    await denganHakOperator(s, { kelas_kuliah: 'no_access' }, async () => {
      expect((await tahunSemester(id, t.operator)).status).toBe(403);
    });
  });

  it.each(['bukan-uuid', '123', 'x'.repeat(90)])('answers the id %j with 422', async (id) => {
    const res = await tahunSemester(id, t.operator);
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe('Data tidak valid: Id mahasiswa tidak valid');
  });

  it("refuses another student's", async () => {
    const lain = await cariMahasiswa('2401002');
    expect((await tahunSemester(lain.data[0]!.id, t.mahasiswa)).status).toBe(403);
  });
});
