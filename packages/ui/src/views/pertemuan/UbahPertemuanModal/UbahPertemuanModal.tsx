import type { HasilCekBentrok, Pertemuan, Ruangan, SesiKuliah } from '@kampus/api';
import {
  bisaCekJadwal,
  bolehSimpanPertemuan,
  bolehUbahPengajarPertemuan,
  type FieldPertemuan,
  type FormPertemuan,
  formPertemuanDari,
  JENIS_PERTEMUAN,
  type JenisPertemuan,
  KATEGORI_PERTEMUAN,
  keadaanEditPertemuan,
  LABEL_JENIS_PERTEMUAN,
  LABEL_KATEGORI_PERTEMUAN,
  MAKS_DESKRIPSI_PERTEMUAN,
  PESAN_PERTEMUAN,
  payloadCekBentrok,
  payloadPertemuan,
  type Role,
  rentangKetersediaanRuangan,
  ubahFormPertemuan,
  validasiPertemuan,
} from '@kampus/domain';
import CalendarSearch from 'lucide-react/icons/calendar-search';
import { useEffect, useRef, useState } from 'react';
import { FormGrid, FormStack, useEditorForm } from '../../../forms';
import type { OverlayOpenProps } from '../../../hooks/useOverlayOpenState';
import { Modal } from '../../../overlays/Modal';
import { Button } from '../../../primitives/Button';
import { Radio, RadioGroup } from '../../../primitives/RadioGroup';
import { TextArea } from '../../../primitives/TextArea';
import { TextField } from '../../../primitives/TextField';
import { type ToastQueue, tampilkanToast, toastQueue } from '../../../primitives/Toast';
import { BidangJadwal } from './BidangJadwal';
import { BidangPengajar } from './BidangPengajar';
import { HasilCekJadwal } from './HasilCekJadwal';

/** The domain payload with its times present (they are checked before sending). */
type DenganWaktu<T> = T extends { waktu_mulai: unknown }
  ? Omit<T, 'waktu_mulai' | 'waktu_selesai'> & { waktu_mulai: string; waktu_selesai: string }
  : T;
/** Only the variant with the schedule (the conflict check always sends it). */
type DenganJadwal<T> = T extends { waktu_mulai: unknown } ? DenganWaktu<T> : never;

/** The body of PUT /lms/pertemuan/cek_bentrok: the form, the class and the meeting itself. */
export type BodyCekBentrok = DenganJadwal<ReturnType<typeof payloadCekBentrok>> & { id: string };
/** The body of PUT /lms/pertemuan/{id}: schedule fields only when the schedule is editable. */
export type BodyUbahPertemuan = DenganWaktu<ReturnType<typeof payloadPertemuan>>;

export interface UbahPertemuanModalProps extends OverlayOpenProps {
  pertemuan: Pertemuan;
  /** The class time zone; dates and times are edited in it. @default 'Asia/Jakarta' */
  timeZone?: string;
  /** Sessions (GET /lms/sesi_kuliah). */
  sesi: readonly SesiKuliah[];
  /** Rooms with their availability for the chosen range (GET /lms/ruangan). */
  ruangan: readonly Ruangan[];
  /** Participants, against room capacity. @default pertemuan.jumlah_peserta */
  jumlahPeserta?: number;
  /** The user's role: lecturers get no attendance parameters (spec 5). */
  role: Role;
  /** The user is the class's main teacher (is_utama); only they and operators pick teachers. */
  isUtama?: boolean;
  /**
   * Whether the schedule may change (settings ubah_jadwal_pertemuan per type, domain
   * `jadwalBisaDiubah`): a value, or a function of the type chosen in the form. When false the
   * schedule fields are read-only and left out of the saved body.
   */
  jadwalBisaDiubah: boolean | ((jenis: JenisPertemuan) => boolean);
  /** 'Cek Jadwal'; a failure shows 'Gagal mengecek jadwal bentrok'. */
  onCekJadwal: (body: BodyCekBentrok) => Promise<HasilCekBentrok>;
  /** 'Simpan': the modal stays pending until it settles and closes when it resolves. */
  onSubmit: (body: BodyUbahPertemuan) => unknown;
  /** The chosen date and times changed: reload room availability for that range. */
  onRuanganRange?: (mulai: string, selesai: string) => void;
  /** Where the toasts go. @default the app's toastQueue */
  toastQueue?: ToastQueue;
}

