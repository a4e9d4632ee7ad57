import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** CSS width, e.g. '12ch' or '100%'. @default '100%' */
  width?: string;
  /** CSS height. @default '1em' */
  height?: string;
  /** Render as a circle (avatar placeholder). @default false */
  isCircle?: boolean;
  /** Sit inside a line of text. @default false */
  isInline?: boolean;
}

/**
 * A placeholder block shown while data loads. Decorative: the loading region itself says it is
 * busy (`aria-busy`) or carries a label.
 */
export function Skeleton({
  width = '100%',
  height = '1em',
  isCircle = false,
  isInline = false,
}: SkeletonProps) {
  const className = [styles.root, isInline && styles.inline, isCircle && styles.circle]
    .filter(Boolean)
    .join(' ');
  return <span aria-hidden="true" className={className} style={{ width, height }} />;
}
