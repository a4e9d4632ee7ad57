import { ProgressBar } from 'react-aria-components';
import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /** @default 'medium' */
  size?: SpinnerSize;
  /** Accessible name of the progress indicator. @default 'Memuat' */
  label?: string;
  /** Decorative use inside a control that announces its own state (e.g. a pending Button). */
  isDecorative?: boolean;
}

function SpinnerGraphic() {
  return (
    <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle
        className={styles.track}
        cx="12"
        cy="12"
        r="9"
        stroke="currentColor"
        strokeWidth="3"
      />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** An indeterminate loading indicator. */
export function Spinner({ size = 'medium', label = 'Memuat', isDecorative = false }: SpinnerProps) {
  const className = `${styles.root} ${styles.size[size]}`;
  if (isDecorative) {
    return (
      <span className={className} aria-hidden="true">
        <SpinnerGraphic />
      </span>
    );
  }
  return (
    <ProgressBar isIndeterminate aria-label={label} className={className}>
      <SpinnerGraphic />
    </ProgressBar>
  );
}
