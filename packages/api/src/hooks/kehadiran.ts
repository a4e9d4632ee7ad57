import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ApiClient } from '../client/client';
import { saveFile } from '../client/saveFile';
import type { EventHitungKehadiran, UbahKehadiranMassal } from '../contract/kehadiranMahasiswa';
import { EVENT_REFETCH } from '../contract/konsistensi';
import { kehadiranMahasiswaEndpoints as calls } from '../endpoints/kehadiranMahasiswa';
import { useApi } from './context';
import { type FilterDaftarKehadiran, kehadiranKeys } from './kehadiranKunci';

// Student attendance (issue 25, contract kehadiranMahasiswa.ts): the meetings list with its
// summaries (/kehadiran-peserta), a meeting's participants with progress and reasons, the manual
// edit, the recalculation whose status streams on SSE 'calc-percentage', the class recap and the
// student's own mark. Whatever an activity changes refreshes everything under `semua`.

export { type FilterDaftarKehadiran, kehadiranKeys } from './kehadiranKunci';

export const kueriKehadiran = {
  daftar: (client: ApiClient, f: FilterDaftarKehadiran) =>
    queryOptions({
      queryKey: kehadiranKeys.daftar(f),
      queryFn: ({ signal }) =>
        client.page(calls.daftarKehadiranMahasiswa, {
          query: { per_page: 10, ...f, search: f.search || undefined },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  pertemuan: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: kehadiranKeys.pertemuan(id),
      queryFn: ({ signal }) => client.call(calls.kehadiranPertemuan, { params: { id }, signal }),
    }),
  rekap: (client: ApiClient, idKelas: string) =>
    queryOptions({
      queryKey: kehadiranKeys.rekap(idKelas),
      queryFn: ({ signal }) =>
        client.call(calls.rekapKehadiranKelas, { params: { id: idKelas }, signal }),
    }),
  saya: (client: ApiClient, idKelas: string, idPertemuan: string) =>
    queryOptions({
      queryKey: kehadiranKeys.saya(idKelas, idPertemuan),
      queryFn: ({ signal }) =>
        client.call(calls.kehadiranSaya, { params: { idKelas, idPertemuan }, signal }),
    }),
  jenisPresensi: (client: ApiClient) =>
    queryOptions({
      queryKey: kehadiranKeys.jenisPresensi(),
      queryFn: ({ signal }) => client.call(calls.jenisPresensi, { signal }),
      staleTime: 5 * 60_000,
    }),
  /** The signed-in student's exam eligibility by attendance for a meeting (issue 25). */
  pembatasanUjian: (client: ApiClient, idPertemuan: string) =>
    queryOptions({
      queryKey: kehadiranKeys.pembatasanUjian(idPertemuan),
      queryFn: ({ signal }) =>
        client.call(calls.pembatasanUjianKehadiran, { params: { idPertemuan }, signal }),
      // Asked afresh each time /forbidden/{id} opens: a mark may have changed meanwhile.
      staleTime: 0,
    }),
};

/** The meetings with their attendance summary, newest first, 10 per page. */
export function useDaftarKehadiran(f: FilterDaftarKehadiran, enabled = true) {
  const { client } = useApi();
  return useQuery({ ...kueriKehadiran.daftar(client, f), enabled });
}

/** A meeting's participants with progress, the detail and reasons of each mark. */
export function useKehadiranPertemuan(id: string | null) {
  const { client } = useApi();
  return useQuery({ ...kueriKehadiran.pertemuan(client, id ?? ''), enabled: Boolean(id) });
}

/** The class recap: students by meetings (a student gets their own row only). */
export function useRekapKehadiran(idKelas: string | null) {
  const { client } = useApi();
  return useQuery({ ...kueriKehadiran.rekap(client, idKelas ?? ''), enabled: Boolean(idKelas) });
}

/** The signed-in student's mark of a meeting, with the reasons of each activity. */
export function useKehadiranSaya(idKelas: string | null, idPertemuan: string | null) {
  const { client } = useApi();
  return useQuery({
    ...kueriKehadiran.saya(client, idKelas ?? '', idPertemuan ?? ''),
    enabled: Boolean(idKelas && idPertemuan),
  });
}

/** H and A always; I and S with whether they are active (spec 4 'Attendance codes'). */
export function useJenisPresensi(enabled = true) {
  const { client } = useApi();
  return useQuery({ ...kueriKehadiran.jenisPresensi(client), enabled });
}

/**
 * 'Simpan kehadiran': the changed rows in one bulk call; the answer is the meeting's new state,
 * written into the cache so the table shows it without another read.
 */
export function useSimpanKehadiran(idPertemuan: string) {
  const { client } = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UbahKehadiranMassal) =>
      client.call(calls.ubahKehadiranMassal, { params: { id: idPertemuan }, body }),
    onSuccess: (data) => qc.setQueryData(kehadiranKeys.pertemuan(idPertemuan), data),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: kehadiranKeys.semua });
    },
  });
}

