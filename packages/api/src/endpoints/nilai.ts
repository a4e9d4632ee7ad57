import { defineEndpoints } from '../contract/call';
import type { nilaiCalls } from '../contract/nilai';

/** The calls of contract/nilai.ts without their schemas. */
export const nilaiEndpoints = defineEndpoints<typeof nilaiCalls>({
  rekapNilaiKelas: { method: 'GET', path: '/lms/nilai/kelas_kuliah/:id' },
  eksporRekapNilai: {
    method: 'GET',
    path: '/lms/nilai/kelas_kuliah/:id/export_excel',
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  nilaiSayaKelas: { method: 'GET', path: '/lms/nilai/kelas_kuliah/:id/me' },
  aktivitasNilaiKelas: { method: 'GET', path: '/lms/nilai/kelas_kuliah/:id/aktivitas' },
  komponenNilaiKelas: { method: 'GET', path: '/lms/nilai/kelas_kuliah/:id/komponen/:idKomponen' },
  ubahKomponenNilaiKelas: {
    method: 'PUT',
    path: '/lms/nilai/kelas_kuliah/:id/komponen/:idKomponen',
  },
});
