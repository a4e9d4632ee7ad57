import {
  type HalamanDef,
  type MenuDef,
  ruteBankSoal,
  ruteBantuan,
  ruteBeranda,
  ruteDaftarKelasStaf,
  ruteForum,
  ruteKehadiranStaf,
  ruteNilaiStaf,
  rutePengaturan,
  rutePerkuliahan,
  ruteTugas,
  ruteUjianStaf,
  ruteVidcon,
} from '@kampus/features';

/**
 * Sidebar of lecturers and operators; later issues add their areas. Lecturers see their classes,
 * operators need read on kelas_kuliah (spec 6): the server's rule for the same calls.
 */
export const menuStaf: MenuDef[] = [
  { label: 'Beranda', href: '/beranda' },
  { label: 'Kelas Kuliah', href: '/kelas', izin: 'bacaKelas' },
  { label: 'Jadwal', href: '/jadwal', izin: 'bacaKelas' },
  // A lecturer's list sits on /kehadiran (with the lecturers' tab); operators' on /kehadiran-peserta.
  {
    label: 'Kehadiran',
    href: '/kehadiran',
    izin: 'bacaKehadiranMahasiswa',
    tampil: (u) => u.role === 'dosen',
  },
  {
    label: 'Kehadiran',
    href: '/kehadiran-peserta',
    izin: 'bacaKehadiranMahasiswa',
    tampil: (u) => u.role === 'operator',
  },
  { label: 'Nilai', href: '/nilai', izin: 'bacaRekapNilai' },
  { label: 'Bank Soal', href: '/bank-soal', izin: 'bacaBankSoal' },
  { label: 'Pengaturan', href: '/pengaturan' },
  { label: 'Bantuan', href: '/bantuan' },
];

/** The areas of the staff app (spec 2 'Routes'). */
export const halamanStaf: HalamanDef[] = [
  ruteBeranda,
  ruteDaftarKelasStaf,
  ...ruteUjianStaf,
  ruteVidcon,
  ruteForum,
  ...ruteTugas,
  ...ruteKehadiranStaf,
  ...ruteNilaiStaf,
  ...ruteBankSoal,
  ...rutePerkuliahan,
  rutePengaturan,
  ruteBantuan,
];
