export {
  PindaiQrHasil,
  type PindaiQrHasilProps,
  type PindaiQrStatus,
  pindaiQrStatuses,
  TEKS_PINDAI,
} from './PindaiQrHasil';
