import { calls, type Forum } from '@kampus/api/contract';
import { PESAN_FORUM, PESAN_FORUM_SERVER, PESAN_IZIN } from '@kampus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { denganHakOperator, kelas, panggilan } from '../../../test/harness';
import {
  buatForum,
  geserWaktu,
  menit,
  payloadForum,
  posting,
  siapkanUji,
  type UjiForum,
} from './uji-bersama';

let u: UjiForum;
/** Meeting 11 of the same class. */
let idPertemuanLain: string;
beforeAll(async () => {
  u = await siapkanUji();
  const res = await u.s.panggil(calls.daftarPertemuan, {
    query: { id_kelas_kuliah: kelas('IF101'), per_page: 20 },
    token: u.t.dosen,
  });
  idPertemuanLain = res.data.find((p) => p.nomor === 11)?.id ?? '';
});
afterAll(() => u?.s.close());

const ubah = (f: Forum, isi: Record<string, unknown>, token = u.t.dosen) =>
  u.s.panggil(calls.ubahForum, {
    params: { id: f.id },
    badanMentah: payloadForum(u.idPertemuan, {
      waktu_mulai: f.waktu_mulai,
      waktu_selesai: f.waktu_selesai,
      ...isi,
    }),
    token,
  });

describe('saving a forum (spec 5 Forum form, in order)', () => {
  it.each([
    [{ id_pertemuan: null }, PESAN_FORUM.pertemuan, 'id_pertemuan'],
    [{ judul: '  ' }, PESAN_FORUM.judul, 'judul'],
    [{ deskripsi: '' }, PESAN_FORUM.deskripsi, 'deskripsi'],
    [{ deskripsi: '<p> </p><script>x</script>' }, PESAN_FORUM.deskripsi, 'deskripsi'],
    [{ waktu_mulai: null }, PESAN_FORUM.mulai, 'waktu_mulai'],
    [{ waktu_selesai: null }, PESAN_FORUM.selesai, 'waktu_selesai'],
    [
      { waktu_mulai: menit(60), waktu_selesai: menit(30) },
      PESAN_FORUM.selesaiSebelumMulai,
      'waktu_selesai',
    ],
    [{ minimal_post: 0 }, PESAN_FORUM.minimalPost, 'minimal_post'],
    [{ minimal_post: 1.5 }, PESAN_FORUM.minimalPost, 'minimal_post'],
    [{ minimal_post: null }, PESAN_FORUM.minimalPost, 'minimal_post'],
    [{ judul: '', deskripsi: '', minimal_post: 0 }, PESAN_FORUM.judul, 'judul'],
    [{ waktu_mulai: menit(-3 * 24 * 60) }, PESAN_FORUM_SERVER.mulaiSebelumKemarin, 'waktu_mulai'],
  ])('%j: %s', async (isi, pesan, field) => {
    const res = await u.s.panggil(calls.tambahForum, {
      badanMentah: payloadForum(u.idPertemuan, isi),
      token: u.t.dosen,
    });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(pesan);
    expect(res.body.errors?.[0]?.field).toBe(field);
  });

  it('saves it with a clean description, the spec link and its counts', async () => {
    const f = await buatForum(u);
    expect(f).toMatchObject({
      id_kelas_kuliah: kelas('IF101'),
      id_pertemuan: u.idPertemuan,
      pertemuan: { nomor: 12 },
      kelas_kuliah: { id: kelas('IF101'), kelas: { nama: 'A' } },
      judul: 'Diskusi struktur data',
      deskripsi: '<p>Bahas <b>stack</b> dan queue</p>',
      penilaian_keaktifan: true,
      minimal_post: 2,
      status: 'berlangsung',
      terbuka: true,
      bisa_diubah: true,
      terlipat: false,
      jumlah_peserta_join: 0,
      jumlah_post: 0,
      completed: null,
      id_group_chat: `LMS-KELAS-${kelas('IF101')}`,
      id_forum_chat: `FORUM__${f.id}`,
      unread_count: 0,
      last_chat_time: null,
      created_by: { username: 'dosen01' },
    });
    expect(f.jumlah_peserta).toBeGreaterThan(10);
    expect(f.link).toBe(
      `/forum?groupId=${encodeURIComponent(f.id_group_chat)}&forumId=FORUM__${f.id}&referer=kelas-kuliah`,
    );
  });

  it('minimal_post defaults to 1; an operator creates one too', async () => {
    const { minimal_post: _, ...tanpa } = payloadForum(u.idPertemuan);
    const res = await u.s.panggil(calls.tambahForum, { badanMentah: tanpa, token: u.t.operator });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ minimal_post: 1, created_by: { username: 'operator' } });
  });

  it('edits everything while nobody posted, the start too', async () => {
    const f = await buatForum(u, { waktu_mulai: menit(60), waktu_selesai: menit(120) });
    const res = await ubah(f, {
      judul: 'Diskusi (diundur)',
      waktu_mulai: menit(90),
      minimal_post: 3,
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ judul: 'Diskusi (diundur)', minimal_post: 3 });
    expect(Date.parse(res.data.waktu_mulai)).toBeGreaterThan(Date.parse(f.waktu_mulai));
  });

  it('locks the start once a student posted, with the spec message', async () => {
    const f = await buatForum(u);
    // A lecturer's post is no participant.
    expect((await posting(u, f.id, u.t.dosen)).status).toBe(200);
    expect((await ubah(f, { waktu_mulai: menit(-4) })).status).toBe(200);
    const sekarang = (await u.s.panggil(calls.forum, { params: { id: f.id }, token: u.t.dosen }))
      .data;
    expect((await posting(u, f.id, u.t.mahasiswa)).status).toBe(200);
    const res = await ubah(sekarang, { waktu_mulai: menit(-3) });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(PESAN_FORUM.mulaiTerkunci);
    // The rest stays editable, the end too.
    const lain = await ubah(sekarang, { judul: 'Judul baru', waktu_selesai: menit(600) });
    expect(lain.status).toBe(200);
    expect(lain.data.jumlah_peserta_join).toBe(1);
    // It stays on its meeting: the students' posts count for that meeting's attendance.
    const pindah = await ubah(lain.data, { id_pertemuan: idPertemuanLain });
    expect(pindah.status).toBe(422);
    expect(pindah.body.status.message).toBe(PESAN_FORUM_SERVER.pertemuanTerkunci);
  });

  it('moves to another meeting of the class while no student posted', async () => {
    const f = await buatForum(u);
    const res = await ubah(f, { id_pertemuan: idPertemuanLain });
    expect(res.status).toBe(200);
    expect(res.data.pertemuan.nomor).toBe(11);
  });

  it('a finished forum is neither edited nor deleted', async () => {
    const f = await buatForum(u);
    await geserWaktu(u, f.id, menit(-120), menit(-60));
    const res = await ubah(f, { judul: 'Terlambat' });
    expect(res.status).toBe(409);
    expect(res.body.status.message).toBe(PESAN_FORUM_SERVER.tertutup);
    const hapus = await u.s.panggil(calls.hapusForum, { params: { id: f.id }, token: u.t.dosen });
    expect(hapus.status).toBe(409);
    const baca = await u.s.panggil(calls.forum, { params: { id: f.id }, token: u.t.dosen });
    expect(baca.data).toMatchObject({ status: 'selesai', terbuka: false });
  });

  it('deletes an open one with its posts', async () => {
    const f = await buatForum(u);
    await posting(u, f.id, u.t.mahasiswa);
    const res = await u.s.panggil(calls.hapusForum, { params: { id: f.id }, token: u.t.dosen });
    expect(res.status).toBe(200);
    const baca = await u.s.panggil(calls.forum, { params: { id: f.id }, token: u.t.dosen });
    expect(baca.status).toBe(404);
    expect(baca.body.status.message).toBe(PESAN_FORUM_SERVER.tidakAda);
  });
});

