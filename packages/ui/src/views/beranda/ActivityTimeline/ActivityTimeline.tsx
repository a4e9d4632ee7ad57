import {
  formatJam,
  formatTanggal,
  type KeadaanHalaman,
  labelRole,
  labelZonaWaktu,
  PER_HALAMAN_RIWAYAT_PROFIL,
  type Role,
  tampilTagOperator,
  type WaktuInput,
} from '@kampus/domain';
import History from 'lucide-react/icons/history';
import type { ReactNode } from 'react';
import { Pagination } from '../../../data/Pagination';
import { EmptyState } from '../../../primitives/EmptyState';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { Tag } from '../../../primitives/Tag';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './ActivityTimeline.css';

/** An activity log item (spec 3): `operator` is set when an operator made the entry. */
export interface LogAktivitas {
  id?: string | number;
  detail: string;
  waktu: WaktuInput | null;
  ip_address?: string | null;
  role?: string | null;
  operator?: boolean | { name?: string | null; username?: string | null } | null;
}

export interface ActivityTimelineProps {
  aktivitas: LogAktivitas[];
  /** The viewer's role: operators do not see the 'operator' tag (spec 6). */
  peranPenampil: Role;
  /** Current page, from 1. */
  page: number;
  /** @default 5 (profile history, spec 9) */
  pageSize?: number;
  /** Entries over all pages (meta.total_items). */
  total: number;
  onPageChange: (keadaan: KeadaanHalaman) => void;
  /** Time zone of the times. @default 'Asia/Jakarta' */
  timeZone?: string;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' (spec 8 'Page loads': own history). @default false */
  isError?: boolean;
  onRetry?: () => void;
}

/** The profile tab 'Riwayat Aktivitas': a timeline of own activity with pagination (spec 2). */
export function ActivityTimeline({
  aktivitas,
  peranPenampil,
  page,
  pageSize = PER_HALAMAN_RIWAYAT_PROFIL,
  total,
  onPageChange,
  timeZone,
  isLoading = false,
  isError = false,
  onRetry,
}: ActivityTimelineProps) {
  let isi: ReactNode;
  if (isLoading) {
    isi = (
      <div role="status" aria-busy="true" className={styles.skeleton}>
        <span className={visuallyHidden}>Memuat riwayat aktivitas</span>
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} height="3.5em" />
        ))}
      </div>
    );
  } else if (isError) {
    isi = <LoadError onRetry={onRetry} />;
  } else if (aktivitas.length === 0) {
    isi = <EmptyState pesan="Belum ada riwayat aktivitas." icon={<History />} />;
  } else {
    isi = (
      <ol className={styles.list} aria-label="Riwayat aktivitas">
        {aktivitas.map((a, i) => (
          <li key={a.id ?? `${i}-${String(a.waktu)}`} className={styles.item}>
            <span className={styles.dot} aria-hidden="true" />
            <div className={styles.body}>
              <p className={styles.detail}>{a.detail}</p>
              <p className={styles.meta}>
                <span className={styles.metaItem}>
                  <time dateTime={typeof a.waktu === 'string' ? a.waktu : undefined}>
                    {formatTanggal(a.waktu, timeZone)}, {formatJam(a.waktu, timeZone)}{' '}
                    {labelZonaWaktu(timeZone)}
                  </time>
                </span>
                {a.ip_address ? <span className={styles.metaItem}>IP {a.ip_address}</span> : null}
                {a.role ? <Tag tone="primary">{labelRole(a.role)}</Tag> : null}
                {tampilTagOperator(Boolean(a.operator), peranPenampil) ? (
                  <Tag tone="warning">operator</Tag>
                ) : null}
              </p>
            </div>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className={styles.root}>
      {isi}
      {!isError && total > 0 ? (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={total}
          onChange={onPageChange}
          isDisabled={isLoading}
          aria-label="Halaman riwayat aktivitas"
        />
      ) : null}
    </div>
  );
}
