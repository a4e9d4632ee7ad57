import { MAKS_DESKRIPSI_BANK, MAKS_JUDUL_BANK } from '@kampus/domain';
import { defineCall } from './call';
import { PagingQuery } from './envelope';
import { IdKode, IdUuid } from './masukan';
import { SimpanSoal, Soal } from './ujian';
import { z } from './zod';

// Question banks (issue 14; spec 3 'Question bank', 5 'Bank modal', 7 /lms/bank_soal). Their
// questions share the exams' question model (contract ujian.ts `Soal`).

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
    .string({ error: 'Judul wajib diisi!' })
    .trim()
    .min(1, 'Judul wajib diisi!')
    .max(MAKS_JUDUL_BANK, `Judul tidak boleh lebih dari ${MAKS_JUDUL_BANK} karakter`),
  deskripsi: z
    .string({ error: 'Deskripsi wajib diisi!' })
    .trim()
    .min(1, 'Deskripsi wajib diisi!')
    .max(MAKS_DESKRIPSI_BANK, `Deskripsi tidak boleh lebih dari ${MAKS_DESKRIPSI_BANK} karakter`),
  id_mata_kuliah: IdKode('Mata kuliah wajib diisi!'),
  /** Operators choose the lecturer; a lecturer's bank is always their own. */
  id_dosen: IdUuid('Dosen tidak valid').nullable().optional(),
  ditampilkan: Bool.default(false),
});
export type SimpanBankSoal = z.input<typeof SimpanBankSoal>;

const IdBank = z.object({ id: IdUuid('Id bank soal tidak valid') });
const IdBankSoal = IdBank.extend({ idSoal: IdUuid('Id soal tidak valid') });

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
    body: SimpanSoal,
    response: Soal,
  }),
  ubahSoalBank: defineCall({
    method: 'PUT',
    path: '/lms/bank_soal/:id/soal/:idSoal',
    summary: 'Ubah soal bank',
    params: IdBankSoal,
    body: SimpanSoal,
    response: Soal,
  }),
  hapusSoalBank: defineCall({
    method: 'DELETE',
    path: '/lms/bank_soal/:id/soal/:idSoal',
    summary: 'Hapus soal bank',
    params: IdBankSoal,
    response: z.null(),
  }),
};
