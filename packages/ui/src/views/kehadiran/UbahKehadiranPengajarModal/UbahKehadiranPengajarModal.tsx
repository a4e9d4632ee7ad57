import { parseDateTime, parseTime, type Time, toZoned } from '@internationalized/date';
import {
  formatIsoUtc,
  formatJam,
  formatTanggalIso,
  keEpoch,
  namaLengkapPengajar,
  setHadirDosen,
  validasiSimpanKehadiranDosen,
  validasiUbahKehadiranDosen,
  type WaktuInput,
  zonaWaktu,
} from '@kampus/domain';
import { useId, useState } from 'react';
import { FormGrid, FormStack } from '../../../forms';
import type { OverlayOpenProps } from '../../../hooks/useOverlayOpenState';
import { Modal } from '../../../overlays/Modal';
import { EmptyState } from '../../../primitives/EmptyState';
import { Switch } from '../../../primitives/Switch';
import { TimeField } from '../../../primitives/TimeField';
import type { KehadiranPengajar } from '../KehadiranPengajarSection';
import * as styles from './UbahKehadiranPengajarModal.css';

/** One lecturer's change as saved (PUT /lms/kehadiran_dosen/{meetingId}/{lecturerId}, spec 7). */
export interface UbahKehadiranPengajar {
  id_dosen: string;
  is_hadir: boolean;
  /** UTC 'YYYY-MM-DDTHH:mm:ssZ'; null when absent. */
  mulai_kuliah: string | null;
  selesai_kuliah: string | null;
}

export interface UbahKehadiranPengajarModalProps extends OverlayOpenProps {
  /** The meeting's teachers (their current attendance fills the form). */
  data: readonly KehadiranPengajar[];
  /** The meeting's start: the day the picked times fall on. */
  tanggal: WaktuInput;
  /** The class time zone; times are picked in it. @default 'Asia/Jakarta' */
  timeZone?: string;
  /** 'Simpan' with every lecturer's change, once spec 5's checks pass. */
  onSubmit: (daftar: UbahKehadiranPengajar[]) => unknown;
  /** @default false */
  isPending?: boolean;
  /** The server's message of a failed save, shown above the form. */
  galat?: string | null;
}

interface BarisForm {
  id_dosen: string;
  /** The name in spec 5's messages. */
  nama: string;
  /** The name with titles, as the form shows it. */
  label: string;
  is_hadir: boolean;
  /** 'HH:mm:ss' in the class zone, or null. */
  mulai_kuliah: string | null;
  selesai_kuliah: string | null;
}

type Galat = Record<string, { mulai?: string; selesai?: string }>;

const keJam = (waktu: WaktuInput | null | undefined, tz: string): string | null =>
  keEpoch(waktu, tz) === null ? null : parseTime(formatJam(waktu, tz)).toString();

const keTime = (jam: string | null): Time | null => (jam ? parseTime(jam) : null);

const formAwal = (data: readonly KehadiranPengajar[], tz: string): BarisForm[] =>
  data.map((d) => ({
    id_dosen: d.pengajar.id_dosen,
    nama: d.pengajar.nama,
    label: namaLengkapPengajar(d.pengajar),
    is_hadir: d.is_hadir === true,
    mulai_kuliah: d.is_hadir ? keJam(d.mulai_kuliah, tz) : null,
    selesai_kuliah: d.is_hadir ? keJam(d.selesai_kuliah, tz) : null,
  }));

/** A picked time on the meeting's day in the class zone, as UTC ISO (spec 7). */
function keIso(jam: string | null, hari: string | null, tz: string): string | null {
  if (!jam || !hari) return null;
  const lokal = parseDateTime(`${hari}T${jam}`);
  return formatIsoUtc(toZoned(lokal, tz).toDate().getTime(), tz);
}

/**
 * 'Ubah Kehadiran Pengajar' (spec 2 'Lecturer-change modal', 4 'Lecturer attendance', 5
 * 'Attendance'): per lecturer a present toggle and the lecture start and end (24-hour). Turning
 * present off disables and clears both times (`setHadirDosen`). For each present lecturer start
 * then end are required ('Memulai kuliah dosen {name} wajib diisi'), and the end not before start.
 */
