import type { calls, EventForum } from '@kampus/api/contract';
import {
  bolehHapusPostForum,
  bolehUbahPostForum,
  forumTerbuka,
  PESAN_FORUM_SERVER,
  statusForumPada,
} from '@kampus/domain';
import type { AppContext } from '../../context';
import { type Db, transaksi } from '../../db/client';
import { conflict, forbidden, notFound, tidakValid } from '../../http/errors';
import type { HandlerContext } from '../../http/route';
import { sanitasiHtml } from '../../http/sanitasi';
import { umumkanAktivitas } from '../../platform/aktivitas';
import { siarkanEvent } from '../../platform/sse';
import type { Aktor } from '../auth';
import { forumDenganAkses, pengelolaForum, wajibSudahDibuka } from './akses';
import type { BarisForum } from './queries';
import {
  daftarTopik,
  hapusPostRow,
  type Pemirsa,
  postById,
  postTerakhir,
  satuPost,
  tambahPostRow,
  tandaiDibacaRow,
  ubahPostRow,
  waktuBacaForum,
} from './queriesPost';

// A forum's discussion (spec 2 'Forum', 3 'Forum'): threads and replies in rich text, each
// user's read marker (their unread count), and the live 'forum' event of every change. Nobody
// posts before the start or after the end; a student reads nothing before the start.

/** Rich text as stored; refused when nothing but markup is left. */
function isiBersih(isi: string) {
  const bersih = sanitasiHtml(isi);
  const teks = bersih.replace(/<(?!img\b)[^>]*>/gi, '').replace(/&nbsp;/g, ' ');
  if (teks.trim() === '') throw tidakValid(PESAN_FORUM_SERVER.isiKosong, 'isi');
  return bersih;
}

const waktuForum = (f: BarisForum) => ({
  waktu_mulai: f.waktuMulai,
  waktu_selesai: f.waktuSelesai,
});

async function pemirsa(db: Db, aktor: Aktor, f: BarisForum, kini: Date): Promise<Pemirsa> {
  return {
    idPengguna: aktor.idPengguna,
    waktuBaca: await waktuBacaForum(db, f.id, aktor.idPengguna),
    terbuka: forumTerbuka(waktuForum(f), kini),
    pengelola: pengelolaForum(aktor),
  };
}

/** Tells the forum's open pages which post to reload (after the change is committed). */
function siarkan(ctx: AppContext, aktor: Aktor, data: EventForum) {
  return siarkanEvent(ctx, aktor.idPerguruanTinggi, 'forum', data, {
    topik: `forum:${data.id_forum}`,
  });
}

export async function daftarPostForum(
  ctx: AppContext,
  { aktor, params, query }: HandlerContext<typeof calls.daftarPostForum>,
) {
  const db = ctx.database.db;
  const { f } = await forumDenganAkses(db, aktor, params.id, 'read');
  const kini = new Date();
  wajibSudahDibuka(aktor, f, kini);
  const { items, total } = await daftarTopik(
    db,
    f.id,
    { page: query.page, perPage: query.per_page },
    await pemirsa(db, aktor, f, kini),
  );
  return { items, total, page: query.page, perPage: query.per_page };
}

export async function tambahPostForum(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.tambahPostForum>,
) {
  const db = ctx.database.db;
  const { f } = await forumDenganAkses(db, aktor, params.id, 'posting');
  const kini = new Date();
  const status = statusForumPada(waktuForum(f), kini);
  if (status === 'belum_dimulai') throw conflict(PESAN_FORUM_SERVER.belumDimulaiPosting);
  if (status === 'selesai') throw conflict(PESAN_FORUM_SERVER.sudahBerakhir);
  const isi = isiBersih(body.isi);
  if (body.id_induk) {
    // Replies answer a thread of this forum (one level, as the discussion shows them).
    const induk = await postById(db, f.id, body.id_induk);
    if (!induk || induk.idInduk !== null || induk.dihapusPada !== null) {
      throw tidakValid(PESAN_FORUM_SERVER.indukBukanTopik, 'id_induk');
    }
  }
  const id = await transaksi(db, async (tx) => {
    const idPost = await tambahPostRow(tx, {
      idForum: f.id,
      idInduk: body.id_induk ?? null,
      idPengguna: aktor.idPengguna,
      role: aktor.role,
      isi,
      createdAt: kini,
    });
    // Attendance (posting_forum) and the grade recap count posts from here.
    await umumkanAktivitas(tx, {
      idPertemuan: f.idPertemuan,
      jenis: 'forum',
      idAktivitas: f.id,
      idPengguna: aktor.idPengguna,
      role: aktor.role,
      aksi: 'posting',
      waktu: kini,
      data: { id_post: idPost, id_induk: body.id_induk ?? null },
    });
    return idPost;
  });
  await siarkan(ctx, aktor, { id_forum: f.id, id_post: id, aksi: 'baru' });
  const post = await satuPost(db, id, await pemirsa(db, aktor, f, kini));
  if (!post) throw notFound(PESAN_FORUM_SERVER.postTidakAda);
  return post;
}

