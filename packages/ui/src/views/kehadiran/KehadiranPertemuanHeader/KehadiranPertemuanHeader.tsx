import {
  formatJam,
  formatProgres,
  formatRentangJam,
  formatTanggal,
  labelModeKuliah,
  labelNamaKelas,
  memenuhiPersentaseKelas,
  statusPertemuan,
  TEKS_SEDANG_UPDATE,
  teksPesertaHadir,
  type WaktuInput,
} from '@kampus/domain';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../primitives/Button';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { Tag } from '../../../primitives/Tag';
import * as styles from './KehadiranPertemuanHeader.css';

/** The class of the page, as the header needs it. */
export interface KelasKehadiran {
  mata_kuliah: { kode: string; nama: string };
  kelas: { nama?: string | null; jenis?: { nama?: string | null } | null };
}

/** The meeting of the page. */
export interface PertemuanKehadiran {
  nomor: number;
  /** online, offline or campuran. */
  jenis: string;
  /** belum_dimulai, berlangsung or selesai. */
  status: string;
  waktu_mulai: WaktuInput;
  waktu_selesai: WaktuInput;
  mulai_kuliah?: WaktuInput | null;
  selesai_kuliah?: WaktuInput | null;
}

export interface KehadiranPertemuanHeaderProps {
  kelas: KelasKehadiran | null;
  pertemuan: PertemuanKehadiran | null;
  /** Minimum participant progress percent; shown for online meetings. */
  minimalPersen?: number | null;
  jumlahPeserta: number;
  jumlahHadir: number;
  /** Average attendance percent (0..100, domain `rataRataKehadiran`); online meetings. */
  rataRataPersen?: number | null;
  /** The class attendance percentage rule: a tick or cross by the average when it is on. */
  syaratPersentaseKelas?: {
    presentase_kehadiran_kelas?: boolean | null;
    presentase_kehadiran_kelas_persen?: number | null;
  } | null;
  /** Status of the latest recalculation; 'processing' disables the manual update. */
  statusHitung?: string | null;
  /** 'Update Progres' (asks the server to recalculate). */
  onUpdateProgres?: () => void;
  /** @default false */
  isUpdateProgresPending?: boolean;
  /** 'Update Kehadiran Manual'. */
  onUpdateManual?: () => void;
  /** 'Generate QR Code' link, opened in a new tab (offline meeting, QR in use, lecturer). */
  qrHref?: string | null;
  /** Class time zone. @default 'Asia/Jakarta' */
  timeZone?: string;
  /** @default false */
  isLoading?: boolean;
  /** @default false */
  isError?: boolean;
  onRetry?: () => void;
}

function Fakta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/**
 * The header, summary and action bar of a meeting's attendance page (spec 2 'Attendance per
 * meeting', 4 'Recalculation status'): course, class and meeting; method, time range, minimum
 * progress (online) and status; lecture start and end, attendees out of participants and the
 * average attendance (online) with a tick or cross when the class percentage rule is on. While a
 * recalculation is processing, 'Update Kehadiran Manual' is disabled ('Sedang ada proses update').
 */
export function KehadiranPertemuanHeader({
  kelas,
  pertemuan,
  minimalPersen,
  jumlahPeserta,
  jumlahHadir,
  rataRataPersen,
  syaratPersentaseKelas,
  statusHitung,
  onUpdateProgres,
  isUpdateProgresPending = false,
  onUpdateManual,
  qrHref,
  timeZone,
  isLoading = false,
  isError = false,
  onRetry,
}: KehadiranPertemuanHeaderProps) {
  const idJudul = useId();
  if (isError) return <LoadError onRetry={onRetry} />;
  if (isLoading || !kelas || !pertemuan) {
    return (
      <div className={styles.root} role="status" aria-busy="true" aria-label="Memuat pertemuan">
        <Skeleton width="50%" height="24px" />
        <Skeleton width="30%" />
        <Skeleton height="48px" />
      </div>
    );
  }

  const online = pertemuan.jenis === 'online';
  const status = statusPertemuan(pertemuan.status);
  const memenuhi = memenuhiPersentaseKelas(rataRataPersen ?? null, syaratPersentaseKelas);
  const memproses = statusHitung === 'processing';
  const adaAksi = Boolean(onUpdateProgres || onUpdateManual || qrHref);

  return (
    <section className={styles.root} aria-labelledby={idJudul}>
      <div className={styles.head}>
        <h2 id={idJudul} className={styles.title}>
          {kelas.mata_kuliah.kode} - {kelas.mata_kuliah.nama}
        </h2>
        <p className={styles.subtitle}>
          {labelNamaKelas(kelas.kelas)} · Pertemuan {pertemuan.nomor}
        </p>
      </div>
      <dl className={styles.facts} aria-label="Pertemuan">
        <Fakta label="Metode">{labelModeKuliah(pertemuan.jenis)}</Fakta>
        <Fakta label="Waktu">
          {formatTanggal(pertemuan.waktu_mulai, timeZone)},{' '}
          {formatRentangJam(pertemuan.waktu_mulai, pertemuan.waktu_selesai, timeZone)}
        </Fakta>
        {online && typeof minimalPersen === 'number' ? (
          <Fakta label="Minimal Progres Peserta">{minimalPersen}%</Fakta>
        ) : null}
        <Fakta label="Status">
          <Tag tone={status?.warna ?? 'grey'}>{status?.label ?? '-'}</Tag>
        </Fakta>
      </dl>
      <dl className={styles.facts} aria-label="Ringkasan kehadiran">
        <Fakta label="Mulai Kuliah">{formatJam(pertemuan.mulai_kuliah, timeZone)}</Fakta>
        <Fakta label="Selesai Kuliah">{formatJam(pertemuan.selesai_kuliah, timeZone)}</Fakta>
        <Fakta label="Peserta Hadir">{teksPesertaHadir(jumlahHadir, jumlahPeserta)}</Fakta>
        {online ? (
          <Fakta label="Rata-rata Kehadiran">
            {typeof rataRataPersen === 'number' ? formatProgres(rataRataPersen / 100) : '-'}
            {memenuhi === true ? (
              <Check size={16} className={styles.ok} role="img" aria-label="Memenuhi" />
            ) : memenuhi === false ? (
              <X size={16} className={styles.notOk} role="img" aria-label="Tidak memenuhi" />
            ) : null}
          </Fakta>
        ) : null}
      </dl>
      {adaAksi ? (
        <div className={styles.actions}>
          {qrHref ? (
            <Button variant="secondary" href={qrHref} target="_blank" rel="noopener noreferrer">
              Generate QR Code
            </Button>
          ) : null}
          {onUpdateManual ? (
            <Button
              variant="secondary"
              onPress={onUpdateManual}
              isDisabled={memproses}
              disabledReason={memproses ? TEKS_SEDANG_UPDATE : undefined}
            >
              Update Kehadiran Manual
            </Button>
          ) : null}
          {onUpdateProgres ? (
            <Button onPress={onUpdateProgres} isPending={isUpdateProgresPending}>
              Update Progres
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
