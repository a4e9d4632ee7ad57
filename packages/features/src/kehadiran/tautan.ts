import type { JenisHalamanKehadiran } from '@kampus/domain';

// Addresses of the attendance pages (spec 2 'Routes'; the meeting page's own are not named there,
// so they sit under the pages the breadcrumbs of each page type start from).

const e = encodeURIComponent;

/**
 * A meeting's attendance: dosen under /kehadiran, operator under /kehadiran-peserta, and the
 * '-kelas' types under the meeting of the class page.
 */
export function hrefKehadiranPertemuan(
  jenis: JenisHalamanKehadiran,
  idKelas: string,
  idPertemuan: string,
): string {
  if (jenis === 'dosen') return `/kehadiran/${e(idKelas)}/${e(idPertemuan)}`;
  if (jenis === 'operator') return `/kehadiran-peserta/${e(idKelas)}/${e(idPertemuan)}`;
  return `/kelas/${e(idKelas)}/${e(idPertemuan)}/kehadiran`;
}

/** A class's attendance recap (both apps). */
export const hrefRekapKehadiran = (idKelas: string) => `/kehadiran/${e(idKelas)}`;
