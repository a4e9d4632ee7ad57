import {
  JENIS_SOAL,
  JENIS_UJIAN,
  MAKS_DESKRIPSI_BANK,
  MAKS_JUDUL_BANK,
  MAKS_SOAL_BANK,
  PESAN_BANK_SOAL,
} from '@kampus/domain';
import { defineCall } from './call';
import { PagingQuery, Status } from './envelope';
import { IdKode, IdUuid } from './masukan';
import { Soal, skemaSimpanSoal } from './soal';
import { z } from './zod';

// Question banks (issue 14; spec 3 'Question bank', 5 'Bank modal', 7 /lms/bank_soal). Their
// questions share the exams' question model (contract soal.ts `Soal`).

/** A question bank (spec 3 'Question bank'). */
export const BankSoal = z.object({
  id: z.string(),
  judul: z.string(),
  deskripsi: z.string(),
  /** Null: 'Belum Ada Dosen'. */
  dosen: z.object({ id: z.string(), nama: z.string() }).nullable(),
  mata_kuliah: z.object({ id: z.string(), kode: z.string(), nama: z.string() }),
  id_prodi_mata_kuliah: z.string(),
  jumlah_soal: z.number().int(),
  created_at: z.string(),
  /** Ditampilkan (other teachers of the course see it) or Disembunyikan; both names of spec 3. */
  ditampilkan: z.boolean(),
  dibagikan: z.boolean(),
  /** The caller may change it (its lecturer, or an operator with write on bank_soal). */
  boleh_ubah: z.boolean(),
});
export type BankSoal = z.infer<typeof BankSoal>;

export const BankSoalDetail = BankSoal.extend({ list_soal: z.array(Soal) });
export type BankSoalDetail = z.infer<typeof BankSoalDetail>;

const Bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** The bank modal (spec 5 'Bank modal'); the server checks it with the domain's validasiBankSoal. */
export const SimpanBankSoal = z.object({
  judul: z
    .string({ error: PESAN_BANK_SOAL.judul })
    .trim()
    .min(1, PESAN_BANK_SOAL.judul)
    .max(MAKS_JUDUL_BANK, PESAN_BANK_SOAL.judulMaks),
  deskripsi: z
    .string({ error: PESAN_BANK_SOAL.deskripsi })
    .trim()
    .min(1, PESAN_BANK_SOAL.deskripsi)
    .max(MAKS_DESKRIPSI_BANK, PESAN_BANK_SOAL.deskripsiMaks),
  id_mata_kuliah: IdKode(PESAN_BANK_SOAL.mataKuliah),
  /** Operators choose the lecturer; a lecturer's bank is always their own. */
  id_dosen: IdUuid('Dosen tidak valid').nullable().optional(),
  ditampilkan: Bool.default(false),
});
export type SimpanBankSoal = z.input<typeof SimpanBankSoal>;

/**
 * A bank's question as the editors save it: the exams' shape (contract ujian.ts), its files in
 * the bank's folders soal_bank_soal and kunci_bank_soal (spec 3 file kinds).
 */
export const SimpanSoalBank = skemaSimpanSoal({ soal: 'soal_bank_soal', kunci: 'kunci_bank_soal' });
export type SimpanSoalBank = z.input<typeof SimpanSoalBank>;

/** A question of a bank of the course with its bank ('Soal Mata Kuliah' copy modal). */
export const SoalMataKuliah = Soal.extend({
  bank_soal: z.object({ id: z.string(), judul: z.string() }),
});
export type SoalMataKuliah = z.infer<typeof SoalMataKuliah>;

/** The questions chosen in a copy modal; none is refused by the server with the spec's message. */
const DaftarIdSoal = z
  .array(IdUuid('Id soal tidak valid'), { error: 'Daftar soal tidak valid' })
  .max(MAKS_SOAL_BANK, `Paling banyak ${MAKS_SOAL_BANK} soal sekali salin`)
  .default([]);

/**
 * Copying questions into a bank: from exams the caller manages ('Salin dari Kuis/Ujian') or from
 * banks they see ('Soal Mata Kuliah').
 */
