import type { Soal } from '@kampus/api';
import type { JenisUjian } from '@kampus/domain';

/**
 * A question of the course's banks ('Soal Mata Kuliah'; the contract's `SoalMataKuliah` fits):
 * its kind, its text (sanitised HTML, listed as one line) and its bank.
 */
export type BarisSoalMataKuliah = Pick<Soal, 'id' | 'jenis' | 'pertanyaan'> & {
  bank_soal: { id: string; judul: string };
};

/** A question of the chosen exam ('Salin dari Kuis/Ujian' step 2; a contract `Soal` fits). */
export type SoalSumber = Pick<Soal, 'id' | 'jenis' | 'pertanyaan'>;

/** An exam whose questions may be copied (the contract's `UjianSumberBank` fits). */
export interface UjianSumberSoal {
  id: string;
  judul: string;
  jenis: JenisUjian;
  kelas: { nama: string };
  jumlah_soal: number;
}

/** One page of a server-paged list to choose from, with its search (a page's query hook). */
export interface DataSalinBerhalaman<T> {
  /** The current page's rows. */
  rows: readonly T[];
  /** Rows over all pages (meta.total_items). */
  total: number;
  /** Current page, from 1. */
  page: number;
  /** Rows per page (spec 2 'Soal Mata Kuliah': 10). @default 10 */
  perPage?: number;
  /** A new page, or a new size with page 1. */
  onPage: (page: number, perPage: number) => void;
  /** The search text shown in the field. */
  search: string;
  /** The search after the typing pause (500 ms), at once on Enter and on clear. */
  onSearch: (search: string) => void;
  /** Skeleton rows. @default false */
  isLoading?: boolean;
  /** 'NO DATA' with `onRetry` instead of the table. @default false */
  isError?: boolean;
  onRetry?: () => void;
}
