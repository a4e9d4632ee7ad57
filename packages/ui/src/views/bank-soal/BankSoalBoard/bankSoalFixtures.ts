import type { BankSoal } from '@kampus/api';

// Question banks for the bank views' stories and tests (issue 14; spec 3 'Question bank').

export const BANK_SOAL_BASIS_DATA: BankSoal = {
  id: '0b6f8a52-4d1e-4c39-9b1a-2f7c5d8e9a01',
  judul: 'Bank Soal UTS Basis Data',
  deskripsi: 'Soal-soal latihan untuk UTS: model relasional, normalisasi dan SQL dasar.',
  dosen: { id: '7c2d1e4f-8a9b-4c3d-9e1f-0a1b2c3d4e51', nama: 'Dr. Budi Santoso, M.Kom.' },
  mata_kuliah: { id: 'MK-IF201', kode: 'IF201', nama: 'Basis Data' },
  id_prodi_mata_kuliah: 'PRODI-IF',
  jumlah_soal: 24,
  created_at: '2025-09-01T02:15:00Z',
  ditampilkan: true,
  dibagikan: true,
  boleh_ubah: true,
};

/** Hidden, no lecturer yet (an operator's bank). */
export const BANK_SOAL_TANPA_DOSEN: BankSoal = {
  id: '0b6f8a52-4d1e-4c39-9b1a-2f7c5d8e9a02',
  judul: 'Kuis Struktur Data',
  deskripsi: 'Kuis mingguan tentang stack, queue dan tree.',
  dosen: null,
  mata_kuliah: { id: 'MK-IF102', kode: 'IF102', nama: 'Struktur Data' },
  id_prodi_mata_kuliah: 'PRODI-IF',
  jumlah_soal: 0,
  created_at: '2025-09-10T07:40:00Z',
  ditampilkan: false,
  dibagikan: false,
  boleh_ubah: true,
};

/** Another lecturer's shown bank: seen, never changed. */
export const BANK_SOAL_DOSEN_LAIN: BankSoal = {
  id: '0b6f8a52-4d1e-4c39-9b1a-2f7c5d8e9a03',
  judul: 'UAS Basis Data 2024',
  deskripsi: 'Soal UAS tahun lalu untuk latihan.',
  dosen: { id: '7c2d1e4f-8a9b-4c3d-9e1f-0a1b2c3d4e52', nama: 'Agus Prasetyo, M.Cs.' },
  mata_kuliah: { id: 'MK-IF201', kode: 'IF201', nama: 'Basis Data' },
  id_prodi_mata_kuliah: 'PRODI-IF',
  jumlah_soal: 100,
  created_at: '2024-12-02T13:05:00Z',
  ditampilkan: true,
  dibagikan: true,
  boleh_ubah: false,
};

export const BANK_SOAL_TEKS_PANJANG: BankSoal = {
  id: '0b6f8a52-4d1e-4c39-9b1a-2f7c5d8e9a04',
  judul:
    'Bank Soal Ujian Akhir Semester Metodologi Penelitian Kuantitatif dan Kualitatif untuk Program Magister',
  deskripsi:
    'Kumpulan soal pilihan ganda, benar salah dan esai tentang rancangan penelitian, teknik sampling, validitas dan reliabilitas instrumen.',
  dosen: {
    id: '7c2d1e4f-8a9b-4c3d-9e1f-0a1b2c3d4e53',
    nama: 'Prof. Dr. Ir. Siti Nurhaliza Kusumawardhani, M.Sc., Ph.D.',
  },
  mata_kuliah: {
    id: 'MK-MP501',
    kode: 'MPK-501-KUANT',
    nama: 'Metodologi Penelitian Kuantitatif dan Kualitatif Lanjutan',
  },
  id_prodi_mata_kuliah: 'PRODI-MP',
  jumlah_soal: 87,
  created_at: '2025-02-14T23:59:00Z',
  ditampilkan: false,
  dibagikan: false,
  boleh_ubah: true,
};

export const DAFTAR_BANK_SOAL: readonly BankSoal[] = [
  BANK_SOAL_BASIS_DATA,
  BANK_SOAL_TANPA_DOSEN,
  BANK_SOAL_DOSEN_LAIN,
];

export const TOTAL_BANK_SOAL = 23;

/** The n-th bank of a long list (paging stories). */
export function bankSoalKe(n: number): BankSoal {
  const dasar = DAFTAR_BANK_SOAL[(n - 1) % DAFTAR_BANK_SOAL.length] ?? BANK_SOAL_BASIS_DATA;
  return {
    ...dasar,
    id: `0b6f8a52-4d1e-4c39-9b1a-${String(n).padStart(12, '0')}`,
    judul: `Bank Soal ${n}`,
  };
}

/** Courses of the bank form's combo box. */
export const OPSI_MATA_KULIAH_BANK = [
  { id: 'MK-IF201', kode: 'IF201', nama: 'Basis Data' },
  { id: 'MK-IF102', kode: 'IF102', nama: 'Struktur Data' },
  { id: 'MK-IF301', kode: 'IF301', nama: 'Rekayasa Perangkat Lunak' },
  {
    id: 'MK-MP501',
    kode: 'MPK-501-KUANT',
    nama: 'Metodologi Penelitian Kuantitatif dan Kualitatif Lanjutan',
  },
] as const;

/** Lecturers an operator chooses from. */
export const OPSI_DOSEN_BANK = [
  { id: '7c2d1e4f-8a9b-4c3d-9e1f-0a1b2c3d4e51', nama: 'Dr. Budi Santoso, M.Kom.' },
  { id: '7c2d1e4f-8a9b-4c3d-9e1f-0a1b2c3d4e52', nama: 'Agus Prasetyo, M.Cs.' },
  {
    id: '7c2d1e4f-8a9b-4c3d-9e1f-0a1b2c3d4e53',
    nama: 'Prof. Dr. Ir. Siti Nurhaliza Kusumawardhani, M.Sc., Ph.D.',
  },
] as const;
