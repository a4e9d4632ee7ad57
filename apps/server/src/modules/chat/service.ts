import type { calls, EventKomentar, GroupChat, Komentar, ThreadChat } from '@kampus/api/contract';
import {
  anggotaGroupKomentar,
  hanyaMilikSendiri,
  idGroupSesuai,
  izinHapusKomentar,
  normalisasiKomentar,
  PESAN_CHAT,
  type UtasKomentar,
  uraiIdGroup,
  uraiIdThread,
  validasiKomentar,
} from '@kampus/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound, tidakValid } from '../../http/errors';
import type { HandlerContext } from '../../http/route';
import { wajibIzin } from '../../http/route';
import { teksTanpaHtml } from '../../http/sanitasi';
import { siarkanEvent } from '../../platform/sse';
import type { Aktor } from '../auth';
import { aksesUtas, type HakUtas } from './penjaga';
import {
  type BarisGroup,
  groupById,
  halamanKomentar,
  hapusKomentarRow,
  hitungBelumDibaca,
  komentarById,
  orangKelas,
  tambahGroup,
  tambahKomentarRow,
  tambahThread,
  tandaiDibacaRow,
  threadById,
  threadGroup,
  ubahNamaGroup,
} from './queries';

// Comment groups and threads (spec 3 'Chat group', 6 'Comment group', 7 `/v2/chat/...`). Every
// call asks the content's guard (./penjaga.ts) whose conversation it is before anything else;
// each route of ./routes.ts calls one of these.

const sasaranGroup = (g: BarisGroup) => ({
  idKonten: g.idKonten,
  ...(g.idKelompok ? { idKelompok: g.idKelompok } : {}),
});

async function wajibGroup(db: Db, aktor: Aktor, id: string) {
  const g = await groupById(db, aktor.idPerguruanTinggi, id);
  if (!g) throw notFound(PESAN_CHAT.groupTidakAda);
  return g;
}

/**
 * The members (spec 6): the class's lecturers are Dosen; the Mahasiswa are the thread's student,
 * the assignment group's members, or, for a content's whole group, every student of the class
 * for the staff and the student themself for a student.
 */
async function anggota(db: Db, aktor: Aktor, hak: HakUtas, idMahasiswa?: string) {
  const { pengajar, peserta } = await orangKelas(db, hak.idKelas);
  const pilih = hak.idMahasiswaAnggota
    ? new Set(hak.idMahasiswaAnggota)
    : idMahasiswa
      ? new Set([idMahasiswa])
      : hanyaMilikSendiri(aktor.role)
        ? new Set([aktor.idMahasiswa ?? ''])
        : null;
  return anggotaGroupKomentar({
    dosen: pengajar,
    mahasiswa: peserta.filter((p) => pilih === null || pilih.has(p.idMahasiswa)),
  });
}

async function groupApi(db: Db, aktor: Aktor, g: BarisGroup, hak: HakUtas): Promise<GroupChat> {
  return {
    id: g.id,
    name: g.nama,
    usage: 'lms',
    jenis: g.jenis,
    id_konten: g.idKonten,
    id_kelompok: g.idKelompok,
    members: await anggota(db, aktor, hak),
    created_at: g.createdAt.toISOString(),
  };
}

export async function bacaGroup(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.groupChat>,
) {
  const db = ctx.database.db;
  const g = await wajibGroup(db, aktor, params.id);
  const hak = await aksesUtas(db, aktor, g.jenis, sasaranGroup(g));
  return groupApi(db, aktor, g, hak);
}

/**
 * Creating a content's group (the thread's client does it when reading the group fails): only
 * under the id that content must have, by whoever may read it; the same group created twice is
 * answered as it is.
 */
export async function buatGroup(
  ctx: AppContext,
  { aktor, body }: HandlerContext<typeof calls.buatGroupChat>,
) {
  const db = ctx.database.db;
  const bentuk = uraiIdGroup(body.id);
  const idKelompok = bentuk?.bentuk === 'kelompok' ? bentuk.idKelompok : null;
  if (!idGroupSesuai(body.id, { jenis: body.jenis, idKonten: body.id_konten, idKelompok })) {
    throw tidakValid(PESAN_CHAT.groupBukanKonten, 'id');
  }
  const sasaran = { idKonten: body.id_konten, ...(idKelompok ? { idKelompok } : {}) };
  const hak = await aksesUtas(db, aktor, body.jenis, sasaran);
  const g = await tambahGroup(db, {
    id: body.id,
    idPerguruanTinggi: aktor.idPerguruanTinggi,
    nama: body.name,
    usage: body.usage,
    jenis: body.jenis,
    idKonten: body.id_konten,
    idKelompok,
    dibuatOleh: aktor.idPengguna,
  });
  if (!g || g.jenis !== body.jenis || g.idKonten !== body.id_konten) {
    throw conflict(PESAN_CHAT.groupSudahAda);
  }
  return groupApi(db, aktor, g, hak);
}

