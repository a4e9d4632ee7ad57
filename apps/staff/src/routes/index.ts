import { punyaAkses } from '@kampus/domain';
import {
  type HalamanDef,
  type MenuDef,
  ruteBantuan,
  ruteBeranda,
  ruteDaftarKelasStaf,
  rutePengaturan,
  rutePerkuliahan,
} from '@kampus/features';

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

/** The areas of the staff app (spec 2 'Routes'). */
export const halamanStaf: HalamanDef[] = [
  ruteBeranda,
  ruteDaftarKelasStaf,
  ...rutePerkuliahan,
  rutePengaturan,
  ruteBantuan,
];
