import type { HalamanDef } from '../app';
import { lazyHalaman } from '../app/lazyHalaman';

/** /beranda: the user's classes of the running period (spec 2 'Home'). */
export const ruteBeranda: HalamanDef = {
  path: '/beranda',
  judul: 'Beranda',
  komponen: lazyHalaman(() => import('./BerandaHalaman')),
};
