import { idUtasKomentar, type JenisKomentar, USAGE_CHAT } from '@kampus/domain';
import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient } from '../client/client';
import { ApiError } from '../client/errors';
import type { Komentar, ThreadChat } from '../contract/chat';
import { EVENT_REFETCH } from '../contract/konsistensi';
import { chatEndpoints as calls } from '../endpoints/chat';
import { logAktivitasEndpoints as logCalls } from '../endpoints/logAktivitas';
import { useApi } from './context';

// Comment threads ('Percakapan') on exam work and assignment submissions (spec 2, 7 chat calls
// and 'Identifiers'): the thread first fetches its group and creates it if missing, then its
// thread (created if missing); comments are posted and deleted with their activity logs, and
// the thread's SSE stream brings others' comments.

/** Whose conversation on which content (domain idUtasKomentar builds the ids). */
export interface SasaranPercakapan {
  jenis: JenisKomentar;
  idKonten: string;
  /** A group assignment's group; the thread is then the group's. */
  idKelompok?: string | null;
  /** The student of an exam or an individual assignment. */
  idMahasiswa?: string | null;
  /** The group's name when it has to be created (the content's title). */
  nama: string;
}

/** Query keys of comment threads (contract chat.ts): a thread sits under its group. */
export const chatKeys = {
  semua: ['chat'] as const,
  group: (idGroup: string) => [...chatKeys.semua, idGroup] as const,
  thread: (idGroup: string, idThread: string) =>
    [...chatKeys.group(idGroup), 'thread', idThread] as const,
};

const tidakAda = (e: unknown) => e instanceof ApiError && e.statusCode === 404;

/** The group and thread ids of a conversation. */
export function idPercakapan(s: SasaranPercakapan) {
  return idUtasKomentar({
    jenis: s.jenis,
    idKonten: s.idKonten,
    idKelompok: s.idKelompok ?? null,
    idMahasiswa: s.idMahasiswa ?? null,
  });
}

export const kueriChat = {
  /** The group; created (name, usage 'lms', the content) when the server has none (404). */
  group: (client: ApiClient, s: SasaranPercakapan) => {
    const { idGroup } = idPercakapan(s);
    return queryOptions({
      queryKey: chatKeys.group(idGroup),
      queryFn: async ({ signal }) => {
        try {
          return await client.call(calls.groupChat, { params: { id: idGroup }, signal });
        } catch (e) {
          if (!tidakAda(e)) throw e;
          return client.call(calls.buatGroupChat, {
            body: {
              id: idGroup,
              name: s.nama.slice(0, 200) || idGroup,
              usage: USAGE_CHAT,
              jenis: s.jenis,
              id_konten: s.idKonten,
            },
            signal,
          });
        }
      },
      staleTime: Number.POSITIVE_INFINITY,
    });
  },
  /**
   * The thread's comments, newest page first; an older page asks `before` the oldest comment
   * held. The first page creates the thread when it does not exist yet.
   */
  thread: (client: ApiClient, idGroup: string, idThread: string) =>
    infiniteQueryOptions({
      queryKey: chatKeys.thread(idGroup, idThread),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lama: ThreadChat) =>
        lama.ada_sebelumnya ? lama.comments[0]?.id : undefined,
      queryFn: async ({ pageParam, signal }) => {
        const params = { id: idGroup, threadId: idThread };
        try {
          return await client.call(calls.threadChat, {
            params,
            query: pageParam ? { before: pageParam } : {},
            signal,
          });
        } catch (e) {
          if (pageParam || !tidakAda(e)) throw e;
          return client.call(calls.buatThreadChat, {
            params: { id: idGroup },
            body: { id: idThread },
            signal,
          });
        }
      },
    }),
};

/** Every page's comments, oldest first. */
export function komentarThread(data: InfiniteData<ThreadChat> | undefined): Komentar[] {
  return data ? [...data.pages].reverse().flatMap((p) => p.comments) : [];
}

/**
 * A conversation ready to read: its group (created if missing), then its thread (created if
 * missing). `komentar` are oldest first; `muatSebelumnya` reads an older page.
 */