const DEFAULT_TZ = 'Asia/Jakarta';

/** The errors a change clears besides the changed fields' own. */
const galatTerkait = (perubahan: Partial<FormPertemuan>): FieldPertemuan[] => [
  ...('tanggal' in perubahan || 'id_sesi' in perubahan
    ? (['jam_mulai', 'jam_selesai'] as const)
    : []),
  ...(perubahan.jenis === 'online' ? (['id_ruangan'] as const) : []),
];

/**
 * 'Ubah Data Pertemuan' (spec 2, 4, 5): title, description, category, type, session, date,
 * times, room, teachers and attendance parameters, with 'Cek Jadwal'. Every rule is the domain's
 * (`ubahFormPertemuan`, `pilihSesi`, `bisaCekJadwal`, `bolehSimpanPertemuan`,
 * `validasiPertemuan`, `payloadPertemuan`); any change clears the conflict result.
 */
export function UbahPertemuanModal({
  pertemuan,
  timeZone = DEFAULT_TZ,
  sesi,
  ruangan,
  jumlahPeserta = pertemuan.jumlah_peserta,
  role,
  isUtama = false,
  jadwalBisaDiubah,
  onCekJadwal,
  onSubmit,
  onRuanganRange,
  toastQueue: antrian = toastQueue,
  ...openProps
}: UbahPertemuanModalProps) {
  const [sedangCek, setSedangCek] = useState(false);
  // The last conflict check with the form it checked: any change makes it stale.
  const [cek, setCek] = useState<{ form: FormPertemuan; hasil: HasilCekBentrok } | null>(null);

  const form = useEditorForm<FormPertemuan>({
    initial: () => formPertemuanDari(pertemuan, timeZone),
    open: openProps,
    // A refreshed meeting replaces the form, unless the user has started editing it.
    source: pertemuan,
    keepEdits: true,
    apply: (f, perubahan) => ubahFormPertemuan(keadaanEditPertemuan(f), perubahan).form,
    clears: galatTerkait,
    onReset: () => setCek(null),
  });
  const { values } = form;
  const hasilCek = cek && cek.form === values ? cek.hasil : null;
  const keadaan = { awal: form.initialValues, form: values, hasilCek };

  const jenis: JenisPertemuan = values.jenis || 'online';
  const jadwal =
    typeof jadwalBisaDiubah === 'function' ? jadwalBisaDiubah(jenis) : jadwalBisaDiubah;
  const bolehPilihPengajar = bolehUbahPengajarPertemuan({ role, utama: isUtama });
  const boleh = bolehSimpanPertemuan(keadaan, jadwal);

  // Room availability follows the chosen range (GET /lms/ruangan availability_start/end).
  const rentang = rentangKetersediaanRuangan(values, timeZone);
  const kunciRentang = jadwal && rentang ? `${rentang.mulai}|${rentang.selesai}` : null;
  const onRuanganRangeRef = useRef(onRuanganRange);
  onRuanganRangeRef.current = onRuanganRange;
  const terbuka = form.open.isOpen !== false;
  useEffect(() => {
    if (!terbuka || kunciRentang === null) return;
    const [mulai, selesai] = kunciRentang.split('|') as [string, string];
    onRuanganRangeRef.current?.(mulai, selesai);
  }, [kunciRentang, terbuka]);

  const cekJadwal = async () => {
    const diperiksa = values;
    setSedangCek(true);
    try {
      const hasil = await onCekJadwal({
        // The button needs the date and both times, so the range is complete.
        ...(payloadCekBentrok(diperiksa, pertemuan.id_kelas_kuliah, timeZone) as DenganJadwal<
          ReturnType<typeof payloadCekBentrok>
        >),
        id: pertemuan.id,
      });
      // A result for a form the user has since changed is stale: it never shows.
      setCek({ form: diperiksa, hasil });
    } catch {
      tampilkanToast({ pesan: PESAN_PERTEMUAN.gagalCekJadwal, jenis: 'danger' }, antrian);
    } finally {
      setSedangCek(false);
    }
  };

  const simpan = () => {
    const sesiDipilih = sesi.find((s) => s.id === values.id_sesi) ?? null;
    const hasil = validasiPertemuan(values, { jadwalBisaDiubah: jadwal, sesi: sesiDipilih });
    if (hasil.toast) {
      form.setErrors(hasil.galat);
      tampilkanToast({ pesan: hasil.toast, jenis: 'danger' }, antrian);
      return;
    }
    // validasiPertemuan asked for the date and times whenever the schedule is sent.
    const body = payloadPertemuan(values, { jadwalBisaDiubah: jadwal, tz: timeZone });
    return form.submit(() => onSubmit(body as BodyUbahPertemuan));
  };

  return (
    <Modal
      {...form.open}
      title="Ubah Data Pertemuan"
      subtitle={`Pertemuan ${pertemuan.nomor}`}
      width={800}
      isSubmitDisabled={!boleh.ok}
      submitDisabledReason={boleh.ok ? undefined : boleh.pesan}
      isSubmitting={form.isSubmitting}
      onSubmit={() => void simpan()}
      footerStart={
        jadwal ? (
          <Button
            variant="secondary"
            icon={<CalendarSearch />}
            // bisaCekJadwal, plus a date: a cleared date picker leaves no range to check.
            isDisabled={!bisaCekJadwal(values) || rentang === null || form.isSubmitting}
            isPending={sedangCek}
            onPress={() => void cekJadwal()}
          >
            Cek Jadwal
          </Button>
        ) : null
      }
    >
      <FormStack>
        <TextField label="Judul" isRequired {...form.field('judul')} />
        <TextArea
          label="Deskripsi"
          isRequired
          rows={3}
          maxLength={MAKS_DESKRIPSI_PERTEMUAN}
          {...form.field('deskripsi')}
        />
        <FormGrid>
          <RadioGroup
            label="Kategori"
            orientation="horizontal"
            value={values.kategori?.toLowerCase() || 'kuliah'}
            onChange={(kategori) => form.set({ kategori })}
          >
            {KATEGORI_PERTEMUAN.map((k) => (
              <Radio key={k} value={k}>
                {LABEL_KATEGORI_PERTEMUAN[k]}
              </Radio>
            ))}
          </RadioGroup>
          <RadioGroup
            label="Jenis"
            orientation="horizontal"
            value={jenis}
            onChange={(j) => form.set({ jenis: j as JenisPertemuan })}
          >
            {JENIS_PERTEMUAN.map((j) => (
              <Radio key={j} value={j}>
                {LABEL_JENIS_PERTEMUAN[j]}
              </Radio>
            ))}
          </RadioGroup>
        </FormGrid>
        <BidangJadwal
          form={form}
          jenis={jenis}
          jadwal={jadwal}
          sesi={sesi}
          ruangan={ruangan}
          ruanganSendiri={pertemuan.ruangan ?? null}
          jumlahPeserta={jumlahPeserta}
        />
        <BidangPengajar
          form={form}
          pengajarKelas={pertemuan.pengajar_kelas}
          jenis={jenis}
          role={role}
          jadwal={jadwal}
          bolehPilihPengajar={bolehPilihPengajar}
        />
        {hasilCek ? <HasilCekJadwal hasil={hasilCek} timeZone={timeZone} /> : null}
      </FormStack>
    </Modal>
  );
}
