import { PESAN_FORUM, PESAN_FORUM_SERVER, STATUS_FORUM } from '@kampus/domain';
import { defineCall } from './call';
import { PagingQuery } from './envelope';
import { IdKode, IdUuid, KodePeriode } from './masukan';
import { z } from './zod';

// Forums per meeting (spec 2 'Forum', 3 'Forum', 5 'Forum form', 9 'Forum'). The spec names the
// forum's fields and its link, not its calls: these follow the vidcon and material calls' style.

const WaktuOffset = z.iso.datetime({ offset: true, error: 'Format waktu tidak valid' });

/** Longest rich text accepted (images may be embedded as data URLs). */
const MAKS_TEKS = 200_000;

/**
 * A forum (spec 3 'Forum') as its caller sees it: the spec's chat ids and link, the caller's
 * unread count and last activity, and for a student whether they completed it.
 */
export const Forum = z.object({
  id: z.string(),
  id_kelas_kuliah: z.string(),
  id_pertemuan: z.string(),
  pertemuan: z.object({ id: z.string(), nomor: z.number().int(), judul: z.string() }),
  kelas_kuliah: z.object({
    id: z.string(),
    mata_kuliah: z.object({ kode: z.string(), nama: z.string() }),
    kelas: z.object({ nama: z.string() }),
  }),
  judul: z.string(),
  /** Rich text (HTML), cleaned by the server. */
  deskripsi: z.string(),
  waktu_mulai: z.string(),
  waktu_selesai: z.string(),
  penilaian_keaktifan: z.boolean(),
  minimal_post: z.number().int(),
  status: z.enum(STATUS_FORUM),
  /** Not finished (spec 2 'editable and open'). */
  terbuka: z.boolean(),
  /** The caller may edit and delete the forum (a lecturer of the class, an operator with write). */
  bisa_diubah: z.boolean(),
  /** Collapsed for a student before its start (spec 2); its posts are not readable yet. */
  terlipat: z.boolean(),
  /** Students of the class. */
  jumlah_peserta: z.number().int(),
  /** Students who posted (the start is locked once there is one, spec 5). */
  jumlah_peserta_join: z.number().int(),
  /** Posts (threads and replies) not deleted. */
  jumlah_post: z.number().int(),
  /** The caller's own posts. */
  jumlah_post_saya: z.number().int(),
  /** A student's: posted at least minimal_post times; null for lecturers and operators. */
  completed: z.boolean().nullable(),
  /** Spec 2 link ids: a stable id for the class, and FORUM__{id}. */
  id_group_chat: z.string(),
  id_forum_chat: z.string(),
  /** /forum?groupId=..&forumId=..&referer=kelas-kuliah */
  link: z.string(),
  /** Others' posts since the caller last read the forum. */
  unread_count: z.number().int(),
  /** Time of the forum's latest post; null when nobody posted. */
  last_chat_time: z.string().nullable(),
  created_by: z.object({ name: z.string(), username: z.string() }).nullable(),
  created_at: z.string(),
});
export type Forum = z.infer<typeof Forum>;

/** Who wrote a post. */
export const PengirimPost = z.object({
  id_user: z.string(),
  nama: z.string(),
  username: z.string(),
  role: z.string(),
});

/** A post: a thread (id_induk null) or a reply to a thread. */
export const PostForum = z.object({
  id: z.string(),
  id_forum: z.string(),
  id_induk: z.string().nullable(),
  /** Rich text (HTML), cleaned by the server; empty for a deleted thread kept for its replies. */
  isi: z.string(),
  pengirim: PengirimPost.nullable(),
  created_at: z.string(),
  /** Set once the author edited it. */
  diubah_pada: z.string().nullable(),
  /** A deleted thread still shown because it has replies. */
  dihapus: z.boolean(),
  /** Posted by someone else after the caller last read the forum. */
  belum_dibaca: z.boolean(),
  /** The caller may edit it (their own, forum open) or delete it (also the class's lecturers). */
  bisa_diubah: z.boolean(),
  bisa_dihapus: z.boolean(),
});
export type PostForum = z.infer<typeof PostForum>;

/** A thread with its replies, oldest first. */
export const TopikForum = PostForum.extend({ balasan: z.array(PostForum) });
export type TopikForum = z.infer<typeof TopikForum>;

/**
 * Forum save fields (spec 5 'Forum form'). What the form requires is checked by the server in
 * the spec's order (domain validasiForum), so an empty field answers the form's own message. The
 * description is rich text, sent URI-encoded as the other descriptions (spec 7).
 */
