import type { BarisPengerjaan } from '@kampus/api';
import {
  formatJam,
  formatNilai,
  formatTanggal,
  type KeadaanHalaman,
  perhitunganNilaiBerjalan,
  statusNilai,
  TEKS_KONFIRMASI_RESET_PENGERJAAN,
  TEKS_PROSES_PERHITUNGAN_NILAI,
} from '@kampus/domain';
import type { ColumnDef } from '@tanstack/react-table';
import Eye from 'lucide-react/icons/eye';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { kolomNomor } from '../../../data/DataTable';
import { PagedTable } from '../../../data/PagedTable';
import { SearchField } from '../../../data/SearchField';
import { Inline, Stack } from '../../../layout';
import { ConfirmDialog } from '../../../overlays/ConfirmDialog';
import { Button } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { Switch } from '../../../primitives/Switch';
import { Tab, TabList, TabPanel, Tabs } from '../../../primitives/Tabs';
import { Tag } from '../../../primitives/Tag';
import * as styles from './HasilUjianView.css';
import { type DataStatistik, TabelStatistik } from './StatistikJawaban';

export type { BarisStatistikJawaban, DataStatistik } from './StatistikJawaban';

/** A student without an attempt (GET /lms/ujian/{id}/pengerjaan/no_pengerjaan). */
export interface MahasiswaTanpaPengerjaan {
  id: string;
  nim: string;
  nama: string;
}

/** One server-paged list of the results screens, with its search. */
export interface DaftarHasil<T> {
  data: readonly T[];
  /** Rows over all pages. */
  total: number;
  /** Current page, from 1. */
  page: number;
  /** 5, 10, 20 or 50 (spec 9). */
  pageSize: number;
  /** A new page or size; a size change comes with page 1. */
  onPageChange: (keadaan: KeadaanHalaman) => void;
  /** Name or NIM, after the 500 ms pause. */
  onSearch: (kata: string) => void;
  defaultSearch?: string;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' with `onRetry`. @default false */
  isError?: boolean;
  onRetry?: () => void;
}

export const TAB_HASIL = ['pengerjaan', 'belum', 'statistik'] as const;
export type TabHasil = (typeof TAB_HASIL)[number];

export interface HasilUjianViewProps {
  /** 'Pengerjaan': the work list (GET /lms/ujian/{id}/pengerjaan). */
  pengerjaan: DaftarHasil<BarisPengerjaan>;
  /** 'Belum Mengerjakan': students without an attempt. */
  belumMengerjakan: DaftarHasil<MahasiswaTanpaPengerjaan>;
  /** 'Statistik Jawaban': per question. */
  statistik: DataStatistik;
  /** The open tab, controlled (the page may fetch a tab when it opens). */
  tab?: TabHasil;
  /** @default 'pengerjaan' */
  defaultTab?: TabHasil;
  onTabChange?: (tab: TabHasil) => void;
  /** Scores are shown to students (spec 4 'Score publishing'). */
  isTampilkanNilai: boolean;
  /** The switch: publish (true) or unpublish; the page shows 'Berhasil publish nilai' / 'Berhasil unpublish nilai'. */
  onPublish: (tampil: boolean) => void;
  /** @default false */
  isPublishPending?: boolean;
  /** 'Unduh Excel' (GET /lms/ujian/{id}/pengerjaan/export_excel). */
  onEkspor: () => void;
  /** @default false */
  isEksporPending?: boolean;
  /** The exam's grade calculation (spec 4): IN_PROGRESS shows 'Sedang proses perhitungan nilai'. */
  perhitungan: 'IN_PROGRESS' | 'COMPLETED';
  /** One student's work page. */
  hrefDetail: (baris: BarisPengerjaan) => string;
  /** After 'Ya' in the reset question; the dialog waits for it. */
  onReset: (baris: BarisPengerjaan) => unknown;
  /** Publishing and resetting (the lecturer's write right). @default true */
  bolehUbah?: boolean;
  /** The class time zone. @default 'Asia/Jakarta' */
  timeZone?: string;
}

const waktu = (w: string, tz: string) => `${formatTanggal(w, tz)}, ${formatJam(w, tz)}`;

