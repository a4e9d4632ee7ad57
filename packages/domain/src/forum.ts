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
