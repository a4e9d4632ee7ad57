export { TagUjian, type TagUjianProps } from './TagUjian';
export {
  PESAN_UJIAN_KOSONG,
  type PeranUjianPanel,
  peranUjianPanel,
  TEKS_KONFIRMASI_HAPUS_UJIAN,
  teksPeringatanHapusUjian,
  UjianPanel,
  type UjianPanelProps,
} from './UjianPanel';
