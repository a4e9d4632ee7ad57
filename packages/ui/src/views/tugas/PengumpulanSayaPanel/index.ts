export {
  type BerkasTugasView,
  type KirimPengumpulan,
  PengumpulanSayaPanel,
  type PengumpulanSayaPanelProps,
  type PengumpulanSayaView,
  type PengumpulanView,
  type TugasKumpulView,
} from './PengumpulanSayaPanel';
