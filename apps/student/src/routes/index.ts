import {
  type HalamanDef,
  halamanBersama,
  halamanPerkuliahan,
  lazyHalaman,
  type MenuDef,
} from '@kampus/ui';

/** Student sidebar (spec 2): Beranda, Kelas Kuliah, Kehadiran, Nilai, Pengaturan, Bantuan. */
export const menuMahasiswa: MenuDef[] = [
  { label: 'Beranda', href: '/beranda' },
  { label: 'Kelas Kuliah', href: '/kelas' },
  { label: 'Kehadiran', href: '/kehadiran' },
  { label: 'Nilai', href: '/nilai' },
  { label: 'Pengaturan', href: '/pengaturan' },
  { label: 'Bantuan', href: '/bantuan' },
];

/** Routes of the student app (spec 2 'Routes'); the profile comes before the meeting pattern. */
export const halamanMahasiswa: HalamanDef[] = [
  { path: '/beranda', judul: 'Beranda', komponen: halamanBersama.beranda },
  { path: '/kelas', judul: 'Kelas Kuliah', komponen: lazyHalaman(() => import('./Kelas')) },
  ...halamanPerkuliahan,
  { path: '/kehadiran', judul: 'Kehadiran', komponen: lazyHalaman(() => import('./Kehadiran')) },
  { path: '/nilai', judul: 'Nilai', komponen: lazyHalaman(() => import('./Nilai')) },
  { path: '/pengaturan', judul: 'Pengaturan', komponen: halamanBersama.pengaturan },
  { path: '/bantuan', judul: 'Bantuan', komponen: halamanBersama.bantuan },
];
