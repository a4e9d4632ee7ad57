export { EmptyState, type EmptyStateProps, JUDUL_KOSONG, PESAN_KOSONG } from './EmptyState';
