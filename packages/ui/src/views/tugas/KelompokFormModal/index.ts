export {
  galatKelompok,
  type KelompokDiubah,
  KelompokFormModal,
  type KelompokFormModalProps,
  type PayloadSimpanKelompok,
} from './KelompokFormModal';
