import type { BarisDaftarKehadiranDosen, RingkasanKehadiranDosen } from '@kampus/api';
import {
  formatRentangJam,
  formatTanggal,
  type KeadaanHalaman,
  LABEL_STATUS_PERTEMUAN,
  labelJenisPertemuan,
  namaLengkapPengajar,
  PILIHAN_PER_HALAMAN,
  STATUS_PERTEMUAN,
  type StatusPertemuan,
  warnaTagDosen,
} from '@kampus/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, useMemo, useRef } from 'react';
import {
  SelDuaBaris,
  SelMataKuliah,
  TeksSebaris,
  TeksSel,
  TombolLihat,
} from '../../../composites/SelTabel';
import { kolomNomor } from '../../../data/DataTable';
import { PagedTable } from '../../../data/PagedTable';
import { SearchField } from '../../../data/SearchField';
import { EmptyState } from '../../../primitives/EmptyState';
import { Select, type SelectOption } from '../../../primitives/Select';
import { Tag } from '../../../primitives/Tag';
import * as styles from './DaftarKehadiranDosenView.css';

/** The empty list's message. */
export const PESAN_KEHADIRAN_DOSEN_KOSONG = 'Belum ada pertemuan';

const SEMUA = 'semua';
const OPSI_STATUS: SelectOption[] = [
  { id: SEMUA, label: 'Semua Status' },
  ...STATUS_PERTEMUAN.map((s) => ({ id: s, label: LABEL_STATUS_PERTEMUAN[s].label })),
];

export interface DaftarKehadiranDosenViewProps {
  /** One page of meetings (GET /lms/kehadiran_dosen), newest first. */
  data: readonly BarisDaftarKehadiranDosen[];
  /** Current page, from 1. */
  page: number;
  /** 5, 10, 20 or 50 (spec 9). */
  pageSize: number;
  /** Meetings over all pages. */
  total: number;
  /** A new page or size; a size change comes with page 1. */
  onPageChange: (keadaan: KeadaanHalaman) => void;
  /** Search text, after the 500 ms pause (spec 9). */
  onSearch: (kata: string) => void;
  /** The search text to start with. */
  defaultSearch?: string;
  /** The meeting status filter; null for every status. */
  status: StatusPertemuan | null;
  onStatusChange: (status: StatusPertemuan | null) => void;
  /** The 'Lihat' link of a meeting (its attendance page). */
  hrefPertemuan: (baris: BarisDaftarKehadiranDosen) => string;
  /** The 'Validasi' column (validasi_kehadiran_dosen). @default any row says it is on */
  validasiAktif?: boolean;
  /** Each teacher's name above their tag (an operator's list); a lecturer sees only their own row. @default true */
  tampilNamaPengajar?: boolean;
  /** Time zone of the meeting and lecture times. @default 'Asia/Jakarta' */
  timeZone?: string;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' with `onRetry`. @default false */
  isError?: boolean;
  onRetry?: () => void;
}

/** 'Hadir' / 'Tidak Hadir', or '-' while no attendance is recorded. */
function labelHadir(b: RingkasanKehadiranDosen): string {
  if (!b.ada_presensi) return '-';
  return b.is_hadir ? 'Hadir' : 'Tidak Hadir';
}

const namaPertemuan = (r: BarisDaftarKehadiranDosen) =>
  `${r.kelas_kuliah.mata_kuliah.nama} ${r.kelas_kuliah.kelas.nama} Pertemuan ${r.pertemuan.nomor}`;

interface Opsi {
  hrefPertemuan: DaftarKehadiranDosenViewProps['hrefPertemuan'];
  timeZone?: string;
}

/**
 * The lecturer attendance list (/kehadiran?tab=1; spec 2 'Attendance per meeting', 3 'Lecturer
 * attendance row', 4 'Lecturer attendance'): per meeting its course, class, number and title,
 * date and time, method, each teacher's attendance (tag coloured by `warnaTagDosen`, with the
 * lecture's start and end) and validation when it is on, and 'Lihat'; search, a status filter and
 * paging numbered across pages.
 */
