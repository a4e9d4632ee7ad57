export {
  BankSoalBoard,
  type BankSoalBoardProps,
  FILTER_BANK_SOAL_KOSONG,
  type FilterBankSoal,
  PESAN_BANK_SOAL_KOSONG,
  PESAN_BANK_SOAL_TIDAK_DITEMUKAN,
  PESAN_HAPUS_BANK_SOAL,
  TEKS_BELUM_ADA_DOSEN,
} from './BankSoalBoard';
