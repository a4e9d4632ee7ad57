export {
  DataMateriBoard,
  type DataMateriBoardProps,
  PESAN_HAPUS_MATERI,
  PESAN_MATERI_KOSONG,
} from './DataMateriBoard';
