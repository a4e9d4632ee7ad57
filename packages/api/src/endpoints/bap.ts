import type { bapCalls } from '../contract/bap';
import { defineEndpoints } from '../contract/call';

/** The calls of contract/bap.ts without their schemas. */
export const bapEndpoints = defineEndpoints<typeof bapCalls>({
  bap: { method: 'GET', path: '/lms/kelas_kuliah/:id/bap' },
  unduhBap: { method: 'GET', path: '/lms/kelas_kuliah/:id/bap/unduh', produces: 'application/pdf' },
  unduhSemuaBap: {
    method: 'GET',
    path: '/lms/kelas_kuliah/bap/unduh',
    produces: 'application/zip',
  },
  penandatanganProdi: { method: 'GET', path: '/v1/penandatangan_prodi/:id' },
});
