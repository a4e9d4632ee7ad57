import type { calls } from '@kampus/api/contract';
import {
  bisaTambahSoal,
  judulSalinanBankSoal,
  MAKS_BERKAS_SOAL,
  PESAN_BANK,
  PESAN_BERKAS_SOAL,
  PESAN_SOAL_BANK,
  validasiBankSoal,
} from '@kampus/domain';
import type { AppContext } from '../../context';
import { conflict, forbidden, notFound, tidakValid } from '../../http/errors';
import type { HandlerContext } from '../../http/route';
import { sanitasiHtml } from '../../http/sanitasi';
import type { Aktor } from '../auth';
import {
  type DataSoal,
  dataSoal,
  hapusSoalRow,
  jadwalkanLepasBerkas,
  jumlahSoal,
  PenyalinBerkas,
  pertanyaanTersimpan,
  salinanSoal,
  soalApi,
  soalMilik,
  storageKeysBaris,
  storageKeysBerkasSoal,
  tambahBerkasSoalRow,
  tambahSoalRow,
  tandaiBerkas,
  tanpaTanda,
  terimaBerkasSoal,
  ubahSoalRow,
} from '../soal';
import { bankDenganAkses, bolehUbahBank, dosenSalinan } from './akses';
import {
  daftarBankSoal as daftarBankSoalRows,
  dosenPt,
  duplikatBankSoalRows,
  hapusBankSoalRow,
  mataKuliahPt,
  mengajarMataKuliah,
  soalBank,
  tambahBankSoalRow,
  ubahBankSoalRow,
} from './queries';

// Question banks (issue 14): the banks, their questions and files. Each route of ./routes.ts
// calls one of these (copies, the import and the PDF are in ./serviceSalin.ts).

type Simpan = {
  judul: string;
  deskripsi: string;
  id_mata_kuliah: string;
  id_dosen?: string | null;
  ditampilkan: boolean;
};

export async function detail(ctx: AppContext, aktor: Aktor, id: string) {
  const db = ctx.database.db;
  const { item } = await bankDenganAkses(db, aktor, id, 'read');
  const daftar = await soalBank(db, id);
  return tandaiBerkas(
    {
      ...item,
      list_soal: daftar.map((r) => soalApi(r.s, true, r.oleh?.username ? r.oleh : null)),
    },
    ctx.tokens.secret,
  );
}

/**
 * The bank modal's rules (domain validasiBankSoal): an operator names the lecturer (or none),
 * a lecturer's bank is their own and of a course they teach.
 */
async function kolom(ctx: AppContext, aktor: Aktor, body: Simpan) {
  const db = ctx.database.db;
  // Past IZIN.kelolaBankSoal only lecturers and operators remain; an operator has no lecturer.
  const operator = aktor.idDosen === null;
  const cek = validasiBankSoal(
    {
      judul: body.judul,
      deskripsi: body.deskripsi,
      dosen: body.id_dosen ?? null,
      mata_kuliah: body.id_mata_kuliah,
    },
    { adaOpsiDosen: false },
  );
  const pertama = Object.entries(cek)[0];
  if (pertama) throw tidakValid(String(pertama[1]), pertama[0]);
  if (!(await mataKuliahPt(db, aktor.idPerguruanTinggi, body.id_mata_kuliah))) {
    throw tidakValid(PESAN_BANK.mataKuliahTidakAda, 'id_mata_kuliah');
  }
  let idDosen: string | null;
  if (operator) {
    idDosen = body.id_dosen ?? null;
    if (idDosen && !(await dosenPt(db, aktor.idPerguruanTinggi, idDosen))) {
      throw tidakValid(PESAN_BANK.dosenTidakAda, 'id_dosen');
    }
  } else {
    idDosen = aktor.idDosen;
    if (!(await mengajarMataKuliah(db, idDosen ?? '', body.id_mata_kuliah))) {
      throw forbidden(PESAN_BANK.bukanMataKuliah);
    }
  }
  return {
    judul: body.judul,
    deskripsi: sanitasiHtml(body.deskripsi),
    idMataKuliah: body.id_mata_kuliah,
    idDosen,
    ditampilkan: body.ditampilkan,
  };
}

export async function daftarBankSoal(
  ctx: AppContext,
  { aktor, query }: HandlerContext<typeof calls.daftarBankSoal>,
) {
  const db = ctx.database.db;
  const { items, total } = await daftarBankSoalRows(
    db,
    aktor,
    { search: query.search, idMataKuliah: query.id_mata_kuliah, idProdi: query.id_prodi },
    { page: query.page, perPage: query.per_page },
    (b) => bolehUbahBank(aktor, b),
  );
  return { items, total, page: query.page, perPage: query.per_page };
}

export async function bankSoal(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.bankSoal>,
) {
  return detail(ctx, aktor, params.id);
}

export async function tambahBankSoal(
  ctx: AppContext,
  { aktor, body }: HandlerContext<typeof calls.tambahBankSoal>,
) {
  const db = ctx.database.db;
  const id = await tambahBankSoalRow(db, {
    ...(await kolom(ctx, aktor, body)),
    idPerguruanTinggi: aktor.idPerguruanTinggi,
    dibuatOleh: aktor.idPengguna,
  });
  return detail(ctx, aktor, id);
}

