// Fixed demo data for stories and tests: no clock reads, no random values (stable screenshots).
import type { SidebarMenuItem, SidebarProfileAction, SidebarUser } from '../shell/Sidebar';
import type { ClassHighlightGridItem } from '../views/beranda/ClassHighlightGrid';

/** 1 Sep 2025, 09:03:04 in Asia/Jakarta (WIB). */
export const WAKTU_SERVER = Date.UTC(2025, 8, 1, 2, 3, 4);

export const NAMA_KAMPUS = 'Universitas Nusantara Mandiri';

const svg = (body: string, width: number, height: number) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

/** A small inline logo, so stories need no network. */
export const LOGO_URL = svg(
  '<rect width="64" height="64" rx="12" fill="#0f766e"/><path d="M14 44 32 16l18 28z" fill="#fff"/><circle cx="32" cy="38" r="6" fill="#0f766e"/>',
  64,
  64,
);

export const FOTO_URL = svg(
  '<rect width="60" height="60" fill="#c7d2fe"/><circle cx="30" cy="23" r="11" fill="#3d52c4"/><path d="M8 60c2-14 11-21 22-21s20 7 22 21z" fill="#3d52c4"/>',
  60,
  60,
);

export const BANNER_URL = svg(
  '<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#f5b82e"/></linearGradient></defs><rect width="400" height="120" fill="url(#g)"/><circle cx="340" cy="30" r="46" fill="#fff" opacity=".25"/>',
  400,
  120,
);

/** An address that does not exist, to show image fallbacks. */
export const URL_RUSAK = '/gambar-tidak-ada.png';

export const MAHASISWA: SidebarUser = {
  nama: 'Siti Nurhaliza Putri',
  role: 'Mahasiswa',
  status: 'Aktif',
  fotoUrl: FOTO_URL,
};

/** Student sidebar (spec 2): Beranda, Kelas Kuliah, Kehadiran, Nilai, Pengaturan, Bantuan. */
export const MENU_MAHASISWA: SidebarMenuItem[] = [
  { label: 'Beranda', href: '/beranda' },
  { label: 'Kelas Kuliah', href: '/kelas' },
  { label: 'Kehadiran', href: '/kehadiran' },
  { label: 'Nilai', href: '/nilai' },
  { label: 'Pengaturan', href: '/pengaturan' },
  { label: 'Bantuan', href: '/bantuan' },
];

export const MENU_STAF: SidebarMenuItem[] = [
  { label: 'Beranda', href: '/beranda' },
  { label: 'Profil', href: '/profil' },
  { label: 'Kelas Kuliah', href: '/kelas' },
  { label: 'Jadwal', href: '/jadwal' },
  { label: 'Kehadiran', href: '/kehadiran' },
  { label: 'Nilai', href: '/nilai' },
  { label: 'Bank Soal', href: '/bank-soal' },
  { label: 'Konfigurasi', href: '/konfigurasi' },
  { label: 'Pengaturan', href: '/pengaturan' },
  { label: 'Bantuan', href: '/bantuan' },
  { label: 'Pengumuman', href: '/pengumuman' },
];

export const menuProfil = (onAction: (id: string) => void = () => {}): SidebarProfileAction[] => [
  { id: 'profil', label: 'Profil Saya', onAction: () => onAction('profil') },
  { id: 'siakad', label: 'SIAKAD', onAction: () => onAction('siakad') },
  { id: 'logout', label: 'Logout', onAction: () => onAction('logout') },
];

