import { namaBerkasBankSoal } from '@kampus/domain';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../client/client';
import { saveFile } from '../client/saveFile';
import type {
  ImporSoalBank,
  SalinSoalKeBank,
  SimpanBankSoal,
  SimpanSoalBank,
} from '../contract/bankSoal';
import { bankSoalEndpoints as calls } from '../endpoints/bankSoal';
import { useProgresUnggah } from './berkas';
import { useApi } from './context';

// Question banks (issue 14; contract bankSoal.ts): the board, a bank with its questions, copying
// questions both ways with exams, files of a question, the Excel import and the PDF.

export interface FilterBankSoal {
  search?: string;
  id_mata_kuliah?: string;
  id_prodi?: string;
  page: number;
  per_page?: number;
}

export interface FilterSoalMataKuliah {
  id_mata_kuliah: string;
  exclude_id_bank_soal?: string;
  search?: string;
  page: number;
  per_page?: number;
}

export interface FilterUjianSumber {
  search?: string;
  page: number;
  per_page?: number;
}

/** Query keys of question banks (contract bankSoal.ts): everything of one bank under its id. */
export const bankSoalKeys = {
  semua: ['bank-soal'] as const,
  daftarSemua: () => [...bankSoalKeys.semua, 'daftar'] as const,
  daftar: (f: FilterBankSoal) => [...bankSoalKeys.daftarSemua(), f] as const,
  /** Every 'Soal Mata Kuliah' page (a question of any bank may be on one). */
  soalMataKuliahSemua: () => [...bankSoalKeys.semua, 'soal-mata-kuliah'] as const,
  soalMataKuliah: (f: FilterSoalMataKuliah) => [...bankSoalKeys.soalMataKuliahSemua(), f] as const,
  satu: (id: string) => [...bankSoalKeys.semua, 'satu', id] as const,
  detail: (id: string) => [...bankSoalKeys.satu(id), 'detail'] as const,
  ujianSumber: (id: string, f: FilterUjianSumber) =>
    [...bankSoalKeys.satu(id), 'ujian-sumber', f] as const,
  soalUjianSumber: (id: string, idUjian: string) =>
    [...bankSoalKeys.satu(id), 'ujian-sumber', 'soal', idUjian] as const,
};

const tanpaKosong = (s: string | undefined) => s || undefined;

