import { calls } from '@kampus/api/contract';
import { bisaTambahSoal, IZIN, MAKS_SOAL_BANK, validasiBankSoal } from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError, conflict, forbidden, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { dekodeDeskripsi, sanitasiHtml } from '../../http/sanitasi';
import type { Aktor } from '../auth/aktor';
import {
  hapusSoalRow,
  jumlahSoal,
  soalApi,
  soalMilik,
  tambahSoalRow,
  ubahSoalRow,
} from '../ujian/queries';
import { dataSoal, tandaiBerkas, tanpaTanda } from '../ujian/soal';
import { bankDenganAkses, bolehUbahBank, PESAN_BANK } from './akses';
import {
  daftarBankSoal,
  dosenPt,
  hapusBankSoalRow,
  mataKuliahPt,
  mengajarMataKuliah,
  soalBank,
  tambahBankSoalRow,
  ubahBankSoalRow,
} from './queries';

export const PESAN_SOAL_BANK = {
  penuh: `Bank soal sudah berisi ${MAKS_SOAL_BANK} soal`,
  tidakAda: 'Soal tidak ditemukan',
} as const;

type Simpan = {
  judul: string;
  deskripsi: string;
  id_mata_kuliah: string;
  id_dosen?: string | null;
  ditampilkan: boolean;
};

const galat = (message: string, field: string) =>
  new ApiError(422, message, undefined, [{ field, message }]);

/** Question banks (issue 14): the bank itself; its questions come with the next part. */
export function bankSoalRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const baca = { izin: IZIN.bacaBankSoal };
  const kelola = { izin: IZIN.kelolaBankSoal };

  async function detail(aktor: Aktor, id: string) {
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
  async function kolom(aktor: Aktor, body: Simpan) {
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
    if (pertama) throw galat(String(pertama[1]), pertama[0]);
    if (!(await mataKuliahPt(db, aktor.idPerguruanTinggi, body.id_mata_kuliah))) {
      throw galat(PESAN_BANK.mataKuliahTidakAda, 'id_mata_kuliah');
    }
    let idDosen: string | null;
    if (operator) {
      idDosen = body.id_dosen ?? null;
      if (idDosen && !(await dosenPt(db, aktor.idPerguruanTinggi, idDosen))) {
        throw galat(PESAN_BANK.dosenTidakAda, 'id_dosen');
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

  route(app, ctx.hooks, calls.daftarBankSoal, baca, async ({ aktor, query }) => {
    const { items, total } = await daftarBankSoal(
      db,
      aktor,
      { search: query.search, idMataKuliah: query.id_mata_kuliah, idProdi: query.id_prodi },
      { page: query.page, perPage: query.per_page },
      (b) => bolehUbahBank(aktor, b),
    );
    return { items, total, page: query.page, perPage: query.per_page };
  });

  route(app, ctx.hooks, calls.bankSoal, baca, ({ aktor, params }) => detail(aktor, params.id));

  route(app, ctx.hooks, calls.tambahBankSoal, kelola, async ({ aktor, body }) => {
    const id = await tambahBankSoalRow(db, {
      ...(await kolom(aktor, body)),
      idPerguruanTinggi: aktor.idPerguruanTinggi,
      dibuatOleh: aktor.idPengguna,
    });
    return detail(aktor, id);
  });

  route(app, ctx.hooks, calls.ubahBankSoal, kelola, async ({ aktor, params, body }) => {
    const { b } = await bankDenganAkses(db, aktor, params.id, 'write');
    await ubahBankSoalRow(db, b.id, await kolom(aktor, body));
    return detail(aktor, b.id);
  });

  route(app, ctx.hooks, calls.hapusBankSoal, kelola, async ({ aktor, params }) => {
    const { b } = await bankDenganAkses(db, aktor, params.id, 'write');
    await hapusBankSoalRow(db, b.id);
    return null;
  });

  // Questions of a bank: the exams' question model and rules (ujian/soal.ts), at most 100 a bank.
  route(app, ctx.hooks, calls.tambahSoalBank, kelola, async ({ aktor, params, body }) => {
    const { b } = await bankDenganAkses(db, aktor, params.id, 'write');
    if (!bisaTambahSoal(await jumlahSoal(db, { idBankSoal: b.id })))
      throw conflict(PESAN_SOAL_BANK.penuh);
    const s = await tambahSoalRow(
      db,
      { idBankSoal: b.id },
      {
        jenis: body.jenis,
        pertanyaan: sanitasiHtml(dekodeDeskripsi(body.pertanyaan)),
        data: dataSoal(body),
        soalFiles: tanpaTanda(body.soal_files),
        dibuatOleh: aktor.idPengguna,
      },
    );
    return tandaiBerkas(
      soalApi(s, true, { name: aktor.nama, username: aktor.username }),
      ctx.tokens.secret,
    );
  });

  route(app, ctx.hooks, calls.ubahSoalBank, kelola, async ({ aktor, params, body }) => {
    const { b } = await bankDenganAkses(db, aktor, params.id, 'write');
    const lama = await soalMilik(db, { idBankSoal: b.id }, params.idSoal);
    if (!lama) throw notFound(PESAN_SOAL_BANK.tidakAda);
    const s = await ubahSoalRow(db, lama.id, {
      jenis: body.jenis,
      pertanyaan: sanitasiHtml(dekodeDeskripsi(body.pertanyaan)),
      data: dataSoal(body),
      soalFiles: tanpaTanda(body.soal_files),
    });
    return tandaiBerkas(soalApi(s, true, null), ctx.tokens.secret);
  });

  route(app, ctx.hooks, calls.hapusSoalBank, kelola, async ({ aktor, params }) => {
    const { b } = await bankDenganAkses(db, aktor, params.id, 'write');
    if (!(await hapusSoalRow(db, { idBankSoal: b.id }, params.idSoal))) {
      throw notFound(PESAN_SOAL_BANK.tidakAda);
    }
    return null;
  });
}
