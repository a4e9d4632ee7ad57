export {
  PER_HALAMAN_SOAL_MATA_KULIAH,
  SalinSoalModal,
  type SalinSoalModalProps,
} from './SalinSoalModal';
export { SalinSoalUjianModal, type SalinSoalUjianModalProps } from './SalinSoalUjianModal';
export type {
  BarisSoalMataKuliah,
  DataSalinBerhalaman,
  SoalSumber,
  UjianSumberSoal,
} from './types';