export async function ubahBankSoal(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.ubahBankSoal>,
) {
  const db = ctx.database.db;
  const { b } = await bankDenganAkses(db, aktor, params.id, 'write');
  await ubahBankSoalRow(db, b.id, await kolom(ctx, aktor, body));
  return detail(ctx, aktor, b.id);
}

export async function hapusBankSoal(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.hapusBankSoal>,
) {
  const db = ctx.database.db;
  const { b } = await bankDenganAkses(db, aktor, params.id, 'write');
  const kunci = await storageKeysBerkasSoal(ctx, { idBankSoal: b.id });
  await hapusBankSoalRow(db, b.id);
  await jadwalkanLepasBerkas(ctx, kunci);
  return null;
}

export async function tambahSoalBank(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.tambahSoalBank>,
) {
  const db = ctx.database.db;
  const { b } = await bankDenganAkses(db, aktor, params.id, 'write');
  if (!bisaTambahSoal(await jumlahSoal(db, { idBankSoal: b.id })))
    throw conflict(PESAN_SOAL_BANK.penuh);
  const s = await tambahSoalRow(
    db,
    { idBankSoal: b.id },
    {
      jenis: body.jenis,
      pertanyaan: pertanyaanTersimpan(body.pertanyaan),
      data: dataSoal(body),
      soalFiles: tanpaTanda(body.soal_files),
      dibuatOleh: aktor.idPengguna,
    },
  );
  return tandaiBerkas(
    soalApi(s, true, { name: aktor.nama, username: aktor.username }),
    ctx.tokens.secret,
  );
}

export async function ubahSoalBank(
  ctx: AppContext,
  { aktor, params, body }: HandlerContext<typeof calls.ubahSoalBank>,
) {
  const db = ctx.database.db;
  const { b } = await bankDenganAkses(db, aktor, params.id, 'write');
  const lama = await soalMilik(db, { idBankSoal: b.id }, params.idSoal);
  if (!lama) throw notFound(PESAN_SOAL_BANK.tidakAda);
  const s = await ubahSoalRow(db, lama.id, {
    jenis: body.jenis,
    pertanyaan: pertanyaanTersimpan(body.pertanyaan),
    data: dataSoal(body),
    soalFiles: tanpaTanda(body.soal_files),
  });
  await jadwalkanLepasBerkas(ctx, storageKeysBaris(lama));
  return tandaiBerkas(soalApi(s, true, null), ctx.tokens.secret);
}

export async function hapusSoalBank(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.hapusSoalBank>,
) {
  const db = ctx.database.db;
  const { b } = await bankDenganAkses(db, aktor, params.id, 'write');
  const kunci = await storageKeysBerkasSoal(ctx, { idSoal: params.idSoal });
  if (!(await hapusSoalRow(db, { idBankSoal: b.id }, params.idSoal))) {
    throw notFound(PESAN_SOAL_BANK.tidakAda);
  }
  await jadwalkanLepasBerkas(ctx, kunci);
  return null;
}

export async function duplikatBankSoal(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.duplikatBankSoal>,
) {
  const db = ctx.database.db;
  const { b } = await bankDenganAkses(db, aktor, params.id, 'read');
  const idDosen = await dosenSalinan(db, aktor, b);
  const penyalin = new PenyalinBerkas(ctx, aktor);
  let id: string;
  try {
    const daftar = [];
    for (const r of await soalBank(db, b.id)) {
      const salinan = await salinanSoal(penyalin, r.s, 'bank', aktor.idPengguna);
      daftar.push({ ...salinan, nomor: r.s.nomor });
    }
    id = await duplikatBankSoalRows(
      db,
      {
        idPerguruanTinggi: b.idPerguruanTinggi,
        judul: judulSalinanBankSoal(b.judul),
        deskripsi: b.deskripsi,
        idMataKuliah: b.idMataKuliah,
        idDosen,
        // A copy starts as its owner's draft: Disembunyikan until they show it.
        ditampilkan: false,
        dibuatOleh: aktor.idPengguna,
      },
      daftar,
      penyalin.baris(),
    );
  } catch (error) {
    await penyalin.batal();
    throw error;
  }
  return detail(ctx, aktor, id);
}

export async function berkasSoalBank(
  ctx: AppContext,
  { aktor, params, req }: HandlerContext<typeof calls.berkasSoalBank>,
) {
  const db = ctx.database.db;
  const { b } = await bankDenganAkses(db, aktor, params.id, 'write');
  const lama = await soalMilik(db, { idBankSoal: b.id }, params.idSoal);
  if (!lama) throw notFound(PESAN_SOAL_BANK.tidakAda);
  const d = lama.data as DataSoal;
  const baru = await terimaBerkasSoal(ctx, req, aktor, {
    esai: d.jenis === 'esay',
    jumlahLampiran: lama.soalFiles.length,
    jumlahKunci: d.jenis === 'esay' ? d.kunci_files.length : 0,
  });
  try {
    const s = await tambahBerkasSoalRow(db, { idBankSoal: b.id }, lama.id, baru, MAKS_BERKAS_SOAL);
    if (s === null) throw notFound(PESAN_SOAL_BANK.tidakAda);
    if ('penuh' in s) {
      throw conflict(
        s.penuh === 'kunci' ? PESAN_BERKAS_SOAL.kunciPenuh : PESAN_BERKAS_SOAL.lampiranPenuh,
      );
    }
    return tandaiBerkas(soalApi(s, true, null), ctx.tokens.secret);
  } catch (error) {
    await baru.batal();
    throw error;
  }
}
