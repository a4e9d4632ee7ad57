import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/client';
import {
  type BapQuery,
  type CekBentrok,
  calls,
  type KelasKuliah,
  type PertemuanQuery,
  type UbahDataKelas,
  type UbahPertemuan,
  type UbahSilabus,
} from '../contract';
import { useApi } from './context';

type Input<S extends z.ZodType> = z.input<S>;

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

/** Query factories of classes, meetings, references and syllabus (issue 5). */
export const kueriKelas = {
  peserta: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: ['kelas_kuliah', 'peserta', id],
      queryFn: () => client.call(calls.pesertaKelas, { params: { id } }),
    }),
  daftarPertemuan: (client: ApiClient, query: Input<typeof PertemuanQuery>) =>
    queryOptions({
      queryKey: ['pertemuan', 'daftar', query],
      queryFn: ({ signal }) => client.page(calls.daftarPertemuan, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  pertemuan: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: ['pertemuan', 'detail', id],
      queryFn: () => client.call(calls.pertemuan, { params: { id } }),
    }),
  sesi: (client: ApiClient) =>
    queryOptions({
      queryKey: ['sesi_kuliah'],
      queryFn: () => client.call(calls.sesiKuliah),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  ruangan: (client: ApiClient, q: { mulai?: string; selesai?: string; idPertemuan?: string }) =>
    queryOptions({
      queryKey: ['ruangan', q],
      queryFn: () =>
        client.call(calls.ruangan, {
          query: {
            ignore_default_pagination: 'true',
            availability_start: q.mulai,
            availability_end: q.selesai,
            exclude_id_pertemuan: q.idPertemuan,
          },
        }),
    }),
  rencanaPembelajaran: (client: ApiClient, courseId: string) =>
    queryOptions({
      queryKey: ['silabus', 'rencana-pembelajaran', courseId],
      queryFn: () =>
        client.call(calls.rencanaPembelajaran, {
          params: { courseId },
          query: { ignore_default_pagination: 'true' },
        }),
    }),
  rencanaEvaluasi: (client: ApiClient, courseId: string) =>
    queryOptions({
      queryKey: ['silabus', 'rencana-evaluasi', courseId],
      queryFn: () => client.call(calls.rencanaEvaluasi, { params: { courseId } }),
    }),
  infoMataKuliah: (client: ApiClient, courseId: string) =>
    queryOptions({
      queryKey: ['silabus', 'mata-kuliah', courseId],
      queryFn: () => client.call(calls.infoMataKuliah, { params: { courseId } }),
    }),
  referensi: <K extends NamaReferensi>(client: ApiClient, nama: K) =>
    queryOptions<DataReferensi[K]>({
      queryKey: ['referensi', nama],
      queryFn: () => ambilReferensi[nama](client) as Promise<DataReferensi[K]>,
      staleTime: 10 * 60_000,
    }),
  bap: (client: ApiClient, id: string, query: Input<typeof BapQuery>) =>
    queryOptions({
      queryKey: ['bap', id, query],
      queryFn: () => client.call(calls.bap, { params: { id }, query }),
    }),
};

export function usePesertaKelas(id: string | null | undefined) {
  return useQuery({ ...kueriKelas.peserta(useApi().client, id ?? ''), enabled: Boolean(id) });
}

export function useDaftarPertemuan(query: Input<typeof PertemuanQuery>, enabled = true) {
  const { client } = useApi();
  return useQuery({ ...kueriKelas.daftarPertemuan(client, query), enabled });
}

export function usePertemuan(id: string | null) {
  const { client } = useApi();
  return useQuery({ ...kueriKelas.pertemuan(client, id ?? ''), enabled: Boolean(id) });
}

export function useSesiKuliah() {
  return useQuery(kueriKelas.sesi(useApi().client));
}

export function useRuangan(
  q: { mulai?: string; selesai?: string; idPertemuan?: string },
  enabled = true,
) {
  const { client } = useApi();
  return useQuery({ ...kueriKelas.ruangan(client, q), enabled });
}

export function useRencanaPembelajaran(courseId: string | null) {
  const { client } = useApi();
  return useQuery({
    ...kueriKelas.rencanaPembelajaran(client, courseId ?? ''),
    enabled: Boolean(courseId),
  });
}

export function useRencanaEvaluasi(courseId: string | null) {
  const { client } = useApi();
  return useQuery({
    ...kueriKelas.rencanaEvaluasi(client, courseId ?? ''),
    enabled: Boolean(courseId),
  });
}

export function useInfoMataKuliah(courseId: string | null) {
  const { client } = useApi();
  return useQuery({
    ...kueriKelas.infoMataKuliah(client, courseId ?? ''),
    enabled: Boolean(courseId),
  });
}

export function useReferensi<K extends NamaReferensi>(nama: K, enabled = true) {
  const { client } = useApi();
  return useQuery({ ...kueriKelas.referensi(client, nama), enabled });
}

/** Mutations invalidate what they change so every screen shows the saved state. */
function useSegarkan() {
  const qc = useQueryClient();
  return {
    kelas: (id: string) => {
      void qc.invalidateQueries({ queryKey: ['kelas_kuliah'] });
      void qc.invalidateQueries({ queryKey: ['bap', id] });
    },
    pertemuan: () => {
      void qc.invalidateQueries({ queryKey: ['pertemuan'] });
      void qc.invalidateQueries({ queryKey: ['bap'] });
    },
    silabus: (courseId: string) =>
      qc.invalidateQueries({ queryKey: ['silabus', 'mata-kuliah', courseId] }),
  };
}

export function useUbahPertemuan() {
  const { client } = useApi();
  const segarkan = useSegarkan();
  return useMutation({
    mutationFn: (v: { id: string; body: UbahPertemuan }) =>
      client.call(calls.ubahPertemuan, { params: { id: v.id }, body: v.body }),
    onSuccess: () => segarkan.pertemuan(),
  });
}

export function useUbahTeksPertemuan() {
  const { client } = useApi();
  const segarkan = useSegarkan();
  return useMutation({
    mutationFn: (v: { id: string; teks: string }) =>
      client.call(calls.ubahTeksPertemuan, { params: { id: v.id }, body: { teks: v.teks } }),
    onSuccess: () => segarkan.pertemuan(),
  });
}

export function useStatusPertemuan() {
  const { client } = useApi();
  const segarkan = useSegarkan();
  return useMutation({
    mutationFn: (v: { id: string; aksi: 'start' | 'end' }) =>
      client.call(v.aksi === 'start' ? calls.mulaiPertemuan : calls.akhiriPertemuan, {
        params: { id: v.id },
      }),
    onSuccess: () => segarkan.pertemuan(),
  });
}

export function useCekBentrok() {
  const { client } = useApi();
  return useMutation({
    mutationFn: (body: z.input<typeof CekBentrok>) => client.call(calls.cekBentrok, { body }),
    // The form shows 'Gagal mengecek jadwal bentrok' itself (spec 8).
    meta: { diamkanGalat: true },
  });
}

export function useUbahBanner() {
  const { client } = useApi();
  const segarkan = useSegarkan();
  return useMutation({
    mutationFn: async (v: {
      id: string;
      file?: File;
      bannerColorIdx?: number;
      onProgress?: (p: number) => void;
    }) => {
      if (v.file) {
        const form = new FormData();
        form.append('file_banner', v.file);
        return client.unggah<KelasKuliah>({
          path: `/lms/kelas_kuliah/${encodeURIComponent(v.id)}`,
          method: 'PUT',
          form,
          onProgress: v.onProgress,
        });
      }
      return client.call(calls.ubahBannerKelas, {
        params: { id: v.id },
        body: { banner_color_idx: v.bannerColorIdx ?? 0 },
      });
    },
    // The banner failure toast has its own wording (spec 8).
    meta: { diamkanGalat: true },
    onSuccess: (_d, v) => segarkan.kelas(v.id),
  });
}

export function useUbahDataKelas() {
  const { client } = useApi();
  const segarkan = useSegarkan();
  return useMutation({
    mutationFn: (v: { id: string; body: z.input<typeof UbahDataKelas> }) =>
      client.call(calls.ubahDataKelas, { params: { id: v.id }, body: v.body }),
    onSuccess: (_d, v) => segarkan.kelas(v.id),
  });
}

export function useUbahKetuaKelas() {
  const { client } = useApi();
  const segarkan = useSegarkan();
  return useMutation({
    mutationFn: (v: { id: string; idMahasiswa: string }) =>
      client.call(calls.ubahKetuaKelas, {
        params: { id: v.id },
        body: { id_mahasiswa: v.idMahasiswa },
      }),
    onSuccess: (_d, v) => segarkan.kelas(v.id),
  });
}

export function useUbahJabatanPengajar() {
  const { client } = useApi();
  const segarkan = useSegarkan();
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
    onSuccess: (_d, v) => segarkan.kelas(v.id),
  });
}

