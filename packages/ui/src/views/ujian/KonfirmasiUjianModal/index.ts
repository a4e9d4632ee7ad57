export {
  INFO_KONFIRMASI_UJIAN,
  INFO_TUTUP_BUKU,
  KonfirmasiUjianModal,
  type KonfirmasiUjianModalProps,
  TEKS_PERSETUJUAN_UJIAN,
} from './KonfirmasiUjianModal';
