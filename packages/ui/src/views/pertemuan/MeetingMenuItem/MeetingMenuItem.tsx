import { judulPertemuan, LABEL_JENIS_PERTEMUAN, statusPertemuan } from '@kampus/domain';
import BookOpenText from 'lucide-react/icons/book-open-text';
import type { ReactNode } from 'react';
import { Button, Link } from 'react-aria-components';
import { Tag } from '../../../primitives/Tag';
import { visuallyHidden } from '../../../styles/utils.css';
import { AKTIVITAS, type JenisAktivitas, jenisAktivitas } from './aktivitas';
import * as styles from './MeetingMenuItem.css';

/** The meeting fields the item shows (spec 3 'Meeting'). */
export interface PertemuanMenu {
  nomor: number;
  judul?: string | null;
  jenis?: string | null;
  kategori?: string | null;
  status?: string | null;
  count_activity?: Partial<Record<JenisAktivitas, number | null>> | null;
}

export interface MeetingMenuItemProps {
  /** The meeting; `null` is the class's 'Pendahuluan' entry. */
  pertemuan: PertemuanMenu | null;
  /** Renders a link, e.g. `/kelas/{classId}/{meetingId}`. */
  href?: string;
  /** Renders a button when there is no `href`. */
  onPress?: () => void;
  /** The meeting being shown (aria-current). @default false */
  isSelected?: boolean;
  /** @default false */
  isDisabled?: boolean;
}

function Isi({ pertemuan }: { pertemuan: PertemuanMenu | null }) {
  if (!pertemuan) {
    return (
      <>
        <span className={styles.number} aria-hidden="true">
          <span className={styles.countIcon}>
            <BookOpenText />
          </span>
        </span>
        <span className={styles.body}>
          <span className={styles.title}>Pendahuluan</span>
        </span>
      </>
    );
  }
  const status = statusPertemuan(pertemuan.status);
  const jenis =
    pertemuan.jenis && Object.hasOwn(LABEL_JENIS_PERTEMUAN, pertemuan.jenis)
      ? LABEL_JENIS_PERTEMUAN[pertemuan.jenis as keyof typeof LABEL_JENIS_PERTEMUAN]
      : null;
  const kategori =
    pertemuan.kategori && pertemuan.kategori !== 'kuliah' ? pertemuan.kategori : null;
  return (
    <>
      <span className={styles.number}>
        <span className={visuallyHidden}>Pertemuan </span>
        {pertemuan.nomor}
      </span>
      <span className={styles.body}>
        <span className={styles.title}>{judulPertemuan(pertemuan)}</span>
        <span className={styles.tags}>
          {jenis ? <Tag tone="primary">{jenis}</Tag> : null}
          {kategori ? <Tag tone="warning">{kategori.toUpperCase()}</Tag> : null}
          <Tag tone={status.warna}>{status.label}</Tag>
        </span>
        <span className={styles.counts}>
          {jenisAktivitas.map((j) => {
            const { label, Ikon } = AKTIVITAS[j];
            const n = pertemuan.count_activity?.[j] ?? 0;
            return (
              <span key={j} className={styles.count} title={label}>
                <span className={styles.countIcon}>
                  <Ikon aria-hidden="true" />
                </span>
                <span className={visuallyHidden}>{label} </span>
                {n}
              </span>
            );
          })}
        </span>
      </span>
    </>
  );
}

/**
 * A meeting in the class's meeting menu (spec 2 'Class detail'): number, title, type and status
 * tags and activity counts. A link with `href`, else a button.
 */
export function MeetingMenuItem({
  pertemuan,
  href,
  onPress,
  isSelected = false,
  isDisabled = false,
}: MeetingMenuItemProps): ReactNode {
  const current = isSelected ? (href ? 'page' : 'true') : undefined;
  if (href) {
    return (
      <Link
        href={href}
        className={styles.item}
        aria-current={current}
        isDisabled={isDisabled}
        onPress={onPress}
      >
        <Isi pertemuan={pertemuan} />
      </Link>
    );
  }
  return (
    <Button
      className={styles.item}
      aria-current={current}
      isDisabled={isDisabled}
      onPress={onPress}
    >
      <Isi pertemuan={pertemuan} />
    </Button>
  );
}
