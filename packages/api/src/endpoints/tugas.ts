import { defineEndpoints } from '../contract/call';
import type { kelompokTugasCalls } from '../contract/kelompokTugas';
import type { pengumpulanTugasCalls } from '../contract/pengumpulanTugas';
import type { tugasCalls } from '../contract/tugas';

/** The calls of contract/tugas.ts without their schemas. */
export const tugasEndpoints = defineEndpoints<typeof tugasCalls>({
  daftarTugas: { method: 'GET', path: '/lms/tugas', paged: true },
  tugas: { method: 'GET', path: '/lms/tugas/:id' },
  tambahTugas: { method: 'POST', path: '/lms/tugas' },
  ubahTugas: { method: 'PUT', path: '/lms/tugas/:id' },
  hapusTugas: { method: 'DELETE', path: '/lms/tugas/:id' },
  unggahLampiranTugas: {
    method: 'POST',
    path: '/lms/tugas/:id/lampiran',
    multipart: { files: ['files'] },
  },
  hapusLampiranTugas: { method: 'DELETE', path: '/lms/tugas/:id/lampiran' },
});

/** The calls of contract/pengumpulanTugas.ts without their schemas. */
export const pengumpulanTugasEndpoints = defineEndpoints<typeof pengumpulanTugasCalls>({
  daftarPengumpulan: { method: 'GET', path: '/lms/tugas/:id/pengumpulan', paged: true },
  pengumpulanSaya: { method: 'GET', path: '/lms/tugas/:id/pengumpulan/saya' },
  kirimPengumpulan: {
    method: 'PUT',
    path: '/lms/tugas/:id/pengumpulan',
    multipart: { files: ['files'] },
  },
  nilaiPengumpulan: { method: 'PUT', path: '/lms/tugas/:id/pengumpulan/:idPengumpulan/nilai' },
  unduhPengumpulan: {
    method: 'GET',
    path: '/lms/tugas/:id/pengumpulan/unduh',
    produces: 'application/zip',
  },
});

/** The calls of contract/kelompokTugas.ts without their schemas. */
export const kelompokTugasEndpoints = defineEndpoints<typeof kelompokTugasCalls>({
  daftarKelompok: { method: 'GET', path: '/lms/tugas/:id/kelompok' },
  tambahKelompok: { method: 'POST', path: '/lms/tugas/:id/kelompok' },
  ubahKelompok: { method: 'PUT', path: '/lms/tugas/:id/kelompok/:idKelompok' },
  hapusKelompok: { method: 'DELETE', path: '/lms/tugas/:id/kelompok/:idKelompok' },
  jadikanKetuaKelompok: {
    method: 'PUT',
    path: '/lms/tugas/:id/kelompok/:idKelompok/anggota/:idMahasiswa/ketua',
  },
  hapusAnggotaKelompok: {
    method: 'DELETE',
    path: '/lms/tugas/:id/kelompok/:idKelompok/anggota/:idMahasiswa',
  },
});
