export {
  ForumThreadView,
  type ForumThreadViewProps,
  PESAN_TOPIK_KOSONG,
  TEKS_KONFIRMASI_HAPUS_POST,
  TEKS_TOPIK_DIHAPUS,
} from './ForumThreadView';
export { isiKosong } from './Komposer';
