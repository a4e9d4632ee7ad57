import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/client';
import { saveFile } from '../client/saveFile';
import type { SimpanKelompok } from '../contract/kelompokTugas';
import type { NilaiPengumpulan } from '../contract/pengumpulanTugas';
import type { SimpanTugas } from '../contract/tugas';
import {
  tugasEndpoints as calls,
  kelompokTugasEndpoints as kelompokCalls,
  pengumpulanTugasEndpoints as pengumpulanCalls,
} from '../endpoints/tugas';
import { bapKeys } from './bap';
import { useProgresUnggah } from './berkas';
import { useApi } from './context';
import { pertemuanKeys } from './pertemuan';

// Assignments (issue 24): the list, detail and form, a student's submission, the lecturer's
// list of submissions and grades, and the groups of a group assignment. Everything of one
// assignment sits under its id, so a change refreshes that assignment and the lists only.

/** Which assignments: one meeting's, one class's, or (neither) all the caller's classes (/tugas). */
export interface FilterTugas {
  id_pertemuan?: string;
  id_kelas_kuliah?: string;
  jenis?: 'individu' | 'kelompok';
  search?: string;
  page: number;
  per_page?: number;
}

/** The lecturer's list of submissions of one assignment. */
export interface FilterPengumpulan {
  status?: 'belum_mengumpulkan' | 'belum_dinilai' | 'sudah_dinilai';
  page: number;
  per_page?: number;
}

/** Query keys of assignments (contracts tugas.ts, pengumpulanTugas.ts, kelompokTugas.ts). */
export const tugasKeys = {
  semua: ['tugas'] as const,
  /** Every assignment list (meeting, class, the caller's). */
  daftarSemua: () => [...tugasKeys.semua, 'daftar'] as const,
  daftar: (f: FilterTugas) => [...tugasKeys.daftarSemua(), f] as const,
  satu: (id: string) => [...tugasKeys.semua, 'satu', id] as const,
  detail: (id: string) => [...tugasKeys.satu(id), 'detail'] as const,
  pengumpulanSaya: (id: string) => [...tugasKeys.satu(id), 'pengumpulan_saya'] as const,
  /** Every page of the lecturer's list. */
  pengumpulan: (id: string) => [...tugasKeys.satu(id), 'pengumpulan'] as const,
  daftarPengumpulan: (id: string, f: FilterPengumpulan) =>
    [...tugasKeys.pengumpulan(id), f] as const,
  kelompok: (id: string) => [...tugasKeys.satu(id), 'kelompok'] as const,
};

export const kueriTugas = {
  daftar: (client: ApiClient, f: FilterTugas) =>
    queryOptions({
      queryKey: tugasKeys.daftar(f),
      queryFn: ({ signal }) =>
        client.page(calls.daftarTugas, {
          query: { per_page: 10, ...f, search: f.search || undefined },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  detail: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: tugasKeys.detail(id),
      queryFn: ({ signal }) => client.call(calls.tugas, { params: { id }, signal }),
    }),
  pengumpulanSaya: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: tugasKeys.pengumpulanSaya(id),
      queryFn: ({ signal }) =>
        client.call(pengumpulanCalls.pengumpulanSaya, { params: { id }, signal }),
    }),
  daftarPengumpulan: (client: ApiClient, id: string, f: FilterPengumpulan) =>
    queryOptions({
      queryKey: tugasKeys.daftarPengumpulan(id, f),
      queryFn: ({ signal }) =>
        client.page(pengumpulanCalls.daftarPengumpulan, {
          params: { id },
          query: { per_page: 10, ...f },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  kelompok: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: tugasKeys.kelompok(id),
      queryFn: ({ signal }) =>
        client.call(kelompokCalls.daftarKelompok, { params: { id }, signal }),
    }),
};

/** A meeting's, a class's or (neither) all the caller's assignments, 10 per page. */
export function useDaftarTugas(f: FilterTugas, enabled = true) {
  const { client } = useApi();
  return useQuery({ ...kueriTugas.daftar(client, f), enabled });
}

export function useTugas(id: string | null) {
  const { client } = useApi();
  return useQuery({ ...kueriTugas.detail(client, id ?? ''), enabled: Boolean(id) });
}

/** A student's own (or their group's) submission, and whether they may send now. */
export function usePengumpulanSaya(id: string | null, enabled = true) {
  const { client } = useApi();
  return useQuery({
    ...kueriTugas.pengumpulanSaya(client, id ?? ''),
    enabled: Boolean(id) && enabled,
  });
}

/** The lecturer's list: every student (or group) with their submission, 10 per page. */
export function useDaftarPengumpulan(id: string | null, f: FilterPengumpulan, enabled = true) {
  const { client } = useApi();
  return useQuery({
    ...kueriTugas.daftarPengumpulan(client, id ?? '', f),
    enabled: Boolean(id) && enabled,
  });
}

/** The groups of a group assignment (a student sees their own group only). */
export function useKelompokTugas(id: string | null, enabled = true) {
  const { client } = useApi();
  return useQuery({ ...kueriTugas.kelompok(client, id ?? ''), enabled: Boolean(id) && enabled });
}

/** Assignment lists and details, the meetings (count_activity) and the BAP (its tugas rows). */
function useSegarkanTugas() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: tugasKeys.semua });
    void qc.invalidateQueries({ queryKey: pertemuanKeys.semua });
    void qc.invalidateQueries({ queryKey: bapKeys.semua });
  };
}

