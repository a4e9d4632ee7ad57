import type { HalamanDef } from '../app';
import { lazyHalaman } from '../app/lazyHalaman';

/** /bantuan: help for every role. */
export const ruteBantuan: HalamanDef = {
  path: '/bantuan',
  judul: 'Bantuan',
  komponen: lazyHalaman(() => import('./BantuanHalaman')),
};
