import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/client';
import type { UbahSilabus } from '../contract/silabus';
import { silabusEndpoints as silabusCalls } from '../endpoints/silabus';
import { sistemEndpoints as sistemCalls } from '../endpoints/sistem';
import { useApi } from './context';

/** Query keys of a course's syllabus and plans (contract silabus.ts), by course id. */
export const silabusKeys = {
  semua: ['silabus'] as const,
  rencanaPembelajaran: (courseId: string) =>
    [...silabusKeys.semua, 'rencana-pembelajaran', courseId] as const,
  rencanaEvaluasi: (courseId: string) =>
    [...silabusKeys.semua, 'rencana-evaluasi', courseId] as const,
  mataKuliah: (courseId: string) => [...silabusKeys.semua, 'mata-kuliah', courseId] as const,
};

export const kueriSilabus = {
  rencanaPembelajaran: (client: ApiClient, courseId: string) =>
    queryOptions({
      queryKey: silabusKeys.rencanaPembelajaran(courseId),
      queryFn: () =>
        client.call(silabusCalls.rencanaPembelajaran, {
          params: { courseId },
          query: { ignore_default_pagination: 'true' },
        }),
    }),
  rencanaEvaluasi: (client: ApiClient, courseId: string) =>
    queryOptions({
      queryKey: silabusKeys.rencanaEvaluasi(courseId),
      queryFn: () => client.call(silabusCalls.rencanaEvaluasi, { params: { courseId } }),
    }),
  mataKuliah: (client: ApiClient, courseId: string) =>
    queryOptions({
      queryKey: silabusKeys.mataKuliah(courseId),
      queryFn: () => client.call(silabusCalls.infoMataKuliah, { params: { courseId } }),
    }),
};

export function useRencanaPembelajaran(courseId: string | null) {
  const { client } = useApi();
  return useQuery({
    ...kueriSilabus.rencanaPembelajaran(client, courseId ?? ''),
    enabled: Boolean(courseId),
  });
}

export function useRencanaEvaluasi(courseId: string | null) {
  const { client } = useApi();
  return useQuery({
    ...kueriSilabus.rencanaEvaluasi(client, courseId ?? ''),
    enabled: Boolean(courseId),
  });
}

export function useInfoMataKuliah(courseId: string | null) {
  const { client } = useApi();
  return useQuery({
    ...kueriSilabus.mataKuliah(client, courseId ?? ''),
    enabled: Boolean(courseId),
  });
}

/** Saves the syllabus text and file; the file, when new, is uploaded first (`useUnggahBerkas`). */
export function useUbahSilabus() {
  const { client } = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { courseId: string; body: z.input<typeof UbahSilabus> }) =>
      client.call(silabusCalls.ubahSilabus, { params: { courseId: v.courseId }, body: v.body }),
    onSuccess: (_d, v) => qc.invalidateQueries({ queryKey: silabusKeys.mataKuliah(v.courseId) }),
  });
}

/** RPS hand-off (spec 7 'Other calls'): code for the academic system, log, then open it. */
export function useBukaRps() {
  const { client } = useApi();
  return useMutation({
    mutationFn: async (v: { idDosen: string; courseId: string }) => {
      const url = await client.call(sistemCalls.config, { params: { keyword: 'url_dosen_new' } });
      const base = url.value ?? '';
      const redirectUri = `${base}/oauth`;
      const { code } = await client.call(silabusCalls.authorizeSikad, {
        body: {
          response_type: 'code',
          client_id: 'sikad',
          state: v.idDosen,
          redirect_uri: redirectUri,
          as_role: 'ROLE_DOSEN',
        },
      });
      await client.call(silabusCalls.keluarKeSikad, { body: { tujuan: 'rencana-pembelajaran' } });
      const tujuan = `/mata-kuliah/${encodeURIComponent(v.courseId)}?tab=rencana-pembelajaran`;
      return `${base}/login?code=${encodeURIComponent(code)}&redirect=${encodeURIComponent(tujuan)}`;
    },
    // RPS redirect errors are only logged (spec 8).
    meta: { diamkanGalat: true },
  });
}
