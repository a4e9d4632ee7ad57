import type { BerkasSoal } from '@kampus/api';
import {
  BATAS_UNGGAH_DEFAULT_BYTE,
  EKSTENSI_KUNCI_SOAL,
  EKSTENSI_LAMPIRAN_SOAL,
  teksPetunjukUnggah,
} from '@kampus/domain';
import { useId } from 'react';
import { DropZone } from '../../../files/DropZone';
import { type BarisUnggah, UploadList } from '../../../files/UploadList';
import { Stack } from '../../../layout';
import * as fieldStyles from '../../../primitives/Field/Field.css';
import type { FolderSoal, SuntingSoal } from './berkasSoal';

/** Files per list (soal_files, esay.kunci_files): the contract's limit. */
export const MAKS_BERKAS_SOAL = 20;

/** A question's two file lists. */
export type PeranBerkas = keyof FolderSoal;

/** Accepted types (spec 5 'Question'): answer keys exclude audio and video. */
export const EKSTENSI_PERAN = {
  soal: EKSTENSI_LAMPIRAN_SOAL,
  kunci: EKSTENSI_KUNCI_SOAL,
} as const satisfies Record<PeranBerkas, readonly string[]>;

type BerkasForm = Record<PeranBerkas, BerkasSoal[]>;

export const berkasAwal = (sunting: SuntingSoal | null): BerkasForm => ({
  soal: [...(sunting?.soal?.soal_files ?? [])],
  kunci: [...(sunting?.soal?.esay?.kunci_files ?? [])],
});

export const UNGGAHAN_KOSONG: Record<PeranBerkas, BarisUnggah[]> = { soal: [], kunci: [] };

interface LampiranSoalProps {
  judul: string;
  accept: readonly string[];
  files: readonly BerkasSoal[];
  unggahan: readonly BarisUnggah[];
  /** The drop zone and the remove buttons; without it the files are only listed. */
  bisaUnggah: boolean;
  isDisabled: boolean;
  onPilih: (files: File[]) => void;
  onHapus: (berkas: BerkasSoal) => void;
  onHapusUnggahan: (id: number) => void;
}

/** One list of a question's files: the stored ones, the uploads on their way and the drop zone. */
export function LampiranSoal({
  judul,
  accept,
  files,
  unggahan,
  bisaUnggah,
  isDisabled,
  onPilih,
  onHapus,
  onHapusUnggahan,
}: LampiranSoalProps) {
  const id = useId();
  if (!bisaUnggah && files.length === 0) return null;
  const penuh =
    files.length + unggahan.filter((u) => u.status === 'unggah').length >= MAKS_BERKAS_SOAL;
  return (
    <Stack as="section" gap="sm" aria-labelledby={id}>
      <span id={id} className={fieldStyles.label}>
        {judul}
      </span>
      <UploadList
        aria-label={judul}
        files={files}
        uploads={unggahan}
        onRemove={bisaUnggah && !isDisabled ? onHapus : undefined}
        onRemoveUpload={onHapusUnggahan}
      />
      {bisaUnggah ? (
        <DropZone
          accept={accept}
          allowsMultiple
          isDisabled={isDisabled || penuh}
          onSelect={onPilih}
          aria-label={`Unggah ${judul.toLowerCase()}`}
          hint={
            penuh
              ? `Sudah ${MAKS_BERKAS_SOAL} berkas`
              : teksPetunjukUnggah(accept, BATAS_UNGGAH_DEFAULT_BYTE)
          }
        />
      ) : null}
    </Stack>
  );
}
