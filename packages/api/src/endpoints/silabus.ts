import { defineEndpoints } from '../contract/call';
import type { silabusCalls } from '../contract/silabus';

/** The calls of contract/silabus.ts without their schemas. */
export const silabusEndpoints = defineEndpoints<typeof silabusCalls>({
  rencanaPembelajaran: { method: 'GET', path: '/v2/academic/makul/:courseId/rencana-pembelajaran' },
  rencanaEvaluasi: { method: 'GET', path: '/v2/academic/makul/:courseId/rencana-evaluasi' },
  infoMataKuliah: { method: 'GET', path: '/v2/academic/matakuliah/:courseId' },
  ubahSilabus: { method: 'PUT', path: '/v2/academic/matakuliah/:courseId/silabus' },
  authorizeSikad: { method: 'POST', path: '/v2/authorize/sikad' },
  keluarKeSikad: { method: 'POST', path: '/lms/log_aktivitas/keluar_ke_sikad' },
});
