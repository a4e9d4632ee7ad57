import type { KeadaanFilterTampilkan } from '@kampus/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client';
import { saveFile } from '../client/saveFile';
import type { BadanKomponenSikad } from '../contract/nilai';
import { nilaiEndpoints as calls } from '../endpoints/nilai';
import { useApi } from './context';

// Grades (issue 26, contract nilai.ts): a class's grade recap, its spreadsheet with the
// 'Tampilkan' choices, the class's graded activities and one SIKAD component, and the
// component's linked activities changed by the grade-integration actor.

export const nilaiKeys = {
  semua: ['nilai'] as const,
  rekap: (idKelas: string) => ['nilai', 'rekap', idKelas] as const,
  saya: (idKelas: string) => ['nilai', 'saya', idKelas] as const,
  aktivitas: (idKelas: string) => ['nilai', 'aktivitas', idKelas] as const,
  komponen: (idKelas: string, idKomponen: string) =>
    ['nilai', 'komponen', idKelas, idKomponen] as const,
};

export const kueriNilai = {
  rekap: (client: ApiClient, idKelas: string) =>
    queryOptions({
      queryKey: nilaiKeys.rekap(idKelas),
      queryFn: ({ signal }) =>
        client.call(calls.rekapNilaiKelas, { params: { id: idKelas }, signal }),
    }),
  saya: (client: ApiClient, idKelas: string) =>
    queryOptions({
      queryKey: nilaiKeys.saya(idKelas),
      queryFn: ({ signal }) =>
        client.call(calls.nilaiSayaKelas, { params: { id: idKelas }, signal }),
    }),
  aktivitas: (client: ApiClient, idKelas: string) =>
    queryOptions({
      queryKey: nilaiKeys.aktivitas(idKelas),
      queryFn: ({ signal }) =>
        client.call(calls.aktivitasNilaiKelas, { params: { id: idKelas }, signal }),
    }),
  komponen: (client: ApiClient, idKelas: string, idKomponen: string) =>
    queryOptions({
      queryKey: nilaiKeys.komponen(idKelas, idKomponen),
      queryFn: ({ signal }) =>
        client.call(calls.komponenNilaiKelas, { params: { id: idKelas, idKomponen }, signal }),
    }),
};

/** The class's grade recap (lecturers of the class, operators with read on laporan). */
export function useRekapNilai(idKelas: string | null) {
  const { client } = useApi();
  return useQuery({ ...kueriNilai.rekap(client, idKelas ?? ''), enabled: Boolean(idKelas) });
}

/** The signed-in student's own grades of a class, once published. */
export function useNilaiSaya(idKelas: string | null) {
  const { client } = useApi();
  return useQuery({ ...kueriNilai.saya(client, idKelas ?? ''), enabled: Boolean(idKelas) });
}

/** The class's graded activities, to link to a SIKAD component. */
export function useAktivitasNilai(idKelas: string | null) {
  const { client } = useApi();
  return useQuery({ ...kueriNilai.aktivitas(client, idKelas ?? ''), enabled: Boolean(idKelas) });
}

/** One SIKAD component with its linked activities. */
export function useKomponenNilai(idKelas: string | null, idKomponen: string | null) {
  const { client } = useApi();
  return useQuery({
    ...kueriNilai.komponen(client, idKelas ?? '', idKomponen ?? ''),
    enabled: Boolean(idKelas && idKomponen),
  });
}

/** 'Update Nilai': the component's linked activities; the recap and the component refresh. */
export function useUbahKomponenNilai(idKelas: string, idKomponen: string) {
  const { client } = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BadanKomponenSikad) =>
      client.call(calls.ubahKomponenNilaiKelas, { params: { id: idKelas, idKomponen }, body }),
    onSuccess: (data) => qc.setQueryData(nilaiKeys.komponen(idKelas, idKomponen), data),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: nilaiKeys.rekap(idKelas) });
    },
  });
}

/** 'Export Excel' of the recap with the 'Tampilkan' choices on screen. */
export function useEksporRekapNilai() {
  const { client } = useApi();
  return useMutation({
    mutationFn: async ({
      idKelas,
      filter,
    }: {
      idKelas: string;
      filter: KeadaanFilterTampilkan;
    }) => {
      const query = Object.fromEntries(
        Object.entries(filter).map(([k, v]) => [k, v ? 'true' : 'false']),
      );
      const { blob, fileName } = await client.download(
        calls.eksporRekapNilai,
        { params: { id: idKelas }, query },
        'Rekap Nilai.xlsx',
      );
      saveFile(blob, fileName);
      return fileName;
    },
  });
}
