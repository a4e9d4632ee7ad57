import { type calls, ImporSoalBank } from '@kampus/api/contract';
import {
  IZIN,
  MAKS_SOAL_BANK,
  namaBerkasBankSoal,
  PESAN_SOAL_BANK,
  PESAN_UJIAN_SERVER,
  validasiImporSoal,
  validasiSalinSoal,
  validasiUnduhBankSoal,
} from '@kampus/domain';
import type { AppContext } from '../../context';
import { ApiError, badRequest, conflict, notFound, tidakValid } from '../../http/errors';
import { lampiran } from '../../http/lampiran';
import { type HandlerContext, wajibIzin } from '../../http/route';
import { sanitasiHtml } from '../../http/sanitasi';
import type { Aktor } from '../auth';
import { getPerguruanTinggi } from '../sistem';
import {
  type BarisSoal,
  dataSoal,
  gambarSoalPdf,
  jumlahSoal,
  type PemilikSoal,
  PenyalinBerkas,
  salinanSoal,
  soalApi,
  tambahSoalBanyakRows,
  tandaiBerkas,
} from '../soal';
import {
  kelompokDanSoal,
  kelompokUjian,
  mataKuliahUjian,
  soalUjianKelolaan,
  ujianDenganAkses,
  ujianKelolaanMataKuliah,
} from '../ujian';
import { bankDenganAkses, ujianSumberDenganAkses } from './akses';
import { bacaFormImpor, bacaWorkbookImpor, masukanSoalImpor } from './impor';
import { renderPdfBankSoal } from './pdf';
import { soalBank, soalBankTerlihat, soalMataKuliahRows } from './queries';

// Copying questions between banks and exams, the Excel import and the PDF of a bank. Each route
// of ./routes.ts calls one of these.

/** The chosen ids, once each, in the order chosen; none is the spec's 400. */
function dipilih(listId: string[]) {
  const cek = validasiSalinSoal(listId);
  if (!cek.ok) throw badRequest(cek.pesan);
  return [...new Set(listId)];
}

/** The source rows in the order of `ids`; one missing or not the caller's to copy: 404. */
function urutkan(ids: string[], rows: BarisSoal[]) {
  const hasil = ids.map((id) => rows.find((r) => r.id === id));
  if (hasil.some((r) => !r)) throw notFound(PESAN_SOAL_BANK.sumberTidakAda);
  return hasil as BarisSoal[];
}

/**
 * Copies questions (with copies of their files) after the last of a bank or a question group,
 * in one transaction; a bank refuses, whole, what would pass its 100.
 */
async function salinKe(
  ctx: AppContext,
  aktor: Aktor,
  p: PemilikSoal,
  sumber: BarisSoal[],
  tujuan: 'bank' | 'ujian',
) {
  const db = ctx.database.db;
  const maks = tujuan === 'bank' ? MAKS_SOAL_BANK : undefined;
  if (maks !== undefined) {
    const ada = await jumlahSoal(db, p);
    if (ada + sumber.length > maks) {
      throw conflict(PESAN_SOAL_BANK.melebihi(ada, sumber.length, 'disalin'));
    }
  }
  const penyalin = new PenyalinBerkas(ctx, aktor);
  try {
    const daftar = [];
    for (const s of sumber) daftar.push(await salinanSoal(penyalin, s, tujuan, aktor.idPengguna));
    const hasil = await tambahSoalBanyakRows(db, p, daftar, { maks, berkas: penyalin.baris() });
    if (!hasil.ok) throw conflict(PESAN_SOAL_BANK.melebihi(hasil.ada, sumber.length, 'disalin'));
    return { jumlah: hasil.jumlah };
  } catch (error) {
    await penyalin.batal();
    throw error;
  }
}

export async function soalMataKuliah(
  ctx: AppContext,
  { aktor, query }: HandlerContext<typeof calls.soalMataKuliah>,
) {
  const db = ctx.database.db;
  const { rows, total } = await soalMataKuliahRows(
    db,
    aktor,
    {
      idMataKuliah: query.id_mata_kuliah,
      excludeIdBank: query.exclude_id_bank_soal,
      search: query.search,
    },
    { page: query.page, perPage: query.per_page },
  );
  const items = rows.map((r) => ({
    ...soalApi(r.s, true, r.oleh?.username ? r.oleh : null),
    bank_soal: r.bank,
  }));
  return {
    items: tandaiBerkas(items, ctx.tokens.secret),
    total,
    page: query.page,
    perPage: query.per_page,
  };
}

export async function salinSoalKeBank(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.salinSoalKeBank>,
) {
  const db = ctx.database.db;
  const { b } = await bankDenganAkses(db, aktor, params.id, 'write');
  const ids = dipilih(body.list_id);
  if (body.sumber === 'ujian') wajibIzin(IZIN.salinUjianKeBankSoal(aktor));
  const rows =
    body.sumber === 'ujian'
      ? await soalUjianKelolaan(db, aktor, ids, b.idMataKuliah)
      : await soalBankTerlihat(db, aktor, ids, b.idMataKuliah);
  return salinKe(ctx, aktor, { idBankSoal: b.id }, urutkan(ids, rows), 'bank');
}

