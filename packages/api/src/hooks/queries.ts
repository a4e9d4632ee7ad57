import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/client';
import { calls } from '../contract';
import type { KelasKuliahQuery } from '../contract/kelas';

/** Query keys and functions per resource, kept together (TanStack's queryOptions factories). */
export const kueri = {
  userInfo: (client: ApiClient) =>
    queryOptions({ queryKey: ['user_info'], queryFn: () => client.call(calls.userInfo) }),
  logo: (client: ApiClient) =>
    queryOptions({
      queryKey: ['logo'],
      queryFn: () => client.call(calls.logo),
      staleTime: Number.POSITIVE_INFINITY,
      // A missing logo is ignored (spec section 7).
      meta: { diamkanGalat: true },
    }),
  sistem: (client: ApiClient) =>
    queryOptions({
      queryKey: ['sistem'],
      queryFn: () => client.call(calls.sistem),
      staleTime: 300_000,
    }),
  pengaturan: (client: ApiClient) =>
    queryOptions({
      queryKey: ['pengaturan'],
      queryFn: () => client.call(calls.pengaturan),
      // Fetched once (spec section 7).
      staleTime: Number.POSITIVE_INFINITY,
    }),
  pengaturanSaya: (client: ApiClient) =>
    queryOptions({
      queryKey: ['pengaturan', 'me'],
      queryFn: () => client.call(calls.pengaturanSaya),
    }),
  semesterBerjalan: (client: ApiClient) =>
    queryOptions({
      queryKey: ['semester_akademik_berjalan'],
      queryFn: () => client.call(calls.semesterBerjalan),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  statusPembatasan: (client: ApiClient) =>
    queryOptions({
      queryKey: ['check_pembatasan'],
      queryFn: () => client.call(calls.checkPembatasan),
      // Fetched once per session (spec section 4 'Access').
      staleTime: Number.POSITIVE_INFINITY,
      meta: { diamkanGalat: true },
    }),
  daftarKelasKuliah: (client: ApiClient, query: z.input<typeof KelasKuliahQuery>) =>
    queryOptions({
      queryKey: ['kelas_kuliah', query],
      // A newer request aborts the previous one (spec section 7).
      queryFn: ({ signal }) => client.page(calls.daftarKelasKuliah, { query, signal }),
    }),
  kelasKuliah: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: ['kelas_kuliah', 'detail', id],
      queryFn: () => client.call(calls.kelasKuliah, { params: { id } }),
    }),
};
