import { defineEndpoints } from '../contract/call';
import type { kehadiranQrCalls } from '../contract/kehadiranQr';

/** The calls of contract/kehadiranQr.ts without their schemas. */
export const kehadiranQrEndpoints = defineEndpoints<typeof kehadiranQrCalls>({
  aturanQr: { method: 'GET', path: '/v0/aturan/qr-code' },
  kodeQrPertemuan: { method: 'GET', path: '/lms/kehadiran_mahasiswa/pertemuan/:id/qr' },
  pindaiQr: { method: 'POST', path: '/lms/kehadiran_mahasiswa/qr' },
});
