import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient } from '../client/client';
import { EVENT_REFETCH } from '../contract/konsistensi';
import type { SalinUjian, SimpanKelompokSoal, SimpanSoal, SimpanUjian } from '../contract/ujian';
import { ujianEndpoints as calls } from '../endpoints/ujian';
import { useApi } from './context';
import { pertemuanKeys } from './pertemuan';

export interface FilterUjian {
  id_pertemuan?: string;
  id_kelas_kuliah?: string;
  jenis?: 'kuis' | 'uts' | 'uas' | 'remedial';
  status?: 'belum_dimulai' | 'sedang_berlangsung' | 'selesai';
  search?: string;
  page: number;
  per_page?: number;
}

export interface FilterSalinUjian {
  search?: string;
  exclude_id_kelas_kuliah?: string;
  id_mata_kuliah?: string;
  page: number;
  per_page?: number;
}

export interface FilterHasil {
  search?: string;
  page: number;
  per_page?: number;
}

/** Query keys of exams (contract ujian.ts): everything of one exam sits under its id. */
export const ujianKeys = {
  semua: ['ujian'] as const,
  /** Every exam list (meeting, class, the student's). */
  daftarSemua: () => [...ujianKeys.semua, 'daftar'] as const,
  daftar: (f: FilterUjian) => [...ujianKeys.daftarSemua(), f] as const,
  salin: (f: FilterSalinUjian) => [...ujianKeys.semua, 'salin', f] as const,
  satu: (id: string) => [...ujianKeys.semua, 'satu', id] as const,
  detail: (id: string) => [...ujianKeys.satu(id), 'detail'] as const,
  pengerjaanSaya: (id: string) => [...ujianKeys.satu(id), 'pengerjaan-saya'] as const,
  soalSaya: (id: string) => [...ujianKeys.satu(id), 'soal-saya'] as const,
  hasil: (id: string) => [...ujianKeys.satu(id), 'hasil'] as const,
  pengerjaan: (id: string, f: FilterHasil) => [...ujianKeys.hasil(id), 'pengerjaan', f] as const,
  tanpa: (id: string, f: FilterHasil) => [...ujianKeys.hasil(id), 'tanpa', f] as const,
  statistik: (id: string) => [...ujianKeys.hasil(id), 'statistik'] as const,
  detailPengerjaan: (id: string, idP: string) => [...ujianKeys.hasil(id), 'detail', idP] as const,
  perhitungan: (id: string) => [...ujianKeys.hasil(id), 'perhitungan'] as const,
};