/** A post of the forum, not deleted. */
async function postHidup(db: Db, f: BarisForum, idPost: string) {
  const p = await postById(db, f.id, idPost);
  if (!p || p.dihapusPada !== null) throw notFound(PESAN_FORUM_SERVER.postTidakAda);
  return p;
}

export async function ubahPostForum(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.ubahPostForum>,
) {
  const db = ctx.database.db;
  const { f } = await forumDenganAkses(db, aktor, params.id, 'posting');
  const kini = new Date();
  wajibSudahDibuka(aktor, f, kini);
  const p = await postHidup(db, f, params.idPost);
  const milikSendiri = p.idPengguna === aktor.idPengguna;
  const terbuka = forumTerbuka(waktuForum(f), kini);
  if (!bolehUbahPostForum({ milikSendiri, terbuka })) {
    if (!milikSendiri) throw forbidden(PESAN_FORUM_SERVER.ubahPostLain);
    throw conflict(PESAN_FORUM_SERVER.postTertutup);
  }
  await ubahPostRow(db, p.id, isiBersih(body.isi), kini);
  await siarkan(ctx, aktor, { id_forum: f.id, id_post: p.id, aksi: 'ubah' });
  const post = await satuPost(db, p.id, await pemirsa(db, aktor, f, kini));
  if (!post) throw notFound(PESAN_FORUM_SERVER.postTidakAda);
  return post;
}

export async function hapusPostForum(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.hapusPostForum>,
) {
  const db = ctx.database.db;
  const { f } = await forumDenganAkses(db, aktor, params.id, 'posting');
  const kini = new Date();
  wajibSudahDibuka(aktor, f, kini);
  const p = await postHidup(db, f, params.idPost);
  const milikSendiri = p.idPengguna === aktor.idPengguna;
  const pengelolaKelas = pengelolaForum(aktor);
  const terbuka = forumTerbuka(waktuForum(f), kini);
  if (!bolehHapusPostForum({ milikSendiri, terbuka, pengelolaKelas })) {
    if (!milikSendiri) throw forbidden(PESAN_FORUM_SERVER.hapusPostLain);
    throw conflict(PESAN_FORUM_SERVER.postTertutup);
  }
  await transaksi(db, async (tx) => {
    await hapusPostRow(tx, p.id, aktor.idPengguna, kini);
    // The author's count drops (whoever removed it: data.dihapus_oleh).
    await umumkanAktivitas(tx, {
      idPertemuan: f.idPertemuan,
      jenis: 'forum',
      idAktivitas: f.id,
      idPengguna: p.idPengguna,
      role: p.role,
      aksi: 'hapus_posting',
      waktu: kini,
      data: { id_post: p.id, dihapus_oleh: aktor.idPengguna },
    });
  });
  await siarkan(ctx, aktor, { id_forum: f.id, id_post: p.id, aksi: 'hapus' });
  return null;
}

/** Marks everything posted so far as read by the caller: their unread count becomes 0. */
export async function tandaiForumDibaca(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.bacaForum>,
) {
  const db = ctx.database.db;
  const { f } = await forumDenganAkses(db, aktor, params.id, 'read');
  const kini = new Date();
  wajibSudahDibuka(aktor, f, kini);
  // Up to the latest post, not the clock: a post being saved now is still unread after this.
  const terakhir = await postTerakhir(db, f.id);
  if (terakhir) await tandaiDibacaRow(db, f.id, aktor.idPengguna, terakhir);
  const waktu = (await waktuBacaForum(db, f.id, aktor.idPengguna)) ?? kini;
  return { id_forum: f.id, waktu_baca: waktu.toISOString(), unread_count: 0 };
}
