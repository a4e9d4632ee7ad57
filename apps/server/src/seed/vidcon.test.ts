import { calls } from '@kampus/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kelas, startTestServer, type TestServer, tokenSemua } from '../../test/harness';
import { seedVidconDemo } from './vidcon';

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
  // The demo seeds its vidcons around the moment of `npm start`.
  await seedVidconDemo(s.ctx.database.db, new Date());
});
afterAll(() => s?.close());

async function vidconPertemuan(nomor: number, token: string) {
  const daftar = await s.panggil(calls.daftarPertemuan, {
    query: { id_kelas_kuliah: kelas('IF101'), per_page: 20 },
    token: t.operator,
  });
  const p = daftar.data.find((x) => x.nomor === nomor)!;
  const res = await s.panggil(calls.daftarVidconPertemuan, {
    query: { id_pertemuan: p.id },
    token,
  });
  return { p, data: res.data };
}

describe('demo vidcons', () => {
  it('a finished one with five students, the last late, and one running now', async () => {
    const lalu = await vidconPertemuan(2, t.dosen);
    expect(lalu.p.count_activity.vidcon).toBe(1);
    expect(lalu.data[0]).toMatchObject({ status: 'selesai', aplikasi: 'zoom', jumlah_peserta: 5 });
    expect(lalu.data[0]?.join_data.map((j) => j.terlambat)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
    const kini = await vidconPertemuan(3, t.mahasiswa);
    expect(kini.data[0]).toMatchObject({ status: 'berlangsung', jumlah_peserta: 0 });
  });
});
