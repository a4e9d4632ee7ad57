// Paging rules (spec 9 'Paging').

export const PILIHAN_PER_HALAMAN = [5, 10, 20, 50] as const;
/** Class tables page by 5, 10, 15 or 20. */
export const PILIHAN_PER_HALAMAN_KELAS = [5, 10, 15, 20] as const;
export const MAKS_TAUTAN_HALAMAN = 3;
export const PER_HALAMAN_DEFAULT = 10;
export const PER_HALAMAN_MATERI = 10;
export const PER_HALAMAN_RIWAYAT_PROFIL = 5;
export const PER_HALAMAN_SALIN_SOAL = 10;
/** Reference lists are fetched in one page of 999999 (spec 7, 9). */
export const PER_HALAMAN_REFERENSI = 999_999;

// Debounces (spec 9): search fields, the class-leader search and the page number input.
export const JEDA_CARI_MS = 500;
export const JEDA_CARI_KETUA_KELAS_MS = 1000;
export const JEDA_INPUT_HALAMAN_MS = 500;

/** Row number = (page-1)*pageSize+index+1, with page from 1 and index from 0. */
export function nomorBaris(page: number, pageSize: number, index: number): number {
  return (page - 1) * pageSize + index + 1;
}

export function teksTotal(n: number): string {
  return `Total ${n} data`;
}

export function teksPerHalaman(n: number): string {
  return `${n} per halaman`;
}

export function jumlahHalaman(totalData: number, pageSize: number): number {
  if (pageSize <= 0 || totalData <= 0) return 0;
  return Math.ceil(totalData / pageSize);
}

/** A window of at most `max` page numbers around the current page (spec 9: max 3 links). */
export function halamanTerlihat(
  page: number,
  totalPages: number,
  max: number = MAKS_TAUTAN_HALAMAN,
): number[] {
  if (totalPages <= 0 || max <= 0) return [];
  const jumlah = Math.min(max, totalPages);
  const sekarang = Math.min(Math.max(1, page), totalPages);
  let awal = sekarang - Math.floor((jumlah - 1) / 2);
  awal = Math.max(1, Math.min(awal, totalPages - jumlah + 1));
  return Array.from({ length: jumlah }, (_, i) => awal + i);
}

export interface KeadaanHalaman {
  page: number;
  pageSize: number;
}

/** Changing the page size resets the page to 1 (spec 9). */
export function gantiUkuranHalaman(_keadaan: KeadaanHalaman, pageSize: number): KeadaanHalaman {
  return { page: 1, pageSize };
}

/** A typed page number kept within 1..totalPages. */
export function batasiHalaman(page: number, totalPages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, totalPages));
}

/** The home announcement card shows the first 2 items (spec 2 'Home', 9 'Announcements'). */
export const JUMLAH_PENGUMUMAN_BERANDA = 2;

export function pengumumanBeranda<T>(daftar: readonly T[]): T[] {
  return daftar.slice(0, JUMLAH_PENGUMUMAN_BERANDA);
}

/** An announcement's place in the list: /pengumuman?index={n} (spec 2 routes). */
export function linkPengumuman(index: number): string {
  return `/pengumuman?index=${index}`;
}
