import { punyaAkses } from '@kampus/domain';
import { type HalamanDef, halamanBersama, type MenuDef } from '@kampus/ui';

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

const kelasKuliah = { label: 'Kelas Kuliah', href: '/kelas' };

/** Routes of the staff app (spec 2 'Routes'); the profile comes before the meeting pattern. */
export const halamanStaf: HalamanDef[] = [
  { path: '/beranda', judul: 'Beranda', komponen: halamanBersama.beranda },
  { path: '/kelas', judul: 'Kelas Kuliah', komponen: halamanBersama.tabelKelas },
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
  { path: '/pengaturan', judul: 'Pengaturan', komponen: halamanBersama.pengaturan },
  { path: '/bantuan', judul: 'Bantuan', komponen: halamanBersama.bantuan },
];
