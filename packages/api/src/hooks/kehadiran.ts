import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client';
import { kehadiranMahasiswaEndpoints as calls } from '../endpoints/kehadiranMahasiswa';
import { useApi } from './context';

/**
 * Query keys of attendance: a material's presence already refreshes whatever attendance a
 * screen shows.
 */
export const kehadiranKeys = {
  semua: ['kehadiran'] as const,
  pembatasanUjian: (idPertemuan: string) =>
    [...kehadiranKeys.semua, 'pembatasan_ujian', idPertemuan] as const,
};

export const kueriKehadiran = {
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

/** The shortfall /forbidden/{meetingId} shows. */
export function usePembatasanUjianKehadiran(idPertemuan: string) {
  const { client } = useApi();
  return useQuery({ ...kueriKehadiran.pembatasanUjian(client, idPertemuan) });
}
