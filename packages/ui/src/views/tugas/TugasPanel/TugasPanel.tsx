import type { Tugas } from '@kampus/api';
import type { WaktuInput } from '@kampus/domain';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Plus from 'lucide-react/icons/plus';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../overlays/ConfirmDialog';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { visuallyHidden } from '../../../styles/utils.css';
import { KartuTugas, type PeranTugasPanel } from './KartuTugas';
import * as styles from './TugasPanel.css';

export const PESAN_TUGAS_KOSONG = 'Belum ada tugas pada pertemuan ini.';
export const TEKS_KONFIRMASI_HAPUS_TUGAS = 'Anda yakin ingin menghapus tugas ini?';

/** The assignment's page (spec 2 'Routes': /tugas/{id}). */
export const hrefTugasBawaan = (t: Pick<Tugas, 'id'>) => `/tugas/${t.id}`;

export interface TugasPanelProps {
  /** The meeting's assignments. */
  tugas: readonly Tugas[];
  /** Students see their own submission's status; staff the monitoring status and counts. */
  peran: PeranTugasPanel;
  /** The server clock: the statuses follow it. @default now */
  waktuServer?: WaktuInput;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' with `onRetry`. @default false */
  isError?: boolean;
  onRetry?: () => void;
  /** Zone of the times (the class time zone). @default 'Asia/Jakarta' */
  timeZone?: string;
  /** Level of the panel heading; each assignment is one below. @default 2 */
  headingLevel?: 2 | 3;
  /** Where 'Buka Tugas' / 'Lihat Pengumpulan' goes. @default '/tugas/{id}' */
  hrefTugas?: (tugas: Tugas) => string;
  /** Opens the assignment in place instead of following `hrefTugas`. */
  onBuka?: (tugas: Tugas) => void;
  /** Staff: 'Tambah Tugas'. Hidden when not given. */
  onTambah?: () => void;
  /** 'Ubah' on each assignment. Hidden when not given. */
  onUbah?: (tugas: Tugas) => void;
  /** 'Hapus' after the confirmation. Hidden when not given. */
  onHapus?: (tugas: Tugas) => void;
  /** Under the list. */
  footer?: ReactNode;
}

/**
 * The assignments of a meeting (spec 2 'Assignments', issue 24): each with its title, meeting,
 * type (Individu, Kelompok), the status for the viewer (a student's own submission: not
 * started, not handed in, handed in, late, graded with the grade; staff: Belum Dimulai, Belum Ada
 * Pengumpulan, Belum Dinilai, Sudah Dinilai by domain statusMonitoringTugas, with the counts),
 * the start and the deadline, and the way in. 'Tambah Tugas', 'Ubah' and 'Hapus' (asked first)
 * show only when their callbacks are given.
 */
export function TugasPanel({
  tugas,
  peran,
  waktuServer,
  isLoading = false,
  isError = false,
  onRetry,
  timeZone,
  headingLevel = 2,
  hrefTugas = hrefTugasBawaan,
  onBuka,
  onTambah,
  onUbah,
  onHapus,
  footer,
}: TugasPanelProps) {
  const [dihapus, setDihapus] = useState<Tugas | null>(null);
  const sekarang = waktuServer ?? Date.now();

  let isi: ReactNode;
  if (isError) {
    isi = <LoadError onRetry={onRetry} />;
  } else if (isLoading) {
    isi = (
      <div role="status" aria-busy="true" className={styles.list}>
        <span className={visuallyHidden}>Memuat tugas</span>
        <Skeleton height="7em" />
        <Skeleton height="7em" />
      </div>
    );
  } else if (tugas.length === 0) {
    isi = <EmptyState icon={<ClipboardList />} pesan={PESAN_TUGAS_KOSONG} />;
  } else {
    isi = (
      <ul className={styles.list} aria-label="Daftar tugas">
        {tugas.map((t) => (
          <li key={t.id}>
            <KartuTugas
              t={t}
              peran={peran}
              sekarang={sekarang}
              timeZone={timeZone}
              headingLevel={headingLevel + 1}
              href={hrefTugas(t)}
              onBuka={onBuka}
              onUbah={onUbah}
              onMintaHapus={onHapus ? setDihapus : undefined}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card
      title="Tugas"
      titleLevel={headingLevel}
      headerActions={
        onTambah ? (
          <Button size="small" icon={<Plus />} onPress={onTambah}>
            Tambah Tugas
          </Button>
        ) : undefined
      }
    >
      {isi}
      {footer}
      <ConfirmDialog
        isOpen={dihapus !== null}
        onOpenChange={(buka) => {
          if (!buka) setDihapus(null);
        }}
        variant="batal-hapus"
        message={TEKS_KONFIRMASI_HAPUS_TUGAS}
        onConfirm={() => {
          if (dihapus) onHapus?.(dihapus);
        }}
      />
    </Card>
  );
}
