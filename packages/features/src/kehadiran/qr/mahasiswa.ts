import { PATH_PINDAI_QR } from '@kampus/domain';
import type { HalamanDef } from '../../app';
import { lazyHalaman } from '../../app/lazyHalaman';

/** Student: /kehadiran/qr?token=..., what the code opens; records the presence once. */
export const ruteKehadiranQrMahasiswa: HalamanDef = {
  path: PATH_PINDAI_QR,
  judul: 'Presensi Kode QR',
  komponen: lazyHalaman(() => import('./PindaiQrHalaman')),
};
