import type { Role } from './akses';
import { gagal, type HasilCek, LOLOS } from './hasil';
import { idKomentar } from './tugas';

// Comment threads on exam work and assignment submissions (spec 2 'Percakapan', 3 'Chat group',
// 4 'Chat unread counters', 6 'Comment group', 7 chat calls and 'Identifiers').

export const JENIS_KOMENTAR = ['ujian', 'tugas'] as const;
export type JenisKomentar = (typeof JENIS_KOMENTAR)[number];

/** The only usage of the LMS's chat groups (spec 3). */
export const USAGE_CHAT = 'lms';

/** The longest comment kept (characters after cleaning). */
export const MAKS_PANJANG_KOMENTAR = 2000;
/** The longest group name. */
export const MAKS_NAMA_GROUP = 200;
/** Comments of a thread per read: the newest, then older ones with a 'before' cursor. */
export const BATAS_KOMENTAR_DEFAULT = 20;
export const BATAS_KOMENTAR_MAKS = 100;
/** Threads whose unread counts one call may ask for. */
export const MAKS_THREAD_BELUM_DIBACA = 50;

export const PESAN_CHAT = {
  isiKosong: 'Komentar wajib diisi',
  isiPanjang: `Komentar maksimal ${MAKS_PANJANG_KOMENTAR} karakter`,
  namaKosong: 'Nama grup wajib diisi',
  namaPanjang: `Nama grup maksimal ${MAKS_NAMA_GROUP} karakter`,
  idGroup: 'Id grup percakapan tidak valid',
  idThread: 'Id percakapan tidak valid',
  idKomentar: 'Id komentar tidak valid',
  jenis: 'Jenis konten harus ujian atau tugas',
  usage: "Usage grup percakapan harus 'lms'",
  groupTidakAda: 'Grup percakapan tidak ditemukan',
  threadTidakAda: 'Percakapan tidak ditemukan',
  komentarTidakAda: 'Komentar tidak ditemukan',
  groupBukanKonten: 'Id grup percakapan tidak sesuai dengan kontennya',
  groupSudahAda: 'Grup percakapan sudah dipakai untuk konten lain',
  threadBukanGroup: 'Percakapan ini bukan bagian dari grup tersebut',
  bukanMilik: 'Anda hanya dapat membaca dan menulis percakapan Anda sendiri',
  tidakBolehTulis: 'Anda tidak dapat menulis komentar pada percakapan ini',
  hapusBukanMilik: 'Anda hanya dapat menghapus komentar Anda sendiri',
  sudahDihapus: 'Komentar sudah dihapus',
  aliranGroup: 'Mahasiswa hanya dapat membuka aliran percakapannya sendiri',
  jenisTidakDikenal: 'Jenis konten percakapan belum didukung',
  waktuPosting: 'Waktu posting tidak valid',
  userDeleted: 'Pengguna komentar tidak valid',
  sebelum: 'Penanda halaman tidak valid',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a thread id names: the content, and the group (assignment group) or the student. */
export interface UtasKomentar {
  jenis: JenisKomentar;
  idGroup: string;
  idKonten: string;
  idKelompok: string | null;
  idMahasiswa: string | null;
}

/**
 * The group and thread ids of a content's comments (spec 7 'Identifiers', built by domain
 * tugas.idKomentar): 'LMS-{content}' and 'komentar-{jenis}__LMS-{content}__{content}__{student}'
 * for an exam or an individual assignment; the assignment group's id and
 * 'komentar-tugas__{group}__{content}' for a group assignment.
 */
export function idUtasKomentar(args: {
  jenis: JenisKomentar;
  idKonten: string;
  idKelompok?: string | null;
  idMahasiswa?: string | null;
}) {
  return idKomentar(args);
}

/**
 * A thread id read back (the inverse of idUtasKomentar); null when it is not one: ids are
 * UUIDs, a group thread is only an assignment's, and an individual thread's group is its
 * content's 'LMS-{id}'. The server trusts nothing else of a thread than what this gives.
 */
export function uraiIdThread(id: string): UtasKomentar | null {
  const m = /^komentar-(ujian|tugas)__(.+)$/.exec(id);
  if (!m) return null;
  const jenis = m[1] as JenisKomentar;
  const bagian = (m[2] as string).split('__');
  if (bagian.length === 2) {
    const [idKelompok, idKonten] = bagian as [string, string];
    if (jenis !== 'tugas' || !UUID.test(idKelompok) || !UUID.test(idKonten)) return null;
    return { jenis, idGroup: idKelompok, idKonten, idKelompok, idMahasiswa: null };
  }
  if (bagian.length === 3) {
    const [idGroup, idKonten, idMahasiswa] = bagian as [string, string, string];
    if (!UUID.test(idKonten) || !UUID.test(idMahasiswa) || idGroup !== `LMS-${idKonten}`) {
      return null;
    }
    return { jenis, idGroup, idKonten, idKelompok: null, idMahasiswa };
  }
  return null;
}

/** A group id read back: a content's 'LMS-{id}', or an assignment group's own id. */
export function uraiIdGroup(
  id: string,
): { bentuk: 'konten'; idKonten: string } | { bentuk: 'kelompok'; idKelompok: string } | null {
  if (id.startsWith('LMS-')) {
    const idKonten = id.slice(4);
    return UUID.test(idKonten) ? { bentuk: 'konten', idKonten } : null;
  }
  return UUID.test(id) ? { bentuk: 'kelompok', idKelompok: id } : null;
}

/**
 * The group id a content (and, for a group assignment, its group) must have; a group is created
 * only under that id (the client cannot attach a group to another's content).
 */
export function idGroupSesuai(
  id: string,
  args: { jenis: JenisKomentar; idKonten: string; idKelompok?: string | null },
): boolean {
  if (args.idKelompok) return args.jenis === 'tugas' && id === args.idKelompok;
  return id === `LMS-${args.idKonten}`;
}

/** The role label of a comment's writer and a group member (spec 6 'Comment group'). */
export const LABEL_PERAN_KOMENTAR = {
  mahasiswa: 'Mahasiswa',
  dosen: 'Dosen',
  operator: 'Operator',
} as const satisfies Record<Role, string>;
export type LabelPeranKomentar = (typeof LABEL_PERAN_KOMENTAR)[Role];

export function labelPeranKomentar(role: Role): LabelPeranKomentar {
  return LABEL_PERAN_KOMENTAR[role];
}

export interface OrangGroup {
  id_user: string;
  nama: string;
}

/**
 * The members of a comment group (spec 6): each student is Mahasiswa and each lecturer
 * (id_user) is Dosen; the server decides them from the class, never from the client. One
 * person is listed once (a lecturer first).
 */
export function anggotaGroupKomentar(args: { mahasiswa: OrangGroup[]; dosen: OrangGroup[] }) {
  const hasil: { id: string; role: 'Mahasiswa' | 'Dosen'; nama: string }[] = [];
  const ada = new Set<string>();
  for (const [daftar, role] of [
    [args.dosen, 'Dosen'],
    [args.mahasiswa, 'Mahasiswa'],
  ] as const) {
    for (const o of daftar) {
      if (ada.has(o.id_user)) continue;
      ada.add(o.id_user);
      hasil.push({ id: o.id_user, role, nama: o.nama });
    }
  }
  return hasil;
}

/**
 * A comment as kept: plain text, line ends '\n', no control characters but new lines and tabs,
 * no trailing spaces on a line, at most one empty line in a row, trimmed. (HTML is stripped by
 * the server before this.)
 */
export function normalisasiKomentar(teks: string): string {
  return (
    teks
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b\u2028\u2029]/g, '')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** A comment's text after cleaning: required, at most MAKS_PANJANG_KOMENTAR characters. */
export function validasiKomentar(isi: string): HasilCek {
  if (isi.length === 0) return gagal(PESAN_CHAT.isiKosong);
  if ([...isi].length > MAKS_PANJANG_KOMENTAR) return gagal(PESAN_CHAT.isiPanjang);
  return LOLOS;
}

/** Deleting a comment: its writer only, once (spec 7 log_hapus_komentar names user_deleted). */
export function izinHapusKomentar(args: {
  idPenulis: string;
  idPengguna: string;
  dihapus: boolean;
}): HasilCek {
  if (args.idPenulis !== args.idPengguna) return gagal(PESAN_CHAT.hapusBukanMilik);
  if (args.dihapus) return gagal(PESAN_CHAT.sudahDihapus);
  return LOLOS;
}

/**
 * Unread comments of a thread for one reader: others' comments, not deleted, posted after the
 * reader last read it (never read: all of them).
 */
export function belumDibaca(
  komentar: { id_user: string; waktu_posting: string | Date; dihapus: boolean }[],
  pembaca: string,
  terakhirDibaca: string | Date | null,
): number {
  const batas = terakhirDibaca === null ? null : new Date(terakhirDibaca).getTime();
  return komentar.filter(
    (k) =>
      k.id_user !== pembaca &&
      !k.dihapus &&
      (batas === null || new Date(k.waktu_posting).getTime() > batas),
  ).length;
}

/** The unread counters the apps keep per thread id (spec 4: set, +1, reset to empty). */
export type PenghitungBelumDibaca = Readonly<Record<string, number>>;
export type AksiPenghitung =
  | { jenis: 'set'; id: string; jumlah: number }
  | { jenis: 'tambah'; id: string }
  | { jenis: 'kosongkan' };

export function ubahPenghitung(
  state: PenghitungBelumDibaca,
  aksi: AksiPenghitung,
): PenghitungBelumDibaca {
  if (aksi.jenis === 'kosongkan') return {};
  if (aksi.jenis === 'tambah') return { ...state, [aksi.id]: (state[aksi.id] ?? 0) + 1 };
  return { ...state, [aksi.id]: Math.max(0, Math.trunc(aksi.jumlah)) };
}