export const kueriBankSoal = {
  daftar: (client: ApiClient, f: FilterBankSoal) =>
    queryOptions({
      queryKey: bankSoalKeys.daftar(f),
      queryFn: ({ signal }) =>
        client.page(calls.daftarBankSoal, {
          query: {
            per_page: 10,
            ...f,
            search: tanpaKosong(f.search),
            id_mata_kuliah: tanpaKosong(f.id_mata_kuliah),
            id_prodi: tanpaKosong(f.id_prodi),
          },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  detail: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: bankSoalKeys.detail(id),
      queryFn: ({ signal }) => client.call(calls.bankSoal, { params: { id }, signal }),
    }),
  soalMataKuliah: (client: ApiClient, f: FilterSoalMataKuliah) =>
    queryOptions({
      queryKey: bankSoalKeys.soalMataKuliah(f),
      queryFn: ({ signal }) =>
        client.page(calls.soalMataKuliah, {
          query: { per_page: 10, ...f, search: tanpaKosong(f.search) },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  ujianSumber: (client: ApiClient, id: string, f: FilterUjianSumber) =>
    queryOptions({
      queryKey: bankSoalKeys.ujianSumber(id, f),
      queryFn: ({ signal }) =>
        client.page(calls.ujianSumberBank, {
          params: { id },
          query: { per_page: 10, ...f, search: tanpaKosong(f.search) },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  soalUjianSumber: (client: ApiClient, id: string, idUjian: string) =>
    queryOptions({
      queryKey: bankSoalKeys.soalUjianSumber(id, idUjian),
      queryFn: ({ signal }) =>
        client.call(calls.soalUjianSumber, { params: { id, idUjian }, signal }),
    }),
};

export function useDaftarBankSoal(f: FilterBankSoal, enabled = true) {
  const { client } = useApi();
  return useQuery({ ...kueriBankSoal.daftar(client, f), enabled });
}

/** A bank with its questions (list_soal); nothing is asked before the id is known. */
export function useBankSoal(id: string | null | undefined) {
  const { client } = useApi();
  return useQuery({ ...kueriBankSoal.detail(client, id ?? ''), enabled: !!id });
}

/** 'Soal Mata Kuliah': questions of the course's banks the caller sees (page size 10). */
export function useSoalMataKuliah(f: FilterSoalMataKuliah, enabled = true) {
  const { client } = useApi();
  return useQuery({
    ...kueriBankSoal.soalMataKuliah(client, f),
    enabled: enabled && !!f.id_mata_kuliah,
  });
}

/** 'Salin dari Kuis/Ujian': the course's exams the caller manages. */
export function useUjianSumberBank(idBank: string, f: FilterUjianSumber, enabled = true) {
  const { client } = useApi();
  return useQuery({
    ...kueriBankSoal.ujianSumber(client, idBank, f),
    enabled: enabled && !!idBank,
  });
}

/** The questions of one source exam; waits for the exam to be chosen. */
export function useSoalUjianSumber(idBank: string, idUjian: string | null | undefined) {
  const { client } = useApi();
  return useQuery({
    ...kueriBankSoal.soalUjianSumber(client, idBank, idUjian ?? ''),
    enabled: !!idBank && !!idUjian,
  });
}

/** Every bank list and the changed bank are read again after a change. */
function useSegarkanBank() {
  const qc = useQueryClient();
  return (id?: string) => {
    void qc.invalidateQueries({ queryKey: bankSoalKeys.daftarSemua() });
    void qc.invalidateQueries({ queryKey: bankSoalKeys.soalMataKuliahSemua() });
    if (id) void qc.invalidateQueries({ queryKey: bankSoalKeys.satu(id) });
  };
}

/** Creates (id null) or updates a bank. */
export function useSimpanBankSoal() {
  const { client } = useApi();
  const segarkan = useSegarkanBank();
  return useMutation({
    mutationFn: (v: { id?: string | null; body: SimpanBankSoal }) =>
      v.id
        ? client.call(calls.ubahBankSoal, { params: { id: v.id }, body: v.body })
        : client.call(calls.tambahBankSoal, { body: v.body }),
    onSuccess: (bank) => segarkan(bank.id),
  });
}

export function useHapusBankSoal() {
  const { client } = useApi();
  const qc = useQueryClient();
  const segarkan = useSegarkanBank();
  return useMutation({
    mutationFn: (id: string) => client.call(calls.hapusBankSoal, { params: { id } }),
    onSuccess: (_d, id) => {
      qc.removeQueries({ queryKey: bankSoalKeys.satu(id) });
      segarkan();
    },
  });
}

export function useDuplikatBankSoal() {
  const { client } = useApi();
  const segarkan = useSegarkanBank();
  return useMutation({
    mutationFn: (id: string) => client.call(calls.duplikatBankSoal, { params: { id } }),
    onSuccess: (bank) => segarkan(bank.id),
  });
}

/** A bank's questions: add, change, delete, copy in and import; each refreshes the bank. */
export function useKelolaSoalBank(idBank: string) {
  const { client } = useApi();
  const segarkan = useSegarkanBank();
  const opsi = { onSuccess: () => segarkan(idBank) };
  return {
    tambahSoal: useMutation({
      mutationFn: (body: SimpanSoalBank) =>
        client.call(calls.tambahSoalBank, { params: { id: idBank }, body }),
      ...opsi,
    }),
    ubahSoal: useMutation({
      mutationFn: (v: { idSoal: string; body: SimpanSoalBank }) =>
        client.call(calls.ubahSoalBank, { params: { id: idBank, idSoal: v.idSoal }, body: v.body }),
      ...opsi,
    }),
    hapusSoal: useMutation({
      mutationFn: (idSoal: string) =>
        client.call(calls.hapusSoalBank, { params: { id: idBank, idSoal } }),
      ...opsi,
    }),
    salin: useMutation({
      mutationFn: (body: SalinSoalKeBank) => salinKeBank(client, idBank, body),
      ...opsi,
    }),
    impor: useMutation({
      mutationFn: (v: MasukanImpor) => imporKeBank(client, idBank, v),
      // The import modal shows a failure in its red 'Impor Gagal' box (spec 2), not as a toast.
      meta: { diamkanGalat: true },
      ...opsi,
    }),
  };
}

const salinKeBank = (client: ApiClient, idBank: string, body: SalinSoalKeBank) =>
  client.call(calls.salinSoalKeBank, { params: { id: idBank }, body });

/** The import form: the template file and its question kind. */
export interface MasukanImpor {
  jenis_soal: ImporSoalBank['jenis_soal'];
  file: File;
  onProgress?: (persen: number) => void;
}

function imporKeBank(client: ApiClient, idBank: string, v: MasukanImpor) {
  const form = new FormData();
  // The kind first: the server reads the fields before the file.
  form.append('jenis_soal', v.jenis_soal);
  form.append(calls.imporSoalBank.multipart.files[0], v.file, v.file.name);
  return client.unggah(calls.imporSoalBank, {
    params: { id: idBank },
    form,
    onProgress: v.onProgress,
  });
}

/** 'Salin dari Kuis/Ujian' and 'Soal Mata Kuliah' into a bank: `{ sumber, list_id }` -> `{ jumlah }`. */
export function useSalinSoalKeBank(idBank: string) {
  const { client } = useApi();
  const segarkan = useSegarkanBank();
  return useMutation({
    mutationFn: (body: SalinSoalKeBank) => salinKeBank(client, idBank, body),
    onSuccess: () => segarkan(idBank),
  });
}

/**
 * 'Impor Soal' with upload progress (`persen`). Resolves to `{ status: { code, message }, jumlah }`
 * for the 'Impor Berhasil' box (domain hasilImpor(data.status)); a refused workbook rejects with
 * the server's message (which rows, columns and why), kept out of the generic toast.
 */
export function useImporSoalBank(idBank: string) {
  const { client } = useApi();
  const segarkan = useSegarkanBank();
  const progres = useProgresUnggah();
  const mutasi = useMutation({
    mutationFn: (v: MasukanImpor) =>
      imporKeBank(client, idBank, { ...v, onProgress: progres.lacak(v.onProgress) }),
    meta: { diamkanGalat: true },
    onSuccess: () => segarkan(idBank),
  });
  return { ...mutasi, persen: progres.persen };
}

/**
 * Adds files to a bank question in one multipart request (PUT .../files): attachments as `files`,
 * an essay's key files as `files_kunci`; resolves to the question, with upload progress.
 */
export function useUnggahBerkasSoalBank(idBank: string) {
  const { client } = useApi();
  const segarkan = useSegarkanBank();
  const progres = useProgresUnggah();
  const mutasi = useMutation({
    mutationFn: (v: {
      idSoal: string;
      files?: File[];
      filesKunci?: File[];
      onProgress?: (persen: number) => void;
    }) => {
      const [lampiran, kunci] = calls.berkasSoalBank.multipart.files;
      const form = new FormData();
      for (const f of v.files ?? []) form.append(lampiran, f, f.name);
      for (const f of v.filesKunci ?? []) form.append(kunci, f, f.name);
      return client.unggah(calls.berkasSoalBank, {
        params: { id: idBank, idSoal: v.idSoal },
        form,
        onProgress: progres.lacak(v.onProgress),
      });
    },
    onSuccess: () => segarkan(idBank),
  });
  return { ...mutasi, persen: progres.persen };
}

/** 'Unduh': the bank's PDF, saved as the server names it ('Bank Soal - {judul}.pdf'). */
export function useUnduhBankSoal() {
  const { client } = useApi();
  return useMutation({
    mutationFn: async (v: { id: string; judul: string }) => {
      const { blob, fileName } = await client.download(
        calls.unduhBankSoal,
        { params: { id: v.id } },
        namaBerkasBankSoal(v.judul),
      );
      saveFile(blob, fileName);
      return fileName;
    },
  });
}
