import { calls, type Komentar } from '@kampus/api/contract';
import {
  idUtasKomentar,
  MAKS_PANJANG_KOMENTAR,
  PESAN_CHAT,
  PESAN_IZIN,
  PESAN_UJIAN_SERVER,
} from '@kampus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  denganHakOperator,
  kelas,
  startTestServer,
  type TestServer,
  tokenSemua,
  tokenUntuk,
} from '../../../test/harness';
import { bukaSse, tungguSampai } from '../../../test/sse';
import { buatUjianKosong } from '../ujian/uji-bersama';

// Comment threads on exam work (spec 2 'Percakapan', 6 'Comment group', 7 `/v2/chat/...`): the
// exam's guard decides whose thread it is; groups are created by the client when missing.

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
/** Another student of IF101 A, a student of another class, a lecturer not teaching IF101 A. */
let mhs2: string;
let mhsLain: string;
let dosenLain: string;
const id = {} as Record<'mhs' | 'userMhs' | 'mhs2' | 'userMhs2' | 'userDosen', string>;
let idUjian: string;
let grup: string;
/** The demo student's thread and the second student's. */
let utas: string;
let utas2: string;

async function info(token: string) {
  const r = await s.panggil(calls.userInfo, { token });
  return r.data;
}

beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
  [mhs2, mhsLain, dosenLain] = await Promise.all([
    tokenUntuk(s, '2401002'),
    tokenUntuk(s, '2401040'),
    tokenUntuk(s, 'dosen03'),
  ]);
  const [a, b, d] = await Promise.all([info(t.mahasiswa), info(mhs2), info(t.dosen)]);
  id.mhs = a.mahasiswa!.id;
  id.userMhs = a.id;
  id.mhs2 = b.mahasiswa!.id;
  id.userMhs2 = b.id;
  id.userDosen = d.id;
  const res = await s.panggil(calls.daftarPertemuan, {
    query: { id_kelas_kuliah: kelas('IF101'), per_page: 20 },
    token: t.dosen,
  });
  const idPertemuan = res.data.find((p) => p.nomor === 3)!.id;
  idUjian = (await buatUjianKosong(s, t.dosen, idPertemuan)).id;
  ({ idGroup: grup, idThread: utas } = idUtasKomentar({
    jenis: 'ujian',
    idKonten: idUjian,
    idMahasiswa: id.mhs,
  }));
  utas2 = idUtasKomentar({ jenis: 'ujian', idKonten: idUjian, idMahasiswa: id.mhs2 }).idThread;
});
afterAll(() => s?.close());

const bodyGroup = (ubah: Record<string, unknown> = {}) => ({
  id: grup,
  name: 'Komentar Kuis Algoritma',
  usage: 'lms',
  jenis: 'ujian',
  id_konten: idUjian,
  // Whatever the client says of members and roles is ignored.
  members: [{ id: 'siapa-saja', role: 'Dosen' }],
  ...ubah,
});
const kirim = (isi: unknown, token = t.mahasiswa, thread = utas) =>
  s.panggil(calls.kirimKomentar, {
    params: { id: grup, threadId: thread },
    badanMentah: { isi },
    token,
  });
const baca = (token = t.mahasiswa, thread = utas, query: Record<string, unknown> = {}) =>
  s.panggil(calls.threadChat, {
    params: { id: grup, threadId: thread },
    queryMentah: query,
    token,
  });

