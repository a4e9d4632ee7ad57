import { formatJam, formatTanggal } from './formatWaktu';
import type { AturanKelompokSoal } from './pengerjaan';
import type { LabelStatus, StatusUjian } from './status';
import { statusPengerjaan, ujianBerakhir, ujianDimulai } from './ujian';
import { DEFAULT_ZONA_WAKTU, labelZonaWaktu, type WaktuInput } from './waktu';

// What a student sees of an exam and while taking it (spec 2 'Exams', 3 'Exam attempt', 4 'Exam
// status'): the exam's status on the server clock, their own attempt, the countdown, which
// questions count as answered and how many still need an answer.

interface WaktuUjian {
  waktu_mulai?: WaktuInput | null;
  waktu_selesai?: WaktuInput | null;
}

/**
 * The exam's status at a server time: before the start belum_dimulai, from the start up to the
 * end sedang_berlangsung, after the end selesai (spec 4). No start reads as not started.
 */
export function statusUjianPada(ujian: WaktuUjian, sekarang: WaktuInput): StatusUjian {
  if (ujianBerakhir(ujian, sekarang)) return 'selesai';
  return ujianDimulai(ujian, sekarang) ? 'sedang_berlangsung' : 'belum_dimulai';
}

/** A student's own attempt; `terlewat` is an exam that ended without one. */
export const STATUS_PENGERJAAN_MAHASISWA = [
  'belum_dimulai',
  'sedang_berlangsung',
  'selesai',
  'terlewat',
] as const;
export type StatusPengerjaanMahasiswa = (typeof STATUS_PENGERJAAN_MAHASISWA)[number];

export const LABEL_STATUS_PENGERJAAN = {
  belum_dimulai: { label: 'Belum Dikerjakan', warna: 'grey' },
  sedang_berlangsung: { label: 'Sedang Dikerjakan', warna: 'warning' },
  selesai: { label: 'Sudah Dikerjakan', warna: 'success' },
  terlewat: { label: 'Tidak Dikerjakan', warna: 'danger' },
} as const satisfies Record<StatusPengerjaanMahasiswa, LabelStatus>;

/**
 * The student's attempt status (spec 4, domain `statusPengerjaan`), and `terlewat` when there is
 * none and the exam has ended.
 */
export function statusPengerjaanMahasiswa(
  ujian: WaktuUjian,
  pengerjaan: WaktuUjian | null | undefined,
  sekarang: WaktuInput,
): StatusPengerjaanMahasiswa {
  const status = statusPengerjaan(pengerjaan, sekarang);
  return status === 'belum_dimulai' && ujianBerakhir(ujian, sekarang) ? 'terlewat' : status;
}

/** '90 menit' when the exam has a time limit, else 'Tanpa batas waktu'. */
export function teksDurasiUjian(ujian: {
  gunakan_batas_waktu: boolean;
  durasi?: number | null;
}): string {
  return ujian.gunakan_batas_waktu && ujian.durasi && ujian.durasi > 0
    ? `${ujian.durasi} menit`
    : 'Tanpa batas waktu';
}

/** 'DD MMM YYYY, HH:mm WIB' in the class zone; '-' when empty (spec 9 formats). */
export function formatTanggalJam(
  waktu: WaktuInput | null | undefined,
  tz: string = DEFAULT_ZONA_WAKTU,
): string {
  const tanggal = formatTanggal(waktu, tz);
  return tanggal === '-' ? '-' : `${tanggal}, ${formatJam(waktu, tz)} ${labelZonaWaktu(tz)}`;
}

/**
 * An exam's time span: '01 Sep 2025, 08:00 - 10:00 WIB' on one day,
 * '01 Sep 2025, 08:00 - 02 Sep 2025, 10:00 WIB' across days; '-' without a start.
 */
export function formatRentangWaktu(
  mulai: WaktuInput | null | undefined,
  selesai: WaktuInput | null | undefined,
  tz: string = DEFAULT_ZONA_WAKTU,
): string {
  const tanggalMulai = formatTanggal(mulai, tz);
  if (tanggalMulai === '-') return '-';
  const tanggalSelesai = formatTanggal(selesai, tz);
  const awal = `${tanggalMulai}, ${formatJam(mulai, tz)}`;
  const zona = labelZonaWaktu(tz);
  if (tanggalSelesai === '-') return `${awal} ${zona}`;
  const akhir =
    tanggalSelesai === tanggalMulai
      ? formatJam(selesai, tz)
      : `${tanggalSelesai}, ${formatJam(selesai, tz)}`;
  return `${awal} - ${akhir} ${zona}`;
}

