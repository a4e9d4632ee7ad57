import DatabaseZap from 'lucide-react/icons/database-zap';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { Button } from '../Button';
import * as styles from './LoadError.css';

/** What a page shows when its data fails to load (spec 8 'Page loads'). */
export const TEKS_GAGAL_MUAT = 'NO DATA';

export interface LoadErrorProps {
  /** The cleaned error message, shown small under 'NO DATA'. */
  pesan?: string;
  /** Shows a retry button that calls this. */
  onRetry?: () => void;
  /** @default 'Coba Lagi' */
  retryLabel?: string;
  /** While the retry runs. @default false */
  isRetrying?: boolean;
}

/**
 * 'NO DATA': the load-error state of the meeting detail, class profile, recap, own history and
 * bank detail (spec 8), with an optional retry.
 */
export function LoadError({
  pesan,
  onRetry,
  retryLabel = 'Coba Lagi',
  isRetrying = false,
}: LoadErrorProps) {
  return (
    <div className={styles.root} role="alert">
      <span className={styles.icon} aria-hidden="true">
        <DatabaseZap size="100%" />
      </span>
      <p className={styles.title}>{TEKS_GAGAL_MUAT}</p>
      {pesan ? <p className={styles.message}>{pesan}</p> : null}
      {onRetry ? (
        <Button variant="secondary" icon={<RefreshCw />} onPress={onRetry} isPending={isRetrying}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
