export {
  KehadiranPertemuanHeader,
  type KehadiranPertemuanHeaderProps,
  type KelasKehadiran,
  type PertemuanKehadiran,
} from './KehadiranPertemuanHeader';
