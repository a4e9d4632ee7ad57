import { DEFAULT_ZONA_WAKTU, formatJam, formatTanggal, type KeadaanHalaman } from '@kampus/domain';
import type { ColumnDef } from '@tanstack/react-table';
import FileArchive from 'lucide-react/icons/file-archive';
import MessagesSquare from 'lucide-react/icons/messages-square';
import PenLine from 'lucide-react/icons/pen-line';
import { useMemo } from 'react';
import { TeksSel } from '../../../composites/SelTabel';
import { kolomNomor } from '../../../data/DataTable';
import { PagedTable } from '../../../data/PagedTable';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Button } from '../../../primitives/Button';
import { Select, type SelectOption } from '../../../primitives/Select';
import { Tag } from '../../../primitives/Tag';
import type { PengumpulanView } from '../PengumpulanSayaPanel';
import * as styles from './DaftarPengumpulanView.css';

/** Who a row is: a student, or a group of a group assignment. */
export interface BarisPengumpulanView {
  mahasiswa: { id: string; nim: string; nama: string } | null;
  kelompok: { id: string; nama: string; jumlah_anggota: number } | null;
  pengumpulan: (PengumpulanView & { id: string }) | null;
}

export const STATUS_DAFTAR_PENGUMPULAN = [
  'belum_mengumpulkan',
  'belum_dinilai',
  'sudah_dinilai',
] as const;
export type StatusDaftarPengumpulan = (typeof STATUS_DAFTAR_PENGUMPULAN)[number];

const OPSI_STATUS: SelectOption[] = [
  { id: 'semua', label: 'Semua' },
  { id: 'belum_mengumpulkan', label: 'Belum Mengumpulkan' },
  { id: 'belum_dinilai', label: 'Belum Dinilai' },
  { id: 'sudah_dinilai', label: 'Sudah Dinilai' },
];

export interface DaftarPengumpulanViewProps {
  data: readonly BarisPengumpulanView[];
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (keadaan: KeadaanHalaman) => void;
  status: StatusDaftarPengumpulan | null;
  onStatusChange: (status: StatusDaftarPengumpulan | null) => void;
  /** Grades a submission (lecturers of the class). Hidden when not given. */
  onNilai?: (baris: BarisPengumpulanView) => void;
  /** Opens the submission's comment thread. Hidden when not given. */
  onPercakapan?: (baris: BarisPengumpulanView) => void;
  /** Downloads every submission's files as one ZIP. Hidden when not given. */
  onUnduhSemua?: () => void;
  isUnduhPending?: boolean;
  /** @default the college's default zone */
  timeZone?: string;
  isLoading?: boolean;
  isError?: boolean;
  onRetry?: () => void;
}

const namaBaris = (b: BarisPengumpulanView) => b.kelompok?.nama ?? b.mahasiswa?.nama ?? '-';

/**
 * The submissions of an assignment for its lecturers (issue 24): each student (or group) with
 * whether and when they handed in, late or not, the files, the grade; filtered by status, paged
 * by the server; 'Nilai' and 'Percakapan' per row, and every file at once as a ZIP.
 */
