import { partialMatchKey, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/client';
import type { SimpanVidcon } from '../contract/vidcon';
import { createSessionStore } from '../stores/session';
import { ApiProvider, createQueryClient } from './context';
import { kehadiranKeys } from './kehadiran';
import { pertemuanKeys } from './pertemuan';
import { ujianKeys } from './ujian';
import {
  useDaftarVidcon,
  useGabungVidcon,
  useHapusVidcon,
  useSimpanVidcon,
  useVidcon,
  useVidconPertemuan,
  vidconKeys,
} from './vidcon';

const ID_P1 = '6c1f0a52-7a55-4c4f-9d0e-3f5e7d0c9a11';
const daftar = (ids: string[]) => ({
  data: ids.map((id) => ({ id, jumlah_peserta: 0, join_data: [] })),
  meta: { total_items: ids.length, page: 1, per_page: 50, total_pages: 1 },
});

/** One cached query of each resource a vidcon save may touch. */
const cache = {
  vidconP1: vidconKeys.pertemuan('P1'),
  vidconP2: vidconKeys.pertemuan('P2'),
  daftarVidcon: vidconKeys.daftar({ page: 1 }),
  vidconV1: vidconKeys.satu('v1'),
  daftarPertemuan: pertemuanKeys.daftar({ id_kelas_kuliah: 'A' }),
  pertemuanP1: pertemuanKeys.detail('P1'),
  kehadiran: kehadiranKeys.semua,
  ujianP1: ujianKeys.daftar({ id_pertemuan: 'P1', page: 1 }),
} satisfies Record<string, QueryKey>;
type NamaCache = keyof typeof cache;

/** The answer of every request: the vidcon v1 with one join. */
const VIDCON_V1 = { id: 'v1', jumlah_peserta: 1, join_data: [{ username: '2401001' }] };

function siapkan() {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
    Response.json({
      status: { code: 200, message: 'OK' },
      data: VIDCON_V1,
      meta: { total_items: 0, page: 1, per_page: 10, total_pages: 0 },
    }),
  );
  const session = createSessionStore('uji-vidcon', null);
  session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, 'dosen');
  const client = createApiClient({ collegeId: 'kampus-demo', tokens: session.tokens, fetch });
  const galat = vi.fn();
  const qc = createQueryClient(galat);
  for (const [nama, key] of Object.entries(cache)) {
    qc.setQueryData(
      key,
      nama.startsWith('vidconP') || nama === 'daftarVidcon' ? daftar(['v1', 'v2']) : { nama },
    );
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>
      <ApiProvider api={{ client, session }}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  const basi = () =>
    (Object.keys(cache) as NamaCache[]).filter((n) => qc.getQueryState(cache[n])?.isInvalidated);
  const permintaan = () =>
    fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
  return { qc, fetch, galat, wrapper, basi, permintaan };
}

const body: SimpanVidcon = {
  id_pertemuan: ID_P1,
  judul: 'Kuliah daring',
  aplikasi: 'zoom',
  link: 'https://zoom.us/j/1',
  catatan: '',
  waktu_mulai: '2026-12-01T08:00:00+07:00',
  waktu_selesai: '2026-12-01T09:00:00+07:00',
};

const VIDCON: NamaCache[] = ['vidconP1', 'vidconP2', 'daftarVidcon', 'vidconV1'];
const PERTEMUAN: NamaCache[] = ['daftarPertemuan', 'pertemuanP1'];

describe('vidcon saves refresh the vidcon lists and the meetings (count_activity)', () => {
  it.each([
    ['useSimpanVidcon (tambah)', () => useSimpanVidcon().mutateAsync, { body }, 'POST /lms/vidcon'],
    [
      'useSimpanVidcon (ubah)',
      () => useSimpanVidcon().mutateAsync,
      { id: 'v1', body },
      'PUT /lms/vidcon/v1',
    ],
    ['useHapusVidcon', () => useHapusVidcon().mutateAsync, 'v1', 'DELETE /lms/vidcon/v1'],
  ] as const)('%s', async (_nama, hook, variabel, harap) => {
    const { wrapper, basi, permintaan } = siapkan();
    const { result } = renderHook(hook as () => (v: unknown) => Promise<unknown>, { wrapper });
    await act(() => result.current(variabel));
    expect(permintaan()).toEqual([harap]);
    await waitFor(() => expect(basi().sort()).toEqual([...VIDCON, ...PERTEMUAN].sort()));
  });

  it('a join puts the answered vidcon in the lists at once, and reads attendance again', async () => {
    const { qc, wrapper, basi, permintaan } = siapkan();
    const { result } = renderHook(() => useGabungVidcon(), { wrapper });
    await act(() => result.current.mutateAsync('v1'));
    expect(permintaan()).toEqual(['PUT /lms/vidcon/v1/join']);
    for (const key of [cache.vidconP1, cache.vidconP2, cache.daftarVidcon]) {
      const data = qc.getQueryData<{ data: { id: string }[] }>(key)?.data;
      expect(data?.[0]).toEqual(VIDCON_V1);
      expect(data?.[1]).toMatchObject({ id: 'v2', jumlah_peserta: 0 });
    }
    expect(qc.getQueryData(cache.vidconV1)).toEqual(VIDCON_V1);
    await waitFor(() =>
      expect(basi().sort()).toEqual([...VIDCON, ...PERTEMUAN, 'kehadiran'].sort()),
    );
  });
});

describe('vidcon queries', () => {
  it("asks for a meeting's vidcons only once the meeting is known", async () => {
    const { fetch, galat, wrapper, permintaan } = siapkan();
    const { result, rerender } = renderHook(
      ({ id }: { id: string | null }) => useVidconPertemuan(id),
      { wrapper, initialProps: { id: null as string | null } },
    );
    expect(result.current.fetchStatus).toBe('idle');
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
    rerender({ id: ID_P1 });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(permintaan()[0]).toBe(`GET /lms/vidcon?id_pertemuan=${ID_P1}&page=1&per_page=50`);
    expect(galat).not.toHaveBeenCalled();
  });

  it('lists every class of the user without a meeting, an empty search left out', async () => {
    const { fetch, wrapper, permintaan } = siapkan();
    renderHook(() => useDaftarVidcon({ page: 2, search: '', status: 'berlangsung' }), { wrapper });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(permintaan()[0]).toBe('GET /lms/vidcon?per_page=10&page=2&status=berlangsung');
  });

  it('reads one vidcon by id, and nothing without one', async () => {
    const { fetch, wrapper, permintaan } = siapkan();
    const { rerender } = renderHook(({ id }: { id: string | null }) => useVidcon(id), {
      wrapper,
      initialProps: { id: null as string | null },
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
    rerender({ id: 'v9' });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(permintaan()[0]).toBe('GET /lms/vidcon/v9');
  });

  it('builds every key from its one root, one meeting apart from another', async () => {
    for (const key of [cache.vidconP1, cache.daftarVidcon, cache.vidconV1]) {
      expect(partialMatchKey(key, vidconKeys.semua)).toBe(true);
    }
    const { qc, basi } = siapkan();
    await qc.invalidateQueries({ queryKey: vidconKeys.pertemuan('P1') });
    expect(basi()).toEqual(['vidconP1']);
  });
});
