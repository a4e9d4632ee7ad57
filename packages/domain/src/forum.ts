import type { Role } from './akses';
import { formatIsoOffset } from './formatWaktu';
import { type GalatForm, isKosong } from './hasil';
import { DEFAULT_ZONA_WAKTU, keEpoch, type WaktuInput } from './waktu';

// Forums (spec 2 'Forum', 3 'Forum', 5 'Forum form', 9 'Forum').

/** minimal_post defaults to 1 and may not go below it (spec 3, 5, 9). */
export const MINIMAL_POST_DEFAULT = 1;

export interface FormForum {
  pertemuan: string | null;
  judul: string;
  deskripsi: string;
  waktu_mulai: WaktuInput | null;
  waktu_selesai: WaktuInput | null;
  penilaian_keaktifan: boolean;
  minimal_post: number | null;
}

export type FieldForum =
  | 'pertemuan'
  | 'judul'
  | 'deskripsi'
  | 'waktu_mulai'
  | 'waktu_selesai'
  | 'minimal_post';

export const PESAN_FORUM = {
  pertemuan: 'Pertemuan wajib diisi',
  judul: 'Judul wajib diisi',
  deskripsi: 'Deskripsi wajib diisi',
  mulai: 'Waktu mulai wajib diisi',
  selesai: 'Waktu selesai wajib diisi',
  mulaiTerkunci: 'Waktu mulai tidak bisa diubah karena sudah ada peserta forum',
  selesaiSebelumMulai: 'Waktu selesai tidak boleh kurang dari waktu mulai',
  selesaiMinimal: 'Rentang waktu tidak boleh kurang dari 5 menit',
  minimalPost: 'Minimal post tidak boleh kurang dari 1',
} as const;

export function formForumAwal(pertemuan?: string | null): FormForum {
  return {
    pertemuan: pertemuan ?? null,
    judul: '',
    deskripsi: '',
    waktu_mulai: null,
    waktu_selesai: null,
    penilaian_keaktifan: false,
    minimal_post: MINIMAL_POST_DEFAULT,
  };
}

/**
 * Forum form (spec 5): meeting (operators only), title, description, start and end required;
 * start locked once participants joined; end not before start (start + 5 minutes in the variant
 * that asks for it); minimal_post a number of at least 1.
 */
export function validasiForum(
  form: FormForum,
  opsi: {
    operator: boolean;
    tz?: string;
    asal?: { waktu_mulai?: WaktuInput | null; jumlah_peserta_join?: number | null } | null;
    selisihMinimalMenit?: number;
  },
): GalatForm<FieldForum> {
  const tz = opsi.tz ?? DEFAULT_ZONA_WAKTU;
  const galat: GalatForm<FieldForum> = {};
  const mulai = keEpoch(form.waktu_mulai, tz);
  const selesai = keEpoch(form.waktu_selesai, tz);
  const mulaiAsal = keEpoch(opsi.asal?.waktu_mulai, tz);
  if (opsi.operator && isKosong(form.pertemuan)) galat.pertemuan = PESAN_FORUM.pertemuan;
  if (isKosong(form.judul)) galat.judul = PESAN_FORUM.judul;
  if (isKosong(form.deskripsi)) galat.deskripsi = PESAN_FORUM.deskripsi;
  if (mulai === null) galat.waktu_mulai = PESAN_FORUM.mulai;
  else if ((opsi.asal?.jumlah_peserta_join ?? 0) > 0 && mulaiAsal !== null && mulai !== mulaiAsal) {
    galat.waktu_mulai = PESAN_FORUM.mulaiTerkunci;
  }
  if (selesai === null) galat.waktu_selesai = PESAN_FORUM.selesai;
  else if (mulai !== null && selesai < mulai) galat.waktu_selesai = PESAN_FORUM.selesaiSebelumMulai;
  else if (mulai !== null && selesai < mulai + (opsi.selisihMinimalMenit ?? 0) * 60_000) {
    galat.waktu_selesai = PESAN_FORUM.selesaiMinimal;
  }
  const post = form.minimal_post;
  if (post === null || !Number.isInteger(post) || post < MINIMAL_POST_DEFAULT) {
    galat.minimal_post = PESAN_FORUM.minimalPost;
  }
  return galat;
}

/** Start cannot be edited once participants joined (spec 5). */
export function waktuMulaiForumTerkunci(forum: { jumlah_peserta_join?: number | null }): boolean {
  return (forum.jumlah_peserta_join ?? 0) > 0;
}

/** A forum item is collapsed by default for students when it has not started (spec 2). */
export function forumTerlipat(
  forum: { waktu_mulai?: WaktuInput | null },
  role: Role,
  sekarang: WaktuInput,
): boolean {
  if (role !== 'mahasiswa') return false;
  const mulai = keEpoch(forum.waktu_mulai);
  const kini = keEpoch(sekarang);
  return mulai === null || kini === null || kini < mulai;
}

/** Edit and delete show only when the item is editable and open (spec 2). */
export function tombolKelolaForumTampil(forum: { bisaDiubah: boolean; terbuka: boolean }) {
  return forum.bisaDiubah && forum.terbuka;
}

/** Forum link from a meeting (spec 2). */
export function linkForum(idGroupChat: string, idForumChat: string): string {
  return `/forum?groupId=${encodeURIComponent(idGroupChat)}&forumId=${encodeURIComponent(
    idForumChat,
  )}&referer=kelas-kuliah`;
}

