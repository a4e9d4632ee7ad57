export {
  DaftarUjianView,
  type DaftarUjianViewProps,
  PESAN_CARI_UJIAN_KOSONG,
  PESAN_DAFTAR_UJIAN_KOSONG,
} from './DaftarUjianView';