describe('the comment group (spec 7: fetched first, created when that fails)', () => {
  it('answers 404 before it exists, then the student creates it with members from the class', async () => {
    const sebelum = await s.panggil(calls.groupChat, { params: { id: grup }, token: t.mahasiswa });
    expect(sebelum.status).toBe(404);
    expect(sebelum.body.status.message).toBe(PESAN_CHAT.groupTidakAda);

    const res = await s.panggil(calls.buatGroupChat, {
      badanMentah: bodyGroup(),
      token: t.mahasiswa,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data).toMatchObject({ id: grup, usage: 'lms', jenis: 'ujian', id_konten: idUjian });
    // The student is Mahasiswa, each lecturer Dosen (spec 6); no one else, nothing from the client.
    expect(res.data.members).toContainEqual(
      expect.objectContaining({ id: id.userMhs, role: 'Mahasiswa' }),
    );
    expect(res.data.members).toContainEqual(
      expect.objectContaining({ id: id.userDosen, role: 'Dosen' }),
    );
    expect(res.data.members.filter((m) => m.role === 'Mahasiswa')).toHaveLength(1);
    expect(res.data.members.some((m) => m.id === 'siapa-saja')).toBe(false);

    const lagi = await s.panggil(calls.groupChat, { params: { id: grup }, token: t.mahasiswa });
    expect(lagi.status).toBe(200);
    expect(lagi.data.name).toBe('Komentar Kuis Algoritma');
  });

  it('answers the same group when created twice (two clients at once)', async () => {
    const res = await s.panggil(calls.buatGroupChat, { badanMentah: bodyGroup(), token: t.dosen });
    expect(res.status).toBe(200);
    // The lecturer sees every student of the class as Mahasiswa.
    expect(res.data.members.filter((m) => m.role === 'Mahasiswa').length).toBeGreaterThan(1);
  });

  it.each([
    [{ name: '  ' }, PESAN_CHAT.namaKosong],
    [{ name: 'x'.repeat(201) }, PESAN_CHAT.namaPanjang],
    [{ usage: 'forum' }, PESAN_CHAT.usage],
    [{ jenis: 'kuis' }, PESAN_CHAT.jenis],
    [{ id: 'LMS-bukan' }, PESAN_CHAT.idGroup],
    [{ id_konten: 'x' }, 'Id konten tidak valid'],
  ])('refuses %j: %s', async (ubah, pesan) => {
    const res = await s.panggil(calls.buatGroupChat, {
      badanMentah: bodyGroup(ubah),
      token: t.dosen,
    });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toContain(pesan);
  });

  it("refuses a group under another content's id", async () => {
    const res = await s.panggil(calls.buatGroupChat, {
      badanMentah: bodyGroup({ id: `LMS-${id.mhs}` }),
      token: t.dosen,
    });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(PESAN_CHAT.groupBukanKonten);
  });

  it.each([
    ['a student of another class', () => mhsLain, 403],
    ['a lecturer not teaching the class', () => dosenLain, 403],
  ])('refuses %s', async (_, token, status) => {
    for (const res of [
      await s.panggil(calls.groupChat, { params: { id: grup }, token: token() }),
      await s.panggil(calls.buatGroupChat, { badanMentah: bodyGroup(), token: token() }),
    ]) {
      expect(res.status).toBe(status);
    }
  });

  it('refuses an unknown exam with 404', async () => {
    const lain = '00000000-0000-4000-8000-000000000001';
    const res = await s.panggil(calls.buatGroupChat, {
      badanMentah: bodyGroup({ id: `LMS-${lain}`, id_konten: lain }),
      token: t.dosen,
    });
    expect(res.status).toBe(404);
    expect(res.body.status.message).toBe(PESAN_UJIAN_SERVER.tidakAda);
  });

  it('is renamed by a lecturer of the class, never by a student', async () => {
    const ubah = (token: string, name = 'Diskusi Kuis') =>
      s.panggil(calls.ubahGroupChat, { params: { id: grup }, body: { name }, token });
    expect((await ubah(t.mahasiswa)).body.status.message).toBe(PESAN_IZIN.mahasiswaUbahGroupChat);
    expect((await ubah(dosenLain)).status).toBe(403);
    const res = await ubah(t.dosen);
    expect(res.status).toBe(200);
    expect(res.data.name).toBe('Diskusi Kuis');
    expect((await ubah(t.dosen, ' ')).body.status.message).toContain(PESAN_CHAT.namaKosong);
  });
});

describe('a thread (one student with the lecturers)', () => {
  it('answers 404 before it exists, then is created and read', async () => {
    expect((await baca()).status).toBe(404);
    const res = await s.panggil(calls.buatThreadChat, {
      params: { id: grup },
      body: { id: utas },
      token: t.mahasiswa,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data).toMatchObject({
      id: utas,
      id_group: grup,
      id_mahasiswa: id.mhs,
      boleh_tulis: true,
      comments: [],
      belum_dibaca: 0,
    });
    expect((await baca()).status).toBe(200);
  });

  it('refuses a thread id that is not one, or not of the group', async () => {
    const bukan = await s.panggil(calls.buatThreadChat, {
      params: { id: grup },
      badanMentah: { id: 'komentar-ujian__x' },
      token: t.dosen,
    });
    expect(bukan.status).toBe(422);
    expect(bukan.body.status.message).toContain(PESAN_CHAT.idThread);
    const lain = idUtasKomentar({ jenis: 'ujian', idKonten: id.mhs, idMahasiswa: id.mhs });
    const res = await s.panggil(calls.buatThreadChat, {
      params: { id: grup },
      body: { id: lain.idThread },
      token: t.dosen,
    });
    expect(res.status).toBe(404);
    expect(res.body.status.message).toBe(PESAN_CHAT.threadBukanGroup);
  });

  it("keeps another student out of a student's thread", async () => {
    for (const res of [
      await baca(mhs2),
      await kirim('Saya ikut', mhs2),
      await s.panggil(calls.buatThreadChat, {
        params: { id: grup },
        body: { id: utas },
        token: mhs2,
      }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe(PESAN_CHAT.bukanMilik);
    }
    expect((await baca(mhsLain)).status).toBe(403);
    expect((await baca(dosenLain)).status).toBe(403);
  });

  it('refuses a thread with a student who does not take the class (404)', async () => {
    const luar = idUtasKomentar({
      jenis: 'ujian',
      idKonten: idUjian,
      idMahasiswa: '00000000-0000-4000-8000-000000000002',
    });
    const res = await s.panggil(calls.buatThreadChat, {
      params: { id: grup },
      body: { id: luar.idThread },
      token: t.dosen,
    });
    expect(res.status).toBe(404);
  });
});

describe('posting and deleting comments', () => {
  let pertama: Komentar;

  it('posts plain text, cleaned, with the role label', async () => {
    const res = await kirim(
      '  Pak, soal nomor 2 <b>ambigu</b>?<script>alert(1)</script>\r\n\r\n\r\nx < 5  ',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pertama = res.data;
    expect(res.data).toMatchObject({
      id_thread: utas,
      id_user: id.userMhs,
      role: 'Mahasiswa',
      isi: 'Pak, soal nomor 2 ambigu?\n\nx < 5',
      dihapus: false,
    });
    const d = await kirim('Tidak ambigu, baca lagi.', t.dosen);
    expect(d.status).toBe(200);
    expect(d.data.role).toBe('Dosen');
  });

  it.each([
    ['', PESAN_CHAT.isiKosong],
    ['  \n ', PESAN_CHAT.isiKosong],
    ['<p></p>', PESAN_CHAT.isiKosong],
    ['x'.repeat(MAKS_PANJANG_KOMENTAR + 1), PESAN_CHAT.isiPanjang],
    ['x'.repeat(MAKS_PANJANG_KOMENTAR * 4 + 1), PESAN_CHAT.isiPanjang],
    [null, PESAN_CHAT.isiKosong],
    [42, PESAN_CHAT.isiKosong],
  ])('refuses %j: %s', async (isi, pesan) => {
    const res = await kirim(isi);
    expect(res.status).toBe(422);
    expect(res.body.status.message).toContain(pesan);
  });

  it('lets an operator with write on kelas_kuliah post, and refuses one with read only', async () => {
    const res = await kirim('Dari operator', t.operator);
    expect(res.status).toBe(200);
    expect(res.data.role).toBe('Operator');
    await denganHakOperator(s, { kelas_kuliah: 'read' }, async () => {
      expect((await baca(t.operator)).status).toBe(200);
      const tulis = await kirim('Tidak boleh', t.operator);
      expect(tulis.status).toBe(403);
      expect(tulis.body.status.message).toBe(PESAN_IZIN.hakUbahKelas);
    });
    await denganHakOperator(s, { kelas_kuliah: 'no_access' }, async () => {
      expect((await baca(t.operator)).status).toBe(403);
    });
  });

  it("refuses deleting someone else's comment, then deletes one's own once", async () => {
    const hapus = (token: string, idKomentar = pertama.id) =>
      s.panggil(calls.hapusKomentar, {
        params: { id: grup, threadId: utas, idKomentar },
        token,
      });
    const lain = await hapus(t.dosen);
    expect(lain.status).toBe(403);
    expect(lain.body.status.message).toBe(PESAN_CHAT.hapusBukanMilik);
    expect((await hapus(mhs2)).status).toBe(403);
    const res = await hapus(t.mahasiswa);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: pertama.id, dihapus: true, isi: '' });
    expect(res.data.waktu_dihapus).not.toBeNull();
    const lagi = await hapus(t.mahasiswa);
    expect(lagi.status).toBe(403);
    expect(lagi.body.status.message).toBe(PESAN_CHAT.sudahDihapus);
    expect((await hapus(t.mahasiswa, '00000000-0000-4000-8000-000000000003')).status).toBe(404);
    // The deleted comment keeps its place, without its text.
    const r = await baca(t.dosen);
    expect(r.data.comments[0]).toMatchObject({ id: pertama.id, dihapus: true, isi: '' });
  });

  it('posts into a thread not made yet (the lecturer starts it)', async () => {
    const res = await kirim('Nilai Anda sudah keluar', t.dosen, utas2);
    expect(res.status).toBe(200);
    const r = await baca(mhs2, utas2);
    expect(r.status).toBe(200);
    expect(r.data.comments.map((k) => k.isi)).toEqual(['Nilai Anda sudah keluar']);
  });
});

describe('long threads: the newest first page, older with before', () => {
  it('pages by before', async () => {
    const thread = idUtasKomentar({
      jenis: 'ujian',
      idKonten: idUjian,
      idMahasiswa: id.mhs2,
    }).idThread;
    for (let i = 1; i <= 5; i++) expect((await kirim(`pesan ${i}`, mhs2, thread)).status).toBe(200);
    const p1 = await baca(mhs2, thread, { limit: 3 });
    expect(p1.data.comments.map((k) => k.isi)).toEqual(['pesan 3', 'pesan 4', 'pesan 5']);
    expect(p1.data.ada_sebelumnya).toBe(true);
    const p2 = await baca(mhs2, thread, { limit: 3, before: p1.data.comments[0]!.id });
    expect(p2.data.comments.map((k) => k.isi)).toEqual([
      'Nilai Anda sudah keluar',
      'pesan 1',
      'pesan 2',
    ]);
    expect(p2.data.ada_sebelumnya).toBe(false);
    for (const [q, pesan] of [
      [{ limit: 0 }, 'Batas komentar minimal 1'],
      [{ limit: 101 }, 'Batas komentar maksimal 100'],
      [{ before: 'x' }, PESAN_CHAT.sebelum],
    ] as const) {
      const r = await baca(mhs2, thread, q);
      expect(r.status).toBe(422);
      expect(r.body.status.message).toContain(pesan);
    }
    // A comment of another thread is no cursor here.
    const lain = await baca(t.dosen, utas, { before: p1.data.comments[0]!.id });
    expect(lain.status).toBe(404);
  });
});

describe('unread counters (spec 3, 4)', () => {
  it('counts others’ comments since the last read, per thread, for each reader', async () => {
    const g = await s.panggil(calls.belumDibacaGroupChat, {
      params: { id: grup },
      token: t.mahasiswa,
    });
    expect(g.status).toBe(200);
    // The student sees only their own thread: the lecturer's and the operator's comments.
    expect(g.data).toEqual([
      expect.objectContaining({ id_thread: utas, belum_dibaca: 2, terakhir_dibaca: null }),
    ]);
    const dibaca = await s.panggil(calls.tandaiDibaca, {
      params: { id: grup, threadId: utas },
      token: t.mahasiswa,
    });
    expect(dibaca.status).toBe(200);
    expect(dibaca.data).toMatchObject({ id_thread: utas, belum_dibaca: 0 });
    expect(dibaca.data.terakhir_dibaca).not.toBeNull();
    await kirim('Satu lagi, Pak', t.dosen);
    expect((await baca()).data.belum_dibaca).toBe(1);

    // The lecturer sees every thread of the exam.
    const dosen = await s.panggil(calls.belumDibacaGroupChat, {
      params: { id: grup },
      token: t.dosen,
    });
    expect(dosen.data.map((r) => r.id_thread).sort()).toEqual([utas, utas2].sort());
    expect(dosen.data.find((r) => r.id_thread === utas2)!.belum_dibaca).toBe(5);

    expect(
      (await s.panggil(calls.belumDibacaGroupChat, { params: { id: grup }, token: mhsLain }))
        .status,
    ).toBe(403);
    expect(
      (
        await s.panggil(calls.tandaiDibaca, {
          params: { id: grup, threadId: utas },
          token: mhs2,
        })
      ).status,
    ).toBe(403);
  });
});

describe('the live stream (SSE /lms/events/chat/{groupId})', () => {
  const url = (thread?: string) =>
    `${s.url}/lms/events/chat/${encodeURIComponent(grup)}${thread ? `?thread=${encodeURIComponent(thread)}` : ''}`;

  it("delivers a posted and a deleted comment to the thread's and the group's streams", async () => {
    const mhs = await bukaSse(url(utas), t.mahasiswa);
    const dosen = await bukaSse(url(), t.dosen);
    const mhsDua = await bukaSse(url(utas2), mhs2);
    const k = await kirim('Masih ada pertanyaan');
    await s.panggil(calls.hapusKomentar, {
      params: { id: grup, threadId: utas, idKomentar: k.data.id },
      token: t.mahasiswa,
    });
    await tungguSampai(() => mhs.lain().length >= 2 && dosen.lain().length >= 2);
    const harapan = (aksi: string) => ({
      event: 'komentar',
      data: {
        id_group: grup,
        id_thread: utas,
        id_komentar: k.data.id,
        aksi,
        id_user: id.userMhs,
        waktu_posting: k.data.waktu_posting,
      },
    });
    expect(mhs.lain()).toEqual([harapan('tambah'), harapan('hapus')]);
    expect(dosen.lain()).toEqual([harapan('tambah'), harapan('hapus')]);
    // Another student's stream hears nothing of it.
    await new Promise((r) => setTimeout(r, 200));
    expect(mhsDua.lain()).toEqual([]);
    await Promise.all([mhs.tutup(), dosen.tutup(), mhsDua.tutup()]);
  });

  it("is opened only by those who may read: not another student's thread, not a student's whole group", async () => {
    const buka = (token: string, thread?: string) =>
      s.call(
        `/lms/events/chat/${encodeURIComponent(grup)}${thread ? `?thread=${encodeURIComponent(thread)}` : ''}`,
        {
          token,
        },
      );
    expect((await buka(mhs2, utas)).status).toBe(403);
    expect((await buka(mhsLain, utas)).status).toBe(403);
    expect((await buka(dosenLain)).status).toBe(403);
    const grupMhs = await buka(t.mahasiswa);
    expect(grupMhs.status).toBe(403);
    expect(grupMhs.body.status.message).toBe(PESAN_CHAT.aliranGroup);
    expect(
      (
        await s.call('/lms/events/chat/LMS-00000000-0000-4000-8000-000000000000', {
          token: t.dosen,
        })
      ).status,
    ).toBe(404);
  });
});

describe('comment logs (spec 7 log_tambah_komentar, log_hapus_komentar)', () => {
  const tambah = (token: string, jenis = 'ujian', idKonten = idUjian) =>
    s.panggil(calls.logTambahKomentar, { params: { jenis, id: idKonten }, token });

  it('records an activity entry naming the content', async () => {
    expect((await tambah(t.mahasiswa)).status).toBe(200);
    expect((await tambah(t.dosen)).status).toBe(200);
    const hapus = await s.panggil(calls.logHapusKomentar, {
      params: { jenis: 'ujian', id: idUjian },
      body: { waktu_posting: '2025-03-01T10:00:00+07:00', user_deleted: id.userMhs },
      token: t.mahasiswa,
    });
    expect(hapus.status).toBe(200);
    const rows = await s.ctx.database.db.query.logAktivitas.findMany();
    const milik = rows.filter((r) => r.detail.includes(idUjian));
    expect(milik.map((r) => [r.jenisAktivitas, r.detail])).toEqual(
      expect.arrayContaining([
        ['tambah_komentar', `Menambah komentar pada kuis/ujian ${idUjian}`],
        [
          'hapus_komentar',
          `Menghapus komentar pada kuis/ujian ${idUjian} (waktu posting 2025-03-01T03:00:00.000Z)`,
        ],
      ]),
    );
  });

  it('refuses those who may not comment, and bad input', async () => {
    expect((await tambah(mhsLain)).status).toBe(403);
    expect((await tambah(dosenLain)).status).toBe(403);
    await denganHakOperator(s, { kelas_kuliah: 'read' }, async () => {
      expect((await tambah(t.operator)).status).toBe(403);
    });
    // Exams have no groups.
    const kelompok = await s.panggil(calls.logTambahKomentarKelompok, {
      params: { jenis: 'ujian', id: idUjian, idKelompok: id.mhs },
      token: t.dosen,
    });
    expect(kelompok.status).toBe(404);
    const bukanMilik = await s.panggil(calls.logHapusKomentar, {
      params: { jenis: 'ujian', id: idUjian },
      body: { waktu_posting: '2025-03-01T10:00:00+07:00', user_deleted: id.userDosen },
      token: t.mahasiswa,
    });
    expect(bukanMilik.status).toBe(403);
    expect(bukanMilik.body.status.message).toBe(PESAN_CHAT.hapusBukanMilik);
    for (const [body, pesan] of [
      [{ waktu_posting: 'kemarin', user_deleted: id.userMhs }, PESAN_CHAT.waktuPosting],
      [{ waktu_posting: '2025-03-01T10:00:00+07:00', user_deleted: 'x' }, PESAN_CHAT.userDeleted],
    ] as const) {
      const r = await s.panggil(calls.logHapusKomentar, {
        params: { jenis: 'ujian', id: idUjian },
        badanMentah: body,
        token: t.mahasiswa,
      });
      expect(r.status).toBe(422);
      expect(r.body.status.message).toContain(pesan);
    }
    const jenis = await tambah(t.dosen, 'kuis');
    expect(jenis.status).toBe(422);
    expect(jenis.body.status.message).toContain(PESAN_CHAT.jenis);
  });
});
