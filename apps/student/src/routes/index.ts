import {
  type HalamanDef,
  type MenuDef,
  ruteBantuan,
  ruteBeranda,
  ruteDaftarKelasMahasiswa,
  ruteForum,
  ruteKehadiranMahasiswa,
  ruteNilaiMahasiswa,
  rutePengaturan,
  rutePerkuliahan,
  ruteTugas,
  ruteUjianMahasiswa,
  ruteVidcon,
} from '@kampus/features';

/** Student sidebar (spec 2): Beranda, Kelas Kuliah, Kehadiran, Nilai, Pengaturan, Bantuan. */
export const menuMahasiswa: MenuDef[] = [
  { label: 'Beranda', href: '/beranda' },
  { label: 'Kelas Kuliah', href: '/kelas' },
  { label: 'Kehadiran', href: '/kehadiran' },
  { label: 'Nilai', href: '/nilai' },
  { label: 'Pengaturan', href: '/pengaturan' },
  { label: 'Bantuan', href: '/bantuan' },
];

/** The areas of the student app (spec 2 'Routes'). */
export const halamanMahasiswa: HalamanDef[] = [
  ruteBeranda,
  ruteDaftarKelasMahasiswa,
  ...ruteUjianMahasiswa,
  ruteVidcon,
  ruteForum,
  ...ruteTugas,
  ...rutePerkuliahan,
  ...ruteKehadiranMahasiswa,
  ...ruteNilaiMahasiswa,
  rutePengaturan,
  ruteBantuan,
];
