export { NilaiPengumpulanModal, type NilaiPengumpulanModalProps } from './NilaiPengumpulanModal';