export async function ubahGroup(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.ubahGroupChat>,
) {
  const db = ctx.database.db;
  const g = await wajibGroup(db, aktor, params.id);
  const hak = await aksesUtas(db, aktor, g.jenis, sasaranGroup(g));
  if (!hak.tulis) throw forbidden(PESAN_CHAT.tidakBolehTulis);
  await ubahNamaGroup(db, aktor.idPerguruanTinggi, g.id, body.name);
  return groupApi(db, aktor, { ...g, nama: body.name }, hak);
}

/**
 * A thread of a group, and the caller's rights on it: the id names its group, content and
 * student or assignment group (domain uraiIdThread), and the content's guard decides.
 */
export async function bukaThread(db: Db, aktor: Aktor, idGroup: string, idThread: string) {
  const u = uraiIdThread(idThread);
  if (!u) throw notFound(PESAN_CHAT.threadTidakAda);
  if (u.idGroup !== idGroup) throw notFound(PESAN_CHAT.threadBukanGroup);
  const g = await wajibGroup(db, aktor, idGroup);
  if (g.jenis !== u.jenis || g.idKonten !== u.idKonten) {
    throw notFound(PESAN_CHAT.threadBukanGroup);
  }
  const hak = await aksesUtas(db, aktor, u.jenis, {
    idKonten: u.idKonten,
    ...(u.idKelompok ? { idKelompok: u.idKelompok } : {}),
    ...(u.idMahasiswa ? { idMahasiswa: u.idMahasiswa } : {}),
  });
  return { u, g, hak };
}

async function pastikanThread(db: Db, aktor: Aktor, u: UtasKomentar, id: string) {
  const t = await tambahThread(db, {
    id,
    idPerguruanTinggi: aktor.idPerguruanTinggi,
    idGroup: u.idGroup,
    idMahasiswa: u.idMahasiswa,
  });
  if (!t) throw notFound(PESAN_CHAT.threadTidakAda);
  return t;
}

async function threadApi(
  db: Db,
  aktor: Aktor,
  o: { u: UtasKomentar; hak: HakUtas; id: string; createdAt: Date },
  halaman: { sebelum?: string; limit: number },
): Promise<ThreadChat> {
  const pt = aktor.idPerguruanTinggi;
  const [h, [baca]] = await Promise.all([
    halamanKomentar(db, pt, o.id, halaman),
    hitungBelumDibaca(db, pt, [o.id], aktor.idPengguna),
  ]);
  if (!h) throw notFound(PESAN_CHAT.komentarTidakAda);
  return {
    id: o.id,
    id_group: o.u.idGroup,
    jenis: o.u.jenis,
    id_konten: o.u.idKonten,
    id_kelompok: o.u.idKelompok,
    id_mahasiswa: o.u.idMahasiswa,
    boleh_tulis: o.hak.tulis,
    comments: h.items,
    ada_sebelumnya: h.adaSebelumnya,
    terakhir_dibaca: baca?.terakhir_dibaca ?? null,
    belum_dibaca: baca?.belum_dibaca ?? 0,
    created_at: o.createdAt.toISOString(),
  };
}

export async function buatThread(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.buatThreadChat>,
) {
  const db = ctx.database.db;
  const { u, hak } = await bukaThread(db, aktor, params.id, body.id);
  const t = await pastikanThread(db, aktor, u, body.id);
  return threadApi(db, aktor, { u, hak, id: t.id, createdAt: t.createdAt }, { limit: 20 });
}

export async function bacaThread(
  ctx: AppContext,
  { aktor, params, query }: HandlerContext<typeof calls.threadChat>,
) {
  const db = ctx.database.db;
  const { u, hak } = await bukaThread(db, aktor, params.id, params.threadId);
  const t = await threadById(db, aktor.idPerguruanTinggi, params.threadId);
  if (!t) throw notFound(PESAN_CHAT.threadTidakAda);
  return threadApi(
    db,
    aktor,
    { u, hak, id: t.id, createdAt: t.createdAt },
    { sebelum: query.before, limit: query.limit },
  );
}

/** Tells the thread's and the group's streams (on every instance) what changed. */
async function siarkan(
  ctx: AppContext,
  aktor: Aktor,
  k: Komentar,
  u: UtasKomentar,
  aksi: 'tambah' | 'hapus',
) {
  const data: EventKomentar = {
    id_group: u.idGroup,
    id_thread: k.id_thread,
    id_komentar: k.id,
    aksi,
    id_user: k.id_user,
    waktu_posting: k.waktu_posting,
  };
  for (const topik of [`chat:${k.id_thread}`, `chat:${u.idGroup}`]) {
    await siarkanEvent(ctx, aktor.idPerguruanTinggi, 'komentar', data, { topik });
  }
}

