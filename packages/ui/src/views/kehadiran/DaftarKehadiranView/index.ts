export {
  DaftarKehadiranView,
  type DaftarKehadiranViewProps,
  type FilterDaftarKehadiranView,
  PESAN_CARI_KEHADIRAN_KOSONG,
  PESAN_DAFTAR_KEHADIRAN_KOSONG,
} from './DaftarKehadiranView';
