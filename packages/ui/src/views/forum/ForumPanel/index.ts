export {
  ForumPanel,
  type ForumPanelProps,
  LABEL_STATUS_FORUM,
  PESAN_FORUM_KOSONG,
  PESAN_FORUM_KOSONG_SEMUA,
  type PeranForumPanel,
  peranForumPanel,
  TEKS_KONFIRMASI_HAPUS_FORUM,
} from './ForumPanel';
