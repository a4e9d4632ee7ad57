import { CalendarDate } from '@internationalized/date';
import { bagianWaktu, DEFAULT_ZONA_WAKTU, type WaktuInput } from './waktu';

// General field rules (spec 5 'General').

/** Pickers show this when a required value is missing (spec 5). */
export const PESAN_WAJIB_PICKER = 'Harap isi bidang ini';

/** Phone: starts with 0, at least 9 further characters, no '//' (spec 5). */
export function teleponValid(telepon: string | null | undefined): boolean {
  const t = (telepon ?? '').trim();
  return /^0.{9,}$/.test(t) && !t.includes('//');
}

/** Email: a basic address pattern (spec 5). */
export function emailValid(email: string | null | undefined): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test((email ?? '').trim());
}

/** NIK: at least 16 characters (spec 5). */
export function nikValid(nik: string | null | undefined): boolean {
  return (nik ?? '').trim().length >= 16;
}

export const USIA_MINIMAL_MAHASISWA = 15;
export const USIA_MINIMAL_ORANG_TUA = 30;

/** Latest allowed birth date 'YYYY-MM-DD' for a minimum age: today minus that many years (spec 5). */
export function tanggalLahirMaksimal(
  sekarang: WaktuInput,
  usiaMinimal: number,
  tz: string = DEFAULT_ZONA_WAKTU,
): string | null {
  const b = bagianWaktu(sekarang, tz);
  if (!b) return null;
  return new CalendarDate(b.tahun, b.bulan, b.tanggal).subtract({ years: usiaMinimal }).toString();
}