export function DaftarKehadiranDosenView({
  data,
  page,
  pageSize,
  total,
  onPageChange,
  onSearch,
  defaultSearch,
  status,
  onStatusChange,
  hrefPertemuan,
  validasiAktif,
  tampilNamaPengajar = true,
  timeZone,
  isLoading = false,
  isError = false,
  onRetry,
}: DaftarKehadiranDosenViewProps) {
  const validasi = validasiAktif ?? data.some((r) => r.validasi_kehadiran_dosen);
  // Cells read the latest link builder and zone without rebuilding the columns.
  const opsi = useRef<Opsi>({ hrefPertemuan, timeZone });
  opsi.current = { hrefPertemuan, timeZone };

  const columns = useMemo<ColumnDef<BarisDaftarKehadiranDosen>[]>(() => {
    const perPengajar = (
      r: BarisDaftarKehadiranDosen,
      isi: (b: RingkasanKehadiranDosen) => ReactNode,
    ) =>
      r.pengajar.length === 0 ? (
        '-'
      ) : (
        <ul className={styles.daftar}>
          {r.pengajar.map((b) => (
            <li key={b.pengajar.id_dosen} className={styles.pengajar}>
              {isi(b)}
            </li>
          ))}
        </ul>
      );
    return [
      kolomNomor<BarisDaftarKehadiranDosen>({ page, pageSize }),
      {
        id: 'mataKuliah',
        header: 'Mata Kuliah',
        cell: ({ row }) => <SelMataKuliah mataKuliah={row.original.kelas_kuliah.mata_kuliah} />,
      },
      {
        id: 'kelas',
        header: 'Kelas',
        cell: ({ row }) => <TeksSebaris>{row.original.kelas_kuliah.kelas.nama || '-'}</TeksSebaris>,
      },
      {
        id: 'pertemuan',
        header: 'Pertemuan',
        cell: ({ row }) => (
          <SelDuaBaris
            utama={<TeksSel teks={row.original.pertemuan.judul || '-'} />}
            keterangan={`Pertemuan ${row.original.pertemuan.nomor}`}
          />
        ),
      },
      {
        id: 'waktu',
        header: 'Waktu',
        cell: ({ row }) => {
          const p = row.original.pertemuan;
          const tz = opsi.current.timeZone;
          return (
            <SelDuaBaris
              utama={<TeksSebaris>{formatTanggal(p.waktu_mulai, tz)}</TeksSebaris>}
              keterangan={
                <TeksSebaris>
                  {formatRentangJam(p.waktu_mulai, p.waktu_selesai, tz, true)}
                </TeksSebaris>
              }
            />
          );
        },
      },
      {
        id: 'metode',
        header: 'Metode',
        cell: ({ row }) => (
          <Tag tone="primary">{labelJenisPertemuan(row.original.pertemuan.jenis)}</Tag>
        ),
      },
      {
        id: 'kehadiran',
        header: 'Kehadiran',
        cell: ({ row }) =>
          perPengajar(row.original, (b) => (
            <>
              {tampilNamaPengajar ? <TeksSel teks={namaLengkapPengajar(b.pengajar)} /> : null}
              <span className={styles.hadir}>
                <Tag tone={warnaTagDosen(b, row.original.pertemuan.jenis, validasi)}>
                  {labelHadir(b)}
                </Tag>
                {b.ada_presensi && b.is_hadir ? (
                  <span className={styles.jam}>
                    {formatRentangJam(b.mulai_kuliah, b.selesai_kuliah, opsi.current.timeZone)}
                  </span>
                ) : null}
              </span>
            </>
          )),
      },
      ...(validasi
        ? [
            {
              id: 'validasi',
              header: 'Validasi',
              cell: ({ row }) =>
                perPengajar(row.original, (b) => (
                  <>
                    {/* An empty line beside the teacher's name keeps each tag level with theirs. */}
                    {tampilNamaPengajar ? <span className={styles.barisNama} /> : null}
                    <span className={styles.hadir}>
                      {b.status_validasi ? (
                        <Tag tone={b.is_valid ? 'success' : 'warning'}>{b.status_validasi}</Tag>
                      ) : (
                        '-'
                      )}
                    </span>
                  </>
                )),
            } satisfies ColumnDef<BarisDaftarKehadiranDosen>,
          ]
        : []),
      {
        id: 'aksi',
        header: 'Aksi',
        cell: ({ row }) => (
          <TombolLihat
            href={opsi.current.hrefPertemuan(row.original)}
            aria-label={`Lihat ${namaPertemuan(row.original)}`}
          />
        ),
      },
    ];
  }, [page, pageSize, validasi, tampilNamaPengajar]);

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
        <div className={styles.status}>
          <Select
            label="Status"
            items={OPSI_STATUS}
            value={status ?? SEMUA}
            onChange={(id) =>
              onStatusChange(id === null || id === SEMUA ? null : (id as StatusPertemuan))
            }
          />
        </div>
      </div>
      <PagedTable
        aria-label="Kehadiran Dosen"
        kartuDiPonsel
        columns={columns}
        data={data}
        getRowId={(r) => r.pertemuan.id}
        isLoading={isLoading}
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={onPageChange}
        pageSizeOptions={PILIHAN_PER_HALAMAN}
        paginationLabel="Halaman kehadiran dosen"
        isError={isError}
        onRetry={onRetry}
        empty={<EmptyState pesan={PESAN_KEHADIRAN_DOSEN_KOSONG} />}
      />
    </div>
  );
}
