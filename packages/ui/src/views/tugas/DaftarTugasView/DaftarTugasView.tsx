import type { Tugas } from '@kampus/api';
import {
  JENIS_TUGAS,
  type JenisTugas,
  type KeadaanHalaman,
  LABEL_JENIS_TUGAS,
  type WaktuInput,
} from '@kampus/domain';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import { useState } from 'react';
import { DaftarKartu } from '../../../composites/DaftarKartu';
import { EmptyState } from '../../../primitives/EmptyState';
import { Select, type SelectOption } from '../../../primitives/Select';
import { KartuTugas, type PeranTugasPanel } from '../TugasPanel/KartuTugas';
import { hrefTugasBawaan } from '../TugasPanel/TugasPanel';
import * as styles from './DaftarTugasView.css';

export const PESAN_DAFTAR_TUGAS_KOSONG = 'Belum ada tugas di kelas Anda.';
export const PESAN_CARI_TUGAS_KOSONG = 'Tidak ada tugas yang sesuai dengan pencarian.';

const SEMUA = 'semua';
const OPSI_JENIS = [
  { id: SEMUA, label: 'Semua Jenis' },
  ...JENIS_TUGAS.map((j) => ({ id: j, label: LABEL_JENIS_TUGAS[j] })),
];

export interface DaftarTugasViewProps {
  /** One page of the user's assignments across their classes (GET /lms/tugas), newest first. */
  tugas: readonly Tugas[];
  /** Students see their own status; staff the monitoring status and counts. */
  peran: PeranTugasPanel;
  /** The server clock: the statuses follow it. @default now */
  waktuServer?: WaktuInput;
  /** Current page, from 1. */
  page: number;
  pageSize: number;
  /** Assignments over all pages (the count badge). */
  total: number;
  /** A new page or size; a size change comes with page 1. */
  onPageChange: (keadaan: KeadaanHalaman) => void;
  /** 'Cari judul', after the 500 ms pause (spec 9). */
  onSearch: (kata: string) => void;
  /** The search text to start with. */
  defaultSearch?: string;
  /** The type shown (spec 3 'Assignment type filter'); null for both. */
  jenis?: JenisTugas | null;
  onJenisChange?: (jenis: JenisTugas | null) => void;
  /** The user's classes for the class filter (id_kelas_kuliah); no filter without them. */
  opsiKelas?: readonly SelectOption[];
  /** The class shown; null for all. */
  kelas?: string | null;
  onKelasChange?: (kelas: string | null) => void;
  /** Zone of the times. @default 'Asia/Jakarta' */
  timeZone?: string;
  /** Where 'Buka Tugas' / 'Lihat Pengumpulan' goes. @default '/tugas/{id}' */
  hrefTugas?: (tugas: Tugas) => string;
  /** Opens the assignment in place instead of following `hrefTugas`. */
  onBuka?: (tugas: Tugas) => void;
  /** Level of the card heading; each assignment is one below. @default 2 */
  headingLevel?: 2 | 3;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' with `onRetry`. @default false */
  isError?: boolean;
  onRetry?: () => void;
}

/**
 * /tugas (spec 2 'Routes', the statistics tile): the user's assignments across their classes,
 * the newest first, each labelled with its course and meeting, its type, the status for the
 * viewer, the start and the deadline; 'Cari judul', the type filter (Individu, Kelompok), an
 * optional class filter and the pager.
 */
export function DaftarTugasView({
  tugas,
  peran,
  waktuServer,
  page,
  pageSize,
  total,
  onPageChange,
  onSearch,
  defaultSearch,
  jenis = null,
  onJenisChange,
  opsiKelas,
  kelas = null,
  onKelasChange,
  timeZone,
  hrefTugas = hrefTugasBawaan,
  onBuka,
  headingLevel = 2,
  isLoading = false,
  isError = false,
  onRetry,
}: DaftarTugasViewProps) {
  const [kata, setKata] = useState(defaultSearch ?? '');
  const disaring = kata.trim() !== '' || jenis !== null || kelas !== null;
  const sekarang = waktuServer ?? Date.now();
  const filterKelas = opsiKelas && onKelasChange;

  return (
    <div className={styles.halaman}>
      {onJenisChange || filterKelas ? (
        <div className={styles.filter}>
          {onJenisChange ? (
            <div className={styles.filterItem}>
              <Select
                label="Jenis Tugas"
                items={OPSI_JENIS}
                value={jenis ?? SEMUA}
                onChange={(id) =>
                  onJenisChange(id === SEMUA || id === null ? null : (String(id) as JenisTugas))
                }
              />
            </div>
          ) : null}
          {filterKelas ? (
            <div className={styles.filterItem}>
              <Select
                label="Kelas"
                items={[{ id: SEMUA, label: 'Semua Kelas' }, ...opsiKelas]}
                value={kelas ?? SEMUA}
                onChange={(id) => onKelasChange(id === SEMUA || id === null ? null : String(id))}
              />
            </div>
          ) : null}
        </div>
      ) : null}
      <DaftarKartu
        judul="Daftar Tugas"
        satuan="tugas"
        headingLevel={headingLevel}
        cari={{
          placeholder: 'Cari judul',
          defaultValue: defaultSearch,
          onSearch: (teks) => {
            setKata(teks);
            onSearch(teks);
          },
        }}
        aria-label="Daftar tugas"
        isEmpty={tugas.length === 0}
        kosong={
          <EmptyState
            icon={<ClipboardList />}
            pesan={disaring ? PESAN_CARI_TUGAS_KOSONG : PESAN_DAFTAR_TUGAS_KOSONG}
          />
        }
        isLoading={isLoading}
        memuat={{ label: 'Memuat tugas', tinggi: '8em' }}
        isError={isError}
        onRetry={onRetry}
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={onPageChange}
        paginationLabel="Halaman tugas"
      >
        {tugas.map((t) => (
          <li key={t.id}>
            <KartuTugas
              t={t}
              peran={peran}
              sekarang={sekarang}
              timeZone={timeZone}
              headingLevel={headingLevel + 1}
              tampilkanKelas
              href={hrefTugas(t)}
              onBuka={onBuka}
            />
          </li>
        ))}
      </DaftarKartu>
    </div>
  );
}
