import type { ReactNode } from 'react';
import { Pagination, type PaginationProps } from '../../data/Pagination';
import { LoadError } from '../../primitives/LoadError';
import { Skeleton } from '../../primitives/Skeleton';
import { visuallyHidden } from '../../styles/utils.css';

export interface PapanBerhalamanProps {
  /** The board's own box (a stack of the search, the list and the paging). */
  className?: string;
  /** Above the list: the search field. */
  atas?: ReactNode;
  /** One page of items drawn as the board draws them (a list of cards, a grid). */
  children: ReactNode;
  /** The page has no items: `kosong` in place of the list. */
  isEmpty: boolean;
  /** The empty state ('Belum ada ...', or 'Tidak ada ...' while searching or filtering). */
  kosong: ReactNode;
  /** 'NO DATA' with `onRetry` in place of the list and the paging. @default false */
  isError?: boolean;
  /** The cleaned load error, under 'NO DATA'. */
  pesanGalat?: string;
  onRetry?: () => void;
  /** Placeholders in place of the list; the paging waits. @default false */
  isLoading?: boolean;
  /** The placeholders: their box, what is loading (read by screen readers), count and height. */
  memuat: { className: string; label: string; jumlah: number; tinggi: string };
  /** The paging under the list, shown when there are items over all pages. */
  paging: Omit<PaginationProps, 'isDisabled'>;
}

/**
 * A paged board (spec 9): an optional search above, one page of items, and the paging; the
 * placeholders while loading, the empty state, and 'NO DATA' with a retry in place of the list
 * (and of the paging). The board keeps its heading, filters and item design; this keeps the
 * states and the paging the same on every board.
 */
export function PapanBerhalaman({
  className,
  atas,
  children,
  isEmpty,
  kosong,
  isError = false,
  pesanGalat,
  onRetry,
  isLoading = false,
  memuat,
  paging,
}: PapanBerhalamanProps) {
  let isi: ReactNode;
  if (isError) {
    isi = <LoadError pesan={pesanGalat} onRetry={onRetry} />;
  } else if (isLoading) {
    isi = <MemuatDaftar {...memuat} />;
  } else if (isEmpty) {
    isi = kosong;
  } else {
    isi = children;
  }
  return (
    <div className={className}>
      {atas}
      {isi}
      {!isError && paging.total > 0 ? <Pagination {...paging} isDisabled={isLoading} /> : null}
    </div>
  );
}

/** Placeholders of a loading list, announced as busy with what is loading. */
export function MemuatDaftar({ className, label, jumlah, tinggi }: PapanBerhalamanProps['memuat']) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className={visuallyHidden}>{label}</span>
      {Array.from({ length: jumlah }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} height={tinggi} />
      ))}
    </div>
  );
}
