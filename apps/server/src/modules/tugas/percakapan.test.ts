import { calls, type Tugas } from '@kampus/api/contract';
import { idUtasKomentar, PESAN_CHAT } from '@kampus/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  kelas,
  startTestServer,
  type TestServer,
  tokenSemua,
  tokenUntuk,
} from '../../../test/harness';
import { bukaSse, tungguSampai } from '../../../test/sse';
import { mahasiswa } from '../../db/schema';

// Comments on submissions ('Percakapan', issue 24) through the assignments area's own guard
// (penjagaUtas.ts): the chat module asks it whose a thread is.

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
let mhs2: string;
let mhs3: string;
let mhsLain: string;
let dosenLain: string;
let idPertemuan: string;
/** Student ids by NIM: 2401001..2401003 of IF101 A. */
const id: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
  [mhs2, mhs3, mhsLain, dosenLain] = await Promise.all([
    tokenUntuk(s, '2401002'),
    tokenUntuk(s, '2401003'),
    tokenUntuk(s, '2401040'),
    tokenUntuk(s, 'dosen03'),
  ]);
  const res = await s.panggil(calls.daftarPertemuan, {
    query: { id_kelas_kuliah: kelas('IF101'), per_page: 20 },
    token: t.dosen,
  });
  idPertemuan = res.data.find((p) => p.nomor === 10)!.id;
  const rows = await s.ctx.database.db
    .select({ id: mahasiswa.id, nim: mahasiswa.nim })
    .from(mahasiswa)
    .where(inArray(mahasiswa.nim, ['2401001', '2401002', '2401003']));
  for (const r of rows) id[r.nim] = r.id;
});
afterAll(() => s?.close());

const menit = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

