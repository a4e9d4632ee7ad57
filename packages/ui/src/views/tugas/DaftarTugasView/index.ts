export {
  DaftarTugasView,
  type DaftarTugasViewProps,
  PESAN_CARI_TUGAS_KOSONG,
  PESAN_DAFTAR_TUGAS_KOSONG,
} from './DaftarTugasView';
