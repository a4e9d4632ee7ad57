import { LABEL_JENIS_SOAL, validasiSalinSoal } from '@kampus/domain';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import { TeksRingkas } from '../../../composites/DaftarSalin';
import { teksPolosSoal } from '../SoalUjianEditor/teksSoal';
import * as styles from './SalinSoalModal.css';
import type { SoalSumber } from './types';

/** 'Pertanyaan' (its text without markup) and 'Jenis' of a question row. */
export function kolomSoal<T extends SoalSumber>(): ColumnDef<T>[] {
  return [
    {
      id: 'pertanyaan',
      header: 'Pertanyaan',
      cell: ({ row }) => <TeksRingkas teks={teksPolosSoal(row.original.pertanyaan)} />,
    },
    {
      id: 'jenis',
      header: 'Jenis',
      cell: ({ row }) => (
        <span className={styles.nowrap}>{LABEL_JENIS_SOAL[row.original.jenis]}</span>
      ),
    },
  ];
}

/** A question's name in its checkbox: 'Pilih soal {its first words}'. */
export const labelSoal = (soal: SoalSumber) => {
  const teks = teksPolosSoal(soal.pertanyaan);
  return `soal ${teks.length > 60 ? `${teks.slice(0, 60).trimEnd()}…` : teks || soal.id}`;
};

/** The chosen ids, in the order they were chosen. */
export const idTerpilih = (pilihan: RowSelectionState) =>
  Object.keys(pilihan).filter((id) => pilihan[id]);

/**
 * The selection as one page's table sees it, and its change merged back: choices on other pages
 * stay, and 'select all' of the page reads only the page's rows.
 */
export function pilihanHalaman(
  pilihan: RowSelectionState,
  idHalaman: readonly string[],
  onChange: (pilihan: RowSelectionState) => void,
) {
  const diHalaman = new Set(idHalaman);
  const halaman: RowSelectionState = {};
  const lain: RowSelectionState = {};
  for (const id of idTerpilih(pilihan)) {
    if (diHalaman.has(id)) halaman[id] = true;
    else lain[id] = true;
  }
  return {
    rowSelection: halaman,
    onRowSelectionChange: (baru: RowSelectionState) => onChange({ ...lain, ...baru }),
  };
}

/**
 * Checks the choice before 'Salin' (spec 5 'Copy and import': at least one question), and that
 * it fits the room left (a bank holds at most 100); the message, or null.
 */
export function cekPilihan(jumlah: number, sisa: number | undefined): string | null {
  const cek = validasiSalinSoal(Array.from({ length: jumlah }, String));
  if (!cek.ok) return cek.pesan;
  if (sisa !== undefined && jumlah > sisa) {
    return sisa <= 0
      ? 'Bank soal sudah penuh: tidak ada soal yang dapat ditambahkan'
      : `Bank soal hanya dapat menampung ${sisa} soal lagi`;
  }
  return null;
}
