import { defineEndpoints } from '../contract/call';
import type { sistemCalls } from '../contract/sistem';

/** The calls of contract/sistem.ts without their schemas. */
export const sistemEndpoints = defineEndpoints<typeof sistemCalls>({
  health: { method: 'GET', path: '/health', auth: false, college: false },
  logo: { method: 'GET', path: '/v1/logo_perguruan_tinggi', auth: false },
  sistem: { method: 'GET', path: '/v1/sistem' },
  configuration: { method: 'GET', path: '/v1/configuration' },
  config: { method: 'GET', path: '/v1/config/:keyword' },
  pengaturan: { method: 'GET', path: '/lms/pengaturan' },
  ubahPembatasanUjianKehadiran: {
    method: 'PUT',
    path: '/lms/pengaturan/pembatasan_ujian_kehadiran',
  },
  pengaturanSaya: { method: 'GET', path: '/lms/pengaturan/me' },
  semesterBerjalan: { method: 'GET', path: '/v1/semester_akademik_berjalan' },
  checkPembatasan: { method: 'GET', path: '/v2/lms/check_pembatasan' },
  lastActive: { method: 'PUT', path: '/lms/visitor/last_active' },
  events: { method: 'GET', path: '/lms/events', produces: 'text/event-stream' },
});
