import { NILAI_TUGAS_MAKSIMAL, validasiNilaiTugas } from '@kampus/domain';
import { useState } from 'react';
import { RichText } from '../../../content/RichText';
import { FileCard } from '../../../files/FileCard';
import { Stack } from '../../../layout/Stack';
import { Modal } from '../../../overlays/Modal';
import { NumberField } from '../../../primitives/NumberField';
import { TextArea } from '../../../primitives/TextArea';
import type { PengumpulanView } from '../PengumpulanSayaPanel';
import * as styles from './NilaiPengumpulanModal.css';

export interface NilaiPengumpulanModalProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whose submission: a student's name, or a group's. */
  nama: string;
  pengumpulan: PengumpulanView;
  /** Saves the grade; resolves when the server stored it (then the modal closes). */
  onSimpan: (nilai: { nilai: number; umpan_balik: string }) => Promise<unknown>;
}

/**
 * Grading a submission (issue 24): its files and answer, a grade from 0 to 100 (domain
 * validasiNilaiTugas) and feedback for the student. A refusal keeps what was typed.
 */
export function NilaiPengumpulanModal({
  isOpen,
  onOpenChange,
  nama,
  pengumpulan,
  onSimpan,
}: NilaiPengumpulanModalProps) {
  const [nilai, setNilai] = useState<number>(pengumpulan.nilai ?? Number.NaN);
  const [umpanBalik, setUmpanBalik] = useState(pengumpulan.umpan_balik);
  const [galat, setGalat] = useState<string | null>(null);
  const [menyimpan, setMenyimpan] = useState(false);

  const simpan = async () => {
    const cek = validasiNilaiTugas(Number.isNaN(nilai) ? null : nilai);
    if (!cek.ok) {
      setGalat(cek.pesan);
      return;
    }
    setGalat(null);
    setMenyimpan(true);
    try {
      await onSimpan({ nilai: cek.nilai, umpan_balik: umpanBalik.trim() });
      onOpenChange(false);
    } catch (e) {
      setGalat(e instanceof Error ? e.message : 'Nilai gagal disimpan');
    } finally {
      setMenyimpan(false);
    }
  };

  return (
    <Modal
      title="Nilai Pengumpulan"
      subtitle={nama}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      submitLabel="Simpan Nilai"
      onSubmit={() => void simpan()}
      isSubmitting={menyimpan}
    >
      <Stack gap="md">
        {pengumpulan.berkas.length > 0 ? (
          <ul className={styles.daftar} aria-label="Berkas pengumpulan">
            {pengumpulan.berkas.map((b) => (
              <li key={b.url}>
                <FileCard berkas={b} />
              </li>
            ))}
          </ul>
        ) : null}
        {pengumpulan.teks ? <RichText html={pengumpulan.teks} /> : null}
        <NumberField
          label="Nilai"
          isRequired
          minValue={0}
          maxValue={NILAI_TUGAS_MAKSIMAL}
          value={nilai}
          onChange={(v) => {
            setNilai(v);
            setGalat(null);
          }}
          validationBehavior="aria"
          errorMessage={galat ?? undefined}
          isInvalid={galat !== null}
          formatOptions={{ maximumFractionDigits: 2 }}
        />
        <TextArea
          label="Umpan Balik"
          value={umpanBalik}
          onChange={setUmpanBalik}
          maxLength={5000}
          rows={4}
        />
      </Stack>
    </Modal>
  );
}
