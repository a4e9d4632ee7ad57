import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/client';
import { createSessionStore } from '../stores/session';
import { ApiProvider, createQueryClient } from './context';
import { nilaiKeys, useRekapNilai, useUbahKomponenNilai } from './nilai';

/** One cached query of each resource a component update may touch. */
const cache = {
  rekapK1: nilaiKeys.rekap('K1'),
  rekapK2: nilaiKeys.rekap('K2'),
  aktivitasK1: nilaiKeys.aktivitas('K1'),
  komponenLain: nilaiKeys.komponen('K1', 'UTS'),
} satisfies Record<string, QueryKey>;
type NamaCache = keyof typeof cache;

const KOMPONEN = { id: 'TGS', label: 'Tugas', jenis: 'tugas', bobot: 30, aktivitas: [] };

function siapkan() {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
    Response.json({ status: { code: 200, message: 'OK' }, data: KOMPONEN }),
  );
  const session = createSessionStore('uji-nilai', null);
  session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, 'dosen');
  const client = createApiClient({ collegeId: 'kampus-demo', tokens: session.tokens, fetch });
  const qc = createQueryClient(vi.fn());
  for (const [nama, key] of Object.entries(cache)) qc.setQueryData(key, { nama });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>
      <ApiProvider api={{ client, session }}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  const basi = () =>
    (Object.keys(cache) as NamaCache[]).filter((n) => qc.getQueryState(cache[n])?.isInvalidated);
  const permintaan = () =>
    fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
  return { fetch, qc, wrapper, basi, permintaan };
}

describe('grade hooks', () => {
  it('the recap asks GET /lms/nilai/kelas_kuliah/{id}, and nothing without a class', async () => {
    const { wrapper, permintaan } = siapkan();
    renderHook(() => useRekapNilai(null), { wrapper });
    const { result } = renderHook(() => useRekapNilai('K 9'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(permintaan()).toEqual(['GET /lms/nilai/kelas_kuliah/K%209']);
  });

  it("'Update Nilai' sends the list, keeps the answer as the component and refreshes only its class's recap", async () => {
    const { fetch, qc, wrapper, basi, permintaan } = siapkan();
    const { result } = renderHook(() => useUbahKomponenNilai('K1', 'TGS'), { wrapper });
    await act(() => result.current.mutateAsync({ list_aktivitas: ['a1', 'a2'] }));
    expect(permintaan()).toEqual(['PUT /lms/nilai/kelas_kuliah/K1/komponen/TGS']);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      list_aktivitas: ['a1', 'a2'],
    });
    expect(qc.getQueryData(nilaiKeys.komponen('K1', 'TGS'))).toEqual(KOMPONEN);
    await waitFor(() => expect(basi()).toEqual(['rekapK1']));
  });
});
