export { PengerjaanUjianView } from './PengerjaanUjianView';
export { teksStatusSimpan } from './StatusBar';
export {
  PESAN_OFFLINE_UJIAN,
  PESAN_SESI_BERAKHIR,
  PESAN_SOAL_KOSONG,
  PESAN_UNGGAHAN_GAGAL_SAAT_KUMPUL,
  teksKonfirmasiKumpul,
  teksUnggahanSaatKumpul,
} from './teks';
export {
  type BarisUnggah,
  type JawabanLokal,
  type JurnalJawaban,
  type PengerjaanUjianViewProps,
  type SoalBernomor,
  type StatusJawabanLokal,
  type StatusKoneksi,
  type StatusPenyimpanan,
  statusJawabanLokal,
  statusKoneksi,
  statusPenyimpanan,
  type UnggahLampiranFn,
} from './types';
