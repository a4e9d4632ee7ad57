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
});
