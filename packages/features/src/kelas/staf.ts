import type { HalamanDef } from '../app';
import { lazyHalaman } from '../app/lazyHalaman';

/** /kelas (lecturer, operator): the class table with filters (spec 2). */
export const ruteDaftarKelasStaf: HalamanDef = {
  path: '/kelas',
  judul: 'Kelas Kuliah',
  komponen: lazyHalaman(() => import('./TabelKelasHalaman')),
};
