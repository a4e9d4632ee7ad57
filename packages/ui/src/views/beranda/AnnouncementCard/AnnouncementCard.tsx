import { formatTanggal, linkPengumuman, pengumumanBeranda } from '@kampus/domain';
import Megaphone from 'lucide-react/icons/megaphone';
import { Link } from 'react-aria-components';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './AnnouncementCard.css';

/** An announcement (spec 3 'Announcement'). */
export interface Pengumuman {
  judul: string;
  tanggalPublish: string | number | Date | null;
}

export interface AnnouncementCardProps {
  /** The announcements, newest first; the card shows the first 2 (spec 9). */
  pengumuman: Pengumuman[];
  /** The list page. @default '/pengumuman' */
  hrefSemua?: string;
  /** Time zone of the dates. @default 'Asia/Jakarta' */
  timeZone?: string;
  /** @default false */
  isLoading?: boolean;
  /** The announcements failed to load. @default false */
  isError?: boolean;
  onRetry?: () => void;
  /** Level of the card title. @default 2 */
  titleLevel?: 2 | 3 | 4;
}

/** The home card 'Pengumuman': the first 2 items and 'Lihat Semua' (spec 2 'Home'). */
export function AnnouncementCard({
  pengumuman,
  hrefSemua = '/pengumuman',
  timeZone,
  isLoading = false,
  isError = false,
  onRetry,
  titleLevel = 2,
}: AnnouncementCardProps) {
  const isi = (() => {
    if (isLoading) {
      return (
        <div role="status" aria-busy="true" className={styles.skeleton}>
          <span className={visuallyHidden}>Memuat pengumuman</span>
          <Skeleton width="80%" />
          <Skeleton width="30%" />
          <Skeleton width="70%" />
          <Skeleton width="30%" />
        </div>
      );
    }
    if (isError) return <LoadError onRetry={onRetry} />;
    const tampil = pengumumanBeranda(pengumuman);
    if (tampil.length === 0) {
      return <EmptyState pesan="Belum ada pengumuman." icon={<Megaphone />} />;
    }
    return (
      <ul className={styles.list}>
        {tampil.map((p, index) => (
          <li key={`${p.judul}-${String(p.tanggalPublish)}`} className={styles.item}>
            <Link href={linkPengumuman(index)} className={styles.link}>
              <span className={styles.icon} aria-hidden="true">
                <Megaphone />
              </span>
              <span className={styles.text}>
                <span className={styles.judul}>{p.judul}</span>
                <span className={styles.tanggal}>{formatTanggal(p.tanggalPublish, timeZone)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  })();
  return (
    <Card
      title="Pengumuman"
      titleLevel={titleLevel}
      headerActions={
        <Link href={hrefSemua} className={styles.seeAll}>
          Lihat Semua
        </Link>
      }
    >
      {isi}
    </Card>
  );
}
