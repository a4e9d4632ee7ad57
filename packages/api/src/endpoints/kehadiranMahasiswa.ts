import { defineEndpoints } from '../contract/call';
import type { kehadiranMahasiswaCalls } from '../contract/kehadiranMahasiswa';

/** The calls of contract/kehadiranMahasiswa.ts without their schemas. */
export const kehadiranMahasiswaEndpoints = defineEndpoints<typeof kehadiranMahasiswaCalls>({
  daftarKehadiranMahasiswa: { method: 'GET', path: '/lms/kehadiran_mahasiswa', paged: true },
  eksporDaftarKehadiran: {
    method: 'GET',
    path: '/lms/kehadiran_mahasiswa/export_excel',
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  kehadiranPertemuan: { method: 'GET', path: '/lms/kehadiran_mahasiswa/pertemuan/:id' },
  ubahKehadiranMahasiswa: {
    method: 'PUT',
    path: '/lms/kehadiran_mahasiswa/pertemuan/:id/mahasiswa/:idMahasiswa',
  },
  ubahKehadiranMassal: { method: 'PUT', path: '/lms/kehadiran_mahasiswa/pertemuan/:id' },
  jenisPresensi: { method: 'GET', path: '/lms/kehadiran_mahasiswa/jenis_presensi' },
  hitungUlangKehadiran: {
    method: 'POST',
    path: '/lms/kehadiran_mahasiswa/pertemuan/:id/hitung_ulang',
  },
  hitungPersentaseKehadiran: { method: 'POST', path: '/lms/kehadiran_mahasiswa/hitung_persentase' },
  rekapKehadiranKelas: { method: 'GET', path: '/lms/kehadiran_mahasiswa/kelas_kuliah/:id' },
  eksporRekapKehadiran: {
    method: 'GET',
    path: '/lms/kehadiran_mahasiswa/kelas_kuliah/:id/export_excel',
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  kehadiranSaya: {
    method: 'GET',
    path: '/lms/kehadiran_mahasiswa/kelas_kuliah/:idKelas/pertemuan/:idPertemuan/me',
  },
  kehadiranNim: {
    method: 'GET',
    path: '/lms/kehadiran_mahasiswa/kelas_kuliah/:idKelas/pertemuan/:idPertemuan/nim/:nim',
  },
  pembatasanUjianKehadiran: {
    method: 'GET',
    path: '/lms/kehadiran_mahasiswa/pembatasan_ujian/:idPertemuan',
  },
  eventsKehadiranMahasiswa: {
    method: 'GET',
    path: '/lms/events/kehadiran_mahasiswa',
    produces: 'text/event-stream',
  },
});