export function useUbahSilabus() {
  const { client } = useApi();
  const segarkan = useSegarkan();
  return useMutation({
    mutationFn: (v: { courseId: string; body: z.input<typeof UbahSilabus> }) =>
      client.call(calls.ubahSilabus, { params: { courseId: v.courseId }, body: v.body }),
    onSuccess: (_d, v) => segarkan.silabus(v.courseId),
  });
}

/** Downloads a file through the client (bearer token) and hands it to the browser. */
export function useUnduh() {
  const { client } = useApi();
  return useMutation({
    mutationFn: async (v: {
      path: string;
      query?: Record<string, string | number | boolean | null | undefined>;
      namaDefault: string;
    }) => {
      const { blob, fileName } = await client.download(v.path, v.query, v.namaDefault);
      simpanBlob(blob, fileName);
      return fileName;
    },
  });
}

/** Saves a blob under a name (spec 7 'download helper'). */
export function simpanBlob(blob: Blob, nama: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nama;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** RPS hand-off (spec 7 'Other calls'): code for the academic system, log, then open it. */
export function useBukaRps() {
  const { client } = useApi();
  return useMutation({
    mutationFn: async (v: { idDosen: string; courseId: string }) => {
      const url = await client.call(calls.config, { params: { keyword: 'url_dosen_new' } });
      const base = url.value ?? '';
      const redirectUri = `${base}/oauth`;
      const { code } = await client.call(calls.authorizeSikad, {
        body: {
          response_type: 'code',
          client_id: 'sikad',
          state: v.idDosen,
          redirect_uri: redirectUri,
          as_role: 'ROLE_DOSEN',
        },
      });
      await client.call(calls.keluarKeSikad, { body: { tujuan: 'rencana-pembelajaran' } });
      const tujuan = `/mata-kuliah/${encodeURIComponent(v.courseId)}?tab=rencana-pembelajaran`;
      return `${base}/login?code=${encodeURIComponent(code)}&redirect=${encodeURIComponent(tujuan)}`;
    },
    // RPS redirect errors are only logged (spec 8).
    meta: { diamkanGalat: true },
  });
}

export type { KelasKuliah };
