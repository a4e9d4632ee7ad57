import { calls, type Forum } from '@kampus/api/contract';
import { PESAN_FORUM_SERVER } from '@kampus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bukaSse, tungguSampai } from '../../../test/sse';
import { bacaAktivitas } from '../../platform/aktivitas';
import { buatForum, geserWaktu, menit, posting, siapkanUji, type UjiForum } from './uji-bersama';

let u: UjiForum;
beforeAll(async () => {
  u = await siapkanUji();
});
afterAll(() => u?.s.close());

const topik = (id: string, token: string) =>
  u.s.panggil(calls.daftarPostForum, { params: { id }, query: { per_page: 50 }, token });
const baca = (id: string, token: string) => u.s.panggil(calls.forum, { params: { id }, token });
const ubahPost = (id: string, idPost: string, isi: string, token: string) =>
  u.s.panggil(calls.ubahPostForum, { params: { id, idPost }, body: { isi }, token });
const hapusPost = (id: string, idPost: string, token: string) =>
  u.s.panggil(calls.hapusPostForum, { params: { id, idPost }, token });

describe('threads and replies', () => {
  let f: Forum;
  beforeAll(async () => {
    f = await buatForum(u);
  });

  it('a thread and its replies in clean rich text, newest thread first', async () => {
    const satu = await posting(
      u,
      f.id,
      u.t.mahasiswa,
      '<p>Stack itu <b>LIFO</b></p><img src=x onerror=alert(1)><script>alert(1)</script>',
    );
    expect(satu.status).toBe(200);
    expect(satu.data).toMatchObject({
      id_forum: f.id,
      id_induk: null,
      isi: '<p>Stack itu <b>LIFO</b></p><img src="x" />',
      pengirim: { username: '2401001', role: 'mahasiswa' },
      dihapus: false,
      belum_dibaca: false,
      bisa_diubah: true,
      bisa_dihapus: true,
    });
    const balas = await posting(u, f.id, u.t.dosen, '<p>Betul, dan queue FIFO</p>', satu.data.id);
    expect(balas.data.id_induk).toBe(satu.data.id);
    await posting(u, f.id, u.mhs2, '<p>Saya mau tanya</p>');
    const res = await topik(f.id, u.mhs2);
    expect(res.status).toBe(200);
    expect(res.data.map((x) => x.isi)).toEqual(['<p>Saya mau tanya</p>', satu.data.isi]);
    expect(res.data[1]?.balasan.map((b) => b.pengirim?.username)).toEqual(['dosen01']);
    // Another's post: unread for mhs2, and not theirs to change.
    expect(res.data[1]).toMatchObject({
      belum_dibaca: true,
      bisa_diubah: false,
      bisa_dihapus: false,
    });
  });

  it.each([
    ['', PESAN_FORUM_SERVER.isiKosong],
    ['<p>  </p><script>alert(1)</script>', PESAN_FORUM_SERVER.isiKosong],
  ])('refuses the text %j', async (isi, pesan) => {
    const res = await posting(u, f.id, u.t.mahasiswa, isi);
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(pesan);
  });

  it('replies answer threads of this forum only', async () => {
    const t1 = await posting(u, f.id, u.t.mahasiswa, '<p>Topik</p>');
    const b1 = await posting(u, f.id, u.mhs2, '<p>Balasan</p>', t1.data.id);
    const lain = await buatForum(u);
    const tLain = await posting(u, lain.id, u.t.mahasiswa, '<p>Di forum lain</p>');
    for (const induk of [b1.data.id, tLain.data.id]) {
      const res = await posting(u, f.id, u.t.mahasiswa, '<p>x</p>', induk);
      expect(res.status).toBe(422);
      expect(res.body.status.message).toBe(PESAN_FORUM_SERVER.indukBukanTopik);
    }
  });

  it("edits and deletes one's own post while open; never another student's", async () => {
    const p = await posting(u, f.id, u.t.mahasiswa, '<p>Salah ketik</p>');
    const ubah = await ubahPost(f.id, p.data.id, '<p>Sudah benar</p>', u.t.mahasiswa);
    expect(ubah.status).toBe(200);
    expect(ubah.data.isi).toBe('<p>Sudah benar</p>');
    expect(ubah.data.diubah_pada).not.toBeNull();
    const orangLain = await ubahPost(f.id, p.data.id, '<p>Diubah</p>', u.mhs2);
    expect(orangLain.status).toBe(403);
    expect(orangLain.body.status.message).toBe(PESAN_FORUM_SERVER.ubahPostLain);
    // Not even the lecturer rewrites a student's words.
    expect((await ubahPost(f.id, p.data.id, '<p>x</p>', u.t.dosen)).status).toBe(403);
    const hapusLain = await hapusPost(f.id, p.data.id, u.mhs2);
    expect(hapusLain.status).toBe(403);
    expect(hapusLain.body.status.message).toBe(PESAN_FORUM_SERVER.hapusPostLain);
    expect((await hapusPost(f.id, p.data.id, u.t.mahasiswa)).status).toBe(200);
    const lagi = await ubahPost(f.id, p.data.id, '<p>x</p>', u.t.mahasiswa);
    expect(lagi.status).toBe(404);
    expect(lagi.body.status.message).toBe(PESAN_FORUM_SERVER.postTidakAda);
  });

  it("the class's lecturer deletes any post; a deleted thread stays for its replies", async () => {
    const t1 = await posting(u, f.id, u.t.mahasiswa, '<p>Tidak pantas</p>');
    await posting(u, f.id, u.mhs2, '<p>Tanggapan</p>', t1.data.id);
    expect((await hapusPost(f.id, t1.data.id, u.t.dosen)).status).toBe(200);
    const res = await topik(f.id, u.t.dosen);
    const kosong = res.data.find((x) => x.id === t1.data.id);
    expect(kosong).toMatchObject({ dihapus: true, isi: '', pengirim: null, bisa_dihapus: false });
    expect(kosong?.balasan.map((b) => b.isi)).toEqual(['<p>Tanggapan</p>']);
    // A deleted thread takes no new replies.
    const balas = await posting(u, f.id, u.t.mahasiswa, '<p>x</p>', t1.data.id);
    expect(balas.body.status.message).toBe(PESAN_FORUM_SERVER.indukBukanTopik);
  });

  it('nobody posts before the start or after the end; closed posts stay as they are', async () => {
    const nanti = await buatForum(u, { waktu_mulai: menit(60), waktu_selesai: menit(120) });
    const awal = await posting(u, nanti.id, u.t.dosen);
    expect(awal.status).toBe(409);
    expect(awal.body.status.message).toBe(PESAN_FORUM_SERVER.belumDimulaiPosting);
    const g = await buatForum(u);
    const p = await posting(u, g.id, u.t.mahasiswa);
    await geserWaktu(u, g.id, menit(-120), menit(-1));
    for (const token of [u.t.mahasiswa, u.t.dosen]) {
      const res = await posting(u, g.id, token);
      expect(res.status).toBe(409);
      expect(res.body.status.message).toBe(PESAN_FORUM_SERVER.sudahBerakhir);
    }
    const ubah = await ubahPost(g.id, p.data.id, '<p>Revisi</p>', u.t.mahasiswa);
    expect(ubah.status).toBe(409);
    expect(ubah.body.status.message).toBe(PESAN_FORUM_SERVER.postTertutup);
    expect((await hapusPost(g.id, p.data.id, u.t.mahasiswa)).status).toBe(409);
    // The lecturer still removes an improper post.
    expect((await hapusPost(g.id, p.data.id, u.t.dosen)).status).toBe(200);
  });

  it('a student reads nothing of a forum before its start', async () => {
    const nanti = await buatForum(u, { waktu_mulai: menit(60), waktu_selesai: menit(120) });
    for (const res of [
      await topik(nanti.id, u.t.mahasiswa),
      await u.s.panggil(calls.bacaForum, { params: { id: nanti.id }, token: u.t.mahasiswa }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe(PESAN_FORUM_SERVER.belumDimulai);
    }
    expect((await topik(nanti.id, u.t.dosen)).status).toBe(200);
  });
});

describe('unread counts and completion', () => {
  it("counts others' posts since the last read; marking read clears it", async () => {
    const f = await buatForum(u);
    const a = await posting(u, f.id, u.t.mahasiswa, '<p>Satu</p>');
    await posting(u, f.id, u.t.mahasiswa, '<p>Dua</p>', a.data.id);
    expect((await baca(f.id, u.mhs2)).data).toMatchObject({ unread_count: 2, jumlah_post: 2 });
    // One's own posts are never unread.
    expect((await baca(f.id, u.t.mahasiswa)).data.unread_count).toBe(0);
    const tandai = await u.s.panggil(calls.bacaForum, { params: { id: f.id }, token: u.mhs2 });
    expect(tandai.status).toBe(200);
    expect(tandai.data).toMatchObject({ id_forum: f.id, unread_count: 0 });
    expect((await baca(f.id, u.mhs2)).data.unread_count).toBe(0);
    const tiga = await posting(u, f.id, u.t.dosen, '<p>Tiga</p>');
    const sesudah = (await baca(f.id, u.mhs2)).data;
    expect(sesudah.unread_count).toBe(1);
    expect(sesudah.last_chat_time).toBe(tiga.data.created_at);
    const daftar = await topik(f.id, u.mhs2);
    expect(daftar.data.map((x) => x.belum_dibaca)).toEqual([true, false]);
    // A deleted post is no longer unread.
    await hapusPost(f.id, tiga.data.id, u.t.dosen);
    expect((await baca(f.id, u.mhs2)).data.unread_count).toBe(0);
  });

  it('a student completes a forum once they posted minimal_post times', async () => {
    const f = await buatForum(u, { minimal_post: 2 });
    expect((await baca(f.id, u.t.mahasiswa)).data.completed).toBe(false);
    const t1 = await posting(u, f.id, u.t.mahasiswa);
    expect((await baca(f.id, u.t.mahasiswa)).data).toMatchObject({
      completed: false,
      jumlah_post_saya: 1,
    });
    await posting(u, f.id, u.t.mahasiswa, '<p>Balasan saya</p>', t1.data.id);
    expect((await baca(f.id, u.t.mahasiswa)).data.completed).toBe(true);
    // Another student's count is their own; staff have none.
    expect((await baca(f.id, u.mhs2)).data.completed).toBe(false);
    expect((await baca(f.id, u.t.dosen)).data.completed).toBeNull();
    await hapusPost(f.id, t1.data.id, u.t.mahasiswa);
    expect((await baca(f.id, u.t.mahasiswa)).data.completed).toBe(false);
  });
});

describe('activity events (attendance and grades read these)', () => {
  it('each post announces posting; a deletion announces it for the author', async () => {
    const f = await buatForum(u);
    const t1 = await posting(u, f.id, u.t.mahasiswa);
    const b1 = await posting(u, f.id, u.t.dosen, '<p>Balasan</p>', t1.data.id);
    await hapusPost(f.id, t1.data.id, u.t.dosen);
    // Refused posts announce nothing.
    expect((await posting(u, f.id, u.t.mahasiswa, '')).status).toBe(422);
    const peristiwa = await bacaAktivitas(u.s.ctx.database.db, {
      jenis: 'forum',
      idAktivitas: [f.id],
    });
    expect(peristiwa.map((p) => [p.aksi, p.role, p.idPertemuan, p.data])).toEqual([
      ['posting', 'mahasiswa', u.idPertemuan, { id_post: t1.data.id, id_induk: null }],
      ['posting', 'dosen', u.idPertemuan, { id_post: b1.data.id, id_induk: t1.data.id }],
      [
        'hapus_posting',
        'mahasiswa',
        u.idPertemuan,
        { id_post: t1.data.id, dihapus_oleh: expect.any(String) },
      ],
    ]);
    expect(peristiwa[2]?.idPengguna).toBe(peristiwa[0]?.idPengguna);
  });
});

describe('live updates (SSE /lms/events/forum/{id})', () => {
  it('new, edited and deleted posts reach the open forum pages', async () => {
    const f = await buatForum(u);
    const sse = await bukaSse(`${u.s.url}/lms/events/forum/${f.id}`, u.mhs2);
    try {
      const p = await posting(u, f.id, u.t.mahasiswa);
      await tungguSampai(() => sse.lain().length >= 1);
      await ubahPost(f.id, p.data.id, '<p>Direvisi</p>', u.t.mahasiswa);
      await hapusPost(f.id, p.data.id, u.t.dosen);
      await tungguSampai(() => sse.lain().length >= 3);
      expect(sse.lain()).toEqual(
        ['baru', 'ubah', 'hapus'].map((aksi) => ({
          event: 'forum',
          data: { id_forum: f.id, id_post: p.data.id, aksi },
        })),
      );
    } finally {
      await sse.tutup();
    }
  });

  it("another forum's posts do not reach it", async () => {
    const f = await buatForum(u);
    const lain = await buatForum(u);
    const sse = await bukaSse(`${u.s.url}/lms/events/forum/${f.id}`, u.t.dosen);
    try {
      await posting(u, lain.id, u.t.mahasiswa);
      const p = await posting(u, f.id, u.t.mahasiswa);
      await tungguSampai(() => sse.lain().length >= 1);
      expect(sse.lain().map((e) => (e.data as { id_post: string }).id_post)).toEqual([p.data.id]);
    } finally {
      await sse.tutup();
    }
  });

  it('only those who may read the forum open its stream', async () => {
    const f = await buatForum(u);
    const nanti = await buatForum(u, { waktu_mulai: menit(60), waktu_selesai: menit(120) });
    const sse = (id: string, token: string) =>
      u.s.panggil(calls.eventsForum, { params: { id }, token });
    expect((await sse(f.id, u.mhsLain)).status).toBe(403);
    expect((await sse(f.id, u.dosenLain)).status).toBe(403);
    const belum = await sse(nanti.id, u.t.mahasiswa);
    expect(belum.status).toBe(403);
    expect(belum.body.status.message).toBe(PESAN_FORUM_SERVER.belumDimulai);
  });
});
