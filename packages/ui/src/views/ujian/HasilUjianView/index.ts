export {
  type BarisStatistikJawaban,
  type DaftarHasil,
  type DataStatistik,
  HasilUjianView,
  type HasilUjianViewProps,
  type MahasiswaTanpaPengerjaan,
  TAB_HASIL,
  type TabHasil,
} from './HasilUjianView';
