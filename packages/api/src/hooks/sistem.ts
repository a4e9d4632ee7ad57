import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import type { ApiClient } from '../client/client';
import type { AturanKehadiranUjian, EventWaktu, Pengaturan } from '../contract/sistem';
import { sistemEndpoints as calls } from '../endpoints/sistem';
import { serverClock, setWaktuServer, waktuServer } from '../stores/clock';
import { useApi } from './context';
import { kehadiranKeys } from './kehadiranKunci';

/** Query keys of the system, its settings and the running semester (contract sistem.ts). */
export const sistemKeys = {
  semua: ['sistem'] as const,
  info: () => [...sistemKeys.semua, 'info'] as const,
  logo: () => [...sistemKeys.semua, 'logo'] as const,
  pengaturan: () => [...sistemKeys.semua, 'pengaturan'] as const,
  pengaturanSaya: () => [...sistemKeys.pengaturan(), 'me'] as const,
  semesterBerjalan: () => [...sistemKeys.semua, 'semester_akademik_berjalan'] as const,
  statusPembatasan: () => [...sistemKeys.semua, 'check_pembatasan'] as const,
};

export const kueriSistem = {
  logo: (client: ApiClient) =>
    queryOptions({
      queryKey: sistemKeys.logo(),
      queryFn: () => client.call(calls.logo),
      staleTime: Number.POSITIVE_INFINITY,
      // A missing logo is ignored (spec section 7).
      meta: { diamkanGalat: true },
    }),
  info: (client: ApiClient) =>
    queryOptions({
      queryKey: sistemKeys.info(),
      queryFn: () => client.call(calls.sistem),
      staleTime: 300_000,
    }),
  pengaturan: (client: ApiClient) =>
    queryOptions({
      queryKey: sistemKeys.pengaturan(),
      queryFn: () => client.call(calls.pengaturan),
      // Fetched once (spec section 7).
      staleTime: Number.POSITIVE_INFINITY,
    }),
  pengaturanSaya: (client: ApiClient) =>
    queryOptions({
      queryKey: sistemKeys.pengaturanSaya(),
      queryFn: () => client.call(calls.pengaturanSaya),
    }),
  semesterBerjalan: (client: ApiClient) =>
    queryOptions({
      queryKey: sistemKeys.semesterBerjalan(),
      queryFn: () => client.call(calls.semesterBerjalan),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  statusPembatasan: (client: ApiClient) =>
    queryOptions({
      queryKey: sistemKeys.statusPembatasan(),
      queryFn: () => client.call(calls.checkPembatasan),
      // Fetched once per session (spec section 4 'Access').
      staleTime: Number.POSITIVE_INFINITY,
      meta: { diamkanGalat: true },
    }),
};

export function useLogo() {
  return useQuery(kueriSistem.logo(useApi().client));
}

export function useSistem() {
  return useQuery(kueriSistem.info(useApi().client));
}

export function usePengaturan() {
  return useQuery(kueriSistem.pengaturan(useApi().client));
}

/**
 * 'Simpan' of the exam eligibility rule (PUT /lms/pengaturan/pembatasan_ujian_kehadiran, issue 25):
 * the saved rule goes into the cached settings at once, then the settings (not the user's own
 * `pengaturan/me`) and any eligibility read under the old rule are read again.
 */
export function useUbahAturanKehadiranUjian() {
  const { client } = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AturanKehadiranUjian) =>
      client.call(calls.ubahPembatasanUjianKehadiran, { body }),
    onSuccess: (aturan) => {
      qc.setQueryData<Pengaturan>(sistemKeys.pengaturan(), (p) =>
        p ? { ...p, pembatasan_ujian_kehadiran: aturan } : p,
      );
    },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: sistemKeys.pengaturan(), exact: true });
      void qc.invalidateQueries({ queryKey: kehadiranKeys.pembatasanUjianSemua() });
    },
  });
}

/** The signed-in user's side of the settings (is_pelaku_integrasi_nilai for their page type). */
export function usePengaturanSaya(enabled = true) {
  return useQuery({ ...kueriSistem.pengaturanSaya(useApi().client), enabled });
}

export function useSemesterBerjalan() {
  return useQuery(kueriSistem.semesterBerjalan(useApi().client));
}

export function useStatusPembatasan(enabled = true) {
  const { client } = useApi();
  return useQuery({ ...kueriSistem.statusPembatasan(client), enabled });
}

/**
 * The payload of a 'time' event, or null when it is not one: what `EventWaktu.safeParse` accepts,
 * checked by hand because the shell loads no zod (issue 12 budgets); sistem.test.ts holds the two
 * to the same answers.
 */
export function bacaEventWaktu(data: unknown): EventWaktu | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { waktu, time_zone } = data as Record<string, unknown>;
  return typeof waktu === 'string' && typeof time_zone === 'string' ? { waktu, time_zone } : null;
}

/** Keeps the server clock in step with the sistem stream (spec section 7) while mounted. */
export function useServerClockStream(enabled: boolean) {
  const { client } = useApi();
  useEffect(() => {
    if (!enabled) return;
    return client.subscribe(`${calls.events.path}?stream=sistem`, {
      onEvent: ({ event, data }) => {
        if (event !== 'time') return;
        const waktu = bacaEventWaktu(JSON.parse(data));
        if (waktu) setWaktuServer(waktu.waktu, waktu.time_zone);
      },
      onStatus: (open, error) => {
        serverClock.terhubung = open;
        if (error) serverClock.galat = error instanceof Error ? error.message : String(error);
      },
    });
  }, [client, enabled]);
}

/**
 * The college's time zone, without the ticking clock: a component that only formats dates reads
 * this and re-renders when the zone is known, not every second as with useWaktuServer.
 */
export function useZonaWaktuServer() {
  return useSnapshot(serverClock).timeZone;
}

/**
 * The server's time, re-rendered every second; null until the clock is known. Keep it in a small
 * leaf (the header's clock, a countdown): every component that calls it renders once a second.
 */
export function useWaktuServer() {
  const clock = useSnapshot(serverClock);
  const offset = clock.offsetMs;
  const [now, setNow] = useState(() => waktuServer());
  useEffect(() => {
    const tick = () => setNow(offset === null ? null : Date.now() + offset);
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [offset]);
  return { waktu: now, timeZone: clock.timeZone };
}

/** PUT /lms/visitor/last_active every 300 s while signed in (spec section 9). */
export function useLastActive(enabled: boolean, intervalMs = 300_000) {
  const { client } = useApi();
  useEffect(() => {
    if (!enabled) return;
    const ping = () => void client.call(calls.lastActive).catch(() => {});
    ping();
    const timer = setInterval(ping, intervalMs);
    return () => clearInterval(timer);
  }, [client, enabled, intervalMs]);
}
