import { calls, ImporSoalBank } from '@kampus/api/contract';
import {
  bisaTambahSoal,
  IZIN,
  judulSalinanBankSoal,
  MAKS_SOAL_BANK,
  namaBerkasBankSoal,
  validasiBankSoal,
  validasiImporSoal,
  validasiSalinSoal,
  validasiUnduhBankSoal,
} from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { lampiran } from '../../http/lampiran';
import { route, wajibIzin } from '../../http/route';
import { sanitasiHtml } from '../../http/sanitasi';
import type { Aktor } from '../auth/aktor';
import { getPerguruanTinggi } from '../sistem/queries';
import { ujianDenganAkses } from '../ujian/akses';
import { jadwalkanLepasBerkas } from '../ujian/kerja';
import { kunciBerkasBaris, kunciBerkasSoal } from '../ujian/lepasBerkas';
import {
  type BarisSoal,
  hapusSoalRow,
  jumlahSoal,
  kelompokDanSoal,
  kelompokUjian,
  mataKuliahUjian,
  type PemilikSoal,
  soalApi,
  soalMilik,
  soalUjianKelolaan,
  tambahSoalRow,
  ubahSoalRow,
  ujianKelolaanMataKuliah,
} from '../ujian/queries';
import { PESAN_UJIAN_SERVER } from '../ujian/routes';
import type { DataSoal } from '../ujian/schema';
import { dataSoal, pertanyaanTersimpan, tandaiBerkas, tanpaTanda } from '../ujian/soal';
import {
  bankDenganAkses,
  bolehUbahBank,
  dosenSalinan,
  PESAN_BANK,
  ujianSumberDenganAkses,
} from './akses';
import {
  gambarSoalPdf,
  MAKS_BERKAS_SOAL,
  PESAN_BERKAS_SOAL,
  PenyalinBerkas,
  salinanSoal,
  terimaBerkasSoal,
} from './berkas';
import { bacaFormImpor, bacaWorkbookImpor, masukanSoalImpor } from './impor';
import { renderPdfBankSoal } from './pdf';
import {
  daftarBankSoal,
  dosenPt,
  duplikatBankSoalRows,
  hapusBankSoalRow,
  mataKuliahPt,
  mengajarMataKuliah,
  soalBank,
  soalBankTerlihat,
  soalMataKuliahRows,
  tambahBankSoalRow,
  tambahBerkasSoalRow,
  tambahSoalBanyakRows,
  ubahBankSoalRow,
} from './queries';

