import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/client';
import { createSessionStore } from '../stores/session';
import { ApiProvider, createQueryClient } from './context';
import {
  bacaEventHitung,
  kehadiranKeys,
  useAliranKehadiran,
  useHitungUlangKehadiran,
  useSimpanKehadiran,
} from './kehadiran';
import { kehadiranDosenKeys } from './kehadiranDosen';
import { tugasKeys } from './tugas';

const P1 = 'P1';

/** One cached query of each resource an attendance change may touch. */
const cache = {
  pertemuanP1: kehadiranKeys.pertemuan(P1),
  pertemuanP2: kehadiranKeys.pertemuan('P2'),
  rekap: kehadiranKeys.rekap('K1'),
  dosenP1: kehadiranDosenKeys.pertemuan(P1),
  tugas: tugasKeys.detail('T1'),
} satisfies Record<string, QueryKey>;
type NamaCache = keyof typeof cache;

function siapkan(jawab: (url: string) => Response) {
  const fetch = vi.fn(async (url: string | URL | Request, _init?: RequestInit) =>
    jawab(String(url)),
  );
  const session = createSessionStore('uji-kehadiran', null);
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
    (Object.keys(cache) as NamaCache[])
      .filter((n) => qc.getQueryState(cache[n])?.isInvalidated)
      .sort();
  const permintaan = () =>
    fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
  return { fetch, qc, wrapper, basi, permintaan };
}

const ok = (data: unknown) => Response.json({ status: { code: 200, message: 'OK' }, data });

/** An SSE answer that sends the given events and stays open. */
function aliran(events: { event: string; data: unknown }[]) {
  const teks = events.map((e) => `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`).join('');
  return new Response(
    new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(teks));
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );
}

describe('student attendance hooks', () => {
  it('Simpan kehadiran sends the changed rows in one call and shows its answer at once', async () => {
    const baru = { pertemuan: { id: P1 }, peserta: [{ presensi: 'I' }] };
    const { wrapper, qc, permintaan, basi } = siapkan(() => ok(baru));
    const { result } = renderHook(() => useSimpanKehadiran(P1), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        data: [{ nim: '2101', presensi: 'I', ada_presensi: true }],
      }),
    );
    expect(permintaan()).toEqual([`PUT /lms/kehadiran_mahasiswa/pertemuan/${P1}`]);
    expect(qc.getQueryData(kehadiranKeys.pertemuan(P1))).toEqual(baru);
    // The recap and the lecturers' requirements (the class percentage) are read again too.
    await waitFor(() => expect(basi()).toEqual(['dosenP1', 'pertemuanP1', 'pertemuanP2', 'rekap']));
  });

  it('Update Progres queues the recalculation and rereads only that meeting', async () => {
    const { wrapper, permintaan, basi } = siapkan(() => ok({ id_job: 'j1', status: 'processing' }));
    const { result } = renderHook(() => useHitungUlangKehadiran(P1), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(permintaan()).toEqual([`POST /lms/kehadiran_mahasiswa/pertemuan/${P1}/hitung_ulang`]);
    await waitFor(() => expect(basi()).toEqual(['pertemuanP1']));
  });

  it("the stream's 'completed' refreshes every attendance read, 'processing' only reports", async () => {
    const ev = (status: string) => ({
      event: 'calc-percentage',
      data: { id_job: 'j1', id_kelas_kuliah: 'K1', id_pertemuan: [P1], status },
    });
    const { wrapper, basi, permintaan } = siapkan(() =>
      aliran([ev('processing'), ev('completed')]),
    );
    const { result } = renderHook(() => useAliranKehadiran('K1'), { wrapper });
    await waitFor(() => expect(result.current?.status).toBe('completed'));
    expect(permintaan()).toEqual(['GET /lms/events/kehadiran_mahasiswa?id_kelas_kuliah=K1']);
    expect(basi()).toEqual(['dosenP1', 'pertemuanP1', 'pertemuanP2', 'rekap']);
  });

  it.each([
    ['not JSON', 'selesai', null],
    ['an unknown status', JSON.stringify({ id_kelas_kuliah: 'K1', status: 'done' }), null],
    ['no class', JSON.stringify({ status: 'completed' }), null],
    [
      'a complete event',
      JSON.stringify({ id_job: 7, id_kelas_kuliah: 'K1', id_pertemuan: ['a'], status: 'failed' }),
      { id_job: '7', id_kelas_kuliah: 'K1', id_pertemuan: ['a'], status: 'failed' },
    ],
  ])('reads %s as a status event: %j', (_n, data, hasil) => {
    expect(bacaEventHitung(data)).toEqual(hasil);
  });
});
