import type { KelasKuliah } from '@kampus/api';
import {
  bolehUnduhSemuaBap,
  jumlahFilterAktif,
  type KeadaanHalaman,
  LABEL_JENIS_PERTEMUAN,
  labelNamaKelas,
  labelPeriode,
  labelProdi,
  MODE_KULIAH,
  type ModeKuliah,
  namaLengkapPengajar,
  PILIHAN_PER_HALAMAN_KELAS,
} from '@kampus/domain';
import type { ColumnDef } from '@tanstack/react-table';
import Download from 'lucide-react/icons/download';
import FileArchive from 'lucide-react/icons/file-archive';
import { useMemo, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { SelMataKuliah, TeksSebaris, TeksSel, TombolLihat } from '../../../composites/SelTabel';
import { kolomNomor } from '../../../data/DataTable';
import { FilterPanel } from '../../../data/FilterPanel';
import { PagedTable } from '../../../data/PagedTable';
import { SearchField } from '../../../data/SearchField';
import { Button } from '../../../primitives/Button';
import { ComboBox } from '../../../primitives/ComboBox';
import { Select, type SelectOption } from '../../../primitives/Select';
import * as styles from './TabelKelas.css';

/** The class-list filters, named as the query of GET /lms/kelas_kuliah (spec 7). */
export interface FilterKelas {
  periode: number | null;
  id_mata_kuliah: string | null;
  /** The class label, e.g. 'A'. */
  nama_kelas: string | null;
  id_jenis_kelas: string | null;
  id_prodi: string | null;
  mode_kuliah: ModeKuliah | null;
  id_dosen: string | null;
}

export const FILTER_KELAS_KOSONG: FilterKelas = {
  periode: null,
  id_mata_kuliah: null,
  nama_kelas: null,
  id_jenis_kelas: null,
  id_prodi: null,
  mode_kuliah: null,
  id_dosen: null,
};

/** Options of the filter fields, from the reference lists (spec 7). */
export interface OpsiFilterKelas {
  /** Ids are period codes, e.g. 20251. */
  periode: readonly SelectOption[];
  mataKuliah: readonly SelectOption[];
  labelKelas: readonly SelectOption[];
  jenisKelas: readonly SelectOption[];
  prodi: readonly SelectOption[];
  dosen: readonly SelectOption[];
}

export interface TabelKelasProps {
  /** One page of classes. */
  data: readonly KelasKuliah[];
  /** Current page, from 1. */
  page: number;
  /** 5, 10, 15 or 20 (spec 9). */
  pageSize: number;
  /** Classes over all pages. */
  total: number;
  /** A new page or size; a size change comes with page 1. */
  onPageChange: (keadaan: KeadaanHalaman) => void;
  /** The applied filters. */
  filter: FilterKelas;
  /** 'Terapkan' (the fields' values) or 'Reset' (all empty). */
  onFilterChange: (filter: FilterKelas) => void;
  opsiFilter: OpsiFilterKelas;
  /** Search text, after the 500 ms pause (spec 9). */
  onSearch: (kata: string) => void;
  /** The search text to start with. */
  defaultSearch?: string;
  /** 'Unduh BAP' on a row (opens the BAP choice); the column's button is hidden without it. */
  onUnduhBap?: (kelas: KelasKuliah) => void;
  /** 'Unduh Semua BAP' for the filtered period; hidden without it. */
  onUnduhSemuaBap?: () => void;
  /** While the ZIP downloads. @default false */
  isUnduhSemuaBapPending?: boolean;
  /** The class link. @default `/kelas/{id}` */
  hrefKelas?: (kelas: KelasKuliah) => string;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' with `onRetry`. @default false */
  isError?: boolean;
  onRetry?: () => void;
}

type Aksi = Pick<TabelKelasProps, 'onUnduhBap' | 'hrefKelas'>;

const OPSI_MODE: SelectOption[] = MODE_KULIAH.map((m) => ({
  id: m,
  label: LABEL_JENIS_PERTEMUAN[m],
}));

const namaKelas = (k: KelasKuliah) => `${k.mata_kuliah.nama} ${labelNamaKelas(k.kelas)}`;

/**
 * The staff class data table (spec 2 'Meeting list and edit'): No, Periode, Mata Kuliah, Kelas,
 * Pengajar, SKS, Peserta, Pertemuan, Prodi Matkul, Prodi Kelas, with 'Unduh BAP' and 'Lihat' per
 * class and 'Unduh Semua BAP'; a filter panel, search, and paging by 5, 10, 15 or 20 numbered
 * across pages.
 */
export function TabelKelas({
  data,
  page,
  pageSize,
  total,
  onPageChange,
  filter,
  onFilterChange,
  opsiFilter,
  onSearch,
  defaultSearch,
  onUnduhBap,
  onUnduhSemuaBap,
  isUnduhSemuaBapPending = false,
  hrefKelas,
  isLoading = false,
  isError = false,
  onRetry,
}: TabelKelasProps) {
  // The fields hold a draft until 'Terapkan'; new applied filters from the page replace it.
  const [draf, setDraf] = useState(filter);
  const [sumber, setSumber] = useState(filter);
  if (sumber !== filter) {
    setSumber(filter);
    setDraf(filter);
  }
  const ubah = (perubahan: Partial<FilterKelas>) => setDraf((d) => ({ ...d, ...perubahan }));
  const teks = (key: Key | null) => (key === null ? null : String(key));

  // Row actions read the latest callbacks without rebuilding the columns.
  const aksi = useRef<Aksi>({ onUnduhBap, hrefKelas });
  aksi.current = { onUnduhBap, hrefKelas };
  const adaUnduhBap = onUnduhBap !== undefined;

  const columns = useMemo<ColumnDef<KelasKuliah>[]>(
    () => [
      kolomNomor<KelasKuliah>({ page, pageSize }),
      {
        id: 'periode',
        header: 'Periode',
        cell: ({ row }) => <TeksSebaris>{labelPeriode(row.original.periode)}</TeksSebaris>,
      },
      {
        id: 'mataKuliah',
        header: 'Mata Kuliah',
        cell: ({ row }) => <SelMataKuliah mataKuliah={row.original.mata_kuliah} />,
      },
      {
        id: 'kelas',
        header: 'Kelas',
        cell: ({ row }) => <TeksSebaris>{labelNamaKelas(row.original.kelas)}</TeksSebaris>,
      },
      {
        id: 'pengajar',
        header: 'Pengajar',
        cell: ({ row }) =>
          row.original.pengajar.length === 0 ? (
            '-'
          ) : (
            <ul className={styles.daftar}>
              {row.original.pengajar.map((p) => (
                <li key={p.id_dosen}>
                  <TeksSel teks={namaLengkapPengajar(p)} />
                </li>
              ))}
            </ul>
          ),
      },
      {
        id: 'sks',
        header: 'SKS',
        meta: { align: 'end' },
        cell: ({ row }) => row.original.mata_kuliah.sks,
      },
      {
        id: 'peserta',
        header: 'Peserta',
        meta: { align: 'end' },
        cell: ({ row }) => row.original.jumlah_peserta,
      },
      {
        id: 'pertemuan',
        header: 'Pertemuan',
        meta: { align: 'end' },
        cell: ({ row }) => row.original.jumlah_pertemuan,
      },
      {
        id: 'prodiMatkul',
        header: 'Prodi Matkul',
        cell: ({ row }) => <TeksSel teks={labelProdi(row.original.mata_kuliah.prodi)} />,
      },
      {
        id: 'prodiKelas',
        header: 'Prodi Kelas',
        cell: ({ row }) =>
          row.original.prodi_kelas.length === 0 ? (
            '-'
          ) : (
            <ul className={styles.daftar}>
              {row.original.prodi_kelas.map((p) => (
                <li key={`${p.jenjang}-${p.nama}`}>
                  <TeksSel teks={labelProdi(p)} />
                </li>
              ))}
            </ul>
          ),
      },
      {
        id: 'aksi',
        header: 'Aksi',
        cell: ({ row }) => {
          const k = row.original;
          const nama = namaKelas(k);
          return (
            <span className={styles.aksi}>
              {adaUnduhBap ? (
                <Button
                  variant="secondary"
                  size="small"
                  icon={<Download />}
                  aria-label={`Unduh BAP ${nama}`}
                  onPress={() => aksi.current.onUnduhBap?.(k)}
                >
                  Unduh BAP
                </Button>
              ) : null}
              <TombolLihat
                href={aksi.current.hrefKelas?.(k) ?? `/kelas/${encodeURIComponent(k.id)}`}
                aria-label={`Lihat ${nama}`}
              />
            </span>
          );
        },
      },
    ],
    [page, pageSize, adaUnduhBap],
  );

  const semuaBap = bolehUnduhSemuaBap(filter.periode);

  return (
    <div className={styles.root}>
      <FilterPanel
        onApply={() => onFilterChange(draf)}
        onReset={() => {
          setDraf(FILTER_KELAS_KOSONG);
          onFilterChange(FILTER_KELAS_KOSONG);
        }}
        activeCount={jumlahFilterAktif({ ...filter })}
        isApplying={isLoading}
      >
        <Select
          label="Periode"
          items={opsiFilter.periode}
          value={draf.periode}
          onChange={(id) => ubah({ periode: id === null ? null : Number(id) })}
        />
        <ComboBox
          label="Mata Kuliah"
          items={opsiFilter.mataKuliah}
          value={draf.id_mata_kuliah}
          onChange={(id) => ubah({ id_mata_kuliah: teks(id) })}
        />
        <Select
          label="Kelas"
          items={opsiFilter.labelKelas}
          value={draf.nama_kelas}
          onChange={(id) => ubah({ nama_kelas: teks(id) })}
        />
        <Select
          label="Jenis Kelas"
          items={opsiFilter.jenisKelas}
          value={draf.id_jenis_kelas}
          onChange={(id) => ubah({ id_jenis_kelas: teks(id) })}
        />
        <Select
          label="Program Studi"
          items={opsiFilter.prodi}
          value={draf.id_prodi}
          onChange={(id) => ubah({ id_prodi: teks(id) })}
        />
        <Select
          label="Mode Kuliah"
          items={OPSI_MODE}
          value={draf.mode_kuliah}
          onChange={(id) => ubah({ mode_kuliah: id === null ? null : (id as ModeKuliah) })}
        />
        <ComboBox
          label="Dosen"
          items={opsiFilter.dosen}
          value={draf.id_dosen}
          onChange={(id) => ubah({ id_dosen: teks(id) })}
        />
      </FilterPanel>
      <div className={styles.main}>
        <div className={styles.toolbar}>
          <div className={styles.search}>
            <SearchField
              placeholder="Cari mata kuliah atau kelas"
              defaultValue={defaultSearch}
              onSearch={onSearch}
            />
          </div>
          {onUnduhSemuaBap ? (
            <Button
              variant="secondary"
              icon={<FileArchive />}
              isDisabled={!semuaBap.ok}
              disabledReason={semuaBap.ok ? undefined : semuaBap.pesan}
              isPending={isUnduhSemuaBapPending}
              onPress={onUnduhSemuaBap}
            >
              Unduh Semua BAP
            </Button>
          ) : null}
        </div>
        <PagedTable
          aria-label="Data Kelas Kuliah"
          kartuDiPonsel
          columns={columns}
          data={data}
          getRowId={(k) => k.id}
          isLoading={isLoading}
          page={page}
          pageSize={pageSize}
          total={total}
          onPageChange={onPageChange}
          pageSizeOptions={PILIHAN_PER_HALAMAN_KELAS}
          paginationLabel="Halaman data kelas"
          isError={isError}
          onRetry={onRetry}
        />
      </div>
    </div>
  );
}
