import { envelope, Materi } from '@kampus/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  kelas,
  startTestServer,
  type TestServer,
  tokenSemua,
  WAKTU_SEED,
} from '../../test/harness';
import { seedMateriDemo } from './materi';

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
  await seedMateriDemo(s.ctx.database.db, s.ctx.storage, WAKTU_SEED);
});
afterAll(() => s?.close());

async function materiPertemuan(nomor: number, token: string) {
  const daftar = await s.call(`/lms/pertemuan?id_kelas_kuliah=${kelas('IF101')}&per_page=20`, {
    token: t.operator,
  });
  const p = daftar.body.data.find((x: { nomor: number }) => x.nomor === nomor) as {
    id: string;
    jenis: string;
  };
  const res = await s.call(`/lms/materi?id_pertemuan=${p.id}`, { token });
  return { p, data: envelope(z.array(Materi)).parse(res.body).data };
}

describe('demo materials', () => {
  it('gives the first meetings a readable e-book module, with a requirement online only', async () => {
    for (const nomor of [1, 2, 3]) {
      const { p, data } = await materiPertemuan(nomor, t.mahasiswa);
      const ebook = data.find((m) => m.tipe_file === 'ebook');
      expect(ebook?.judul).toMatch(new RegExp(`^Modul ${nomor}: `));
      expect(ebook?.is_syarat_hadir).toBe(p.jenis === 'online' ? true : null);
      const res = await fetch(`${s.url}${ebook?.file_url}`);
      expect(res.headers.get('content-type')).toContain('application/pdf');
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  });

  it('adds a reading link on the second meeting, listed for the lecturer too', async () => {
    const { data } = await materiPertemuan(2, t.dosen);
    expect(data.map((m) => m.tipe_file).sort()).toEqual(['ebook', 'url']);
    expect(data.find((m) => m.tipe_file === 'url')?.created_by?.name).toBeTruthy();
  });
});
