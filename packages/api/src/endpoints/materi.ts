import { defineEndpoints } from '../contract/call';
import type { materiCalls } from '../contract/materi';

/** The calls of contract/materi.ts without their schemas. */
export const materiEndpoints = defineEndpoints<typeof materiCalls>({
  daftarMateriPertemuan: { method: 'GET', path: '/lms/materi', paged: true },
  daftarMateriSalin: { method: 'GET', path: '/v2/lms/materi', paged: true },
  materi: { method: 'GET', path: '/lms/materi/:id' },
  tambahMateri: { method: 'POST', path: '/lms/materi', multipart: { files: ['file'] } },
  ubahMateri: { method: 'PUT', path: '/lms/materi/:id', multipart: { files: ['file'] } },
  hapusMateri: { method: 'DELETE', path: '/lms/materi/:id' },
  salinMateri: { method: 'POST', path: '/lms/materi/salin' },
  presensiMateri: { method: 'POST', path: '/lms/materi/:id/presensi' },
  unggahBerkas: { method: 'POST', path: '/v2/storager', multipart: { files: ['file'] } },
  hapusBerkas: { method: 'DELETE', path: '/v2/storager' },
});
