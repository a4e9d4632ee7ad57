export {
  EKSTENSI_TUGAS,
  galatTugas,
  type PayloadSimpanTugas,
  type PertemuanTugas,
  type TugasDiubah,
  TugasFormModal,
  type TugasFormModalProps,
} from './TugasFormModal';
