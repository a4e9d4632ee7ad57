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
import { Link } from 'react-aria-components';
import { PapanBerhalaman } from '../../../composites/PapanBerhalaman';
import { SearchField } from '../../../data/SearchField';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { Tag } from '../../../primitives/Tag';
import { visuallyHidden } from '../../../styles/utils.css';
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
  const JudulKartu = `h${headingLevel + 1}` as 'h3' | 'h4';
  const daftar = (
    <ol className={styles.list} aria-label="Daftar pertemuan" start={nomorBaris(page, pageSize, 0)}>
      {pertemuan.map((p, index) => {
        const status = statusPertemuan(p.status);
        const href = hrefPertemuan?.(p) ?? `/pertemuan/${encodeURIComponent(p.id)}`;
        return (
          <li key={p.id} className={styles.card}>
            <span className={styles.number}>{nomorBaris(page, pageSize, index)}</span>
            <div className={styles.body}>
              <span className={styles.meta}>Pertemuan {p.nomor}</span>
              <JudulKartu className={styles.title}>
                <Link href={href} className={styles.link}>
                  {judulPertemuan(p)}
                </Link>
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
    </ol>
  );

  return (
    <Card
      title={
        <span className={styles.heading}>
          Data Pertemuan
          <span className={styles.badge}>
            {total}
            <span className={visuallyHidden}> pertemuan</span>
          </span>
        </span>
      }
      titleLevel={headingLevel}
    >
      <PapanBerhalaman
        className={styles.root}
        atas={
          <SearchField
            placeholder="Cari judul pertemuan"
            defaultValue={defaultSearch}
            onSearch={onSearch}
          />
        }
        isEmpty={pertemuan.length === 0}
        kosong={<EmptyState icon={<CalendarDays />} />}
        isError={isError}
        onRetry={onRetry}
        isLoading={isLoading}
        memuat={{
          className: styles.list,
          label: 'Memuat data pertemuan',
          jumlah: Math.min(pageSize, 3),
          tinggi: '5.5em',
        }}
        paging={{
          page,
          pageSize,
          total,
          onChange: onPageChange,
          pageSizeOptions,
          'aria-label': 'Halaman data pertemuan',
        }}
      >
        {daftar}
      </PapanBerhalaman>
    </Card>
  );
}
