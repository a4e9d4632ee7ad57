export {
  type AnggotaKelompokTugasView,
  KelompokTugasCard,
  type KelompokTugasCardProps,
  type KelompokTugasView,
} from './KelompokTugasCard';
