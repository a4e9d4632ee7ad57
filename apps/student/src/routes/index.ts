import { type HalamanDef, halamanBersama, lazyHalaman, type MenuDef } from '@kampus/ui';

/** Student sidebar (spec 2): Beranda, Kelas Kuliah, Kehadiran, Nilai, Pengaturan, Bantuan. */
export const menuMahasiswa: MenuDef[] = [
  { label: 'Beranda', href: '/beranda' },
  { label: 'Kelas Kuliah', href: '/kelas' },
  { label: 'Kehadiran', href: '/kehadiran' },
  { label: 'Nilai', href: '/nilai' },
  { label: 'Pengaturan', href: '/pengaturan' },
  { label: 'Bantuan', href: '/bantuan' },
];

const kelasKuliah = { label: 'Kelas Kuliah', href: '/kelas' };

/** Routes of the student app (spec 2 'Routes'); the profile comes before the meeting pattern. */
export const halamanMahasiswa: HalamanDef[] = [
  { path: '/beranda', judul: 'Beranda', komponen: halamanBersama.beranda },
  { path: '/kelas', judul: 'Kelas Kuliah', komponen: lazyHalaman(() => import('./Kelas')) },
  {
    path: '/kelas/:id/profil',
    judul: 'Profil Kelas',
    breadcrumb: (p) => [
      kelasKuliah,
      { label: 'Kelas', href: `/kelas/${p.id}` },
      { label: 'Profil Kelas' },
    ],
    komponen: halamanBersama.profilKelas,
  },
  {
    path: '/kelas/:id/:idPertemuan',
    judul: 'Pertemuan',
    breadcrumb: (p) => [
      kelasKuliah,
      { label: 'Kelas', href: `/kelas/${p.id}` },
      { label: 'Pertemuan' },
    ],
    komponen: halamanBersama.kelas,
  },
  {
    path: '/kelas/:id',
    judul: 'Kelas Kuliah',
    breadcrumb: () => [kelasKuliah, { label: 'Detail Kelas' }],
    komponen: halamanBersama.kelas,
  },
  { path: '/pertemuan/:id', judul: 'Pertemuan', komponen: halamanBersama.pertemuan },
  { path: '/jadwal', judul: 'Jadwal', komponen: halamanBersama.jadwal },
  { path: '/kehadiran', judul: 'Kehadiran', komponen: lazyHalaman(() => import('./Kehadiran')) },
  { path: '/nilai', judul: 'Nilai', komponen: lazyHalaman(() => import('./Nilai')) },
  { path: '/pengaturan', judul: 'Pengaturan', komponen: halamanBersama.pengaturan },
  { path: '/bantuan', judul: 'Bantuan', komponen: halamanBersama.bantuan },
];
