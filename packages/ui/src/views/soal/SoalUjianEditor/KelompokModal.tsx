import type { KelompokSoal, SimpanKelompokSoal } from '@kampus/api';
import {
  ATURAN_KELOMPOK_SOAL,
  type AturanKelompokSoal,
  validasiKelompokSoal,
} from '@kampus/domain';
import { FormStack, numberAdapter, useEditorForm } from '../../../forms';
import { Stack } from '../../../layout';
import { Modal } from '../../../overlays/Modal';
import { NumberField } from '../../../primitives/NumberField';
import { Radio, RadioGroup } from '../../../primitives/RadioGroup';
import { TextField } from '../../../primitives/TextField';
import * as styles from './SoalUjianEditor.css';

/** What the group editor is open for: a new group, or a stored one. */
export type SuntingKelompok = { kelompok: KelompokSoal | null };

interface FormKelompok {
  judul: string;
  aturan: AturanKelompokSoal;
  jumlah_wajib_dijawab: number | null;
}

const LABEL_ATURAN: Record<AturanKelompokSoal, { label: string; keterangan: string }> = {
  semua: { label: 'Semua', keterangan: 'Setiap mahasiswa menjawab semua soal kelompok ini.' },
  random: {
    label: 'Acak',
    keterangan: 'Setiap mahasiswa mendapat sejumlah soal yang diundi dari kelompok ini.',
  },
  sebagian: {
    label: 'Sebagian',
    keterangan: 'Mahasiswa memilih sejumlah soal kelompok ini untuk dijawab.',
  },
};

interface KelompokModalProps {
  sunting: SuntingKelompok | null;
  onClose: () => void;
  onSimpan: (kelompok: KelompokSoal | null, body: SimpanKelompokSoal) => unknown;
}

/**
 * 'Tambah Kelompok Soal' / 'Ubah Kelompok Soal': an optional title and the rule (Semua, Acak,
 * Sebagian) with how many questions a student gets or answers, checked by the domain's
 * `validasiKelompokSoal` against the group's questions (a new group has none yet: only the
 * minimum applies, as on the server).
 */
export function KelompokModal({ sunting, onClose, onSimpan }: KelompokModalProps) {
  const kelompok = sunting?.kelompok ?? null;
  const form = useEditorForm<FormKelompok>({
    initial: () => ({
      judul: kelompok?.judul ?? '',
      aturan: kelompok?.aturan ?? 'semua',
      jumlah_wajib_dijawab: kelompok?.jumlah_wajib_dijawab ?? null,
    }),
    open: { isOpen: sunting !== null, onOpenChange: (buka) => (buka ? undefined : onClose()) },
    source: sunting,
    clears: (p) => ('aturan' in p ? ['jumlah_wajib_dijawab'] : []),
    disableWhileSubmitting: true,
  });
  const { values } = form;

  const simpan = () => {
    const cek = validasiKelompokSoal({
      aturan: values.aturan,
      jumlah_wajib_dijawab: values.jumlah_wajib_dijawab,
      jumlahSoal: kelompok ? kelompok.soal.length : Number.MAX_SAFE_INTEGER,
    });
    void form.submit(
      () =>
        onSimpan(kelompok, {
          judul: values.judul.trim(),
          aturan: values.aturan,
          jumlah_wajib_dijawab: values.aturan === 'semua' ? null : values.jumlah_wajib_dijawab,
        }),
      { validate: () => (cek.ok ? {} : { jumlah_wajib_dijawab: cek.pesan }) },
    );
  };

  return (
    <Modal
      {...form.open}
      title={kelompok ? 'Ubah Kelompok Soal' : 'Tambah Kelompok Soal'}
      width={500}
      isSubmitting={form.isSubmitting}
      onSubmit={simpan}
    >
      <FormStack>
        <TextField label="Judul Kelompok" maxLength={200} {...form.field('judul')} />
        <RadioGroup
          label="Aturan"
          value={values.aturan}
          onChange={(v) => form.set({ aturan: v as AturanKelompokSoal })}
          isDisabled={form.isSubmitting}
        >
          {ATURAN_KELOMPOK_SOAL.map((a) => (
            <Radio key={a} value={a}>
              <Stack as="span" gap="none">
                <span>{LABEL_ATURAN[a].label}</span>
                <span className={styles.redup}>{LABEL_ATURAN[a].keterangan}</span>
              </Stack>
            </Radio>
          ))}
        </RadioGroup>
        {values.aturan === 'semua' ? null : (
          <NumberField
            label="Jumlah Soal Wajib Dijawab"
            isRequired
            minValue={0}
            step={1}
            description={
              kelompok ? `Kelompok ini memiliki ${kelompok.soal.length} soal.` : undefined
            }
            {...form.field('jumlah_wajib_dijawab', { adapter: numberAdapter })}
          />
        )}
      </FormStack>
    </Modal>
  );
}
