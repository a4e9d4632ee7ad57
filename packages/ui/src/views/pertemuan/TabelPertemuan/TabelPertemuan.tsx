import type { Pertemuan } from '@kampus/api';
import {
  formatRentangJam,
  formatTanggal,
  judulPertemuan,
  type KeadaanHalaman,
  labelJenisPertemuan,
  labelKategoriPertemuan,
  labelNamaKelas,
  statusPertemuan,
} from '@kampus/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useRef } from 'react';
import {
  SelDuaBaris,
  SelMataKuliah,
  TeksSebaris,
  TeksSel,
  TombolLihat,
} from '../../../composites/SelTabel';
import { kolomNomor } from '../../../data/DataTable';
import { PagedTable } from '../../../data/PagedTable';
import { Tag } from '../../../primitives/Tag';

/** The meeting fields the table shows (spec 3 'Meeting'). */
export type BarisPertemuan = Pick<
  Pertemuan,
  | 'id'
  | 'nomor'
  | 'judul'
  | 'kategori'
  | 'jenis'
  | 'status'
  | 'waktu_mulai'
  | 'waktu_selesai'
  | 'kelas_kuliah'
>;

export interface TabelPertemuanProps {
  /** One page of meetings. */
  data: readonly BarisPertemuan[];
  /** Current page, from 1. */
  page: number;
  pageSize: number;
  /** Meetings over all pages. */
  total: number;
  /** A new page or size; a size change comes with page 1. */
  onPageChange: (keadaan: KeadaanHalaman) => void;
  /** Page sizes. @default 5, 10, 20, 50 */
  pageSizeOptions?: readonly number[];
  /** Time zone of the times. @default 'Asia/Jakarta' */
  timeZone?: string;
  /** The meeting link. @default `/pertemuan/{id}` */
  hrefPertemuan?: (pertemuan: BarisPertemuan) => string;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' with `onRetry`. @default false */
  isError?: boolean;
  onRetry?: () => void;
}

/** Kuliah in the brand colour, exams stand out (spec 2: 'Kuliah, UTS, UAS tags'). */
const warnaKategori = (kategori: string) => (kategori === 'kuliah' ? 'primary' : 'warning');

/**
 * The meeting table (spec 2 'Meeting list and edit'): No, Mata Kuliah, Kelas, Pertemuan, Judul,
 * Jenis (Kuliah/UTS/UAS), Metode (Online/Offline/Campuran), Status, Waktu and 'Lihat' to
 * /pertemuan/{id}, paged and numbered across pages.
 */
export function TabelPertemuan({
  data,
  page,
  pageSize,
  total,
  onPageChange,
  pageSizeOptions,
  timeZone,
  hrefPertemuan,
  isLoading = false,
  isError = false,
  onRetry,
}: TabelPertemuanProps) {
  const href = useRef(hrefPertemuan);
  href.current = hrefPertemuan;

  const columns = useMemo<ColumnDef<BarisPertemuan>[]>(
    () => [
      kolomNomor<BarisPertemuan>({ page, pageSize }),
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
        meta: { align: 'end' },
        cell: ({ row }) => row.original.nomor,
      },
      {
        id: 'judul',
        header: 'Judul',
        cell: ({ row }) => <TeksSel teks={judulPertemuan(row.original)} />,
      },
      {
        id: 'jenis',
        header: 'Jenis',
        cell: ({ row }) => (
          <Tag tone={warnaKategori(row.original.kategori)}>
            {labelKategoriPertemuan(row.original.kategori)}
          </Tag>
        ),
      },
      {
        id: 'metode',
        header: 'Metode',
        cell: ({ row }) => <TeksSebaris>{labelJenisPertemuan(row.original.jenis)}</TeksSebaris>,
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => {
          const s = statusPertemuan(row.original.status);
          return <Tag tone={s.warna}>{s.label}</Tag>;
        },
      },
      {
        id: 'waktu',
        header: 'Waktu',
        cell: ({ row }) => {
          const p = row.original;
          return (
            <SelDuaBaris
              utama={<TeksSebaris>{formatTanggal(p.waktu_mulai, timeZone)}</TeksSebaris>}
              keterangan={formatRentangJam(p.waktu_mulai, p.waktu_selesai, timeZone, true)}
            />
          );
        },
      },
      {
        id: 'lihat',
        header: 'Lihat',
        cell: ({ row }) => {
          const p = row.original;
          return (
            <TombolLihat
              href={href.current?.(p) ?? `/pertemuan/${encodeURIComponent(p.id)}`}
              aria-label={`Lihat Pertemuan ${p.nomor} ${p.kelas_kuliah.mata_kuliah.nama} ${labelNamaKelas(p.kelas_kuliah.kelas)}`}
            />
          );
        },
      },
    ],
    [page, pageSize, timeZone],
  );

  return (
    <PagedTable
      aria-label="Data Pertemuan"
      kartuDiPonsel
      columns={columns}
      data={data}
      getRowId={(p) => p.id}
      isLoading={isLoading}
      page={page}
      pageSize={pageSize}
      total={total}
      onPageChange={onPageChange}
      pageSizeOptions={pageSizeOptions}
      paginationLabel="Halaman data pertemuan"
      isError={isError}
      onRetry={onRetry}
    />
  );
}