export async function ujianSumberBank(
  ctx: AppContext,
  { aktor, params, query }: HandlerContext<typeof calls.ujianSumberBank>,
) {
  const db = ctx.database.db;
  const { b } = await bankDenganAkses(db, aktor, params.id, 'write');
  const { items, total } = await ujianKelolaanMataKuliah(
    db,
    aktor,
    { idMataKuliah: b.idMataKuliah, search: query.search },
    { page: query.page, perPage: query.per_page },
  );
  return { items, total, page: query.page, perPage: query.per_page };
}

export async function soalUjianSumber(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.soalUjianSumber>,
) {
  const db = ctx.database.db;
  const { b } = await bankDenganAkses(db, aktor, params.id, 'write');
  const u = await ujianSumberDenganAkses(db, aktor, b, params.idUjian);
  const kelompok = await kelompokDanSoal(db, u.id);
  return tandaiBerkas(
    kelompok.flatMap((k) => k.soal.map((r) => soalApi(r.s, true, r.oleh))),
    ctx.tokens.secret,
  );
}

export async function salinSoalBankKeUjian(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.salinSoalBankKeUjian>,
) {
  const db = ctx.database.db;
  const { u } = await ujianDenganAkses(db, aktor, params.id, 'write');
  const k = await kelompokUjian(db, u.id, params.idKelompok);
  if (!k) throw notFound(PESAN_UJIAN_SERVER.kelompokTidakAda);
  const ids = dipilih(body.list_id);
  const idMataKuliah = (await mataKuliahUjian(db, u.id)) ?? '';
  const rows = urutkan(ids, await soalBankTerlihat(db, aktor, ids, idMataKuliah));
  return salinKe(ctx, aktor, { idKelompokSoal: k.id }, rows, 'ujian');
}

export async function imporSoalBank(
  ctx: AppContext,
  { aktor, params, req }: HandlerContext<typeof calls.imporSoalBank>,
) {
  const db = ctx.database.db;
  const { b } = await bankDenganAkses(db, aktor, params.id, 'write');
  const { fields, berkas } = await bacaFormImpor(req);
  const cek = validasiImporSoal({
    berkas: berkas ? { name: berkas.nama } : null,
    jenis: fields.jenis_soal,
  });
  if (!cek.ok) throw tidakValid(cek.pesan, berkas ? 'jenis_soal' : 'file');
  const form = ImporSoalBank.safeParse(fields);
  if (!form.success || !berkas) {
    throw tidakValid(form.error?.issues[0]?.message ?? PESAN_SOAL_BANK.tidakAda, 'jenis_soal');
  }
  const soalImpor = await bacaWorkbookImpor(berkas.isi, form.data.jenis_soal);
  const ada = await jumlahSoal(db, { idBankSoal: b.id });
  if (ada + soalImpor.length > MAKS_SOAL_BANK) {
    throw conflict(PESAN_SOAL_BANK.melebihi(ada, soalImpor.length, 'diimpor'));
  }
  const daftar = soalImpor.map((s) => {
    const m = masukanSoalImpor(s);
    return {
      jenis: m.jenis,
      pertanyaan: sanitasiHtml(m.pertanyaan),
      data: dataSoal(m),
      soalFiles: [],
      dibuatOleh: aktor.idPengguna,
    };
  });
  const hasil = await tambahSoalBanyakRows(db, { idBankSoal: b.id }, daftar, {
    maks: MAKS_SOAL_BANK,
  });
  if (!hasil.ok) {
    throw conflict(PESAN_SOAL_BANK.melebihi(hasil.ada, soalImpor.length, 'diimpor'));
  }
  return {
    status: { code: 200, message: PESAN_SOAL_BANK.berhasilImpor(hasil.jumlah) },
    jumlah: hasil.jumlah,
  };
}

export async function unduhBankSoal(
  ctx: AppContext,
  { aktor, params, reply }: HandlerContext<typeof calls.unduhBankSoal>,
) {
  const db = ctx.database.db;
  const { item } = await bankDenganAkses(db, aktor, params.id, 'read');
  const daftar = (await soalBank(db, item.id)).map((r) => soalApi(r.s, true, null));
  const cek = validasiUnduhBankSoal(daftar.length);
  if (!cek.ok) throw new ApiError(422, cek.pesan);
  const pt = await getPerguruanTinggi(db, aktor.idPerguruanTinggi);
  const buffer = await renderPdfBankSoal(
    { ...item, list_soal: daftar },
    { namaPerguruanTinggi: pt?.nama ?? '', gambar: await gambarSoalPdf(ctx, daftar) },
  );
  lampiran(reply, namaBerkasBankSoal(item.judul).replace(/[\\/]/g, '-'), 'application/pdf');
  reply.send(buffer);
  return undefined;
}
