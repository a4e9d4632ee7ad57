export {
  FILTER_KELAS_KOSONG,
  type FilterKelas,
  type OpsiFilterKelas,
  TabelKelas,
  type TabelKelasProps,
} from './TabelKelas';
