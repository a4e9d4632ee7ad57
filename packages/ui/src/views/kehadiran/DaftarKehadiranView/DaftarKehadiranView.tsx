import type { RingkasanKehadiran } from '@kampus/api';
import {
  formatProgres,
  formatRentangJam,
  formatTanggal,
  JENIS_PERTEMUAN,
  type JenisPertemuan,
  type KeadaanHalaman,
  LABEL_JENIS_PERTEMUAN,
  LABEL_STATUS_PERTEMUAN,
  labelJenisPertemuan,
  labelNamaKelas,
  STATUS_PERTEMUAN,
  type StatusPertemuan,
  statusPertemuan,
  teksPesertaHadir,
} from '@kampus/domain';
import type { ColumnDef } from '@tanstack/react-table';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import Table2 from 'lucide-react/icons/table-2';
import { useMemo, useRef } from 'react';
import { SelDuaBaris, SelMataKuliah, TeksSebaris, TombolLihat } from '../../../composites/SelTabel';
import { kolomNomor } from '../../../data/DataTable';
import { PagedTable } from '../../../data/PagedTable';
import { SearchField } from '../../../data/SearchField';
import { Button } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { Select, type SelectOption } from '../../../primitives/Select';
import { Tag } from '../../../primitives/Tag';
import * as styles from './DaftarKehadiranView.css';

export const PESAN_DAFTAR_KEHADIRAN_KOSONG = 'Belum ada pertemuan.';
export const PESAN_CARI_KEHADIRAN_KOSONG = 'Tidak ada pertemuan yang sesuai dengan pencarian.';

/** The list's filters, named as the query of GET /lms/kehadiran_mahasiswa. */
export interface FilterDaftarKehadiranView {
  status: StatusPertemuan | null;
  jenis: JenisPertemuan | null;
}

const SEMUA = 'semua';
const OPSI_STATUS: SelectOption[] = [
  { id: SEMUA, label: 'Semua Status' },
  ...STATUS_PERTEMUAN.map((s) => ({ id: s, label: LABEL_STATUS_PERTEMUAN[s].label })),
];
const OPSI_JENIS: SelectOption[] = [
  { id: SEMUA, label: 'Semua Metode' },
  ...JENIS_PERTEMUAN.map((j) => ({ id: j, label: LABEL_JENIS_PERTEMUAN[j] })),
];

export interface DaftarKehadiranViewProps {
  /** One page of meetings with their attendance summary, newest first. */
  data: readonly RingkasanKehadiran[];
  page: number;
  pageSize: number;
  /** Meetings over all pages. */
  total: number;
  onPageChange: (keadaan: KeadaanHalaman) => void;
  filter: FilterDaftarKehadiranView;
  onFilterChange: (filter: FilterDaftarKehadiranView) => void;
  /** 'Cari mata kuliah atau kelas', after the 500 ms pause (spec 9). */
  onSearch: (kata: string) => void;
  defaultSearch?: string;
  /** 'Lihat': the meeting's attendance page. */
  hrefPertemuan: (baris: RingkasanKehadiran) => string;
  /** 'Rekap': the class recap; no link without it. */
  hrefRekap?: (baris: RingkasanKehadiran) => string;
  /** 'Export Excel' of the filtered list; hidden without it. */
  onEkspor?: () => void;
  /** @default false */
  isEksporPending?: boolean;
  /** Zone of the times. @default 'Asia/Jakarta' */
  timeZone?: string;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' with `onRetry`. @default false */
  isError?: boolean;
  onRetry?: () => void;
}

type Aksi = Pick<DaftarKehadiranViewProps, 'hrefPertemuan' | 'hrefRekap' | 'timeZone'>;

const labelPertemuan = (b: RingkasanKehadiran) =>
  `${b.kelas_kuliah.mata_kuliah.nama} ${labelNamaKelas(b.kelas_kuliah.kelas)} Pertemuan ${b.pertemuan.nomor}`;

/**
 * The attendance list (/kehadiran, /kehadiran-peserta; spec 2 'Attendance per meeting'): each
 * meeting of the user's classes with its course, class, time, method, status, attendees out of
 * participants and the average progress, a link to its attendance and to the class recap; the
 * search, the status and method filters, 'Export Excel' and the paging.
 */
