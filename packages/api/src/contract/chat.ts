import {
  BATAS_KOMENTAR_DEFAULT,
  BATAS_KOMENTAR_MAKS,
  JENIS_KOMENTAR,
  MAKS_NAMA_GROUP,
  MAKS_PANJANG_KOMENTAR,
  PESAN_CHAT,
  USAGE_CHAT,
  uraiIdGroup,
  uraiIdThread,
} from '@kampus/domain';
import { defineCall } from './call';
import { IdUuid } from './masukan';
import { z } from './zod';

// Comment threads ('Percakapan', 'Tulis komentar...') on exam work and assignment submissions
// (spec 2, 3 'Chat group', 4 'Chat unread counters', 6 'Comment group', 7 `/v2/chat/...` and
// 'Identifiers'). A group is a content's ('LMS-{id}') or an assignment group's; each thread of
// it is one student's (or one group's) conversation with the class's lecturers. Members and
// roles are decided by the server from the class; what the client sends of them is ignored.

/** A group member (spec 3 'members (id, role)'): id is the user's id (id_user). */
export const AnggotaChat = z.object({
  id: z.string(),
  role: z.enum(['Mahasiswa', 'Dosen']),
  nama: z.string(),
});
export type AnggotaChat = z.infer<typeof AnggotaChat>;

export const GroupChat = z.object({
  id: z.string(),
  name: z.string(),
  usage: z.literal(USAGE_CHAT),
  jenis: z.enum(JENIS_KOMENTAR),
  id_konten: z.string(),
  id_kelompok: z.string().nullable(),
  /** The class's lecturers (Dosen) and the students of the caller's view (Mahasiswa). */
  members: z.array(AnggotaChat),
  created_at: z.string(),
});
export type GroupChat = z.infer<typeof GroupChat>;

/** One comment; a deleted one keeps its place with an empty `isi`. */
export const Komentar = z.object({
  id: z.string(),
  id_thread: z.string(),
  id_user: z.string(),
  nama: z.string(),
  role: z.enum(['Mahasiswa', 'Dosen', 'Operator']),
  /** Plain text (no HTML), at most MAKS_PANJANG_KOMENTAR characters. */
  isi: z.string(),
  waktu_posting: z.string(),
  dihapus: z.boolean(),
  waktu_dihapus: z.string().nullable(),
});
export type Komentar = z.infer<typeof Komentar>;

export const ThreadChat = z.object({
  id: z.string(),
  id_group: z.string(),
  jenis: z.enum(JENIS_KOMENTAR),
  id_konten: z.string(),
  id_kelompok: z.string().nullable(),
  id_mahasiswa: z.string().nullable(),
  /** Whether the caller may post here (students their own, lecturers, operators with write). */
  boleh_tulis: z.boolean(),
  /** A page of comments, oldest first: the newest `limit`, or those before `before`. */
  comments: z.array(Komentar),
  /** Older comments remain: ask again with before = the first comment's id. */
  ada_sebelumnya: z.boolean(),
  /** When the caller last marked it read; null if never. */
  terakhir_dibaca: z.string().nullable(),
  belum_dibaca: z.number().int(),
  created_at: z.string(),
});
export type ThreadChat = z.infer<typeof ThreadChat>;

/** Unread count and last comment time of one thread for the caller (spec 3 stores, 4). */
export const BelumDibacaThread = z.object({
  id_thread: z.string(),
  belum_dibaca: z.number().int(),
  /** The newest comment's time (not deleted); null when it has none. */
  waktu_terakhir: z.string().nullable(),
  terakhir_dibaca: z.string().nullable(),
});
export type BelumDibacaThread = z.infer<typeof BelumDibacaThread>;

/** Payload of the 'komentar' event of a chat stream: reload what changed. */
export const EventKomentar = z.object({
  id_group: z.string(),
  id_thread: z.string(),
  id_komentar: z.string(),
  aksi: z.enum(['tambah', 'hapus']),
  id_user: z.string(),
  waktu_posting: z.string(),
});
export type EventKomentar = z.infer<typeof EventKomentar>;

const IdGroup = z
  .string({ error: PESAN_CHAT.idGroup })
  .max(100, PESAN_CHAT.idGroup)
  .refine((id) => uraiIdGroup(id) !== null, PESAN_CHAT.idGroup);
const IdThread = z
  .string({ error: PESAN_CHAT.idThread })
  .max(200, PESAN_CHAT.idThread)
  .refine((id) => uraiIdThread(id) !== null, PESAN_CHAT.idThread);
const NamaGroup = z
  .string({ error: PESAN_CHAT.namaKosong })
  .trim()
  .min(1, PESAN_CHAT.namaKosong)
  .max(MAKS_NAMA_GROUP, PESAN_CHAT.namaPanjang);

const ParamGroup = z.object({ id: IdGroup });
const ParamThread = z.object({ id: IdGroup, threadId: IdThread });

