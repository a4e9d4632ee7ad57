import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/client';
import { createSessionStore } from '../stores/session';
import { ApiProvider, createQueryClient } from './context';
import { useKelasKuliah, usePesertaKelas } from './kelas';

function siapkan() {
  const fetch = vi.fn(async () =>
    Response.json({ status: { code: 200, message: 'OK' }, data: [] }),
  );
  const session = createSessionStore('uji', null);
  session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, 'mahasiswa');
  const client = createApiClient({ collegeId: 'kampus-demo', tokens: session.tokens, fetch });
  const galat = vi.fn();
  const qc = createQueryClient(galat);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>
      <ApiProvider api={{ client, session }}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  return { fetch, galat, wrapper };
}

describe('class hooks wait for their id', () => {
  it.each([
    ['useKelasKuliah', useKelasKuliah],
    ['usePesertaKelas', usePesertaKelas],
  ] as const)('%s sends nothing and reports nothing without an id', async (_k, hook) => {
    const { fetch, galat, wrapper } = siapkan();
    for (const id of [null, undefined, '']) {
      const { result } = renderHook(() => hook(id), { wrapper });
      expect(result.current.fetchStatus).toBe('idle');
    }
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
    expect(galat).not.toHaveBeenCalled();
  });

  it('asks for the class once the id is known', async () => {
    const { fetch, wrapper } = siapkan();
    const { rerender } = renderHook(({ id }: { id: string | null }) => useKelasKuliah(id), {
      wrapper,
      initialProps: { id: null as string | null },
    });
    expect(fetch).not.toHaveBeenCalled();
    rerender({ id: '20251_K1_IF101_A' });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(
      '/v2/lms/kelas_kuliah/20251_K1_IF101_A',
    );
  });
});
