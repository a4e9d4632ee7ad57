import {
  JEDA_MUAT_ULANG_PENAMPIL_MS,
  PENAMPIL_DOKUMEN_DEFAULT,
  urlPenampilDokumen,
} from '@kampus/domain';
import ExternalLink from 'lucide-react/icons/external-link';
import { useEffect, useState } from 'react';
import { Link } from 'react-aria-components';
import { Spinner } from '../../primitives/Spinner';
import * as styles from './FileViewer.css';

export interface FileViewerProps {
  /** The file's address. */
  url: string;
  /**
   * The external document viewer; `{url}` is replaced by the encoded file URL.
   * `null` shows the file itself, for what the browser displays (domain `tampilLangsung`).
   * @default 'https://docs.google.com/gview?embedded=true&url={url}'
   */
  viewerUrl?: string | null;
  /** The frame's accessible title, e.g. the file name. @default 'Pratinjau dokumen' */
  title?: string;
  /** Reload interval until the frame reports loaded (spec 9). @default 2000 */
  reloadIntervalMs?: number;
  /** Show 'Buka di tab baru' to open the file itself. @default true */
  showOpenLink?: boolean;
  /** Called once the frame has loaded. */
  onLoad?: () => void;
}

/**
 * A document preview in an external viewer (spec 2 'Other generic pieces'): the viewer sometimes
 * answers with an empty page, so the frame reloads every 2 s until it reports loaded.
 */
export function FileViewer({
  url,
  viewerUrl = PENAMPIL_DOKUMEN_DEFAULT,
  title = 'Pratinjau dokumen',
  reloadIntervalMs = JEDA_MUAT_ULANG_PENAMPIL_MS,
  showOpenLink = true,
  onLoad,
}: FileViewerProps) {
  const src = viewerUrl === null ? url : urlPenampilDokumen(url, viewerUrl);
  // The attempt number is the frame's key: a new key mounts a new frame, which loads again.
  const [keadaan, setKeadaan] = useState({ src, percobaan: 0, dimuat: false });
  if (keadaan.src !== src) setKeadaan({ src, percobaan: 0, dimuat: false });

  useEffect(() => {
    if (keadaan.dimuat) return;
    const id = setInterval(
      () => setKeadaan((k) => (k.dimuat ? k : { ...k, percobaan: k.percobaan + 1 })),
      reloadIntervalMs,
    );
    return () => clearInterval(id);
  }, [keadaan.dimuat, reloadIntervalMs]);

  return (
    <div className={styles.root}>
      {showOpenLink ? (
        <div className={styles.toolbar}>
          <Link href={url} target="_blank" rel="noopener noreferrer" className={styles.openLink}>
            <span className={styles.openIcon} aria-hidden="true">
              <ExternalLink />
            </span>
            Buka di tab baru
          </Link>
        </div>
      ) : null}
      <div className={styles.frameBox} aria-busy={!keadaan.dimuat}>
        <iframe
          key={keadaan.percobaan}
          className={styles.frame}
          src={src}
          title={title}
          onLoad={() => {
            setKeadaan((k) => ({ ...k, dimuat: true }));
            onLoad?.();
          }}
        />
        {keadaan.dimuat ? null : (
          <div className={styles.loading}>
            <Spinner label="Memuat dokumen" />
          </div>
        )}
      </div>
    </div>
  );
}
