import { calls } from '@kampus/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kelas, startTestServer, type TestServer, tokenSemua } from '../../test/harness';
import { seedForumDemo } from './forum';

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
  // The demo seeds its forums around the moment of `npm start`.
  await seedForumDemo(s.ctx.database.db, new Date());
});
afterAll(() => s?.close());

async function forumPertemuan(nomor: number, token: string) {
  const daftar = await s.panggil(calls.daftarPertemuan, {
    query: { id_kelas_kuliah: kelas('IF101'), per_page: 20 },
    token: t.operator,
  });
  const p = daftar.data.find((x) => x.nomor === nomor)!;
  const res = await s.panggil(calls.daftarForum, { query: { id_pertemuan: p.id }, token });
  return { p, data: res.data };
}

describe('demo forums', () => {
  it('a finished discussion of five students and the lecturer, two of them complete', async () => {
    const lalu = await forumPertemuan(2, t.mahasiswa);
    expect(lalu.p.count_activity.forum).toBe(1);
    expect(lalu.data[0]).toMatchObject({
      status: 'selesai',
      terbuka: false,
      minimal_post: 2,
      penilaian_keaktifan: true,
      jumlah_post: 10,
      jumlah_peserta_join: 5,
      jumlah_post_saya: 2,
      completed: true,
    });
    const f = lalu.data[0]!;
    const topik = await s.panggil(calls.daftarPostForum, { params: { id: f.id }, token: t.dosen });
    expect(topik.data).toHaveLength(3);
    expect(topik.data.map((x) => x.balasan.length)).toEqual([2, 2, 3]);
    expect(topik.data[2]?.pengirim?.role).toBe('dosen');
  });

  it('one open now, with the lecturer prompt answered once', async () => {
    const kini = await forumPertemuan(3, t.mahasiswa);
    expect(kini.data[0]).toMatchObject({
      status: 'berlangsung',
      jumlah_post: 2,
      jumlah_peserta_join: 1,
      unread_count: 2,
      completed: false,
    });
    const res = await s.panggil(calls.tambahPostForum, {
      params: { id: kini.data[0]!.id },
      body: { isi: '<p>Saya juga belum paham langkah ketiga.</p>' },
      token: t.mahasiswa,
    });
    expect(res.status).toBe(200);
  });
});
