import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client';
import { referensiEndpoints as calls } from '../endpoints/referensi';
import { useApi } from './context';

/** Reference lists come whole (itemsPerPage 999999, spec 9). */
const SEMUA = { query: { itemsPerPage: 999999 } };
const ambilReferensi = {
  makulRef: (c: ApiClient) => c.call(calls.makulRef, SEMUA),
  prodiRef: (c: ApiClient) => c.call(calls.prodiRef, SEMUA),
  jenisKelasRef: (c: ApiClient) => c.call(calls.jenisKelasRef, SEMUA),
  dosenRef: (c: ApiClient) => c.call(calls.dosenRef, SEMUA),
  labelKelasRef: (c: ApiClient) => c.call(calls.labelKelasRef, SEMUA),
  kampusRef: (c: ApiClient) => c.call(calls.kampusRef, SEMUA),
};
export type NamaReferensi = keyof typeof ambilReferensi;
type DataReferensi = { [K in NamaReferensi]: Awaited<ReturnType<(typeof ambilReferensi)[K]>> };

/** Query keys of the reference lists (contract referensi.ts). */
export const referensiKeys = {
  semua: ['referensi'] as const,
  daftar: (nama: NamaReferensi) => [...referensiKeys.semua, nama] as const,
};

export const kueriReferensi = {
  daftar: <K extends NamaReferensi>(client: ApiClient, nama: K) =>
    queryOptions<DataReferensi[K]>({
      queryKey: referensiKeys.daftar(nama),
      queryFn: () => ambilReferensi[nama](client) as Promise<DataReferensi[K]>,
      staleTime: 10 * 60_000,
    }),
};

export function useReferensi<K extends NamaReferensi>(nama: K, enabled = true) {
  const { client } = useApi();
  return useQuery({ ...kueriReferensi.daftar(client, nama), enabled });
}
