import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable } from '../../data/DataTable';
import { Pagination } from '../../data/Pagination';
import { SearchField } from '../../data/SearchField';
import { LoadError } from '../../primitives/LoadError';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs';
import { Tooltip } from '../../primitives/Tooltip';
import * as styles from './DaftarSalin.css';

/**
 * The copy-from-another-class flow's list (spec 2 'Materials' copy tab, 'Salin Kuis/Ujian Lain',
 * 'Soal Mata Kuliah', 'Salin dari Kuis/Ujian'): a search field, why 'Salin' was refused and how
 * many rows are chosen, then the caller's table of the other classes' items (`children`) with its
 * paging. Renders no box of its own: the caller's container spaces its parts.
 */
export interface DaftarSalinProps {
  /** The search field: its placeholder ('Cari judul'), the text shown, and the search. */
  cari: { placeholder: string; search?: string; onSearch: (search: string) => void };
  /** Rows chosen over all pages. */
  jumlah: number;
  /** What a row is, in '{jumlah} {satuan} dipilih' ('materi', 'kuis/ujian', 'soal'). */
  satuan: string;
  /** Why 'Salin' was refused, by the table until a row is chosen; null when nothing is wrong. */
  galat: string | null;
  /** The refusal is announced (role alert); off where a toast already announces it. @default true */
  umumkanGalat?: boolean;
  /** The table and its paging. */
  children: ReactNode;
}

export function DaftarSalin({
  cari,
  jumlah,
  satuan,
  galat,
  umumkanGalat = true,
  children,
}: DaftarSalinProps) {
  return (
    <>
      <CariSalin {...cari} />
      <RingkasPilihan jumlah={jumlah} satuan={satuan} galat={galat} umumkanGalat={umumkanGalat} />
      {children}
    </>
  );
}

export interface TabSalinProps<K extends string> {
  /** What the tabs choose between ('Cara menambah materi'). */
  'aria-label': string;
  /** The key of the new-item tab ('upload', 'baru'); the copy tab's is 'salin'. */
  kunciBaru: K;
  /** The tab shown. */
  tab: K | 'salin';
  onTabChange: (tab: K | 'salin') => void;
  /** While saving or copying. @default false */
  isDisabled?: boolean;
  /** The tabs' titles ('Upload Materi Baru', 'Salin Materi Kelas Lain'). */
  judul: { baru: string; salin: string };
  /** The new-item form. */
  baru: ReactNode;
  /** The copy list (`DaftarSalin` and what the copies get). */
  salin: ReactNode;
}

/** The two ways of a create form that can copy: a new item, or copies of other classes' items. */
export function TabSalin<K extends string>({
  'aria-label': ariaLabel,
  kunciBaru,
  tab,
  onTabChange,
  isDisabled = false,
  judul,
  baru,
  salin,
}: TabSalinProps<K>) {
  return (
    <Tabs
      selectedKey={tab}
      onSelectionChange={(k) => onTabChange(k === 'salin' ? 'salin' : kunciBaru)}
      isDisabled={isDisabled}
    >
      <TabList aria-label={ariaLabel}>
        <Tab id={kunciBaru}>{judul.baru}</Tab>
        <Tab id="salin">{judul.salin}</Tab>
      </TabList>
      <TabPanel id={kunciBaru}>{baru}</TabPanel>
      <TabPanel id="salin">{salin}</TabPanel>
    </Tabs>
  );
}

/** The search of a copy list, at most a form's width. */
export function CariSalin({ placeholder, search, onSearch }: DaftarSalinProps['cari']) {
  return (
    <div className={styles.cari}>
      <SearchField placeholder={placeholder} defaultValue={search} onSearch={onSearch} />
    </div>
  );
}

/** The choice's count, and why 'Salin' was refused. */
export function RingkasPilihan({
  jumlah,
  satuan,
  galat,
  umumkanGalat = true,
}: Pick<DaftarSalinProps, 'jumlah' | 'satuan' | 'galat' | 'umumkanGalat'>) {
  return (
    <>
      {galat ? (
        <p className={styles.galat} role={umumkanGalat ? 'alert' : undefined}>
          {galat}
        </p>
      ) : null}
      {jumlah > 0 ? (
        // Two text nodes, the count and the rest, as the lists wrote it ('{n} soal dipilih').
        <p className={styles.ringkas}>
          {jumlah}
          {` ${satuan} dipilih`}
        </p>
      ) : null}
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

export interface PagingSalinProps {
  page: number;
  pageSize: number;
  /** Rows over all pages; no paging without any. */
  total: number;
  /** The list is loading: the paging waits. @default false */
  isLoading?: boolean;
  onPage: (page: number) => void;
}

/** The paging of a copy list under its table: pages only, no size; Enter stays in the list. */
export function PagingSalin({
  page,
  pageSize,
  total,
  isLoading = false,
  onPage,
}: PagingSalinProps) {
  if (total <= 0) return null;
  return (
    <TanpaKirimEnter>
      <Pagination
        page={page}
        pageSize={pageSize}
        total={total}
        showPageSize={false}
        isDisabled={isLoading}
        onChange={(k) => onPage(k.page)}
      />
    </TanpaKirimEnter>
  );
}

export interface TabelSalinProps<T> {
  /** The table's name ('Materi Kelas Lain'). */
  'aria-label': string;
  // biome-ignore lint/suspicious/noExplicitAny: column values differ per column, as in TanStack.
  columns: ColumnDef<T, any>[];
  /** One page of the other classes' items. */
  data: readonly T[];
  getRowId: (row: T) => string;
  /** Names a row in its checkbox: 'Pilih {label}'. */
  getRowLabel: (row: T) => string;
  /** The rows chosen, kept across pages. */
  pilihan: RowSelectionState;
  onPilihanChange: (pilihan: RowSelectionState) => void;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' in place of the table. @default false */
  isError?: boolean;
  /** Shown when the page has no rows. */
  empty: ReactNode;
  /** The paging under the table. */
  paging: Omit<PagingSalinProps, 'isLoading'>;
}

/**
 * The table of a copy list: the other classes' items with row checkboxes (the choice kept across
 * pages), five placeholder rows while loading, 'NO DATA' on a load error, and its paging.
 */
export function TabelSalin<T>({
  'aria-label': ariaLabel,
  columns,
  data,
  getRowId,
  getRowLabel,
  pilihan,
  onPilihanChange,
  isLoading = false,
  isError = false,
  empty,
  paging,
}: TabelSalinProps<T>) {
  return (
    <>
      {isError ? (
        <LoadError />
      ) : (
        <DataTable
          aria-label={ariaLabel}
          columns={columns}
          data={data as T[]}
          getRowId={getRowId}
          getRowLabel={getRowLabel}
          enableRowSelection
          rowSelection={pilihan}
          onRowSelectionChange={onPilihanChange}
          isLoading={isLoading}
          loadingRows={5}
          empty={empty}
        />
      )}
      <PagingSalin {...paging} isLoading={isLoading} />
    </>
  );
}

/**
 * Long text in a cell of a copy list: two lines, the whole text in a tooltip past `batas`
 * characters; '-' when empty.
 */
export function TeksRingkas({
  teks,
  batas = 80,
  pecahKata = true,
}: {
  teks: string;
  /** @default 80 */
  batas?: number;
  /** A long word breaks anywhere. @default true */
  pecahKata?: boolean;
}) {
  const isi = <span className={pecahKata ? styles.potongPecah : styles.potong}>{teks || '-'}</span>;
  if (teks.length <= batas) return isi;
  return (
    <Tooltip content={teks} isTextTrigger>
      {isi}
    </Tooltip>
  );
}
