import type { HalamanDef } from '../app';
import { lazyHalaman } from '../app/lazyHalaman';
import { remahKelasKuliah } from '../bersama/remah';
import { rutePertemuan } from '../pertemuan';

export { DaftarKelasHalaman, type DaftarKelasHalamanProps } from './DaftarKelasHalaman';

const halamanKelas = lazyHalaman(() => import('./KelasHalaman'));

// Each role's class list lives in a module of its own: the other app never imports it, so its
// build has no chunk of a page that role cannot open.
export { ruteDaftarKelasMahasiswa } from './mahasiswa';
export { ruteDaftarKelasStaf } from './staf';

/**
 * The class and meeting routes both apps share (spec 2), the profile before the meeting
 * pattern; breadcrumbs name the class and the meeting from their data.
 */
export const rutePerkuliahan: HalamanDef[] = [
  {
    path: '/kelas/:id/profil',
    judul: 'Profil Kelas',
    breadcrumb: (p) => [
      remahKelasKuliah,
      { jenis: 'kelas', id: p.id, tautan: true },
      { label: 'Profil Kelas' },
    ],
    komponen: lazyHalaman(() => import('./ProfilKelasHalaman')),
  },
  {
    path: '/kelas/:id/:idPertemuan',
    judul: 'Pertemuan',
    breadcrumb: (p) => [
      remahKelasKuliah,
      { jenis: 'kelas', id: p.id, tautan: true },
      { jenis: 'pertemuan', id: p.idPertemuan ?? '' },
    ],
    komponen: halamanKelas,
  },
  {
    path: '/kelas/:id',
    judul: 'Kelas Kuliah',
    breadcrumb: (p) => [remahKelasKuliah, { jenis: 'kelas', id: p.id }],
    komponen: halamanKelas,
  },
  rutePertemuan,
  { path: '/jadwal', judul: 'Jadwal', komponen: lazyHalaman(() => import('./JadwalHalaman')) },
];
