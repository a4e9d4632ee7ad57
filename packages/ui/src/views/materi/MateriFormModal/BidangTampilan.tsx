import {
  type DateValue,
  fromAbsolute,
  toCalendarDate,
  toZoned,
  type ZonedDateTime,
} from '@internationalized/date';
import { type FormMateri, keEpoch, PESAN_WAKTU_MATERI, type WaktuInput } from '@kampus/domain';
import { useMemo } from 'react';
import { type FieldAdapter, FormGrid, FormSection } from '../../../forms';
import { DatePicker } from '../../../primitives/DatePicker';
import { Radio, RadioGroup } from '../../../primitives/RadioGroup';
import type { FormMateriEditor } from './types';

interface BidangTampilanProps {
  form: FormMateriEditor;
  /** The form's values when editing started (an edit), else null. */
  asli: FormMateri | null;
  syaratNonaktif: boolean;
  timeZone: string;
  sekarang: string;
  /** The user set the deadline: a new meeting no longer sets its default. */
  onDeadlineDiubah: () => void;
}

const keZoned = (waktu: WaktuInput | null, tz: string): ZonedDateTime | null => {
  const ms = keEpoch(waktu);
  return ms === null ? null : fromAbsolute(ms, tz);
};
const keEpochDari = (nilai: DateValue | null, tz: string): number | null =>
  nilai ? toZoned(nilai, tz).toDate().getTime() : null;

/** A stored time edited in the class time zone; the form keeps epoch milliseconds. */
const adapterWaktu = (tz: string): FieldAdapter<WaktuInput | null, ZonedDateTime | null> => ({
  toField: (waktu) => keZoned(waktu, tz),
  fromField: (nilai) => keEpochDari(nilai, tz),
});

/**
 * Display and attendance (spec 4 'Material display'): now or later with a start, the requirement
 * Ya/Tidak (disabled and empty for offline meetings) and its deadline.
 */
export function BidangTampilan({
  form,
  asli,
  syaratNonaktif,
  timeZone,
  sekarang,
  onDeadlineDiubah,
}: BidangTampilanProps) {
  const { values } = form;
  const isDisabled = form.isSubmitting;
  const kini = useMemo(() => keZoned(sekarang, timeZone), [sekarang, timeZone]);
  const hariIni = kini ? toCalendarDate(kini) : undefined;
  // Typed dates start from now, whole minutes: the picker shows no seconds (spec 9 'HH:mm').
  const placeholder = kini?.set({ second: 0, millisecond: 0 });
  const mulai = keZoned(values.waktu_mulai_tampil, timeZone);
  // A stored time left as it was is not held to 'not in the past' (an old material).
  const mulaiTetap =
    asli !== null && keEpoch(asli.waktu_mulai_tampil) === keEpoch(values.waktu_mulai_tampil);
  const deadlineTetap = asli !== null && keEpoch(asli.deadline) === keEpoch(values.deadline);
  const minMulai = mulaiTetap ? undefined : (kini ?? undefined);
  const batasDeadline =
    !values.tampil_sekarang && mulai && kini && mulai.compare(kini) > 0 ? mulai : kini;
  const minDeadline = deadlineTetap && mulaiTetap ? undefined : (batasDeadline ?? undefined);
  const syarat = syaratNonaktif ? null : values.is_syarat_hadir === true;
  const waktu = adapterWaktu(timeZone);
  const deadline = form.field('deadline', { adapter: waktu, keepFieldValidation: true });

  return (
    <FormSection title="Tampilan dan Kehadiran">
      <FormGrid align="start">
        <RadioGroup
          label="Waktu Tampil"
          orientation="horizontal"
          value={values.tampil_sekarang ? 'sekarang' : 'nanti'}
          onChange={(v) => form.set({ tampil_sekarang: v === 'sekarang' })}
          isDisabled={isDisabled}
        >
          <Radio value="sekarang">Tampilkan Sekarang</Radio>
          <Radio value="nanti">Tampilkan Nanti</Radio>
        </RadioGroup>
        {values.tampil_sekarang ? null : (
          <DatePicker
            label="Tanggal & Jam Mulai Tampil"
            isRequired
            minValue={minMulai}
            placeholderValue={placeholder}
            today={hariIni}
            isDisabled={isDisabled}
            {...form.field('waktu_mulai_tampil', { adapter: waktu, keepFieldValidation: true })}
          />
        )}
      </FormGrid>
      <FormGrid align="start">
        <RadioGroup
          label="Syarat Kehadiran"
          orientation="horizontal"
          value={syarat === null ? null : syarat ? 'ya' : 'tidak'}
          onChange={(v) => form.set({ is_syarat_hadir: v === 'ya' })}
          isDisabled={isDisabled || syaratNonaktif}
          description={syaratNonaktif ? PESAN_WAKTU_MATERI.syaratOffline : undefined}
        >
          <Radio value="ya">Ya</Radio>
          <Radio value="tidak">Tidak</Radio>
        </RadioGroup>
        {syarat ? (
          <DatePicker
            label="Deadline"
            isRequired
            minValue={minDeadline}
            placeholderValue={placeholder}
            today={hariIni}
            isDisabled={isDisabled}
            {...deadline}
            onChange={(d) => {
              onDeadlineDiubah();
              deadline.onChange(d);
            }}
          />
        ) : null}
      </FormGrid>
    </FormSection>
  );
}
