import { defineEndpoints } from '../contract/call';
import type { pertemuanCalls } from '../contract/pertemuan';

/** The calls of contract/pertemuan.ts without their schemas. */
export const pertemuanEndpoints = defineEndpoints<typeof pertemuanCalls>({
  daftarPertemuan: { method: 'GET', path: '/lms/pertemuan', paged: true },
  pertemuan: { method: 'GET', path: '/lms/pertemuan/:id' },
  ubahPertemuan: { method: 'PUT', path: '/lms/pertemuan/:id' },
  ubahTeksPertemuan: { method: 'PUT', path: '/lms/pertemuan/:id/teks' },
  mulaiPertemuan: { method: 'PUT', path: '/lms/pertemuan/:id/start' },
  akhiriPertemuan: { method: 'PUT', path: '/lms/pertemuan/:id/end' },
  cekBentrok: { method: 'PUT', path: '/lms/pertemuan/cek_bentrok' },
  sesiKuliah: { method: 'GET', path: '/lms/sesi_kuliah' },
  ruangan: { method: 'GET', path: '/lms/ruangan' },
});
