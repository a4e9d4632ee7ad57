import type { calls, SimpanForum } from '@kampus/api/contract';
import {
  awalKemarin,
  type FieldForum,
  forumTerbuka,
  MINIMAL_POST_DEFAULT,
  PESAN_FORUM_SERVER,
  validasiForum,
} from '@kampus/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { conflict, notFound, tidakValid } from '../../http/errors';
import type { HandlerContext } from '../../http/route';
import { dekodeDeskripsi, sanitasiHtml } from '../../http/sanitasi';
import type { Aktor } from '../auth';
import { kehadiranAktivitasBerubah } from '../kehadiran';
import { aksesKelas } from '../kelas';
import { getPengaturan } from '../sistem';
import { forumDenganAkses, pengelolaForum, pertemuanDenganAkses } from './akses';
import {
  type BarisForum,
  daftarForumRows,
  type FilterForum,
  hapusForumRow,
  jumlahPesertaJoin,
  type KolomForum,
  tambahForumRow,
  ubahForumRow,
} from './queries';

// Forums of a meeting (spec 2 'Forum', 3 'Forum', 5 'Forum form'): the list (a meeting's, a
// class's, or every class of the caller for the /forum page), one forum, saving, removing.
// Each route of ./routes.ts calls one of these; posts are in ./post.ts.

type Input = z.output<typeof SimpanForum>;

/** The body field each form rule answers for. */
const FIELD: Record<FieldForum, string> = {
  pertemuan: 'id_pertemuan',
  judul: 'judul',
  deskripsi: 'deskripsi',
  waktu_mulai: 'waktu_mulai',
  waktu_selesai: 'waktu_selesai',
  minimal_post: 'minimal_post',
};

export async function satuForum(ctx: AppContext, aktor: Aktor, id: string, kini = new Date()) {
  const { items } = await daftarForumRows(
    ctx.database.db,
    aktor,
    { ids: [id] },
    { page: 1, perPage: 1 },
    kini,
    pengelolaForum(aktor),
  );
  const f = items[0];
  if (!f) throw notFound(PESAN_FORUM_SERVER.tidakAda);
  return f;
}

/**
 * The form's rules in the spec's order (domain validasiForum); the server always needs the
 * meeting (a lecturer's form sends it from the context). When editing, `asal` is the forum as it
 * was, so its start stays once students posted. The description is cleaned rich text.
 */
function validasi(
  input: Input,
  idPertemuan: string | null,
  asal: { waktu_mulai: Date; jumlah_peserta_join: number } | null,
): KolomForum {
  const deskripsi = sanitasiHtml(dekodeDeskripsi(input.deskripsi));
  const minimalPost = input.minimal_post === undefined ? MINIMAL_POST_DEFAULT : input.minimal_post;
  const galat = validasiForum(
    {
      pertemuan: idPertemuan,
      judul: input.judul,
      // Markup without text (an empty editor's '<p></p>') is no description.
      deskripsi: deskripsi.replace(/<(?!img\b)[^>]*>/gi, '').replace(/&nbsp;/g, ' '),
      waktu_mulai: input.waktu_mulai ?? null,
      waktu_selesai: input.waktu_selesai ?? null,
      penilaian_keaktifan: input.penilaian_keaktifan,
      minimal_post: minimalPost,
    },
    { operator: true, asal },
  );
  const pertama = Object.entries(galat)[0] as [FieldForum, string] | undefined;
  if (pertama) throw tidakValid(pertama[1], FIELD[pertama[0]]);
  return {
    judul: input.judul,
    deskripsi,
    waktuMulai: new Date(input.waktu_mulai as string),
    waktuSelesai: new Date(input.waktu_selesai as string),
    penilaianKeaktifan: input.penilaian_keaktifan,
    minimalPost: minimalPost as number,
  };
}

/** A new start is not before 00:00 of yesterday in the college's zone (spec 5 minimum date). */
async function wajibMulaiTerbaru(ctx: AppContext, aktor: Aktor, mulai: Date, kini: Date) {
  const tz = (await getPengaturan(ctx.database.db, aktor.idPerguruanTinggi))?.pengaturan_sistem
    ?.time_zone;
  const batas = awalKemarin(kini, tz ?? undefined);
  if (batas !== null && mulai.getTime() < batas) {
    throw tidakValid(PESAN_FORUM_SERVER.mulaiSebelumKemarin, 'waktu_mulai');
  }
}