export const SalinSoalKeBank = z.object({
  sumber: z.enum(['ujian', 'bank_soal'], { error: 'Sumber soal wajib dipilih (ujian/bank_soal)' }),
  list_id: DaftarIdSoal,
});
export type SalinSoalKeBank = z.input<typeof SalinSoalKeBank>;

/** Copying bank questions into an exam's question group. */
export const SalinSoalBankKeUjian = z.object({ list_id: DaftarIdSoal });
export type SalinSoalBankKeUjian = z.input<typeof SalinSoalBankKeUjian>;

export const HasilSalinSoal = z.object({ jumlah: z.number().int() });
export type HasilSalinSoal = z.infer<typeof HasilSalinSoal>;

/** An exam whose questions may be copied into a bank ('Salin dari Kuis/Ujian'). */
export const UjianSumberBank = z.object({
  id: z.string(),
  judul: z.string(),
  jenis: z.enum(JENIS_UJIAN),
  kelas: z.object({ id: z.string(), nama: z.string() }),
  jumlah_soal: z.number().int(),
});
export type UjianSumberBank = z.infer<typeof UjianSumberBank>;

/** The import modal's fields besides its file part 'file' (spec 7 import_excel). */
export const ImporSoalBank = z.object({
  jenis_soal: z.enum(JENIS_SOAL, { error: PESAN_BANK_SOAL.jenisBelumDipilih }),
});
export type ImporSoalBank = z.input<typeof ImporSoalBank>;

/**
 * What an import answers (spec 7: status.code, status.message): the message for the 'Impor
 * Berhasil' box (domain hasilImpor), and how many questions came in. A refused workbook is an
 * error response whose message names each row, column and reason.
 */
export const HasilImporSoal = z.object({ status: Status, jumlah: z.number().int() });
export type HasilImporSoal = z.infer<typeof HasilImporSoal>;

const IdBank = z.object({ id: IdUuid('Id bank soal tidak valid') });
const IdBankSoal = IdBank.extend({ idSoal: IdUuid('Id soal tidak valid') });
const Cari = z.string().trim().max(100).optional();

