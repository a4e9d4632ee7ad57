export {
  type UbahKehadiranPengajar,
  UbahKehadiranPengajarModal,
  type UbahKehadiranPengajarModalProps,
} from './UbahKehadiranPengajarModal';