export const PESAN_SOAL_BANK = {
  penuh: `Bank soal sudah berisi ${MAKS_SOAL_BANK} soal`,
  tidakAda: 'Soal tidak ditemukan',
  sumberTidakAda: 'Sebagian soal yang dipilih tidak ditemukan atau tidak dapat Anda salin',
  /** Adding `tambah` questions to a bank holding `ada` would pass 100: nothing is added. */
  melebihi: (ada: number, tambah: number, kata: 'disalin' | 'diimpor') =>
    `Bank soal berisi ${ada} soal; menambah ${tambah} soal melebihi batas ${MAKS_SOAL_BANK} soal per bank. Tidak ada soal yang ${kata}.`,
  berhasilImpor: (n: number) => `${n} soal berhasil diimpor`,
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

/**
 * Question banks (issue 14): the banks, their questions and files, copies both ways between
 * banks and exams, the Excel import and the PDF.
 */
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
    const kunci = await kunciBerkasSoal(ctx, { idBankSoal: b.id });
    await hapusBankSoalRow(db, b.id);
    await jadwalkanLepasBerkas(ctx, kunci);
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
  });

  route(app, ctx.hooks, calls.ubahSoalBank, kelola, async ({ aktor, params, body }) => {
    const { b } = await bankDenganAkses(db, aktor, params.id, 'write');
    const lama = await soalMilik(db, { idBankSoal: b.id }, params.idSoal);
    if (!lama) throw notFound(PESAN_SOAL_BANK.tidakAda);
    const s = await ubahSoalRow(db, lama.id, {
      jenis: body.jenis,
      pertanyaan: pertanyaanTersimpan(body.pertanyaan),
      data: dataSoal(body),
      soalFiles: tanpaTanda(body.soal_files),
    });
    await jadwalkanLepasBerkas(ctx, kunciBerkasBaris(lama));
    return tandaiBerkas(soalApi(s, true, null), ctx.tokens.secret);
  });

  route(app, ctx.hooks, calls.hapusSoalBank, kelola, async ({ aktor, params }) => {
    const { b } = await bankDenganAkses(db, aktor, params.id, 'write');
    const kunci = await kunciBerkasSoal(ctx, { idSoal: params.idSoal });
    if (!(await hapusSoalRow(db, { idBankSoal: b.id }, params.idSoal))) {
      throw notFound(PESAN_SOAL_BANK.tidakAda);
    }
    await jadwalkanLepasBerkas(ctx, kunci);
    return null;
  });

  // ---- Duplicating a bank, files of its questions ------------------------------------------

  route(app, ctx.hooks, calls.duplikatBankSoal, kelola, async ({ aktor, params }) => {
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
    return detail(aktor, id);
  });

  route(app, ctx.hooks, calls.berkasSoalBank, kelola, async ({ aktor, params, req }) => {
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
      const s = await tambahBerkasSoalRow(
        db,
        { idBankSoal: b.id },
        lama.id,
        baru,
        MAKS_BERKAS_SOAL,
      );
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
  });

  // ---- Copying questions between banks and exams --------------------------------------------

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
    aktor: Aktor,
    p: PemilikSoal,
    sumber: BarisSoal[],
    tujuan: 'bank' | 'ujian',
  ) {
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

  // 'Soal Mata Kuliah': questions of the course's banks the caller sees, 10 a page.
  route(app, ctx.hooks, calls.soalMataKuliah, baca, async ({ aktor, query }) => {
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
  });

  route(app, ctx.hooks, calls.salinSoalKeBank, kelola, async ({ aktor, params, body }) => {
    const { b } = await bankDenganAkses(db, aktor, params.id, 'write');
    const ids = dipilih(body.list_id);
    if (body.sumber === 'ujian') wajibIzin(IZIN.salinUjianKeBankSoal(aktor));
    const rows =
      body.sumber === 'ujian'
        ? await soalUjianKelolaan(db, aktor, ids, b.idMataKuliah)
        : await soalBankTerlihat(db, aktor, ids, b.idMataKuliah);
    return salinKe(aktor, { idBankSoal: b.id }, urutkan(ids, rows), 'bank');
  });

  // 'Salin dari Kuis/Ujian': exams of the bank's course in the classes the caller manages.
  const salinUjian = { izin: IZIN.salinUjianKeBankSoal };

  route(app, ctx.hooks, calls.ujianSumberBank, salinUjian, async ({ aktor, params, query }) => {
    const { b } = await bankDenganAkses(db, aktor, params.id, 'write');
    const { items, total } = await ujianKelolaanMataKuliah(
      db,
      aktor,
      { idMataKuliah: b.idMataKuliah, search: query.search },
      { page: query.page, perPage: query.per_page },
    );
    return { items, total, page: query.page, perPage: query.per_page };
  });

  route(app, ctx.hooks, calls.soalUjianSumber, salinUjian, async ({ aktor, params }) => {
    const { b } = await bankDenganAkses(db, aktor, params.id, 'write');
    const u = await ujianSumberDenganAkses(db, aktor, b, params.idUjian);
    const kelompok = await kelompokDanSoal(db, u.id);
    return tandaiBerkas(
      kelompok.flatMap((k) => k.soal.map((r) => soalApi(r.s, true, r.oleh))),
      ctx.tokens.secret,
    );
  });

  // Bank questions into an exam's question group (the exam's editor, 'Soal Mata Kuliah').
  route(
    app,
    ctx.hooks,
    calls.salinSoalBankKeUjian,
    { izin: IZIN.salinBankSoalKeUjian },
    async ({ aktor, params, body }) => {
      const { u } = await ujianDenganAkses(db, aktor, params.id, 'write');
      const k = await kelompokUjian(db, u.id, params.idKelompok);
      if (!k) throw notFound(PESAN_UJIAN_SERVER.kelompokTidakAda);
      const ids = dipilih(body.list_id);
      const idMataKuliah = (await mataKuliahUjian(db, u.id)) ?? '';
      const rows = urutkan(ids, await soalBankTerlihat(db, aktor, ids, idMataKuliah));
      return salinKe(aktor, { idKelompokSoal: k.id }, rows, 'ujian');
    },
  );

  // ---- Import from the Excel template, PDF -------------------------------------------------

  route(app, ctx.hooks, calls.imporSoalBank, kelola, async ({ aktor, params, req }) => {
    const { b } = await bankDenganAkses(db, aktor, params.id, 'write');
    const { fields, berkas } = await bacaFormImpor(req);
    const cek = validasiImporSoal({
      berkas: berkas ? { name: berkas.nama } : null,
      jenis: fields.jenis_soal,
    });
    if (!cek.ok) throw galat(cek.pesan, berkas ? 'jenis_soal' : 'file');
    const form = ImporSoalBank.safeParse(fields);
    if (!form.success || !berkas) {
      throw galat(form.error?.issues[0]?.message ?? PESAN_SOAL_BANK.tidakAda, 'jenis_soal');
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
  });

  route(app, ctx.hooks, calls.unduhBankSoal, baca, async ({ aktor, params, reply }) => {
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
  });
}
