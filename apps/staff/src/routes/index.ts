import { punyaAkses } from '@kampus/domain';
import { type HalamanDef, halamanBersama, halamanPerkuliahan, type MenuDef } from '@kampus/ui';

/** Lecturers see their classes; operators need read on kelas_kuliah (spec 6). */
const bolehLihatKelas: MenuDef['tampil'] = ({ role, hakAkses }) =>
  role !== 'operator' || punyaAkses(hakAkses ?? undefined, 'kelas_kuliah', 'read');

/** Sidebar of lecturers and operators; later issues add their areas. */
export const menuStaf: MenuDef[] = [
  { label: 'Beranda', href: '/beranda' },
  { label: 'Kelas Kuliah', href: '/kelas', tampil: bolehLihatKelas },
  { label: 'Jadwal', href: '/jadwal', tampil: bolehLihatKelas },
  { label: 'Pengaturan', href: '/pengaturan' },
  { label: 'Bantuan', href: '/bantuan' },
];

/** Routes of the staff app (spec 2 'Routes'); the profile comes before the meeting pattern. */
export const halamanStaf: HalamanDef[] = [
  { path: '/beranda', judul: 'Beranda', komponen: halamanBersama.beranda },
  { path: '/kelas', judul: 'Kelas Kuliah', komponen: halamanBersama.tabelKelas },
  ...halamanPerkuliahan,
  { path: '/pengaturan', judul: 'Pengaturan', komponen: halamanBersama.pengaturan },
  { path: '/bantuan', judul: 'Bantuan', komponen: halamanBersama.bantuan },
];
