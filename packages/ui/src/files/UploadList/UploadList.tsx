import { elipsisNamaBerkas, formatUkuranBerkas } from '@kampus/domain';
import X from 'lucide-react/icons/x';
import { Button } from '../../primitives/Button';
import { ProgressBar } from '../../primitives/ProgressBar';
import { Spinner } from '../../primitives/Spinner';
import { type Berkas, FileCard, FileTypeIcon } from '../FileCard';
import * as styles from './UploadList.css';

/** A file being uploaded, or refused (its checks or the upload failed). */
export interface BarisUnggah {
  id: number;
  nama: string;
  ukuran: number;
  /** 0..100 once reported; null while unknown. */
  persen: number | null;
  status: 'unggah' | 'gagal';
  /** Why it was refused, e.g. 'Unggah gagal: {message}' (spec 8 'Uploads'). */
  pesan?: string;
}

export interface UploadListProps<B extends Berkas = Berkas> {
  /** The list's name, e.g. 'Lampiran jawaban'. */
  'aria-label': string;
  /** The stored files, each a `FileCard`. */
  files: readonly B[];
  /** The uploads on their way or refused, after the stored files. */
  uploads: readonly BarisUnggah[];
  /** A stored file's remove button; without it the files are only listed. */
  onRemove?: (berkas: B) => void;
  /** Removes a refused upload's row ('Hapus {name}'). */
  onRemoveUpload: (id: number) => void;
}

/**
 * A field's files: the stored ones as cards, then a row per upload with its name and size, its
 * progress (a spinner until the first report) or why it failed (red, announced), the failed
 * rows with a remove button. Nothing when there are none.
 */
export function UploadList<B extends Berkas>({
  'aria-label': ariaLabel,
  files,
  uploads,
  onRemove,
  onRemoveUpload,
}: UploadListProps<B>) {
  if (files.length === 0 && uploads.length === 0) return null;
  return (
    <ul className={styles.daftar} aria-label={ariaLabel}>
      {files.map((b) => (
        <li key={b.url}>
          <FileCard berkas={b} onRemove={onRemove ? () => onRemove(b) : undefined} />
        </li>
      ))}
      {uploads.map((u) => (
        <li
          key={u.id}
          className={u.status === 'gagal' ? `${styles.baris} ${styles.gagal}` : styles.baris}
        >
          <FileTypeIcon name={u.nama} />
          <div className={styles.teks}>
            <span className={styles.nama} title={u.nama}>
              {elipsisNamaBerkas(u.nama)} ({formatUkuranBerkas(u.ukuran)})
            </span>
            {u.status === 'gagal' ? (
              <span className={styles.pesan} role="alert">
                {u.pesan}
              </span>
            ) : u.persen === null ? (
              <span className={styles.proses}>
                <Spinner size="small" isDecorative />
                Mengunggah…
              </span>
            ) : (
              <ProgressBar value={u.persen / 100} label={`Mengunggah ${u.nama}`} isLabelHidden />
            )}
          </div>
          {u.status === 'gagal' ? (
            <Button
              iconOnly
              aria-label={`Hapus ${u.nama}`}
              icon={<X />}
              size="small"
              onPress={() => onRemoveUpload(u.id)}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
