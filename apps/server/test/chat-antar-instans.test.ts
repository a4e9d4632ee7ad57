import { calls } from '@kampus/api/contract';
import { idUtasKomentar } from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { AppContext } from '../src/context';
import { buatUjianKosong } from '../src/modules/ujian/uji-bersama';
import { contextDari } from '../src/server';
import { kelas, startTestServer, type TestServer, tokenSemua } from './harness';
import { bukaSse, tungguSampai } from './sse';

// A comment posted on instance A reaches the thread's stream opened on instance B (issue 12's
// LISTEN/NOTIFY): two apps with their own contexts and listeners on one database (on
// PostgreSQL, as test/dua-instans.test.ts; on PGlite, the embedded database's notifications).

describe('chat across instances', () => {
  let a: TestServer;
  let ctxB: AppContext;
  let appB: FastifyInstance;
  let urlB: string;

  beforeAll(async () => {
    a = await startTestServer();
    ctxB = await contextDari(a.ctx.database, a.ctx.config, a.ctx.tokens.secret);
    appB = await buildApp(ctxB);
    urlB = await appB.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await appB?.close();
    await ctxB?.tutup();
    await a?.close();
  });

  it("delivers a comment posted on A to the thread's stream on B", async () => {
    const t = await tokenSemua(a);
    const pertemuan = await a.panggil(calls.daftarPertemuan, {
      query: { id_kelas_kuliah: kelas('IF101'), per_page: 20 },
      token: t.dosen,
    });
    const idUjian = (await buatUjianKosong(a, t.dosen, pertemuan.data[0]!.id)).id;
    const mhs = (await a.panggil(calls.userInfo, { token: t.mahasiswa })).data.mahasiswa!.id;
    const { idGroup, idThread } = idUtasKomentar({
      jenis: 'ujian',
      idKonten: idUjian,
      idMahasiswa: mhs,
    });
    const g = await a.panggil(calls.buatGroupChat, {
      body: { id: idGroup, name: 'Komentar', usage: 'lms', jenis: 'ujian', id_konten: idUjian },
      token: t.mahasiswa,
    });
    expect(g.status).toBe(200);

    const dariB = await bukaSse(
      `${urlB}/lms/events/chat/${idGroup}?thread=${encodeURIComponent(idThread)}`,
      t.dosen,
    );
    expect(urlB).not.toBe(a.url);
    const k = await a.panggil(calls.kirimKomentar, {
      params: { id: idGroup, threadId: idThread },
      body: { isi: 'Pak, jawaban nomor 3 sudah saya perbaiki' },
      token: t.mahasiswa,
    });
    expect(k.status).toBe(200);
    await tungguSampai(() => dariB.lain().length > 0);
    expect(dariB.lain()).toEqual([
      {
        event: 'komentar',
        data: {
          id_group: idGroup,
          id_thread: idThread,
          id_komentar: k.data.id,
          aksi: 'tambah',
          id_user: k.data.id_user,
          waktu_posting: k.data.waktu_posting,
        },
      },
    ]);
    await dariB.tutup();
  });
});
