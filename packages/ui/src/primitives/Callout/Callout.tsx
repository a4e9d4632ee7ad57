import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import type { ReactNode } from 'react';
import * as styles from './Callout.css';

export const calloutTones = ['info', 'success', 'warning', 'danger'] as const;
export type CalloutTone = (typeof calloutTones)[number];

const ikon: Record<CalloutTone, ReactNode> = {
  info: <Info />,
  success: <CircleCheck />,
  warning: <TriangleAlert />,
  danger: <CircleAlert />,
};

export interface CalloutProps {
  /** @default 'info' */
  tone?: CalloutTone;
  /** A short bold first line. */
  judul?: ReactNode;
  /** What the reader should know (text, a list). */
  children?: ReactNode;
  /**
   * 'alert' for what appears after the user acted (a refused save), 'status' for a polite live
   * note; none for what is on the page from the start. @default none
   */
  role?: 'alert' | 'status';
}

/**
 * A block of text that stands out from the page with its tone's colour and icon: why something
 * cannot be done yet, what a setting means, what went wrong.
 */
export function Callout({ tone = 'info', judul, children, role }: CalloutProps) {
  return (
    <div className={`${styles.root} ${styles.tone[tone]}`} role={role}>
      <span className={styles.icon} aria-hidden="true">
        {ikon[tone]}
      </span>
      <div className={styles.body}>
        {judul ? <p className={styles.judul}>{judul}</p> : null}
        {children}
      </div>
    </div>
  );
}
