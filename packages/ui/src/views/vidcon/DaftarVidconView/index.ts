export {
  DaftarVidconView,
  type DaftarVidconViewProps,
  PESAN_CARI_VIDCON_KOSONG,
  PESAN_DAFTAR_VIDCON_KOSONG,
} from './DaftarVidconView';
