export {
  type DetailAktivitasKehadiran,
  DetailProgresModal,
  type DetailProgresModalProps,
  type KehadiranMahasiswaDetail,
} from './DetailProgresModal';
