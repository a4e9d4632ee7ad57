import { bulatkan } from './angka';
import { cekBerurutan, type HasilCek, isKosong } from './hasil';
import type { JabatanKelompok } from './kelompok';
import type { StatusMonitoringTugas } from './status';
import type { VarianUnggah } from './unggah';
import { DEFAULT_ZONA_WAKTU, keEpoch, type WaktuInput } from './waktu';

// Assignments (tugas): spec 2 'Assignments', 3 'Group', 4 'Group', 7 (comment identifiers);
// issue 24 for what the spec shows without its rules (the deadline of a slow upload, late work).

/** Assignment types (spec 3 'Assignment type filter'). */
export const JENIS_TUGAS = ['individu', 'kelompok'] as const;
export type JenisTugas = (typeof JENIS_TUGAS)[number];

export const LABEL_JENIS_TUGAS = {
  individu: 'Individu',
  kelompok: 'Kelompok',
} as const satisfies Record<JenisTugas, string>;

/**
 * Where an assignment stands for its lecturer: not started, started with nothing handed in,
 * something handed in and not yet graded, or everything handed in graded.
 */
export function statusMonitoringTugas(
  tugas: { waktu_mulai: WaktuInput },
  rekap: { jumlah_pengumpulan: number; jumlah_dinilai: number },
  sekarang: WaktuInput,
): StatusMonitoringTugas {
  const mulai = keEpoch(tugas.waktu_mulai);
  const kini = keEpoch(sekarang);
  if (mulai !== null && kini !== null && kini < mulai) return 'Belum Dimulai';
  if (rekap.jumlah_pengumpulan <= 0) return 'Belum Ada Pengumpulan';
  return rekap.jumlah_dinilai < rekap.jumlah_pengumpulan ? 'Belum Dinilai' : 'Sudah Dinilai';
}

/** What the server makes of a submission, from the moment its upload started. */
export type PutusanPengumpulan = 'belum_dibuka' | 'tepat_waktu' | 'terlambat' | 'ditolak';

/**
 * A submission is judged by when its upload started on the server, not when it finished: a
 * student on a slow connection who started before the deadline is on time (issue 24). After the
 * deadline it is refused, unless the assignment takes late work (then it is marked late).
 */
export function putusanPengumpulan(
  tugas: {
    waktu_mulai: WaktuInput;
    waktu_selesai: WaktuInput;
    terima_terlambat: boolean;
  },
  mulaiUnggah: WaktuInput,
): PutusanPengumpulan {
  const mulai = keEpoch(tugas.waktu_mulai);
  const selesai = keEpoch(tugas.waktu_selesai);
  const unggah = keEpoch(mulaiUnggah);
  if (unggah === null) return 'ditolak';
  if (mulai !== null && unggah < mulai) return 'belum_dibuka';
  if (selesai === null || unggah <= selesai) return 'tepat_waktu';
  return tugas.terima_terlambat ? 'terlambat' : 'ditolak';
}

export const PESAN_PENGUMPULAN = {
  belum_dibuka: 'Tugas belum dimulai',
  ditolak: 'Batas waktu pengumpulan tugas sudah lewat',
  bukanKetua: 'Hanya ketua kelompok yang dapat mengumpulkan tugas',
  sudahDinilai: 'Pengumpulan yang sudah dinilai tidak dapat diganti',
  kosong: 'Unggah berkas atau tulis jawaban terlebih dahulu',
} as const;

/**
 * The wording of a refused submission file (domain periksaBerkas), the same in the student's
 * panel and from the server: the inline field's Indonesian messages of spec 5 'Uploads' ('Jenis
 * file yang didukung adalah ...', 'Ukuran file tidak boleh lebih dari {n}MB.').
 */
export const VARIAN_PESAN_PENGUMPULAN = 'inline' as const satisfies VarianUnggah;

/**
 * Whether this student may send (or replace) the submission now: an individual assignment's
 * student, or a group assignment's leader (the other members see it); never once it is graded;
 * and only as putusanPengumpulan allows at this moment.
 */
export function cekKirimPengumpulan(args: {
  tugas: {
    jenis: JenisTugas;
    waktu_mulai: WaktuInput;
    waktu_selesai: WaktuInput;
    terima_terlambat: boolean;
  };
  jabatan?: JabatanKelompok | null;
  sudahDinilai: boolean;
  mulaiUnggah: WaktuInput;
}): HasilCek {
  const putusan = putusanPengumpulan(args.tugas, args.mulaiUnggah);
  return cekBerurutan([
    [args.tugas.jenis === 'kelompok' && args.jabatan !== 'ketua', PESAN_PENGUMPULAN.bukanKetua],
    [args.sudahDinilai, PESAN_PENGUMPULAN.sudahDinilai],
    [putusan === 'belum_dibuka', PESAN_PENGUMPULAN.belum_dibuka],
    [putusan === 'ditolak', PESAN_PENGUMPULAN.ditolak],
  ]);
}

export interface FormTugas {
  pertemuan: string | null;
  judul: string;
  deskripsi: string;
  jenis: JenisTugas | string | null;
  waktu_mulai: WaktuInput | null;
  waktu_selesai: WaktuInput | null;
  terima_terlambat: boolean;
}