/** One assignment (its detail, submissions, groups) and the assignment lists. */
function useSegarkanSatuTugas() {
  const qc = useQueryClient();
  return (id: string) => {
    void qc.invalidateQueries({ queryKey: tugasKeys.satu(id) });
    void qc.invalidateQueries({ queryKey: tugasKeys.daftarSemua() });
  };
}

/** The save body as the form builds it (domain payloadTugas); the server checks the rest. */
export type FieldSimpanTugas = SimpanTugas;

/** Creates (no id) or updates an assignment; the description travels URI-encoded (spec 7). */
export function useSimpanTugas() {
  const { client } = useApi();
  const segarkan = useSegarkanTugas();
  return useMutation({
    mutationFn: (v: { id?: string; body: FieldSimpanTugas }) => {
      const body = { ...v.body, deskripsi: encodeURIComponent(v.body.deskripsi ?? '') };
      return v.id
        ? client.call(calls.ubahTugas, { params: { id: v.id }, body })
        : client.call(calls.tambahTugas, { body });
    },
    onSuccess: () => segarkan(),
  });
}

export function useHapusTugas() {
  const { client } = useApi();
  const segarkan = useSegarkanTugas();
  return useMutation({
    mutationFn: (id: string) => client.call(calls.hapusTugas, { params: { id } }),
    onSuccess: () => segarkan(),
  });
}

/** Attachments of an assignment (file kind lampiran_tugas), multipart with progress. */
export function useLampiranTugas() {
  const { client } = useApi();
  const segarkan = useSegarkanSatuTugas();
  const progres = useProgresUnggah();
  const unggah = useMutation({
    mutationFn: (v: { id: string; berkas: File[]; onProgress?: (persen: number) => void }) => {
      const form = new FormData();
      for (const b of v.berkas)
        form.append(calls.unggahLampiranTugas.multipart.files[0], b, b.name);
      return client.unggah(calls.unggahLampiranTugas, {
        params: { id: v.id },
        form,
        onProgress: progres.lacak(v.onProgress),
      });
    },
    onSuccess: (_t, v) => segarkan(v.id),
  });
  const hapus = useMutation({
    mutationFn: (v: { id: string; url: string }) =>
      client.call(calls.hapusLampiranTugas, { params: { id: v.id }, query: { url: v.url } }),
    onSuccess: (_t, v) => segarkan(v.id),
  });
  return { unggah: { ...unggah, persen: progres.persen }, hapus };
}

/**
 * The multipart body of a submission: the text first (the server reads the fields before the
 * files), then every file as a part `files`.
 */
export function formPengumpulan(teks: string, berkas: File[]): FormData {
  const form = new FormData();
  form.append('teks', teks);
  for (const b of berkas)
    form.append(pengumpulanCalls.kirimPengumpulan.multipart.files[0], b, b.name);
  return form;
}