export const KELAS: ClassHighlightGridItem[] = [
  {
    id: 101,
    href: '/kelas/101',
    namaMataKuliah: 'Algoritma dan Struktur Data',
    kodeMataKuliah: 'IF2110',
    namaKelas: '01',
    jenisKelas: 'Reguler',
    pengajar: ['Dr. Bambang Sutrisno, M.Kom.'],
    jadwal: ['Senin, 07:30 - 09:10 WIB', 'Rabu, 07:30 - 09:10 WIB'],
    jumlahPeserta: 42,
    status: 'berlangsung',
    bannerIndex: 0,
  },
  {
    id: 102,
    href: '/kelas/102',
    namaMataKuliah: 'Basis Data',
    kodeMataKuliah: 'IF2240',
    namaKelas: '01',
    jenisKelas: 'Reguler',
    pengajar: ['Dewi Lestari, S.T., M.T.', 'Agus Prasetyo, M.Cs.'],
    jadwal: ['Selasa, 09:20 - 11:00 WIB'],
    jumlahPeserta: 38,
    status: 'akan_dimulai',
    bannerIndex: 1,
  },
  {
    id: 103,
    href: '/kelas/103',
    namaMataKuliah: 'Pendidikan Pancasila dan Kewarganegaraan',
    kodeMataKuliah: 'MKU1020',
    namaKelas: '02',
    jenisKelas: 'Reguler',
    pengajar: ['Drs. Hendra Wijaya, M.Si.'],
    jadwal: ['Kamis, 13:00 - 14:40 WIB'],
    jumlahPeserta: 55,
    status: 'selesai',
    bannerIndex: 2,
  },
  {
    id: 104,
    href: '/kelas/104',
    namaMataKuliah: 'Statistika dan Probabilitas',
    kodeMataKuliah: 'MA2181',
    namaKelas: '01',
    jenisKelas: 'Reguler',
    pengajar: ['Rina Kartika, S.Si., M.Sc.'],
    jadwal: ['Jumat, 08:00 - 09:40 WIB'],
    jumlahPeserta: 47,
    status: 'berlangsung',
    bannerIndex: 3,
    bannerUrl: BANNER_URL,
  },
  {
    id: 105,
    href: '/kelas/105',
    namaMataKuliah: 'Jaringan Komputer',
    kodeMataKuliah: 'IF3130',
    namaKelas: '03',
    jenisKelas: 'Reguler',
    pengajar: ['Yusuf Hidayat, M.T.'],
    jadwal: ['Senin, 13:00 - 14:40 WIB'],
    jumlahPeserta: 36,
    status: 'akan_dimulai',
    bannerIndex: 4,
  },
  {
    id: 106,
    href: '/kelas/106',
    namaMataKuliah: 'Bahasa Inggris Akademik',
    kodeMataKuliah: 'MKU1050',
    namaKelas: '01',
    jenisKelas: 'Reguler',
    pengajar: ['Maria Ulfa, S.Pd., M.Hum.'],
    jadwal: ['Rabu, 15:00 - 16:40 WIB'],
    jumlahPeserta: 51,
    status: 'berlangsung',
    bannerIndex: 5,
  },
];

export const KELAS_TEKS_PANJANG: ClassHighlightGridItem = {
  id: 199,
  href: '/kelas/199',
  namaMataKuliah:
    'Metodologi Penelitian Kuantitatif dan Kualitatif untuk Pengembangan Sistem Informasi Kesehatan Masyarakat',
  kodeMataKuliah: 'SIK4201-PRAKTIKUM',
  namaKelas: '01',
  jenisKelas: 'Reguler',
  pengajar: [
    'Prof. Dr. Ir. Raden Ayu Sekar Kusumawardhani Purbaningrum, M.Sc., Ph.D.',
    'Dr. Muhammad Fadhlurrahman Al-Banjari, S.Kom., M.Kom.',
    'Cut Nyak Meutia Rahmawati, S.ST., M.Keb.',
  ],
  jadwal: [
    'Senin, 07:30 - 10:00 WIB (Ruang Laboratorium Komputer Terpadu Gedung C Lantai 4)',
    'Kamis, 13:00 - 15:30 WIB (Daring melalui konferensi video)',
  ],
  jumlahPeserta: 128,
  status: 'berlangsung',
  bannerIndex: 6,
};