export const PESAN_TUGAS = {
  pertemuan: 'Pertemuan wajib diisi',
  judul: 'Judul wajib diisi',
  deskripsi: 'Deskripsi wajib diisi',
  jenis: 'Jenis tugas wajib dipilih',
  mulai: 'Waktu mulai wajib diisi',
  selesai: 'Waktu selesai wajib diisi',
  selesaiSebelumMulai: 'Waktu selesai tidak boleh kurang dari waktu mulai',
  jenisTerkunci: 'Jenis tugas tidak dapat diubah karena sudah ada pengumpulan',
} as const;

/**
 * The assignment form's checks, in the order of the other activity forms (spec 5): the meeting
 * (operators), title, description, type, start, end, end after start; once something was handed
 * in, the type (individual or group) stays.
 */
export function validasiTugas(
  form: FormTugas,
  opsi: {
    operator: boolean;
    tz?: string;
    asal?: { jenis?: string | null; jumlah_pengumpulan?: number | null } | null;
  },
): HasilCek {
  const tz = opsi.tz ?? DEFAULT_ZONA_WAKTU;
  const mulai = keEpoch(form.waktu_mulai, tz);
  const selesai = keEpoch(form.waktu_selesai, tz);
  const adaPengumpulan = (opsi.asal?.jumlah_pengumpulan ?? 0) > 0;
  return cekBerurutan([
    [opsi.operator && isKosong(form.pertemuan), PESAN_TUGAS.pertemuan],
    [isKosong(form.judul), PESAN_TUGAS.judul],
    [isKosong(form.deskripsi), PESAN_TUGAS.deskripsi],
    [!JENIS_TUGAS.includes(form.jenis as JenisTugas), PESAN_TUGAS.jenis],
    [mulai === null, PESAN_TUGAS.mulai],
    [selesai === null, PESAN_TUGAS.selesai],
    [(selesai ?? 0) < (mulai ?? 0), PESAN_TUGAS.selesaiSebelumMulai],
    [
      adaPengumpulan && !isKosong(opsi.asal?.jenis) && opsi.asal?.jenis !== form.jenis,
      PESAN_TUGAS.jenisTerkunci,
    ],
  ]);
}

export const NILAI_TUGAS_MAKSIMAL = 100;

export const PESAN_NILAI_TUGAS = {
  kosong: 'Nilai wajib diisi',
  rentang: `Nilai harus di antara 0 dan ${NILAI_TUGAS_MAKSIMAL}`,
} as const;

/**
 * A lecturer's grade: a number from 0 to 100 (a comma as the decimal mark is read too); the
 * value kept, rounded to two decimals, or the message.
 */
export function validasiNilaiTugas(
  input: number | string | null | undefined,
): { ok: true; nilai: number } | { ok: false; pesan: string } {
  if (input === null || input === undefined || String(input).trim() === '') {
    return { ok: false, pesan: PESAN_NILAI_TUGAS.kosong };
  }
  const n = typeof input === 'number' ? input : Number(String(input).trim().replace(',', '.'));
  if (!(n >= 0 && n <= NILAI_TUGAS_MAKSIMAL))
    return { ok: false, pesan: PESAN_NILAI_TUGAS.rentang };
  return { ok: true, nilai: bulatkan(n, 2) };
}

/**
 * The comment thread of a submission (spec 7 'Identifiers'): its chat group is the group's own
 * for a group assignment, 'LMS-{id}' for an exam or an individual assignment; the thread is
 * 'komentar-{ujian|tugas}__{group}__{content}', plus the student's id when not a group, so each
 * student's conversation with the lecturers is their own.
 */
export function idKomentar(args: {
  jenis: 'ujian' | 'tugas';
  idKonten: string;
  idKelompok?: string | null;
  idMahasiswa?: string | null;
}): { idGroup: string; idThread: string } {
  const idGroup = args.idKelompok ? args.idKelompok : `LMS-${args.idKonten}`;
  const dasar = `komentar-${args.jenis}__${idGroup}__${args.idKonten}`;
  return {
    idGroup,
    idThread: args.idKelompok ? dasar : `${dasar}__${args.idMahasiswa ?? ''}`,
  };
}

/** What the server answers about assignments beyond the form (issue 24). */
export const PESAN_TUGAS_SERVER = {
  tidakAda: 'Tugas tidak ditemukan',
  pertemuanTidakAda: 'Pertemuan tidak ditemukan',
  pengumpulanTidakAda: 'Pengumpulan tidak ditemukan',
  bukanPesertaKelompok: 'Anda belum tergabung dalam kelompok tugas ini',
  bukanTugasKelompok: 'Kelompok hanya untuk tugas kelompok',
  jenisFile: 'Jenis file yang diterima tidak dikenal',
  batasUkuran: 'Batas ukuran file harus lebih dari 0 MB',
  lampiranTidakAda: 'Lampiran tidak ditemukan',
  lampiranPenuh: 'Paling banyak 20 lampiran untuk satu tugas',
  berkasPenuh: 'Paling banyak 10 berkas untuk satu pengumpulan',
  berkasKosong: 'File belum dipilih',
  bukanMultipart: 'Unggah berkas dengan multipart/form-data',
  belumAdaPengumpulan: 'Belum ada pengumpulan',
  umpanBalikPanjang: 'Umpan balik paling banyak 5000 karakter',
} as const;

/** Attachments of one assignment and files of one submission, at most. */
export const MAKS_LAMPIRAN_TUGAS = 20;
export const MAKS_BERKAS_PENGUMPULAN = 10;
