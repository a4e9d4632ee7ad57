import type { z } from 'zod';
import type { FilterKehadiran } from '../contract/kehadiranMahasiswa';

// The query keys of attendance in a module of their own: the areas whose acts move attendance
// (materials, vidcons, QR) refresh it through these without loading the attendance hooks.

/** The list's filters (/kehadiran-peserta, /kehadiran): query of GET /lms/kehadiran_mahasiswa. */
export type FilterDaftarKehadiran = z.input<typeof FilterKehadiran> & {
  page: number;
  per_page?: number;
};

/** Query keys of attendance; lecturer attendance (kehadiranDosen.ts) sits under `semua` too. */
export const kehadiranKeys = {
  semua: ['kehadiran'] as const,
  mahasiswa: () => [...kehadiranKeys.semua, 'mahasiswa'] as const,
  daftar: (f: FilterDaftarKehadiran) => [...kehadiranKeys.mahasiswa(), 'daftar', f] as const,
  pertemuan: (id: string) => [...kehadiranKeys.mahasiswa(), 'pertemuan', id] as const,
  rekap: (idKelas: string) => [...kehadiranKeys.mahasiswa(), 'rekap', idKelas] as const,
  saya: (idKelas: string, idPertemuan: string) =>
    [...kehadiranKeys.mahasiswa(), 'saya', idKelas, idPertemuan] as const,
  jenisPresensi: () => [...kehadiranKeys.semua, 'jenis_presensi'] as const,
  /** Every meeting's exam eligibility (what a change of the rule makes stale), and one's. */
  pembatasanUjianSemua: () => [...kehadiranKeys.semua, 'pembatasan_ujian'] as const,
  pembatasanUjian: (idPertemuan: string) =>
    [...kehadiranKeys.pembatasanUjianSemua(), idPertemuan] as const,
};
