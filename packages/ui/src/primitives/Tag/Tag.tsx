import type { ReactNode } from 'react';
import * as styles from './Tag.css';

/** The spec's colour words; the same list as `Warna` in @kampus/domain. */
export const tagTones = [
  'primary',
  'success',
  'warning',
  'danger',
  'dark',
  'grey',
  'blue',
] as const;
export type TagTone = (typeof tagTones)[number];

export const tagAppearances = ['soft', 'solid'] as const;
export type TagAppearance = (typeof tagAppearances)[number];

export interface TagProps {
  /** Colour word, e.g. the `warna` of a domain status. @default 'grey' */
  tone?: TagTone | (string & {});
  /** @default 'soft' */
  appearance?: TagAppearance;
  children: ReactNode;
}

const isTone = (value: string): value is TagTone => (tagTones as readonly string[]).includes(value);

/** A small status label (class status, period). Unknown tones read as grey. */
export function Tag({ tone = 'grey', appearance = 'soft', children }: TagProps) {
  const safeTone = isTone(tone) ? tone : 'grey';
  const toneClass = appearance === 'solid' ? styles.solid[safeTone] : styles.tone[safeTone];
  return <span className={`${styles.root} ${toneClass}`}>{children}</span>;
}
