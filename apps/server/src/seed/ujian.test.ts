import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kelas, startTestServer, type TestServer, tokenSemua } from '../../test/harness';
import { seedUjianDemo } from './ujian';

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
  // The demo seeds its quizzes around the moment of `npm start`.
  await seedUjianDemo(s.ctx.database.db, new Date());
});
afterAll(() => s?.close());

describe('demo quizzes', () => {
  it('the demo student finds a quiz open now and one finished with a published score', async () => {
    const res = await s.call(`/lms/ujian?id_kelas_kuliah=${kelas('IF101')}`, {
      token: t.mahasiswa,
    });
    const judul = Object.fromEntries(
      res.body.data.map((u: { judul: string; status: string }) => [u.judul, u.status]),
    );
    expect(judul).toEqual({
      'Kuis 1': 'selesai',
      'Kuis 2': 'sedang_berlangsung',
      'Ujian Tengah Semester': 'belum_dimulai',
    });
    const kuis2 = res.body.data.find((u: { judul: string }) => u.judul === 'Kuis 2');
    const mulai = await s.call(`/lms/ujian/${kuis2.id}/pengerjaan/start`, {
      method: 'POST',
      token: t.mahasiswa,
    });
    expect(mulai.body.data).toMatchObject({ jumlah_soal: 4, dikumpulkan: false });
    const kuis1 = res.body.data.find((u: { judul: string }) => u.judul === 'Kuis 1');
    const saya = await s.call(`/lms/ujian/${kuis1.id}/pengerjaan/me`, { token: t.mahasiswa });
    expect(saya.body.data.nilai_akhir).toBeGreaterThan(0);
    const hasil = await s.call(`/lms/ujian/${kuis1.id}/pengerjaan`, { token: t.dosen });
    expect(hasil.body.meta.total_items).toBe(10);
    expect(
      hasil.body.data.every((b: { status_nilai: string }) => b.status_nilai === 'sudah_dinilai'),
    ).toBe(true);
  });
});
