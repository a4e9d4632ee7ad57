import { LABEL_JENIS_SOAL, validasiSalinSoal } from '@kampus/domain';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Tooltip } from '../../../primitives/Tooltip';
import { teksPolosSoal } from '../SoalUjianEditor/teksSoal';
import * as styles from './SalinSoalModal.css';
import type { SoalSumber } from './types';

/** Long text in a cell: two lines, the whole text in a tooltip. */
export function TeksRingkas({ teks }: { teks: string }) {
  const isi = <span className={styles.potong}>{teks || '-'}</span>;
  if (teks.length <= 80) return isi;
  return (
    <Tooltip content={teks} isTextTrigger>
      {isi}
    </Tooltip>
  );
}

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

/** The choice's count, and why 'Salin' was refused (announced; the toast says it too). */
export function RingkasPilihan({ jumlah, galat }: { jumlah: number; galat: string | null }) {
  return (
    <>
      {galat ? (
        <p className={styles.galat} role="alert">
          {galat}
        </p>
      ) : null}
      {jumlah > 0 ? <p className={styles.ringkas}>{jumlah} soal dipilih</p> : null}
    </>
  );
}

/** Enter in a field of the list ('Ke halaman') moves the page; it must not submit the modal. */
export function TanpaKirimEnter({ children }: { children: ReactNode }) {
  return (
    <div
      className={styles.tabel}
      onKeyDownCapture={(e) => {
        if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
      }}
    >
      {children}
    </div>
  );
}