describe('reading forums', () => {
  it("lists a meeting's forums by start, paged, and counts them in count_activity", async () => {
    const daftar = (token: string, page = 1) =>
      u.s.panggil(calls.daftarForum, {
        query: { id_pertemuan: u.idPertemuan, page, per_page: 2 },
        token,
      });
    const res = await daftar(u.t.mahasiswa);
    expect(res.status).toBe(200);
    expect(res.data).toHaveLength(2);
    const mulai = res.data.map((f) => Date.parse(f.waktu_mulai));
    expect(mulai).toEqual([...mulai].sort((a, b) => a - b));
    expect((await daftar(u.t.dosen, 2)).data.length).toBeGreaterThan(0);
    const p = await u.s.panggil(calls.pertemuan, {
      params: { id: u.idPertemuan },
      token: u.t.dosen,
    });
    expect(p.data.count_activity.forum).toBe(res.body.meta.total_items);
  });

  it("the /forum page: every class of the caller's, newest activity first, with unread counts", async () => {
    const f = await buatForum(u, { judul: 'Forum paling ramai' });
    await posting(u, f.id, u.t.dosen);
    const res = await u.s.panggil(calls.daftarForum, { query: { per_page: 50 }, token: u.mhs2 });
    expect(res.status).toBe(200);
    expect(res.data[0]).toMatchObject({ id: f.id, unread_count: 1, completed: false });
    expect(Date.parse(res.data[0]?.last_chat_time ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(res.data.every((x) => x.id_kelas_kuliah === kelas('IF101'))).toBe(true);
    // A student of another class sees none of them.
    const lain = await u.s.panggil(calls.daftarForum, {
      query: { per_page: 50 },
      token: u.mhsLain,
    });
    expect(lain.data.some((x) => x.id === f.id)).toBe(false);
    const perKelas = await u.s.panggil(calls.daftarForum, {
      query: { id_kelas_kuliah: kelas('IF101') },
      token: u.t.operator,
    });
    expect(perKelas.body.meta.total_items).toBeGreaterThan(0);
  });

  it('a student sees a forum before its start collapsed', async () => {
    const f = await buatForum(u, { waktu_mulai: menit(60), waktu_selesai: menit(120) });
    const mhs = await u.s.panggil(calls.forum, { params: { id: f.id }, token: u.t.mahasiswa });
    expect(mhs.data).toMatchObject({ terlipat: true, status: 'belum_dimulai', bisa_diubah: false });
    const dosen = await u.s.panggil(calls.forum, { params: { id: f.id }, token: u.t.dosen });
    expect(dosen.data.terlipat).toBe(false);
  });
});

describe('who may call what', () => {
  let f: Forum;
  let idPost: string;
  beforeAll(async () => {
    f = await buatForum(u);
    idPost = (await posting(u, f.id, u.t.mahasiswa)).data.id;
  });

  const rute = () => [
    panggilan(calls.daftarForum, { query: { id_pertemuan: u.idPertemuan } }),
    panggilan(calls.forum, { params: { id: f.id } }),
    panggilan(calls.daftarPostForum, { params: { id: f.id } }),
    panggilan(calls.bacaForum, { params: { id: f.id } }),
    panggilan(calls.tambahPostForum, { params: { id: f.id }, body: { isi: 'Halo' } }),
    panggilan(calls.ubahPostForum, { params: { id: f.id, idPost }, body: { isi: 'Halo' } }),
    panggilan(calls.tambahForum, { badanMentah: payloadForum(u.idPertemuan) }),
    panggilan(calls.ubahForum, { params: { id: f.id }, badanMentah: payloadForum(u.idPertemuan) }),
    panggilan(calls.hapusForum, { params: { id: f.id } }),
  ];

  it('a student of the class reads and posts, but never creates, edits or deletes forums', async () => {
    const r = rute();
    for (const x of r.slice(0, 5)) {
      expect((await x.kirim(u.s, u.mhs2)).status, `${x.m} ${x.p}`).toBe(200);
    }
    for (const x of r.slice(6)) {
      const res = await x.kirim(u.s, u.t.mahasiswa);
      expect(res.status, `${x.m} ${x.p}`).toBe(403);
      expect(res.body.status.message).toBe(PESAN_IZIN.mahasiswaKelolaForum);
    }
  });

  it('a student of another class gets nothing', async () => {
    for (const { m, p, kirim } of rute()) {
      const res = await kirim(u.s, u.mhsLain);
      expect(res.status, `${m} ${p}`).toBe(403);
      expect(res.body.status.message).toEqual(expect.any(String));
    }
  });

  it('a lecturer not teaching the class cannot read, post or change its forums', async () => {
    for (const { m, p, kirim } of rute()) {
      const res = await kirim(u.s, u.dosenLain);
      expect(res.status, `${m} ${p}`).toBe(403);
      expect(res.body.status.message).toBe('Anda tidak terdaftar pada kelas kuliah ini');
    }
  });

  it('an operator needs read on kelas_kuliah to read, write to post or change', async () => {
    await denganHakOperator(u.s, { kelas_kuliah: 'no_access' }, async () => {
      for (const { m, p, kirim } of rute()) {
        expect((await kirim(u.s, u.t.operator)).status, `${m} ${p}`).toBe(403);
      }
    });
    await denganHakOperator(u.s, { kelas_kuliah: 'read' }, async () => {
      const r = rute();
      for (const x of r.slice(0, 4)) {
        expect((await x.kirim(u.s, u.t.operator)).status, `${x.m} ${x.p}`).toBe(200);
      }
      for (const x of [r[4], r[6]]) {
        const res = await x!.kirim(u.s, u.t.operator);
        expect(res.status).toBe(403);
        expect(res.body.status.message).toBe(PESAN_IZIN.hakUbahKelas);
      }
    });
  });
});
