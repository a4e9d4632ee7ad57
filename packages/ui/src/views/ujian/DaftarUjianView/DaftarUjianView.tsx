import type { Ujian } from '@kampus/api';
import {
  formatRentangWaktu,
  type KeadaanHalaman,
  statusPengerjaanMahasiswa,
  statusUjianPada,
  teksDurasiUjian,
} from '@kampus/domain';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import { useState } from 'react';
import { DaftarKartu, JudulKartu } from '../../../composites/DaftarKartu';
import { EmptyState } from '../../../primitives/EmptyState';
import { visuallyHidden } from '../../../styles/utils.css';
import { TagUjian } from '../UjianPanel';
import * as styles from './DaftarUjianView.css';

export const PESAN_DAFTAR_UJIAN_KOSONG = 'Belum ada kuis/ujian untuk Anda.';
export const PESAN_CARI_UJIAN_KOSONG = 'Tidak ada kuis/ujian dengan judul tersebut.';

export interface DaftarUjianViewProps {
  /** One page of the student's exams across their classes. */
  ujian: readonly Ujian[];
  /** The server clock (ISO): the exam and attempt statuses. */
  waktuServer: string;
  /** Current page, from 1. */
  page: number;
  pageSize: number;
  /** Exams over all pages (the count badge). */
  total: number;
  /** A new page or size; a size change comes with page 1. */
  onPageChange: (keadaan: KeadaanHalaman) => void;
  /** 'Cari judul', after the 500 ms pause (spec 9). */
  onSearch: (kata: string) => void;
  /** The search text to start with. */
  defaultSearch?: string;
  /** Page sizes. @default 5, 10, 20, 50 */
  pageSizeOptions?: readonly number[];
  /** Zone of the times. @default 'Asia/Jakarta' */
  timeZone?: string;
  /** The exam's page. @default `/ujian/{id}` */
  hrefUjian?: (ujian: Ujian) => string;
  /** Level of the card heading; each exam is one below. @default 2 */
  headingLevel?: 2 | 3;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' with `onRetry`. @default false */
  isError?: boolean;
  onRetry?: () => void;
}

/**
 * The student's /ujian: their exams across classes, each with the course, class and meeting, the
 * title linking to /ujian/{id}, type, book rule, exam status and their own attempt (domain
 * `statusPengerjaanMahasiswa`), times and duration; 'Cari judul' and the pager.
 */
export function DaftarUjianView({
  ujian,
  waktuServer,
  page,
  pageSize,
  total,
  onPageChange,
  onSearch,
  defaultSearch,
  pageSizeOptions,
  timeZone,
  hrefUjian = (u) => `/ujian/${encodeURIComponent(u.id)}`,
  headingLevel = 2,
  isLoading = false,
  isError = false,
  onRetry,
}: DaftarUjianViewProps) {
  const [kata, setKata] = useState(defaultSearch ?? '');

  return (
    <DaftarKartu
      judul="Daftar Kuis/Ujian"
      satuan="kuis/ujian"
      headingLevel={headingLevel}
      cari={{
        placeholder: 'Cari judul',
        defaultValue: defaultSearch,
        onSearch: (teks) => {
          setKata(teks);
          onSearch(teks);
        },
      }}
      aria-label="Daftar kuis/ujian"
      isEmpty={ujian.length === 0}
      kosong={
        <EmptyState
          icon={<ClipboardList />}
          pesan={kata.trim() ? PESAN_CARI_UJIAN_KOSONG : PESAN_DAFTAR_UJIAN_KOSONG}
        />
      }
      isLoading={isLoading}
      memuat={{ label: 'Memuat kuis/ujian', tinggi: '6.5em' }}
      isError={isError}
      onRetry={onRetry}
      page={page}
      pageSize={pageSize}
      total={total}
      onPageChange={onPageChange}
      pageSizeOptions={pageSizeOptions}
      paginationLabel="Halaman kuis/ujian"
    >
      {ujian.map((u) => {
        const mk = u.kelas_kuliah.mata_kuliah;
        return (
          <li key={u.id} className={styles.card}>
            <span className={styles.kelas}>
              {/* The same text nodes as before the list moved (screenshot baselines). */}
              <span className={styles.kode}>{mk.kode}</span> {mk.nama}
              {' · Kelas'} {u.kelas_kuliah.nama}
              {' · Pertemuan '}
              {u.pertemuan.nomor}
            </span>
            <JudulKartu headingLevel={headingLevel} href={hrefUjian(u)}>
              {u.judul}
            </JudulKartu>
            <span className={styles.tags}>
              <TagUjian
                ujian={u}
                status={statusUjianPada(u, waktuServer)}
                statusPengerjaan={statusPengerjaanMahasiswa(
                  u,
                  {
                    waktu_mulai: u.waktu_mulai_pengerjaan,
                    waktu_selesai: u.waktu_selesai_pengerjaan,
                  },
                  waktuServer,
                )}
              />
            </span>
            <span className={styles.meta}>
              <span className={styles.metaItem}>
                <span className={visuallyHidden}>Waktu: </span>
                {formatRentangWaktu(u.waktu_mulai, u.waktu_selesai, timeZone)}
              </span>
              <span className={styles.metaItem}>Durasi: {teksDurasiUjian(u)}</span>
            </span>
          </li>
        );
      })}
    </DaftarKartu>
  );
}
