import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/client';
import { ApiError } from '../client/errors';
import type { SseOptions } from '../client/sse';
import { EVENT_REFETCH } from '../contract/konsistensi';
import { createSessionStore } from '../stores/session';
import {
  chatKeys,
  type SasaranPercakapan,
  useAliranPercakapan,
  useKelolaPercakapan,
  usePercakapan,
} from './chat';
import { ApiProvider, createQueryClient } from './context';

// A submission's thread fetches its group and creates it when missing (spec 7), then its thread;
// comments are written and deleted with their logs, and the stream reads the thread again.

const TUGAS = '11111111-1111-4111-8111-111111111111';
const MHS = '22222222-2222-4222-8222-222222222222';
const KEL = '33333333-3333-4333-8333-333333333333';
const INDIVIDU: SasaranPercakapan = {
  jenis: 'tugas',
  idKonten: TUGAS,
  idMahasiswa: MHS,
  nama: 'Esai',
};
const KELOMPOK: SasaranPercakapan = {
  jenis: 'tugas',
  idKonten: TUGAS,
  idKelompok: KEL,
  nama: 'Esai',
};
const ID_THREAD = `komentar-tugas__LMS-${TUGAS}__${TUGAS}__${MHS}`;

const komentar = (id: string) => ({
  id,
  id_thread: ID_THREAD,
  id_user: 'u1',
  nama: 'Ani',
  role: 'Mahasiswa',
  isi: id,
  waktu_posting: '2026-11-27T10:00:00+07:00',
  dihapus: false,
  waktu_dihapus: null,
});

type Jawab = (path: string, o?: { body?: unknown; query?: unknown }) => unknown;

function siapkan(jawab: Jawab = () => null) {
  const session = createSessionStore('uji-chat', null);
  session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, 'mahasiswa');
  const client = createApiClient({ collegeId: 'kampus-demo', tokens: session.tokens });
  let handlers: Pick<SseOptions, 'onEvent'> | null = null;
  const jalur: string[] = [];
  client.subscribe = (path, h) => {
    jalur.push(path);
    handlers = h;
    return () => {};
  };
  const panggilan: { method: string; path: string; params?: unknown; body?: unknown }[] = [];
  client.call = vi.fn(
    async (
      def: { method: string; path: string },
      o?: { params?: unknown; body?: unknown; query?: unknown },
    ) => {
      panggilan.push({ method: def.method, path: def.path, params: o?.params, body: o?.body });
      const hasil = jawab(`${def.method} ${def.path}`, o);
      if (hasil instanceof Error) throw hasil;
      return hasil;
    },
  ) as unknown as typeof client.call;
  const qc = createQueryClient(vi.fn());
  const invalidate = vi.spyOn(qc, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>
      <ApiProvider api={{ client, session }}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  const kirim = (event: string) => handlers?.onEvent({ event, data: '{}' });
  const kunci = () => invalidate.mock.calls.map((c) => c[0]?.queryKey);
  return { wrapper, panggilan, jalur, kirim, kunci };
}

const thread = (ids: string[], ada_sebelumnya = false) => ({
  id: ID_THREAD,
  boleh_tulis: true,
  comments: ids.map(komentar),
  ada_sebelumnya,
});

