import type { HalamanDef } from '../app';
import { lazyHalaman } from '../app/lazyHalaman';

const remahBankSoal = { label: 'Bank Soal', href: '/bank-soal' };

/** Question banks of the staff app (spec 2 'Question bank'): the board and a bank's questions. */
export const ruteBankSoal: HalamanDef[] = [
  {
    path: '/bank-soal',
    judul: 'Bank Soal',
    komponen: lazyHalaman(() => import('./BankSoalHalaman')),
  },
  {
    path: '/bank-soal/:id',
    judul: 'Bank Soal',
    breadcrumb: () => [remahBankSoal, { label: 'Detail Bank Soal' }],
    komponen: lazyHalaman(() => import('./BankSoalDetailHalaman')),
  },
];
