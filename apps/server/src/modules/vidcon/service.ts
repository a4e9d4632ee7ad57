import type { calls, SimpanVidcon } from '@kampus/api/contract';
import {
  awalKemarin,
  hanyaMilikSendiri,
  joinTerlambat,
  PESAN_VIDCON_SERVER,
  statusVidconPada,
  validasiVidcon,
  waktuVidconTerkunci,
} from '@kampus/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { transaksi } from '../../db/client';
import { conflict, notFound, tidakValid } from '../../http/errors';
import type { HandlerContext } from '../../http/route';
import { umumkanAktivitas } from '../../platform/aktivitas';
import type { Aktor } from '../auth';
import { kehadiranAktivitasBerubah } from '../kehadiran';
import { getPengaturan } from '../sistem';
import { pertemuanDenganAkses, vidconDenganAkses } from './akses';
import {
  type BarisVidcon,
  catatJoinRow,
  daftarVidcon,
  hapusVidconRow,
  jumlahPeserta,
  type KolomVidcon,
  tambahVidconRow,
  ubahVidconRow,
} from './queries';

// Video conferences (spec 3 'Vidcon', 4 'Vidcon', 5 'Vidcon form', 7 `PUT /lms/vidcon/{id}/join`).
// Each route of ./routes.ts calls one of these.

type Input = z.output<typeof SimpanVidcon>;

/** A student sees their own joins; the class's teachers and operators see every join. */
const joinMilik = (aktor: Aktor) => (hanyaMilikSendiri(aktor.role) ? aktor.idPengguna : undefined);

async function satu(ctx: AppContext, aktor: Aktor, id: string, kini = new Date()) {
  const { items } = await daftarVidcon(
    ctx.database.db,
    { ids: [id], joinMilik: joinMilik(aktor) },
    { page: 1, perPage: 1 },
    kini,
  );
  const v = items[0];
  if (!v) throw notFound(PESAN_VIDCON_SERVER.tidakAda);
  return v;
}

/**
 * The form's rules in the spec's order (domain validasiVidcon); the server always needs the
 * meeting (a lecturer's form sends it from the context). When editing, `asal` is the vidcon as
 * it was, so the end may not move earlier once students joined.
 */
function validasi(
  input: Input,
  idPertemuan: string | null,
  asal: { waktu_selesai: Date; jumlah_peserta: number } | null,
): KolomVidcon {
  const cek = validasiVidcon(
    {
      pertemuan: idPertemuan,
      judul: input.judul,
      aplikasi: input.aplikasi ?? null,
      link: input.link,
      catatan: input.catatan ?? '',
      waktu_mulai: input.waktu_mulai ?? null,
      waktu_selesai: input.waktu_selesai ?? null,
    },
    { operator: true, asal },
  );
  if (!cek.ok) throw tidakValid(cek.pesan);
  return {
    judul: input.judul,
    // validasiVidcon refused an empty one.
    aplikasi: input.aplikasi as NonNullable<Input['aplikasi']>,
    link: input.link,
    catatan: input.catatan ?? '',
    waktuMulai: new Date(input.waktu_mulai as string),
    waktuSelesai: new Date(input.waktu_selesai as string),
  };
}

/** A new start is not before 00:00 of yesterday in the college's zone (spec 5 minimum date). */
async function wajibMulaiTerbaru(ctx: AppContext, aktor: Aktor, mulai: Date, kini: Date) {
  const tz = (await getPengaturan(ctx.database.db, aktor.idPerguruanTinggi))?.pengaturan_sistem
    ?.time_zone;
  const batas = awalKemarin(kini, tz ?? undefined);
  if (batas !== null && mulai.getTime() < batas) {
    throw tidakValid(PESAN_VIDCON_SERVER.mulaiSebelumKemarin, 'waktu_mulai');
  }
}

/** Date and times stay as they were when finished, or running with participants (spec 4). */
function wajibWaktuTetap(lama: BarisVidcon, baru: KolomVidcon, peserta: number, kini: Date) {
  const status = statusVidconPada(
    { waktu_mulai: lama.waktuMulai, waktu_selesai: lama.waktuSelesai },
    kini,
  );
  const berubah =
    lama.waktuMulai.getTime() !== baru.waktuMulai.getTime() ||
    lama.waktuSelesai.getTime() !== baru.waktuSelesai.getTime();
  if (berubah && waktuVidconTerkunci({ status, jumlah_peserta: peserta })) {
    throw tidakValid(PESAN_VIDCON_SERVER.waktuTerkunci, 'waktu_mulai');
  }
}

export async function daftarVidconPertemuan(
  ctx: AppContext,
  { aktor, query }: HandlerContext<typeof calls.daftarVidconPertemuan>,
) {
  const db = ctx.database.db;
  // A meeting's list checks its class; without one, the caller's own classes are the scope.
  if (query.id_pertemuan) await pertemuanDenganAkses(db, aktor, query.id_pertemuan, 'read');
  const { items, total } = await daftarVidcon(
    db,
    {
      idPertemuan: query.id_pertemuan,
      lingkup: query.id_pertemuan ? undefined : aktor,
      status: query.status,
      search: query.search,
      joinMilik: joinMilik(aktor),
    },
    { page: query.page, perPage: query.per_page },
    new Date(),
  );
  return { items, total, page: query.page, perPage: query.per_page };
}

