import { legendaProgresKehadiran, warnaProgres } from '@kampus/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../../data/DataTable';
import type { OverlayOpenProps } from '../../../hooks/useOverlayOpenState';
import { Modal } from '../../../overlays/Modal';
import { EmptyState } from '../../../primitives/EmptyState';
import { LoadError } from '../../../primitives/LoadError';
import { ProgressBar } from '../../../primitives/ProgressBar';
import { Tag } from '../../../primitives/Tag';
import type { KehadiranMahasiswa } from '../AttendanceTable';
import * as styles from './DetailProgresModal.css';

/** One activity behind a student's progress (spec 3 'Student attendance row' detail). */
export interface DetailAktivitasKehadiran {
  id_aktivitas?: string | null;
  /** materi, tugas, vidcon, ujian or forum. */
  jenis: string;
  judul: string;
  weight: number;
  is_hadir: boolean;
  /** The meeting has no activity of this kind. */
  empty_activity?: boolean | null;
  /** Why the activity counts or not. */
  alasan?: string | null;
}

/** A participant's row with its activity detail. */
export type KehadiranMahasiswaDetail = KehadiranMahasiswa & {
  detail?: readonly DetailAktivitasKehadiran[] | null;
};

export interface DetailProgresModalProps extends OverlayOpenProps {
  /** The row whose progress bar was clicked; null shows nothing. */
  data: KehadiranMahasiswaDetail | null;
  /** The meeting's minimum participant progress percent. */
  minimalPersen: number;
  /** @default false */
  isLoading?: boolean;
  /** @default false */
  isError?: boolean;
  onRetry?: () => void;
}

const LABEL_JENIS: Record<string, string> = {
  materi: 'Materi',
  tugas: 'Tugas',
  vidcon: 'Vidcon',
  ujian: 'Ujian',
  forum: 'Forum',
};

const kolom: ColumnDef<DetailAktivitasKehadiran>[] = [
  {
    id: 'jenis',
    header: 'Jenis',
    cell: ({ row }) => LABEL_JENIS[row.original.jenis] ?? row.original.jenis,
  },
  {
    id: 'judul',
    header: 'Aktivitas',
    cell: ({ row }) => (
      <>
        <span className={styles.judul}>
          {row.original.empty_activity ? '-' : row.original.judul}
        </span>
        {row.original.alasan ? <span className={styles.alasan}>{row.original.alasan}</span> : null}
      </>
    ),
  },
  {
    id: 'bobot',
    header: 'Bobot',
    meta: { align: 'end' },
    cell: ({ row }) => row.original.weight,
  },
  {
    id: 'status',
    header: 'Status',
    meta: { align: 'center' },
    cell: ({ row }) =>
      row.original.is_hadir ? (
        <Tag tone="success">Terpenuhi</Tag>
      ) : (
        <Tag tone="danger">Belum Terpenuhi</Tag>
      ),
  },
];

/**
 * The detail a student's progress bar opens (spec 2 'Participants table', 3 'Student attendance
 * row', 4 'Progress bar colour'): the overall progress against the meeting's minimum, and each
 * activity with its type, title, weight, whether it is met and why.
 */
export function DetailProgresModal({
  data,
  minimalPersen,
  isLoading = false,
  isError = false,
  onRetry,
  ...openProps
}: DetailProgresModalProps) {
  const overall = data?.progress?.overall ?? 0;
  const warna = data ? warnaProgres(data, minimalPersen) : 'grey';
  return (
    <Modal
      {...openProps}
      title="Detail Progres"
      subtitle={data ? `${data.mahasiswa.nama} (${data.mahasiswa.nim})` : undefined}
      width={800}
      canSubmit={false}
      cancelLabel="Tutup"
      isDismissable
    >
      {isError ? (
        <LoadError onRetry={onRetry} />
      ) : (
        <div className={styles.root}>
          {data ? (
            <div className={styles.ringkas}>
              <ProgressBar
                value={overall}
                label="Progres aktivitas"
                minimalPersen={minimalPersen}
                updatedBy={data.updated_by?.username}
              />
              <p className={styles.baris}>
                {data.progress?.fraction ? (
                  <span className={styles.muted}>{data.progress.fraction} aktivitas</span>
                ) : null}
                <Tag tone={warna}>
                  {legendaProgresKehadiran(minimalPersen).find((l) => l.warna === warna)?.label}
                </Tag>
              </p>
            </div>
          ) : null}
          <DataTable
            aria-label="Detail aktivitas"
            columns={kolom}
            data={[...(data?.detail ?? [])]}
            getRowId={(d, i) => d.id_aktivitas ?? `${d.jenis}-${i}`}
            isLoading={isLoading}
            empty={<EmptyState />}
          />
        </div>
      )}
    </Modal>
  );
}
