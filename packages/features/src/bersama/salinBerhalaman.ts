import type { DataSalinBerhalaman } from '@kampus/ui/views/soal/SalinSoalModal';
import { useState } from 'react';

interface KueriBerhalaman<T> {
  data?: { data: readonly T[]; meta: { total_items: number } };
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The search and page of a copy modal's server-paged list (10 a page): the query's filter, and
 * the list fields the kit's copy modals take from that query.
 */
export function useSalinBerhalaman() {
  const [cari, setCari] = useState('');
  const [halaman, setHalaman] = useState({ page: 1, perPage: 10 });
  return {
    filter: { search: cari, page: halaman.page, per_page: halaman.perPage },
    data: <T>(q: KueriBerhalaman<T>): DataSalinBerhalaman<T> => ({
      rows: q.data?.data ?? [],
      total: q.data?.meta.total_items ?? 0,
      page: halaman.page,
      perPage: halaman.perPage,
      onPage: (page, perPage) => setHalaman({ page, perPage }),
      search: cari,
      onSearch: (s) => {
        setCari(s);
        setHalaman((h) => ({ ...h, page: 1 }));
      },
      isLoading: q.isPending,
      isError: q.isError,
      onRetry: () => void q.refetch(),
    }),
  };
}