export const kueriUjian = {
  daftar: (client: ApiClient, f: FilterUjian) =>
    queryOptions({
      queryKey: ujianKeys.daftar(f),
      queryFn: ({ signal }) =>
        client.page(calls.daftarUjian, {
          query: { per_page: 10, ...f, search: f.search || undefined },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  salin: (client: ApiClient, f: FilterSalinUjian) =>
    queryOptions({
      queryKey: ujianKeys.salin(f),
      queryFn: ({ signal }) =>
        client.page(calls.daftarUjianSalin, {
          query: { per_page: 5, ...f, search: f.search || undefined },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  detail: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: ujianKeys.detail(id),
      queryFn: ({ signal }) => client.call(calls.ujian, { params: { id }, signal }),
    }),
  pengerjaanSaya: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: ujianKeys.pengerjaanSaya(id),
      queryFn: ({ signal }) => client.call(calls.pengerjaanSaya, { params: { id }, signal }),
    }),
  soalSaya: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: ujianKeys.soalSaya(id),
      queryFn: ({ signal }) => client.call(calls.soalPengerjaanSaya, { params: { id }, signal }),
      // The page keeps its own answers (the journal): no refetch under the student's hands.
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
    }),
  pengerjaan: (client: ApiClient, id: string, f: FilterHasil) =>
    queryOptions({
      queryKey: ujianKeys.pengerjaan(id, f),
      queryFn: ({ signal }) =>
        client.page(calls.daftarPengerjaan, {
          params: { id },
          query: { per_page: 10, ...f, search: f.search || undefined },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  tanpa: (client: ApiClient, id: string, f: FilterHasil) =>
    queryOptions({
      queryKey: ujianKeys.tanpa(id, f),
      queryFn: ({ signal }) =>
        client.page(calls.tanpaPengerjaan, {
          params: { id },
          query: { per_page: 10, ...f, search: f.search || undefined },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  statistik: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: ujianKeys.statistik(id),
      queryFn: ({ signal }) => client.call(calls.statistikJawaban, { params: { id }, signal }),
    }),
  detailPengerjaan: (client: ApiClient, id: string, idPengerjaan: string) =>
    queryOptions({
      queryKey: ujianKeys.detailPengerjaan(id, idPengerjaan),
      queryFn: ({ signal }) =>
        client.call(calls.detailPengerjaan, { params: { id, idPengerjaan }, signal }),
    }),
  perhitungan: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: ujianKeys.perhitungan(id),
      queryFn: ({ signal }) => client.call(calls.perhitunganNilaiUjian, { params: { id }, signal }),
      // While the server recalculates, ask again every 3 s (spec 4 'IN_PROGRESS').
      refetchInterval: (q) => (q.state.data?.status === 'IN_PROGRESS' ? 3000 : false),
    }),
};

export function useDaftarUjian(f: FilterUjian, enabled = true) {
  const { client } = useApi();
  return useQuery({ ...kueriUjian.daftar(client, f), enabled });
}

export function useUjianSalin(f: FilterSalinUjian, enabled = true) {
  const { client } = useApi();
  return useQuery({ ...kueriUjian.salin(client, f), enabled });
}

export function useUjian(id: string | null) {
  const { client } = useApi();
  return useQuery({ ...kueriUjian.detail(client, id ?? ''), enabled: Boolean(id) });
}

export function usePengerjaanSaya(id: string | null) {
  const { client } = useApi();
  return useQuery({ ...kueriUjian.pengerjaanSaya(client, id ?? ''), enabled: Boolean(id) });
}

export function useSoalPengerjaanSaya(id: string | null, enabled = true) {
  const { client } = useApi();
  return useQuery({ ...kueriUjian.soalSaya(client, id ?? ''), enabled: Boolean(id) && enabled });
}

export function useDaftarPengerjaan(id: string, f: FilterHasil) {
  const { client } = useApi();
  return useQuery(kueriUjian.pengerjaan(client, id, f));
}

export function useTanpaPengerjaan(id: string, f: FilterHasil) {
  const { client } = useApi();
  return useQuery(kueriUjian.tanpa(client, id, f));
}

export function useStatistikJawaban(id: string) {
  const { client } = useApi();
  return useQuery(kueriUjian.statistik(client, id));
}

export function useDetailPengerjaan(id: string, idPengerjaan: string) {
  const { client } = useApi();
  return useQuery(kueriUjian.detailPengerjaan(client, id, idPengerjaan));
}

export function usePerhitunganNilai(id: string) {
  const { client } = useApi();
  return useQuery(kueriUjian.perhitungan(client, id));
}

/** Exam lists and details, the meeting menu's counts. */
function useSegarkanUjian() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: ujianKeys.semua });
    void qc.invalidateQueries({ queryKey: pertemuanKeys.semua });
  };
}

/** The save body as the form builds it (domain payloadUjian); the server checks the rest. */
export type FieldSimpanUjian = Omit<SimpanUjian, 'jenis'> & { jenis: SimpanUjian['jenis'] | null };

/** Creates (no id) or updates an exam; the description travels URI-encoded (spec 7). */
export function useSimpanUjian() {
  const { client } = useApi();
  const segarkan = useSegarkanUjian();
  return useMutation({
    mutationFn: (v: { id?: string; body: FieldSimpanUjian }) => {
      const body = { ...v.body, deskripsi: encodeURIComponent(v.body.deskripsi) } as SimpanUjian;
      return v.id
        ? client.call(calls.ubahUjian, { params: { id: v.id }, body })
        : client.call(calls.tambahUjian, { body });
    },
    onSuccess: () => segarkan(),
  });
}

export function useSalinUjian() {
  const { client } = useApi();
  const segarkan = useSegarkanUjian();
  return useMutation({
    mutationFn: (body: SalinUjian) => client.call(calls.salinUjian, { body }),
    onSuccess: () => segarkan(),
  });
}

export function useHapusUjian() {
  const { client } = useApi();
  const segarkan = useSegarkanUjian();
  return useMutation({
    mutationFn: (id: string) => client.call(calls.hapusUjian, { params: { id } }),
    onSuccess: () => segarkan(),
  });
}

/** Question groups and questions of one exam: each change refreshes that exam. */
export function useKelolaSoalUjian(idUjian: string) {
  const { client } = useApi();
  const qc = useQueryClient();
  const segarkan = () => {
    void qc.invalidateQueries({ queryKey: ujianKeys.satu(idUjian) });
    void qc.invalidateQueries({ queryKey: ujianKeys.daftarSemua() });
  };
  const opsi = { onSuccess: segarkan };
  return {
    tambahKelompok: useMutation({
      mutationFn: (body: SimpanKelompokSoal) =>
        client.call(calls.tambahKelompokSoal, { params: { id: idUjian }, body }),
      ...opsi,
    }),
    ubahKelompok: useMutation({
      mutationFn: (v: { idKelompok: string; body: SimpanKelompokSoal }) =>
        client.call(calls.ubahKelompokSoal, {
          params: { id: idUjian, idKelompok: v.idKelompok },
          body: v.body,
        }),
      ...opsi,
    }),
    hapusKelompok: useMutation({
      mutationFn: (idKelompok: string) =>
        client.call(calls.hapusKelompokSoal, { params: { id: idUjian, idKelompok } }),
      ...opsi,
    }),
    tambahSoal: useMutation({
      mutationFn: (v: { idKelompok: string; body: SimpanSoal }) =>
        client.call(calls.tambahSoal, {
          params: { id: idUjian, idKelompok: v.idKelompok },
          body: v.body,
        }),
      ...opsi,
    }),
    ubahSoal: useMutation({
      mutationFn: (v: { idKelompok: string; idSoal: string; body: SimpanSoal }) =>
        client.call(calls.ubahSoal, {
          params: { id: idUjian, idKelompok: v.idKelompok, idSoal: v.idSoal },
          body: v.body,
        }),
      ...opsi,
    }),
    hapusSoal: useMutation({
      mutationFn: (v: { idKelompok: string; idSoal: string }) =>
        client.call(calls.hapusSoal, {
          params: { id: idUjian, idKelompok: v.idKelompok, idSoal: v.idSoal },
        }),
      ...opsi,
    }),
  };
}

/** Starts (or resumes) the caller's attempt; the attempt and the exam are then read again. */
export function useMulaiPengerjaan() {
  const { client } = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (idUjian: string) =>
      client.call(calls.mulaiPengerjaan, { params: { id: idUjian } }),
    onSuccess: (p, idUjian) => {
      qc.setQueryData(ujianKeys.pengerjaanSaya(idUjian), p);
      void qc.invalidateQueries({ queryKey: ujianKeys.satu(idUjian) });
      void qc.invalidateQueries({ queryKey: ujianKeys.daftarSemua() });
    },
  });
}

