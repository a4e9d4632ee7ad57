import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, tokenSemua } from '../../../test/harness';

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
});
afterAll(() => s?.close());

const get = (path: string, token: string) => s.call(path, { token });

describe('reference lists (staff only)', () => {
  it.each([
    ['/v1/makul_ref?itemsPerPage=999999', 13],
    ['/v1/prodi_ref', 4],
    ['/v1/label_kelas_ref', 2],
    ['/v1/jenis_kelas_ref', 2],
    ['/v1/dosen_ref', 3],
    ['/v1/kampus_ref', 2],
  ])('%s lists %s items for an operator and refuses students', async (path, n) => {
    const res = await get(path, t.operator);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(n);
    const mhs = await get(path, t.mahasiswa);
    expect(mhs.status).toBe(403);
    expect(mhs.body.status.message).toBe('Data referensi hanya untuk dosen dan operator');
  });

  it('names lecturers with their titles', async () => {
    const res = await get('/v1/dosen_ref?search=budi', t.dosen);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        nama: 'Budi Santoso',
        nama_lengkap: 'Dr. Budi Santoso, M.Kom.',
        nidn: '0412078501',
      }),
    ]);
  });

  it('lists active students only (Cuti is not active)', async () => {
    const res = await get('/v1/mahasiswa_aktif_per_periode?periode=20251', t.operator);
    const nim = res.body.data.map((m: { nim: string }) => m.nim);
    expect(nim).toContain('2401001');
    expect(nim).not.toContain('2401063');
    expect(res.body.data).toHaveLength(63);
  });

  it("lists a lecturer's teaching periods and refuses another lecturer's", async () => {
    const me = await get('/v2/user_info', t.dosen);
    const res = await get(`/v1/dosen/${me.body.data.dosen.id}/periode_mengajar`, t.dosen);
    expect(res.body.data).toEqual([
      { periode: 20251, tahun: 2025, jenisSemester: 'Ganjil', nama: '2025/2026 Ganjil' },
    ]);
    const lain = await get('/v1/dosen_ref?search=Ahmad', t.operator);
    expect((await get(`/v1/dosen/${lain.body.data[0].id}/periode_mengajar`, t.dosen)).status).toBe(
      403,
    );
  });

  it("lists the lecturer's own courses", async () => {
    const res = await get('/v2/lms/mata_kuliah/ref?ignore_default_pagination=true', t.dosen);
    expect(res.body.data.map((m: { kode: string }) => m.kode)).toEqual([
      'IF101',
      'IF201',
      'IF202',
      'IF301',
    ]);
  });
});

describe('GET /v1/mahasiswa/{id}/tahun_semester', () => {
  it("gives a student's year and term per regular period", async () => {
    const me = await get('/v2/user_info', t.mahasiswa);
    const res = await get(`/v1/mahasiswa/${me.body.data.mahasiswa.id}/tahun_semester`, t.mahasiswa);
    expect(res.body.data).toEqual([
      { periode: 20241, tahun: 1, semester: 1, nama: '2024/2025 Ganjil' },
      { periode: 20242, tahun: 1, semester: 2, nama: '2024/2025 Genap' },
      { periode: 20251, tahun: 2, semester: 1, nama: '2025/2026 Ganjil' },
    ]);
  });

  it("refuses another student's", async () => {
    const lain = await get('/v1/mahasiswa_aktif_per_periode?search=2401002', t.operator);
    expect(
      (await get(`/v1/mahasiswa/${lain.body.data[0].id}/tahun_semester`, t.mahasiswa)).status,
    ).toBe(403);
  });
});