export function usePercakapan(s: SasaranPercakapan | null) {
  const { client } = useApi();
  const ids = s ? idPercakapan(s) : null;
  const group = useQuery({
    ...kueriChat.group(client, s ?? { jenis: 'tugas', idKonten: '', nama: '' }),
    enabled: Boolean(s),
  });
  const thread = useInfiniteQuery({
    ...kueriChat.thread(client, ids?.idGroup ?? '', ids?.idThread ?? ''),
    enabled: Boolean(ids) && group.isSuccess,
  });
  const pertama = thread.data?.pages[0];
  return {
    idGroup: ids?.idGroup ?? null,
    idThread: ids?.idThread ?? null,
    group,
    thread,
    komentar: komentarThread(thread.data),
    bolehTulis: pertama?.boleh_tulis ?? false,
    adaSebelumnya: Boolean(thread.hasNextPage),
    muatSebelumnya: () => void thread.fetchNextPage(),
    isLoading: group.isLoading || (group.isSuccess && thread.isLoading),
    isError: group.isError || thread.isError,
    refetch: () => void (group.isError ? group.refetch() : thread.refetch()),
  };
}

/** The comment's activity log call and its parameters (with /kelompok/{group} for a group). */
function paramLog(s: SasaranPercakapan) {
  const dasar = { jenis: s.jenis, id: s.idKonten };
  return s.idKelompok ? { ...dasar, idKelompok: s.idKelompok } : dasar;
}

/**
 * Writing and deleting comments of a conversation, each followed by its activity log
 * (log_tambah_komentar, log_hapus_komentar with waktu_posting and user_deleted); a log that
 * fails does not undo the comment. `tandaiDibaca` sets the caller's unread count back to 0.
 */
export function useKelolaPercakapan(s: SasaranPercakapan | null) {
  const { client } = useApi();
  const qc = useQueryClient();
  const ids = s ? idPercakapan(s) : null;
  const segarkan = () => {
    if (ids) void qc.invalidateQueries({ queryKey: chatKeys.thread(ids.idGroup, ids.idThread) });
  };
  const wajib = () => {
    if (!s || !ids) throw new Error('Percakapan belum dipilih');
    return { s, params: { id: ids.idGroup, threadId: ids.idThread } };
  };
  return {
    kirim: useMutation({
      mutationFn: async (isi: string) => {
        const { s, params } = wajib();
        const k = await client.call(calls.kirimKomentar, { params, body: { isi } });
        const log = s.idKelompok ? logCalls.logTambahKomentarKelompok : logCalls.logTambahKomentar;
        await client.call(log, { params: paramLog(s) }).catch(() => null);
        return k;
      },
      onSuccess: segarkan,
    }),
    hapus: useMutation({
      mutationFn: async (idKomentar: string) => {
        const { s, params } = wajib();
        const k = await client.call(calls.hapusKomentar, { params: { ...params, idKomentar } });
        const log = s.idKelompok ? logCalls.logHapusKomentarKelompok : logCalls.logHapusKomentar;
        await client
          .call(log, {
            params: paramLog(s),
            body: { waktu_posting: k.waktu_posting, user_deleted: k.id_user },
          })
          .catch(() => null);
        return k;
      },
      onSuccess: segarkan,
    }),
    tandaiDibaca: useMutation({
      mutationFn: () => client.call(calls.tandaiDibaca, { params: wajib().params }),
    }),
  };
}

/**
 * The thread's event stream (SSE /lms/events/chat/{group}?thread={thread}) while mounted: on
 * 'komentar' (written or deleted, by anyone) the thread is read again, so others' comments
 * arrive without a reload; on 'refetch' too (the server may have lost events for this stream).
 * On 'nilai' (a submission's thread: the lecturer graded it) `onNilai` runs, and on 'refetch'.
 */
export function useAliranPercakapan(
  idGroup: string | null,
  idThread: string | null,
  onKomentar?: () => void,
  onNilai?: () => void,
) {
  const { client } = useApi();
  const qc = useQueryClient();
  useEffect(() => {
    if (!idGroup || !idThread) return;
    const path =
      calls.eventsChat.path.replace(':id', encodeURIComponent(idGroup)) +
      `?thread=${encodeURIComponent(idThread)}`;
    return client.subscribe(path, {
      onEvent: ({ event }) => {
        if (event === 'nilai' || event === EVENT_REFETCH) onNilai?.();
        if (event !== 'komentar' && event !== EVENT_REFETCH) return;
        void qc.invalidateQueries({ queryKey: chatKeys.thread(idGroup, idThread) });
        onKomentar?.();
      },
    });
  }, [client, qc, idGroup, idThread, onKomentar, onNilai]);
}