async function buatTugas(jenis: 'individu' | 'kelompok'): Promise<Tugas> {
  const res = await s.panggil(calls.tambahTugas, {
    body: {
      id_pertemuan: idPertemuan,
      judul: `Diskusi ${jenis}`,
      deskripsi: '<p>Tugas</p>',
      jenis,
      waktu_mulai: menit(-60),
      waktu_selesai: menit(60),
    },
    token: t.dosen,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data;
}

const kirim = (idGroup: string, idThread: string, token: string, isi: string) =>
  s.panggil(calls.kirimKomentar, {
    params: { id: idGroup, threadId: idThread },
    body: { isi },
    token,
  });

describe("a submission's comment thread", () => {
  it("an individual assignment: the student and the class's lecturer talk; another student, another class's lecturer are kept out", async () => {
    const tg = await buatTugas('individu');
    const { idGroup, idThread } = idUtasKomentar({
      jenis: 'tugas',
      idKonten: tg.id,
      idMahasiswa: id['2401001'],
    });
    const grup = await s.panggil(calls.buatGroupChat, {
      body: { id: idGroup, name: tg.judul, usage: 'lms', jenis: 'tugas', id_konten: tg.id },
      token: t.mahasiswa,
    });
    expect(grup.status, JSON.stringify(grup.body)).toBe(200);
    expect((await kirim(idGroup, idThread, t.mahasiswa, 'Pak, sudah saya kumpulkan')).status).toBe(
      200,
    );
    expect((await kirim(idGroup, idThread, t.dosen, 'Baik, akan saya nilai')).status).toBe(200);
    const lain = await kirim(idGroup, idThread, mhs2, 'Ikut');
    expect(lain.status).toBe(403);
    expect(lain.body.status.message).toBe(PESAN_CHAT.bukanMilik);
    const bacaLain = await s.panggil(calls.threadChat, {
      params: { id: idGroup, threadId: idThread },
      token: mhs2,
    });
    expect(bacaLain.status).toBe(403);
    for (const token of [mhsLain, dosenLain]) {
      const res = await s.panggil(calls.threadChat, {
        params: { id: idGroup, threadId: idThread },
        token,
      });
      expect([403, 404]).toContain(res.status);
    }
    const baca = await s.panggil(calls.threadChat, {
      params: { id: idGroup, threadId: idThread },
      token: t.mahasiswa,
    });
    expect(baca.data.comments.map((k) => [k.role, k.isi])).toEqual([
      ['Mahasiswa', 'Pak, sudah saya kumpulkan'],
      ['Dosen', 'Baik, akan saya nilai'],
    ]);
    // An operator with read on kelas_kuliah reads it.
    const op = await s.panggil(calls.threadChat, {
      params: { id: idGroup, threadId: idThread },
      token: t.operator,
    });
    expect(op.status).toBe(200);
  });

  it("a group assignment: the group's members and the lecturer talk; a student of another group is kept out", async () => {
    const tg = await buatTugas('kelompok');
    const k1 = await s.panggil(calls.tambahKelompok, {
      params: { id: tg.id },
      body: { nama: 'Kelompok A', anggota: [id['2401001']!, id['2401002']!] },
      token: t.dosen,
    });
    await s.panggil(calls.tambahKelompok, {
      params: { id: tg.id },
      body: { nama: 'Kelompok B', anggota: [id['2401003']!] },
      token: t.dosen,
    });
    const { idGroup, idThread } = idUtasKomentar({
      jenis: 'tugas',
      idKonten: tg.id,
      idKelompok: k1.data.id,
    });
    const grup = await s.panggil(calls.buatGroupChat, {
      body: { id: idGroup, name: 'Kelompok A', usage: 'lms', jenis: 'tugas', id_konten: tg.id },
      token: mhs2,
    });
    expect(grup.status, JSON.stringify(grup.body)).toBe(200);
    // The chat group's students are the group's members (the server's, not the client's).
    expect(
      grup.data.members
        .filter((m) => m.role === 'Mahasiswa')
        .map((m) => m.id)
        .sort(),
    ).toHaveLength(2);
    expect((await kirim(idGroup, idThread, mhs2, 'Bab 3 sudah')).status).toBe(200);
    expect((await kirim(idGroup, idThread, t.dosen, 'Lanjutkan')).status).toBe(200);
    expect((await kirim(idGroup, idThread, mhs3, 'Halo')).status).toBe(403);
    const baca = await s.panggil(calls.threadChat, {
      params: { id: idGroup, threadId: idThread },
      token: t.mahasiswa,
    });
    expect(baca.data.comments.map((k) => k.isi)).toEqual(['Bab 3 sudah', 'Lanjutkan']);
    // An individual thread under a group assignment does not exist.
    const salah = idUtasKomentar({ jenis: 'tugas', idKonten: tg.id, idMahasiswa: id['2401001'] });
    const res = await s.panggil(calls.threadChat, {
      params: { id: salah.idGroup, threadId: salah.idThread },
      token: t.dosen,
    });
    expect(res.status).toBe(404);
  });

  it("grading tells the submission's thread stream ('nilai'), so the student's page reads it again", async () => {
    const tg = await buatTugas('individu');
    const { idGroup, idThread } = idUtasKomentar({
      jenis: 'tugas',
      idKonten: tg.id,
      idMahasiswa: id['2401001'],
    });
    const fd = new FormData();
    fd.append('teks', '<p>Jawaban</p>');
    const dikirim = await s.call(`/lms/tugas/${tg.id}/pengumpulan`, {
      method: 'PUT',
      token: t.mahasiswa,
      body: fd,
    });
    expect(dikirim.status, JSON.stringify(dikirim.body)).toBe(200);
    const idPengumpulan = dikirim.body.data.id as string;
    await s.panggil(calls.buatGroupChat, {
      body: { id: idGroup, name: tg.judul, usage: 'lms', jenis: 'tugas', id_konten: tg.id },
      token: t.mahasiswa,
    });
    const aliran = await bukaSse(
      `${s.url}/lms/events/chat/${encodeURIComponent(idGroup)}?thread=${encodeURIComponent(idThread)}`,
      t.mahasiswa,
    );
    const lain = await bukaSse(
      `${s.url}/lms/events/chat/${encodeURIComponent(idGroup)}?thread=${encodeURIComponent(
        idUtasKomentar({ jenis: 'tugas', idKonten: tg.id, idMahasiswa: id['2401002'] }).idThread,
      )}`,
      mhs2,
    );
    const res = await s.panggil(calls.nilaiPengumpulan, {
      params: { id: tg.id, idPengumpulan },
      body: { nilai: '90', umpan_balik: 'Bagus' },
      token: t.dosen,
    });
    expect(res.status).toBe(200);
    await tungguSampai(() => aliran.lain().length > 0);
    expect(aliran.lain()).toEqual([
      { event: 'nilai', data: { id_tugas: tg.id, id_pengumpulan: idPengumpulan } },
    ]);
    // Another student's thread hears nothing of it.
    await new Promise((r) => setTimeout(r, 200));
    expect(lain.lain()).toEqual([]);
    await aliran.tutup();
    await lain.tutup();
  });
});
