import { formatProgres, warnaProgres } from '@kampus/domain';
import { Label, ProgressBar as RACProgressBar } from 'react-aria-components';
import * as styles from './ProgressBar.css';

export const progressBarTones = ['success', 'danger', 'grey', 'primary'] as const;
export type ProgressBarTone = (typeof progressBarTones)[number];

export interface ProgressBarProps {
  /** Progress as a fraction 0..1 (e.g. `progress.overall`). */
  value: number;
  /** What is measured, e.g. 'Progres aktivitas'; visible unless `isLabelHidden`. */
  label: string;
  /** @default false */
  isLabelHidden?: boolean;
  /**
   * The meeting's minimum percent: green at or above it, red below (domain `warnaProgres`). Without
   * it the bar is primary.
   */
  minimalPersen?: number;
  /** Username of the last update; anyone but LMS:SYSTEM means a manual update, shown grey. */
  updatedBy?: string | null;
}

/** The colour word of a progress bar: the domain rule when there is a minimum, else primary. */
export function progressBarTone(
  value: number,
  minimalPersen: number | undefined,
  updatedBy: string | null | undefined,
): ProgressBarTone {
  if (minimalPersen === undefined) return 'primary';
  return warnaProgres(
    { progress: { overall: value }, updated_by: { username: updatedBy ?? null } },
    minimalPersen,
  );
}

/**
 * A participant's activity progress with the percent to one decimal ('85.6%', spec 9), coloured
 * by the minimum rule of spec 4.
 */
export function ProgressBar({
  value,
  label,
  isLabelHidden = false,
  minimalPersen,
  updatedBy,
}: ProgressBarProps) {
  const tone = progressBarTone(value, minimalPersen, updatedBy);
  const text = formatProgres(value);
  const percent = Math.min(100, Math.max(0, (Number.isFinite(value) ? value : 0) * 100));
  return (
    <RACProgressBar
      value={percent}
      minValue={0}
      maxValue={100}
      valueLabel={text}
      aria-label={isLabelHidden ? label : undefined}
      className={`${styles.root} ${styles.tone[tone]}`}
    >
      {isLabelHidden ? null : <Label className={styles.label}>{label}</Label>}
      <span className={styles.track}>
        <span className={styles.bar} style={{ width: `${percent}%` }} />
      </span>
      <span className={styles.value}>{text}</span>
    </RACProgressBar>
  );
}
