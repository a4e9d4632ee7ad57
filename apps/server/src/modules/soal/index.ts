// The question (soal): one model for exams and question banks. Its front door: the question rows
// and how the API shows them, the editor's input, the question files and their removal job.
// `ujian` and `bank-soal` depend on it, never on each other's files.

export { gambarSoalPdf, PenyalinBerkas, salinanSoal, terimaBerkasSoal } from './berkas';
export { jadwalkanLepasBerkas, pasangKerjaSoal } from './kerja';
export { storageKeysBaris, storageKeysBerkasSoal } from './lepasBerkas';
export {
  type BarisSoal,
  hapusSoalRow,
  jumlahSoal,
  milikSoal,
  type PemilikSoal,
  type SoalBaru,
  soalApi,
  soalById,
  soalMilik,
  tambahBerkasSoalRow,
  tambahSoalBanyakRows,
  tambahSoalRow,
  ubahSoalRow,
} from './queries';
export type { DataSoal } from './schema';
export { dataSoal, pertanyaanTersimpan, tandaiBerkas, tanpaTanda } from './teks';
