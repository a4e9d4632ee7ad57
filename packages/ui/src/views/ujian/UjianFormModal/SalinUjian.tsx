import type { Ujian } from '@kampus/api';
import { LABEL_JENIS_UJIAN, labelNamaKelas, PER_HALAMAN_DEFAULT } from '@kampus/domain';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import { DaftarSalin, TabelSalin, TeksRingkas } from '../../../composites/DaftarSalin';
import { FormStack } from '../../../forms';
import { BidangKunciJawaban, BidangRentangWaktu } from './BidangWaktu';
import type { FormUjianEditor, SalinUjianData } from './types';
import * as styles from './UjianFormModal.css';

const KOLOM_SALIN: ColumnDef<Ujian>[] = [
  {
    id: 'judul',
    header: 'Judul',
    cell: ({ row }) => <TeksRingkas teks={row.original.judul} batas={60} pecahKata={false} />,
  },
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
      {/* The toast announces a refusal; it stays by the table until a row is chosen. */}
      <DaftarSalin
        cari={{ placeholder: 'Cari judul', search: salin.search, onSearch: salin.onSearch }}
        jumlah={jumlah}
        satuan="kuis/ujian"
        galat={galat}
        umumkanGalat={false}
      >
        <TabelSalin
          aria-label="Kuis/Ujian Kelas Lain"
          columns={KOLOM_SALIN}
          data={salin.data}
          getRowId={(u) => u.id}
          getRowLabel={(u) => u.judul}
          pilihan={pilihan}
          onPilihanChange={onPilihanChange}
          isLoading={salin.isLoading}
          isError={salin.isError}
          empty={
            salin.search?.trim()
              ? 'Tidak ada kuis/ujian yang cocok dengan pencarian.'
              : 'Belum ada kuis/ujian kelas lain yang dapat disalin.'
          }
          paging={{
            page: salin.page,
            pageSize: PER_HALAMAN_DEFAULT,
            total: salin.total,
            onPage: salin.onPageChange,
          }}
        />
      </DaftarSalin>
      <BidangRentangWaktu form={form} timeZone={timeZone} />
      <BidangKunciJawaban form={form} timeZone={timeZone} nama="salin_kunci_jawaban" />
    </FormStack>
  );
}
