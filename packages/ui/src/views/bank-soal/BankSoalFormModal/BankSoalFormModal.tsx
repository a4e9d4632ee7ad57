import type { BankSoal, SimpanBankSoal } from '@kampus/api';
import {
  JEDA_CARI_MS,
  MAKS_DESKRIPSI_BANK,
  MAKS_JUDUL_BANK,
  type StatusTampilan,
  VISIBILITAS_BANK_SOAL,
  validasiBankSoal,
} from '@kampus/domain';
import { useId, useState } from 'react';
import type { Key } from 'react-aria-components';
import { type FieldErrors, FormStack, keyAdapter, useEditorForm } from '../../../forms';
import { useDebouncedCallback } from '../../../hooks/useDebouncedCallback';
import { galatServer } from '../../../hooks/useModalForm';
import type { OverlayOpenProps } from '../../../hooks/useOverlayOpenState';
import { Modal } from '../../../overlays/Modal';
import { ComboBox } from '../../../primitives/ComboBox';
import { Radio, RadioGroup } from '../../../primitives/RadioGroup';
import { TextArea } from '../../../primitives/TextArea';
import { TextField } from '../../../primitives/TextField';
import * as styles from './BankSoalFormModal.css';

/** A course of the 'Mata Kuliah' combo box (the bank's `mata_kuliah`). */
export type MataKuliahBankSoal = BankSoal['mata_kuliah'];

/** A lecturer of the 'Dosen' combo box (operators choose the bank's lecturer). */
export interface DosenBankSoal {
  id: string;
  nama: string;
}

/** What each visibility means (spec 3 'Question bank'). */
export const PENJELASAN_VISIBILITAS_BANK = {
  Ditampilkan: 'Dosen lain pada mata kuliah yang sama dapat melihat dan menyalin bank soal ini.',
  Disembunyikan: 'Dosen lain tidak dapat melihat bank soal ini.',
} as const satisfies Record<StatusTampilan, string>;

export interface BankSoalFormModalProps extends OverlayOpenProps {
  /** 'tambah': 'Tambah Data Bank Soal'; 'ubah': 'Ubah Data Bank Soal', filled from `bankSoal`. */
  mode: 'tambah' | 'ubah';
  /** The bank being changed. */
  bankSoal?: Pick<
    BankSoal,
    'id' | 'judul' | 'deskripsi' | 'dosen' | 'mata_kuliah' | 'ditampilkan'
  > | null;
  /**
   * Operators: the lecturers to choose from; the 'Dosen' field shows and is required (spec 5
   * 'Bank modal'). Lecturers: leave it out (their bank is their own).
   */
  opsiDosen?: readonly DosenBankSoal[];
  /** The courses of the 'Mata Kuliah' combo box (the current search's results with `onCariMataKuliah`). */
  opsiMataKuliah: readonly MataKuliahBankSoal[];
  /**
   * Searching courses on the server: called with the typed text 500 ms after typing stops; the
   * page answers with new `opsiMataKuliah`. Without it the combo box filters `opsiMataKuliah`.
   */
  onCariMataKuliah?: (teks: string) => void;
  /** While the course search runs. @default false */
  isMemuatMataKuliah?: boolean;
  /**
   * 'Tambah' / 'Simpan' with the body of POST/PUT /lms/bank_soal. The modal stays pending until
   * it settles, closes when it resolves, and when it rejects stays open with the error's message
   * (and its field errors on the fields).
   */
  onSimpan: (body: SimpanBankSoal) => Promise<unknown>;
}

interface FormBank {
  judul: string;
  deskripsi: string;
  id_dosen: string | null;
  id_mata_kuliah: string | null;
  ditampilkan: boolean;
}

const formDari = (bank: BankSoalFormModalProps['bankSoal']): FormBank => ({
  judul: bank?.judul ?? '',
  deskripsi: bank?.deskripsi ?? '',
  id_dosen: bank?.dosen?.id ?? null,
  id_mata_kuliah: bank?.mata_kuliah.id ?? null,
  ditampilkan: bank?.ditampilkan ?? false,
});

const labelMataKuliah = (mk: MataKuliahBankSoal) => `${mk.kode} - ${mk.nama}`;

const pesanGalat = (e: unknown) =>
  e instanceof Error ? e.message : typeof e === 'string' ? e : 'Terjadi kesalahan';

/** The form's fields are named as the body's, so the server's field errors land on them. */
const galatForm = (form: FormBank, adaOpsiDosen: boolean): FieldErrors => {
  const galat = validasiBankSoal(
    {
      judul: form.judul,
      deskripsi: form.deskripsi,
      dosen: form.id_dosen,
      mata_kuliah: form.id_mata_kuliah,
    },
    { adaOpsiDosen },
  );
  return {
    judul: galat.judul,
    deskripsi: galat.deskripsi,
    id_dosen: galat.dosen,
    id_mata_kuliah: galat.mata_kuliah,
  };
};

/**
 * 'Tambah Data Bank Soal' / 'Ubah Data Bank Soal' (spec 2 'Question bank', 5 'Bank modal'):
 * judul (required, max 100), deskripsi (required, max 300), the lecturer when options are given
 * (operators), the course (a combo box, searched on the server with `onCariMataKuliah`) and the
 * visibility Ditampilkan / Disembunyikan with what each means. Checks are the domain's
 * `validasiBankSoal`; the body is the contract's `SimpanBankSoal`.
 */
