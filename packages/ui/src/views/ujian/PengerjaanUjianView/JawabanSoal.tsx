import type { BerkasSoal, IsiJawaban } from '@kampus/api';
import {
  ekstensiJawabanEsai,
  formatUkuranBerkas,
  hurufPilihan,
  LABEL_JENIS_FILE_ESAI,
  MAKS_LAMPIRAN_JAWABAN,
} from '@kampus/domain';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Radio as RACRadio } from 'react-aria-components';
import { DropZone } from '../../../files/DropZone';
import { UploadList } from '../../../files/UploadList';
import { RadioGroup } from '../../../primitives/RadioGroup';
import { TextArea } from '../../../primitives/TextArea';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './PengerjaanUjianView.css';
import type { BarisUnggah, SoalDijawab } from './types';

type IsiEsai = Extract<IsiJawaban, { jenis: 'esay' }>;

/** An option card: the whole card is the radio; its mark is the letter (or a tick and cross). */
function Opsi({
  value,
  tanda,
  children,
}: {
  value: string;
  tanda: ReactNode;
  children: ReactNode;
}) {
  return (
    <RACRadio value={value} className={styles.opsi}>
      <span className={styles.opsiHuruf} aria-hidden="true">
        {tanda}
      </span>
      <span className={styles.opsiIsi}>{children}</span>
    </RACRadio>
  );
}

interface PilihanProps {
  soal: SoalDijawab;
  isi: IsiJawaban | null;
  isReadOnly: boolean;
  onJawab: (isi: IsiJawaban) => void;
}

/** Multiple choice: options A, B, C... as one radio group (arrow keys move and choose). */
function JawabanPilihan({ soal, isi, isReadOnly, onJawab }: PilihanProps) {
  const pilihan = soal.pilihan;
  if (!pilihan) return null;
  const dipilih = isi?.jenis === 'pilihan' && isi.pilihan !== null ? String(isi.pilihan) : null;
  return (
    <RadioGroup
      label="Pilih satu jawaban"
      value={dipilih}
      isReadOnly={isReadOnly}
      onChange={(v) => onJawab({ jenis: 'pilihan', pilihan: Number(v) })}
    >
      <div className={styles.opsiDaftar}>
        {pilihan.pilihan.map((teks, i) => {
          const huruf = hurufPilihan(i);
          const gambar = pilihan.gambar[i];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by their index
            <Opsi key={i} value={String(i)} tanda={huruf}>
              <span>
                <span className={visuallyHidden}>{huruf}. </span>
                {teks}
              </span>
              {gambar ? (
                <img className={styles.opsiGambar} src={gambar} alt={`Gambar pilihan ${huruf}`} />
              ) : null}
            </Opsi>
          );
        })}
      </div>
    </RadioGroup>
  );
}

/** True/false with the question's own labels. */
function JawabanBenarSalah({ soal, isi, isReadOnly, onJawab }: PilihanProps) {
  const bs = soal.benar_salah;
  if (!bs) return null;
  const dipilih = isi?.jenis === 'benar_salah' ? isi.jawaban : null;
  return (
    <RadioGroup
      label="Pilih jawaban"
      value={dipilih}
      isReadOnly={isReadOnly}
      onChange={(v) =>
        onJawab({ jenis: 'benar_salah', jawaban: v === 'salah' ? 'salah' : 'benar' })
      }
    >
      <div className={styles.opsiDaftar}>
        <Opsi value="benar" tanda={<Check size="60%" />}>
          {bs.pilihan.benar || 'Benar'}
        </Opsi>
        <Opsi value="salah" tanda={<X size="60%" />}>
          {bs.pilihan.salah || 'Salah'}
        </Opsi>
      </div>
    </RadioGroup>
  );
}

