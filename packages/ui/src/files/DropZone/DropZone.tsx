import CloudUpload from 'lucide-react/icons/cloud-upload';
import type { ReactNode } from 'react';
import { FileTrigger, isFileDropItem, DropZone as RACDropZone } from 'react-aria-components';
import { Button } from '../../primitives/Button';
import * as styles from './DropZone.css';

export interface DropZoneProps {
  /** The dropped or picked files; the caller keeps the first when it takes one file. */
  onSelect: (files: File[]) => void;
  /** Extensions or MIME types the picker offers, e.g. ['.pdf']; none offers every file. */
  accept?: readonly string[];
  /** The picker takes several files. @default false */
  allowsMultiple?: boolean;
  /** Nothing can be dropped or picked. @default false */
  isDisabled?: boolean;
  /** Shown in the danger colours (the field's error is shown by the caller). @default false */
  isInvalid?: boolean;
  /** The picker button. @default 'Pilih File' */
  buttonLabel?: string;
  /** 'inline' in a form, 'stacked' in the upload dialog. @default 'inline' */
  layout?: 'inline' | 'stacked';
  /** A hint inside the zone, under the button (e.g. the accepted types and the size limit). */
  hint?: ReactNode;
  /** @default 'Area unggah file' */
  'aria-label'?: string;
}

/**
 * The file drop zone of the kit (spec 5 'Uploads'): drag files onto it or press 'Pilih File'
 * (react-aria DropZone and FileTrigger). It only hands the files over: checking their type and
 * size is the caller's (domain `periksaBerkas`).
 */
export function DropZone({
  onSelect,
  accept,
  allowsMultiple = false,
  isDisabled = false,
  isInvalid = false,
  buttonLabel = 'Pilih File',
  layout = 'inline',
  hint,
  'aria-label': ariaLabel = 'Area unggah file',
}: DropZoneProps) {
  return (
    <RACDropZone
      className={[styles.zone, styles.layout[layout], isInvalid ? styles.invalid : null]
        .filter(Boolean)
        .join(' ')}
      aria-label={ariaLabel}
      isDisabled={isDisabled}
      getDropOperation={() => (isDisabled ? 'cancel' : 'copy')}
      onDrop={async (e) => {
        const files = await Promise.all(
          e.items.filter(isFileDropItem).map((item) => item.getFile()),
        );
        onSelect(files);
      }}
    >
      <span className={`${styles.icon} ${styles.iconSize[layout]}`} aria-hidden="true">
        <CloudUpload />
      </span>
      <p className={styles.text}>Seret file ke sini atau</p>
      <FileTrigger
        acceptedFileTypes={accept && accept.length > 0 ? [...accept] : undefined}
        allowsMultiple={allowsMultiple}
        onSelect={(list) => onSelect(list ? [...list] : [])}
      >
        <Button variant="secondary" size="small" isDisabled={isDisabled}>
          {buttonLabel}
        </Button>
      </FileTrigger>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </RACDropZone>
  );
}
