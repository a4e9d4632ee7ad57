export {
  DataTable,
  type DataTableProps,
  type KolomNomorOptions,
  kolomNomor,
  TEKS_TABEL_KOSONG,
} from './DataTable';