/** The lecturer's actions on the results: grades, deduction, publishing, reset. */
export function usePenilaianUjian(idUjian: string) {
  const { client } = useApi();
  const qc = useQueryClient();
  const segarkan = () => {
    void qc.invalidateQueries({ queryKey: ujianKeys.satu(idUjian) });
    void qc.invalidateQueries({ queryKey: ujianKeys.daftarSemua() });
  };
  return {
    nilai: useMutation({
      mutationFn: (v: {
        idPengerjaan: string;
        idKelompok: string;
        idSoal: string;
        nilai: number;
      }) =>
        client.call(calls.nilaiSoal, {
          params: {
            id: idUjian,
            idPengerjaan: v.idPengerjaan,
            idKelompok: v.idKelompok,
            idSoal: v.idSoal,
          },
          body: { nilai: v.nilai },
        }),
      onSuccess: segarkan,
    }),
    pengurangan: useMutation({
      mutationFn: (v: { idPengerjaan: string; nilai: number }) =>
        client.call(calls.penguranganNilai, {
          params: { id: v.idPengerjaan },
          body: { nilai: v.nilai },
        }),
      onSuccess: segarkan,
    }),
    publish: useMutation({
      mutationFn: (tampil: boolean) =>
        client.call(calls.publishNilai, {
          params: { id: idUjian },
          body: { is_tampilkan_nilai: tampil },
        }),
      onSuccess: segarkan,
    }),
    reset: useMutation({
      mutationFn: (idPengerjaan: string) =>
        client.call(calls.resetPengerjaan, { params: { id: idPengerjaan } }),
      onSuccess: segarkan,
    }),
    ekspor: useMutation({
      mutationFn: () =>
        client.download(calls.eksporPengerjaan, { params: { id: idUjian } }, 'Nilai Ujian.xlsx'),
    }),
  };
}

/**
 * The exam's event stream (SSE /lms/events/ujian/{id}) while mounted: on 'time_changed' the
 * attempt and the exam are read again, so an open page shows the new deadline without a reload;
 * on 'refetch' too (the server may have lost events for this stream).
 */
export function useAliranUjian(idUjian: string | null, onWaktuBerubah?: () => void) {
  const { client } = useApi();
  const qc = useQueryClient();
  useEffect(() => {
    if (!idUjian) return;
    const path = calls.eventsUjian.path.replace(':id', encodeURIComponent(idUjian));
    return client.subscribe(path, {
      onEvent: ({ event }) => {
        if (event !== 'time_changed' && event !== EVENT_REFETCH) return;
        void qc.invalidateQueries({ queryKey: ujianKeys.detail(idUjian) });
        void qc.invalidateQueries({ queryKey: ujianKeys.pengerjaanSaya(idUjian) });
        onWaktuBerubah?.();
      },
    });
  }, [client, qc, idUjian, onWaktuBerubah]);
}
