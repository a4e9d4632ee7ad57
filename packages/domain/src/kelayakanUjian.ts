import type { JenisUjian } from './ujian';

// Exam eligibility by attendance (issue 25): an operator-configurable access restriction of an
// exam's meeting, e.g. 75% attendance before the UTS and UAS. The server enforces it (status
// code 'pembatasan_ujian_kehadiran'); the app then shows /forbidden/{meetingId} with the
// shortfall. Pure: the facts (which exam types the meeting holds, the student's marks of the
// earlier meetings) come in as arguments.

/** Status code of the calls refused by the rule (spec 7 'Helpers'). */
export const KODE_PEMBATASAN_UJIAN_KEHADIRAN = 'pembatasan_ujian_kehadiran';

/** The rule as stored in the settings (`pembatasan_ujian_kehadiran`). */
export interface AturanKehadiranUjian {
  aktif: boolean;
  /** Minimum attendance in percent, 1..100. */
  persen_minimal: number;
  /** The exam types whose meetings the rule restricts. */
  jenis_ujian: JenisUjian[];
}

/** Off by default (the demo seed too): nothing is restricted until an operator turns it on. */
export const ATURAN_KEHADIRAN_UJIAN_BAWAAN: Readonly<AturanKehadiranUjian> = Object.freeze({
  aktif: false,
  persen_minimal: 75,
  jenis_ujian: ['uts', 'uas'] as JenisUjian[],
});

export const NAMA_PEMBATASAN_UJIAN_KEHADIRAN = 'Kehadiran Minimal Ujian';

export const PESAN_KELAYAKAN_UJIAN = {
  /** The 403 message of the refused calls. */
  ditolak: (persenMinimal: number) =>
    `Anda belum memenuhi syarat kehadiran minimal ${formatPersen(persenMinimal)}% untuk mengikuti ujian ini`,
  persenWajib: 'Persentase kehadiran minimal wajib diisi',
  persenRentang: 'Persentase kehadiran minimal harus antara 1 dan 100',
  jenisWajib: 'Pilih minimal satu jenis ujian',
  jenisGanda: 'Jenis ujian tidak boleh berulang',
  berhasil: 'Berhasil menyimpan pembatasan ujian berdasarkan kehadiran',
} as const;

/** One shortfall (spec 3 'Access restriction status': kekurangan, shown as arrears). */
export interface KekuranganKehadiran {
  keterangan: string;
  jumlah: number | null;
  jatuh_tempo: string | null;
}

export interface KelayakanUjian {
  /** The rule applies to this meeting (on, and it holds a covered exam type). */
  berlaku: boolean;
  memenuhi_syarat: boolean;
  kekurangan: KekuranganKehadiran[];
  /** Attendance in percent, rounded down to one decimal; null when no meeting counts. */
  persen_kehadiran: number | null;
  persen_minimal: number;
  hadir: number;
  total: number;
}

/** 60 -> '60', 66.6 -> '66,6' (id-ID decimal comma). */
export function formatPersen(n: number): string {
  return Number.isInteger(n) ? String(n) : String(n).replace('.', ',');
}

/** Percent rounded down to one decimal, so 74.96% never reads as the 75% it falls short of. */
export function persenKehadiran(hadir: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.floor((hadir * 1000) / total) / 10;
}

/** Whether the rule restricts a meeting holding these exam types (its category, its exams). */
export function aturanBerlaku(
  aturan: AturanKehadiranUjian | null | undefined,
  jenisUjian: readonly (JenisUjian | string)[],
): boolean {
  if (!aturan?.aktif) return false;
  return jenisUjian.some((j) => (aturan.jenis_ujian as readonly string[]).includes(j));
}

/**
 * The eligibility of a student for the exams of a meeting: `hadir` present marks ('H') out of
 * `total` earlier meetings of the class that have a mark (a meeting without one is not counted).
 * Eligible when the rule does not apply, when no meeting counts yet, or when
 * hadir / total >= persen_minimal (compared exactly, not on the rounded percentage).
 */
export function kelayakanUjian(
  aturan: AturanKehadiranUjian | null | undefined,
  jenisUjian: readonly (JenisUjian | string)[],
  hadir: number,
  total: number,
): KelayakanUjian {
  const persenMinimal = aturan?.persen_minimal ?? ATURAN_KEHADIRAN_UJIAN_BAWAAN.persen_minimal;
  const berlaku = aturanBerlaku(aturan, jenisUjian);
  const persen = persenKehadiran(hadir, total);
  const cukup = total <= 0 || hadir * 100 >= persenMinimal * total;
  const memenuhi = !berlaku || cukup;
  return {
    berlaku,
    memenuhi_syarat: memenuhi,
    kekurangan: memenuhi
      ? []
      : [
          {
            keterangan: `Kehadiran ${formatPersen(persen ?? 0)}% dari minimal ${formatPersen(persenMinimal)}% (hadir ${hadir} dari ${total} pertemuan)`,
            jumlah: null,
            jatuh_tempo: null,
          },
        ],
    persen_kehadiran: persen,
    persen_minimal: persenMinimal,
    hadir,
    total,
  };
}

/** Checks a rule an operator submits: the first problem in field order, or null. */
export function validasiAturanKehadiranUjian(a: {
  aktif: boolean;
  persen_minimal: number | null | undefined;
  jenis_ujian: readonly string[];
}): { field: 'persen_minimal' | 'jenis_ujian'; pesan: string } | null {
  const p = a.persen_minimal;
  if (p === null || p === undefined) {
    return { field: 'persen_minimal', pesan: PESAN_KELAYAKAN_UJIAN.persenWajib };
  }
  if (!Number.isFinite(p) || p < 1 || p > 100) {
    return { field: 'persen_minimal', pesan: PESAN_KELAYAKAN_UJIAN.persenRentang };
  }
  if (new Set(a.jenis_ujian).size !== a.jenis_ujian.length) {
    return { field: 'jenis_ujian', pesan: PESAN_KELAYAKAN_UJIAN.jenisGanda };
  }
  if (a.aktif && a.jenis_ujian.length === 0) {
    return { field: 'jenis_ujian', pesan: PESAN_KELAYAKAN_UJIAN.jenisWajib };
  }
  return null;
}
