import { formatSisaWaktuUjian, tingkatSisaWaktu } from '@kampus/domain';
import CircleAlert from 'lucide-react/icons/circle-alert';
import Clock from 'lucide-react/icons/clock';
import CloudCheck from 'lucide-react/icons/cloud-check';
import CloudOff from 'lucide-react/icons/cloud-off';
import Timer from 'lucide-react/icons/timer';
import type { ReactNode } from 'react';
import { Spinner } from '../../../primitives/Spinner';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './PengerjaanUjianView.css';
import type { StatusKoneksi, StatusPenyimpanan } from './types';

const PENGUMUMAN_WAKTU = {
  normal: '',
  peringatan: 'Sisa waktu kurang dari 5 menit.',
  bahaya: 'Sisa waktu kurang dari 1 menit.',
} as const;

/**
 * The countdown 'HH:mm:ss' (domain `formatSisaWaktuUjian`), amber under 5 minutes and red under 1
 * (domain `tingkatSisaWaktu`); crossing a level is announced once. `null` is no time limit.
 */
export function SisaWaktu({ sisaDetik }: { sisaDetik: number | null }) {
  const tingkat = tingkatSisaWaktu(sisaDetik);
  const habis = sisaDetik !== null && sisaDetik <= 0;
  return (
    <>
      <div
        className={`${styles.timer} ${styles.timerTingkat[tingkat]}`}
        role="timer"
        aria-label="Sisa waktu"
        data-tingkat={tingkat}
      >
        <span className={styles.timerIkon} aria-hidden="true">
          <Timer />
        </span>
        <span className={styles.timerLabel} aria-hidden="true">
          Sisa waktu
        </span>
        <span className={styles.timerAngka}>
          {sisaDetik === null ? 'Tanpa batas' : formatSisaWaktuUjian(sisaDetik)}
        </span>
      </div>
      <span className={visuallyHidden} aria-live="assertive">
        {habis ? 'Waktu pengerjaan habis.' : PENGUMUMAN_WAKTU[tingkat]}
      </span>
    </>
  );
}

interface StatusSimpanProps {
  koneksi: StatusKoneksi;
  penyimpanan: StatusPenyimpanan;
  /** Answers the server does not hold yet. */
  menunggu: number;
  /** Essay attachments still uploading: their answers are not saved yet either. @default 0 */
  mengunggah?: number;
}

/** What the save indicator says: offline first, then the journal's state. */
export function teksStatusSimpan({
  koneksi,
  penyimpanan,
  menunggu,
  mengunggah = 0,
}: StatusSimpanProps): string {
  const n = menunggu > 0 ? `${menunggu} jawaban` : 'Jawaban';
  if (koneksi === 'offline') {
    return menunggu > 0 ? `Offline · ${menunggu} jawaban menunggu dikirim` : 'Offline';
  }
  if (mengunggah > 0 && penyimpanan !== 'gagal') return `Mengunggah ${mengunggah} lampiran…`;
  switch (penyimpanan) {
    case 'menyimpan':
      return 'Menyimpan jawaban…';
    case 'menunggu':
      return `${n} menunggu dikirim`;
    case 'gagal':
      return menunggu > 0 ? `${menunggu} jawaban gagal disimpan` : 'Jawaban gagal disimpan';
    default:
      return 'Semua jawaban tersimpan';
  }
}

/**
 * The save indicator (a polite live region): offline, saving, uploading, all saved, n waiting,
 * failed.
 */
export function StatusSimpan(props: StatusSimpanProps) {
  const { koneksi, penyimpanan, mengunggah = 0 } = props;
  let nada: keyof typeof styles.simpanNada;
  let ikon: ReactNode;
  if (koneksi === 'offline') {
    nada = 'peringatan';
    ikon = <CloudOff />;
  } else if (penyimpanan === 'menyimpan' || (mengunggah > 0 && penyimpanan !== 'gagal')) {
    nada = 'info';
    ikon = <Spinner size="small" isDecorative />;
  } else if (penyimpanan === 'menunggu') {
    nada = 'peringatan';
    ikon = <Clock />;
  } else if (penyimpanan === 'gagal') {
    nada = 'bahaya';
    ikon = <CircleAlert />;
  } else {
    nada = 'sukses';
    ikon = <CloudCheck />;
  }
  return (
    <p className={`${styles.simpan} ${styles.simpanNada[nada]}`} role="status">
      <span className={styles.simpanIkon} aria-hidden="true">
        {ikon}
      </span>
      {teksStatusSimpan(props)}
    </p>
  );
}
