import { parseDate, parseTime } from '@internationalized/date';
import type { Ruangan, SesiKuliah } from '@kampus/api';
import {
  type FormPertemuan,
  type JenisPertemuan,
  keadaanEditPertemuan,
  labelRuangan,
  pilihSesi,
} from '@kampus/domain';
import {
  type EditorForm,
  type FieldAdapter,
  FormGrid,
  FormSection,
  keyAdapter,
} from '../../../forms';
import { DatePicker } from '../../../primitives/DatePicker';
import { Select } from '../../../primitives/Select';
import { TimeField } from '../../../primitives/TimeField';

const keDate = (tanggal: string | null) => {
  try {
    return tanggal ? parseDate(tanggal) : null;
  } catch {
    return null;
  }
};
const keTime = (jam: string | null) => {
  try {
    return jam ? parseTime(jam) : null;
  } catch {
    return null;
  }
};

/** 'YYYY-MM-DD' in the form, a calendar date in the picker. */
const adapterTanggal: FieldAdapter<string | null, ReturnType<typeof keDate>> = {
  toField: keDate,
  fromField: (d) => (d ? d.toString() : null),
};
/** 'HH:mm(:ss)' in the form, a time in the field. */
const adapterJam: FieldAdapter<string | null, ReturnType<typeof keTime>> = {
  toField: keTime,
  fromField: (t) => (t ? t.toString() : null),
};

interface BidangJadwalProps {
  form: EditorForm<FormPertemuan>;
  jenis: JenisPertemuan;
  /** The schedule may change; otherwise every field is read-only. */
  jadwal: boolean;
  sesi: readonly SesiKuliah[];
  ruangan: readonly Ruangan[];
  /** The meeting's own room, choosable while availability reloads. */
  ruanganSendiri: { id: string; nama: string } | null;
  jumlahPeserta: number;
}

/** 'Jadwal' (spec 5): date, session (it sets the times), start and end, and the room. */
export function BidangJadwal({
  form,
  jenis,
  jadwal,
  sesi,
  ruangan,
  ruanganSendiri,
  jumlahPeserta,
}: BidangJadwalProps) {
  const opsiSesi = sesi.map((s) => ({
    id: s.id,
    label: `${s.nama} (${s.jam_mulai.slice(0, 5)} - ${s.jam_selesai.slice(0, 5)})`,
  }));
  const opsiRuangan = ruangan.map((r) => ({ id: r.id, label: labelRuangan(r, jumlahPeserta) }));
  if (
    ruanganSendiri &&
    form.values.id_ruangan === ruanganSendiri.id &&
    !ruangan.some((r) => r.id === ruanganSendiri.id)
  ) {
    opsiRuangan.unshift({ id: ruanganSendiri.id, label: ruanganSendiri.nama });
  }

  return (
    <FormSection title="Jadwal" note={jadwal ? null : 'Jadwal pertemuan ini tidak dapat diubah.'}>
      <FormGrid>
        <DatePicker
          label="Tanggal"
          granularity="day"
          isRequired={jadwal}
          isDisabled={!jadwal}
          {...form.field('tanggal', { adapter: adapterTanggal })}
        />
        <Select
          label="Sesi"
          isRequired={jadwal}
          isDisabled={!jadwal}
          items={opsiSesi}
          {...form.field('id_sesi')}
          onChange={(id) => {
            const dipilih = sesi.find((s) => s.id === id);
            if (!dipilih) return;
            // Choosing a session sets the times to its hours.
            form.update((f) => pilihSesi(keadaanEditPertemuan(f), dipilih).form);
            form.clearErrors('id_sesi', 'jam_mulai', 'jam_selesai');
          }}
        />
        <TimeField
          label="Jam Mulai"
          isRequired={jadwal}
          isDisabled={!jadwal}
          {...form.field('jam_mulai', { adapter: adapterJam })}
        />
        <TimeField
          label="Jam Selesai"
          isRequired={jadwal}
          isDisabled={!jadwal}
          {...form.field('jam_selesai', { adapter: adapterJam })}
        />
      </FormGrid>
      <Select
        label="Ruangan"
        isRequired={jadwal && jenis === 'offline'}
        isDisabled={!jadwal || jenis === 'online'}
        items={opsiRuangan}
        {...form.field('id_ruangan', { adapter: keyAdapter<string>() })}
        description={jenis === 'online' ? 'Pertemuan online tidak menggunakan ruangan.' : undefined}
      />
    </FormSection>
  );
}
