import FolderOpen from 'lucide-react/icons/folder-open';
import { Skeleton } from '../../../primitives/Skeleton';
import { visuallyHidden } from '../../../styles/utils.css';
import { vars } from '../../../tokens/vars.css';
import { ClassHighlightCard, type ClassHighlightCardProps } from '../ClassHighlightCard';
import * as styles from './ClassHighlightGrid.css';

export interface ClassHighlightGridItem extends ClassHighlightCardProps {
  id: string | number;
}

export interface ClassHighlightGridProps {
  kelas: ClassHighlightGridItem[];
  /** Shows placeholder cards while the classes load. @default false */
  isLoading?: boolean;
  /** Number of placeholder cards. @default 3 */
  skeletonCount?: number;
  /** Level of each card's heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

function SkeletonCard() {
  return (
    <div className={styles.skeletonCard}>
      <Skeleton height={vars.size.banner} />
      <div className={styles.skeletonBody}>
        <Skeleton width="70%" height="1.25em" />
        <Skeleton width="40%" />
        <Skeleton width="85%" />
        <Skeleton width="60%" />
      </div>
    </div>
  );
}

/** The home page's class cards: a responsive grid, with loading and empty states. */
export function ClassHighlightGrid({
  kelas,
  isLoading = false,
  skeletonCount = 3,
  headingLevel = 3,
}: ClassHighlightGridProps) {
  if (isLoading) {
    return (
      <div role="status" aria-busy="true">
        <span className={visuallyHidden}>Memuat kelas kuliah</span>
        <div className={styles.grid} aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <SkeletonCard key={index} />
          ))}
        </div>
      </div>
    );
  }

  if (kelas.length === 0) {
    return (
      <div className={styles.empty}>
        <span className={styles.emptyIcon} aria-hidden="true">
          <FolderOpen size="100%" />
        </span>
        <p className={styles.emptyTitle}>Ups! Data Kosong</p>
        <p className={styles.emptyText}>Belum ada kelas kuliah pada periode ini.</p>
      </div>
    );
  }

  return (
    <ul className={styles.grid} aria-label="Kelas kuliah">
      {kelas.map(({ id, ...card }) => (
        <li key={id} className={styles.item}>
          <ClassHighlightCard headingLevel={headingLevel} {...card} />
        </li>
      ))}
    </ul>
  );
}
