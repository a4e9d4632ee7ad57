import type { ReactNode } from 'react';
import { Tooltip } from '../../../primitives/Tooltip';
import * as styles from './TabelKelas.css';

/** Above this many characters a cell's text is cut to two lines and shown whole in a tooltip. */
export const BATAS_TEKS_SEL = 48;

/**
 * Text in a table cell: at most two lines; long text gets a tooltip that keyboard users can reach
 * too (STYLE: truncation with a tooltip rather than wrapping in table cells).
 */
export function TeksSel({ teks, children }: { teks: string; children?: ReactNode }) {
  const isi = <span className={styles.potong}>{children ?? teks}</span>;
  if (teks.length <= BATAS_TEKS_SEL) return isi;
  return (
    <Tooltip content={teks} isTextTrigger>
      {isi}
    </Tooltip>
  );
}
