import { defineEndpoints } from '../contract/call';
import type { logAktivitasCalls } from '../contract/logAktivitas';

/** The calls of contract/logAktivitas.ts without their schemas. */
export const logAktivitasEndpoints = defineEndpoints<typeof logAktivitasCalls>({
  logTambahKomentar: {
    method: 'POST',
    path: '/lms/log_aktivitas/:jenis/:id/log_tambah_komentar',
  },
  logTambahKomentarKelompok: {
    method: 'POST',
    path: '/lms/log_aktivitas/:jenis/:id/kelompok/:idKelompok/log_tambah_komentar',
  },
  logHapusKomentar: { method: 'POST', path: '/lms/log_aktivitas/:jenis/:id/log_hapus_komentar' },
  logHapusKomentarKelompok: {
    method: 'POST',
    path: '/lms/log_aktivitas/:jenis/:id/kelompok/:idKelompok/log_hapus_komentar',
  },
});
