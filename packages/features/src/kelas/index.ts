import type { HalamanDef } from '../app';
import { lazyHalaman } from '../app/lazyHalaman';
import { remahKelasKuliah } from '../bersama/remah';
import { rutePertemuan } from '../pertemuan';

export { DaftarKelasHalaman, type DaftarKelasHalamanProps } from './DaftarKelasHalaman';

const halamanKelas = lazyHalaman(() => import('./KelasHalaman'));

/** /kelas (student): the classes the student takes this period. */
export const ruteDaftarKelasMahasiswa: HalamanDef = {
  path: '/kelas',
  judul: 'Kelas Kuliah',
  komponen: lazyHalaman(() => import('./KelasMahasiswaHalaman')),
};

/** /kelas (lecturer, operator): the class table with filters (spec 2). */
export const ruteDaftarKelasStaf: HalamanDef = {
  path: '/kelas',
  judul: 'Kelas Kuliah',
  komponen: lazyHalaman(() => import('./TabelKelasHalaman')),
};

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