/** 'Tulis komentar...': plain text, cleaned, within the limit; the thread is made if new. */
export async function kirimKomentar(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.kirimKomentar>,
) {
  const db = ctx.database.db;
  const { u, hak } = await bukaThread(db, aktor, params.id, params.threadId);
  if (!hak.tulis) throw forbidden(PESAN_CHAT.tidakBolehTulis);
  const isi = normalisasiKomentar(teksTanpaHtml(body.isi));
  const cek = validasiKomentar(isi);
  if (!cek.ok) throw tidakValid(cek.pesan, 'isi');
  await pastikanThread(db, aktor, u, params.threadId);
  const id = await tambahKomentarRow(db, {
    idPerguruanTinggi: aktor.idPerguruanTinggi,
    idThread: params.threadId,
    idPengguna: aktor.idPengguna,
    role: aktor.role,
    isi,
  });
  const k = await komentarById(db, aktor.idPerguruanTinggi, params.threadId, id);
  if (!k) throw notFound(PESAN_CHAT.komentarTidakAda);
  await siarkan(ctx, aktor, k.api, u, 'tambah');
  return k.api;
}

/** Deleting one's own comment: it stays in its place, without its text. */
export async function hapusKomentar(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.hapusKomentar>,
) {
  const db = ctx.database.db;
  const { u, hak } = await bukaThread(db, aktor, params.id, params.threadId);
  const k = await komentarById(db, aktor.idPerguruanTinggi, params.threadId, params.idKomentar);
  if (!k) throw notFound(PESAN_CHAT.komentarTidakAda);
  wajibIzin(
    izinHapusKomentar({
      idPenulis: k.baris.idPengguna,
      idPengguna: aktor.idPengguna,
      dihapus: k.baris.dihapus,
    }),
  );
  if (!hak.tulis) throw forbidden(PESAN_CHAT.tidakBolehTulis);
  await hapusKomentarRow(db, k.baris.id);
  const baru = await komentarById(db, aktor.idPerguruanTinggi, params.threadId, k.baris.id);
  if (!baru) throw notFound(PESAN_CHAT.komentarTidakAda);
  await siarkan(ctx, aktor, baru.api, u, 'hapus');
  return baru.api;
}

export async function tandaiDibaca(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.tandaiDibaca>,
) {
  const db = ctx.database.db;
  await bukaThread(db, aktor, params.id, params.threadId);
  const t = await threadById(db, aktor.idPerguruanTinggi, params.threadId);
  if (!t) throw notFound(PESAN_CHAT.threadTidakAda);
  await tandaiDibacaRow(db, aktor.idPerguruanTinggi, t.id, aktor.idPengguna);
  const [r] = await hitungBelumDibaca(db, aktor.idPerguruanTinggi, [t.id], aktor.idPengguna);
  if (!r) throw notFound(PESAN_CHAT.threadTidakAda);
  return r;
}

/**
 * Unread counts of a group's threads for the caller: a lecturer or operator who may read the
 * content reads every thread of it; a student only those their guard allows (their own, their
 * assignment group's).
 */
export async function belumDibacaGroup(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.belumDibacaGroupChat>,
) {
  const db = ctx.database.db;
  const pt = aktor.idPerguruanTinggi;
  const g = await wajibGroup(db, aktor, params.id);
  await aksesUtas(db, aktor, g.jenis, sasaranGroup(g));
  let ids: string[];
  if (!hanyaMilikSendiri(aktor.role)) {
    ids = (await threadGroup(db, pt, g.id)).map((t) => t.id);
  } else {
    ids = [];
    for (const t of await threadGroup(db, pt, g.id, aktor.idMahasiswa ?? '')) {
      const boleh = await bukaThread(db, aktor, g.id, t.id).then(
        () => true,
        () => false,
      );
      if (boleh) ids.push(t.id);
    }
  }
  return hitungBelumDibaca(db, pt, ids, aktor.idPengguna);
}

/**
 * The topic of a live stream the caller may read: one thread (whoever may read it), or a whole
 * group (the staff who may read the content; a student only ever their own thread).
 */
export async function topikAliran(
  ctx: AppContext,
  aktor: Aktor,
  idGroup: string,
  idThread: string | undefined,
) {
  const db = ctx.database.db;
  if (idThread) {
    await bukaThread(db, aktor, idGroup, idThread);
    return `chat:${idThread}`;
  }
  if (hanyaMilikSendiri(aktor.role)) throw forbidden(PESAN_CHAT.aliranGroup);
  const g = await wajibGroup(db, aktor, idGroup);
  await aksesUtas(db, aktor, g.jenis, sasaranGroup(g));
  return `chat:${g.id}`;
}
