export {
  type AktivitasSikad,
  type GalatSikad,
  PengaturanNilaiSikadModal,
  type PengaturanNilaiSikadModalProps,
} from './PengaturanNilaiSikadModal';
