import { Spinner } from '@kampus/ui';
import * as styles from './KampusApp.css';

/** What shows while a page, the shell or the access status is still loading. */
export function MemuatHalaman() {
  return (
    <div className={styles.memuat}>
      <Spinner label="Memuat halaman" />
    </div>
  );
}
