import type { BarisPengumpulanView } from '../views/tugas/DaftarPengumpulanView';
import type { KelompokTugasView } from '../views/tugas/KelompokTugasCard';
import type { TugasMonitoringView } from '../views/tugas/MonitoringTugasCard';
import type {
  PengumpulanSayaView,
  PengumpulanView,
  TugasKumpulView,
} from '../views/tugas/PengumpulanSayaPanel';
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

export const TUGAS_KUMPUL: TugasKumpulView = {
  jenis: 'individu',
  waktu_selesai: '2026-11-23T16:59:00.000Z',
  terima_terlambat: false,
  jenis_file_diterima: ['.pdf', '.docx'],
  batas_ukuran_mb: 10,
};

export const SAYA_BELUM: PengumpulanSayaView = {
  kelompok: null,
  jabatan: null,
  pengumpulan: null,
  boleh_kirim: true,
  pesan: null,
};

export const SAYA_TERKUMPUL: PengumpulanSayaView = {
  ...SAYA_BELUM,
  pengumpulan: {
    teks: '<p>Laporan terlampir. Bagian pengujian ada di bab 4.</p>',
    berkas: [
      {
        name: 'laporan-rekursi-ayu-lestari.pdf',
        url: 'https://lms.contoh.ac.id/v2/storager/berkas/pengumpulan_tugas/a.pdf',
        extension: 'pdf',
        content_length: 482_113,
      },
    ],
    waktu_kirim: '2026-11-22T09:30:00.000Z',
    terlambat: false,
    dikirim_oleh: { name: 'Ayu Lestari' },
    nilai: null,
    umpan_balik: '',
  },
};

export const SAYA_DINILAI: PengumpulanSayaView = {
  ...SAYA_TERKUMPUL,
  boleh_kirim: false,
  pesan: 'Pengumpulan yang sudah dinilai tidak dapat diganti',
  pengumpulan: {
    ...(SAYA_TERKUMPUL.pengumpulan as NonNullable<PengumpulanSayaView['pengumpulan']>),
    terlambat: true,
    nilai: 87.5,
    umpan_balik: 'Analisis kompleksitas sudah tepat. Tambahkan kasus uji untuk n = 0.',
  },
};

export const SAYA_ANGGOTA: PengumpulanSayaView = {
  kelompok: { id: 'k-1', nama: 'Kelompok 1' },
  jabatan: 'anggota',
  pengumpulan: null,
  boleh_kirim: false,
  pesan: 'Hanya ketua kelompok yang dapat mengumpulkan tugas',
};

const kirim = (i: number, o: Partial<PengumpulanView> = {}): PengumpulanView & { id: string } => ({
  id: `p-${i}`,
  teks: '',
  berkas: [
    {
      name: `laporan-${i}.pdf`,
      url: `https://lms.contoh.ac.id/v2/storager/berkas/pengumpulan_tugas/${i}.pdf`,
      extension: 'pdf',
      content_length: 200_000 + i,
    },
  ],
  waktu_kirim: `2026-11-2${i % 3}T0${i % 9}:15:00.000Z`,
  terlambat: false,
  dikirim_oleh: null,
  nilai: null,
  umpan_balik: '',
  ...o,
});

export const DAFTAR_PENGUMPULAN: BarisPengumpulanView[] = [
  {
    mahasiswa: { id: 'm-1', nim: '2401001', nama: 'Ayu Lestari' },
    kelompok: null,
    pengumpulan: kirim(1, { nilai: 87.5, umpan_balik: 'Baik' }),
  },
  {
    mahasiswa: { id: 'm-2', nim: '2401002', nama: 'Bagus Saputra' },
    kelompok: null,
    pengumpulan: kirim(2, { terlambat: true }),
  },
  {
    mahasiswa: { id: 'm-3', nim: '2401003', nama: 'Citra Maharani' },
    kelompok: null,
    pengumpulan: kirim(3, { teks: '<p>Jawaban saya ada di lampiran.</p>' }),
  },
  {
    mahasiswa: { id: 'm-4', nim: '2401004', nama: 'Dimas Anggara' },
    kelompok: null,
    pengumpulan: null,
  },
];

export const DAFTAR_PENGUMPULAN_KELOMPOK: BarisPengumpulanView[] = [
  {
    mahasiswa: null,
    kelompok: { id: 'k-1', nama: 'Kelompok 1', jumlah_anggota: 3 },
    pengumpulan: kirim(4, { dikirim_oleh: { name: 'Ayu Lestari' } }),
  },
  {
    mahasiswa: null,
    kelompok: { id: 'k-2', nama: 'Kelompok 2', jumlah_anggota: 3 },
    pengumpulan: null,
  },
];