export function UbahKehadiranPengajarModal({
  data,
  tanggal,
  timeZone,
  onSubmit,
  isPending = false,
  galat,
  ...openProps
}: UbahKehadiranPengajarModalProps) {
  const tz = zonaWaktu(timeZone);
  const idDasar = useId();
  const [baris, setBaris] = useState(() => formAwal(data, tz));
  const [galatForm, setGalatForm] = useState<Galat>({});
  // Opening again (or new rows from the server) starts from the saved attendance.
  const [sumber, setSumber] = useState({ data, isOpen: openProps.isOpen });
  if (sumber.data !== data || sumber.isOpen !== openProps.isOpen) {
    setSumber({ data, isOpen: openProps.isOpen });
    if (openProps.isOpen !== false) {
      setBaris(formAwal(data, tz));
      setGalatForm({});
    }
  }

  const hari = formatTanggalIso(tanggal, tz);
  const ubah = (
    id: string,
    perubahan: (b: BarisForm) => BarisForm,
    bidang: 'mulai' | 'selesai' | 'semua',
  ) => {
    setBaris((daftar) => daftar.map((b) => (b.id_dosen === id ? perubahan(b) : b)));
    setGalatForm(({ [id]: lama, ...lain }) => {
      if (!lama || bidang === 'semua') return lain;
      const { [bidang]: _hapus, ...sisa } = lama;
      return { ...lain, [id]: sisa };
    });
  };

  const simpan = () => {
    const daftar = baris.map((b) => ({
      id_dosen: b.id_dosen,
      nama: b.nama,
      is_hadir: b.is_hadir,
      mulai_kuliah: b.is_hadir ? keIso(b.mulai_kuliah, hari, tz) : null,
      selesai_kuliah: b.is_hadir ? keIso(b.selesai_kuliah, hari, tz) : null,
    }));
    const galatBaru: Galat = {};
    for (const d of daftar) {
      const hasil = validasiSimpanKehadiranDosen(d);
      if (!hasil.ok) {
        galatBaru[d.id_dosen] =
          d.mulai_kuliah === null ? { mulai: hasil.pesan } : { selesai: hasil.pesan };
      }
    }
    setGalatForm(galatBaru);
    if (!validasiUbahKehadiranDosen(daftar).ok || Object.keys(galatBaru).length > 0) return;
    onSubmit(daftar.map(({ nama: _nama, ...d }) => d));
  };

  return (
    <Modal
      {...openProps}
      title="Ubah Kehadiran Pengajar"
      width={600}
      submitLabel="Simpan"
      isSubmitting={isPending}
      canSubmit={baris.length > 0}
      onSubmit={simpan}
    >
      <FormStack>
        {galat ? (
          <p className={styles.galatServer} role="alert">
            {galat}
          </p>
        ) : null}
        {baris.length === 0 ? <EmptyState /> : null}
        {baris.map((b, i) => {
          const idNama = `${idDasar}-${i}`;
          const g = galatForm[b.id_dosen];
          return (
            <fieldset key={b.id_dosen} aria-labelledby={idNama} className={styles.pengajar}>
              <p id={idNama} className={styles.nama}>
                {b.label}
              </p>
              <Switch
                isSelected={b.is_hadir}
                isDisabled={isPending}
                onChange={(hadir) => ubah(b.id_dosen, (x) => setHadirDosen(x, hadir), 'semua')}
              >
                Hadir
              </Switch>
              <FormGrid align="start">
                <TimeField
                  label="Memulai Kuliah"
                  isRequired={b.is_hadir}
                  validationBehavior="aria"
                  isDisabled={!b.is_hadir || isPending}
                  value={keTime(b.mulai_kuliah)}
                  onChange={(t) =>
                    ubah(
                      b.id_dosen,
                      (x) => ({ ...x, mulai_kuliah: t ? t.toString() : null }),
                      'mulai',
                    )
                  }
                  isInvalid={Boolean(g?.mulai)}
                  errorMessage={g?.mulai}
                />
                <TimeField
                  label="Mengakhiri Kuliah"
                  isRequired={b.is_hadir}
                  validationBehavior="aria"
                  isDisabled={!b.is_hadir || isPending}
                  value={keTime(b.selesai_kuliah)}
                  onChange={(t) =>
                    ubah(
                      b.id_dosen,
                      (x) => ({ ...x, selesai_kuliah: t ? t.toString() : null }),
                      'selesai',
                    )
                  }
                  isInvalid={Boolean(g?.selesai)}
                  errorMessage={g?.selesai}
                />
              </FormGrid>
            </fieldset>
          );
        })}
      </FormStack>
    </Modal>
  );
}
