import { defineEndpoints } from '../contract/call';
import type { kelasCalls } from '../contract/kelas';

/** The calls of contract/kelas.ts without their schemas. */
export const kelasEndpoints = defineEndpoints<typeof kelasCalls>({
  pesertaKelas: { method: 'GET', path: '/v2/lms/kelas_kuliah/:id/peserta/nim_nama' },
  ubahBannerKelas: {
    method: 'PUT',
    path: '/lms/kelas_kuliah/:id',
    multipart: { files: ['file_banner'] },
  },
  ubahDataKelas: { method: 'PUT', path: '/lms/kelas_kuliah/:id/data' },
  ubahKetuaKelas: { method: 'PUT', path: '/lms/kelas_kuliah/:id/ketua_kelas' },
  ubahJabatanPengajar: { method: 'PUT', path: '/lms/kelas_kuliah/:id/pengajar/:idDosen' },
  daftarKelasKuliah: { method: 'GET', path: '/lms/kelas_kuliah', paged: true },
  kelasKuliah: { method: 'GET', path: '/v2/lms/kelas_kuliah/:id' },
});
