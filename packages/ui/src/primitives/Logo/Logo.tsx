import { useState } from 'react';
import * as styles from './Logo.css';

export const logoSizes = ['medium', 'large'] as const;
export type LogoSize = (typeof logoSizes)[number];

export interface LogoProps {
  /** The college's name; its initial is the fallback. */
  name: string;
  /** Logo URL; when missing or failing to load, the initial is shown. */
  src?: string | null;
  /** @default 'medium' */
  size?: LogoSize;
}

/**
 * The college logo. Decorative: it always sits next to the college name, which carries the
 * meaning.
 */
export function Logo({ name, src, size = 'medium' }: LogoProps) {
  // Remember which URL failed, so a new URL is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span className={`${styles.root} ${styles.size[size]}`} aria-hidden="true">
      {showImage ? (
        <img
          className={styles.image}
          src={src ?? undefined}
          alt=""
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        name.trim().charAt(0).toLocaleUpperCase('id-ID') || '?'
      )}
    </span>
  );
}
