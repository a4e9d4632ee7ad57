export {
  ForumFormModal,
  type ForumFormModalProps,
  type PayloadSimpanForum,
  type PertemuanForum,
} from './ForumFormModal';