export const bankSoalCalls = {
  daftarBankSoal: defineCall({
    method: 'GET',
    path: '/lms/bank_soal',
    summary: "Daftar bank soal ('Cari judul/pembuat', mata kuliah, prodi mata kuliah)",
    query: PagingQuery.extend({
      search: z.string().trim().max(100).optional(),
      id_mata_kuliah: IdKode('Mata kuliah tidak valid').optional(),
      id_prodi: IdKode('Prodi tidak valid').optional(),
    }),
    response: z.array(BankSoal),
    paged: true,
  }),
  bankSoal: defineCall({
    method: 'GET',
    path: '/lms/bank_soal/:id',
    summary: 'Detail bank soal dengan list_soal',
    params: IdBank,
    response: BankSoalDetail,
  }),
  tambahBankSoal: defineCall({
    method: 'POST',
    path: '/lms/bank_soal',
    summary: 'Tambah bank soal',
    body: SimpanBankSoal,
    response: BankSoalDetail,
  }),
  ubahBankSoal: defineCall({
    method: 'PUT',
    path: '/lms/bank_soal/:id',
    summary: 'Ubah bank soal',
    params: IdBank,
    body: SimpanBankSoal,
    response: BankSoalDetail,
  }),
  hapusBankSoal: defineCall({
    method: 'DELETE',
    path: '/lms/bank_soal/:id',
    summary: 'Hapus bank soal beserta soalnya',
    params: IdBank,
    response: z.null(),
  }),
  tambahSoalBank: defineCall({
    method: 'POST',
    path: '/lms/bank_soal/:id/soal',
    summary: 'Tambah soal bank (pilihan, benar_salah, esay; paling banyak 100 per bank)',
    params: IdBank,
    body: SimpanSoalBank,
    response: Soal,
  }),
  ubahSoalBank: defineCall({
    method: 'PUT',
    path: '/lms/bank_soal/:id/soal/:idSoal',
    summary: 'Ubah soal bank',
    params: IdBankSoal,
    body: SimpanSoalBank,
    response: Soal,
  }),
  hapusSoalBank: defineCall({
    method: 'DELETE',
    path: '/lms/bank_soal/:id/soal/:idSoal',
    summary: 'Hapus soal bank',
    params: IdBankSoal,
    response: z.null(),
  }),
  duplikatBankSoal: defineCall({
    method: 'POST',
    path: '/lms/bank_soal/:id/duplikat',
    summary: "Duplikat bank soal beserta soal dan berkasnya ('{judul} (Salinan)')",
    params: IdBank,
    response: BankSoalDetail,
  }),
  berkasSoalBank: defineCall({
    method: 'PUT',
    path: '/lms/bank_soal/:id/soal/:idSoal/files',
    summary:
      'Tambah lampiran soal (files) dan berkas kunci jawaban esai (files_kunci), paling banyak 20 masing-masing',
    params: IdBankSoal,
    response: Soal,
    multipart: { files: ['files', 'files_kunci'] },
  }),
  soalMataKuliah: defineCall({
    method: 'GET',
    path: '/lms/bank_soal/soal_mata_kuliah',
    summary: "Soal bank soal mata kuliah yang dapat dilihat ('Soal Mata Kuliah')",
    query: PagingQuery.extend({
      id_mata_kuliah: IdKode('Mata kuliah wajib diisi'),
      exclude_id_bank_soal: IdUuid('Id bank soal tidak valid').optional(),
      search: Cari,
    }),
    response: z.array(SoalMataKuliah),
    paged: true,
  }),
  salinSoalKeBank: defineCall({
    method: 'POST',
    path: '/lms/bank_soal/:id/soal/salin',
    summary: 'Salin soal dari kuis/ujian atau bank soal lain ke bank soal ini',
    params: IdBank,
    body: SalinSoalKeBank,
    response: HasilSalinSoal,
  }),
  ujianSumberBank: defineCall({
    method: 'GET',
    path: '/lms/bank_soal/:id/ujian_sumber',
    summary: "Kuis/ujian mata kuliah bank ini di kelas yang dikelola ('Salin dari Kuis/Ujian')",
    params: IdBank,
    query: PagingQuery.extend({ search: Cari }),
    response: z.array(UjianSumberBank),
    paged: true,
  }),
  soalUjianSumber: defineCall({
    method: 'GET',
    path: '/lms/bank_soal/:id/ujian_sumber/:idUjian/soal',
    summary: 'Soal sebuah kuis/ujian sumber untuk disalin ke bank ini',
    params: IdBank.extend({ idUjian: IdUuid('Id ujian tidak valid') }),
    response: z.array(Soal),
  }),
  salinSoalBankKeUjian: defineCall({
    method: 'POST',
    path: '/lms/ujian/:id/kelompok_soal/:idKelompok/soal/salin_bank',
    summary: 'Salin soal bank soal ke kelompok soal kuis/ujian',
    params: z.object({
      id: IdUuid('Id ujian tidak valid'),
      idKelompok: IdUuid('Id kelompok soal tidak valid'),
    }),
    body: SalinSoalBankKeUjian,
    response: HasilSalinSoal,
  }),
  imporSoalBank: defineCall({
    method: 'POST',
    path: '/v2/lms/bank_soal/:id/soal/import_excel',
    summary:
      'Impor soal dari templat Excel per jenis (multipart file .xls/.xlsx dan jenis_soal); semua atau tidak sama sekali',
    params: IdBank,
    response: HasilImporSoal,
    multipart: { files: ['file'], fields: ImporSoalBank },
  }),
  unduhBankSoal: defineCall({
    method: 'GET',
    path: '/lms/bank_soal/:id/unduh',
    summary: "Unduh bank soal (PDF 'Bank Soal - {judul}.pdf', letter, margin 1 inci)",
    params: IdBank,
    response: z.unknown(),
    produces: 'application/pdf',
  }),
};