/** The countdown turns amber under 5 minutes and red under 1 minute. */
export const SISA_WAKTU_PERINGATAN_DETIK = 5 * 60;
export const SISA_WAKTU_BAHAYA_DETIK = 60;
export const TINGKAT_SISA_WAKTU = ['normal', 'peringatan', 'bahaya'] as const;
export type TingkatSisaWaktu = (typeof TINGKAT_SISA_WAKTU)[number];

/** How urgent the remaining time is; no limit (null) is normal. */
export function tingkatSisaWaktu(detik: number | null | undefined): TingkatSisaWaktu {
  if (detik === null || detik === undefined || Number.isNaN(detik)) return 'normal';
  if (detik < SISA_WAKTU_BAHAYA_DETIK) return 'bahaya';
  return detik < SISA_WAKTU_PERINGATAN_DETIK ? 'peringatan' : 'normal';
}

const dua = (n: number) => String(n).padStart(2, '0');

/** Remaining time as 'HH:mm:ss' (hours past 24 keep counting); never below '00:00:00'. */
export function formatSisaWaktuUjian(detik: number): string {
  const s = Number.isFinite(detik) ? Math.max(0, Math.ceil(detik)) : 0;
  return `${dua(Math.floor(s / 3600))}:${dua(Math.floor((s % 3600) / 60))}:${dua(s % 60)}`;
}

/** An answer as the student's device and the server hold it (the contract's IsiJawaban). */
export type IsiJawabanMahasiswa =
  | { jenis: 'pilihan'; pilihan: number | null }
  | { jenis: 'benar_salah'; jawaban: 'benar' | 'salah' | null }
  | { jenis: 'esay'; teks?: string | null; files?: readonly unknown[] | null };

/** An answer counts once it chose an option, or an essay has text or an attachment. */
export function jawabanTerisi(isi: IsiJawabanMahasiswa | null | undefined): boolean {
  if (!isi) return false;
  switch (isi.jenis) {
    case 'pilihan':
      return isi.pilihan !== null && isi.pilihan !== undefined;
    case 'benar_salah':
      return isi.jawaban === 'benar' || isi.jawaban === 'salah';
    case 'esay':
      return (isi.teks ?? '').trim() !== '' || (isi.files?.length ?? 0) > 0;
  }
}

/**
 * Questions that still need an answer before submitting: per group, how many of the ones it
 * requires (`wajib_dijawab`, at most its questions) are not answered yet. A 'sebagian' group
 * asking 2 of 4 needs nothing more once 2 are answered.
 */
export function jumlahBelumDijawab(
  kelompok: readonly { wajib_dijawab: number; soal: readonly { id: string }[] }[],
  terjawab: (idSoal: string) => boolean,
): number {
  return kelompok.reduce((jumlah, k) => {
    const wajib = Math.min(Math.max(k.wajib_dijawab, 0), k.soal.length);
    const dijawab = k.soal.filter((s) => terjawab(s.id)).length;
    return jumlah + Math.max(0, wajib - dijawab);
  }, 0);
}

/**
 * A group's rule as the student reads it: 'Jawab 2 dari 4 soal' for 'sebagian', else 'Jawab semua
 * soal' (a 'random' group already holds only the questions drawn for this attempt).
 */
export function teksAturanKelompokSoal(
  aturan: AturanKelompokSoal,
  wajibDijawab: number,
  jumlahSoal: number,
): string {
  if (aturan === 'sebagian' && wajibDijawab > 0 && wajibDijawab < jumlahSoal) {
    return `Jawab ${wajibDijawab} dari ${jumlahSoal} soal`;
  }
  return 'Jawab semua soal';
}

/** At most 10 attachments per essay answer (the answer contract's limit). */
export const MAKS_LAMPIRAN_JAWABAN = 10;