export const BuatGroupChat = z.object({
  id: IdGroup,
  name: NamaGroup,
  usage: z.literal(USAGE_CHAT, { error: PESAN_CHAT.usage }),
  jenis: z.enum(JENIS_KOMENTAR, { error: PESAN_CHAT.jenis }),
  id_konten: IdUuid('Id konten tidak valid'),
  /** Accepted as the spec's clients send it, never trusted: the server sets the members. */
  members: z
    .array(z.object({ id: z.string().max(100), role: z.string().max(50) }).loose())
    .max(2000)
    .optional(),
});
export type BuatGroupChat = z.input<typeof BuatGroupChat>;

/** The thread's id names its content and its student or group (domain uraiIdThread). */
export const BuatThreadChat = z.object({ id: IdThread });
export type BuatThreadChat = z.input<typeof BuatThreadChat>;

export const KirimKomentar = z.object({
  isi: z
    .string({ error: PESAN_CHAT.isiKosong })
    // Before cleaning; the cleaned text is held to MAKS_PANJANG_KOMENTAR by the server.
    .max(MAKS_PANJANG_KOMENTAR * 4, PESAN_CHAT.isiPanjang),
});
export type KirimKomentar = z.input<typeof KirimKomentar>;

export const QueryThread = z.object({
  before: IdUuid(PESAN_CHAT.sebelum).optional(),
  limit: z.coerce
    .number({ error: 'Batas komentar tidak valid' })
    .int('Batas komentar tidak valid')
    .min(1, 'Batas komentar minimal 1')
    .max(BATAS_KOMENTAR_MAKS, `Batas komentar maksimal ${BATAS_KOMENTAR_MAKS}`)
    .default(BATAS_KOMENTAR_DEFAULT),
});

export const chatCalls = {
  groupChat: defineCall({
    method: 'GET',
    path: '/v2/chat/group/:id',
    summary: 'Grup percakapan (404 bila belum dibuat: klien membuatnya)',
    params: ParamGroup,
    response: GroupChat,
  }),
  buatGroupChat: defineCall({
    method: 'POST',
    path: '/v2/chat/group',
    summary:
      "Buat grup percakapan konten (name, usage 'lms'); anggota ditentukan server dari kelas",
    body: BuatGroupChat,
    response: GroupChat,
  }),
  ubahGroupChat: defineCall({
    method: 'POST',
    path: '/v2/chat/group/:id',
    summary: 'Ubah nama grup percakapan (dosen kelas, operator dengan hak ubah)',
    params: ParamGroup,
    body: z.object({ name: NamaGroup }),
    response: GroupChat,
  }),
  belumDibacaGroupChat: defineCall({
    method: 'GET',
    path: '/v2/chat/group/:id/belum_dibaca',
    summary: 'Jumlah komentar belum dibaca dan waktu komentar terakhir per percakapan',
    params: ParamGroup,
    response: z.array(BelumDibacaThread),
  }),
  buatThreadChat: defineCall({
    method: 'POST',
    path: '/v2/chat/group/:id/thread',
    summary: 'Buat percakapan (komentar) dalam grup; menjawab yang sudah ada bila ada',
    params: ParamGroup,
    body: BuatThreadChat,
    response: ThreadChat,
  }),
  threadChat: defineCall({
    method: 'GET',
    path: '/v2/chat/group/:id/thread/:threadId',
    summary: 'Percakapan dan komentarnya (terbaru, atau sebelum komentar `before`)',
    params: ParamThread,
    query: QueryThread,
    response: ThreadChat,
  }),
  kirimKomentar: defineCall({
    method: 'POST',
    path: '/v2/chat/group/:id/thread/:threadId',
    summary: 'Tulis komentar',
    params: ParamThread,
    body: KirimKomentar,
    response: Komentar,
  }),
  tandaiDibaca: defineCall({
    method: 'POST',
    path: '/v2/chat/group/:id/thread/:threadId/dibaca',
    summary: 'Tandai percakapan sudah dibaca (penghitung belum dibaca kembali 0)',
    params: ParamThread,
    response: BelumDibacaThread,
  }),
  hapusKomentar: defineCall({
    method: 'DELETE',
    path: '/v2/chat/group/:id/thread/:threadId/komentar/:idKomentar',
    summary: 'Hapus komentar sendiri (tetap di tempatnya, isinya dikosongkan)',
    params: ParamThread.extend({ idKomentar: IdUuid(PESAN_CHAT.idKomentar) }),
    response: Komentar,
  }),
  eventsChat: defineCall({
    method: 'GET',
    path: '/lms/events/chat/:id',
    summary:
      "Aliran SSE percakapan: 'time' tiap detik dan 'komentar' saat komentar ditulis atau dihapus " +
      '(thread=id percakapan; tanpa thread: seluruh grup, khusus dosen dan operator)',
    params: ParamGroup,
    query: z.object({ thread: IdThread.optional() }),
    response: z.null(),
    produces: 'text/event-stream',
  }),
};
