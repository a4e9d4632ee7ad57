import type { HalamanDef } from '../app';
import { lazyHalaman } from '../app/lazyHalaman';

/** /nilai (student): choose a class, then see one's own grades of it. */
export const ruteNilaiMahasiswa: HalamanDef[] = [
  {
    path: '/nilai',
    judul: 'Nilai',
    komponen: lazyHalaman(() => import('./NilaiHalaman')),
  },
  {
    path: '/nilai/:id',
    judul: 'Nilai Kelas',
    breadcrumb: () => [{ label: 'Nilai', href: '/nilai' }, { label: 'Nilai Kelas' }],
    komponen: lazyHalaman(() => import('./NilaiSayaHalaman')),
  },
];

/** The staff's grades (spec 2 'Grade recap'): the classes, then a class's grade recap. */
export const ruteNilaiStaf: HalamanDef[] = [
  {
    path: '/nilai',
    judul: 'Nilai',
    komponen: lazyHalaman(() => import('./NilaiStafHalaman')),
  },
  {
    path: '/nilai/:id',
    judul: 'Rekap Nilai Kelas',
    breadcrumb: () => [{ label: 'Nilai', href: '/nilai' }, { label: 'Rekap Nilai Kelas' }],
    komponen: lazyHalaman(() => import('./RekapNilaiHalaman')),
  },
];
