import { defineEndpoints } from '../contract/call';
import type { ujianCalls } from '../contract/ujian';

/** The calls of contract/ujian.ts without their schemas. */
export const ujianEndpoints = defineEndpoints<typeof ujianCalls>({
  daftarUjian: { method: 'GET', path: '/lms/ujian', paged: true },
  daftarUjianSalin: { method: 'GET', path: '/v2/lms/ujian', paged: true },
  ujian: { method: 'GET', path: '/lms/ujian/:id' },
  tambahUjian: { method: 'POST', path: '/lms/ujian' },
  ubahUjian: { method: 'PUT', path: '/lms/ujian/:id' },
  hapusUjian: { method: 'DELETE', path: '/lms/ujian/:id' },
  salinUjian: { method: 'POST', path: '/lms/ujian/salin' },
  tambahKelompokSoal: { method: 'POST', path: '/lms/ujian/:id/kelompok_soal' },
  ubahKelompokSoal: { method: 'PUT', path: '/lms/ujian/:id/kelompok_soal/:idKelompok' },
  hapusKelompokSoal: { method: 'DELETE', path: '/lms/ujian/:id/kelompok_soal/:idKelompok' },
  tambahSoal: { method: 'POST', path: '/lms/ujian/:id/kelompok_soal/:idKelompok/soal' },
  ubahSoal: { method: 'PUT', path: '/lms/ujian/:id/kelompok_soal/:idKelompok/soal/:idSoal' },
  hapusSoal: { method: 'DELETE', path: '/lms/ujian/:id/kelompok_soal/:idKelompok/soal/:idSoal' },
  mulaiPengerjaan: { method: 'POST', path: '/lms/ujian/:id/pengerjaan/start' },
  pengerjaanSaya: { method: 'GET', path: '/lms/ujian/:id/pengerjaan/me' },
  soalPengerjaanSaya: { method: 'GET', path: '/lms/ujian/:id/pengerjaan/me/soal' },
  simpanJawaban: { method: 'PUT', path: '/lms/ujian/:id/pengerjaan/me/soal/:idSoal' },
  kumpulkanPengerjaan: { method: 'POST', path: '/lms/ujian/:id/pengerjaan/me/selesai' },
  daftarPengerjaan: { method: 'GET', path: '/lms/ujian/:id/pengerjaan', paged: true },
  tanpaPengerjaan: { method: 'GET', path: '/lms/ujian/:id/pengerjaan/no_pengerjaan', paged: true },
  statistikJawaban: { method: 'GET', path: '/lms/ujian/:id/pengerjaan/jawaban_stats' },
  eksporPengerjaan: {
    method: 'GET',
    path: '/lms/ujian/:id/pengerjaan/export_excel',
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  detailPengerjaan: { method: 'GET', path: '/lms/ujian/:id/pengerjaan/:idPengerjaan' },
  resetPengerjaan: { method: 'DELETE', path: '/lms/pengerjaan/:id' },
  publishNilai: { method: 'PUT', path: '/lms/ujian/:id/nilai_publishing' },
  nilaiSoal: {
    method: 'PUT',
    path: '/lms/ujian/:id/pengerjaan/:idPengerjaan/kelompok_soal/:idKelompok/soal/:idSoal/nilai',
  },
  penguranganNilai: { method: 'PUT', path: '/lms/pengerjaan/:id/pengurangan_nilai' },
  perhitunganNilaiPengerjaan: {
    method: 'GET',
    path: '/lms/ujian/:id/pengerjaan/:idPengerjaan/perhitungan_nilai',
  },
  perhitunganNilaiUjian: { method: 'GET', path: '/lms/ujian/:id/perhitungan_nilai' },
  eventsUjian: { method: 'GET', path: '/lms/events/ujian/:id', produces: 'text/event-stream' },
});
