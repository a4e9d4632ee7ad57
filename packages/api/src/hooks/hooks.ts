import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import type { z } from 'zod';
import { calls, EventWaktu, type KelasKuliahQuery } from '../contract';
import { serverClock, setWaktuServer, waktuServer } from '../stores/clock';
import { useApi } from './context';
import { kueri } from './queries';

export function useSesi() {
  return useSnapshot(useApi().session.state);
}

export function useUserInfo(enabled = true) {
  const { client } = useApi();
  return useQuery({ ...kueri.userInfo(client), enabled });
}

export function useLogo() {
  return useQuery(kueri.logo(useApi().client));
}

export function useSistem() {
  return useQuery(kueri.sistem(useApi().client));
}

export function usePengaturan() {
  return useQuery(kueri.pengaturan(useApi().client));
}

export function useSemesterBerjalan() {
  return useQuery(kueri.semesterBerjalan(useApi().client));
}

export function useStatusPembatasan(enabled = true) {
  const { client } = useApi();
  return useQuery({ ...kueri.statusPembatasan(client), enabled });
}

export function useDaftarKelasKuliah(query: z.input<typeof KelasKuliahQuery>, enabled = true) {
  const { client } = useApi();
  return useQuery({ ...kueri.daftarKelasKuliah(client, query), enabled });
}

/** The class, once its id is known: no request goes out without one. */
export function useKelasKuliah(id: string | null | undefined) {
  return useQuery({ ...kueri.kelasKuliah(useApi().client, id ?? ''), enabled: Boolean(id) });
}

export function useLogin() {
  const { client } = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { username: string; password: string }) => client.login(v.username, v.password),
    // The login form shows its own error instead of a toast.
    meta: { diamkanGalat: true },
    // A previous user's data must not show; the guard mounts fresh queries after this.
    onMutate: () => qc.removeQueries({ type: 'inactive' }),
  });
}

/** /oauth: exchanges a single sign-on code for a session. */
export function useTukarKode() {
  const { client } = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => client.tukarKode(code),
    meta: { diamkanGalat: true },
    onMutate: () => qc.removeQueries({ type: 'inactive' }),
  });
}

export function useLogout() {
  const { client } = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => client.logout(),
    onSettled: () => qc.clear(),
  });
}

/** Keeps the server clock in step with the sistem stream (spec section 7) while mounted. */
export function useServerClockStream(enabled: boolean) {
  const { client } = useApi();
  useEffect(() => {
    if (!enabled) return;
    return client.subscribe(`${calls.events.path}?stream=sistem`, {
      onEvent: ({ event, data }) => {
        if (event !== 'time') return;
        const parsed = EventWaktu.safeParse(JSON.parse(data));
        if (parsed.success) setWaktuServer(parsed.data.waktu, parsed.data.time_zone);
      },
      onStatus: (open, error) => {
        serverClock.terhubung = open;
        if (error) serverClock.galat = error instanceof Error ? error.message : String(error);
      },
    });
  }, [client, enabled]);
}

/** The server's time, re-rendered every second; null until the clock is known. */
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
