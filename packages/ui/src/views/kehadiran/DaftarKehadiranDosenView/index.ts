export {
  DaftarKehadiranDosenView,
  type DaftarKehadiranDosenViewProps,
  PESAN_KEHADIRAN_DOSEN_KOSONG,
} from './DaftarKehadiranDosenView';
