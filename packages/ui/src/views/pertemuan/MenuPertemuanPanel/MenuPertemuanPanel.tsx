import type { Pertemuan } from '@kampus/api';
import { useMediaQuery } from '../../../hooks/useMediaQuery';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { visuallyHidden } from '../../../styles/utils.css';
import { mq } from '../../../tokens/breakpoints';
import { MeetingMenuItem } from '../MeetingMenuItem';
import { ID_PENDAHULUAN, MeetingSelect } from '../MeetingSelect';
import * as styles from './MenuPertemuanPanel.css';

/** The meeting fields the menu shows (spec 3 'Meeting'); a whole `Pertemuan` fits. */
export type PertemuanMenuPanel = Pick<
  Pertemuan,
  | 'id'
  | 'nomor'
  | 'judul'
  | 'jenis'
  | 'kategori'
  | 'status'
  | 'waktu_mulai'
  | 'waktu_selesai'
  | 'count_activity'
>;

export interface MenuPertemuanPanelProps {
  /** The class's meetings, in order. */
  pertemuan: PertemuanMenuPanel[];
  /** The meeting shown; `null` is 'Pendahuluan'. */
  selectedId: string | null;
  /** Where an entry leads: `null` is 'Pendahuluan', e.g. `/kelas/{id}` and `/kelas/{id}/{meetingId}`. */
  hrefFor: (id: string | null) => string;
  /**
   * Goes to an address chosen in the phone dropdown (the app's router navigate). Links in the list
   * navigate through RAC's RouterProvider by themselves. @default a full page load
   */
  onNavigate?: (href: string) => void;
  /** Time zone of the meeting times in the dropdown. @default 'Asia/Jakarta' */
  timeZone?: string;
  /** @default false */
  isLoading?: boolean;
  /** @default false */
  isError?: boolean;
  onRetry?: () => void;
  /** Names the navigation landmark. @default 'Menu Pertemuan' */
  'aria-label'?: string;
}

const bukaHalaman = (href: string) => window.location.assign(href);

/**
 * The class's meeting menu (spec 2 'Class detail'): 'Pendahuluan', then every meeting with number,
 * title, type and status tags and activity counts. Below 768 px it is the 'Pilih Pertemuan'
 * dropdown.
 */
export function MenuPertemuanPanel({
  pertemuan,
  selectedId,
  hrefFor,
  onNavigate = bukaHalaman,
  timeZone,
  isLoading = false,
  isError = false,
  onRetry,
  'aria-label': ariaLabel = 'Menu Pertemuan',
}: MenuPertemuanPanelProps) {
  const isWide = useMediaQuery(mq.tablet);

  if (isLoading) {
    return (
      <div role="status" aria-busy="true" className={styles.list}>
        <span className={visuallyHidden}>Memuat pertemuan</span>
        {Array.from({ length: isWide ? 5 : 1 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} height={isWide ? '4.5em' : '2.5em'} />
        ))}
      </div>
    );
  }
  if (isError) return <LoadError onRetry={onRetry} />;

  if (!isWide) {
    return (
      <nav aria-label={ariaLabel} className={styles.mobile}>
        <MeetingSelect
          pertemuan={pertemuan}
          selectedId={selectedId ?? ID_PENDAHULUAN}
          timeZone={timeZone}
          onSelect={(id) => {
            const tujuan = id === ID_PENDAHULUAN ? null : id;
            if (tujuan !== selectedId) onNavigate(hrefFor(tujuan));
          }}
        />
      </nav>
    );
  }

  return (
    <nav aria-label={ariaLabel}>
      <ul className={styles.list}>
        <li>
          <MeetingMenuItem pertemuan={null} href={hrefFor(null)} isSelected={selectedId === null} />
        </li>
        {pertemuan.map((p) => (
          <li key={p.id}>
            <MeetingMenuItem pertemuan={p} href={hrefFor(p.id)} isSelected={selectedId === p.id} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
