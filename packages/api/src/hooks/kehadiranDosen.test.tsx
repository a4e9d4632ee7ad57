import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/client';
import { createSessionStore } from '../stores/session';
import { bapKeys } from './bap';
import { ApiProvider, createQueryClient } from './context';
import { kehadiranKeys } from './kehadiran';
import {
  kehadiranDosenKeys,
  useDaftarKehadiranDosen,
  useKehadiranDosenPertemuan,
  useKehadiranDosenSaya,
  useUbahKehadiranDosen,
} from './kehadiranDosen';
import { pertemuanKeys } from './pertemuan';

const P1 = 'P1';

/** One cached query of each resource a lecturer attendance save may touch. */
const cache = {
  dosenP1: kehadiranDosenKeys.pertemuan(P1),
  sayaP1: kehadiranDosenKeys.saya(P1),
  dosenP2: kehadiranDosenKeys.pertemuan('P2'),
  daftar: kehadiranDosenKeys.daftar({ page: 2, status: 'selesai' }),
  bap: bapKeys.kelas('K1'),
  pertemuanP1: pertemuanKeys.detail(P1),
} satisfies Record<string, QueryKey>;
type NamaCache = keyof typeof cache;

function siapkan() {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
    Response.json({ status: { code: 200, message: 'OK' }, data: { ok: true } }),
  );
  const session = createSessionStore('uji-kehadiran-dosen', null);
  session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, 'operator');
  const client = createApiClient({ collegeId: 'kampus-demo', tokens: session.tokens, fetch });
  const galat = vi.fn();
  const qc = createQueryClient(galat);
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
  return { fetch, wrapper, basi, permintaan };
}

describe('lecturer attendance hooks', () => {
  it("sit under attendance's keys, so what refreshes attendance refreshes them", () => {
    expect(kehadiranDosenKeys.pertemuan(P1).slice(0, 1)).toEqual([...kehadiranKeys.semua]);
  });

  it('the list asks GET /lms/kehadiran_dosen with its filters, under the lecturer keys', async () => {
    const { fetch, wrapper, permintaan } = siapkan();
    fetch.mockImplementation(async () =>
      Response.json({
        status: { code: 200, message: 'OK' },
        data: [],
        meta: { total_items: 0, page: 2, per_page: 10, total_pages: 0 },
      }),
    );
    const f = { page: 2, periode: 20251, search: '', status: 'selesai' } as const;
    const { result } = renderHook(() => useDaftarKehadiranDosen(f), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.meta.page).toBe(2);
    const [url] = permintaan();
    expect(url).toMatch(/^GET \/lms\/kehadiran_dosen\?/);
    const q = new URL(url!.slice(4), 'http://x').searchParams;
    expect(Object.fromEntries(q)).toEqual({
      per_page: '10',
      page: '2',
      periode: '20251',
      status: 'selesai',
    });
    expect(kehadiranDosenKeys.daftar(f).slice(0, 2)).toEqual([...kehadiranDosenKeys.semua]);
  });

  it('the list waits while disabled', async () => {
    const { fetch, wrapper } = siapkan();
    renderHook(() => useDaftarKehadiranDosen({ page: 1 }, false), { wrapper });
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('the modal saves one call per lecturer, then reads the meeting, the list and the BAP again', async () => {
    const { wrapper, basi, permintaan } = siapkan();
    const { result } = renderHook(() => useUbahKehadiranDosen(P1), { wrapper });
    await act(() =>
      result.current.mutateAsync([
        {
          idDosen: 'd1',
          body: {
            is_hadir: true,
            mulai_kuliah: '2025-10-15T08:00:00+07:00',
            selesai_kuliah: '2025-10-15T09:40:00+07:00',
          },
        },
        { idDosen: 'd2', body: { is_hadir: false } },
      ]),
    );
    expect(permintaan().sort()).toEqual([
      'PUT /lms/kehadiran_dosen/P1/dosen/d1',
      'PUT /lms/kehadiran_dosen/P1/dosen/d2',
    ]);
    await waitFor(() => expect(basi().sort()).toEqual(['bap', 'daftar', 'dosenP1', 'sayaP1']));
  });

  it.each([
    ['the section', useKehadiranDosenPertemuan, `GET /lms/kehadiran_dosen/${P1}`],
    ['one’s own row', useKehadiranDosenSaya, `GET /lms/kehadiran_dosen/${P1}/me`],
  ])('asks for %s only once the meeting is known', async (_n, hook, harap) => {
    const { fetch, wrapper, permintaan } = siapkan();
    const { rerender } = renderHook(({ id }: { id: string | null }) => hook(id), {
      wrapper,
      initialProps: { id: null as string | null },
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
    rerender({ id: 'P3' });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(permintaan()[0]).toBe(harap.replace(P1, 'P3'));
  });
});