/**
 * Sends or replaces the caller's (or their group's) submission, with upload progress
 * (`persen`); the assignment, its monitoring counts and the lists follow.
 */
export function useKirimPengumpulan(id: string) {
  const { client } = useApi();
  const segarkan = useSegarkanSatuTugas();
  const qc = useQueryClient();
  const progres = useProgresUnggah();
  const mutasi = useMutation({
    mutationFn: (v: {
      teks: string;
      berkas: File[];
      onProgress?: (persen: number) => void;
      signal?: AbortSignal;
    }) =>
      client.unggah(pengumpulanCalls.kirimPengumpulan, {
        params: { id },
        form: formPengumpulan(v.teks, v.berkas),
        onProgress: progres.lacak(v.onProgress),
        signal: v.signal,
      }),
    onSuccess: () => {
      segarkan(id);
      void qc.invalidateQueries({ queryKey: bapKeys.semua });
    },
  });
  return { ...mutasi, persen: progres.persen };
}

/** A lecturer's grade and feedback of one submission; the recap and the BAP follow. */
export function useNilaiPengumpulan(id: string) {
  const { client } = useApi();
  const segarkan = useSegarkanSatuTugas();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { idPengumpulan: string; body: z.input<typeof NilaiPengumpulan> }) =>
      client.call(pengumpulanCalls.nilaiPengumpulan, {
        params: { id, idPengumpulan: v.idPengumpulan },
        body: v.body,
      }),
    onSuccess: () => {
      segarkan(id);
      void qc.invalidateQueries({ queryKey: bapKeys.semua });
    },
  });
}

/** The path of the ZIP of every submission's files (GET, needs the bearer token). */
export function jalurUnduhPengumpulan(id: string): string {
  return pengumpulanCalls.unduhPengumpulan.path.replace(':id', encodeURIComponent(id));
}

/** Downloads the ZIP of every submission's files of an assignment and saves it. */
export function useUnduhPengumpulan() {
  const { client } = useApi();
  return useMutation({
    mutationFn: async (v: { id: string; namaDefault?: string }) => {
      const { blob, fileName } = await client.download(
        pengumpulanCalls.unduhPengumpulan,
        { params: { id: v.id } },
        v.namaDefault ?? 'pengumpulan-tugas.zip',
      );
      saveFile(blob, fileName);
      return fileName;
    },
  });
}

/**
 * Groups of a group assignment: add, edit, delete a group, make a member its leader
 * ('Jadikan Ketua Kelompok'), remove a member ('Hapus Anggota'). Each change reads the
 * assignment again (groups, submissions, recap) and the lists.
 */
export function useKelolaKelompokTugas(id: string) {
  const { client } = useApi();
  const segarkan = useSegarkanSatuTugas();
  const selesai = () => segarkan(id);
  return {
    tambah: useMutation({
      mutationFn: (body: SimpanKelompok) =>
        client.call(kelompokCalls.tambahKelompok, { params: { id }, body }),
      onSuccess: selesai,
    }),
    ubah: useMutation({
      mutationFn: (v: { idKelompok: string; body: SimpanKelompok }) =>
        client.call(kelompokCalls.ubahKelompok, {
          params: { id, idKelompok: v.idKelompok },
          body: v.body,
        }),
      onSuccess: selesai,
    }),
    hapus: useMutation({
      mutationFn: (idKelompok: string) =>
        client.call(kelompokCalls.hapusKelompok, { params: { id, idKelompok } }),
      onSuccess: selesai,
    }),
    jadikanKetua: useMutation({
      mutationFn: (v: { idKelompok: string; idMahasiswa: string }) =>
        client.call(kelompokCalls.jadikanKetuaKelompok, { params: { id, ...v } }),
      onSuccess: selesai,
    }),
    hapusAnggota: useMutation({
      mutationFn: (v: { idKelompok: string; idMahasiswa: string }) =>
        client.call(kelompokCalls.hapusAnggotaKelompok, { params: { id, ...v } }),
      onSuccess: selesai,
    }),
  };
}
