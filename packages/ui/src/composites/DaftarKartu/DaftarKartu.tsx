import type { KeadaanHalaman } from '@kampus/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { SearchField } from '../../data/SearchField';
import { Card } from '../../primitives/Card';
import { visuallyHidden } from '../../styles/utils.css';
import { PapanBerhalaman } from '../PapanBerhalaman';
import * as styles from './DaftarKartu.css';

export interface DaftarKartuProps {
  /** The card's title ('Data Pertemuan'). */
  judul: string;
  /** What the count badge counts, read after the number ('pertemuan'). */
  satuan: string;
  /** Level of the card heading; each item's title is one below. @default 2 */
  headingLevel?: 2 | 3;
  /** The search above the list, after the 500 ms pause (spec 9). */
  cari: { placeholder: string; defaultValue?: string; onSearch: (kata: string) => void };
  /** Name of the list ('Daftar pertemuan'). */
  'aria-label': string;
  /** An ordered list numbered from this (rows numbered across pages); unordered without it. */
  nomorAwal?: number;
  /** The page's items: one `<li>` each. */
  children: ReactNode;
  /** The page has no items: `kosong` in place of the list. */
  isEmpty: boolean;
  /** The empty state. */
  kosong: ReactNode;
  /** @default false */
  isLoading?: boolean;
  /** What is loading (read by screen readers) and the height of a placeholder card. */
  memuat: { label: string; tinggi: string };
  /** 'NO DATA' with `onRetry`. @default false */
  isError?: boolean;
  onRetry?: () => void;
  /** Current page, from 1. */
  page: number;
  pageSize: number;
  /** Items over all pages (the count badge and the paging). */
  total: number;
  /** A new page or size; a size change comes with page 1. */
  onPageChange: (keadaan: KeadaanHalaman) => void;
  /** Page sizes. @default 5, 10, 20, 50 */
  pageSizeOptions?: readonly number[];
  /** Name of the paging. */
  paginationLabel: string;
}

/**
 * A paged list of cards in a card (spec 9): the title with the total count, the search, one page
 * of cards (each a block link through its title, `JudulKartu`), the paging, and the loading, empty
 * and 'NO DATA' states of `PapanBerhalaman`. The view draws each card's lines.
 */
export function DaftarKartu({
  judul,
  satuan,
  headingLevel = 2,
  cari,
  'aria-label': ariaLabel,
  nomorAwal,
  children,
  isEmpty,
  kosong,
  isLoading = false,
  memuat,
  isError = false,
  onRetry,
  page,
  pageSize,
  total,
  onPageChange,
  pageSizeOptions,
  paginationLabel,
}: DaftarKartuProps) {
  const daftar =
    nomorAwal === undefined ? (
      <ul className={styles.list} aria-label={ariaLabel}>
        {children}
      </ul>
    ) : (
      <ol className={styles.list} aria-label={ariaLabel} start={nomorAwal}>
        {children}
      </ol>
    );
  return (
    <Card
      title={
        <span className={styles.heading}>
          {judul}
          <span className={styles.badge}>
            {total}
            <span className={visuallyHidden}>{` ${satuan}`}</span>
          </span>
        </span>
      }
      titleLevel={headingLevel}
    >
      <PapanBerhalaman
        className={styles.root}
        atas={
          <SearchField
            placeholder={cari.placeholder}
            defaultValue={cari.defaultValue}
            onSearch={cari.onSearch}
          />
        }
        isEmpty={isEmpty}
        kosong={kosong}
        isError={isError}
        onRetry={onRetry}
        isLoading={isLoading}
        memuat={{
          className: styles.list,
          label: memuat.label,
          jumlah: Math.min(pageSize, 3),
          tinggi: memuat.tinggi,
        }}
        paging={{
          page,
          pageSize,
          total,
          onChange: onPageChange,
          pageSizeOptions,
          'aria-label': paginationLabel,
        }}
      >
        {daftar}
      </PapanBerhalaman>
    </Card>
  );
}

export interface JudulKartuProps {
  /** Level of the list's card heading (`DaftarKartu`'s); the title is one below. @default 2 */
  headingLevel?: 2 | 3;
  /** Where the card leads. */
  href: string;
  children: ReactNode;
}

/** An item's title: its link stretches over the whole card. */
export function JudulKartu({ headingLevel = 2, href, children }: JudulKartuProps) {
  const Judul = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <Judul className={styles.title}>
      <Link href={href} className={styles.link}>
        {children}
      </Link>
    </Judul>
  );
}
