import type { BerkasSilabus } from '@kampus/api';
import { silabusBerupaTautan } from '@kampus/domain';
import Download from 'lucide-react/icons/download';
import Link2 from 'lucide-react/icons/link-2';
import { Link } from 'react-aria-components';
import { FileCard } from '../../../files/FileCard';
import { Button } from '../../../primitives/Button';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './PendahuluanPanel.css';

export interface BerkasSilabusCardProps {
  berkas: BerkasSilabus;
  /**
   * The download of a URL-type item: it cannot be downloaded, the app shows the toast
   * 'URL tidak dapat didownload!' (spec 2). The download button is hidden when not given.
   */
  onUrlTidakDapatDiunduh?: () => void;
  /** An uploaded file was opened (new tab). */
  onOpen?: () => void;
}

/**
 * The syllabus file (spec 2 'Syllabus card'): an uploaded document as a `FileCard`, or a URL-type
 * item as a link card whose download button only reports that links cannot be downloaded.
 */
export function BerkasSilabusCard({
  berkas,
  onUrlTidakDapatDiunduh,
  onOpen,
}: BerkasSilabusCardProps) {
  if (!silabusBerupaTautan(berkas)) {
    return (
      <FileCard
        berkas={{ name: berkas.nama, url: berkas.url, content_length: berkas.content_length }}
        onOpen={onOpen}
      />
    );
  }
  return (
    <div className={styles.tautan}>
      <span className={styles.tautanIcon} aria-hidden="true">
        <Link2 />
      </span>
      <div className={styles.tautanText}>
        <Link
          href={berkas.url}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.tautanLink}
        >
          {berkas.nama}
          <span className={visuallyHidden}> (membuka tab baru)</span>
        </Link>
        <span className={styles.tautanUrl}>{berkas.url}</span>
      </div>
      {onUrlTidakDapatDiunduh ? (
        <Button
          iconOnly
          aria-label={`Unduh ${berkas.nama}`}
          icon={<Download />}
          variant="ghost"
          size="small"
          onPress={onUrlTidakDapatDiunduh}
        />
      ) : null}
    </div>
  );
}
