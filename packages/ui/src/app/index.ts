export { createKampusApi, type KampusApiOptions } from './createKampusApi';
export { DaftarKelasHalaman } from './halaman/DaftarKelasHalaman';
export {
  type HalamanDef,
  KampusApp,
  type KampusAppProps,
  type MenuDef,
  type ParamsHalaman,
} from './KampusApp';
export { lazyHalaman } from './lazyHalaman';
export type { RemahHalaman } from './remah';

import type { HalamanDef } from './KampusApp';
import { lazyHalaman } from './lazyHalaman';

/** Pages both apps share, loaded on demand. */
export const halamanBersama = {
  beranda: lazyHalaman(() => import('./halaman/BerandaHalaman')),
  kelas: lazyHalaman(() => import('./halaman/kelas/KelasHalaman')),
  profilKelas: lazyHalaman(() => import('./halaman/kelas/ProfilKelasHalaman')),
  pertemuan: lazyHalaman(() => import('./halaman/kelas/PertemuanHalaman')),
  jadwal: lazyHalaman(() => import('./halaman/kelas/JadwalHalaman')),
  tabelKelas: lazyHalaman(() => import('./halaman/kelas/TabelKelasHalaman')),
  bantuan: lazyHalaman(() => import('./halaman/BantuanHalaman')),
  pengaturan: lazyHalaman(() => import('./halaman/PengaturanHalaman')),
};

const kelasKuliah = { label: 'Kelas Kuliah', href: '/kelas' };

/**
 * The class and meeting routes both apps share (spec 2), the profile before the meeting
 * pattern; breadcrumbs name the class and the meeting from their data.
 */
export const halamanPerkuliahan: HalamanDef[] = [
  {
    path: '/kelas/:id/profil',
    judul: 'Profil Kelas',
    breadcrumb: (p) => [
      kelasKuliah,
      { jenis: 'kelas', id: p.id, tautan: true },
      { label: 'Profil Kelas' },
    ],
    komponen: halamanBersama.profilKelas,
  },
  {
    path: '/kelas/:id/:idPertemuan',
    judul: 'Pertemuan',
    breadcrumb: (p) => [
      kelasKuliah,
      { jenis: 'kelas', id: p.id, tautan: true },
      { jenis: 'pertemuan', id: p.idPertemuan ?? '' },
    ],
    komponen: halamanBersama.kelas,
  },
  {
    path: '/kelas/:id',
    judul: 'Kelas Kuliah',
    breadcrumb: (p) => [kelasKuliah, { jenis: 'kelas', id: p.id }],
    komponen: halamanBersama.kelas,
  },
  {
    path: '/pertemuan/:id',
    judul: 'Pertemuan',
    breadcrumb: (p) => [
      kelasKuliah,
      { jenis: 'kelas', tautan: true },
      { jenis: 'pertemuan', id: p.id ?? '' },
    ],
    komponen: halamanBersama.pertemuan,
  },
  { path: '/jadwal', judul: 'Jadwal', komponen: halamanBersama.jadwal },
];
