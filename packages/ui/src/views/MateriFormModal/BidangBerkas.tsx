import type { Materi } from '@kampus/api';
import {
  BATAS_ELIPSIS_NAMA,
  elipsisNamaBerkas,
  formatUkuranBerkas,
  PESAN_WAKTU_MATERI,
  type TipeFile,
  teksPetunjukUnggah,
} from '@kampus/domain';
import Trash2 from 'lucide-react/icons/trash-2';
import { useId } from 'react';
import { DropZone } from '../../files/DropZone';
import { FileCard, FileTypeIcon } from '../../files/FileCard';
import { Button } from '../../primitives/Button';
import * as fieldStyles from '../../primitives/Field/Field.css';
import * as styles from './MateriFormModal.css';
import type { AturanBerkas } from './types';

interface BidangBerkasProps {
  tipe: TipeFile | null;
  berkas: File | null;
  berkasLama: Materi['file'];
  isRequired: boolean;
  galat?: string;
  onPilih: (files: readonly File[]) => void;
  onHapus: () => void;
  aturan: AturanBerkas | null;
  isDisabled: boolean;
}

/**
 * The file input (spec 5): a drop zone with 'Pilih File', disabled until a type is chosen, taking
 * the type's extensions up to its size limit; the chosen file with its shortened name and size.
 */
export function BidangBerkas({
  tipe,
  berkas,
  berkasLama,
  isRequired,
  galat,
  onPilih,
  onHapus,
  aturan,
  isDisabled,
}: BidangBerkasProps) {
  const id = useId();
  const nonaktif = isDisabled || aturan === null;
  const petunjuk = aturan
    ? teksPetunjukUnggah(aturan.accept, aturan.maksByte)
    : PESAN_WAKTU_MATERI.pilihTipe;
  return (
    <fieldset
      className={styles.berkas}
      aria-describedby={[`${id}-petunjuk`, galat ? `${id}-galat` : null].filter(Boolean).join(' ')}
    >
      <legend className={`${fieldStyles.label} ${styles.legendBerkas}`}>
        File
        {isRequired ? (
          <span className={fieldStyles.asterisk} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {berkas ? (
        <div className={styles.barisBerkas}>
          <FileTypeIcon name={berkas.name} />
          <div className={styles.teksBerkas}>
            <span className={styles.namaBerkas} title={berkas.name}>
              {elipsisNamaBerkas(berkas.name, BATAS_ELIPSIS_NAMA)}
            </span>
            <span className={styles.ukuranBerkas}>{formatUkuranBerkas(berkas.size)}</span>
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
      ) : berkasLama ? (
        <FileCard
          berkas={{ name: berkasLama.nama, url: berkasLama.url, content_length: berkasLama.ukuran }}
        />
      ) : null}
      <DropZone
        isDisabled={nonaktif}
        isInvalid={Boolean(galat)}
        accept={aturan?.accept}
        buttonLabel={berkas || berkasLama ? 'Ganti File' : 'Pilih File'}
        onSelect={onPilih}
      />
      <p id={`${id}-petunjuk`} className={styles.hint}>
        {tipe === null ? PESAN_WAKTU_MATERI.pilihTipe : petunjuk}
      </p>
      {galat ? (
        <p id={`${id}-galat`} className={styles.galat}>
          {galat}
        </p>
      ) : null}
    </fieldset>
  );
}
