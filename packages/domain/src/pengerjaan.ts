import { gagal, type HasilCek, LOLOS } from './hasil';
import { keEpoch, type WaktuInput } from './waktu';

// Taking an exam (issue 13; spec 3 'Exam', 'Exam attempt', 4 'Exam status'): the deadline of an
// attempt, which answer write wins, the order a student sees the questions in, and which
// questions of a group they get. The server decides with these; the student app uses the same
// ones to show the deadline and the questions before the server answers.

const MENIT_MS = 60_000;

/** What of an exam decides an attempt's deadline. */
export interface WaktuUjian {
  waktu_selesai: WaktuInput | null | undefined;
  gunakan_batas_waktu: boolean;
  /** Minutes, when the time limit is on. */
  durasi?: number | null;
}

/**
 * The deadline of an attempt that started at `mulai` (epoch ms): the exam's end, or earlier when
 * the exam has a time limit and the attempt started less than `durasi` before the end. Null when
 * the exam has no end (an attempt is then bounded only by its duration, if any).
 */
export function batasPengerjaan(ujian: WaktuUjian, mulai: WaktuInput): number | null {
  const selesai = keEpoch(ujian.waktu_selesai);
  const awal = keEpoch(mulai);
  const durasi =
    ujian.gunakan_batas_waktu && ujian.durasi && ujian.durasi > 0 && awal !== null
      ? awal + ujian.durasi * MENIT_MS
      : null;
  if (selesai === null) return durasi;
  if (durasi === null) return selesai;
  return Math.min(selesai, durasi);
}

export const PESAN_PENGERJAAN = {
  belumDimulai: 'Kuis/ujian belum dimulai',
  sudahBerakhir: 'Kuis/ujian sudah berakhir',
  waktuHabis: 'Waktu pengerjaan sudah habis. Jawaban tidak dapat disimpan lagi.',
  sudahDikumpulkan: 'Pengerjaan sudah dikumpulkan. Jawaban tidak dapat diubah lagi.',
  bukanPeserta: 'Anda bukan peserta kuis/ujian ini',
  belumSiap:
    'Kuis/ujian belum siap dikerjakan karena soalnya belum lengkap. Silakan hubungi dosen pengampu.',
} as const;

/**
 * Whether an answer written at `kini` may still be stored: up to and including the deadline
 * (an answer one second before it counts, one second after it does not), and never after the
 * attempt was submitted.
 */
export function bolehSimpanJawaban(args: {
  batas: number | null;
  kini: WaktuInput;
  dikumpulkan: boolean;
}): HasilCek {
  if (args.dikumpulkan) return gagal(PESAN_PENGERJAAN.sudahDikumpulkan);
  const kini = keEpoch(args.kini);
  if (args.batas !== null && (kini === null || kini > args.batas)) {
    return gagal(PESAN_PENGERJAAN.waktuHabis);
  }
  return LOLOS;
}

/**
 * Which of two writes of the same answer wins. Each write carries the version the student's
 * device gave it (a counter per question that only grows on that device); a retry of the same
 * write, or an older one arriving late over a flaky connection, never replaces a newer answer.
 */
export function jawabanMenggantikan(
  tersimpan: { versi: number } | null | undefined,
  baru: { versi: number },
): 'simpan' | 'sudah_ada' | 'usang' {
  if (!tersimpan) return 'simpan';
  if (baru.versi > tersimpan.versi) return 'simpan';
  return baru.versi === tersimpan.versi ? 'sudah_ada' : 'usang';
}

