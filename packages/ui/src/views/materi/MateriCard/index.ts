export {
  cuplikanMateri,
  IKON_TIPE_MATERI,
  MateriCard,
  type MateriCardProps,
  type MateriMode,
  materiModes,
  type SyaratPresensiMateri,
  tanggalJamMateri,
} from './MateriCard';
