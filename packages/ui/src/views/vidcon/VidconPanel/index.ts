export {
  KartuVidcon,
  type KartuVidconProps,
  type PeranVidcon,
  peranVidcon,
  statusVidconDi,
  TagTerlambat,
  TEKS_VIDCON,
} from './KartuVidcon';
export {
  RuangVidconModal,
  type RuangVidconModalProps,
  TEKS_RUANG_VIDCON,
} from './RuangVidconModal';
export {
  PESAN_VIDCON_KOSONG,
  TEKS_KONFIRMASI_HAPUS_VIDCON,
  useGabungVidconView,
  VidconPanel,
  type VidconPanelProps,
} from './VidconPanel';