export function DaftarKehadiranView({
  data,
  page,
  pageSize,
  total,
  onPageChange,
  filter,
  onFilterChange,
  onSearch,
  defaultSearch,
  hrefPertemuan,
  hrefRekap,
  onEkspor,
  isEksporPending = false,
  timeZone,
  isLoading = false,
  isError = false,
  onRetry,
}: DaftarKehadiranViewProps) {
  const aksi = useRef<Aksi>({ hrefPertemuan, hrefRekap, timeZone });
  aksi.current = { hrefPertemuan, hrefRekap, timeZone };
  const adaRekap = hrefRekap !== undefined;

  const columns = useMemo<ColumnDef<RingkasanKehadiran>[]>(
    () => [
      kolomNomor<RingkasanKehadiran>({ page, pageSize }),
      {
        id: 'mataKuliah',
        header: 'Mata Kuliah',
        cell: ({ row }) => <SelMataKuliah mataKuliah={row.original.kelas_kuliah.mata_kuliah} />,
      },
      {
        id: 'kelas',
        header: 'Kelas',
        cell: ({ row }) => (
          <TeksSebaris>{labelNamaKelas(row.original.kelas_kuliah.kelas)}</TeksSebaris>
        ),
      },
      {
        id: 'pertemuan',
        header: 'Pertemuan',
        cell: ({ row }) => (
          <SelDuaBaris
            utama={`Pertemuan ${row.original.pertemuan.nomor}`}
            keterangan={row.original.pertemuan.judul || '-'}
          />
        ),
      },
      {
        id: 'waktu',
        header: 'Waktu',
        cell: ({ row }) => (
          <SelDuaBaris
            utama={formatTanggal(row.original.pertemuan.waktu_mulai, aksi.current.timeZone)}
            keterangan={formatRentangJam(
              row.original.pertemuan.waktu_mulai,
              row.original.pertemuan.waktu_selesai,
              aksi.current.timeZone,
            )}
          />
        ),
      },
      {
        id: 'metode',
        header: 'Metode',
        cell: ({ row }) => (
          <TeksSebaris>{labelJenisPertemuan(row.original.pertemuan.jenis)}</TeksSebaris>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => {
          const s = statusPertemuan(row.original.pertemuan.status);
          return <Tag tone={s?.warna ?? 'grey'}>{s?.label ?? '-'}</Tag>;
        },
      },
      {
        id: 'hadir',
        header: 'Hadir',
        meta: { align: 'end' },
        cell: ({ row }) => teksPesertaHadir(row.original.jumlah_hadir, row.original.jumlah_peserta),
      },
      {
        id: 'progres',
        header: 'Rata-rata Progres',
        meta: { align: 'end' },
        cell: ({ row }) => formatProgres(row.original.rata_rata_progress),
      },
      {
        id: 'aksi',
        header: 'Aksi',
        cell: ({ row }) => {
          const nama = labelPertemuan(row.original);
          return (
            <span className={styles.aksi}>
              {adaRekap ? (
                <Button
                  variant="ghost"
                  size="small"
                  icon={<Table2 />}
                  href={aksi.current.hrefRekap?.(row.original)}
                  aria-label={`Rekap kehadiran ${nama}`}
                >
                  Rekap
                </Button>
              ) : null}
              <TombolLihat
                href={aksi.current.hrefPertemuan(row.original)}
                aria-label={`Lihat kehadiran ${nama}`}
              />
            </span>
          );
        },
      },
    ],
    [page, pageSize, adaRekap],
  );

  const disaring = filter.status !== null || filter.jenis !== null || Boolean(defaultSearch);

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <SearchField
            placeholder="Cari mata kuliah atau kelas"
            defaultValue={defaultSearch}
            onSearch={onSearch}
          />
        </div>
        <div className={styles.filter}>
          <Select
            label="Status"
            items={OPSI_STATUS}
            value={filter.status ?? SEMUA}
            onChange={(id) =>
              onFilterChange({
                ...filter,
                status: id === SEMUA || id === null ? null : (String(id) as StatusPertemuan),
              })
            }
          />
        </div>
        <div className={styles.filter}>
          <Select
            label="Metode"
            items={OPSI_JENIS}
            value={filter.jenis ?? SEMUA}
            onChange={(id) =>
              onFilterChange({
                ...filter,
                jenis: id === SEMUA || id === null ? null : (String(id) as JenisPertemuan),
              })
            }
          />
        </div>
        {onEkspor ? (
          <Button
            variant="secondary"
            icon={<FileSpreadsheet />}
            isPending={isEksporPending}
            isDisabled={total === 0}
            disabledReason={total === 0 ? 'Tidak ada data untuk diekspor' : undefined}
            onPress={onEkspor}
          >
            Export Excel
          </Button>
        ) : null}
      </div>
      <PagedTable
        aria-label="Daftar Kehadiran Peserta"
        data={data}
        columns={columns}
        getRowId={(b) => b.pertemuan.id}
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={onPageChange}
        paginationLabel="Halaman daftar kehadiran"
        isLoading={isLoading}
        isError={isError}
        onRetry={onRetry}
        empty={
          <EmptyState
            icon={<CalendarCheck />}
            pesan={disaring ? PESAN_CARI_KEHADIRAN_KOSONG : PESAN_DAFTAR_KEHADIRAN_KOSONG}
          />
        }
      />
    </div>
  );
}
