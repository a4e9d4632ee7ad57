import type { Materi } from '@kampus/api';
import {
  inputMateri,
  JENIS_MATERI,
  type JenisMateri,
  LABEL_JENIS_MATERI,
  LABEL_TIPE_FILE,
  TIPE_FILE,
  type TipeFile,
} from '@kampus/domain';
import type { ReactNode } from 'react';
import { RichTextEditor } from '../../../content/RichTextEditor/RichTextEditor';
import { FormGrid, FormStack, keyAdapter } from '../../../forms';
import { Select } from '../../../primitives/Select';
import { TextField } from '../../../primitives/TextField';
import { BidangBerkas } from './BidangBerkas';
import * as styles from './MateriFormModal.css';
import type { AturanBerkas, FormMateriEditor } from './types';

const OPSI_TIPE = TIPE_FILE.map((t) => ({ id: t, label: LABEL_TIPE_FILE[t] }));
const OPSI_JENIS = JENIS_MATERI.map((j) => ({ id: j, label: LABEL_JENIS_MATERI[j] }));

interface FormUnggahProps {
  form: FormMateriEditor;
  /** The material being edited: its file is shown and replacing it is optional. */
  materi: Materi | null;
  berkas: File | null;
  onPilihTipe: (tipe: TipeFile | null) => void;
  onPilihBerkas: (files: readonly File[]) => void;
  onHapusBerkas: () => void;
  aturanBerkas: (tipe: TipeFile) => AturanBerkas;
  children: ReactNode;
}

/** The upload tab: title, description, type and kind, the file or the link, then `children`. */
export function FormUnggah({
  form,
  materi,
  berkas,
  onPilihTipe,
  onPilihBerkas,
  onHapusBerkas,
  aturanBerkas,
  children,
}: FormUnggahProps) {
  const { values } = form;
  const input = inputMateri(values.tipe_file);
  const deskripsi = form.field('deskripsi');
  return (
    <FormStack className={styles.tabIsi}>
      <TextField label="Judul" isRequired {...form.field('judul')} />
      <RichTextEditor
        label="Deskripsi"
        isRequired
        value={deskripsi.value}
        onChange={deskripsi.onChange}
        isDisabled={form.isSubmitting}
        height={200}
        errorMessage={deskripsi.errorMessage}
      />
      <FormGrid align="start">
        <Select
          label="Tipe File"
          isRequired
          items={OPSI_TIPE}
          {...form.field('tipe_file', { adapter: keyAdapter<TipeFile>() })}
          onChange={(id) => onPilihTipe((id as TipeFile | null) ?? null)}
        />
        <Select
          label="Jenis Materi"
          isRequired
          items={OPSI_JENIS}
          {...form.field('jenis_materi', { adapter: keyAdapter<JenisMateri>() })}
        />
      </FormGrid>
      {input === 'link' ? (
        <TextField
          label="Link"
          // Not type="url": the stored links are free text (spec 3 file_url).
          inputMode="url"
          isRequired
          placeholder="https://"
          {...form.field('link')}
        />
      ) : (
        <BidangBerkas
          tipe={values.tipe_file}
          berkas={berkas}
          // The stored file stands while the type is unchanged (spec 5: file only if new).
          berkasLama={materi?.tipe_file === values.tipe_file ? materi.file : null}
          isRequired={!materi || materi.tipe_file !== values.tipe_file}
          galat={form.errors.berkas}
          onPilih={onPilihBerkas}
          onHapus={onHapusBerkas}
          aturan={values.tipe_file && input === 'berkas' ? aturanBerkas(values.tipe_file) : null}
          isDisabled={form.isSubmitting}
        />
      )}
      {children}
    </FormStack>
  );
}
