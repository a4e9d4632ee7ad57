import type { Soal } from '@kampus/api';
import { hurufPilihan, LABEL_JENIS_FILE_ESAI } from '@kampus/domain';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { RichText } from '../../../content/RichText';
import { FileCard } from '../../../files/FileCard';
import { Stack } from '../../../layout';
import * as styles from './SoalUjianEditor.css';

/** One option as shown: its letter (or label) and text. */
export interface OpsiTampil {
  id: string;
  huruf: string | null;
  teks: string;
}

/** The options of a choice or true/false question (spec 3), in their order. */
export function opsiSoal(soal: Pick<Soal, 'jenis' | 'pilihan' | 'benar_salah'>): {
  opsi: OpsiTampil[];
  kunci: string | null;
} {
  if (soal.jenis === 'pilihan' && soal.pilihan) {
    const k = soal.pilihan.kunci;
    return {
      opsi: soal.pilihan.pilihan.map((teks, i) => ({
        id: String(i),
        huruf: hurufPilihan(i),
        teks,
      })),
      kunci: k === null ? null : String(k),
    };
  }
  if (soal.jenis === 'benar_salah' && soal.benar_salah) {
    const { pilihan, kunci } = soal.benar_salah;
    return {
      opsi: [
        { id: 'benar', huruf: null, teks: pilihan.benar || 'Benar' },
        { id: 'salah', huruf: null, teks: pilihan.salah || 'Salah' },
      ],
      kunci,
    };
  }
  return { opsi: [], kunci: null };
}

interface DaftarOpsiProps {
  opsi: readonly OpsiTampil[];
  /** The key's option id; null when not set or not shown. */
  kunci: string | null;
  /** The student's choice (one student's work); undefined in the editor. */
  jawaban?: string | null;
  'aria-label': string;
}

/**
 * The options with the key marked (a check and 'Kunci jawaban'); in a student's work their
 * choice too ('Jawaban mahasiswa'), red when it is not the key.
 */
export function DaftarOpsi({ opsi, kunci, jawaban, 'aria-label': ariaLabel }: DaftarOpsiProps) {
  return (
    <Stack as="ol" gap="xs" aria-label={ariaLabel}>
      {opsi.map((o) => {
        const isKunci = o.id === kunci;
        const dipilih = jawaban !== undefined && o.id === jawaban;
        const nada = isKunci ? styles.opsiKunci : dipilih ? styles.opsiSalah : undefined;
        const catatan = [isKunci ? 'Kunci jawaban' : null, dipilih ? 'Jawaban mahasiswa' : null]
          .filter(Boolean)
          .join(', ');
        return (
          <li key={o.id} className={nada ? `${styles.opsiItem} ${nada}` : styles.opsiItem}>
            {o.huruf ? (
              <span className={styles.huruf} aria-hidden="true">
                {o.huruf}
              </span>
            ) : null}
            <span className={styles.opsiTeks}>
              {o.huruf ? <span className={styles.tersembunyi}>{o.huruf}. </span> : null}
              {o.teks}
            </span>
            {catatan ? (
              <span className={styles.opsiCatatan}>
                {isKunci ? (
                  <Check aria-hidden="true" size={16} />
                ) : (
                  <X aria-hidden="true" size={16} />
                )}
                {catatan}
              </span>
            ) : null}
          </li>
        );
      })}
    </Stack>
  );
}

/** A label and its value in a question's details. */
export function Rincian({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.rincian}>
      <dt className={styles.rincianLabel}>{label}</dt>
      <dd className={styles.rincianIsi}>{children}</dd>
    </div>
  );
}

/** The question text, its attachments, then its options or the essay's answer types and key. */
export function IsiSoal({
  soal,
  nomor,
  jawaban,
  tampilkanKunci = true,
}: {
  soal: Soal;
  nomor: number;
  /** The student's choice for choice and true/false questions (one student's work). */
  jawaban?: string | null;
  /** @default true */
  tampilkanKunci?: boolean;
}) {
  const { opsi, kunci } = opsiSoal(soal);
  return (
    <>
      <RichText html={soal.pertanyaan} />
      {soal.soal_files.length > 0 ? (
        <ul className={styles.berkas} aria-label={`Lampiran soal ${nomor}`}>
          {soal.soal_files.map((f) => (
            <li key={f.url}>
              <FileCard berkas={f} />
            </li>
          ))}
        </ul>
      ) : null}
      {opsi.length > 0 ? (
        <DaftarOpsi
          opsi={opsi}
          kunci={tampilkanKunci ? kunci : null}
          jawaban={jawaban}
          aria-label={`Pilihan jawaban soal ${nomor}`}
        />
      ) : null}
      {soal.jenis === 'esay' && soal.esay ? (
        <dl className={styles.rincianDaftar}>
          <Rincian label="Jenis Jawaban Diterima">
            {soal.esay.jenis_file_diterima.map((j) => LABEL_JENIS_FILE_ESAI[j]).join(', ') || '-'}
          </Rincian>
          {tampilkanKunci ? (
            <Rincian label="Kunci Jawaban">
              <span className={styles.teksPanjang}>{soal.esay.kunci?.trim() || '-'}</span>
            </Rincian>
          ) : null}
          {tampilkanKunci && soal.esay.kunci_files.length > 0 ? (
            <Rincian label="Berkas Kunci Jawaban">
              <ul className={styles.berkas} aria-label={`Berkas kunci jawaban soal ${nomor}`}>
                {soal.esay.kunci_files.map((f) => (
                  <li key={f.url}>
                    <FileCard berkas={f} />
                  </li>
                ))}
              </ul>
            </Rincian>
          ) : null}
        </dl>
      ) : null}
    </>
  );
}