export function DaftarPengumpulanView({
  data,
  page,
  pageSize,
  total,
  onPageChange,
  status,
  onStatusChange,
  onNilai,
  onPercakapan,
  onUnduhSemua,
  isUnduhPending = false,
  timeZone = DEFAULT_ZONA_WAKTU,
  isLoading = false,
  isError = false,
  onRetry,
}: DaftarPengumpulanViewProps) {
  const kolom = useMemo<ColumnDef<BarisPengumpulanView>[]>(
    () => [
      kolomNomor({ page, pageSize }),
      {
        id: 'nama',
        header: data.some((b) => b.kelompok) ? 'Kelompok' : 'Mahasiswa',
        cell: ({ row: { original: b } }) =>
          b.kelompok ? (
            <span className={styles.orang}>
              <TeksSel teks={b.kelompok.nama} />
              <span className={styles.kedua}>{b.kelompok.jumlah_anggota} anggota</span>
            </span>
          ) : (
            <span className={styles.orang}>
              <TeksSel teks={b.mahasiswa?.nama ?? '-'} />
              <span className={styles.kedua}>{b.mahasiswa?.nim}</span>
            </span>
          ),
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row: { original: b } }) => {
          const p = b.pengumpulan;
          if (!p) return <Tag tone="grey">Belum Mengumpulkan</Tag>;
          return (
            <Inline gap="xs" wrap>
              <Tag tone={p.terlambat ? 'warning' : 'success'}>
                {p.terlambat ? 'Terlambat' : 'Tepat Waktu'}
              </Tag>
              {p.nilai === null ? <Tag tone="blue">Belum Dinilai</Tag> : null}
            </Inline>
          );
        },
      },
      {
        id: 'waktu',
        header: 'Waktu Kirim',
        cell: ({ row: { original: b } }) =>
          b.pengumpulan
            ? `${formatTanggal(b.pengumpulan.waktu_kirim, timeZone)} ${formatJam(b.pengumpulan.waktu_kirim, timeZone)}`
            : '-',
      },
      {
        id: 'berkas',
        header: 'Berkas',
        meta: { align: 'end' },
        cell: ({ row: { original: b } }) => b.pengumpulan?.berkas.length ?? 0,
      },
      {
        id: 'nilai',
        header: 'Nilai',
        meta: { align: 'end' },
        cell: ({ row: { original: b } }) =>
          b.pengumpulan?.nilai === null || b.pengumpulan?.nilai === undefined
            ? '-'
            : b.pengumpulan.nilai.toLocaleString('id-ID', { maximumFractionDigits: 2 }),
      },
      ...(onNilai || onPercakapan
        ? [
            {
              id: 'aksi',
              header: 'Aksi',
              cell: ({ row: { original: b } }: { row: { original: BarisPengumpulanView } }) => (
                <Inline gap="xs">
                  {onNilai && b.pengumpulan ? (
                    <Button
                      size="small"
                      variant="secondary"
                      icon={<PenLine />}
                      aria-label={`Nilai ${namaBaris(b)}`}
                      onPress={() => onNilai(b)}
                    >
                      Nilai
                    </Button>
                  ) : null}
                  {onPercakapan && b.pengumpulan ? (
                    <Button
                      iconOnly
                      icon={<MessagesSquare />}
                      aria-label={`Percakapan ${namaBaris(b)}`}
                      onPress={() => onPercakapan(b)}
                    />
                  ) : null}
                </Inline>
              ),
            } satisfies ColumnDef<BarisPengumpulanView>,
          ]
        : []),
    ],
    [data, page, pageSize, timeZone, onNilai, onPercakapan],
  );

  return (
    <Stack gap="md">
      <Inline gap="md" align="flex-end" justify="space-between" wrap>
        <Select
          label="Status"
          items={OPSI_STATUS}
          value={status ?? 'semua'}
          onChange={(id) =>
            onStatusChange(id === 'semua' || id === null ? null : (id as StatusDaftarPengumpulan))
          }
        />
        {onUnduhSemua ? (
          <Button
            variant="secondary"
            icon={<FileArchive />}
            isPending={isUnduhPending}
            onPress={onUnduhSemua}
          >
            Unduh Semua (ZIP)
          </Button>
        ) : null}
      </Inline>
      <PagedTable
        aria-label="Pengumpulan tugas"
        columns={kolom}
        data={data}
        getRowId={(b) => b.kelompok?.id ?? b.mahasiswa?.id ?? namaBaris(b)}
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={onPageChange}
        paginationLabel="Halaman pengumpulan"
        isLoading={isLoading}
        isError={isError}
        onRetry={onRetry}
        empty="Belum ada mahasiswa pada daftar ini"
        kartuDiPonsel
      />
    </Stack>
  );
}