/** 'Update Progres': queues the meeting's recalculation; its status follows on the stream. */
export function useHitungUlangKehadiran(idPertemuan: string) {
  const { client } = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => client.call(calls.hitungUlangKehadiran, { params: { id: idPertemuan } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: kehadiranKeys.pertemuan(idPertemuan) }),
  });
}

/** 'Update Kehadiran Manual': the percentage update of a class's meetings (a queued job). */
export function useHitungPersentaseKehadiran() {
  const { client } = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: { id_kelas_kuliah: string; id_pertemuan?: string[] }) =>
      client.call(calls.hitungPersentaseKehadiran, { body: { data } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: kehadiranKeys.mahasiswa() }),
  });
}

const STATUS_HITUNG = new Set(['processing', 'completed', 'failed']);

/** A 'calc-percentage' event's data, or null when it is not one (read without the schema). */
export function bacaEventHitung(data: string): EventHitungKehadiran | null {
  try {
    const e = JSON.parse(data) as Partial<EventHitungKehadiran> | null;
    if (!e || typeof e.id_kelas_kuliah !== 'string' || !STATUS_HITUNG.has(e.status as string))
      return null;
    return {
      id_job: String(e.id_job ?? ''),
      id_kelas_kuliah: e.id_kelas_kuliah,
      id_pertemuan: Array.isArray(e.id_pertemuan) ? e.id_pertemuan.map(String) : [],
      status: e.status as EventHitungKehadiran['status'],
    };
  } catch {
    return null;
  }
}

/**
 * The class's SSE stream (event 'calc-percentage'): the latest recalculation status it told, and
 * on 'completed' or 'failed' every attendance read is refreshed, so an open page shows the result.
 */
export function useAliranKehadiran(idKelas: string | null) {
  const { client } = useApi();
  const qc = useQueryClient();
  const [terakhir, setTerakhir] = useState<EventHitungKehadiran | null>(null);
  useEffect(() => {
    if (!idKelas) return;
    const path = `${calls.eventsKehadiranMahasiswa.path}?id_kelas_kuliah=${encodeURIComponent(idKelas)}`;
    return client.subscribe(path, {
      onEvent: ({ event, data }) => {
        if (event === EVENT_REFETCH) {
          void qc.invalidateQueries({ queryKey: kehadiranKeys.semua });
          return;
        }
        if (event !== 'calc-percentage') return;
        const status = bacaEventHitung(data);
        if (!status) return;
        setTerakhir(status);
        if (status.status !== 'processing')
          void qc.invalidateQueries({ queryKey: kehadiranKeys.semua });
      },
    });
  }, [client, qc, idKelas]);
  return terakhir;
}

/** 'Export Excel' of the class recap, saved as the server names it. */
export function useEksporRekapKehadiran() {
  const { client } = useApi();
  return useMutation({
    mutationFn: async (idKelas: string) => {
      const { blob, fileName } = await client.download(
        calls.eksporRekapKehadiran,
        { params: { id: idKelas } },
        'Rekap Kehadiran.xlsx',
      );
      saveFile(blob, fileName);
      return fileName;
    },
  });
}

/** 'Export Excel' of the meetings list with the filters on screen. */
export function useEksporDaftarKehadiran() {
  const { client } = useApi();
  return useMutation({
    mutationFn: async (f: Omit<FilterDaftarKehadiran, 'page' | 'per_page'>) => {
      const { blob, fileName } = await client.download(
        calls.eksporDaftarKehadiran,
        { query: { ...f, search: f.search || undefined } },
        'Kehadiran Peserta.xlsx',
      );
      saveFile(blob, fileName);
      return fileName;
    },
  });
}

/** The shortfall /forbidden/{meetingId} shows. */
export function usePembatasanUjianKehadiran(idPertemuan: string) {
  const { client } = useApi();
  return useQuery({ ...kueriKehadiran.pembatasanUjian(client, idPertemuan) });
}
