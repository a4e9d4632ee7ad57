export {
  AturanKehadiranUjianForm,
  type AturanKehadiranUjianFormProps,
  JUDUL_ATURAN_KEHADIRAN_UJIAN,
} from './AturanKehadiranUjianForm';