/** Forum save payload with offset times (spec 7). */
export function payloadForum(form: FormForum, tz: string = DEFAULT_ZONA_WAKTU) {
  return {
    id_pertemuan: form.pertemuan,
    judul: form.judul.trim(),
    deskripsi: form.deskripsi,
    waktu_mulai: formatIsoOffset(form.waktu_mulai, tz),
    waktu_selesai: formatIsoOffset(form.waktu_selesai, tz),
    penilaian_keaktifan: form.penilaian_keaktifan,
    minimal_post: form.minimal_post ?? MINIMAL_POST_DEFAULT,
  };
}

/** A forum's state on the server's clock: before its start, open until its end, finished. */
export const STATUS_FORUM = ['belum_dimulai', 'berlangsung', 'selesai'] as const;
export type StatusForum = (typeof STATUS_FORUM)[number];

export function statusForumPada(
  forum: { waktu_mulai: WaktuInput; waktu_selesai: WaktuInput },
  sekarang: WaktuInput,
): StatusForum {
  const kini = keEpoch(sekarang) ?? 0;
  if (kini > (keEpoch(forum.waktu_selesai) ?? 0)) return 'selesai';
  return kini >= (keEpoch(forum.waktu_mulai) ?? 0) ? 'berlangsung' : 'belum_dimulai';
}

/**
 * Open (spec 2 'editable and open'): the forum has not ended. Nobody posts after the end, and a
 * finished forum (its posts graded) is neither edited nor deleted.
 */
export function forumTerbuka(
  forum: { waktu_mulai: WaktuInput; waktu_selesai: WaktuInput },
  sekarang: WaktuInput,
): boolean {
  return statusForumPada(forum, sekarang) !== 'selesai';
}

/** Posting needs a started, unfinished forum (students and lecturers alike). */
export function bolehPostingForum(
  forum: { waktu_mulai: WaktuInput; waktu_selesai: WaktuInput },
  sekarang: WaktuInput,
): boolean {
  return statusForumPada(forum, sekarang) === 'berlangsung';
}

/**
 * A student completes a forum (spec 3 `completed`, the meeting's posting_forum attendance rule)
 * once they posted at least minimal_post times; threads and replies both count, deleted ones not.
 */
export function forumSelesaiMahasiswa(jumlahPost: number, minimalPost: number | null): boolean {
  const minimal = Math.max(minimalPost ?? MINIMAL_POST_DEFAULT, MINIMAL_POST_DEFAULT);
  return jumlahPost >= minimal;
}

/** The spec's chat ids: a stable group per class, and FORUM__{id} per forum (spec 2, grade recap). */
export const AWALAN_FORUM_CHAT = 'FORUM__';
export const idGroupChatKelas = (idKelas: string) => `LMS-KELAS-${idKelas}`;
export const idForumChat = (idForum: string) => `${AWALAN_FORUM_CHAT}${idForum}`;

/** The forum id in a link's forumId (FORUM__{id}); a bare id is taken as it is. */
export function idForumDariChat(forumId: string | null | undefined): string | null {
  if (!forumId) return null;
  const id = forumId.startsWith(AWALAN_FORUM_CHAT)
    ? forumId.slice(AWALAN_FORUM_CHAT.length)
    : forumId;
  return id === '' ? null : id;
}

/**
 * Who changes a post: its author edits and deletes it while the forum is open; the class's
 * lecturers (and operators who may change the class) delete any post of it, at any time.
 */
export function bolehUbahPostForum(p: { milikSendiri: boolean; terbuka: boolean }): boolean {
  return p.milikSendiri && p.terbuka;
}

export function bolehHapusPostForum(p: {
  milikSendiri: boolean;
  terbuka: boolean;
  pengelolaKelas: boolean;
}): boolean {
  return p.pengelolaKelas || (p.milikSendiri && p.terbuka);
}

/** Server messages of the forum calls (beyond the form's). */
export const PESAN_FORUM_SERVER = {
  tidakAda: 'Forum tidak ditemukan',
  pertemuanTidakAda: 'Pertemuan tidak ditemukan',
  postTidakAda: 'Postingan forum tidak ditemukan',
  mulaiSebelumKemarin: 'Tanggal mulai forum paling awal kemarin',
  belumDimulai: 'Forum belum dimulai. Forum dapat dibuka setelah waktu mulai.',
  belumDimulaiPosting: 'Forum belum dimulai, belum dapat memposting',
  sudahBerakhir: 'Forum telah berakhir, tidak dapat memposting lagi',
  tertutup: 'Forum telah berakhir dan tidak dapat diubah atau dihapus',
  /** Students' posts count for the meeting's attendance: the forum stays on its meeting. */
  pertemuanTerkunci: 'Pertemuan tidak bisa diubah karena sudah ada peserta forum',
  isiKosong: 'Isi postingan wajib diisi',
  indukBukanTopik: 'Balasan hanya dapat diberikan pada topik diskusi di forum ini',
  ubahPostLain: 'Anda hanya dapat mengubah postingan Anda sendiri',
  hapusPostLain: 'Anda hanya dapat menghapus postingan Anda sendiri',
  postTertutup: 'Forum telah berakhir, postingan tidak dapat diubah atau dihapus lagi',
} as const;
