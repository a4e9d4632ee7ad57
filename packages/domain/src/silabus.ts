import type { Role } from './akses';
import { ekstensiDiterima } from './unggah';

// Syllabus card and modal (spec 2 'Class detail'): URL-type items and the RPS team's button.

/** Syllabus documents uploaded through the storage service: .pdf, .doc, .docx. */
export const EKSTENSI_SILABUS = ['.pdf', '.doc', '.docx'] as const;

/** The toast for a URL-type syllabus item's download (spec 2). */
export const PESAN_URL_TIDAK_DAPAT_DIUNDUH = 'URL tidak dapat didownload!';

/**
 * A URL-type syllabus item: a link rather than an uploaded document, so it cannot be downloaded
 * (spec 2). Neither its name nor its address ends with a syllabus document extension.
 */
export function silabusBerupaTautan(
  berkas: { nama?: string | null; url?: string | null } | null | undefined,
): boolean {
  if (!berkas?.url) return false;
  return (
    !ekstensiDiterima(berkas.nama ?? '', EKSTENSI_SILABUS) &&
    !ekstensiDiterima(berkas.url, EKSTENSI_SILABUS)
  );
}

/** The RPS team of a course (spec 3 'Course info'). */
export interface TimRps {
  id_dosen_koordinator?: string | null;
  id_dosen_pengembang_rps?: string | null;
}

/**
 * 'Ubah Data RPS' is shown only to the course coordinator lecturer or the RPS developer lecturer
 * (spec 2 'Class detail'); operators and students never see it.
 */
export function bolehUbahRps(
  pengguna: { role: Role; idDosen?: string | null },
  tim: TimRps | null | undefined,
): boolean {
  if (pengguna.role !== 'dosen' || !pengguna.idDosen || !tim) return false;
  return (
    pengguna.idDosen === tim.id_dosen_koordinator ||
    pengguna.idDosen === tim.id_dosen_pengembang_rps
  );
}
