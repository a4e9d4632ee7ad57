import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../client/client';
import type { UbahKehadiranDosen } from '../contract/kehadiranDosen';
import { kehadiranDosenEndpoints as calls } from '../endpoints/kehadiranDosen';
import { bapKeys } from './bap';
import { useApi } from './context';
import { type FilterDaftarKehadiran, kehadiranKeys } from './kehadiranKunci';

/** The lecturer attendance list's filters (/kehadiran?tab=1): as the student list's. */
export type FilterDaftarKehadiranDosen = FilterDaftarKehadiran;

/**
 * Query keys of lecturer attendance (contract kehadiranDosen.ts), under attendance's: whatever
 * refreshes attendance (an activity that counts for it) refreshes the lecturers' requirements too.
 */
export const kehadiranDosenKeys = {
  semua: [...kehadiranKeys.semua, 'dosen'] as const,
  pertemuan: (idPertemuan: string) => [...kehadiranDosenKeys.semua, idPertemuan] as const,
  saya: (idPertemuan: string) => [...kehadiranDosenKeys.pertemuan(idPertemuan), 'me'] as const,
  /** Every page of the list (what a save refreshes), and one page of it. */
  daftarSemua: () => [...kehadiranDosenKeys.semua, 'daftar'] as const,
  daftar: (f: FilterDaftarKehadiranDosen) => [...kehadiranDosenKeys.daftarSemua(), f] as const,
};

export const kueriKehadiranDosen = {
  /** One page of the lecturer attendance list (GET /lms/kehadiran_dosen), newest first. */
  daftar: (client: ApiClient, f: FilterDaftarKehadiranDosen) =>
    queryOptions({
      queryKey: kehadiranDosenKeys.daftar(f),
      queryFn: ({ signal }) =>
        client.page(calls.daftarKehadiranDosen, {
          query: { per_page: 10, ...f, search: f.search || undefined },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** The lecturers section of a meeting: every teacher, the tooltip, the validation. */
  pertemuan: (client: ApiClient, idPertemuan: string) =>
    queryOptions({
      queryKey: kehadiranDosenKeys.pertemuan(idPertemuan),
      queryFn: ({ signal }) =>
        client.call(calls.kehadiranDosenPertemuan, { params: { idPertemuan }, signal }),
    }),
  /** The signed-in lecturer's own row of a meeting. */
  saya: (client: ApiClient, idPertemuan: string) =>
    queryOptions({
      queryKey: kehadiranDosenKeys.saya(idPertemuan),
      queryFn: ({ signal }) =>
        client.call(calls.kehadiranDosenSaya, { params: { idPertemuan }, signal }),
    }),
};

/** The lecturer attendance list (/kehadiran?tab=1); the previous page stays while the next loads. */
export function useDaftarKehadiranDosen(f: FilterDaftarKehadiranDosen, enabled = true) {
  const { client } = useApi();
  return useQuery({ ...kueriKehadiranDosen.daftar(client, f), enabled });
}

export function useKehadiranDosenPertemuan(idPertemuan: string | null) {
  const { client } = useApi();
  return useQuery({
    ...kueriKehadiranDosen.pertemuan(client, idPertemuan ?? ''),
    enabled: Boolean(idPertemuan),
  });
}

export function useKehadiranDosenSaya(idPertemuan: string | null) {
  const { client } = useApi();
  return useQuery({
    ...kueriKehadiranDosen.saya(client, idPertemuan ?? ''),
    enabled: Boolean(idPertemuan),
  });
}

/**
 * The lecturer-change modal's save: one call per lecturer, in parallel (spec 7); then the
 * meeting's section, the list and the BAP (its kehadiran_pengajar) are read again.
 */
export function useUbahKehadiranDosen(idPertemuan: string) {
  const { client } = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (daftar: readonly { idDosen: string; body: UbahKehadiranDosen }[]) =>
      Promise.all(
        daftar.map((d) =>
          client.call(calls.ubahKehadiranDosen, {
            params: { idPertemuan, idDosen: d.idDosen },
            body: d.body,
          }),
        ),
      ),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: kehadiranDosenKeys.pertemuan(idPertemuan) });
      void qc.invalidateQueries({ queryKey: kehadiranDosenKeys.daftarSemua() });
      void qc.invalidateQueries({ queryKey: bapKeys.semua });
    },
  });
}
