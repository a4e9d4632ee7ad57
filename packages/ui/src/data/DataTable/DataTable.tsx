import { nomorBaris } from '@kampus/domain';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { Skeleton } from '../../primitives/Skeleton';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './DataTable.css';
import { KotakPilih } from './kotakPilih';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Cell and header alignment; numbers read best at the end. @default 'start' */
    align?: 'start' | 'center' | 'end';
  }
}

/** The empty text of a table the spec gives none for (the UI is Indonesian). */
export const TEKS_TABEL_KOSONG = 'Tidak ada data';

const KOLOM_PILIH = '__pilih';

export interface DataTableProps<T> {
  /** TanStack column definitions; set `enableSorting: true` on the columns that sort. */
  // biome-ignore lint/suspicious/noExplicitAny: column values differ per column, as in TanStack.
  columns: ColumnDef<T, any>[];
  data: T[];
  /** The table's name (a caption read by screen readers), e.g. 'Data Pertemuan'. */
  'aria-label': string;
  /** A stable id per row for selection; defaults to the row index. */
  getRowId?: (row: T, index: number) => string;
  /** Controlled sorting; omit to let the table keep its own. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** The server sorts: the table only reports the wanted order. @default false */
  manualSorting?: boolean;
  /** Adds a checkbox column with 'select all'. @default false */
  enableRowSelection?: boolean | ((row: Row<T>) => boolean);
  /** Controlled selection (row id -> true); omit to let the table keep its own. */
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (selection: RowSelectionState) => void;
  /** Names the row in its checkbox: 'Pilih {label}'. @default 'baris {n}' */
  getRowLabel?: (row: T) => string;
  /** Skeleton rows instead of data. @default false */
  isLoading?: boolean;
  /** @default 5 */
  loadingRows?: number;
  /** Shown when there are no rows: text, or an `EmptyState`. @default 'Tidak ada data' */
  empty?: ReactNode;
  /** Limits the height (CSS length): the body scrolls under the sticky header. */
  maxHeight?: string;
  /**
   * Below the tablet breakpoint each row becomes a card of 'label: value' lines instead of a
   * row to scroll sideways, so every column and the row's actions stay on a phone's screen.
   * @default false
   */
  kartuDiPonsel?: boolean;
}

/**
 * Explicit table roles for the card layout: browsers drop a table's semantics once its parts
 * are no longer displayed as a table, and screen readers should still hear rows and cells.
 */
const SEMANTIK_KARTU = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  cell: { role: 'cell' },
  header: { role: 'columnheader' },
} as const;
const SEMANTIK_BAWAAN = { table: {}, rowgroup: {}, row: {}, cell: {}, header: {} } as const;

/** A column's header as text, for the card layout's labels; none for rendered headers. */
const labelKolom = (header: unknown) => (typeof header === 'string' ? header : undefined);

const resolve = <S,>(updater: Updater<S>, current: S): S =>
  typeof updater === 'function' ? (updater as (old: S) => S)(current) : updater;

/**
 * A semantic table on TanStack Table: sortable columns (aria-sort), optional row checkboxes with
 * 'select all', sticky header, skeleton rows while loading, the empty text 'Tidak ada data' or an
 * empty state, and sideways scrolling on small screens.
 */
