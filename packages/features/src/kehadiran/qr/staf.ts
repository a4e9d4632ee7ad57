import type { HalamanDef } from '../../app';
import { lazyHalaman } from '../../app/lazyHalaman';

/** Staff: /kehadiran/qr/:idPertemuan, the code renewed about every 30 s. */
export const ruteKehadiranQrStaf: HalamanDef = {
  path: '/kehadiran/qr/:idPertemuan',
  judul: 'Kode QR Kehadiran',
  komponen: lazyHalaman(() => import('./KodeQrHalaman')),
};
