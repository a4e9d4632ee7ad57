import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kelas, startTestServer, type TestServer, tokenSemua } from '../../test/harness';
import { galatDataDatabase, PESAN_NUL } from './masukan';

// The shapes of bad input that answered 500 before issue 10, each answered 4xx in Indonesian.

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
});
afterAll(() => s?.close());

describe('NUL characters', () => {
  it.each([
    ['in the address', '/v2/lms/kelas_kuliah/20251_K1_IF101_A%00'],
    ['in a code id', '/v2/academic/matakuliah/IF101%00'],
    ['in the query', '/lms/kelas_kuliah?search=a%00b'],
    ['in a query key', '/lms/kelas_kuliah?se%00arch=a'],
  ])('%s answers 400', async (_k, path) => {
    const res = await s.call(path, { token: t.operator });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: { code: 400, message: PESAN_NUL }, data: null });
  });

  it.each([
    ['a JSON string', { judul: 'Pertemuan\u0000', deskripsi: 'x' }],
    ['a JSON key', { 'judul\u0000': 'x', deskripsi: 'x' }],
    ['a nested value', { judul: 'x', deskripsi: 'x', pengajar: ['\u0000'] }],
  ])('in %s answers 400 and changes nothing', async (_k, body) => {
    const daftar = await s.call(`/lms/pertemuan?id_kelas_kuliah=${kelas('IF101')}&per_page=1`, {
      token: t.operator,
    });
    const p = daftar.body.data[0];
    const res = await s.call(`/lms/pertemuan/${p.id}`, {
      method: 'PUT',
      token: t.dosen,
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(400);
    expect(res.body.status.message).toBe(PESAN_NUL);
    const lagi = await s.call(`/lms/pertemuan/${p.id}`, { token: t.dosen });
    expect(lagi.body.data.judul).toBe(p.judul);
  });

  it('in a login form answers 400', async () => {
    const res = await s.call('/v2/access_token', {
      method: 'POST',
      body: 'grant_type=password&username=dosen01%00&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
  });
});

describe('ids that are not ids', () => {
  it.each([
    ['/v1/dosen/bukan-uuid/periode_mengajar', 'Id dosen tidak valid'],
    ['/v1/mahasiswa/2401001/tahun_semester', 'Id mahasiswa tidak valid'],
    ['/lms/pertemuan/123', 'Id pertemuan tidak valid'],
    ['/v2/lms/kelas_kuliah/a%20b', 'Id kelas tidak valid'],
    ['/lms/kelas_kuliah?id_dosen=1', 'Id dosen tidak valid'],
  ])('%s answers 422 %j', async (path, pesan) => {
    const res = await s.call(path, { token: t.operator });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(`Data tidak valid: ${pesan}`);
  });

  it.each([
    [
      'an over-long parameter',
      `/v2/lms/kelas_kuliah/${'x'.repeat(250)}`,
      'Alamat permintaan terlalu panjang',
    ],
    ['a broken percent-encoding', '/v2/lms/kelas_kuliah/%E0%A4%A', 'Alamat permintaan tidak valid'],
  ])('%s answers 4xx in the envelope', async (_k, path, pesan) => {
    const res = await s.call(path, { token: t.operator });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toEqual({ status: { code: res.status, message: pesan }, data: null });
  });
});

describe('numbers beyond their columns', () => {
  it.each([
    ['/lms/kelas_kuliah?page=9007199254740991&per_page=999999', 'Halaman maksimal 100000'],
    ['/lms/pertemuan?per_page=999999', 'Jumlah per halaman maksimal 1000'],
    ['/lms/kelas_kuliah?periode=2147483648', 'Periode tidak valid'],
    ['/lms/kelas_kuliah/bap/unduh?periode=99999999999', 'Periode tidak valid'],
  ])('%s answers 422', async (path, pesan) => {
    const res = await s.call(path, { token: t.operator });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].message).toBe(pesan);
  });

  it('refuses banner_color_idx beyond int4 and keeps the banner', async () => {
    const path = `/lms/kelas_kuliah/${kelas('IF101')}`;
    const baca = async () =>
      (await s.call(`/v2/lms/kelas_kuliah/${kelas('IF101')}`, { token: t.dosen })).body.data;
    const sebelum = await baca();
    const res = await s.call(path, {
      method: 'PUT',
      token: t.dosen,
      body: JSON.stringify({ banner_color_idx: 2147483648 }),
    });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe('Data tidak valid: Banner tidak dikenal');
    expect((await baca()).banner_color_idx).toBe(sebelum.banner_color_idx);
  });
});

describe('data the database refuses', () => {
  const galat = (code: string) => Object.assign(new Error('db'), { code });
  it.each([
    ['22P02', 400, 'Data tidak valid'],
    ['22003', 400, 'Data tidak valid'],
    ['22021', 400, PESAN_NUL],
    ['23503', 422, 'Data yang dirujuk tidak ditemukan'],
    ['23505', 409, 'Data yang sama sudah ada'],
    ['23502', 422, 'Data tidak lengkap atau tidak valid'],
  ])('SQLSTATE %s is the client’s: %i', (code, status, pesan) => {
    expect(galatDataDatabase(galat(code))).toEqual({ status, pesan });
    // Wrapped as drizzle wraps it.
    expect(galatDataDatabase(Object.assign(new Error('q'), { cause: galat(code) }))).toEqual({
      status,
      pesan,
    });
  });

  it.each([
    ['a lost connection', Object.assign(new Error('x'), { code: '08006' })],
    ['a deadlock', Object.assign(new Error('x'), { code: '40P01' })],
    ['a plain error', new Error('x')],
    ['a node error', Object.assign(new Error('x'), { code: 'ECONNRESET' })],
  ])('%s stays a server fault', (_k, error) => {
    expect(galatDataDatabase(error)).toBeNull();
  });
});
