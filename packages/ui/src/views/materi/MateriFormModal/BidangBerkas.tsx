import type { Materi } from '@kampus/api';
import { PESAN_WAKTU_MATERI, type TipeFile, teksPetunjukUnggah } from '@kampus/domain';
import { useId } from 'react';
import { BerkasDipilih } from '../../../files/BerkasDipilih';
import { DropZone } from '../../../files/DropZone';
import { FileCard } from '../../../files/FileCard';
import * as fieldStyles from '../../../primitives/Field/Field.css';
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
        <BerkasDipilih berkas={berkas} onHapus={onHapus} isDisabled={isDisabled} />
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
