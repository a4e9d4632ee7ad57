import {
  ATURAN_KEHADIRAN_UJIAN_BAWAAN,
  type AturanKehadiranUjian,
  JENIS_UJIAN,
  type JenisUjian,
  LABEL_JENIS_UJIAN,
  PESAN_IZIN,
  validasiAturanKehadiranUjian,
} from '@kampus/domain';
import { useState } from 'react';
import { type FieldErrors, FormStack, numberAdapter, useEditorForm } from '../../../forms';
import { galatServer } from '../../../hooks/useModalForm';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { Checkbox } from '../../../primitives/Checkbox';
import { CheckboxGroup } from '../../../primitives/CheckboxGroup';
import { LoadError } from '../../../primitives/LoadError';
import { NumberField } from '../../../primitives/NumberField';
import { Skeleton } from '../../../primitives/Skeleton';
import { Switch } from '../../../primitives/Switch';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './AturanKehadiranUjianForm.css';

export const JUDUL_ATURAN_KEHADIRAN_UJIAN = 'Pembatasan Ujian berdasarkan Kehadiran';

export interface AturanKehadiranUjianFormProps {
  /** The saved rule (settings `pembatasan_ujian_kehadiran`); null when absent (then off). */
  aturan: AturanKehadiranUjian | null;
  /** 'Simpan' with the rule, once the domain's checks pass; a rejected promise keeps the edits. */
  onSubmit: (aturan: AturanKehadiranUjian) => unknown;
  /** Without write on konfigurasi (domain IZIN.ubahPengaturan): fields disabled, no 'Simpan'. @default false */
  isReadOnly?: boolean;
  /** Saving outside the form's own submit (e.g. a story of the pending state). @default false */
  isPending?: boolean;
  /** The server's message of a failed save, shown above the fields. */
  galat?: string | null;
  /** The settings are loading. @default false */
  isLoading?: boolean;
  /** The settings failed to load: 'NO DATA' (spec 8 'Page loads'). @default false */
  isError?: boolean;
  onRetry?: () => void;
  /** Level of the card title. @default 2 */
  titleLevel?: 2 | 3;
}

interface FormAturan {
  aktif: boolean;
  persen_minimal: number | null;
  jenis_ujian: JenisUjian[];
}

const formDari = (a: AturanKehadiranUjian | null): FormAturan => {
  const sumber = a ?? ATURAN_KEHADIRAN_UJIAN_BAWAAN;
  return {
    aktif: sumber.aktif,
    persen_minimal: sumber.persen_minimal,
    jenis_ujian: [...sumber.jenis_ujian],
  };
};

/** The domain's check (the same rule the server's schema holds), as field errors. */
const validasi = (v: FormAturan): FieldErrors => {
  const g = validasiAturanKehadiranUjian(v);
  return g ? { [g.field]: g.pesan } : {};
};

// The options in the domain's order, whatever order the saved list has.
const urutkan = (daftar: readonly string[]): JenisUjian[] =>
  JENIS_UJIAN.filter((j) => daftar.includes(j));

/**
 * 'Pembatasan Ujian berdasarkan Kehadiran' (issue 25): an operator turns the exam eligibility rule
 * on, sets the minimum attendance and picks the exam types it restricts. Checks and messages come
 * from the domain (validasiAturanKehadiranUjian); the server's field errors land on the fields.
 */
export function AturanKehadiranUjianForm({
  aturan,
  onSubmit,
  isReadOnly = false,
  isPending = false,
  galat,
  isLoading = false,
  isError = false,
  onRetry,
  titleLevel = 2,
}: AturanKehadiranUjianFormProps) {
  const form = useEditorForm<FormAturan>({
    initial: () => formDari(aturan),
    open: { isOpen: true },
    source: aturan,
  });
  // Saved here rather than through form.submit: a card is never closed, so the edits stay on
  // screen after the save until the settings read again bring them back as `aturan`.
  const [mengirim, setMengirim] = useState(false);
  const menyimpan = isPending || mengirim;
  const nonaktif = isReadOnly || menyimpan;

  const simpan = async () => {
    const g = validasi(form.values);
    if (Object.keys(g).length > 0) {
      form.setErrors(g);
      return;
    }
    setMengirim(true);
    try {
      await onSubmit({
        aktif: form.values.aktif,
        persen_minimal: form.values.persen_minimal ?? 0,
        jenis_ujian: urutkan(form.values.jenis_ujian),
      });
    } catch (error) {
      const dariServer = galatServer(error);
      if (dariServer.length > 0) {
        form.setErrors(Object.fromEntries(dariServer.map((e) => [e.field, e.message])));
      }
    } finally {
      setMengirim(false);
    }
  };

  const persen = form.field('persen_minimal', { adapter: numberAdapter });
  const jenis = form.field('jenis_ujian');

  return (
    <Card title={JUDUL_ATURAN_KEHADIRAN_UJIAN} titleLevel={titleLevel}>
      {isLoading ? (
        <div role="status" aria-busy="true" className={styles.skeleton}>
          <span className={visuallyHidden}>Memuat pembatasan ujian</span>
          <Skeleton width="40%" />
          <Skeleton width="60%" />
          <Skeleton width="80%" />
        </div>
      ) : isError ? (
        <LoadError onRetry={onRetry} />
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!nonaktif) void simpan();
          }}
        >
          <FormStack>
            <p className={styles.penjelasan}>
              Mahasiswa dengan kehadiran di bawah batas tidak dapat membuka ujian pada jenis yang
              dipilih.
            </p>
            {isReadOnly ? <p className={styles.catatan}>{PESAN_IZIN.ubahPengaturan}</p> : null}
            {galat ? (
              <p className={styles.galatServer} role="alert">
                {galat}
              </p>
            ) : null}
            <Switch {...form.toggle('aktif')} isDisabled={nonaktif}>
              Aktifkan pembatasan
            </Switch>
            <NumberField
              label="Persentase kehadiran minimal (%)"
              isRequired
              {...persen}
              isDisabled={nonaktif}
            />
            <CheckboxGroup
              label="Jenis ujian"
              orientation="horizontal"
              isRequired={form.values.aktif}
              {...jenis}
              onChange={(v) => jenis.onChange(urutkan(v))}
              isDisabled={nonaktif}
            >
              {JENIS_UJIAN.map((j) => (
                <Checkbox key={j} value={j}>
                  {LABEL_JENIS_UJIAN[j]}
                </Checkbox>
              ))}
            </CheckboxGroup>
            {isReadOnly ? null : (
              <div className={styles.aksi}>
                <Button type="submit" isPending={menyimpan} isDisabled={!form.isDirty}>
                  Simpan
                </Button>
              </div>
            )}
          </FormStack>
        </form>
      )}
    </Card>
  );
}
