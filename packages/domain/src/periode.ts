import type { Role } from './akses';
import { bagianWaktu, DEFAULT_ZONA_WAKTU, type WaktuInput } from './waktu';

// Period codes, semester options and the links to the legacy academic system (spec 2, 3, 4, 9).

/** Term names by the period code's last digit (spec 4 'Period code'). */
export const SEMESTER_PERIODE = {
  1: 'Ganjil',
  2: 'Genap',
  3: 'SP Ganjil',
  4: 'SP Genap',
} as const;
export type NomorSemester = keyof typeof SEMESTER_PERIODE;
export type NamaSemester = (typeof SEMESTER_PERIODE)[NomorSemester];

export interface Periode {
  /** Start year: the tens part of the code. */
  tahun: number;
  semester: NomorSemester;
  /** Term name: 'Ganjil' | 'Genap' | 'SP Ganjil' | 'SP Genap'. */
  nama: NamaSemester;
  /** 'year/year+1 term', e.g. '2025/2026 Ganjil'. */
  label: string;
}

/** 20251 -> { tahun: 2025, semester: 1, nama: 'Ganjil' }; null for a code that is not a period. */
export function parsePeriode(kode: number | string | null | undefined): Periode | null {
  const angka = typeof kode === 'string' ? Number(kode.trim()) : kode;
  if (typeof angka !== 'number' || !Number.isInteger(angka) || angka < 10) return null;
  const digit = angka % 10;
  if (digit < 1 || digit > 4) return null;
  const semester = digit as NomorSemester;
  const tahun = Math.floor(angka / 10);
  const nama = SEMESTER_PERIODE[semester];
  return { tahun, semester, nama, label: `${tahun}/${tahun + 1} ${nama}` };
}

/** 'year/year+1 term' (SP when the digit is above 2), e.g. 20253 -> '2025/2026 SP Ganjil'. */
export function labelPeriode(kode: number | string | null | undefined): string {
  return parsePeriode(kode)?.label ?? '-';
}

/** The simple variant: Genap if even, else Ganjil (spec 4). */
export function labelSemesterSederhana(semester: number): 'Genap' | 'Ganjil' {
  return semester % 2 === 0 ? 'Genap' : 'Ganjil';
}

/** Semester option value = 10*(tahun-1)+semester (spec 3 'Semester option', spec 4). */
export function nilaiOpsiSemester(tahun: number, semester: number): number {
  return 10 * (tahun - 1) + semester;
}

/** Options from the lecturer's teaching periods {tahun, jenisSemester, nama}: value and label nama. */
export function opsiSemester(
  daftar: ReadonlyArray<{ tahun: number; jenisSemester: number; nama: string }>,
): { value: number; label: string }[] {
  return daftar.map((p) => ({
    value: nilaiOpsiSemester(p.tahun, p.jenisSemester),
    label: p.nama,
  }));
}

/** Legacy presence editor's semester = period mod 10 (spec 2). */
export function semesterLegacy(periode: number): number {
  return periode % 10;
}

/** Legacy presence editor's year = floor(period/10)+1 (spec 2). */
export function tahunLegacy(periode: number): number {
  return Math.floor(periode / 10) + 1;
}

export const PATH_SSO_PESAN = '/pesan/index.php';

/**
 * SSO link to the legacy academic system (spec 2): students legacy=false with an empty path,
 * others legacy=true with /pesan/index.php; a master-data card passes its own path and query.
 */
export function linkSso(role: Role, path?: string, query?: string): string {
  const legacy = role !== 'mahasiswa';
  const tujuan = path ?? (legacy ? PATH_SSO_PESAN : '');
  const lengkap = query ? `${tujuan}?${query.replace(/^\?/, '')}` : tujuan;
  return `/sso?app=siakad&legacy=${legacy}&role=${role}&path=${encodeURIComponent(lengkap)}`;
}

export interface ParameterPresensiLegacy {
  id_mata_kuliah: string;
  id_kampus: string;
  id_kelas: string;
  username: string;
  semester: number;
  tahun: number;
  hari: number;
  bulan: number;
  tahun_sekarang: number;
  pertemuan: number;
  id_sesi: string;
}

/**
 * Parameters of the lecturer's attendance edit link to the legacy presence editor (spec 2):
 * semester = period mod 10, year = floor(period/10)+1, and today's day, month and year in the zone.
 */
export function parameterPresensiLegacy(
  data: {
    id_mata_kuliah: string;
    id_kampus: string;
    id_kelas: string;
    username: string;
    periode: number;
    nomor_pertemuan: number;
    id_sesi: string;
  },
  sekarang: WaktuInput,
  tz: string = DEFAULT_ZONA_WAKTU,
): ParameterPresensiLegacy | null {
  const hariIni = bagianWaktu(sekarang, tz);
  if (!hariIni) return null;
  return {
    id_mata_kuliah: data.id_mata_kuliah,
    id_kampus: data.id_kampus,
    id_kelas: data.id_kelas,
    username: data.username,
    semester: semesterLegacy(data.periode),
    tahun: tahunLegacy(data.periode),
    hari: hariIni.tanggal,
    bulan: hariIni.bulan,
    tahun_sekarang: hariIni.tahun,
    pertemuan: data.nomor_pertemuan,
    id_sesi: data.id_sesi,
  };
}

/** The class id has underscore-separated parts; the third is the course id (spec 3). */
export function idMataKuliahDariIdKelas(idKelas: string): string | null {
  return idKelas.split('_')[2] ?? null;
}

/**
 * A student's year of study and term in a regular period, counted from their cohort (angkatan):
 * 20241 for cohort 2024 is year 1 term 1, 20252 is year 2 term 2 (spec 3 'Semester option').
 * Short terms (SP) and periods before the cohort have none.
 */
export function tahunSemesterMahasiswa(
  kode: number,
  angkatan: number,
): { tahun: number; semester: 1 | 2 } | null {
  const p = parsePeriode(kode);
  if (!p || p.semester > 2 || p.tahun < angkatan) return null;
  return { tahun: p.tahun - angkatan + 1, semester: p.semester as 1 | 2 };
}
