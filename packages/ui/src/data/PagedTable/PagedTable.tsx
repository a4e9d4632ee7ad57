import type { KeadaanHalaman } from '@kampus/domain';
import { EmptyState } from '../../primitives/EmptyState';
import { LoadError } from '../../primitives/LoadError';
import { DataTable, type DataTableProps } from '../DataTable';
import { Pagination } from '../Pagination';
import * as styles from './PagedTable.css';

export interface PagedTableProps<T> extends Omit<DataTableProps<T>, 'data'> {
  /** One page of rows. */
  data: readonly T[];
  /** Current page, from 1. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Rows over all pages; the paging (with 'Total {n} data') shows only when there are any. */
  total: number;
  /** A new page or size; a size change comes with page 1. */
  onPageChange: (keadaan: KeadaanHalaman) => void;
  /** Page sizes to choose from (spec 9). */
  pageSizeOptions?: readonly number[];
  /** Name of the paging navigation, e.g. 'Halaman data kelas'. */
  paginationLabel: string;
  /** The page failed to load: 'NO DATA' with `onRetry` instead of the table. @default false */
  isError?: boolean;
  onRetry?: () => void;
}

/**
 * A server-paged table (spec 9): the DataTable, then the paging with '{n} per halaman' and
 * 'Total {n} data'; skeleton rows while loading, the empty state, and the load error with a retry
 * in place of both.
 */
export function PagedTable<T>({
  data,
  page,
  pageSize,
  total,
  onPageChange,
  pageSizeOptions,
  paginationLabel,
  isError = false,
  onRetry,
  isLoading = false,
  loadingRows = Math.min(pageSize, 5),
  empty = <EmptyState />,
  ...tableProps
}: PagedTableProps<T>) {
  if (isError) return <LoadError onRetry={onRetry} />;
  return (
    <div className={styles.root}>
      <DataTable<T>
        {...tableProps}
        data={data as T[]}
        isLoading={isLoading}
        loadingRows={loadingRows}
        empty={empty}
      />
      {total > 0 ? (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={total}
          onChange={onPageChange}
          pageSizeOptions={pageSizeOptions}
          isDisabled={isLoading}
          aria-label={paginationLabel}
        />
      ) : null}
    </div>
  );
}
