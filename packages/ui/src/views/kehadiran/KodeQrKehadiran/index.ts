export {
  jalurQr,
  KodeQrKehadiran,
  type KodeQrKehadiranProps,
  type KodeQrStatus,
  kodeQrStatuses,
  TEKS_QR,
} from './KodeQrKehadiran';
