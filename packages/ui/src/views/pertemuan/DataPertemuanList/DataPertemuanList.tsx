import type { Pertemuan } from '@kampus/api';
import {
  formatRentangJam,
  formatTanggal,
  judulPertemuan,
  type KeadaanHalaman,
  labelJenisPertemuan,
  labelKategoriPertemuan,
  nomorBaris,
  statusPertemuan,
} from '@kampus/domain';
import CalendarDays from 'lucide-react/icons/calendar-days';
import { DaftarKartu, JudulKartu } from '../../../composites/DaftarKartu';
import { EmptyState } from '../../../primitives/EmptyState';
import { Tag } from '../../../primitives/Tag';
import * as styles from './DataPertemuanList.css';

/** The meeting fields a card shows (spec 3 'Meeting'). */
export type KartuPertemuan = Pick<
  Pertemuan,
  'id' | 'nomor' | 'judul' | 'kategori' | 'jenis' | 'status' | 'waktu_mulai' | 'waktu_selesai'
>;

export interface DataPertemuanListProps {
  /** One page of meetings. */
  pertemuan: readonly KartuPertemuan[];
  /** Current page, from 1. */
  page: number;
  pageSize: number;
  /** Meetings over all pages (the count badge). */
  total: number;
  /** A new page or size; a size change comes with page 1. */
  onPageChange: (keadaan: KeadaanHalaman) => void;
  /** 'Cari judul pertemuan', after the 500 ms pause (spec 9). */
  onSearch: (kata: string) => void;
  /** The search text to start with. */
  defaultSearch?: string;
  /** Page sizes. @default 5, 10, 20, 50 */
  pageSizeOptions?: readonly number[];
  /** Time zone of the times. @default 'Asia/Jakarta' */
  timeZone?: string;
  /** The meeting link. @default `/pertemuan/{id}` */
  hrefPertemuan?: (pertemuan: KartuPertemuan) => string;
  /** Level of the card heading. @default 2 */
  headingLevel?: 2 | 3;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' with `onRetry`. @default false */
  isError?: boolean;
  onRetry?: () => void;
}

/**
 * 'Data Pertemuan' (spec 2 'Meeting list and edit'): the total count, 'Cari judul pertemuan', a
 * card per meeting numbered across pages ((page-1)*perPage+index+1) with title, date and time,
 * type and status tags and a link to the meeting, and the pager.
 */
export function DataPertemuanList({
  pertemuan,
  page,
  pageSize,
  total,
  onPageChange,
  onSearch,
  defaultSearch,
  pageSizeOptions,
  timeZone,
  hrefPertemuan,
  headingLevel = 2,
  isLoading = false,
  isError = false,
  onRetry,
}: DataPertemuanListProps) {
  return (
    <DaftarKartu
      judul="Data Pertemuan"
      satuan="pertemuan"
      headingLevel={headingLevel}
      cari={{ placeholder: 'Cari judul pertemuan', defaultValue: defaultSearch, onSearch }}
      aria-label="Daftar pertemuan"
      nomorAwal={nomorBaris(page, pageSize, 0)}
      isEmpty={pertemuan.length === 0}
      kosong={<EmptyState icon={<CalendarDays />} />}
      isLoading={isLoading}
      memuat={{ label: 'Memuat data pertemuan', tinggi: '5.5em' }}
      isError={isError}
      onRetry={onRetry}
      page={page}
      pageSize={pageSize}
      total={total}
      onPageChange={onPageChange}
      pageSizeOptions={pageSizeOptions}
      paginationLabel="Halaman data pertemuan"
    >
      {pertemuan.map((p, index) => {
        const status = statusPertemuan(p.status);
        const href = hrefPertemuan?.(p) ?? `/pertemuan/${encodeURIComponent(p.id)}`;
        return (
          <li key={p.id} className={styles.card}>
            <span className={styles.number}>{nomorBaris(page, pageSize, index)}</span>
            <div className={styles.body}>
              <span className={styles.meta}>Pertemuan {p.nomor}</span>
              <JudulKartu headingLevel={headingLevel} href={href}>
                {judulPertemuan(p)}
              </JudulKartu>
              <span className={styles.meta}>
                {formatTanggal(p.waktu_mulai, timeZone)},{' '}
                {formatRentangJam(p.waktu_mulai, p.waktu_selesai, timeZone, true)}
              </span>
              <span className={styles.tags}>
                <Tag tone="primary">{labelJenisPertemuan(p.jenis)}</Tag>
                <Tag tone={p.kategori === 'kuliah' ? 'blue' : 'warning'}>
                  {labelKategoriPertemuan(p.kategori)}
                </Tag>
                <Tag tone={status.warna}>{status.label}</Tag>
              </span>
            </div>
          </li>
        );
      })}
    </DaftarKartu>
  );
}
