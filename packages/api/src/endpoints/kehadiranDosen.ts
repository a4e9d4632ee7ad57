import { defineEndpoints } from '../contract/call';
import type { kehadiranDosenCalls } from '../contract/kehadiranDosen';

/** The calls of contract/kehadiranDosen.ts without their schemas. */
export const kehadiranDosenEndpoints = defineEndpoints<typeof kehadiranDosenCalls>({
  daftarKehadiranDosen: { method: 'GET', path: '/lms/kehadiran_dosen', paged: true },
  kehadiranDosenPertemuan: { method: 'GET', path: '/lms/kehadiran_dosen/:idPertemuan' },
  kehadiranDosenSaya: { method: 'GET', path: '/lms/kehadiran_dosen/:idPertemuan/me' },
  kehadiranSatuDosen: { method: 'GET', path: '/lms/kehadiran_dosen/:idPertemuan/:idDosen' },
  ubahKehadiranDosen: { method: 'PUT', path: '/lms/kehadiran_dosen/:idPertemuan/dosen/:idDosen' },
});
