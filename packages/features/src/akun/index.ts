import type { HalamanDef } from '../app';
import { lazyHalaman } from '../app/lazyHalaman';

/** /pengaturan: the signed-in user's account settings. */
export const rutePengaturan: HalamanDef = {
  path: '/pengaturan',
  judul: 'Pengaturan',
  komponen: lazyHalaman(() => import('./PengaturanHalaman')),
};
