import { CalendarDate } from '@internationalized/date';
import { bagianWaktu, DEFAULT_ZONA_WAKTU, type WaktuInput, zonaWaktu } from './waktu';

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

/**
 * The header greeting by the hour in the college's zone (spec 1 'greeting'): pagi until 10,
 * siang until 14, sore until 17, then malam; e.g. 'Selamat siang, Dr. Budi Santoso, M.Kom.'.
 */
export function sapaan(
  nama: string,
  waktu: WaktuInput | null | undefined,
  tz: string = DEFAULT_ZONA_WAKTU,
) {
  const jam = bagianWaktu(waktu, zonaWaktu(tz))?.jam;
  const bagian =
    jam === undefined
      ? null
      : jam >= 3 && jam < 11
        ? 'pagi'
        : jam < 15 && jam >= 11
          ? 'siang'
          : jam < 18 && jam >= 15
            ? 'sore'
            : 'malam';
  const salam = bagian ? `Selamat ${bagian}` : 'Halo';
  return nama.trim() ? `${salam}, ${nama.trim()}` : salam;
}
