import {
  type AlurKehadiran,
  alurKehadiran,
  alurKehadiranAwal,
  formatJam,
  formatProgres,
  formatTanggal,
  type JenisPresensi,
  type KodePresensi,
  labelPresensi,
  pilihanPresensi,
  pilihPresensi,
  setSemuaPresensi,
  type WaktuInput,
  warnaPresensi,
} from '@kampus/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useReducer, useRef, useState } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { DataTable, kolomNomor } from '../../../data/DataTable';
import { Button } from '../../../primitives/Button';
import { EmptyState, PESAN_KOSONG } from '../../../primitives/EmptyState';
import { LoadError } from '../../../primitives/LoadError';
import { ProgressBar } from '../../../primitives/ProgressBar';
import { Select } from '../../../primitives/Select';
import { Tag } from '../../../primitives/Tag';
import { AttendanceLegend } from '../AttendanceLegend';
import * as styles from './AttendanceTable.css';

/** A student attendance row (spec 3 'Student attendance row'). */
export interface KehadiranMahasiswa {
  mahasiswa: { nama: string; nim: string; id_user?: string };
  presensi?: KodePresensi | string | null;
  ada_presensi?: boolean | null;
  is_hadir?: boolean | null;
  is_qr_code?: boolean | null;
  presensi_label?: string | null;
  progress?: { overall?: number | null; fraction?: string | null } | null;
  updated_at?: WaktuInput | null;
  updated_by?: { username?: string | null; name?: string | null } | null;
}

export interface AttendanceTableProps<T extends KehadiranMahasiswa = KehadiranMahasiswa> {
  data: T[];
  /**
   * 'progres' shows the activity progress column and its colour legend; 'manual' is manual
   * presence (domain `modeKehadiran`). @default 'progres'
   */
  mode?: 'progres' | 'manual';
  /** Minimum participant progress percent (green at or above, red below). @default 0 */
  minimalPersen?: number;
  /** Attendance types: I and S are offered only when active (spec 4). @default [] (H and A) */
  jenisPresensi?: JenisPresensi[];
  /** Shows 'Ubah kehadiran' (domain `bolehUbahKehadiran`). @default false */
  canEdit?: boolean;
  /** 'Simpan kehadiran': receives every row; the table leaves edit mode once it resolves. */
  onSave?: (data: T[]) => void | Promise<void>;
  /** @default false */
  isSaving?: boolean;
  /** The progress bar opens the detail modal of a row. */
  onOpenDetail?: (row: T) => void;
  /** Page and size for the row numbers. @default 1 and the number of rows */
  page?: number;
  pageSize?: number;
  /** Time zone of the last update. @default 'Asia/Jakarta' */
  timeZone?: string;
  /** @default false */
  isLoading?: boolean;
  /** @default false */
  isError?: boolean;
  onRetry?: () => void;
}

type Aksi = {
  ubahBaris: (index: number, kode: KodePresensi) => void;
  bukaDetail?: (index: number) => void;
};

/**
 * The participants table of a meeting (spec 2 'Attendance per meeting'): number, name and NIM,
 * progress (opens the detail), attendance tag, last update, and the progress legend. In edit mode
 * each row gets a code selector and all rows can be set at once; 'Batal' restores the copy.
 */
