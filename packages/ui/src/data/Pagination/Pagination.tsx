import {
  batasiHalaman,
  gantiUkuranHalaman,
  halamanTerlihat,
  JEDA_INPUT_HALAMAN_MS,
  jumlahHalaman,
  type KeadaanHalaman,
  PILIHAN_PER_HALAMAN,
  teksPerHalaman,
  teksTotal,
} from '@kampus/domain';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useEffect, useState } from 'react';
import { Input, Label, Button as RACButton, TextField } from 'react-aria-components';
import { useDebouncedCallback } from '../../hooks/useDebouncedCallback';
import { Button } from '../../primitives/Button';
import { Select } from '../../primitives/Select';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  pageSize: number;
  /** Number of rows over all pages. */
  total: number;
  /** New page and size; a size change always comes with page 1 (spec 9). */
  onChange: (keadaan: KeadaanHalaman) => void;
  /** Page sizes (class tables: `PILIHAN_PER_HALAMAN_KELAS`). @default PILIHAN_PER_HALAMAN */
  pageSizeOptions?: readonly number[];
  /** @default true */
  showPageSize?: boolean;
  /** @default true */
  showTotal?: boolean;
  /** The 'Ke halaman' input. @default true */
  showPageInput?: boolean;
  /** Debounce of the page input in ms (spec 9). @default 500 */
  delay?: number;
  /** While a page loads. @default false */
  isDisabled?: boolean;
  /** @default 'Navigasi halaman' */
  'aria-label'?: string;
}

/**
 * Paging of spec 9: '{n} per halaman', 'Total {n} data', previous/next, at most 3 page numbers,
 * and a page input applied 500 ms after typing stops. Changing the size goes back to page 1.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onChange,
  pageSizeOptions = PILIHAN_PER_HALAMAN,
  showPageSize = true,
  showTotal = true,
  showPageInput = true,
  delay = JEDA_INPUT_HALAMAN_MS,
  isDisabled = false,
  'aria-label': ariaLabel = 'Navigasi halaman',
}: PaginationProps) {
  const totalPages = jumlahHalaman(total, pageSize);
  const links = halamanTerlihat(page, totalPages);
  const [typed, setTyped] = useState(String(page));

  useEffect(() => {
    setTyped(String(page));
  }, [page]);

  const goTo = (next: number) => {
    if (next !== page) onChange({ page: next, pageSize });
  };

  const applyTyped = useDebouncedCallback((text: string) => {
    if (text.trim() === '' || totalPages === 0) return;
    const next = batasiHalaman(Number(text), totalPages);
    setTyped(String(next));
    goTo(next);
  }, delay);

  return (
    <nav className={styles.root} aria-label={ariaLabel}>
      <div className={styles.summary}>
        {showPageSize ? (
          <div className={styles.sizeSelect}>
            <Select
              aria-label="Jumlah data per halaman"
              items={pageSizeOptions.map((n) => ({ id: n, label: teksPerHalaman(n) }))}
              value={pageSize}
              isDisabled={isDisabled}
              onChange={(key) => {
                if (key !== null && Number(key) !== pageSize) {
                  onChange(gantiUkuranHalaman({ page, pageSize }, Number(key)));
                }
              }}
            />
          </div>
        ) : null}
        {showTotal ? <span className={styles.total}>{teksTotal(total)}</span> : null}
      </div>
      <div className={styles.pages}>
        <Button
          iconOnly
          aria-label="Halaman sebelumnya"
          icon={<ChevronLeft />}
          variant="secondary"
          showTooltip={false}
          isDisabled={isDisabled || page <= 1}
          onPress={() => goTo(page - 1)}
        />
        <ul className={styles.pageList}>
          {links.map((n) => (
            <li key={n}>
              <RACButton
                className={styles.pageButton}
                aria-label={`Halaman ${n}`}
                aria-current={n === page ? 'page' : undefined}
                isDisabled={isDisabled}
                onPress={() => goTo(n)}
              >
                {n}
              </RACButton>
            </li>
          ))}
        </ul>
        <Button
          iconOnly
          aria-label="Halaman berikutnya"
          icon={<ChevronRight />}
          variant="secondary"
          showTooltip={false}
          isDisabled={isDisabled || page >= totalPages}
          onPress={() => goTo(page + 1)}
        />
        {showPageInput ? (
          <TextField
            className={styles.jump}
            value={typed}
            isDisabled={isDisabled || totalPages === 0}
            onChange={(text) => {
              const digits = text.replace(/\D/g, '');
              setTyped(digits);
              applyTyped(digits);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') applyTyped.flush(typed);
            }}
          >
            <Label>Ke halaman</Label>
            <Input className={styles.jumpInput} inputMode="numeric" />
          </TextField>
        ) : null}
      </div>
    </nav>
  );
}
