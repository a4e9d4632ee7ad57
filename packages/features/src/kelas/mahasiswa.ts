import type { HalamanDef } from '../app';
import { lazyHalaman } from '../app/lazyHalaman';

/** /kelas (student): the classes the student takes this period. */
export const ruteDaftarKelasMahasiswa: HalamanDef = {
  path: '/kelas',
  judul: 'Kelas Kuliah',
  komponen: lazyHalaman(() => import('./KelasMahasiswaHalaman')),
};
