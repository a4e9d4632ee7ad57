import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/client';
import { createSessionStore } from '../stores/session';
import { installFakeXhr } from '../test/fakeXhr';
import {
  bankSoalKeys,
  useBankSoal,
  useImporSoalBank,
  useSalinSoalKeBank,
  useSoalMataKuliah,
  useSoalUjianSumber,
  useUnduhBankSoal,
  useUnggahBerkasSoalBank,
} from './bankSoal';
import { ApiProvider, createQueryClient } from './context';
import { useSalinSoalBankKeUjian } from './soal';
import { ujianKeys } from './ujian';

const ID_BANK = '6c1f0a52-7a55-4c4f-9d0e-3f5e7d0c9a11';
const ID_UJIAN = '0f3c2b1a-1111-4c4f-9d0e-3f5e7d0c9a22';

const amplop = (data: unknown) =>
  Response.json({ status: { code: 200, message: 'OK' }, data, meta: { total_items: 0 } });

function siapkan(fetch = vi.fn(async () => amplop([]))) {
  const session = createSessionStore('uji-bank-soal', null);
  session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, 'dosen');
  const client = createApiClient({ collegeId: 'kampus-demo', tokens: session.tokens, fetch });
  const galat = vi.fn();
  const qc = createQueryClient(galat);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>
      <ApiProvider api={{ client, session }}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  return { fetch, galat, qc, wrapper };
}

const url = (fetch: ReturnType<typeof vi.fn>, i = 0) =>
  String((fetch.mock.calls[i] as unknown[])[0]);
const init = (fetch: ReturnType<typeof vi.fn>, i = 0) =>
  (fetch.mock.calls[i] as unknown[])[1] as RequestInit;

const urlAsli = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  URL.createObjectURL = urlAsli.create;
  URL.revokeObjectURL = urlAsli.revoke;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('question bank reads', () => {
  it('useBankSoal waits for its id, then asks for the bank', async () => {
    const { fetch, wrapper } = siapkan(vi.fn(async () => amplop({ id: ID_BANK })));
    const { rerender, result } = renderHook(({ id }: { id: string | null }) => useBankSoal(id), {
      wrapper,
      initialProps: { id: null as string | null },
    });
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ id: ID_BANK });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(url(fetch)).toBe(`/lms/bank_soal/${ID_BANK}`);
  });

  it('useSoalMataKuliah asks 10 a page, without an empty search, once the course is known', async () => {
    const { fetch, wrapper } = siapkan();
    const { rerender } = renderHook(
      ({ mk }: { mk: string }) =>
        useSoalMataKuliah({
          id_mata_kuliah: mk,
          exclude_id_bank_soal: ID_BANK,
          search: '',
          page: 2,
        }),
      { wrapper, initialProps: { mk: '' } },
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
    rerender({ mk: 'IF201' });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const u = new URL(url(fetch), 'http://x');
    expect(u.pathname).toBe('/lms/bank_soal/soal_mata_kuliah');
    expect(Object.fromEntries(u.searchParams)).toEqual({
      id_mata_kuliah: 'IF201',
      exclude_id_bank_soal: ID_BANK,
      page: '2',
      per_page: '10',
    });
  });

  it('useSoalUjianSumber waits for the chosen exam', async () => {
    const { fetch, wrapper } = siapkan();
    const { rerender } = renderHook(
      ({ u }: { u: string | null }) => useSoalUjianSumber(ID_BANK, u),
      { wrapper, initialProps: { u: null as string | null } },
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
    rerender({ u: ID_UJIAN });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(url(fetch)).toBe(`/lms/bank_soal/${ID_BANK}/ujian_sumber/${ID_UJIAN}/soal`);
  });
});

