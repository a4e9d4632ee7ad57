import { defineEndpoints } from '../contract/call';
import type { vidconCalls } from '../contract/vidcon';

/** The calls of contract/vidcon.ts without their schemas. */
export const vidconEndpoints = defineEndpoints<typeof vidconCalls>({
  daftarVidconPertemuan: { method: 'GET', path: '/lms/vidcon', paged: true },
  vidcon: { method: 'GET', path: '/lms/vidcon/:id' },
  tambahVidcon: { method: 'POST', path: '/lms/vidcon' },
  ubahVidcon: { method: 'PUT', path: '/lms/vidcon/:id' },
  hapusVidcon: { method: 'DELETE', path: '/lms/vidcon/:id' },
  gabungVidcon: { method: 'PUT', path: '/lms/vidcon/:id/join' },
});