/** 32-bit FNV-1a of a string: the seed of a student's shuffle. */
function fnv1a(teks: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < teks.length; i++) {
    h ^= teks.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator, the same sequence for the same seed everywhere. */
function acakDariBenih(benih: number): () => number {
  let a = benih;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `item` in the order of one attempt (acakSoal): shuffled by a key of that attempt (its id, with
 * the group's id for the questions of a group), the same order on every reload, on every
 * instance and in the student app; another attempt gets another order. Not a secret: it only
 * keeps neighbours from seeing the same question at the same time.
 */
export function urutanAcak<T>(item: readonly T[], kunci: string): T[] {
  const hasil = [...item];
  const acak = acakDariBenih(fnv1a(kunci));
  for (let i = hasil.length - 1; i > 0; i--) {
    const j = Math.floor(acak() * (i + 1));
    [hasil[i], hasil[j]] = [hasil[j] as T, hasil[i] as T];
  }
  return hasil;
}

export const ATURAN_KELOMPOK_SOAL = ['semua', 'random', 'sebagian'] as const;
export type AturanKelompokSoal = (typeof ATURAN_KELOMPOK_SOAL)[number];

export interface KelompokSoal<S> {
  id: string;
  aturan: AturanKelompokSoal;
  /** For 'random' and 'sebagian': how many questions of the group a student answers. */
  jumlah_wajib_dijawab?: number | null;
  soal: readonly S[];
}

export const PESAN_KELOMPOK_SOAL = {
  jumlahWajib: 'Jumlah soal wajib dijawab wajib diisi',
  jumlahMinimal: 'Jumlah soal wajib dijawab minimal 1',
  jumlahMaksimal: 'Jumlah soal wajib dijawab tidak boleh lebih dari jumlah soal',
} as const;

/** A group's rule as saved: 'random' and 'sebagian' need a count between 1 and its questions. */
export function validasiKelompokSoal(kelompok: {
  aturan: AturanKelompokSoal;
  jumlah_wajib_dijawab?: number | null;
  jumlahSoal: number;
}): HasilCek {
  if (kelompok.aturan === 'semua') return LOLOS;
  const n = kelompok.jumlah_wajib_dijawab;
  if (n === null || n === undefined || Number.isNaN(n))
    return gagal(PESAN_KELOMPOK_SOAL.jumlahWajib);
  if (!Number.isInteger(n) || n < 1) return gagal(PESAN_KELOMPOK_SOAL.jumlahMinimal);
  if (n > kelompok.jumlahSoal) return gagal(PESAN_KELOMPOK_SOAL.jumlahMaksimal);
  return LOLOS;
}

/**
 * The questions of a group one attempt gets, in its order, and how many of them must be answered:
 *   - semua: every question, every one to answer;
 *   - random: `jumlah_wajib_dijawab` questions drawn for this attempt, all to answer;
 *   - sebagian: every question, the student chooses `jumlah_wajib_dijawab` of them to answer.
 * With acakSoal off the questions keep the group's order (a 'random' draw still differs per
 * attempt, in the group's order).
 */
export function soalUntukPengerjaan<S>(
  kelompok: KelompokSoal<S>,
  opsi: { shuffleSeed: string; acakSoal: boolean },
): { soal: S[]; wajibDijawab: number } {
  const kunci = `${opsi.shuffleSeed}:${kelompok.id}`;
  const semua = kelompok.soal.length;
  const n = Math.min(Math.max(kelompok.jumlah_wajib_dijawab ?? semua, 0), semua);
  if (kelompok.aturan === 'random') {
    const terpilih = new Set(urutanAcak(kelompok.soal, `${kunci}:undi`).slice(0, n));
    const urut = kelompok.soal.filter((s) => terpilih.has(s));
    return { soal: opsi.acakSoal ? urutanAcak(urut, kunci) : urut, wajibDijawab: n };
  }
  const soal = opsi.acakSoal ? urutanAcak(kelompok.soal, kunci) : [...kelompok.soal];
  return { soal, wajibDijawab: kelompok.aturan === 'semua' ? semua : n };
}

/** A group as readiness sees it: its rule, the count it asks for, the questions it holds. */
export interface KelompokKesiapan {
  nomor: number;
  judul: string;
  aturan: AturanKelompokSoal;
  jumlah_wajib_dijawab?: number | null;
  jumlahSoal: number;
}

export const PESAN_KESIAPAN_SOAL = {
  /** The staff's tag and warning title. */
  judul: 'Soal belum lengkap',
  keterangan: 'Mahasiswa belum dapat mengerjakan kuis/ujian ini sampai soalnya lengkap.',
  /** The exam form of a new quiz: it has no question yet when it is saved. */
  ujianBaru:
    'Kuis/ujian baru belum memiliki soal. Setelah disimpan, halaman soalnya terbuka untuk menambahkan soal; mahasiswa baru dapat mengerjakan setelah soalnya lengkap.',
  tanpaKelompok: 'Belum ada kelompok soal',
  kelompokKosong: (nama: string) => `${nama} belum memiliki soal`,
  kelompokKurang: (nama: string, perlu: number, ada: number) =>
    `${nama} membutuhkan ${perlu} soal, baru ada ${ada}`,
} as const;

const namaKelompok = (k: Pick<KelompokKesiapan, 'nomor' | 'judul'>) =>
  `Kelompok ${k.nomor}${k.judul.trim() ? ` (${k.judul.trim()})` : ''}`;

/**
 * What keeps an exam's groups from giving every attempt its questions, in group order: no group
 * at all, a group without questions, or a 'random'/'sebagian' group asking for more questions
 * than it holds. An attempt draws its questions once, at its start (soalUntukPengerjaan), so an
 * exam with a problem here must not be started: questions added later never reach the attempt.
 * Empty when the exam is ready.
 */
export function masalahSoalUjian(kelompok: readonly KelompokKesiapan[]): string[] {
  if (kelompok.length === 0) return [PESAN_KESIAPAN_SOAL.tanpaKelompok];
  const masalah: string[] = [];
  for (const k of [...kelompok].sort((a, b) => a.nomor - b.nomor)) {
    if (k.jumlahSoal === 0) {
      masalah.push(PESAN_KESIAPAN_SOAL.kelompokKosong(namaKelompok(k)));
      continue;
    }
    const perlu = k.aturan === 'semua' ? null : (k.jumlah_wajib_dijawab ?? null);
    if (perlu !== null && perlu > k.jumlahSoal) {
      masalah.push(PESAN_KESIAPAN_SOAL.kelompokKurang(namaKelompok(k), perlu, k.jumlahSoal));
    }
  }
  return masalah;
}

/**
 * Whether a student sees scores (their total and each answer's) of an attempt: only once it is
 * submitted and the lecturer has published the scores. An open attempt never gets a score:
 * scores come from the key, and a student trying each option would read the key from them.
 */
export function nilaiPengerjaanTampil(args: {
  dikumpulkan: boolean;
  isTampilkanNilai: boolean;
}): boolean {
  return args.dikumpulkan && args.isTampilkanNilai;
}

/** The key of a question that is scored on save (choice and true/false). */
export type KunciOtomatis =
  | { jenis: 'pilihan'; kunci: number }
  | { jenis: 'benar_salah'; kunci: 'benar' | 'salah' }
  | { jenis: 'esay' };

/** An answer as scoring sees it. */
export type JawabanDinilai =
  | { jenis: 'pilihan'; pilihan: number | null }
  | { jenis: 'benar_salah'; jawaban: 'benar' | 'salah' | null }
  | { jenis: 'esay' };

export const NILAI_MAKS_SOAL = 100;

/**
 * The score of an answer on save: choice and true/false are 100 when they match the key and 0
 * otherwise (an empty answer scores 0); an essay waits for the lecturer (null).
 */
export function nilaiOtomatis(soal: KunciOtomatis, jawaban: JawabanDinilai): number | null {
  if (soal.jenis === 'esay' || jawaban.jenis !== soal.jenis)
    return soal.jenis === 'esay' ? null : 0;
  if (soal.jenis === 'pilihan' && jawaban.jenis === 'pilihan') {
    return jawaban.pilihan === soal.kunci ? NILAI_MAKS_SOAL : 0;
  }
  if (soal.jenis === 'benar_salah' && jawaban.jenis === 'benar_salah') {
    return jawaban.jawaban === soal.kunci ? NILAI_MAKS_SOAL : 0;
  }
  return 0;
}

/** One group of an attempt for scoring: how many count, and the scores of its answered questions. */
export interface KelompokDinilai {
  wajib: number;
  /** One entry per answered question: its score, or null while an essay waits for a grade. */
  nilai: readonly (number | null)[];
}

/**
 * The final score of an attempt, 0..100 with two decimals: per group the best `wajib` scores
 * (a 'sebagian' group counts the questions the student answered best; a question left
 * unanswered scores 0), averaged over every counted question, minus the deduction, never below
 * 0. Null while an answered question still waits for a grade (`belumDinilai` says how many).
 */
export function hitungNilaiAkhir(
  kelompok: readonly KelompokDinilai[],
  pengurangan = 0,
): { nilai: number | null; belumDinilai: number } {
  const belumDinilai = kelompok.reduce((n, k) => n + k.nilai.filter((v) => v === null).length, 0);
  if (belumDinilai > 0) return { nilai: null, belumDinilai };
  let jumlah = 0;
  let dihitung = 0;
  for (const k of kelompok) {
    const terbaik = [...(k.nilai as number[])].sort((a, b) => b - a).slice(0, k.wajib);
    jumlah += terbaik.reduce((a, b) => a + b, 0);
    dihitung += k.wajib;
  }
  const rata = dihitung === 0 ? 0 : jumlah / dihitung;
  const nilai = Math.max(0, Math.round((rata - pengurangan) * 100) / 100);
  return { nilai, belumDinilai: 0 };
}

/**
 * Seconds left of an attempt at `kini` (the server clock), never below 0; null when it has no
 * deadline. The timer of the exam page counts down from it.
 */
export function sisaDetikPengerjaan(
  batas: WaktuInput | null | undefined,
  kini: WaktuInput,
): number | null {
  const b = keEpoch(batas);
  const k = keEpoch(kini);
  if (b === null) return null;
  return Math.max(0, Math.ceil((b - (k ?? 0)) / 1000));
}
