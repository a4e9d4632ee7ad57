export {
  type BarisPengumpulanView,
  DaftarPengumpulanView,
  type DaftarPengumpulanViewProps,
  STATUS_DAFTAR_PENGUMPULAN,
  type StatusDaftarPengumpulan,
} from './DaftarPengumpulanView';
