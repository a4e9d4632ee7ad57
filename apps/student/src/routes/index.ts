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

/** Routes of the student app (spec 2 'Routes'). */
export const halamanMahasiswa: HalamanDef[] = [
  { path: '/beranda', judul: 'Beranda', komponen: halamanBersama.beranda },
  { path: '/kelas', judul: 'Kelas Kuliah', komponen: lazyHalaman(() => import('./Kelas')) },
  {
    path: '/kelas/:id',
    judul: 'Kelas Kuliah',
    breadcrumb: () => [kelasKuliah, { label: 'Detail Kelas' }],
    komponen: halamanBersama.kelas,
  },
  { path: '/kehadiran', judul: 'Kehadiran', komponen: lazyHalaman(() => import('./Kehadiran')) },
  { path: '/nilai', judul: 'Nilai', komponen: lazyHalaman(() => import('./Nilai')) },
  { path: '/pengaturan', judul: 'Pengaturan', komponen: halamanBersama.pengaturan },
  { path: '/bantuan', judul: 'Bantuan', komponen: halamanBersama.bantuan },
];