export function AttendanceTable<T extends KehadiranMahasiswa>({
  data,
  mode = 'progres',
  minimalPersen = 0,
  jenisPresensi = [],
  canEdit = false,
  onSave,
  isSaving = false,
  onOpenDetail,
  page = 1,
  pageSize,
  timeZone,
  isLoading = false,
  isError = false,
  onRetry,
}: AttendanceTableProps<T>) {
  const [alur, kirim] = useReducer(
    (
      k: AlurKehadiran<T>,
      a: Parameters<typeof alurKehadiran<T>>[1] | { jenis: 'muat'; data: T[] },
    ) => (a.jenis === 'muat' ? alurKehadiranAwal(a.data) : alurKehadiran(k, a)),
    data,
    alurKehadiranAwal,
  );
  // New data from the server replaces the rows, unless the user is editing them.
  const [sumber, setSumber] = useState(data);
  if (sumber !== data) {
    setSumber(data);
    if (alur.mode === 'baca') kirim({ jenis: 'muat', data });
  }

  const pilihan = useMemo(() => pilihanPresensi(jenisPresensi), [jenisPresensi]);
  const opsi = useMemo(
    () => pilihan.map((kode) => ({ id: kode, label: `${kode} - ${labelPresensi(kode)}` })),
    [pilihan],
  );
  const ubah = alur.mode === 'ubah';

  // Cells read the latest rows and handlers through a ref, so the columns keep their identity
  // (a new cell function would remount the selector and lose focus).
  const aksi = useRef<Aksi>({ ubahBaris: () => {} });
  aksi.current = {
    ubahBaris: (index, kode) =>
      kirim({
        jenis: 'set',
        data: alur.data.map((b, i) => (i === index ? pilihPresensi(b, kode) : b)),
      }),
    bukaDetail: onOpenDetail
      ? (index) => {
          const baris = alur.data[index];
          if (baris) onOpenDetail(baris);
        }
      : undefined,
  };
  const adaDetail = Boolean(onOpenDetail);

  const columns = useMemo<ColumnDef<T>[]>(() => {
    const kolom: ColumnDef<T>[] = [
      kolomNomor<T>({ page, pageSize: pageSize ?? Math.max(1, data.length) }),
      {
        id: 'mahasiswa',
        header: 'Nama Mahasiswa',
        cell: ({ row }) => (
          <>
            <span className={styles.name}>{row.original.mahasiswa.nama}</span>
            <span className={styles.nim}>{row.original.mahasiswa.nim}</span>
          </>
        ),
      },
    ];
    if (mode === 'progres') {
      kolom.push({
        id: 'progres',
        header: 'Progres Aktivitas',
        cell: ({ row }) => {
          const b = row.original;
          const bar = (
            <ProgressBar
              value={b.progress?.overall ?? 0}
              label={`Progres ${b.mahasiswa.nama}`}
              isLabelHidden
              minimalPersen={minimalPersen}
              updatedBy={b.updated_by?.username}
            />
          );
          return adaDetail ? (
            <RACButton
              className={styles.progressButton}
              aria-label={`Detail progres ${b.mahasiswa.nama}: ${formatProgres(b.progress?.overall ?? 0)}`}
              onPress={() => aksi.current.bukaDetail?.(row.index)}
            >
              {bar}
            </RACButton>
          ) : (
            bar
          );
        },
      });
    }
    kolom.push(
      {
        id: 'presensi',
        header: 'Kehadiran',
        meta: { align: 'center' },
        cell: ({ row }) => {
          const b = row.original;
          const kode = b.ada_presensi ? (b.presensi ?? null) : null;
          if (ubah) {
            return (
              <div className={styles.codeSelect}>
                <Select
                  aria-label={`Kehadiran ${b.mahasiswa.nama}`}
                  items={opsi}
                  placeholder="Pilih"
                  value={kode}
                  onChange={(id) => {
                    if (id !== null) aksi.current.ubahBaris(row.index, id as KodePresensi);
                  }}
                />
              </div>
            );
          }
          const label = labelPresensi(kode, b.presensi_label);
          return (
            <Tag tone={warnaPresensi(kode)}>
              {kode ? (
                <abbr title={label} className={styles.abbr}>
                  {kode}
                </abbr>
              ) : (
                '-'
              )}
            </Tag>
          );
        },
      },
      {
        id: 'update',
        header: 'Update Terakhir',
        cell: ({ row }) => {
          const b = row.original;
          if (!b.updated_at && !b.updated_by?.name) return <span className={styles.muted}>-</span>;
          return (
            <span className={styles.update}>
              <span>{b.updated_by?.name ?? b.updated_by?.username ?? '-'}</span>
              <span className={styles.muted}>
                {formatTanggal(b.updated_at, timeZone)} {formatJam(b.updated_at, timeZone)}
              </span>
            </span>
          );
        },
      },
    );
    return kolom;
  }, [mode, minimalPersen, ubah, opsi, adaDetail, page, pageSize, data.length, timeZone]);

  if (isError) return <LoadError onRetry={onRetry} />;

  const simpan = async () => {
    try {
      await onSave?.(alur.data);
      kirim({ jenis: 'simpan' });
    } catch {
      // Saving failed: stay in edit mode; the caller shows the error toast (spec 8).
    }
  };

  return (
    <div className={styles.root}>
      {canEdit && !isLoading && data.length > 0 ? (
        <div className={styles.toolbar}>
          {ubah ? (
            <>
              <div className={styles.setAll}>
                <Select
                  label="Set semua kehadiran"
                  items={opsi}
                  placeholder="Pilih kehadiran"
                  value={null}
                  isDisabled={isSaving}
                  onChange={(id) => {
                    if (id !== null) {
                      kirim({
                        jenis: 'set',
                        data: setSemuaPresensi(alur.data, id as KodePresensi),
                      });
                    }
                  }}
                />
              </div>
              <Button
                variant="secondary"
                isDisabled={isSaving}
                onPress={() => kirim({ jenis: 'batal' })}
              >
                Batal
              </Button>
              <Button isPending={isSaving} onPress={() => void simpan()}>
                Simpan kehadiran
              </Button>
            </>
          ) : (
            <Button variant="secondary" onPress={() => kirim({ jenis: 'ubah' })}>
              Ubah kehadiran
            </Button>
          )}
        </div>
      ) : null}
      <DataTable
        aria-label="Kehadiran peserta"
        columns={columns}
        data={alur.data}
        getRowId={(b) => b.mahasiswa.nim}
        isLoading={isLoading}
        empty={<EmptyState pesan={PESAN_KOSONG.pesertaKelas} />}
      />
      {mode === 'progres' ? (
        <AttendanceLegend variant="progres" minimalPersen={minimalPersen} />
      ) : null}
    </div>
  );
}
