import type { Materi } from '@kampus/api';
import {
  LABEL_JENIS_MATERI,
  LABEL_KELAS,
  MATERI_PER_HALAMAN,
  namaPengunggah,
} from '@kampus/domain';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import LinkIcon from 'lucide-react/icons/link';
import type { ReactNode } from 'react';
import { DataTable } from '../../../data/DataTable';
import { Pagination } from '../../../data/Pagination';
import { SearchField } from '../../../data/SearchField';
import { Button } from '../../../primitives/Button';
import { LoadError } from '../../../primitives/LoadError';
import { Tooltip } from '../../../primitives/Tooltip';
import * as styles from './MateriFormModal.css';
import type { SalinMateriData } from './types';

interface SalinMateriProps {
  salin: SalinMateriData;
  pilihan: RowSelectionState;
  onPilihanChange: (pilihan: RowSelectionState) => void;
  galat: string | null;
  children: ReactNode;
}

const KOLOM_SALIN: ColumnDef<Materi>[] = [
  {
    id: 'jenis',
    header: 'Jenis Materi',
    cell: ({ row }) => (
      <span className={styles.nowrap}>{LABEL_JENIS_MATERI[row.original.jenis_materi]}</span>
    ),
  },
  {
    id: 'judul',
    header: 'Judul',
    cell: ({ row }) => <TeksJudul teks={row.original.judul} />,
  },
  {
    id: 'format',
    header: 'Format',
    meta: { align: 'center' },
    cell: ({ row }) => {
      const m = row.original;
      const url = m.file_url ?? m.file?.url ?? null;
      return url ? (
        <Button
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          variant="ghost"
          size="small"
          icon={<LinkIcon />}
          aria-label={`Buka ${m.judul} (membuka tab baru)`}
        />
      ) : (
        '-'
      );
    },
  },
  {
    id: 'kelas',
    header: 'Kelas',
    // Fixed class label (spec 2, 9).
    cell: () => <span className={styles.nowrap}>{LABEL_KELAS}</span>,
  },
  {
    id: 'pertemuan',
    header: 'Pertemuan',
    meta: { align: 'end' },
    // Our meeting ids are UUIDs: the meeting number stands for 'the last character of the id'.
    cell: ({ row }) => row.original.pertemuan.nomor,
  },
  {
    id: 'pengunggah',
    header: 'Pengunggah',
    cell: ({ row }) => namaPengunggah(row.original.created_by),
  },
];

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

/**
 * The copy tab (spec 2 'Materials'): 'Cari judul', the materials of other classes with row
 * checkboxes (kept across pages), paging by 10, then the display and attendance fields.
 */
export function SalinMateri({
  salin,
  pilihan,
  onPilihanChange,
  galat,
  children,
}: SalinMateriProps) {
  const jumlah = Object.values(pilihan).filter(Boolean).length;
  return (
    <div className={styles.salin}>
      <div className={styles.cari}>
        <SearchField
          placeholder="Cari judul"
          defaultValue={salin.search}
          onSearch={salin.onSearchChange}
        />
      </div>
      {galat ? (
        <p className={styles.galat} role="alert">
          {galat}
        </p>
      ) : null}
      {jumlah > 0 ? <p className={styles.ringkasanPilih}>{jumlah} materi dipilih</p> : null}
      {salin.isError ? (
        <LoadError />
      ) : (
        <DataTable
          aria-label="Materi Kelas Lain"
          columns={KOLOM_SALIN}
          data={salin.materi as Materi[]}
          getRowId={(m) => m.id}
          getRowLabel={(m) => m.judul}
          enableRowSelection
          rowSelection={pilihan}
          onRowSelectionChange={onPilihanChange}
          isLoading={salin.isLoading}
          loadingRows={5}
          // The spec's own words for this table (spec 2 'Materials', copy tab).
          empty="No records"
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
            pageSize={MATERI_PER_HALAMAN}
            total={salin.total}
            showPageSize={false}
            isDisabled={salin.isLoading}
            onChange={({ page }) => salin.onPageChange(page)}
          />
        </div>
      ) : null}
      {children}
    </div>
  );
}
