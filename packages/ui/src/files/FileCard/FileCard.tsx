import {
  BATAS_ELIPSIS_NAMA,
  elipsisNamaBerkas,
  formatUkuranBerkas,
  type GrupEkstensi,
  grupEkstensi,
} from '@kampus/domain';
import ExternalLink from 'lucide-react/icons/external-link';
import File from 'lucide-react/icons/file';
import FileArchive from 'lucide-react/icons/file-archive';
import FileAudio from 'lucide-react/icons/file-audio';
import FileImage from 'lucide-react/icons/file-image';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import FileText from 'lucide-react/icons/file-text';
import FileVideo from 'lucide-react/icons/file-video';
import Presentation from 'lucide-react/icons/presentation';
import Trash2 from 'lucide-react/icons/trash-2';
import { type ComponentType, useId } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../../primitives/Button';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './FileCard.css';

/** An attached file (spec 3 'soal_files': name, content_length, url, extension). */
export interface Berkas {
  name: string;
  url: string;
  content_length?: number | null;
  extension?: string | null;
}

const IKON: Record<GrupEkstensi | 'LAIN', ComponentType> = {
  IMAGE: FileImage,
  PDF: FileText,
  DOC: FileText,
  EXCEL: FileSpreadsheet,
  PPT: Presentation,
  ZIP: FileArchive,
  AUDIO: FileAudio,
  VIDEO: FileVideo,
  LAIN: File,
};

/** The extension group of a file ('LAIN' when in none), from its name or extension. */
export function grupBerkas(name: string, extension?: string | null): GrupEkstensi | 'LAIN' {
  return (
    grupEkstensi(name) ??
    grupEkstensi(extension ? `berkas.${extension.replace(/^\./, '')}` : null) ??
    'LAIN'
  );
}

/** A file's icon in its group's colours (spec 3 'File extension groups'). */
export function FileTypeIcon({ name, extension }: { name: string; extension?: string | null }) {
  const grup = grupBerkas(name, extension);
  const Ikon = IKON[grup];
  return (
    <span className={`${styles.icon} ${styles.tone[grup]}`} aria-hidden="true">
      <Ikon />
    </span>
  );
}

export interface FileCardProps {
  berkas: Berkas;
  /** Called when the file is opened (e.g. to record a download for presence). */
  onOpen?: () => void;
  /** Shows a delete button ('Hapus {name}'). */
  onRemove?: () => void;
  /** Characters kept before the extension (spec 5). @default 15 */
  batasNama?: number;
}

/** An attachment: icon by extension group, shortened name and size; opens in a new tab. */
export function FileCard({
  berkas,
  onOpen,
  onRemove,
  batasNama = BATAS_ELIPSIS_NAMA,
}: FileCardProps) {
  const nama = elipsisNamaBerkas(berkas.name, batasNama);
  const namaId = useId();
  const disingkat = nama !== berkas.name;
  return (
    <div className={styles.card}>
      <FileTypeIcon name={berkas.name} extension={berkas.extension} />
      <div className={styles.text}>
        <Link
          href={berkas.url}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.link}
          // The visible name is shortened (spec 5); the full name is its description.
          aria-describedby={disingkat ? namaId : undefined}
          onPress={onOpen}
        >
          <span title={berkas.name}>{nama}</span>
          <span className={visuallyHidden}> (membuka tab baru)</span>
        </Link>
        {disingkat ? (
          <span id={namaId} className={visuallyHidden}>
            {berkas.name}
          </span>
        ) : null}
        {berkas.content_length != null ? (
          <span className={styles.size}>
            <span className={visuallyHidden}>Ukuran </span>
            {formatUkuranBerkas(berkas.content_length)}
          </span>
        ) : null}
      </div>
      <div className={styles.actions}>
        {onRemove ? (
          <Button
            iconOnly
            aria-label={`Hapus ${berkas.name}`}
            icon={<Trash2 />}
            variant="ghost"
            size="small"
            onPress={onRemove}
          />
        ) : (
          <span className={styles.external} aria-hidden="true">
            <ExternalLink />
          </span>
        )}
      </div>
    </div>
  );
}
