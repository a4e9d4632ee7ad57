import { formatJam, type WaktuInput } from '@kampus/domain';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Info from 'lucide-react/icons/info';
import type { ReactNode } from 'react';
import { Button } from '../../../primitives/Button';
import { Spinner } from '../../../primitives/Spinner';
import * as styles from './PindaiQrHasil.css';

export const pindaiQrStatuses = ['memproses', 'tercatat', 'sudah_tercatat', 'galat'] as const;
export type PindaiQrStatus = (typeof pindaiQrStatuses)[number];

export const TEKS_PINDAI = {
  memproses: 'Mencatat kehadiran...',
  tercatat: 'Kehadiran tercatat',
  sudahTercatat: 'Kehadiran sudah tercatat',
  galat: 'Kehadiran tidak tercatat',
  pukul: (jam: string) => `Hadir pukul ${jam}`,
} as const;

export interface PindaiQrHasilProps {
  status: PindaiQrStatus;
  /** The server's message (why it failed, or that it was already recorded). */
  pesan?: string | null;
  /** The meeting, e.g. 'Pertemuan 12 · Pencarian'. */
  pertemuan?: string | null;
  /** When the presence was recorded. */
  waktu?: WaktuInput | null;
  timeZone?: string;
  /** A way on: the meeting or the home page. */
  aksi?: { label: string; href: string } | null;
}

const ikon: Record<Exclude<PindaiQrStatus, 'memproses'>, ReactNode> = {
  tercatat: <CircleCheck size="100%" />,
  sudah_tercatat: <Info size="100%" />,
  galat: <CircleX size="100%" />,
};

const judul: Record<Exclude<PindaiQrStatus, 'memproses'>, string> = {
  tercatat: TEKS_PINDAI.tercatat,
  sudah_tercatat: TEKS_PINDAI.sudahTercatat,
  galat: TEKS_PINDAI.galat,
};

/**
 * What the student sees after scanning a meeting's QR code: recording, recorded (with the
 * meeting and time), already recorded, or why it failed (an expired code: scan again).
 */
export function PindaiQrHasil({
  status,
  pesan,
  pertemuan,
  waktu,
  timeZone,
  aksi,
}: PindaiQrHasilProps) {
  if (status === 'memproses') {
    return (
      <section className={styles.root} aria-busy="true">
        <Spinner size="large" label={TEKS_PINDAI.memproses} />
        <p className={styles.teks}>{TEKS_PINDAI.memproses}</p>
      </section>
    );
  }
  const jam = status !== 'galat' && waktu ? formatJam(waktu, timeZone) : null;
  return (
    <section className={styles.root} role={status === 'galat' ? 'alert' : 'status'}>
      <span className={styles.ikon[status]} aria-hidden="true">
        {ikon[status]}
      </span>
      <h1 className={styles.judul}>{judul[status]}</h1>
      {pertemuan ? <p className={styles.teks}>{pertemuan}</p> : null}
      {jam && jam !== '-' ? <p className={styles.teks}>{TEKS_PINDAI.pukul(jam)}</p> : null}
      {pesan && status !== 'tercatat' ? <p className={styles.pesan}>{pesan}</p> : null}
      {aksi ? (
        <Button variant="secondary" href={aksi.href}>
          {aksi.label}
        </Button>
      ) : null}
    </section>
  );
}
