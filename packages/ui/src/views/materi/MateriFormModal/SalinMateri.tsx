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
import { DaftarSalin, TabelSalin, TeksRingkas } from '../../../composites/DaftarSalin';
import { Stack } from '../../../layout';
import { Button } from '../../../primitives/Button';
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
    cell: ({ row }) => <TeksRingkas teks={row.original.judul} batas={60} pecahKata={false} />,
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
    <Stack gap="md" minWidth={0} paddingTop="lg">
      <DaftarSalin
        cari={{ placeholder: 'Cari judul', search: salin.search, onSearch: salin.onSearchChange }}
        jumlah={jumlah}
        satuan="materi"
        galat={galat}
      >
        <TabelSalin
          aria-label="Materi Kelas Lain"
          columns={KOLOM_SALIN}
          data={salin.materi}
          getRowId={(m) => m.id}
          getRowLabel={(m) => m.judul}
          pilihan={pilihan}
          onPilihanChange={onPilihanChange}
          isLoading={salin.isLoading}
          isError={salin.isError}
          // The spec's own words for this table (spec 2 'Materials', copy tab).
          empty="No records"
          paging={{
            page: salin.page,
            pageSize: MATERI_PER_HALAMAN,
            total: salin.total,
            onPage: salin.onPageChange,
          }}
        />
      </DaftarSalin>
      {children}
    </Stack>
  );
}
