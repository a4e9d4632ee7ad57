import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { ApiClient, Page } from '../client/client';
import type { SimpanForum, TopikForum } from '../contract/forum';
import { EVENT_REFETCH } from '../contract/konsistensi';
import { forumEndpoints as calls } from '../endpoints/forum';
import { useApi } from './context';
import { pertemuanKeys } from './pertemuan';

/** Which forums: one meeting's, one class's, or (neither) all the caller's classes (/forum). */
export interface FilterForum {
  id_pertemuan?: string;
  id_kelas_kuliah?: string;
  page: number;
  per_page?: number;
}

/** Query keys of forums (contract forum.ts): everything of one forum sits under its id. */
export const forumKeys = {
  semua: ['forum'] as const,
  /** Every forum list (meeting, class, the caller's). */
  daftarSemua: () => [...forumKeys.semua, 'daftar'] as const,
  daftar: (f: FilterForum) => [...forumKeys.daftarSemua(), f] as const,
  satu: (id: string) => [...forumKeys.semua, 'satu', id] as const,
  detail: (id: string) => [...forumKeys.satu(id), 'detail'] as const,
  post: (id: string) => [...forumKeys.satu(id), 'post'] as const,
};

/** Threads of one forum per page: the newest 50 first, older ones on request. */
const PER_HALAMAN_POST = 50;

export const kueriForum = {
  daftar: (client: ApiClient, f: FilterForum) =>
    queryOptions({
      queryKey: forumKeys.daftar(f),
      queryFn: ({ signal }) =>
        client.page(calls.daftarForum, { query: { per_page: 10, ...f }, signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: forumKeys.detail(id),
      queryFn: ({ signal }) => client.call(calls.forum, { params: { id }, signal }),
    }),
  /**
   * The threads, newest first, page by page: the first page is the newest 50; 'Muat topik
   * sebelumnya' asks the next. A live refresh reads every page held again, in order.
   */
  post: (client: ApiClient, id: string) =>
    infiniteQueryOptions({
      queryKey: forumKeys.post(id),
      initialPageParam: 1,
      getNextPageParam: (terakhir: Page<TopikForum[]>) =>
        terakhir.meta.page < terakhir.meta.total_pages ? terakhir.meta.page + 1 : undefined,
      queryFn: ({ pageParam, signal }) =>
        client.page(calls.daftarPostForum, {
          params: { id },
          query: { page: pageParam, per_page: PER_HALAMAN_POST },
          signal,
        }),
    }),
};

export function useDaftarForum(f: FilterForum, enabled = true) {
  const { client } = useApi();
  return useQuery({ ...kueriForum.daftar(client, f), enabled });
}

export function useForum(id: string | null) {
  const { client } = useApi();
  return useQuery({ ...kueriForum.detail(client, id ?? ''), enabled: Boolean(id) });
}

/**
 * The threads with their replies, newest first, every page read so far (`topik`); not asked
 * while `enabled` is false (a collapsed forum). `muatSebelumnya` reads the next older page.
 */
export function usePostForum(id: string | null, enabled = true) {
  const { client } = useApi();
  const q = useInfiniteQuery({
    ...kueriForum.post(client, id ?? ''),
    enabled: Boolean(id) && enabled,
  });
  const topik = useMemo(() => q.data?.pages.flatMap((p) => p.data) ?? [], [q.data]);
  return {
    topik,
    isPending: q.isPending,
    isError: q.isError,
    refetch: q.refetch,
    adaSebelumnya: q.hasNextPage,
    isMemuatSebelumnya: q.isFetchingNextPage,
    muatSebelumnya: () => void q.fetchNextPage(),
  };
}

/** Forum lists and details, and the meetings (their count_activity.forum). */
function useSegarkanForum() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: forumKeys.semua });
    void qc.invalidateQueries({ queryKey: pertemuanKeys.semua });
  };
}

/** The save body as the form builds it (domain payloadForum); the server checks the rest. */
export type FieldSimpanForum = SimpanForum;

/** Creates (no id) or updates a forum; the description travels URI-encoded (spec 7). */
export function useSimpanForum() {
  const { client } = useApi();
  const segarkan = useSegarkanForum();
  return useMutation({
    mutationFn: (v: { id?: string; body: FieldSimpanForum }) => {
      const body = { ...v.body, deskripsi: encodeURIComponent(v.body.deskripsi ?? '') };
      return v.id
        ? client.call(calls.ubahForum, { params: { id: v.id }, body })
        : client.call(calls.tambahForum, { body });
    },
    onSuccess: () => segarkan(),
  });
}

export function useHapusForum() {
  const { client } = useApi();
  const segarkan = useSegarkanForum();
  return useMutation({
    mutationFn: (id: string) => client.call(calls.hapusForum, { params: { id } }),
    onSuccess: () => segarkan(),
  });
}

/**
 * Posts of one forum: write a thread or a reply, edit or delete one. Each change reads the posts
 * again, and the forum and its lists (post counts, completed, last activity).
 */
export function useKelolaPostForum(idForum: string) {
  const { client } = useApi();
  const qc = useQueryClient();
  const segarkan = () => {
    void qc.invalidateQueries({ queryKey: forumKeys.satu(idForum) });
    void qc.invalidateQueries({ queryKey: forumKeys.daftarSemua() });
  };
  return {
    kirim: useMutation({
      mutationFn: (v: { isi: string; id_induk?: string | null }) =>
        client.call(calls.tambahPostForum, { params: { id: idForum }, body: v }),
      onSuccess: segarkan,
    }),
    ubah: useMutation({
      mutationFn: (v: { idPost: string; isi: string }) =>
        client.call(calls.ubahPostForum, {
          params: { id: idForum, idPost: v.idPost },
          body: { isi: v.isi },
        }),
      onSuccess: segarkan,
    }),
    hapus: useMutation({
      mutationFn: (idPost: string) =>
        client.call(calls.hapusPostForum, { params: { id: idForum, idPost } }),
      onSuccess: segarkan,
    }),
  };
}

/** Marks the forum read for the caller: its unread badge goes in every list. */
export function useTandaiForumDibaca() {
  const { client } = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.call(calls.bacaForum, { params: { id } }),
    onSuccess: (_baca, id) => {
      void qc.invalidateQueries({ queryKey: forumKeys.detail(id) });
      void qc.invalidateQueries({ queryKey: forumKeys.daftarSemua() });
    },
  });
}

/**
 * The forum's event stream (SSE /lms/events/forum/{id}) while mounted: on 'forum' (a post was
 * written, edited or deleted, by anyone) the posts and the forum are read again, so others' posts
 * arrive without a reload; on 'refetch' too (the server may have lost events for this stream).
 */
export function useAliranForum(idForum: string | null, onPost?: () => void) {
  const { client } = useApi();
  const qc = useQueryClient();
  useEffect(() => {
    if (!idForum) return;
    const path = calls.eventsForum.path.replace(':id', encodeURIComponent(idForum));
    return client.subscribe(path, {
      onEvent: ({ event }) => {
        if (event !== 'forum' && event !== EVENT_REFETCH) return;
        void qc.invalidateQueries({ queryKey: forumKeys.post(idForum) });
        void qc.invalidateQueries({ queryKey: forumKeys.detail(idForum) });
        onPost?.();
      },
    });
  }, [client, qc, idForum, onPost]);
}
