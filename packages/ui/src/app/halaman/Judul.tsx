import * as styles from './Halaman.css';

/** The page heading under the header, with an optional line of explanation. */
export function Judul({ judul, subjudul }: { judul: string; subjudul?: string }) {
  return (
    <div>
      <h2 className={styles.judul}>{judul}</h2>
      {subjudul ? <p className={styles.subjudul}>{subjudul}</p> : null}
    </div>
  );
}