export const SimpanForum = z.object({
  id_pertemuan: IdUuid(PESAN_FORUM.pertemuan).nullable().optional(),
  judul: z
    .string({ error: PESAN_FORUM.judul })
    .trim()
    .max(200, 'Judul terlalu panjang')
    .default(''),
  deskripsi: z
    .string({ error: PESAN_FORUM.deskripsi })
    .max(MAKS_TEKS, 'Deskripsi terlalu panjang')
    .default(''),
  waktu_mulai: WaktuOffset.nullable().optional(),
  waktu_selesai: WaktuOffset.nullable().optional(),
  penilaian_keaktifan: z
    .boolean({ error: 'Penilaian keaktifan harus ya atau tidak' })
    .optional()
    .default(false),
  /** Checked by the form's rule (a whole number of at least 1); absent means the default 1. */
  minimal_post: z
    .number({ error: PESAN_FORUM.minimalPost })
    .max(10_000, PESAN_FORUM.minimalPost)
    .min(-10_000, PESAN_FORUM.minimalPost)
    .nullable()
    .optional(),
});
export type SimpanForum = z.input<typeof SimpanForum>;

/** A new thread or reply: rich text, and the thread it answers. */
export const SimpanPostForum = z.object({
  isi: z
    .string({ error: PESAN_FORUM_SERVER.isiKosong })
    .max(MAKS_TEKS, 'Isi postingan terlalu panjang'),
  id_induk: IdUuid('Topik tidak valid').nullable().optional(),
});
export type SimpanPostForum = z.input<typeof SimpanPostForum>;

export const UbahPostForum = SimpanPostForum.pick({ isi: true });
export type UbahPostForum = z.input<typeof UbahPostForum>;

/** The read marker answered by 'mark read'. */
export const BacaForum = z.object({
  id_forum: z.string(),
  waktu_baca: z.string(),
  unread_count: z.number().int(),
});

/** Payload of the 'forum' event of a forum's stream: which post to reload. */
export const EventForum = z.object({
  id_forum: z.string(),
  id_post: z.string(),
  aksi: z.enum(['baru', 'ubah', 'hapus']),
});
export type EventForum = z.infer<typeof EventForum>;

const IdForum = z.object({ id: IdUuid('Id forum tidak valid') });
const IdForumPost = IdForum.extend({ idPost: IdUuid('Id postingan tidak valid') });

export const forumCalls = {
  daftarForum: defineCall({
    method: 'GET',
    path: '/lms/forum',
    summary:
      'Data forum: sebuah pertemuan, sebuah kelas, atau semua kelas pengguna (halaman /forum), dengan jumlah belum dibaca',
    query: PagingQuery.extend({
      id_pertemuan: IdUuid(PESAN_FORUM_SERVER.pertemuanTidakAda).optional(),
      id_kelas_kuliah: IdKode('Kelas kuliah tidak valid').optional(),
      periode: KodePeriode.optional(),
    }),
    response: z.array(Forum),
    paged: true,
  }),
  forum: defineCall({
    method: 'GET',
    path: '/lms/forum/:id',
    summary: 'Detail forum',
    params: IdForum,
    response: Forum,
  }),
  tambahForum: defineCall({
    method: 'POST',
    path: '/lms/forum',
    summary: 'Tambah forum pada pertemuan',
    body: SimpanForum,
    response: Forum,
  }),
  ubahForum: defineCall({
    method: 'PUT',
    path: '/lms/forum/:id',
    summary: 'Ubah forum (waktu mulai terkunci bila sudah ada peserta; tidak bila telah berakhir)',
    params: IdForum,
    body: SimpanForum,
    response: Forum,
  }),
  hapusForum: defineCall({
    method: 'DELETE',
    path: '/lms/forum/:id',
    summary: 'Hapus forum (selama belum berakhir)',
    params: IdForum,
    response: z.null(),
  }),
  daftarPostForum: defineCall({
    method: 'GET',
    path: '/lms/forum/:id/post',
    summary:
      'Topik diskusi forum beserta balasannya, terbaru dulu (mahasiswa: setelah forum dimulai)',
    params: IdForum,
    query: PagingQuery,
    response: z.array(TopikForum),
    paged: true,
  }),
  tambahPostForum: defineCall({
    method: 'POST',
    path: '/lms/forum/:id/post',
    summary: 'Tulis topik atau balasan (selama forum berlangsung)',
    params: IdForum,
    body: SimpanPostForum,
    response: PostForum,
  }),
  ubahPostForum: defineCall({
    method: 'PUT',
    path: '/lms/forum/:id/post/:idPost',
    summary: 'Ubah postingan sendiri selama forum berlangsung',
    params: IdForumPost,
    body: UbahPostForum,
    response: PostForum,
  }),
  hapusPostForum: defineCall({
    method: 'DELETE',
    path: '/lms/forum/:id/post/:idPost',
    summary: 'Hapus postingan (sendiri selama berlangsung; dosen kelas kapan saja)',
    params: IdForumPost,
    response: z.null(),
  }),
  bacaForum: defineCall({
    method: 'PUT',
    path: '/lms/forum/:id/dibaca',
    summary: 'Tandai semua postingan forum sudah dibaca oleh pengguna ini',
    params: IdForum,
    response: BacaForum,
  }),
  eventsForum: defineCall({
    method: 'GET',
    path: '/lms/events/forum/:id',
    summary:
      "Aliran SSE forum: 'time' tiap detik dan 'forum' saat postingan baru, diubah, atau dihapus",
    params: IdForum,
    response: z.null(),
    produces: 'text/event-stream',
  }),
};
