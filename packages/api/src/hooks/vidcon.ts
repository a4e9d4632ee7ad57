import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../client/client';
import type { SimpanVidcon, Vidcon } from '../contract/vidcon';
import { vidconEndpoints as calls } from '../endpoints/vidcon';
import { useApi } from './context';
import { kehadiranKeys } from './kehadiranKunci';
import { pertemuanKeys } from './pertemuan';

/** The /vidcon list across the user's classes (contract daftarVidconPertemuan without a meeting). */
export interface FilterVidcon {
  status?: 'belum_dimulai' | 'berlangsung' | 'selesai';
  search?: string;
  page: number;
  per_page?: number;
}

/**
 * Query keys of vidcons (contract vidcon.ts): a meeting's list sits under the meeting's id, so a
 * save refreshes that meeting's list without another's.
 */
export const vidconKeys = {
  semua: ['vidcon'] as const,
  /** The vidcon lists of every meeting. */
  pertemuanSemua: () => [...vidconKeys.semua, 'pertemuan'] as const,
  pertemuan: (idPertemuan: string) => [...vidconKeys.pertemuanSemua(), idPertemuan] as const,
  /** The /vidcon lists (every class of the user). */
  daftarSemua: () => [...vidconKeys.semua, 'daftar'] as const,
  daftar: (f: FilterVidcon) => [...vidconKeys.daftarSemua(), f] as const,
  satu: (id: string) => [...vidconKeys.semua, 'satu', id] as const,
};

export const kueriVidcon = {
  /** A meeting's vidcons, all of them (a meeting has a handful). */
  pertemuan: (client: ApiClient, idPertemuan: string) =>
    queryOptions({
      queryKey: vidconKeys.pertemuan(idPertemuan),
      queryFn: ({ signal }) =>
        client.page(calls.daftarVidconPertemuan, {
          query: { id_pertemuan: idPertemuan, page: 1, per_page: 50 },
          signal,
        }),
    }),
  daftar: (client: ApiClient, f: FilterVidcon) =>
    queryOptions({
      queryKey: vidconKeys.daftar(f),
      queryFn: ({ signal }) =>
        client.page(calls.daftarVidconPertemuan, {
          query: { per_page: 10, ...f, search: f.search || undefined },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  satu: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: vidconKeys.satu(id),
      queryFn: ({ signal }) => client.call(calls.vidcon, { params: { id }, signal }),
    }),
};

/** The vidcons of a meeting (its panel on the meeting page). */
export function useVidconPertemuan(idPertemuan: string | null) {
  const { client } = useApi();
  return useQuery({
    ...kueriVidcon.pertemuan(client, idPertemuan ?? ''),
    enabled: Boolean(idPertemuan),
  });
}

/** /vidcon: the vidcons of every class of the user, paged. */
export function useDaftarVidcon(f: FilterVidcon, enabled = true) {
  const { client } = useApi();
  return useQuery({ ...kueriVidcon.daftar(client, f), enabled });
}

export function useVidcon(id: string | null) {
  const { client } = useApi();
  return useQuery({ ...kueriVidcon.satu(client, id ?? ''), enabled: Boolean(id) });
}

/**
 * Every vidcon list and detail (a vidcon may move to another meeting), and the meetings: their
 * menu counts vidcons (count_activity).
 */
function useSegarkanVidcon() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: vidconKeys.semua });
    void qc.invalidateQueries({ queryKey: pertemuanKeys.semua });
  };
}

/** Creates (no id) or updates a vidcon with the form's body (domain payloadVidcon). */
export function useSimpanVidcon() {
  const { client } = useApi();
  const segarkan = useSegarkanVidcon();
  return useMutation({
    mutationFn: (v: { id?: string; body: SimpanVidcon }) =>
      v.id
        ? client.call(calls.ubahVidcon, { params: { id: v.id }, body: v.body })
        : client.call(calls.tambahVidcon, { body: v.body }),
    onSuccess: () => segarkan(),
  });
}

export function useHapusVidcon() {
  const { client } = useApi();
  const segarkan = useSegarkanVidcon();
  return useMutation({
    mutationFn: (id: string) => client.call(calls.hapusVidcon, { params: { id } }),
    onSuccess: () => segarkan(),
  });
}

/**
 * Records a join (spec 7 `PUT /lms/vidcon/{id}/join`); the answer is the vidcon with the caller's
 * join, put in place at once in the lists that hold it. A join counts toward attendance
 * (hadir_vidcon), so attendance is read again too.
 */
export function useGabungVidcon() {
  const { client } = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.call(calls.gabungVidcon, { params: { id } }),
    onSuccess: (v) => {
      const ganti = (lama: { data: Vidcon[] } | undefined) =>
        lama ? { ...lama, data: lama.data.map((x) => (x.id === v.id ? v : x)) } : lama;
      qc.setQueriesData<{ data: Vidcon[] }>({ queryKey: vidconKeys.pertemuanSemua() }, ganti);
      qc.setQueriesData<{ data: Vidcon[] }>({ queryKey: vidconKeys.daftarSemua() }, ganti);
      qc.setQueryData(vidconKeys.satu(v.id), v);
      void qc.invalidateQueries({ queryKey: vidconKeys.semua });
      void qc.invalidateQueries({ queryKey: pertemuanKeys.semua });
      void qc.invalidateQueries({ queryKey: kehadiranKeys.semua });
    },
  });
}
