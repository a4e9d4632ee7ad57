import { LEGENDA_REKAP_KEHADIRAN, legendaProgresKehadiran } from '@kampus/domain';
import Check from 'lucide-react/icons/check';
import Minus from 'lucide-react/icons/minus';
import X from 'lucide-react/icons/x';
import { useId } from 'react';
import * as styles from './AttendanceLegend.css';

export const attendanceLegendVariants = ['rekap', 'progres'] as const;
export type AttendanceLegendVariant = (typeof attendanceLegendVariants)[number];

type SimbolRekap = (typeof LEGENDA_REKAP_KEHADIRAN)[number];

export interface RecapSymbolProps {
  /** An entry of LEGENDA_REKAP_KEHADIRAN, e.g. from simbolRekapKehadiran. */
  simbol: Pick<SimbolRekap, 'ikon' | 'warna'> & { label: string };
  /** Hide from assistive technology when the label is already next to it. @default false */
  isDecorative?: boolean;
}

const IKON = { centang: Check, silang: X, minus: Minus } as const;

/** One recap icon: green/primary check, red/plain cross or grey minus (spec 2). */
export function RecapSymbol({ simbol, isDecorative = false }: RecapSymbolProps) {
  const Ikon = IKON[simbol.ikon];
  const className = `${styles.symbol} ${styles.symbolTone[simbol.warna]}`;
  return isDecorative ? (
    <span className={className} aria-hidden="true">
      <Ikon strokeWidth={3} />
    </span>
  ) : (
    <span className={className} role="img" aria-label={simbol.label}>
      <Ikon strokeWidth={3} aria-hidden="true" />
    </span>
  );
}

export interface AttendanceLegendProps {
  /**
   * 'rekap': the class recap icons (spec 2 'Class attendance recap'); 'progres': the progress
   * colours under the participants table. @default 'rekap'
   */
  variant?: AttendanceLegendVariant;
  /** Minimum participant progress percent, for the 'progres' legend. @default 0 */
  minimalPersen?: number;
}

/** The attendance legend ('Keterangan'): recap icons or progress colours. */
export function AttendanceLegend({ variant = 'rekap', minimalPersen = 0 }: AttendanceLegendProps) {
  const titleId = useId();
  return (
    <div className={styles.root}>
      <p id={titleId} className={styles.title}>
        Keterangan:
      </p>
      <ul className={styles.list} aria-labelledby={titleId}>
        {variant === 'rekap'
          ? LEGENDA_REKAP_KEHADIRAN.map((simbol) => (
              <li key={simbol.kunci} className={styles.item}>
                <RecapSymbol simbol={simbol} isDecorative />
                {simbol.label}
              </li>
            ))
          : legendaProgresKehadiran(minimalPersen).map(({ warna, label }) => (
              <li key={warna} className={styles.item}>
                <span
                  className={`${styles.swatch} ${styles.swatchTone[warna]}`}
                  aria-hidden="true"
                />
                {label}
              </li>
            ))}
      </ul>
    </div>
  );
}