export function DataTable<T>({
  columns,
  data,
  'aria-label': ariaLabel,
  getRowId,
  sorting,
  onSortingChange,
  manualSorting = false,
  enableRowSelection = false,
  rowSelection,
  onRowSelectionChange,
  getRowLabel,
  isLoading = false,
  loadingRows = 5,
  empty = TEKS_TABEL_KOSONG,
  maxHeight,
  kartuDiPonsel = false,
}: DataTableProps<T>) {
  const [ownSorting, setOwnSorting] = useState<SortingState>([]);
  const [ownSelection, setOwnSelection] = useState<RowSelectionState>({});
  const sortingState = sorting ?? ownSorting;
  const selectionState = rowSelection ?? ownSelection;

  // The checkbox column must keep its identity across renders: a new header or cell function
  // would remount the checkbox and lose keyboard focus.
  const rowLabel = useRef(getRowLabel);
  rowLabel.current = getRowLabel;
  const selectColumn = useMemo<ColumnDef<T>>(
    () => ({
      id: KOLOM_PILIH,
      enableSorting: false,
      header: ({ table }) => (
        <KotakPilih
          aria-label="Pilih semua baris"
          isSelected={table.getIsAllRowsSelected()}
          isIndeterminate={table.getIsSomeRowsSelected()}
          isDisabled={table.getRowModel().rows.length === 0}
          onChange={(selected) => table.toggleAllRowsSelected(selected)}
        />
      ),
      cell: ({ row }) => (
        <KotakPilih
          aria-label={`Pilih ${rowLabel.current ? rowLabel.current(row.original) : `baris ${row.index + 1}`}`}
          isSelected={row.getIsSelected()}
          isDisabled={!row.getCanSelect()}
          onChange={(selected) => row.toggleSelected(selected)}
        />
      ),
    }),
    [],
  );
  const allColumns = useMemo(
    () => (enableRowSelection ? [selectColumn, ...columns] : columns),
    [enableRowSelection, selectColumn, columns],
  );

  const table = useReactTable<T>({
    columns: allColumns,
    data,
    getRowId,
    state: { sorting: sortingState, rowSelection: selectionState },
    enableSorting: true,
    // Only columns that ask for it sort (`enableSorting: true` on the column).
    defaultColumn: { enableSorting: false },
    sortDescFirst: false,
    manualSorting,
    enableRowSelection,
    onSortingChange: (updater) => {
      const next = resolve(updater, sortingState);
      if (sorting === undefined) setOwnSorting(next);
      onSortingChange?.(next);
    },
    onRowSelectionChange: (updater) => {
      const next = resolve(updater, selectionState);
      if (rowSelection === undefined) setOwnSelection(next);
      onRowSelectionChange?.(next);
    },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  const peran = kartuDiPonsel ? SEMANTIK_KARTU : SEMANTIK_BAWAAN;
  const leafCount = table.getVisibleLeafColumns().length;
  const rows = table.getRowModel().rows;

  return (
    <section
      className={`${styles.scroll} ${kartuDiPonsel ? styles.kartu : ''}`}
      aria-label={ariaLabel}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      style={maxHeight ? { maxHeight, overflowY: 'auto' } : undefined}
    >
      <table {...peran.table} className={styles.table} aria-busy={isLoading || undefined}>
        <caption className={visuallyHidden}>{ariaLabel}</caption>
        <thead {...peran.rowgroup}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} {...peran.row}>
              {group.headers.map((header) => {
                const column = header.column;
                const canSort = column.getCanSort();
                const sorted = column.getIsSorted();
                const alignClass = styles.align[column.columnDef.meta?.align ?? 'start'];
                const content = header.isPlaceholder
                  ? null
                  : flexRender(column.columnDef.header, header.getContext());
                return (
                  <th
                    {...peran.header}
                    key={header.id}
                    colSpan={header.colSpan}
                    scope="col"
                    className={`${styles.th} ${alignClass} ${column.id === KOLOM_PILIH ? styles.selectCell : ''}`}
                    aria-sort={
                      canSort
                        ? sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : 'none'
                        : undefined
                    }
                  >
                    {canSort ? (
                      <RACButton
                        className={styles.sortButton}
                        onPress={() => column.toggleSorting(undefined, false)}
                      >
                        {content}
                        <span className={styles.sortIcon} aria-hidden="true">
                          {sorted === 'asc' ? (
                            <ArrowUp size="100%" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown size="100%" />
                          ) : (
                            <ArrowUpDown size="100%" />
                          )}
                        </span>
                      </RACButton>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody {...peran.rowgroup}>
          {isLoading ? (
            Array.from({ length: loadingRows }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
              <tr key={index} {...peran.row}>
                {table.getVisibleLeafColumns().map((column) => (
                  <td key={column.id} {...peran.cell} className={styles.td}>
                    <Skeleton
                      width={column.id === KOLOM_PILIH ? styles.lebarSkeletonPilih : '80%'}
                    />
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr {...peran.row}>
              <td {...peran.cell} colSpan={leafCount} className={`${styles.td} ${styles.empty}`}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                {...peran.row}
                key={row.id}
                className={styles.row}
                data-selected={row.getIsSelected() || undefined}
              >
                {row.getVisibleCells().map((cell) => (
                  <td
                    {...peran.cell}
                    key={cell.id}
                    data-label={labelKolom(cell.column.columnDef.header)}
                    className={`${styles.td} ${styles.align[cell.column.columnDef.meta?.align ?? 'start']} ${cell.column.id === KOLOM_PILIH ? styles.selectCell : ''}`}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

export interface KolomNomorOptions {
  /** Current page, from 1. */
  page: number;
  pageSize: number;
  /** @default 'No' */
  header?: string;
}

/**
 * The 'No' column: (page-1)*pageSize+index+1 over the rows as shown (domain `nomorBaris`,
 * spec 9). Build the columns with `useMemo`, as TanStack advises for every column list.
 */
export function kolomNomor<T>({ page, pageSize, header = 'No' }: KolomNomorOptions): ColumnDef<T> {
  return {
    id: 'nomor',
    header,
    enableSorting: false,
    meta: { align: 'end' },
    cell: ({ row, table }) =>
      nomorBaris(
        page,
        pageSize,
        table.getRowModel().rows.findIndex((shown) => shown.id === row.id),
      ),
  };
}
