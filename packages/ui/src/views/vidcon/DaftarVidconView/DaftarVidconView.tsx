import type { Vidcon } from '@kampus/api';
import {
  type KeadaanHalaman,
  LABEL_STATUS_VIDCON,
  STATUS_VIDCON,
  type StatusVidcon,
} from '@kampus/domain';
import Video from 'lucide-react/icons/video';
import { useState } from 'react';
import { DaftarKartu } from '../../../composites/DaftarKartu';
import { EmptyState } from '../../../primitives/EmptyState';
import { Select } from '../../../primitives/Select';
import { KartuVidcon, type PeranVidcon } from '../VidconPanel/KartuVidcon';
import { useGabungVidconView } from '../VidconPanel/VidconPanel';
import * as panel from '../VidconPanel/VidconPanel.css';
import * as styles from './DaftarVidconView.css';

export const PESAN_DAFTAR_VIDCON_KOSONG = 'Belum ada vidcon di kelas Anda.';
export const PESAN_CARI_VIDCON_KOSONG = 'Tidak ada vidcon yang sesuai dengan pencarian.';

const SEMUA = 'semua';
const OPSI_STATUS = [
  { id: SEMUA, label: 'Semua Status' },
  ...STATUS_VIDCON.map((s) => ({ id: s, label: LABEL_STATUS_VIDCON[s].label })),
];

export interface DaftarVidconViewProps {
  /** One page of the user's vidcons across their classes. */
  vidcon: readonly Vidcon[];
  /** Students join; staff see who joined. */
  peran: PeranVidcon;
  /** The server clock (ISO): the statuses follow it. */
  waktuServer?: string;
  /** Current page, from 1. */
  page: number;
  pageSize: number;
  /** Vidcons over all pages (the count badge). */
  total: number;
  /** A new page or size; a size change comes with page 1. */
  onPageChange: (keadaan: KeadaanHalaman) => void;
  /** 'Cari judul', after the 500 ms pause (spec 9). */
  onSearch: (kata: string) => void;
  /** The search text to start with. */
  defaultSearch?: string;
  /** The status shown; null for all. */
  status?: StatusVidcon | null;
  onStatusChange?: (status: StatusVidcon | null) => void;
  /** Zone of the times. @default 'Asia/Jakarta' */
  timeZone?: string;
  /** Records a join (PUT /lms/vidcon/{id}/join). Without it there is no join button. */
  onGabung?: (v: Vidcon) => unknown;
  /** The vidcon whose join is being recorded. */
  gabungId?: string | null;
  /** Level of the card heading; each vidcon is one below. @default 2 */
  headingLevel?: 2 | 3;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' with `onRetry`. @default false */
  isError?: boolean;
  onRetry?: () => void;
}

/**
 * /vidcon (spec 2 'Routes', the statistics tile): the user's vidcons across their classes, the
 * newest first, each with its course, class and meeting, app, status, times, participants and the
 * join button; 'Cari judul', a status filter and the pager. Staff see who joined, late or on time.
 */
export function DaftarVidconView({
  vidcon,
  peran,
  waktuServer,
  page,
  pageSize,
  total,
  onPageChange,
  onSearch,
  defaultSearch,
  status = null,
  onStatusChange,
  timeZone,
  onGabung,
  gabungId = null,
  headingLevel = 2,
  isLoading = false,
  isError = false,
  onRetry,
}: DaftarVidconViewProps) {
  const [kata, setKata] = useState(defaultSearch ?? '');
  const gabung = useGabungVidconView(onGabung);
  const disaring = kata.trim() !== '' || status !== null;

  return (
    <div className={styles.halaman}>
      {onStatusChange ? (
        <div className={styles.filter}>
          <Select
            label="Status"
            items={OPSI_STATUS}
            value={status ?? SEMUA}
            onChange={(id) =>
              onStatusChange(id === SEMUA || id === null ? null : (String(id) as StatusVidcon))
            }
          />
        </div>
      ) : null}
      <DaftarKartu
        judul="Daftar Vidcon"
        satuan="vidcon"
        headingLevel={headingLevel}
        cari={{
          placeholder: 'Cari judul',
          defaultValue: defaultSearch,
          onSearch: (teks) => {
            setKata(teks);
            onSearch(teks);
          },
        }}
        aria-label="Daftar vidcon"
        isEmpty={vidcon.length === 0}
        kosong={
          <EmptyState
            icon={<Video />}
            pesan={disaring ? PESAN_CARI_VIDCON_KOSONG : PESAN_DAFTAR_VIDCON_KOSONG}
          />
        }
        isLoading={isLoading}
        memuat={{ label: 'Memuat vidcon', tinggi: '8em' }}
        isError={isError}
        onRetry={onRetry}
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={onPageChange}
        paginationLabel="Halaman vidcon"
      >
        {vidcon.map((v) => (
          <li key={v.id}>
            <KartuVidcon
              v={v}
              peran={peran}
              waktuServer={waktuServer}
              timeZone={timeZone}
              headingLevel={headingLevel}
              tampilkanKelas
              onMasuk={gabung.onMasuk}
              onBukaLink={gabung.onBukaLink}
              isGabungPending={gabungId === v.id}
              className={panel.kartuDaftar}
            />
          </li>
        ))}
      </DaftarKartu>
      {gabung.ruang}
    </div>
  );
}
