import Eye from 'lucide-react/icons/eye';
import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { Tooltip } from '../../primitives/Tooltip';
import * as styles from './SelTabel.css';

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

/** A short cell text kept on one line (a class label, a period, a date). */
export function TeksSebaris({ children }: { children: ReactNode }) {
  return <span className={styles.nowrap}>{children}</span>;
}

/** A cell of two lines: the value, and a smaller muted line under it (a code, a time). */
export function SelDuaBaris({ utama, keterangan }: { utama: ReactNode; keterangan: ReactNode }) {
  return (
    <span className={styles.stack}>
      {utama}
      <span className={styles.muted}>{keterangan}</span>
    </span>
  );
}

/** The 'Mata Kuliah' cell: the course name (cut with a tooltip) over its code. */
export function SelMataKuliah({ mataKuliah }: { mataKuliah: { nama: string; kode: string } }) {
  return <SelDuaBaris utama={<TeksSel teks={mataKuliah.nama} />} keterangan={mataKuliah.kode} />;
}

/** A row's 'Lihat' link to its page; `aria-label` names the row ('Lihat Basis Data A'). */
export function TombolLihat({
  href,
  'aria-label': ariaLabel,
}: {
  href: string;
  'aria-label': string;
}) {
  return (
    <Button variant="ghost" size="small" icon={<Eye />} href={href} aria-label={ariaLabel}>
      Lihat
    </Button>
  );
}
