import type { HalamanDef } from '../app';
import { lazyHalaman } from '../app/lazyHalaman';

/** /nilai (student): choose a class to see its grades. */
export const ruteNilaiMahasiswa: HalamanDef = {
  path: '/nilai',
  judul: 'Nilai',
  komponen: lazyHalaman(() => import('./NilaiHalaman')),
};
