import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client';
import type { KodeQrPertemuan, PindaiQr } from '../contract/kehadiranQr';
import { kehadiranQrEndpoints as calls } from '../endpoints/kehadiranQr';
import { useApi } from './context';
import { kehadiranKeys } from './kehadiranKunci';

/** Query keys of QR attendance (contract kehadiranQr.ts), under attendance's. */
export const kehadiranQrKeys = {
  semua: [...kehadiranKeys.semua, 'qr'] as const,
  aturan: () => [...kehadiranQrKeys.semua, 'aturan'] as const,
  kode: (idPertemuan: string) => [...kehadiranQrKeys.semua, 'kode', idPertemuan] as const,
};

/** A little after the code on screen changes, so the next one is already current. */
const JEDA_SETELAH_GANTI_MS = 500;

/** When to fetch the next code: at its change time, else after its interval. */
export function jedaKodeQrBerikut(kode: KodeQrPertemuan | undefined, kiniMs = Date.now()) {
  if (!kode) return 30_000;
  const ganti = Date.parse(kode.berganti_pada);
  const jeda = Number.isFinite(ganti) ? ganti - kiniMs + JEDA_SETELAH_GANTI_MS : Number.NaN;
  return jeda > 0 && jeda <= kode.interval_detik * 1000 + JEDA_SETELAH_GANTI_MS
    ? jeda
    : kode.interval_detik * 1000;
}

export const kueriKehadiranQr = {
  /** GET /v0/aturan/qr-code: whether QR attendance is used. */
  aturan: (client: ApiClient) =>
    queryOptions({
      queryKey: kehadiranQrKeys.aturan(),
      queryFn: ({ signal }) => client.call(calls.aturanQr, { signal }),
      staleTime: 5 * 60_000,
    }),
  /** The lecturer's current code of a meeting (never cached: a code lives 30 s). */
  kode: (client: ApiClient, idPertemuan: string) =>
    queryOptions({
      queryKey: kehadiranQrKeys.kode(idPertemuan),
      queryFn: ({ signal }) =>
        client.call(calls.kodeQrPertemuan, { params: { id: idPertemuan }, signal }),
      staleTime: 0,
      gcTime: 0,
    }),
};

export function useAturanQr() {
  const { client } = useApi();
  return useQuery(kueriKehadiranQr.aturan(client));
}

/**
 * The rotating code of the lecturer's QR page: fetched again when the code on screen changes
 * (about every 30 s), also in a background tab (the screen is projected), and after a failure
 * too, so the screen recovers by itself once the connection is back.
 */
export function useKodeQrPertemuan(idPertemuan: string | null) {
  const { client } = useApi();
  return useQuery({
    ...kueriKehadiranQr.kode(client, idPertemuan ?? ''),
    enabled: Boolean(idPertemuan),
    refetchInterval: (q) => jedaKodeQrBerikut(q.state.data),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    retry: 1,
    // The page shows the refusal itself (error and expired states), not a toast every 30 s.
    meta: { diamkanGalat: true },
  });
}

/** The student's scan; their attendance is read again afterwards. */
export function usePindaiQr() {
  const { client } = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PindaiQr) => client.call(calls.pindaiQr, { body }),
    // The result page shows the refusal (expired, not enrolled) as its message.
    meta: { diamkanGalat: true },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: kehadiranKeys.semua });
    },
  });
}
