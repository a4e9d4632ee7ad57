import { parseDate, parseTime } from '@internationalized/date';
import type { HasilCekBentrok, Pertemuan, Ruangan, SesiKuliah } from '@kampus/api';
import {
  adaPerubahan,
  bisaCekJadwal,
  bolehSimpanPertemuan,
  type FieldPertemuan,
  type FormPertemuan,
  formPertemuanDari,
  type GalatForm,
  JENIS_PERTEMUAN,
  type JenisPertemuan,
  KATEGORI_PERTEMUAN,
  keadaanEditPertemuan,
  LABEL_JENIS_PERTEMUAN,
  LABEL_KATEGORI_PERTEMUAN,
  LABEL_PARAMETER_KEHADIRAN,
  labelRuangan,
  MAKS_DESKRIPSI_PERTEMUAN,
  namaLengkapPengajar,
  PARAMETER_KEHADIRAN,
  PARAMETER_KEHADIRAN_TETAP,
  type ParameterKehadiran,
  PESAN_PERTEMUAN,
  parameterKehadiranTampil,
  payloadCekBentrok,
  payloadPertemuan,
  pilihSesi,
  type Role,
  rentangKetersediaanRuangan,
  simpanHasilCek,
  ubahFormPertemuan,
  validasiPertemuan,
} from '@kampus/domain';
import CalendarSearch from 'lucide-react/icons/calendar-search';
import { useEffect, useRef, useState } from 'react';
import { galatServer, useModalForm } from '../../hooks/useModalForm';
import type { OverlayOpenProps } from '../../hooks/useOverlayOpenState';
import { Modal } from '../../overlays/Modal';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { CheckboxGroup } from '../../primitives/CheckboxGroup';
import { DatePicker } from '../../primitives/DatePicker';
import { Radio, RadioGroup } from '../../primitives/RadioGroup';
import { Select } from '../../primitives/Select';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { TimeField } from '../../primitives/TimeField';
import { type ToastQueue, tampilkanToast, toastQueue } from '../../primitives/Toast';
import { HasilCekJadwal } from './HasilCekJadwal';
import * as styles from './UbahPertemuanModal.css';

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
  const keadaanAwal = () => keadaanEditPertemuan(formPertemuanDari(pertemuan, timeZone));
  const [keadaan, setKeadaan] = useState(keadaanAwal);
  const [galat, setGalat] = useState<GalatForm<FieldPertemuan>>({});
  const [sedangCek, setSedangCek] = useState(false);

  // A refreshed meeting replaces the form, unless the user has started editing it.
  const [sumber, setSumber] = useState(pertemuan);
  if (sumber !== pertemuan) {
    setSumber(pertemuan);
    if (!adaPerubahan(keadaan)) setKeadaan(keadaanAwal());
  }

  const { open, isSubmitting, kirim } = useModalForm(openProps, () => {
    setKeadaan(keadaanAwal());
    setGalat({});
  });

  const form = keadaan.form;
  const jenis: JenisPertemuan = form.jenis || 'online';
  const jadwal =
    typeof jadwalBisaDiubah === 'function' ? jadwalBisaDiubah(jenis) : jadwalBisaDiubah;
  const bolehPilihPengajar = role === 'operator' || isUtama;
  const boleh = bolehSimpanPertemuan(keadaan, jadwal);

  const ubah = (perubahan: Partial<FormPertemuan>) => {
    setKeadaan((k) => ubahFormPertemuan(k, perubahan));
    setGalat((g) => {
      const sisa = { ...g };
      for (const kunci of Object.keys(perubahan)) delete sisa[kunci as FieldPertemuan];
      if ('tanggal' in perubahan || 'id_sesi' in perubahan) {
        delete sisa.jam_mulai;
        delete sisa.jam_selesai;
      }
      if (perubahan.jenis === 'online') delete sisa.id_ruangan;
      return sisa;
    });
  };

  // Room availability follows the chosen range (GET /lms/ruangan availability_start/end).
  const rentang = rentangKetersediaanRuangan(form, timeZone);
  const kunciRentang = jadwal && rentang ? `${rentang.mulai}|${rentang.selesai}` : null;
  const onRuanganRangeRef = useRef(onRuanganRange);
  onRuanganRangeRef.current = onRuanganRange;
  const terbuka = open.isOpen !== false;
  useEffect(() => {
    if (!terbuka || kunciRentang === null) return;
    const [mulai, selesai] = kunciRentang.split('|') as [string, string];
    onRuanganRangeRef.current?.(mulai, selesai);
  }, [kunciRentang, terbuka]);

  const cekJadwal = async () => {
    const diperiksa = form;
    setSedangCek(true);
    try {
      const hasil = await onCekJadwal({
        // The button needs the date and both times, so the range is complete.
        ...(payloadCekBentrok(diperiksa, pertemuan.id_kelas_kuliah, timeZone) as DenganJadwal<
          ReturnType<typeof payloadCekBentrok>
        >),
        id: pertemuan.id,
      });
      // A result for a form the user has since changed is stale: drop it.
      setKeadaan((k) => (k.form === diperiksa ? simpanHasilCek(k, hasil) : k));
    } catch {
      tampilkanToast({ pesan: PESAN_PERTEMUAN.gagalCekJadwal, jenis: 'danger' }, antrian);
    } finally {
      setSedangCek(false);
    }
  };

  const simpan = async () => {
    const sesiDipilih = sesi.find((s) => s.id === form.id_sesi) ?? null;
    const cek = validasiPertemuan(form, { jadwalBisaDiubah: jadwal, sesi: sesiDipilih });
    if (cek.toast) {
      setGalat(cek.galat);
      tampilkanToast({ pesan: cek.toast, jenis: 'danger' }, antrian);
      return;
    }
    // validasiPertemuan asked for the date and times whenever the schedule is sent.
    const body = payloadPertemuan(form, { jadwalBisaDiubah: jadwal, tz: timeZone });
    const hasil = await kirim(() => onSubmit(body as BodyUbahPertemuan));
    if (!hasil.ok) {
      const dariServer = galatServer(hasil.error);
      if (dariServer.length > 0) {
        setGalat(Object.fromEntries(dariServer.map((e) => [e.field, e.message])));
      }
    }
  };

  const opsiSesi = sesi.map((s) => ({
    id: s.id,
    label: `${s.nama} (${s.jam_mulai.slice(0, 5)} - ${s.jam_selesai.slice(0, 5)})`,
  }));
  const opsiRuangan = ruangan.map((r) => ({ id: r.id, label: labelRuangan(r, jumlahPeserta) }));
  // The meeting's own room stays choosable while availability reloads.
  if (
    pertemuan.ruangan &&
    form.id_ruangan === pertemuan.ruangan.id &&
    !ruangan.some((r) => r.id === pertemuan.ruangan?.id)
  ) {
    opsiRuangan.unshift({ id: pertemuan.ruangan.id, label: pertemuan.ruangan.nama });
  }

  const parameterAktif = PARAMETER_KEHADIRAN.filter(
    (p) => p === PARAMETER_KEHADIRAN_TETAP || form.parameter_kehadiran[p],
  );

  return (
    <Modal
      {...open}
      title="Ubah Data Pertemuan"
      subtitle={`Pertemuan ${pertemuan.nomor}`}
      width={800}
      isSubmitDisabled={!boleh.ok}
      submitDisabledReason={boleh.ok ? undefined : boleh.pesan}
      isSubmitting={isSubmitting}
      onSubmit={() => void simpan()}
      footerStart={
        jadwal ? (
          <Button
            variant="secondary"
            icon={<CalendarSearch />}
            // bisaCekJadwal, plus a date: a cleared date picker leaves no range to check.
            isDisabled={!bisaCekJadwal(form) || rentang === null || isSubmitting}
            isPending={sedangCek}
            onPress={() => void cekJadwal()}
          >
            Cek Jadwal
          </Button>
        ) : null
      }
    >
      <div className={styles.form}>
        <TextField
          label="Judul"
          isRequired
          validationBehavior="aria"
          value={form.judul}
          onChange={(judul) => ubah({ judul })}
          isInvalid={Boolean(galat.judul)}
          errorMessage={galat.judul}
        />
        <TextArea
          label="Deskripsi"
          isRequired
          validationBehavior="aria"
          rows={3}
          maxLength={MAKS_DESKRIPSI_PERTEMUAN}
          value={form.deskripsi}
          onChange={(deskripsi) => ubah({ deskripsi })}
          isInvalid={Boolean(galat.deskripsi)}
          errorMessage={galat.deskripsi}
        />
        <div className={styles.grid}>
          <RadioGroup
            label="Kategori"
            orientation="horizontal"
            value={form.kategori?.toLowerCase() || 'kuliah'}
            onChange={(kategori) => ubah({ kategori })}
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
            onChange={(j) => ubah({ jenis: j as JenisPertemuan })}
          >
            {JENIS_PERTEMUAN.map((j) => (
              <Radio key={j} value={j}>
                {LABEL_JENIS_PERTEMUAN[j]}
              </Radio>
            ))}
          </RadioGroup>
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Jadwal</legend>
          {jadwal ? null : <p className={styles.note}>Jadwal pertemuan ini tidak dapat diubah.</p>}
          <div className={styles.grid}>
            <DatePicker
              label="Tanggal"
              granularity="day"
              isRequired={jadwal}
              validationBehavior="aria"
              isDisabled={!jadwal}
              value={keDate(form.tanggal)}
              onChange={(d) => ubah({ tanggal: d ? d.toString() : null })}
              isInvalid={Boolean(galat.tanggal)}
              errorMessage={galat.tanggal}
            />
            <Select
              label="Sesi"
              isRequired={jadwal}
              validationBehavior="aria"
              isDisabled={!jadwal}
              items={opsiSesi}
              value={form.id_sesi}
              onChange={(id) => {
                const dipilih = sesi.find((s) => s.id === id);
                if (!dipilih) return;
                setKeadaan((k) => pilihSesi(k, dipilih));
                setGalat(({ id_sesi: _s, jam_mulai: _m, jam_selesai: _e, ...sisa }) => sisa);
              }}
              isInvalid={Boolean(galat.id_sesi)}
              errorMessage={galat.id_sesi}
            />
            <TimeField
              label="Jam Mulai"
              isRequired={jadwal}
              validationBehavior="aria"
              isDisabled={!jadwal}
              value={keTime(form.jam_mulai)}
              onChange={(t) => ubah({ jam_mulai: t ? t.toString() : null })}
              isInvalid={Boolean(galat.jam_mulai)}
              errorMessage={galat.jam_mulai}
            />
            <TimeField
              label="Jam Selesai"
              isRequired={jadwal}
              validationBehavior="aria"
              isDisabled={!jadwal}
              value={keTime(form.jam_selesai)}
              onChange={(t) => ubah({ jam_selesai: t ? t.toString() : null })}
              isInvalid={Boolean(galat.jam_selesai)}
              errorMessage={galat.jam_selesai}
            />
          </div>
          <Select
            label="Ruangan"
            isRequired={jadwal && jenis === 'offline'}
            validationBehavior="aria"
            isDisabled={!jadwal || jenis === 'online'}
            items={opsiRuangan}
            value={form.id_ruangan}
            onChange={(id) => ubah({ id_ruangan: id === null ? null : String(id) })}
            description={
              jenis === 'online' ? 'Pertemuan online tidak menggunakan ruangan.' : undefined
            }
            isInvalid={Boolean(galat.id_ruangan)}
            errorMessage={galat.id_ruangan}
          />
        </fieldset>
        <CheckboxGroup
          label="Pengajar"
          isRequired={jadwal}
          validationBehavior="aria"
          isDisabled={!jadwal || !bolehPilihPengajar}
          value={form.pengajar}
          onChange={(pengajar) => ubah({ pengajar })}
          description={
            jadwal && !bolehPilihPengajar
              ? 'Hanya dosen utama yang dapat mengubah pengajar.'
              : undefined
          }
          isInvalid={Boolean(galat.pengajar)}
          errorMessage={galat.pengajar}
        >
          {pertemuan.pengajar_kelas.map((p) => (
            <Checkbox key={p.id} value={p.id}>
              {namaLengkapPengajar(p)}
            </Checkbox>
          ))}
        </CheckboxGroup>
        {parameterKehadiranTampil(jenis, role) ? (
          <CheckboxGroup
            label="Parameter Kehadiran"
            value={parameterAktif}
            onChange={(nilai) =>
              ubah({
                parameter_kehadiran: Object.fromEntries(
                  PARAMETER_KEHADIRAN.map((p) => [
                    p,
                    p === PARAMETER_KEHADIRAN_TETAP
                      ? form.parameter_kehadiran[p]
                      : nilai.includes(p),
                  ]),
                ) as Record<ParameterKehadiran, boolean>,
              })
            }
          >
            {PARAMETER_KEHADIRAN.map((p) => (
              <Checkbox key={p} value={p} isDisabled={p === PARAMETER_KEHADIRAN_TETAP}>
                {LABEL_PARAMETER_KEHADIRAN[p]}
              </Checkbox>
            ))}
          </CheckboxGroup>
        ) : null}
        {keadaan.hasilCek ? (
          // Only results of `onCekJadwal` are stored: the contract's shape.
          <HasilCekJadwal hasil={keadaan.hasilCek as HasilCekBentrok} timeZone={timeZone} />
        ) : null}
      </div>
    </Modal>
  );
}
