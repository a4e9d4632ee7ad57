import type { Ujian } from '@kampus/api';
import { LABEL_JENIS_UJIAN, labelNamaKelas, PER_HALAMAN_DEFAULT } from '@kampus/domain';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import { DataTable } from '../../../data/DataTable';
import { Pagination } from '../../../data/Pagination';
import { SearchField } from '../../../data/SearchField';
import { FormStack } from '../../../forms';
import { LoadError } from '../../../primitives/LoadError';
import { Tooltip } from '../../../primitives/Tooltip';
import { BidangKunciJawaban, BidangRentangWaktu } from './BidangWaktu';
import type { FormUjianEditor, SalinUjianData } from './types';
import * as styles from './UjianFormModal.css';

/** Long titles: two lines, the whole title in a tooltip. */
function TeksJudul({ teks }: { teks: string }) {
  const isi = <span className={styles.potong}>{teks}</span>;
  if (teks.length <= 60) return isi;
  return (
    <Tooltip content={teks} isTextTrigger>
      {isi}
    </Tooltip>
  );
}

const KOLOM_SALIN: ColumnDef<Ujian>[] = [
  { id: 'judul', header: 'Judul', cell: ({ row }) => <TeksJudul teks={row.original.judul} /> },
  {
    id: 'jenis',
    header: 'Jenis',
    cell: ({ row }) => (
      <span className={styles.nowrap}>{LABEL_JENIS_UJIAN[row.original.jenis]}</span>
    ),
  },
  {
    id: 'kelas',
    header: 'Kelas',
    cell: ({ row }) => {
      const k = row.original.kelas_kuliah;
      return (
        <span className={styles.nowrap}>
          {k.mata_kuliah.nama} {labelNamaKelas({ nama: k.nama })}
        </span>
      );
    },
  },
  {
    id: 'pertemuan',
    header: 'Pertemuan',
    meta: { align: 'end' },
    cell: ({ row }) => row.original.pertemuan.nomor,
  },
  {
    id: 'soal',
    header: 'Jumlah Soal',
    meta: { align: 'end' },
    cell: ({ row }) => row.original.jumlah_soal,
  },
  {
    id: 'pembuat',
    header: 'Pembuat',
    cell: ({ row }) => row.original.created_by?.name ?? '-',
  },
];

interface SalinUjianProps {
  form: FormUjianEditor;
  salin: SalinUjianData;
  pilihan: RowSelectionState;
  onPilihanChange: (pilihan: RowSelectionState) => void;
  /** 'Pilih ujian terlebih dahulu' after 'Salin' with nothing chosen. */
  galat: string | null;
  timeZone: string;
}

/**
 * 'Salin Kuis/Ujian Lain' (spec 2 'Exams'): 'Cari judul', other classes' exams with row checkboxes
 * (kept across pages), paging by 10, then the copies' own start, end and answer-key display time.
 */
export function SalinUjian({
  form,
  salin,
  pilihan,
  onPilihanChange,
  galat,
  timeZone,
}: SalinUjianProps) {
  const jumlah = Object.values(pilihan).filter(Boolean).length;
  return (
    <FormStack className={styles.tabIsi}>
      <div className={styles.cari}>
        <SearchField
          placeholder="Cari judul"
          defaultValue={salin.search}
          onSearch={salin.onSearch}
        />
      </div>
      {/* The toast announces it; this stays by the table until a row is chosen. */}
      {galat ? <p className={styles.galat}>{galat}</p> : null}
      {jumlah > 0 ? <p className={styles.ringkas}>{jumlah} kuis/ujian dipilih</p> : null}
      {salin.isError ? (
        <LoadError />
      ) : (
        <DataTable
          aria-label="Kuis/Ujian Kelas Lain"
          columns={KOLOM_SALIN}
          data={salin.data as Ujian[]}
          getRowId={(u) => u.id}
          getRowLabel={(u) => u.judul}
          enableRowSelection
          rowSelection={pilihan}
          onRowSelectionChange={onPilihanChange}
          isLoading={salin.isLoading}
          loadingRows={5}
          empty={
            salin.search?.trim()
              ? 'Tidak ada kuis/ujian yang cocok dengan pencarian.'
              : 'Belum ada kuis/ujian kelas lain yang dapat disalin.'
          }
        />
      )}
      {salin.total > 0 ? (
        // Enter in 'Ke halaman' moves the page; it must not submit the modal's form.
        <div
          onKeyDownCapture={(e) => {
            if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
          }}
        >
          <Pagination
            page={salin.page}
            pageSize={PER_HALAMAN_DEFAULT}
            total={salin.total}
            showPageSize={false}
            isDisabled={salin.isLoading}
            onChange={({ page }) => salin.onPageChange(page)}
          />
        </div>
      ) : null}
      <BidangRentangWaktu form={form} timeZone={timeZone} />
      <BidangKunciJawaban form={form} timeZone={timeZone} nama="salin_kunci_jawaban" />
    </FormStack>
  );
}
