import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/client';
import type { CekBentrok, PertemuanQuery, UbahPertemuan } from '../contract/pertemuan';
import { pertemuanEndpoints as calls } from '../endpoints/pertemuan';
import { bapKeys } from './bap';
import { useApi } from './context';

type FilterRuangan = { mulai?: string; selesai?: string; idPertemuan?: string };

/** Query keys of meetings (contract pertemuan.ts). */
export const pertemuanKeys = {
  semua: ['pertemuan'] as const,
  daftar: (query: z.input<typeof PertemuanQuery>) =>
    [...pertemuanKeys.semua, 'daftar', query] as const,
  detail: (id: string) => [...pertemuanKeys.semua, 'detail', id] as const,
};

/** Lecture sessions: their own root, a meeting's save leaves them alone. */
export const sesiKuliahKeys = {
  semua: ['sesi_kuliah'] as const,
};

/** Rooms with their availability; their own root too. */
export const ruanganKeys = {
  semua: ['ruangan'] as const,
  daftar: (filter: FilterRuangan) => [...ruanganKeys.semua, filter] as const,
};

export const kueriPertemuan = {
  daftar: (client: ApiClient, query: z.input<typeof PertemuanQuery>) =>
    queryOptions({
      queryKey: pertemuanKeys.daftar(query),
      queryFn: ({ signal }) => client.page(calls.daftarPertemuan, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: pertemuanKeys.detail(id),
      queryFn: () => client.call(calls.pertemuan, { params: { id } }),
    }),
  sesi: (client: ApiClient) =>
    queryOptions({
      queryKey: sesiKuliahKeys.semua,
      queryFn: () => client.call(calls.sesiKuliah),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  ruangan: (client: ApiClient, q: FilterRuangan) =>
    queryOptions({
      queryKey: ruanganKeys.daftar(q),
      queryFn: () =>
        client.call(calls.ruangan, {
          query: {
            ignore_default_pagination: 'true',
            availability_start: q.mulai,
            availability_end: q.selesai,
            exclude_id_pertemuan: q.idPertemuan,
          },
        }),
    }),
};

export function useDaftarPertemuan(query: z.input<typeof PertemuanQuery>, enabled = true) {
  const { client } = useApi();
  return useQuery({ ...kueriPertemuan.daftar(client, query), enabled });
}

export function usePertemuan(id: string | null) {
  const { client } = useApi();
  return useQuery({ ...kueriPertemuan.detail(client, id ?? ''), enabled: Boolean(id) });
}

export function useSesiKuliah() {
  return useQuery(kueriPertemuan.sesi(useApi().client));
}

export function useRuangan(q: FilterRuangan, enabled = true) {
  const { client } = useApi();
  return useQuery({ ...kueriPertemuan.ruangan(client, q), enabled });
}

/** A meeting's change shows on every meeting list and detail, and in every BAP. */
function useSegarkanPertemuan() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: pertemuanKeys.semua });
    void qc.invalidateQueries({ queryKey: bapKeys.semua });
  };
}

export function useUbahPertemuan() {
  const { client } = useApi();
  const segarkan = useSegarkanPertemuan();
  return useMutation({
    mutationFn: (v: { id: string; body: UbahPertemuan }) =>
      client.call(calls.ubahPertemuan, { params: { id: v.id }, body: v.body }),
    onSuccess: () => segarkan(),
  });
}

export function useUbahTeksPertemuan() {
  const { client } = useApi();
  const segarkan = useSegarkanPertemuan();
  return useMutation({
    mutationFn: (v: { id: string; teks: string }) =>
      client.call(calls.ubahTeksPertemuan, { params: { id: v.id }, body: { teks: v.teks } }),
    onSuccess: () => segarkan(),
  });
}

export function useStatusPertemuan() {
  const { client } = useApi();
  const segarkan = useSegarkanPertemuan();
  return useMutation({
    mutationFn: (v: { id: string; aksi: 'start' | 'end' }) =>
      client.call(v.aksi === 'start' ? calls.mulaiPertemuan : calls.akhiriPertemuan, {
        params: { id: v.id },
      }),
    onSuccess: () => segarkan(),
  });
}

export function useCekBentrok() {
  const { client } = useApi();
  return useMutation({
    mutationFn: (body: z.input<typeof CekBentrok>) => client.call(calls.cekBentrok, { body }),
    // The form shows 'Gagal mengecek jadwal bentrok' itself (spec 8).
    meta: { diamkanGalat: true },
  });
}
