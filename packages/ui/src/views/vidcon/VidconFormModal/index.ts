export {
  minimumMulaiVidcon,
  type PayloadVidcon,
  type PertemuanVidcon,
  TEKS_FORM_VIDCON,
  VidconFormModal,
  type VidconFormModalProps,
} from './VidconFormModal';
