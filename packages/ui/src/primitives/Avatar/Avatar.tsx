import { useState } from 'react';
import * as styles from './Avatar.css';

export interface AvatarProps {
  /** The person's name: the image's alt text and the source of the initials. */
  name: string;
  /** Photo URL; when missing or failing to load, the initials are shown (spec 8). */
  src?: string | null;
  /** Hide from assistive technology when the name is already next to it. @default false */
  isDecorative?: boolean;
}

/** Up to two initials, e.g. 'Siti Nurhaliza Putri' -> 'SN'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => word.charAt(0).toLocaleUpperCase('id-ID'));
  return letters.join('') || '?';
}

/** A round photo, 30 px by default (spec 9), falling back to initials. */
export function Avatar({ name, src, isDecorative = false }: AvatarProps) {
  // Remember which URL failed, so a new URL is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const image = showImage ? (
    <img
      className={styles.image}
      src={src ?? undefined}
      alt={isDecorative ? '' : name}
      onError={() => setFailedSrc(src ?? null)}
    />
  ) : (
    <span aria-hidden="true">{initials(name)}</span>
  );
  if (isDecorative) {
    return (
      <span className={styles.root} aria-hidden="true">
        {image}
      </span>
    );
  }
  if (showImage) return <span className={styles.root}>{image}</span>;
  return (
    <span className={styles.root} role="img" aria-label={name}>
      {image}
    </span>
  );
}
