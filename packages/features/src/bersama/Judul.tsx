import type { ReactNode } from 'react';
import * as styles from './Halaman.css';

/** The page heading under the header, with an optional line of explanation and actions. */
export function Judul({
  judul,
  subjudul,
  aksi,
}: {
  judul: string;
  subjudul?: string;
  aksi?: ReactNode;
}) {
  return (
    <div className={styles.judulBaris}>
      <div>
        <h2 className={styles.judul}>{judul}</h2>
        {subjudul ? <p className={styles.subjudul}>{subjudul}</p> : null}
      </div>
      {aksi ? <div className={styles.aksi}>{aksi}</div> : null}
    </div>
  );
}
