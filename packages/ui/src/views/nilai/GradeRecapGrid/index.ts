export {
  GradeRecapGrid,
  type GradeRecapGridProps,
  type HeaderAktivitas,
  type HeaderRerata,
  type HeaderSikad,
  type NilaiMahasiswa,
  type RekapNilai,
  TINGGI_BARIS_NILAI,
} from './GradeRecapGrid';
