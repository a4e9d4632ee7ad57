import Inbox from 'lucide-react/icons/inbox';
import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

/** The empty-state title of the spec. */
export const JUDUL_KOSONG = 'Ups! Data Kosong';

/** The spec's empty-state messages, for the `pesan` prop (spec 2). */
export const PESAN_KOSONG = {
  /** Class detail, Data Peserta. */
  pesertaKelas: 'Tidak ada mahasiswa yang tersedia pada kelas ini.',
  /** Question bank detail. */
  bankSoal: 'Belum ada soal yang tersedia pada bank soal ini.',
} as const;

export interface EmptyStateProps {
  /** @default 'Ups! Data Kosong' */
  judul?: string;
  /** What is missing, e.g. `PESAN_KOSONG.bankSoal`. */
  pesan?: ReactNode;
  /** One lucide icon. @default <Inbox /> */
  icon?: ReactNode;
  /** An action such as a 'Tambah Soal' button. */
  action?: ReactNode;
}

/** 'Ups! Data Kosong' with the spec's message for the list that has nothing to show. */
export function EmptyState({
  judul = JUDUL_KOSONG,
  pesan,
  icon = <Inbox />,
  action,
}: EmptyStateProps) {
  return (
    <div className={styles.root}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <p className={styles.title}>{judul}</p>
      {pesan ? <p className={styles.message}>{pesan}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
