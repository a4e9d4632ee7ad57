import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/client';
import type { ApiError } from '../client/errors';
import { calls } from '../contract';
import { createSessionStore } from '../stores/session';
import { ApiProvider, createQueryClient } from './context';
import { kueriKelas } from './kelas';

// What a failed call shows (spec 8 'Generic handler'): the app puts the reported message in a
// red toast, so what reaches `onError` is what the user reads.

function siapkan(jawab: () => Response) {
  const fetch = vi.fn(async () => jawab());
  const session = createSessionStore('uji-galat', null);
  session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, 'mahasiswa');
  const client = createApiClient({ collegeId: 'kampus-demo', tokens: session.tokens, fetch });
  const dilaporkan: ApiError[] = [];
  const qc = createQueryClient((e) => dilaporkan.push(e));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>
      <ApiProvider api={{ client, session }}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  return { fetch, client, dilaporkan, wrapper };
}

const galat =
  (code: number, message: string, errors: unknown[] = []) =>
  () =>
    Response.json({ status: { code, message }, errors }, { status: code });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the toast of a failed call', () => {
  it("reads 'Data tidak valid' for a validation message zod wrote, never the raw text", async () => {
    const raw = 'Terlalu kecil: diharapkan string memiliki >=1 karakter';
    const { client, dilaporkan, wrapper } = siapkan(
      galat(422, `Data tidak valid: ${raw}`, [{ field: 'id', message: raw }]),
    );
    renderHook(() => useQuery(kueriKelas.detail(client, 'x')), { wrapper });
    await waitFor(() => expect(dilaporkan).toHaveLength(1));
    expect(dilaporkan[0]?.message).toBe('Data tidak valid');
    expect(dilaporkan[0]?.statusCode).toBe(422);
  });

  it("keeps the spec's own validation message of a save", async () => {
    const { client, dilaporkan, wrapper } = siapkan(
      galat(422, 'Data tidak valid: Jabatan wajib dipilih'),
    );
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: () =>
            client.call(calls.ubahDataKelas, { params: { id: 'k1' }, body: {} as never }),
        }),
      { wrapper },
    );
    result.current.mutate();
    await waitFor(() => expect(dilaporkan).toHaveLength(1));
    expect(dilaporkan[0]?.message).toBe('Data tidak valid: Jabatan wajib dipilih');
  });

  it("sends nothing for an empty path parameter and reads 'Terjadi kesalahan'", async () => {
    const konsol = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetch, client, dilaporkan, wrapper } = siapkan(galat(500, 'tidak dipanggil'));
    renderHook(() => useQuery({ ...kueriKelas.detail(client, ''), retry: false }), { wrapper });
    await waitFor(() => expect(dilaporkan).toHaveLength(1));
    expect(fetch).not.toHaveBeenCalled();
    expect(dilaporkan[0]?.message).toBe('Terjadi kesalahan');
    // The developer still finds the cause in the console.
    expect(String(konsol.mock.calls[0]?.[0])).toContain("Parameter path 'id' belum diisi");
  });

  it('says nothing about an action cancelled on purpose', async () => {
    const { dilaporkan, wrapper } = siapkan(galat(500, 'tidak dipanggil'));
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: () => Promise.reject(new DOMException('Unggahan dibatalkan', 'AbortError')),
        }),
      { wrapper },
    );
    result.current.mutate();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(dilaporkan).toEqual([]);
  });
});

describe('a call refused by the exam attendance rule', () => {
  it('goes to the domain handler, even from a quiet query, and never to the toast', async () => {
    const fetch = vi.fn(async () =>
      Response.json(
        {
          status: { code: 'pembatasan_ujian_kehadiran', message: 'Belum memenuhi syarat' },
          data: { id_pertemuan: 'p-8' },
        },
        { status: 403 },
      ),
    );
    const session = createSessionStore('uji-galat-domain', null);
    session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, 'mahasiswa');
    const client = createApiClient({ collegeId: 'kampus-demo', tokens: session.tokens, fetch });
    const dilaporkan: ApiError[] = [];
    const domain: ApiError[] = [];
    const qc = createQueryClient(
      (e) => dilaporkan.push(e),
      (e) => {
        domain.push(e);
        return true;
      },
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={qc}>
        <ApiProvider api={{ client, session }}>{children}</ApiProvider>
      </QueryClientProvider>
    );
    renderHook(
      () =>
        useQuery({
          ...kueriKelas.detail(client, 'k1'),
          retry: false,
          meta: { diamkanGalat: true },
        }),
      { wrapper },
    );
    await waitFor(() => expect(domain).toHaveLength(1));
    expect(domain[0]?.data).toEqual({ id_pertemuan: 'p-8' });
    expect(dilaporkan).toEqual([]);
  });
});
