import { PESAN_QR } from '@kampus/domain';
import { defineCall } from './call';
import { IdUuid } from './masukan';
import { z } from './zod';

// QR attendance of offline meetings (spec 2 'Generate QR Code', 3 'QR setting', 6, 7
// GET /v0/aturan/qr-code; issue 25): the QR setting, the lecturer's rotating code, the
// student's scan.

/** Spec 3 'QR setting': true means QR attendance is used. */
export const AturanQr = z.object({ status: z.boolean() });
export type AturanQr = z.infer<typeof AturanQr>;

/** The code shown on the lecturer's screen for one window. */
export const KodeQrPertemuan = z.object({
  /** The signed token (the meeting and the window); it goes into `url`. */
  token: z.string(),
  /**
   * What the QR encodes: the student app's page with the token. The server's
   * STUDENT_APP_URL, or the same host on the student app's port.
   */
  url: z.string(),
  /** When the screen shows the next code. */
  berganti_pada: z.string(),
  /** Until when this code is accepted (the end of the next window). */
  berlaku_sampai: z.string(),
  interval_detik: z.number().int(),
  pertemuan: z.object({
    id: z.string(),
    id_kelas_kuliah: z.string(),
    nomor: z.number().int(),
    judul: z.string(),
    jenis: z.string(),
    waktu_mulai: z.string(),
    waktu_selesai: z.string(),
  }),
});
export type KodeQrPertemuan = z.infer<typeof KodeQrPertemuan>;

export const PindaiQr = z.object({
  token: z
    .string({ error: PESAN_QR.tokenWajib })
    .trim()
    .min(1, PESAN_QR.tokenWajib)
    .max(300, PESAN_QR.tidakValid),
});
export type PindaiQr = z.input<typeof PindaiQr>;

/** A scan's answer: recorded now, or already recorded before (not an error). */
export const HasilPindaiQr = z.object({
  hasil: z.enum(['tercatat', 'sudah_tercatat']),
  pesan: z.string(),
  presensi: z.literal('H'),
  updated_at: z.string(),
  pertemuan: z.object({
    id: z.string(),
    id_kelas_kuliah: z.string(),
    nomor: z.number().int(),
    judul: z.string(),
  }),
});
export type HasilPindaiQr = z.infer<typeof HasilPindaiQr>;

export const kehadiranQrCalls = {
  aturanQr: defineCall({
    method: 'GET',
    path: '/v0/aturan/qr-code',
    summary: 'Pengaturan presensi kode QR (status true: digunakan)',
    response: AturanQr,
  }),
  kodeQrPertemuan: defineCall({
    method: 'GET',
    path: '/lms/kehadiran_mahasiswa/pertemuan/:id/qr',
    summary:
      'Kode QR presensi pertemuan offline/campuran yang sedang berlangsung (berganti tiap 30 detik)',
    params: z.object({ id: IdUuid('Id pertemuan tidak valid') }),
    response: KodeQrPertemuan,
  }),
  pindaiQr: defineCall({
    method: 'POST',
    path: '/lms/kehadiran_mahasiswa/qr',
    summary: 'Mahasiswa memindai kode QR pertemuan: tercatat hadir (H) sekali',
    body: PindaiQr,
    response: HasilPindaiQr,
  }),
};