describe('question bank changes', () => {
  it('useSalinSoalKeBank posts the choice and refreshes the bank', async () => {
    const { fetch, qc, wrapper } = siapkan(vi.fn(async () => amplop({ jumlah: 2 })));
    const segarkan = vi.spyOn(qc, 'invalidateQueries');
    const { result } = renderHook(() => useSalinSoalKeBank(ID_BANK), { wrapper });
    let hasil: unknown;
    await act(async () => {
      hasil = await result.current.mutateAsync({ sumber: 'ujian', list_id: [ID_UJIAN] });
    });
    expect(hasil).toEqual({ jumlah: 2 });
    expect(url(fetch)).toBe(`/lms/bank_soal/${ID_BANK}/soal/salin`);
    expect(init(fetch).method).toBe('POST');
    expect(JSON.parse(String(init(fetch).body))).toEqual({ sumber: 'ujian', list_id: [ID_UJIAN] });
    expect(segarkan).toHaveBeenCalledWith({ queryKey: bankSoalKeys.satu(ID_BANK) });
  });

  it('useSalinSoalBankKeUjian copies into the group and refreshes the exam', async () => {
    const { fetch, qc, wrapper } = siapkan(vi.fn(async () => amplop({ jumlah: 1 })));
    const segarkan = vi.spyOn(qc, 'invalidateQueries');
    const { result } = renderHook(() => useSalinSoalBankKeUjian(ID_UJIAN), { wrapper });
    await act(() => result.current.mutateAsync({ idKelompok: ID_BANK, list_id: [ID_BANK] }));
    expect(url(fetch)).toBe(`/lms/ujian/${ID_UJIAN}/kelompok_soal/${ID_BANK}/soal/salin_bank`);
    expect(segarkan).toHaveBeenCalledWith({ queryKey: ujianKeys.satu(ID_UJIAN) });
  });

  it('useImporSoalBank sends the kind before the file, with progress, and answers the status', async () => {
    const sent = installFakeXhr(() => ({
      progress: [
        [1, 2],
        [2, 2],
      ],
      body: {
        status: { code: 200, message: 'OK' },
        data: { status: { code: 200, message: '20 soal berhasil diimpor' }, jumlah: 20 },
      },
    }));
    const { wrapper } = siapkan();
    const { result } = renderHook(() => useImporSoalBank(ID_BANK), { wrapper });
    const xlsx = new File(['PK'], 'soal.xlsx');
    let hasil: unknown;
    await act(async () => {
      hasil = await result.current.mutateAsync({ jenis_soal: 'pilihan', file: xlsx });
    });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url).toBe(`/v2/lms/bank_soal/${ID_BANK}/soal/import_excel`);
    expect([...(sent[0]?.form.keys() ?? [])]).toEqual(['jenis_soal', 'file']);
    expect(hasil).toEqual({
      status: { code: 200, message: '20 soal berhasil diimpor' },
      jumlah: 20,
    });
    expect(result.current.persen).toBe(100);
  });

  it('a refused import is left to the modal, not the generic toast', async () => {
    installFakeXhr(() => ({
      status: 422,
      body: { status: { code: 422, message: 'Baris 5, kolom Kunci: ...' }, data: null },
    }));
    const { galat, wrapper } = siapkan();
    const { result } = renderHook(() => useImporSoalBank(ID_BANK), { wrapper });
    await act(async () => {
      await expect(
        result.current.mutateAsync({ jenis_soal: 'esay', file: new File(['x'], 'a.xlsx') }),
      ).rejects.toMatchObject({ message: 'Baris 5, kolom Kunci: ...' });
    });
    expect(galat).not.toHaveBeenCalled();
  });

  it('useUnggahBerkasSoalBank puts attachments and key files in one request', async () => {
    const sent = installFakeXhr(() => ({ body: { data: { id: 's1' } } }));
    const { wrapper } = siapkan();
    const { result } = renderHook(() => useUnggahBerkasSoalBank(ID_BANK), { wrapper });
    const pdf = new File(['%PDF'], 'a.pdf');
    await act(() =>
      result.current.mutateAsync({ idSoal: ID_UJIAN, files: [pdf, pdf], filesKunci: [pdf] }),
    );
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.url).toBe(`/lms/bank_soal/${ID_BANK}/soal/${ID_UJIAN}/files`);
    expect(sent[0]?.form.getAll('files')).toHaveLength(2);
    expect(sent[0]?.form.getAll('files_kunci')).toHaveLength(1);
  });

  it("useUnduhBankSoal saves the PDF as 'Bank Soal - {judul}.pdf' when the server names none", async () => {
    const fetch = vi.fn(
      async () => new Response('%PDF', { headers: { 'content-type': 'application/pdf' } }),
    );
    const { wrapper } = siapkan(fetch);
    URL.createObjectURL = vi.fn(() => 'blob:kampus/bank');
    URL.revokeObjectURL = vi.fn();
    const klik = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { result } = renderHook(() => useUnduhBankSoal(), { wrapper });
    let nama = '';
    await act(async () => {
      nama = await result.current.mutateAsync({ id: ID_BANK, judul: 'Struktur Data' });
    });
    expect(url(fetch)).toBe(`/lms/bank_soal/${ID_BANK}/unduh`);
    expect(nama).toBe('Bank Soal - Struktur Data.pdf');
    expect((klik.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'Bank Soal - Struktur Data.pdf',
    );
  });
});