interface EsaiProps {
  soal: SoalDijawab;
  isi: IsiJawaban | null;
  isReadOnly: boolean;
  /** The essay text changed (the files are kept by the caller). */
  onTeks: (teks: string) => void;
  unggahan: readonly BarisUnggah[];
  /** Files picked or dropped. */
  onPilihBerkas: (files: File[]) => void;
  onHapusBerkas: (berkas: BerkasSoal) => void;
  onHapusUnggahan: (id: number) => void;
  maksByte: number;
}

/**
 * An essay: a text area when text is accepted, and attachments of the accepted kinds (domain
 * `EKSTENSI_JENIS_FILE_ESAI`) with a row per upload showing its progress or why it failed.
 */
function JawabanEsai({
  soal,
  isi,
  isReadOnly,
  onTeks,
  unggahan,
  onPilihBerkas,
  onHapusBerkas,
  onHapusUnggahan,
  maksByte,
}: EsaiProps) {
  const lampiranId = useId();
  const esai: IsiEsai | null = isi?.jenis === 'esay' ? isi : null;
  const jenis = soal.esay?.jenis_file_diterima ?? ['text'];
  const terimaTeks = jenis.includes('text');
  const ekstensi = ekstensiJawabanEsai(jenis);
  const files = esai?.files ?? [];
  const teksProps = esai?.teks ?? '';

  // Typing stays in the field; a text arriving from elsewhere (the journal loading) replaces it
  // only while the field is not being edited.
  const [draf, setDraf] = useState(teksProps);
  const sedangMengetik = useRef(false);
  useEffect(() => {
    if (!sedangMengetik.current) setDraf(teksProps);
  }, [teksProps]);

  const penuh =
    files.length + unggahan.filter((u) => u.status === 'unggah').length >= MAKS_LAMPIRAN_JAWABAN;
  const labelJenis = jenis.filter((j) => j !== 'text').map((j) => LABEL_JENIS_FILE_ESAI[j]);

  return (
    <>
      {terimaTeks ? (
        <div
          onFocusCapture={() => {
            sedangMengetik.current = true;
          }}
          onBlurCapture={() => {
            sedangMengetik.current = false;
          }}
        >
          <TextArea
            label="Jawaban"
            placeholder="Tulis jawaban Anda di sini"
            rows={8}
            value={draf}
            isReadOnly={isReadOnly}
            maxLength={200_000}
            showCounter={false}
            onChange={(v) => {
              setDraf(v);
              onTeks(v);
            }}
          />
        </div>
      ) : null}

      {ekstensi.length > 0 ? (
        <section className={styles.lampiran} aria-labelledby={lampiranId}>
          <h4 id={lampiranId} className={styles.lampiranJudul}>
            Lampiran jawaban
          </h4>
          <p className={styles.petunjuk}>
            Jenis lampiran: {labelJenis.join(', ')}. Maksimal {formatUkuranBerkas(maksByte)} per
            file, paling banyak {MAKS_LAMPIRAN_JAWABAN} file.
          </p>
          <UploadList
            aria-label="Lampiran jawaban"
            files={files}
            uploads={unggahan}
            onRemove={isReadOnly ? undefined : onHapusBerkas}
            onRemoveUpload={onHapusUnggahan}
          />
          {isReadOnly ? null : (
            <DropZone
              accept={ekstensi}
              allowsMultiple
              isDisabled={penuh}
              onSelect={onPilihBerkas}
              aria-label="Unggah lampiran jawaban"
              hint={penuh ? `Sudah ${MAKS_LAMPIRAN_JAWABAN} lampiran` : undefined}
            />
          )}
        </section>
      ) : null}
    </>
  );
}

export interface JawabanSoalProps extends Omit<EsaiProps, 'onTeks'> {
  onJawab: (isi: IsiJawaban) => void;
  onTeks: (teks: string) => void;
}

/** The answer input of a question, by its kind. */
export function JawabanSoal(props: JawabanSoalProps) {
  const { soal } = props;
  if (soal.jenis === 'pilihan') return <JawabanPilihan {...props} />;
  if (soal.jenis === 'benar_salah') return <JawabanBenarSalah {...props} />;
  return <JawabanEsai {...props} />;
}
