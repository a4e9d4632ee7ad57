export {
  type PayloadSalinUjian,
  type PayloadSimpanUjian,
  type PertemuanUjian,
  type PesertaRemedial,
  type SalinUjianData,
  UjianFormModal,
  type UjianFormModalProps,
} from './UjianFormModal';
