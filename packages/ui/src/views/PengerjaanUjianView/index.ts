export {
  PESAN_OFFLINE_UJIAN,
  PESAN_SESI_BERAKHIR,
  PESAN_SOAL_KOSONG,
  PengerjaanUjianView,
  type PengerjaanUjianViewProps,
  teksKonfirmasiKumpul,
} from './PengerjaanUjianView';
export { teksStatusSimpan } from './StatusBar';
export {
  type BarisUnggah,
  type JawabanLokal,
  type JurnalJawaban,
  type SoalBernomor,
  type StatusJawabanLokal,
  type StatusKoneksi,
  type StatusPenyimpanan,
  statusJawabanLokal,
  statusKoneksi,
  statusPenyimpanan,
  type UnggahLampiranFn,
} from './types';
