import { HEADER_POSISI } from '@kampus/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, kelas } from './harness';
import { type Instans, mulaiInstans } from './instans';
import { bukaProksi } from './proksi';

// Issue 21 item 8: read your own writes behind a round-robin load balancer. A client writes on
// instance A and reads at once on instance B, whose announcements arrive late (its listening
// connection goes through a proxy that holds back what PostgreSQL sends by 300 ms): the write's
// answer says how far the data has moved, the read presents it, B catches up before answering.

const postgres = process.env.KAMPUS_TEST_DB === 'postgres';

describe.skipIf(!postgres)('a write on one instance read at once on another', () => {
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let proksi: Awaited<ReturnType<typeof bukaProksi>>;
  let a: Instans;
  let b: Instans;

  beforeAll(async () => {
    pgDb = await createPostgresDatabase({ terisi: true });
    proksi = await bukaProksi(pgDb.url);
    a = await mulaiInstans(pgDb.url);
    b = await mulaiInstans(pgDb.url, { urlSiaran: proksi.url });
    proksi.tundaMs = 300;
  });
  afterAll(async () => {
    await b?.tutup();
    await a?.tutup();
    await proksi?.tutup();
    await pgDb?.drop();
  });

  it('shows the client its own change on the other instance, even before that one heard it', async () => {
    const token = await a.masuk('dosen');
    const daftar = await a.panggil(`/lms/pertemuan?id_kelas_kuliah=${kelas('IF101')}&per_page=5`, {
      token,
    });
    const id = daftar.body.data[0].id as string;
    // B has the meeting in its cache.
    await b.panggil(`/lms/pertemuan/${id}`, { token });
    for (let i = 1; i <= 4; i++) {
      // A load balancer taking turns: the write goes to A, the read right after it to B, with
      // the position A answered (as packages/api's client does, client/posisi.test.ts).
      const tulis = await a.panggil(`/lms/pertemuan/${id}/teks`, {
        method: 'PUT',
        token,
        body: { teks: `<p>versi ${i}</p>` },
      });
      const posisi = tulis.headers.get(HEADER_POSISI);
      expect(posisi).toMatch(/^\d+$/);
      const dibaca = await b.panggil(`/lms/pertemuan/${id}`, {
        token,
        headers: { [HEADER_POSISI]: posisi as string },
      });
      expect(dibaca.body.data.teks ?? '').toContain(`versi ${i}`);
    }
  });
});
