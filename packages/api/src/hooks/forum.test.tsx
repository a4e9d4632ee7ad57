import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/client';
import type { SseOptions } from '../client/sse';
import { EVENT_REFETCH } from '../contract/konsistensi';
import { createSessionStore } from '../stores/session';
import { ApiProvider, createQueryClient } from './context';
import {
  forumKeys,
  useAliranForum,
  useHapusForum,
  useKelolaPostForum,
  usePostForum,
  useSimpanForum,
  useTandaiForumDibaca,
} from './forum';
import { pertemuanKeys } from './pertemuan';

// A forum page hears others' posts on its stream and reads the posts again; each change the
// caller makes reads again what it changed (the meeting's forum count too).

function siapkan() {
  const session = createSessionStore('uji', null);
  session.tokens.set({ accessToken: 'a', refreshToken: 'r' }, 'mahasiswa');
  const client = createApiClient({ collegeId: 'kampus-demo', tokens: session.tokens });
  let handlers: Pick<SseOptions, 'onEvent'> | null = null;
  const jalur: string[] = [];
  client.subscribe = (path, h) => {
    jalur.push(path);
    handlers = h;
    return () => {};
  };
  const panggilan: { path: string; body?: unknown }[] = [];
  client.call = vi.fn(async (def: { path: string }, opsi?: { body?: unknown }) => {
    panggilan.push({ path: def.path, body: opsi?.body });
    return null;
  }) as unknown as typeof client.call;
  const qc = createQueryClient(vi.fn());
  const invalidate = vi.spyOn(qc, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>
      <ApiProvider api={{ client, session }}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  const kirim = (event: string) => handlers?.onEvent({ event, data: '{}' });
  const kunci = () => invalidate.mock.calls.map((c) => c[0]?.queryKey);
  return { invalidate, wrapper, kirim, jalur, panggilan, kunci };
}

describe('useAliranForum', () => {
  it.each(['forum', EVENT_REFETCH])('reads the posts and the forum again on %s', (event) => {
    const { invalidate, wrapper, kirim, jalur, kunci } = siapkan();
    renderHook(() => useAliranForum('f1'), { wrapper });
    expect(jalur).toEqual(['/lms/events/forum/f1']);
    kirim('time');
    expect(invalidate).not.toHaveBeenCalled();
    kirim(event);
    expect(kunci()).toEqual([forumKeys.post('f1'), forumKeys.detail('f1')]);
  });

  it('does not subscribe without a forum', () => {
    const { wrapper, jalur } = siapkan();
    renderHook(() => useAliranForum(null), { wrapper });
    expect(jalur).toEqual([]);
  });
});

describe('forum mutations', () => {
  it('saving a forum sends the description URI-encoded and refreshes forums and meetings', async () => {
    const { wrapper, panggilan, kunci } = siapkan();
    const { result } = renderHook(() => useSimpanForum(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ body: { judul: 'Diskusi', deskripsi: '<p>a & b</p>' } }),
    );
    expect(panggilan[0]).toMatchObject({ path: '/lms/forum' });
    expect(panggilan[0]?.body).toMatchObject({ deskripsi: '%3Cp%3Ea%20%26%20b%3C%2Fp%3E' });
    await act(() => result.current.mutateAsync({ id: 'f1', body: { judul: 'X' } }));
    expect(panggilan[1]?.path).toBe('/lms/forum/:id');
    await waitFor(() => expect(kunci()).toContainEqual(pertemuanKeys.semua));
    expect(kunci()).toContainEqual(forumKeys.semua);
  });

  it('deleting a forum refreshes the meetings (count_activity)', async () => {
    const { wrapper, kunci } = siapkan();
    const { result } = renderHook(() => useHapusForum(), { wrapper });
    await act(() => result.current.mutateAsync('f1'));
    expect(kunci()).toEqual([forumKeys.semua, pertemuanKeys.semua]);
  });

  it('posting, editing and deleting a post refresh that forum and the lists', async () => {
    const { wrapper, panggilan, kunci } = siapkan();
    const { result } = renderHook(() => useKelolaPostForum('f1'), { wrapper });
    await act(() => result.current.kirim.mutateAsync({ isi: '<p>Halo</p>', id_induk: null }));
    await act(() => result.current.ubah.mutateAsync({ idPost: 'p1', isi: '<p>Hai</p>' }));
    await act(() => result.current.hapus.mutateAsync('p1'));
    expect(panggilan.map((p) => p.path)).toEqual([
      '/lms/forum/:id/post',
      '/lms/forum/:id/post/:idPost',
      '/lms/forum/:id/post/:idPost',
    ]);
    expect(panggilan[1]?.body).toEqual({ isi: '<p>Hai</p>' });
    expect(kunci()).toEqual([
      forumKeys.satu('f1'),
      forumKeys.daftarSemua(),
      forumKeys.satu('f1'),
      forumKeys.daftarSemua(),
      forumKeys.satu('f1'),
      forumKeys.daftarSemua(),
    ]);
  });

  it('marking read refreshes the forum and the unread badges of the lists', async () => {
    const { wrapper, panggilan, kunci } = siapkan();
    const { result } = renderHook(() => useTandaiForumDibaca(), { wrapper });
    await act(() => result.current.mutateAsync('f1'));
    expect(panggilan[0]?.path).toBe('/lms/forum/:id/dibaca');
    expect(kunci()).toEqual([forumKeys.detail('f1'), forumKeys.daftarSemua()]);
  });
});

describe('usePostForum', () => {
  /** A forum of `jumlah` threads, `t1` the newest, served 50 to a page as the server does. */
  function forumDengan(jumlah: number) {
    const halaman: number[] = [];
    const topik = Array.from({ length: jumlah }, (_, i) => ({ id: `t${i + 1}`, balasan: [] }));
    const session = createSessionStore('uji', null);
    const client = createApiClient({ collegeId: 'kampus-demo', tokens: session.tokens });
    client.page = vi.fn(
      async (_def: unknown, opsi: { query: { page: number; per_page: number } }) => {
        const { page, per_page } = opsi.query;
        halaman.push(page);
        return {
          data: topik.slice((page - 1) * per_page, page * per_page),
          meta: { page, per_page, total_items: jumlah, total_pages: Math.ceil(jumlah / per_page) },
        };
      },
    ) as unknown as typeof client.page;
    const qc = createQueryClient(vi.fn());
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={qc}>
        <ApiProvider api={{ client, session }}>{children}</ApiProvider>
      </QueryClientProvider>
    );
    return { wrapper, halaman };
  }

  it('shows the newest 50 threads, then the older ones on request, and stops at the last', async () => {
    const { wrapper, halaman } = forumDengan(120);
    const { result } = renderHook(() => usePostForum('f1'), { wrapper });
    await waitFor(() => expect(result.current.topik).toHaveLength(50));
    expect(result.current.topik[0]?.id).toBe('t1');
    expect(result.current.adaSebelumnya).toBe(true);
    act(() => result.current.muatSebelumnya());
    await waitFor(() => expect(result.current.topik).toHaveLength(100));
    act(() => result.current.muatSebelumnya());
    await waitFor(() => expect(result.current.topik).toHaveLength(120));
    expect(result.current.topik.at(-1)?.id).toBe('t120');
    expect(result.current.adaSebelumnya).toBe(false);
    expect(halaman).toEqual([1, 2, 3]);
  });

  it('asks nothing while the forum is collapsed', async () => {
    const { wrapper, halaman } = forumDengan(3);
    const { result } = renderHook(() => usePostForum('f1', false), { wrapper });
    expect(result.current.topik).toEqual([]);
    expect(halaman).toEqual([]);
  });
});