describe('usePercakapan', () => {
  it('creates the group and the thread when the server has neither', async () => {
    const { wrapper, panggilan } = siapkan((p) => {
      if (p === 'GET /v2/chat/group/:id')
        return new ApiError('Grup percakapan tidak ditemukan', 404);
      if (p === 'GET /v2/chat/group/:id/thread/:threadId') return new ApiError('x', 404);
      if (p === 'POST /v2/chat/group/:id/thread') return thread([]);
      return { id: `LMS-${TUGAS}` };
    });
    const { result } = renderHook(() => usePercakapan(INDIVIDU), { wrapper });
    await waitFor(() => expect(result.current.thread.isSuccess).toBe(true));
    expect(panggilan.map((p) => `${p.method} ${p.path}`)).toEqual([
      'GET /v2/chat/group/:id',
      'POST /v2/chat/group',
      'GET /v2/chat/group/:id/thread/:threadId',
      'POST /v2/chat/group/:id/thread',
    ]);
    expect(panggilan[1]?.body).toEqual({
      id: `LMS-${TUGAS}`,
      name: 'Esai',
      usage: 'lms',
      jenis: 'tugas',
      id_konten: TUGAS,
    });
    expect(panggilan[3]?.body).toEqual({ id: ID_THREAD });
    expect(result.current.bolehTulis).toBe(true);
  });

  it('reads older comments before the oldest held, oldest first', async () => {
    const { wrapper, panggilan } = siapkan((p, o) => {
      if (p === 'GET /v2/chat/group/:id/thread/:threadId') {
        const before = (o?.query as { before?: string } | undefined)?.before;
        return before ? thread(['k1', 'k2']) : thread(['k3', 'k4'], true);
      }
      return { id: `LMS-${TUGAS}` };
    });
    const { result } = renderHook(() => usePercakapan(INDIVIDU), { wrapper });
    await waitFor(() => expect(result.current.komentar).toHaveLength(2));
    expect(result.current.adaSebelumnya).toBe(true);
    act(() => result.current.muatSebelumnya());
    await waitFor(() =>
      expect(result.current.komentar.map((k) => k.id)).toEqual(['k1', 'k2', 'k3', 'k4']),
    );
    expect(result.current.adaSebelumnya).toBe(false);
    expect(panggilan).toHaveLength(3);
  });

  it('a refused group is an error, not a creation', async () => {
    const { wrapper, panggilan } = siapkan(() => new ApiError('Dilarang', 403));
    const { result } = renderHook(() => usePercakapan(INDIVIDU), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(panggilan).toHaveLength(1);
  });
});

describe('useKelolaPercakapan', () => {
  it('posting logs log_tambah_komentar; deleting logs log_hapus_komentar (group paths)', async () => {
    const { wrapper, panggilan, kunci } = siapkan((p) =>
      p.startsWith('POST /lms/log') ? null : komentar('k9'),
    );
    const { result } = renderHook(() => useKelolaPercakapan(KELOMPOK), { wrapper });
    await act(() => result.current.kirim.mutateAsync('Halo'));
    await act(() => result.current.hapus.mutateAsync('k9'));
    expect(panggilan.map((p) => `${p.method} ${p.path}`)).toEqual([
      'POST /v2/chat/group/:id/thread/:threadId',
      'POST /lms/log_aktivitas/:jenis/:id/kelompok/:idKelompok/log_tambah_komentar',
      'DELETE /v2/chat/group/:id/thread/:threadId/komentar/:idKomentar',
      'POST /lms/log_aktivitas/:jenis/:id/kelompok/:idKelompok/log_hapus_komentar',
    ]);
    expect(panggilan[0]).toMatchObject({
      params: { id: KEL, threadId: `komentar-tugas__${KEL}__${TUGAS}` },
      body: { isi: 'Halo' },
    });
    expect(panggilan[1]?.params).toEqual({ jenis: 'tugas', id: TUGAS, idKelompok: KEL });
    expect(panggilan[3]?.body).toEqual({
      waktu_posting: '2026-11-27T10:00:00+07:00',
      user_deleted: 'u1',
    });
    expect(kunci()).toEqual([
      chatKeys.thread(KEL, `komentar-tugas__${KEL}__${TUGAS}`),
      chatKeys.thread(KEL, `komentar-tugas__${KEL}__${TUGAS}`),
    ]);
  });

  it('a failed log does not fail the comment; individual paths have no /kelompok', async () => {
    const { wrapper, panggilan } = siapkan((p) =>
      p.startsWith('POST /lms/log') ? new ApiError('x', 500) : komentar('k1'),
    );
    const { result } = renderHook(() => useKelolaPercakapan(INDIVIDU), { wrapper });
    await act(async () => {
      expect((await result.current.kirim.mutateAsync('Halo')).id).toBe('k1');
    });
    expect(panggilan[1]?.path).toBe('/lms/log_aktivitas/:jenis/:id/log_tambah_komentar');
    expect(panggilan[1]?.params).toEqual({ jenis: 'tugas', id: TUGAS });
  });
});

describe('useAliranPercakapan', () => {
  it.each(['komentar', EVENT_REFETCH])('reads the thread again on %s', (event) => {
    const { wrapper, jalur, kirim, kunci } = siapkan();
    renderHook(() => useAliranPercakapan(`LMS-${TUGAS}`, ID_THREAD), { wrapper });
    expect(jalur).toEqual([
      `/lms/events/chat/LMS-${TUGAS}?thread=${encodeURIComponent(ID_THREAD)}`,
    ]);
    kirim('time');
    expect(kunci()).toEqual([]);
    kirim(event);
    expect(kunci()).toEqual([chatKeys.thread(`LMS-${TUGAS}`, ID_THREAD)]);
  });

  it('does not subscribe without a thread', () => {
    const { wrapper, jalur } = siapkan();
    renderHook(() => useAliranPercakapan(`LMS-${TUGAS}`, null), { wrapper });
    expect(jalur).toEqual([]);
  });
});
