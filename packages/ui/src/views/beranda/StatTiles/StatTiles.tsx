import { Link } from 'react-aria-components';
import { Skeleton } from '../../../primitives/Skeleton';
import { AKTIVITAS } from '../../pertemuan';
import * as styles from './StatTiles.css';

/** The tiles and the routes they open (spec 2: vidcon, forum, tugas and ujian). */
export const statTiles = ['vidcon', 'forum', 'tugas', 'ujian'] as const;
export type StatTile = (typeof statTiles)[number];

export interface StatTilesProps {
  /** Counts per tile (GET /lms/visitor/statistic); a missing count reads '-'. */
  statistik: Partial<Record<StatTile, number | null>>;
  /** Route per tile. @default '/vidcon', '/forum', '/tugas', '/ujian' */
  hrefs?: Partial<Record<StatTile, string>>;
  /** Labels per tile. @default 'Vidcon', 'Forum', 'Tugas', 'Ujian' */
  labels?: Partial<Record<StatTile, string>>;
  /** @default false */
  isLoading?: boolean;
}

/** The home page's statistics tiles, each a link to its list. */
export function StatTiles({ statistik, hrefs, labels, isLoading = false }: StatTilesProps) {
  return (
    <ul className={styles.grid} aria-label="Statistik" aria-busy={isLoading || undefined}>
      {statTiles.map((kunci) => {
        const { Ikon, label: labelDefault } = AKTIVITAS[kunci];
        const label = labels?.[kunci] ?? labelDefault;
        const n = statistik[kunci];
        return (
          <li key={kunci}>
            <Link href={hrefs?.[kunci] ?? `/${kunci}`} className={styles.tile}>
              <span className={`${styles.icon} ${styles.tone[kunci]}`} aria-hidden="true">
                <Ikon />
              </span>
              <span className={styles.text}>
                <span className={styles.count}>
                  {isLoading ? <Skeleton width="3ch" /> : (n ?? '-')}
                </span>
                <span className={styles.label}>{label}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
