import { fromAbsolute, toZoned, type ZonedDateTime } from '@internationalized/date';
import {
  bisaPilihWaktuSelesai,
  keEpoch,
  PESAN_WAKTU_KUNCI,
  peringatanWaktuKunci,
  RENTANG_TAHUN_PICKER_KUNCI,
  type WaktuInput,
} from '@kampus/domain';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useId } from 'react';
import { type FieldAdapter, FormGrid } from '../../../forms';
import { DatePicker } from '../../../primitives/DatePicker';
import { Radio, RadioGroup } from '../../../primitives/RadioGroup';
import type { FormUjianEditor } from './types';
import * as styles from './UjianFormModal.css';

/** A stored time edited in the class time zone; the form keeps epoch milliseconds. */
const adapterWaktu = (tz: string): FieldAdapter<WaktuInput | null, ZonedDateTime | null> => ({
  toField: (waktu) => {
    const ms = keEpoch(waktu, tz);
    return ms === null ? null : fromAbsolute(ms, tz);
  },
  fromField: (nilai) => (nilai ? toZoned(nilai, tz).toDate().getTime() : null),
});

interface BidangWaktuProps {
  form: FormUjianEditor;
  timeZone: string;
}

/** Start and end; the end can be chosen only after the start is set (spec 4 'Quiz form'). */
export function BidangRentangWaktu({ form, timeZone }: BidangWaktuProps) {
  const waktu = adapterWaktu(timeZone);
  const mulai = waktu.toField(form.values.waktu_mulai);
  return (
    <FormGrid align="start">
      <DatePicker
        label="Waktu Mulai"
        isRequired
        {...form.field('waktu_mulai', { adapter: waktu, keepFieldValidation: true })}
      />
      <DatePicker
        label="Waktu Selesai"
        isRequired
        minValue={mulai ?? undefined}
        placeholderValue={mulai ?? undefined}
        {...form.field('waktu_selesai', { adapter: waktu, keepFieldValidation: true })}
        isDisabled={form.isSubmitting || !bisaPilihWaktuSelesai(form.values)}
      />
    </FormGrid>
  );
}

/**
 * 'Kunci Jawaban' Ya/Tidak and, on Ya, the time the key is shown (spec 4), with what that time
 * means and a warning when it comes before the exam ends (domain `peringatanWaktuKunci`). The
 * new-exam form binds `kunci_jawaban`, the copy tab `salin_kunci_jawaban`.
 */
export function BidangKunciJawaban({
  form,
  timeZone,
  nama,
}: BidangWaktuProps & { nama: 'kunci_jawaban' | 'salin_kunci_jawaban' }) {
  const idPeringatan = useId();
  const waktu = adapterWaktu(timeZone);
  const ya = form.values[nama] === 'Ya';
  const jangkar =
    waktu.toField(form.values.waktu_selesai) ?? waktu.toField(form.values.waktu_mulai) ?? undefined;
  const peringatan = ya ? peringatanWaktuKunci(form.values, timeZone) : null;
  return (
    <div>
      <FormGrid align="start">
        <RadioGroup
          label={nama === 'salin_kunci_jawaban' ? 'Tampilkan Kunci Jawaban' : 'Kunci Jawaban'}
          orientation="horizontal"
          value={form.values[nama]}
          onChange={(v) => form.set({ [nama]: v === 'Ya' ? 'Ya' : 'Tidak' })}
          isDisabled={form.isSubmitting}
        >
          <Radio value="Ya">Ya</Radio>
          <Radio value="Tidak">Tidak</Radio>
        </RadioGroup>
        {ya ? (
          <DatePicker
            label="Waktu Tampil Kunci Jawaban"
            isRequired
            placeholderValue={waktu.toField(form.values.waktu_selesai) ?? undefined}
            // The key date picker spans 100 years either side (spec 9 'Quiz limits').
            minValue={jangkar?.subtract({ years: RENTANG_TAHUN_PICKER_KUNCI })}
            maxValue={jangkar?.add({ years: RENTANG_TAHUN_PICKER_KUNCI })}
            description={PESAN_WAKTU_KUNCI.penjelasan}
            {...form.field('waktu_tampil_kunci', { adapter: waktu, keepFieldValidation: true })}
            aria-describedby={peringatan ? idPeringatan : undefined}
          />
        ) : null}
      </FormGrid>
      {/* A warning, not an error: a key shown early can be what the lecturer wants. The live
          region stays in place so the warning is announced when it appears. */}
      <div role="status">
        {peringatan ? (
          <p id={idPeringatan} className={styles.peringatan}>
            <TriangleAlert aria-hidden="true" size={16} />
            {peringatan}
          </p>
        ) : null}
      </div>
    </div>
  );
}
