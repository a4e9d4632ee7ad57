import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/client';
import type { AksiPresensiMateri, Materi, SalinMateri } from '../contract/materi';
import { materiEndpoints as calls } from '../endpoints/materi';
import { bapKeys } from './bap';
import { useProgresUnggah } from './berkas';
import { useApi } from './context';
import { kehadiranKeys } from './kehadiranKunci';
import { pertemuanKeys } from './pertemuan';

/** The save fields of spec 7 as the form builds them (domain `payloadMateri`). */
export interface FieldSimpanMateri {
  id_pertemuan: string | null;
  judul: string;
  deskripsi: string;
  tipe_file: string | null;
  jenis_materi: string | null;
  tampil_sekarang: boolean;
  waktu_mulai_tampil: string | null;
  is_syarat_hadir: boolean | null;
  deadline: string | null;
  file_url?: string;
}

/**
 * The multipart body of a material save: fields first (the server checks them before it stores
 * the file), deskripsi URI-encoded (spec 7), the file last and only when new.
 */
export function formMateri(field: FieldSimpanMateri, berkas: File | null): FormData {
  const form = new FormData();
  const tambah = (nama: string, nilai: string | boolean | null | undefined) => {
    if (nilai === undefined) return;
    form.append(nama, nilai === null ? 'null' : String(nilai));
  };
  tambah('id_pertemuan', field.id_pertemuan ?? '');
  tambah('judul', field.judul);
  tambah('deskripsi', encodeURIComponent(field.deskripsi));
  tambah('tipe_file', field.tipe_file ?? '');
  tambah('jenis_materi', field.jenis_materi ?? '');
  tambah('tampil_sekarang', field.tampil_sekarang);
  if (field.waktu_mulai_tampil) tambah('waktu_mulai_tampil', field.waktu_mulai_tampil);
  tambah('is_syarat_hadir', field.is_syarat_hadir);
  if (field.deadline) tambah('deadline', field.deadline);
  if (field.tipe_file === 'url') tambah('file_url', field.file_url ?? '');
  else if (berkas) form.append(calls.tambahMateri.multipart.files[0], berkas, berkas.name);
  return form;
}

type FilterSalin = {
  search?: string;
  exclude_id_kelas_kuliah?: string;
  id_mata_kuliah?: string;
  page: number;
  per_page?: number;
};

/**
 * Query keys of materials (contract materi.ts): a meeting's list sits under the meeting's id,
 * so one meeting's list can be refreshed without another's.
 */
export const materiKeys = {
  semua: ['materi'] as const,
  /** The material lists of every meeting. */
  daftarSemua: () => [...materiKeys.semua, 'pertemuan'] as const,
  /** Every page of one meeting's list. */
  daftar: (idPertemuan: string) => [...materiKeys.daftarSemua(), idPertemuan] as const,
  halaman: (idPertemuan: string, page: number) =>
    [...materiKeys.daftar(idPertemuan), page] as const,
  salin: (query: FilterSalin) => [...materiKeys.semua, 'salin', query] as const,
};

export const kueriMateri = {
  pertemuan: (client: ApiClient, idPertemuan: string, page: number) =>
    queryOptions({
      queryKey: materiKeys.halaman(idPertemuan, page),
      queryFn: ({ signal }) =>
        client.page(calls.daftarMateriPertemuan, {
          query: { id_pertemuan: idPertemuan, page, per_page: 10 },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  salin: (client: ApiClient, query: FilterSalin) =>
    queryOptions({
      queryKey: materiKeys.salin(query),
      queryFn: ({ signal }) =>
        client.page(calls.daftarMateriSalin, {
          query: { per_page: 5, ...query, search: query.search || undefined },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
};

/** Data Materi of a meeting, 10 per page (spec 9). */
export function useMateriPertemuan(idPertemuan: string | null, page: number) {
  const { client } = useApi();
  return useQuery({
    ...kueriMateri.pertemuan(client, idPertemuan ?? '', page),
    enabled: Boolean(idPertemuan),
  });
}

/** Materials of other classes for 'Salin Materi Kelas Lain'. */
export function useMateriSalin(
  query: {
    search?: string;
    exclude_id_kelas_kuliah?: string;
    id_mata_kuliah?: string;
    page: number;
  },
  enabled = true,
) {
  const { client } = useApi();
  return useQuery({ ...kueriMateri.salin(client, query), enabled });
}

/**
 * Every material list (a material may move to another meeting, and copy lists show other
 * classes' materials); the activity counts on the meeting menu and the BAP follow the materials.
 */
function useSegarkanMateri() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: materiKeys.semua });
    void qc.invalidateQueries({ queryKey: pertemuanKeys.semua });
    void qc.invalidateQueries({ queryKey: bapKeys.semua });
  };
}

/** Creates (no id) or updates a material, multipart with upload progress (`persen`). */
export function useSimpanMateri() {
  const { client } = useApi();
  const segarkan = useSegarkanMateri();
  const progres = useProgresUnggah();
  const mutasi = useMutation({
    mutationFn: (v: {
      id?: string;
      field: FieldSimpanMateri;
      berkas: File | null;
      onProgress?: (persen: number) => void;
    }) =>
      client.unggah(v.id ? calls.ubahMateri : calls.tambahMateri, {
        params: v.id ? { id: v.id } : undefined,
        form: formMateri(v.field, v.berkas),
        onProgress: progres.lacak(v.onProgress),
      }),
    onSuccess: () => segarkan(),
  });
  return { ...mutasi, persen: progres.persen };
}

export function useHapusMateri() {
  const { client } = useApi();
  const segarkan = useSegarkanMateri();
  return useMutation({
    mutationFn: (id: string) => client.call(calls.hapusMateri, { params: { id } }),
    onSuccess: () => segarkan(),
  });
}

export function useSalinMateri() {
  const { client } = useApi();
  const segarkan = useSegarkanMateri();
  return useMutation({
    mutationFn: (body: z.input<typeof SalinMateri>) => client.call(calls.salinMateri, { body }),
    onSuccess: () => segarkan(),
  });
}

/** Records a student's reading, playing, opening or downloading of a material (idempotent). */
export function usePresensiMateri() {
  const { client } = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; body: z.input<typeof AksiPresensiMateri> }) =>
      client.call(calls.presensiMateri, { params: { id: v.id }, body: v.body }),
    onSuccess: (presensi, v) => {
      // The board shows the new status at once; the server's list follows.
      qc.setQueriesData<{ data: Materi[] }>({ queryKey: materiKeys.daftarSemua() }, (lama) =>
        lama
          ? { ...lama, data: lama.data.map((m) => (m.id === v.id ? { ...m, presensi } : m)) }
          : lama,
      );
      void qc.invalidateQueries({ queryKey: materiKeys.daftarSemua() });
      void qc.invalidateQueries({ queryKey: kehadiranKeys.semua });
    },
  });
}
