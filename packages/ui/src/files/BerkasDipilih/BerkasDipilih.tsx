import { BATAS_ELIPSIS_NAMA, elipsisNamaBerkas, formatUkuranBerkas } from '@kampus/domain';
import Trash2 from 'lucide-react/icons/trash-2';
import { Button } from '../../primitives/Button';
import { FileTypeIcon } from '../FileCard';
import * as styles from './BerkasDipilih.css';

export interface BerkasDipilihProps {
  /** The file chosen on the device, not uploaded yet. */
  berkas: File;
  /** 'Hapus {name}': the field goes back to its drop zone. */
  onHapus: () => void;
  /** While the form is sent. @default false */
  isDisabled?: boolean;
}

/**
 * A form's chosen file before it is sent (the material form's file, the question import's
 * workbook): its type icon, the name shortened in the middle, the size, and a remove button.
 */
export function BerkasDipilih({ berkas, onHapus, isDisabled = false }: BerkasDipilihProps) {
  return (
    <div className={styles.baris}>
      <FileTypeIcon name={berkas.name} />
      <div className={styles.teks}>
        <span className={styles.nama} title={berkas.name}>
          {elipsisNamaBerkas(berkas.name, BATAS_ELIPSIS_NAMA)}
        </span>
        <span className={styles.ukuran}>{formatUkuranBerkas(berkas.size)}</span>
      </div>
      <Button
        iconOnly
        aria-label={`Hapus ${berkas.name}`}
        icon={<Trash2 />}
        size="small"
        isDisabled={isDisabled}
        onPress={onHapus}
      />
    </div>
  );
}
