import type { KelompokTugasView } from '../views/tugas/KelompokTugasCard';
import type { TugasMonitoringView } from '../views/tugas/MonitoringTugasCard';
import type { KomentarView } from '../views/tugas/Percakapan';

// Groups and comments of an assignment for the tugas views' stories and tests.

export const KELOMPOK_A: KelompokTugasView = {
  id: 'k-1',
  nama: 'Kelompok 1',
  sudah_mengumpulkan: true,
  anggota: [
    {
      jabatan: 'ketua',
      mahasiswa: { nim: '2401001', nama: 'Ayu Lestari', avatar_url: null },
      canDelete: true,
    },
    {
      jabatan: 'anggota',
      mahasiswa: { nim: '2401002', nama: 'Bagus Saputra', avatar_url: null },
      canDelete: true,
    },
    {
      jabatan: 'anggota',
      mahasiswa: { nim: '2401003', nama: 'Citra Maharani', avatar_url: null },
      canDelete: false,
    },
  ],
};

export const KELOMPOK_NAMA_PANJANG: KelompokTugasView = {
  id: 'k-2',
  nama: 'Kelompok Praktikum Rekayasa Perangkat Lunak Berorientasi Objek Lanjutan',
  sudah_mengumpulkan: false,
  anggota: [
    {
      jabatan: 'ketua',
      mahasiswa: {
        nim: '2401004',
        nama: 'Muhammad Rizky Pratama Nugraha Wicaksono Adiwijaya',
        avatar_url: null,
      },
      canDelete: true,
    },
  ],
};

export const KELOMPOK_KOSONG: KelompokTugasView = {
  id: 'k-3',
  nama: 'Kelompok 3',
  sudah_mengumpulkan: false,
  anggota: [],
};

export const KOMENTAR: KomentarView[] = [
  {
    id: 'c-1',
    nama: 'Ayu Lestari',
    peran: 'Mahasiswa',
    isi: 'Pak, laporan kelompok kami sudah diunggah. Mohon koreksinya.',
    waktu_posting: '2026-11-20T02:15:00.000Z',
    bolehHapus: true,
  },
  {
    id: 'c-2',
    nama: 'Dr. Budi Santoso, M.Kom.',
    peran: 'Dosen',
    isi: 'Sudah saya baca. Bagian pengujian perlu tabel hasil.\nSilakan perbaiki sebelum Jumat.',
    waktu_posting: '2026-11-20T03:40:00.000Z',
  },
];

export const KOMENTAR_PANJANG: KomentarView[] = [
  ...KOMENTAR,
  {
    id: 'c-3',
    nama: 'Muhammad Rizky Pratama Nugraha Wicaksono Adiwijaya',
    peran: 'Mahasiswa',
    isi: 'https://contoh.ac.id/sebuah/tautan/yang/sangat/panjang/tanpa/spasi/sama/sekali/untuk/menguji/pembungkusan/teks'.repeat(
      2,
    ),
    waktu_posting: '2026-11-20T04:00:00.000Z',
    bolehHapus: true,
  },
];

export const TUGAS_MONITORING: TugasMonitoringView = {
  id: 't-1',
  judul: 'Laporan Praktikum Rekursi',
  jenis: 'individu',
  waktu_mulai: '2026-11-16T01:00:00.000Z',
  waktu_selesai: '2026-11-23T16:59:00.000Z',
  terima_terlambat: true,
  rekap: {
    status: 'Belum Dinilai',
    jumlah_target: 40,
    jumlah_pengumpulan: 31,
    jumlah_terlambat: 2,
    jumlah_dinilai: 12,
    rata_rata_nilai: 81.456,
  },
};

export const TUGAS_BELUM_MULAI: TugasMonitoringView = {
  ...TUGAS_MONITORING,
  id: 't-2',
  judul: 'Proyek Akhir Kelompok: Sistem Informasi Perpustakaan Kampus Berbasis Web dan Seluler',
  jenis: 'kelompok',
  terima_terlambat: false,
  rekap: {
    status: 'Belum Dimulai',
    jumlah_target: 8,
    jumlah_pengumpulan: 0,
    jumlah_terlambat: 0,
    jumlah_dinilai: 0,
    rata_rata_nilai: null,
  },
};
