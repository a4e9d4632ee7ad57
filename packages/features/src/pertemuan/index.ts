import type { HalamanDef } from '../app';
import { lazyHalaman } from '../app/lazyHalaman';
import { remahKelasKuliah } from '../bersama/remah';

export { PanelPertemuan } from './PanelPertemuan';

/** /pertemuan/{id}: one meeting, opened from the timetable (spec 2). */
export const rutePertemuan: HalamanDef = {
  path: '/pertemuan/:id',
  judul: 'Pertemuan',
  breadcrumb: (p) => [
    remahKelasKuliah,
    { jenis: 'kelas', tautan: true },
    { jenis: 'pertemuan', id: p.id ?? '' },
  ],
  komponen: lazyHalaman(() => import('./PertemuanHalaman')),
};
