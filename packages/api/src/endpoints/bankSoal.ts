import type { bankSoalCalls } from '../contract/bankSoal';
import { defineEndpoints } from '../contract/call';

/** The calls of contract/bankSoal.ts without their schemas. */
export const bankSoalEndpoints = defineEndpoints<typeof bankSoalCalls>({
  daftarBankSoal: { method: 'GET', path: '/lms/bank_soal', paged: true },
  bankSoal: { method: 'GET', path: '/lms/bank_soal/:id' },
  tambahBankSoal: { method: 'POST', path: '/lms/bank_soal' },
  ubahBankSoal: { method: 'PUT', path: '/lms/bank_soal/:id' },
  hapusBankSoal: { method: 'DELETE', path: '/lms/bank_soal/:id' },
  tambahSoalBank: { method: 'POST', path: '/lms/bank_soal/:id/soal' },
  ubahSoalBank: { method: 'PUT', path: '/lms/bank_soal/:id/soal/:idSoal' },
  hapusSoalBank: { method: 'DELETE', path: '/lms/bank_soal/:id/soal/:idSoal' },
  duplikatBankSoal: { method: 'POST', path: '/lms/bank_soal/:id/duplikat' },
  berkasSoalBank: {
    method: 'PUT',
    path: '/lms/bank_soal/:id/soal/:idSoal/files',
    multipart: { files: ['files', 'files_kunci'] },
  },
  soalMataKuliah: { method: 'GET', path: '/lms/bank_soal/soal_mata_kuliah', paged: true },
  salinSoalKeBank: { method: 'POST', path: '/lms/bank_soal/:id/soal/salin' },
  ujianSumberBank: { method: 'GET', path: '/lms/bank_soal/:id/ujian_sumber', paged: true },
  soalUjianSumber: { method: 'GET', path: '/lms/bank_soal/:id/ujian_sumber/:idUjian/soal' },
  salinSoalBankKeUjian: {
    method: 'POST',
    path: '/lms/ujian/:id/kelompok_soal/:idKelompok/soal/salin_bank',
  },
  imporSoalBank: {
    method: 'POST',
    path: '/v2/lms/bank_soal/:id/soal/import_excel',
    multipart: { files: ['file'] },
  },
  unduhBankSoal: { method: 'GET', path: '/lms/bank_soal/:id/unduh', produces: 'application/pdf' },
});
