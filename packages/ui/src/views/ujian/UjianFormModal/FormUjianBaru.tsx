import type { Ujian } from '@kampus/api';
import {
  JENIS_UJIAN,
  type JenisUjian,
  LABEL_JENIS_UJIAN,
  LABEL_SIFAT_UJIAN,
  opsiUjianUtama,
  SIFAT_UJIAN,
  STATUS_TAMPILAN,
  TEKS_TIDAK_ADA_UJIAN_UTAMA,
} from '@kampus/domain';
import { useId } from 'react';
import { RichTextEditor } from '../../../content/RichTextEditor/RichTextEditor';
import { choiceAdapter, FormGrid, FormStack, keyAdapter, numberAdapter } from '../../../forms';
import { Inline } from '../../../layout';
import { NumberField } from '../../../primitives/NumberField';
import { Radio, RadioGroup } from '../../../primitives/RadioGroup';
import { Select } from '../../../primitives/Select';
import { TextField } from '../../../primitives/TextField';
import { BidangKunciJawaban, BidangRentangWaktu } from './BidangWaktu';
import { PesertaRemedial } from './PesertaRemedial';
import type { FormUjianEditor, PesertaRemedial as Peserta } from './types';
import * as styles from './UjianFormModal.css';

const OPSI_JENIS = JENIS_UJIAN.map((j) => ({ id: j, label: LABEL_JENIS_UJIAN[j] }));

interface FormUjianBaruProps {
  form: FormUjianEditor;
  /** The non-remedial exams of the chosen meeting, for 'Ujian Utama'. */
  ujianPertemuan: readonly Pick<Ujian, 'id' | 'judul' | 'jenis'>[];
  peserta: readonly Peserta[];
  timeZone: string;
}

/**
 * The 'Buat Kuis/Ujian Baru' fields (spec 3 'Quiz/exam form', 4 'Quiz form'): title, rich-text
 * description, type (remedial reveals the main exam and the participants), times, display,
 * nature, shuffle, time limit with its duration, and the answer key with its display time.
 */
export function FormUjianBaru({ form, ujianPertemuan, peserta, timeZone }: FormUjianBaruProps) {
  const { values } = form;
  const idMenit = useId();
  const deskripsi = form.field('deskripsi');
  const remedial = values.jenis_ujian === 'remedial';
  const utama = opsiUjianUtama(ujianPertemuan).map((u) => ({ id: u.id, label: u.judul }));
  const yaTidak = choiceAdapter<'Ya' | 'Tidak'>();

  return (
    <FormStack className={styles.tabIsi}>
      <TextField label="Judul" isRequired maxLength={200} {...form.field('judul')} />
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
          label="Jenis Kuis/Ujian"
          isRequired
          items={OPSI_JENIS}
          {...form.field('jenis_ujian', { adapter: keyAdapter<JenisUjian>() })}
          onChange={(id) => {
            const jenis = (id as JenisUjian | null) ?? null;
            // Leaving remedial drops its main exam; the participants stay until saved (not sent).
            form.set(
              jenis === 'remedial'
                ? { jenis_ujian: jenis }
                : { jenis_ujian: jenis, ujian_utama: null },
            );
          }}
        />
        {remedial ? (
          <Select
            label="Ujian Utama"
            isRequired
            items={utama}
            emptyText={TEKS_TIDAK_ADA_UJIAN_UTAMA}
            description={utama.length === 0 ? TEKS_TIDAK_ADA_UJIAN_UTAMA : undefined}
            {...form.field('ujian_utama', { adapter: keyAdapter<string>() })}
          />
        ) : null}
      </FormGrid>
      {remedial ? (
        <PesertaRemedial
          peserta={peserta}
          terpilih={values.peserta_remedial}
          onChange={(terpilih) => form.set({ peserta_remedial: terpilih })}
          isDisabled={form.isSubmitting}
        />
      ) : null}
      <BidangRentangWaktu form={form} timeZone={timeZone} />
      <FormGrid align="start">
        <RadioGroup
          label="Status Tampilan"
          orientation="horizontal"
          {...form.field('status_tampilan', {
            adapter: choiceAdapter<(typeof STATUS_TAMPILAN)[number]>(),
          })}
        >
          {STATUS_TAMPILAN.map((s) => (
            <Radio key={s} value={s}>
              {s}
            </Radio>
          ))}
        </RadioGroup>
        <RadioGroup
          label="Sifat"
          orientation="horizontal"
          {...form.field('sifat', { adapter: choiceAdapter<(typeof SIFAT_UJIAN)[number]>() })}
        >
          {SIFAT_UJIAN.map((s) => (
            <Radio key={s} value={s}>
              {LABEL_SIFAT_UJIAN[s]}
            </Radio>
          ))}
        </RadioGroup>
      </FormGrid>
      <FormGrid align="start">
        <RadioGroup
          label="Acak Soal"
          orientation="horizontal"
          {...form.field('acak_soal', { adapter: yaTidak })}
        >
          <Radio value="Ya">Ya</Radio>
          <Radio value="Tidak">Tidak</Radio>
        </RadioGroup>
      </FormGrid>
      <FormGrid align="start">
        <RadioGroup
          label="Batas Waktu"
          orientation="horizontal"
          {...form.field('batas_waktu', { adapter: yaTidak })}
        >
          <Radio value="Ya">Ya</Radio>
          <Radio value="Tidak">Tidak</Radio>
        </RadioGroup>
        {values.batas_waktu === 'Ya' ? (
          <Inline gap="sm" align="flex-start" wrap={false} minWidth={0}>
            <NumberField
              label="Durasi"
              isRequired
              minValue={0}
              step={1}
              aria-describedby={idMenit}
              {...form.field('durasi', { adapter: numberAdapter })}
            />
            <span id={idMenit} className={styles.satuan}>
              Menit
            </span>
          </Inline>
        ) : null}
      </FormGrid>
      <BidangKunciJawaban form={form} timeZone={timeZone} nama="kunci_jawaban" />
    </FormStack>
  );
}
