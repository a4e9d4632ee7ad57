import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/client';
import type { KelasKuliah, KelasKuliahQuery, UbahDataKelas } from '../contract/kelas';
import { kelasEndpoints as calls } from '../endpoints/kelas';
import { bapKeys } from './bap';
import { useProgresUnggah } from './berkas';
import { useApi } from './context';

/** Query keys of classes (contract kelas.ts): the lists, a class, its participants. */
export const kelasKeys = {
  semua: ['kelas_kuliah'] as const,
  daftar: (query: z.input<typeof KelasKuliahQuery>) =>
    [...kelasKeys.semua, 'daftar', query] as const,
  detail: (id: string) => [...kelasKeys.semua, 'detail', id] as const,
  peserta: (id: string) => [...kelasKeys.semua, 'peserta', id] as const,
};

export const kueriKelas = {
  daftar: (client: ApiClient, query: z.input<typeof KelasKuliahQuery>) =>
    queryOptions({
      queryKey: kelasKeys.daftar(query),
      // A newer request aborts the previous one (spec section 7).
      queryFn: ({ signal }) => client.page(calls.daftarKelasKuliah, { query, signal }),
    }),
  detail: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: kelasKeys.detail(id),
      queryFn: () => client.call(calls.kelasKuliah, { params: { id } }),
    }),
  peserta: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: kelasKeys.peserta(id),
      queryFn: () => client.call(calls.pesertaKelas, { params: { id } }),
    }),
};

export function useDaftarKelasKuliah(query: z.input<typeof KelasKuliahQuery>, enabled = true) {
  const { client } = useApi();
  return useQuery({ ...kueriKelas.daftar(client, query), enabled });
}

/** The class, once its id is known: no request goes out without one. */
export function useKelasKuliah(id: string | null | undefined) {
  return useQuery({ ...kueriKelas.detail(useApi().client, id ?? ''), enabled: Boolean(id) });
}

export function usePesertaKelas(id: string | null | undefined) {
  return useQuery({ ...kueriKelas.peserta(useApi().client, id ?? ''), enabled: Boolean(id) });
}

/** A class's change shows on every class list and page, and in that class's BAP. */
function useSegarkanKelas() {
  const qc = useQueryClient();
  return (id: string) => {
    void qc.invalidateQueries({ queryKey: kelasKeys.semua });
    void qc.invalidateQueries({ queryKey: bapKeys.kelas(id) });
  };
}

/** The banner: an uploaded image (multipart, with progress) or one of the default colours. */
export function useUbahBanner() {
  const { client } = useApi();
  const segarkan = useSegarkanKelas();
  const progres = useProgresUnggah();
  const mutasi = useMutation({
    mutationFn: async (v: {
      id: string;
      file?: File;
      bannerColorIdx?: number;
      onProgress?: (p: number) => void;
    }) => {
      if (v.file) {
        const form = new FormData();
        form.append(calls.ubahBannerKelas.multipart.files[0], v.file);
        return client.unggah(calls.ubahBannerKelas, {
          params: { id: v.id },
          form,
          onProgress: progres.lacak(v.onProgress),
        });
      }
      return client.call(calls.ubahBannerKelas, {
        params: { id: v.id },
        body: { banner_color_idx: v.bannerColorIdx ?? 0 },
      });
    },
    // The banner failure toast has its own wording (spec 8).
    meta: { diamkanGalat: true },
    onSuccess: (_d, v) => segarkan(v.id),
  });
  return { ...mutasi, persen: progres.persen };
}

export function useUbahDataKelas() {
  const { client } = useApi();
  const segarkan = useSegarkanKelas();
  return useMutation({
    mutationFn: (v: { id: string; body: z.input<typeof UbahDataKelas> }) =>
      client.call(calls.ubahDataKelas, { params: { id: v.id }, body: v.body }),
    onSuccess: (_d, v) => segarkan(v.id),
  });
}

export function useUbahKetuaKelas() {
  const { client } = useApi();
  const segarkan = useSegarkanKelas();
  return useMutation({
    mutationFn: (v: { id: string; idMahasiswa: string }) =>
      client.call(calls.ubahKetuaKelas, {
        params: { id: v.id },
        body: { id_mahasiswa: v.idMahasiswa },
      }),
    onSuccess: (_d, v) => segarkan(v.id),
  });
}

export function useUbahJabatanPengajar() {
  const { client } = useApi();
  const segarkan = useSegarkanKelas();
  return useMutation({
    mutationFn: (v: {
      id: string;
      idDosen: string;
      jabatan: 'Dosen Koordinator' | 'Dosen' | 'Asisten';
    }) =>
      client.call(calls.ubahJabatanPengajar, {
        params: { id: v.id, idDosen: v.idDosen },
        body: { jabatan: v.jabatan },
      }),
    onSuccess: (_d, v) => segarkan(v.id),
  });
}

export type { KelasKuliah };
