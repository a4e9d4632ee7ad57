import type { HalamanDef } from '../app';
import { lazyHalaman } from '../app/lazyHalaman';

export { hrefKodeQr, ruteKehadiranQrMahasiswa, ruteKehadiranQrStaf } from './qr';

/** /kehadiran (student): choose a class to see its attendance. */
export const ruteKehadiranMahasiswa: HalamanDef = {
  path: '/kehadiran',
  judul: 'Kehadiran',
  komponen: lazyHalaman(() => import('./KehadiranHalaman')),
};