/** A finished forum (its posts graded) is neither edited nor deleted (spec 2 'editable and open'). */
function wajibTerbuka(f: BarisForum, kini: Date) {
  if (!forumTerbuka({ waktu_mulai: f.waktuMulai, waktu_selesai: f.waktuSelesai }, kini)) {
    throw conflict(PESAN_FORUM_SERVER.tertutup);
  }
}

export async function daftarForum(
  ctx: AppContext,
  { aktor, query }: HandlerContext<typeof calls.daftarForum>,
) {
  const db = ctx.database.db;
  let filter: FilterForum;
  if (query.id_pertemuan) {
    await pertemuanDenganAkses(db, aktor, query.id_pertemuan, 'read');
    filter = { idPertemuan: query.id_pertemuan };
  } else if (query.id_kelas_kuliah) {
    await aksesKelas(db, aktor, query.id_kelas_kuliah, 'read');
    filter = { idKelas: query.id_kelas_kuliah };
  } else {
    // The /forum page: every class of the caller (operators: the college's).
    filter = { lingkup: true };
  }
  const { items, total } = await daftarForumRows(
    db,
    aktor,
    { ...filter, periode: query.periode },
    { page: query.page, perPage: query.per_page },
    new Date(),
    pengelolaForum(aktor),
  );
  return { items, total, page: query.page, perPage: query.per_page };
}

export async function bacaSatuForum(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.forum>,
) {
  await forumDenganAkses(ctx.database.db, aktor, params.id, 'read');
  return satuForum(ctx, aktor, params.id);
}

export async function tambahForum(
  ctx: AppContext,
  { aktor, body }: HandlerContext<typeof calls.tambahForum>,
) {
  // The meeting's class first: its form's messages are for those who may change it.
  const p = body.id_pertemuan
    ? await pertemuanDenganAkses(ctx.database.db, aktor, body.id_pertemuan, 'write')
    : null;
  const kolom = validasi(body, p?.id ?? null, null);
  await wajibMulaiTerbaru(ctx, aktor, kolom.waktuMulai, new Date());
  const id = await tambahForumRow(ctx.database.db, {
    ...kolom,
    idPertemuan: p?.id as string,
    dibuatOleh: aktor.idPengguna,
  });
  // A new forum of a started meeting counting posts: its students' progress is recalculated.
  await kehadiranAktivitasBerubah(ctx, aktor, [p?.id], 'forum');
  return satuForum(ctx, aktor, id);
}

export async function ubahForum(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.ubahForum>,
) {
  const db = ctx.database.db;
  const { f: lama } = await forumDenganAkses(db, aktor, params.id, 'write');
  const kini = new Date();
  wajibTerbuka(lama, kini);
  const idPertemuan = body.id_pertemuan ?? lama.idPertemuan;
  const peserta = await jumlahPesertaJoin(db, lama.id);
  // Moving it to another meeting needs the right to change that meeting's class too, and no
  // student's post yet (their posts count for this meeting's attendance).
  if (idPertemuan !== lama.idPertemuan) {
    await pertemuanDenganAkses(db, aktor, idPertemuan, 'write');
    if (peserta > 0) throw tidakValid(PESAN_FORUM_SERVER.pertemuanTerkunci, 'id_pertemuan');
  }
  const kolom = validasi(body, idPertemuan, {
    waktu_mulai: lama.waktuMulai,
    jumlah_peserta_join: peserta,
  });
  if (kolom.waktuMulai.getTime() !== lama.waktuMulai.getTime()) {
    await wajibMulaiTerbaru(ctx, aktor, kolom.waktuMulai, kini);
  }
  await ubahForumRow(db, lama.id, { ...kolom, idPertemuan });
  // Moved, another minimum of posts or title (shown in the details): both meetings recalculated.
  if (
    idPertemuan !== lama.idPertemuan ||
    kolom.minimalPost !== lama.minimalPost ||
    kolom.judul !== lama.judul
  ) {
    await kehadiranAktivitasBerubah(ctx, aktor, [lama.idPertemuan, idPertemuan], 'forum');
  }
  return satuForum(ctx, aktor, lama.id);
}

export async function hapusForum(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.hapusForum>,
) {
  const { f } = await forumDenganAkses(ctx.database.db, aktor, params.id, 'write');
  wajibTerbuka(f, new Date());
  await hapusForumRow(ctx.database.db, f.id);
  await kehadiranAktivitasBerubah(ctx, aktor, [f.idPertemuan], 'forum');
  return null;
}