export function BankSoalFormModal({
  mode,
  bankSoal = null,
  opsiDosen,
  opsiMataKuliah,
  onCariMataKuliah,
  isMemuatMataKuliah = false,
  onSimpan,
  ...openProps
}: BankSoalFormModalProps) {
  const id = useId();
  const adaOpsiDosen = opsiDosen !== undefined;
  const ubah = mode === 'ubah';
  const [galat, setGalat] = useState<string | null>(null);
  // The chosen course stays in the list while a new search's results come and go.
  const [mkTerpilih, setMkTerpilih] = useState<MataKuliahBankSoal | null>(
    bankSoal?.mata_kuliah ?? null,
  );

  const form = useEditorForm<FormBank>({
    initial: () => formDari(bankSoal),
    open: openProps,
    source: `${mode}|${bankSoal?.id ?? ''}`,
    disableWhileSubmitting: true,
    onReset: () => {
      setGalat(null);
      setMkTerpilih(bankSoal?.mata_kuliah ?? null);
    },
  });
  const { values } = form;

  const cari = useDebouncedCallback((teks: string) => onCariMataKuliah?.(teks), JEDA_CARI_MS);

  const daftarMk = [...opsiMataKuliah];
  if (mkTerpilih && !daftarMk.some((m) => m.id === mkTerpilih.id)) daftarMk.unshift(mkTerpilih);
  const daftarDosen = [...(opsiDosen ?? [])];
  if (bankSoal?.dosen && !daftarDosen.some((d) => d.id === bankSoal.dosen?.id)) {
    daftarDosen.unshift(bankSoal.dosen);
  }

  const pilihMk = (key: Key | null) => {
    const mk = daftarMk.find((m) => m.id === key) ?? null;
    setMkTerpilih(mk);
    form.set({ id_mata_kuliah: mk?.id ?? null });
  };

  const simpan = async () => {
    setGalat(null);
    const body: SimpanBankSoal = {
      judul: values.judul.trim(),
      deskripsi: values.deskripsi.trim(),
      id_mata_kuliah: values.id_mata_kuliah ?? '',
      ditampilkan: values.ditampilkan,
      ...(adaOpsiDosen ? { id_dosen: values.id_dosen } : {}),
    };
    const hasil = await form.submit(() => onSimpan(body), {
      validate: () => galatForm(values, adaOpsiDosen),
    });
    // Field errors of the server are on their fields; any other failure is said above the form.
    if (hasil && !hasil.ok && galatServer(hasil.error).length === 0) {
      setGalat(pesanGalat(hasil.error));
    }
  };

  const visibilitas: StatusTampilan = values.ditampilkan ? 'Ditampilkan' : 'Disembunyikan';

  return (
    <Modal
      {...form.open}
      title={ubah ? 'Ubah Data Bank Soal' : 'Tambah Data Bank Soal'}
      width={600}
      submitLabel={ubah ? 'Simpan' : 'Tambah'}
      isSubmitting={form.isSubmitting}
      isSubmitDisabled={ubah && !form.isDirty}
      submitDisabledReason={ubah && !form.isDirty ? 'Tidak ada perubahan data' : undefined}
      onSubmit={() => void simpan()}
    >
      <FormStack>
        {galat ? (
          <p className={styles.galat} role="alert">
            {galat}
          </p>
        ) : null}
        <TextField label="Judul" isRequired maxLength={MAKS_JUDUL_BANK} {...form.field('judul')} />
        <TextArea
          label="Deskripsi"
          isRequired
          rows={3}
          maxLength={MAKS_DESKRIPSI_BANK}
          {...form.field('deskripsi')}
        />
        {adaOpsiDosen ? (
          <ComboBox
            label="Dosen"
            isRequired
            placeholder="Pilih dosen"
            items={daftarDosen.map((d) => ({ id: d.id, label: d.nama }))}
            {...form.field('id_dosen', { adapter: keyAdapter<string>() })}
          />
        ) : null}
        <ComboBox
          label="Mata Kuliah"
          isRequired
          placeholder="Cari kode atau nama mata kuliah"
          items={daftarMk.map((m) => ({ id: m.id, label: labelMataKuliah(m) }))}
          emptyText={isMemuatMataKuliah ? 'Memuat mata kuliah...' : undefined}
          {...form.field('id_mata_kuliah', { adapter: keyAdapter<string>() })}
          onChange={pilihMk}
          {...(onCariMataKuliah
            ? {
                defaultFilter: () => true,
                onInputChange: (teks: string) => {
                  // Choosing a course writes its label in the input: that is no search.
                  if (daftarMk.some((m) => labelMataKuliah(m) === teks)) return;
                  cari(teks);
                },
              }
            : {})}
        />
        <RadioGroup
          label="Visibilitas"
          value={visibilitas}
          onChange={(v) => form.set({ ditampilkan: v === 'Ditampilkan' })}
          isDisabled={form.isSubmitting}
        >
          {VISIBILITAS_BANK_SOAL.map((s) => (
            <Radio key={s} value={s} aria-describedby={`${id}-${s}`}>
              {s}
              <span id={`${id}-${s}`} className={styles.penjelasan} aria-hidden="true">
                {PENJELASAN_VISIBILITAS_BANK[s]}
              </span>
            </Radio>
          ))}
        </RadioGroup>
      </FormStack>
    </Modal>
  );
}