export async function bacaVidcon(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.vidcon>,
) {
  await vidconDenganAkses(ctx.database.db, aktor, params.id, 'read');
  return satu(ctx, aktor, params.id);
}

export async function tambahVidcon(
  ctx: AppContext,
  { aktor, body }: HandlerContext<typeof calls.tambahVidcon>,
) {
  // The meeting's class first: its form's messages are for those who may change it.
  const p = body.id_pertemuan
    ? await pertemuanDenganAkses(ctx.database.db, aktor, body.id_pertemuan, 'write')
    : null;
  const kolom = validasi(body, p?.id ?? null, null);
  await wajibMulaiTerbaru(ctx, aktor, kolom.waktuMulai, new Date());
  const id = await tambahVidconRow(ctx.database.db, {
    ...kolom,
    idPertemuan: p?.id as string,
    dibuatOleh: aktor.idPengguna,
  });
  // A new vidcon of a started meeting counting joins: its students' progress is recalculated.
  await kehadiranAktivitasBerubah(ctx, aktor, [p?.id], 'vidcon');
  return satu(ctx, aktor, id);
}

export async function ubahVidcon(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.ubahVidcon>,
) {
  const db = ctx.database.db;
  const { v: lama } = await vidconDenganAkses(db, aktor, params.id, 'write');
  const idPertemuan = body.id_pertemuan ?? lama.idPertemuan;
  // Moving it to another meeting needs the right to change that meeting's class too.
  if (idPertemuan !== lama.idPertemuan) {
    await pertemuanDenganAkses(db, aktor, idPertemuan, 'write');
  }
  const peserta = await jumlahPeserta(db, lama.id);
  const kolom = validasi(body, idPertemuan, {
    waktu_selesai: lama.waktuSelesai,
    jumlah_peserta: peserta,
  });
  const kini = new Date();
  wajibWaktuTetap(lama, kolom, peserta, kini);
  if (kolom.waktuMulai.getTime() !== lama.waktuMulai.getTime()) {
    await wajibMulaiTerbaru(ctx, aktor, kolom.waktuMulai, kini);
  }
  await ubahVidconRow(db, lama.id, { ...kolom, idPertemuan });
  // Moved or renamed (the title is shown in the details): both meetings recalculated.
  if (idPertemuan !== lama.idPertemuan || kolom.judul !== lama.judul) {
    await kehadiranAktivitasBerubah(ctx, aktor, [lama.idPertemuan, idPertemuan], 'vidcon');
  }
  return satu(ctx, aktor, lama.id);
}

export async function hapusVidcon(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.hapusVidcon>,
) {
  const { v } = await vidconDenganAkses(ctx.database.db, aktor, params.id, 'write');
  await hapusVidconRow(ctx.database.db, params.id);
  await kehadiranAktivitasBerubah(ctx, aktor, [v.idPertemuan], 'vidcon');
  return null;
}

/**
 * Joining (spec 7 `PUT /lms/vidcon/{id}/join`): each join is recorded with the server's time and
 * the caller's role; a student's join is late after start plus terlambat_vidcon_menit when the
 * college sets it (unknown, null, otherwise). A finished vidcon cannot be joined (spec 4).
 */
export async function gabungVidcon(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.gabungVidcon>,
) {
  const db = ctx.database.db;
  const { v } = await vidconDenganAkses(db, aktor, params.id, 'read');
  const kini = new Date();
  const status = statusVidconPada(
    { waktu_mulai: v.waktuMulai, waktu_selesai: v.waktuSelesai },
    kini,
  );
  if (status === 'selesai') throw conflict(PESAN_VIDCON_SERVER.sudahSelesai);
  let terlambat: boolean | null = null;
  if (aktor.role === 'mahasiswa') {
    const menit = (await getPengaturan(db, aktor.idPerguruanTinggi))?.pengaturan_kelas
      ?.syarat_kehadiran_online_mahasiswa?.terlambat_vidcon_menit;
    terlambat = joinTerlambat(kini, v.waktuMulai, menit);
  }
  await transaksi(db, async (tx) => {
    await catatJoinRow(tx, {
      idVidcon: v.id,
      idPengguna: aktor.idPengguna,
      role: aktor.role,
      waktuJoin: kini,
      terlambat,
    });
    // Attendance (hadir_vidcon) and the grade recap read joins from here.
    await umumkanAktivitas(tx, {
      idPertemuan: v.idPertemuan,
      jenis: 'vidcon',
      idAktivitas: v.id,
      idPengguna: aktor.idPengguna,
      role: aktor.role,
      aksi: 'gabung',
      waktu: kini,
      data: { terlambat },
    });
  });
  return satu(ctx, aktor, v.id, kini);
}
