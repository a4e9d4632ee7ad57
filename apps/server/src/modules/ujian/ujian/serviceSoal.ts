import type { calls } from '@kampus/api/contract';
import { PESAN_UJIAN_SERVER, validasiKelompokSoal } from '@kampus/domain';
import type { AppContext } from '../../../context';
import { notFound, tidakValid } from '../../../http/errors';
import type { HandlerContext } from '../../../http/route';
import type { Aktor } from '../../auth';
import {
  type DataSoal,
  dataSoal,
  hapusSoalRow,
  jadwalkanLepasBerkas,
  jumlahSoal,
  pertanyaanTersimpan,
  soalApi,
  soalMilik,
  storageKeysBaris,
  storageKeysBerkasSoal,
  tambahSoalRow,
  tandaiBerkas,
  tanpaTanda,
  ubahSoalRow,
} from '../../soal';
import { ujianDenganAkses } from '../akses';
import { jadwalkanHitungUlang } from '../kerja';
import { kunciOtomatis } from '../nilai';
import { kelompokApi, kelompokDanSoal } from '../queries';
import {
  adaPengerjaan,
  hapusKelompokRow,
  kelompokUjian,
  tambahKelompokRow,
  tandaiPerhitungan,
  ubahKelompokRow,
} from './queries';

// The exam's question editor: its question groups and their questions (the question model is the
// soal module's). Each route of ./routes.ts calls one of these.

async function kelompokDenganAkses(
  ctx: AppContext,
  aktor: Aktor,
  idUjian: string,
  idKelompok: string,
) {
  const { u } = await ujianDenganAkses(ctx.database.db, aktor, idUjian, 'write');
  const k = await kelompokUjian(ctx.database.db, u.id, idKelompok);
  if (!k) throw notFound(PESAN_UJIAN_SERVER.kelompokTidakAda);
  return { u, k };
}

async function kelompokDenganSoal(ctx: AppContext, k: { id: string; idUjian: string }) {
  const semua = await kelompokDanSoal(ctx.database.db, k.idUjian);
  const ini = semua.find((x) => x.k.id === k.id);
  if (!ini) throw notFound(PESAN_UJIAN_SERVER.kelompokTidakAda);
  return tandaiBerkas(kelompokApi(ini.k, ini.soal), ctx.tokens.secret);
}

export async function tambahKelompokSoal(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.tambahKelompokSoal>,
) {
  const { u } = await ujianDenganAkses(ctx.database.db, aktor, params.id, 'write');
  // A new group has no questions yet: its count is checked against them as they are added.
  if (body.aturan !== 'semua' && (body.jumlah_wajib_dijawab ?? 0) < 1) {
    const cek = validasiKelompokSoal({
      aturan: body.aturan,
      jumlah_wajib_dijawab: body.jumlah_wajib_dijawab,
      jumlahSoal: Number.MAX_SAFE_INTEGER,
    });
    if (!cek.ok) throw tidakValid(cek.pesan, 'jumlah_wajib_dijawab');
  }
  const k = await tambahKelompokRow(ctx.database.db, {
    idUjian: u.id,
    judul: body.judul,
    aturan: body.aturan,
    jumlahWajibDijawab: body.aturan === 'semua' ? null : (body.jumlah_wajib_dijawab ?? null),
  });
  return kelompokApi(k, []);
}

export async function ubahKelompokSoal(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.ubahKelompokSoal>,
) {
  const db = ctx.database.db;
  const { k } = await kelompokDenganAkses(ctx, aktor, params.id, params.idKelompok);
  const cek = validasiKelompokSoal({
    aturan: body.aturan,
    jumlah_wajib_dijawab: body.jumlah_wajib_dijawab,
    jumlahSoal: await jumlahSoal(db, { idKelompokSoal: k.id }),
  });
  if (!cek.ok) throw tidakValid(cek.pesan, 'jumlah_wajib_dijawab');
  await ubahKelompokRow(db, k.id, {
    judul: body.judul,
    aturan: body.aturan,
    jumlahWajibDijawab: body.aturan === 'semua' ? null : (body.jumlah_wajib_dijawab ?? null),
  });
  return kelompokDenganSoal(ctx, k);
}

export async function hapusKelompokSoal(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.hapusKelompokSoal>,
) {
  const { k } = await kelompokDenganAkses(ctx, aktor, params.id, params.idKelompok);
  await hapusKelompokRow(ctx.database.db, k.id);
  return null;
}

export async function tambahSoal(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.tambahSoal>,
) {
  const { k } = await kelompokDenganAkses(ctx, aktor, params.id, params.idKelompok);
  const data = dataSoal(body);
  const s = await tambahSoalRow(
    ctx.database.db,
    { idKelompokSoal: k.id },
    {
      jenis: body.jenis,
      pertanyaan: pertanyaanTersimpan(body.pertanyaan),
      data,
      soalFiles: tanpaTanda(body.soal_files),
      dibuatOleh: aktor.idPengguna,
    },
  );
  return tandaiBerkas(
    soalApi(s, true, { name: aktor.nama, username: aktor.username }),
    ctx.tokens.secret,
  );
}

export async function ubahSoal(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.ubahSoal>,
) {
  const db = ctx.database.db;
  const { u, k } = await kelompokDenganAkses(ctx, aktor, params.id, params.idKelompok);
  const lama = await soalMilik(db, { idKelompokSoal: k.id }, params.idSoal);
  if (!lama) throw notFound(PESAN_UJIAN_SERVER.soalTidakAda);
  const data = dataSoal(body);
  const kini = new Date();
  const s = await ubahSoalRow(db, lama.id, {
    jenis: body.jenis,
    pertanyaan: pertanyaanTersimpan(body.pertanyaan),
    data,
    soalFiles: tanpaTanda(body.soal_files),
  });
  // A changed key rescores the answers already given (perhitungan_nilai IN_PROGRESS meanwhile).
  if (
    JSON.stringify(kunciOtomatis(lama.data as DataSoal)) !== JSON.stringify(kunciOtomatis(data))
  ) {
    if (await adaPengerjaan(db, u.id)) {
      await tandaiPerhitungan(db, u.id, kini);
      await jadwalkanHitungUlang(ctx, u.id, kini);
    }
  }
  await jadwalkanLepasBerkas(ctx, storageKeysBaris(lama));
  return tandaiBerkas(soalApi(s, true, null), ctx.tokens.secret);
}

export async function hapusSoal(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.hapusSoal>,
) {
  const db = ctx.database.db;
  const { k } = await kelompokDenganAkses(ctx, aktor, params.id, params.idKelompok);
  const lama = await soalMilik(db, { idKelompokSoal: k.id }, params.idSoal);
  if (!lama) throw notFound(PESAN_UJIAN_SERVER.soalTidakAda);
  const kunci = await storageKeysBerkasSoal(ctx, { idSoal: lama.id });
  if (!(await hapusSoalRow(db, { idKelompokSoal: k.id }, lama.id))) {
    throw notFound(PESAN_UJIAN_SERVER.soalTidakAda);
  }
  await jadwalkanLepasBerkas(ctx, kunci);
  return null;
}