/**
 * The exam results (spec 2 'Exams', 4 'Grade status per activity' and 'Score publishing', 7):
 * the work list ('Pengerjaan': No, NIM, Nama, start, end or submission with 'Dikumpulkan oleh
 * sistem', answered/total, score, grade status; 'Lihat' and 'Reset', which asks 'Anda yakin
 * me-reset pengerjaan kuis/ujian mahasiswa ini?'), the students without work ('Belum
 * Mengerjakan') and the answer statistics ('Statistik Jawaban'); 'Tampilkan Nilai', 'Unduh
 * Excel' and the calculation warning above them.
 */
export function HasilUjianView({
  pengerjaan,
  belumMengerjakan,
  statistik,
  tab,
  defaultTab = 'pengerjaan',
  onTabChange,
  isTampilkanNilai,
  onPublish,
  isPublishPending = false,
  onEkspor,
  isEksporPending = false,
  perhitungan,
  hrefDetail,
  onReset,
  bolehUbah = true,
  timeZone = 'Asia/Jakarta',
}: HasilUjianViewProps) {
  const [reset, setReset] = useState<BarisPengerjaan | null>(null);
  const [mereset, setMereset] = useState(false);

  // Row actions read the latest callbacks without rebuilding the columns.
  const aksi = useRef({ hrefDetail, setReset });
  aksi.current = { hrefDetail, setReset };

  const kolomPengerjaan = useMemo<ColumnDef<BarisPengerjaan>[]>(
    () => [
      kolomNomor<BarisPengerjaan>({ page: pengerjaan.page, pageSize: pengerjaan.pageSize }),
      { id: 'nim', header: 'NIM', cell: ({ row }) => row.original.mahasiswa.nim },
      {
        id: 'nama',
        header: 'Nama',
        cell: ({ row }) => <span className={styles.nama}>{row.original.mahasiswa.nama}</span>,
      },
      {
        id: 'mulai',
        header: 'Waktu Mulai',
        cell: ({ row }) => (
          <span className={styles.nowrap}>{waktu(row.original.waktu_mulai, timeZone)}</span>
        ),
      },
      {
        id: 'selesai',
        header: 'Waktu Selesai',
        cell: ({ row }) => {
          const b = row.original;
          return (
            <Stack as="span" gap="xs" align="flex-start">
              <span className={styles.nowrap}>
                {b.dikumpulkan ? waktu(b.waktu_selesai, timeZone) : '-'}
              </span>
              {b.dikumpulkan_oleh === 'sistem' ? (
                <Tag tone="warning">Dikumpulkan oleh sistem</Tag>
              ) : null}
            </Stack>
          );
        },
      },
      {
        id: 'dijawab',
        header: 'Dijawab',
        meta: { align: 'end' },
        cell: ({ row }) => `${row.original.jumlah_soal_dijawab}/${row.original.jumlah_soal}`,
      },
      {
        id: 'nilai',
        header: 'Nilai',
        meta: { align: 'end' },
        cell: ({ row }) => formatNilai(row.original.nilai_akhir),
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => {
          const s = statusNilai(row.original.status_nilai);
          return <Tag tone={s.warna}>{s.label}</Tag>;
        },
      },
      {
        id: 'aksi',
        header: 'Aksi',
        cell: ({ row }) => {
          const b = row.original;
          return (
            <Inline as="span" gap="xs" align="stretch">
              <Button
                variant="ghost"
                size="small"
                icon={<Eye />}
                href={aksi.current.hrefDetail(b)}
                aria-label={`Lihat pengerjaan ${b.mahasiswa.nama}`}
              >
                Lihat
              </Button>
              {bolehUbah ? (
                <Button
                  variant="ghost"
                  size="small"
                  icon={<RotateCcw />}
                  aria-label={`Reset pengerjaan ${b.mahasiswa.nama}`}
                  onPress={() => aksi.current.setReset(b)}
                >
                  Reset
                </Button>
              ) : null}
            </Inline>
          );
        },
      },
    ],
    [pengerjaan.page, pengerjaan.pageSize, timeZone, bolehUbah],
  );

  const kolomBelum = useMemo<ColumnDef<MahasiswaTanpaPengerjaan>[]>(
    () => [
      kolomNomor<MahasiswaTanpaPengerjaan>({
        page: belumMengerjakan.page,
        pageSize: belumMengerjakan.pageSize,
      }),
      { id: 'nim', header: 'NIM', cell: ({ row }) => row.original.nim },
      {
        id: 'nama',
        header: 'Nama',
        cell: ({ row }) => <span className={styles.nama}>{row.original.nama}</span>,
      },
    ],
    [belumMengerjakan.page, belumMengerjakan.pageSize],
  );

  const konfirmasiReset = async () => {
    if (!reset) return;
    setMereset(true);
    try {
      await onReset(reset);
    } catch {
      // The page shows the error; the work stays.
    } finally {
      setMereset(false);
      setReset(null);
    }
  };

  const cari = (daftar: DaftarHasil<unknown>): ReactNode => (
    <div className={styles.cari}>
      <SearchField
        placeholder="Cari NIM atau nama"
        defaultValue={daftar.defaultSearch}
        onSearch={daftar.onSearch}
      />
    </div>
  );

  return (
    <div className={styles.root}>
      <Inline gap="md" justify="space-between">
        {perhitunganNilaiBerjalan(perhitungan) ? (
          <p className={styles.perhitungan} role="status">
            <TriangleAlert aria-hidden="true" size={18} />
            {TEKS_PROSES_PERHITUNGAN_NILAI}
          </p>
        ) : null}
        <div className={styles.toolbarAksi}>
          <Switch
            isSelected={isTampilkanNilai}
            onChange={onPublish}
            isDisabled={!bolehUbah || isPublishPending}
          >
            Tampilkan Nilai
          </Switch>
          <Button
            variant="secondary"
            icon={<FileSpreadsheet />}
            isPending={isEksporPending}
            onPress={onEkspor}
          >
            Unduh Excel
          </Button>
        </div>
      </Inline>
      <Tabs
        selectedKey={tab}
        defaultSelectedKey={tab === undefined ? defaultTab : undefined}
        onSelectionChange={(k) => onTabChange?.(k as TabHasil)}
      >
        <TabList aria-label="Hasil kuis/ujian">
          <Tab id="pengerjaan">Pengerjaan</Tab>
          <Tab id="belum">Belum Mengerjakan</Tab>
          <Tab id="statistik">Statistik Jawaban</Tab>
        </TabList>
        <TabPanel id="pengerjaan">
          <div className={styles.panel}>
            {cari(pengerjaan)}
            <PagedTable
              aria-label="Pengerjaan"
              kartuDiPonsel
              columns={kolomPengerjaan}
              data={pengerjaan.data}
              getRowId={(b) => b.id}
              page={pengerjaan.page}
              pageSize={pengerjaan.pageSize}
              total={pengerjaan.total}
              onPageChange={pengerjaan.onPageChange}
              paginationLabel="Halaman pengerjaan"
              isLoading={pengerjaan.isLoading}
              isError={pengerjaan.isError}
              onRetry={pengerjaan.onRetry}
              empty={<EmptyState pesan="Belum ada mahasiswa yang mengerjakan kuis/ujian ini." />}
            />
          </div>
        </TabPanel>
        <TabPanel id="belum">
          <div className={styles.panel}>
            {cari(belumMengerjakan)}
            <PagedTable
              aria-label="Belum Mengerjakan"
              kartuDiPonsel
              columns={kolomBelum}
              data={belumMengerjakan.data}
              getRowId={(m) => m.id}
              page={belumMengerjakan.page}
              pageSize={belumMengerjakan.pageSize}
              total={belumMengerjakan.total}
              onPageChange={belumMengerjakan.onPageChange}
              paginationLabel="Halaman belum mengerjakan"
              isLoading={belumMengerjakan.isLoading}
              isError={belumMengerjakan.isError}
              onRetry={belumMengerjakan.onRetry}
              empty={<EmptyState pesan="Semua mahasiswa sudah mengerjakan kuis/ujian ini." />}
            />
          </div>
        </TabPanel>
        <TabPanel id="statistik">
          <div className={styles.panel}>
            <TabelStatistik statistik={statistik} />
          </div>
        </TabPanel>
      </Tabs>
      {bolehUbah ? (
        <ConfirmDialog
          isOpen={reset !== null}
          onOpenChange={(buka) => (buka || mereset ? undefined : setReset(null))}
          message={TEKS_KONFIRMASI_RESET_PENGERJAAN}
          onConfirm={() => void konfirmasiReset()}
          isPending={mereset}
          closeOnConfirm={false}
        />
      ) : null}
    </div>
  );
}
