// Fixed data for the copy modals' stories and tests: questions of the demo course's banks
// ('Soal Mata Kuliah') and exams of its classes ('Salin dari Kuis/Ujian').

import type { JenisSoal } from '@kampus/domain';
import type { BarisSoalMataKuliah, SoalSumber, UjianSumberSoal } from './types';

const uuid = (blok: string, n: number) => `${blok}-0000-4000-8000-${String(n).padStart(12, '0')}`;

const BANK = [
  { id: uuid('80000000', 1), judul: 'Bank Soal Basis Data: Aljabar Relasional dan Normalisasi' },
  { id: uuid('80000000', 3), judul: 'Soal Latihan SQL' },
] as const;

const PERTANYAAN: [JenisSoal, string][] = [
  [
    'pilihan',
    '<p>Operasi aljabar relasional yang memilih <strong>baris</strong> berdasarkan kondisi adalah ...</p>',
  ],
  ['benar_salah', '<p>Kunci primer boleh bernilai NULL.</p>'],
  [
    'esay',
    '<p>Jelaskan perbedaan antara <em>natural join</em> dan <em>theta join</em> disertai contoh.</p>',
  ],
  ['pilihan', '<p>Bentuk normal yang menghilangkan ketergantungan transitif adalah ...</p>'],
  ['pilihan', '<p>Perintah SQL untuk menghapus tabel beserta strukturnya adalah ...</p>'],
  ['benar_salah', '<p>Indeks selalu mempercepat perintah INSERT.</p>'],
  ['esay', '<p>Rancang ERD sistem perpustakaan sederhana &amp; jelaskan kardinalitasnya.</p>'],
  ['pilihan', '<p>Klausa SQL untuk mengelompokkan baris hasil kueri adalah ...</p>'],
  [
    'benar_salah',
    '<p>Transaksi yang sudah di-<em>commit</em> dapat dibatalkan dengan ROLLBACK.</p>',
  ],
  ['esay', '<p>Sebutkan sifat ACID dan jelaskan masing-masing.</p>'],
];

/** The first page of 'Soal Mata Kuliah': ten questions of two banks. */
export const SOAL_MATA_KULIAH: BarisSoalMataKuliah[] = PERTANYAAN.map(([jenis, pertanyaan], i) => ({
  id: uuid('51000000', i + 1),
  jenis,
  pertanyaan,
  bank_soal: BANK[i < 6 ? 0 : 1],
}));
export const TOTAL_SOAL_MATA_KULIAH = 13;

/** The second page: three more. */
export const SOAL_MATA_KULIAH_2: BarisSoalMataKuliah[] = [
  {
    id: uuid('51000000', 11),
    jenis: 'pilihan',
    pertanyaan: '<p>Perintah DDL untuk menambah kolom pada tabel adalah ...</p>',
    bank_soal: BANK[1],
  },
  {
    id: uuid('51000000', 12),
    jenis: 'esay',
    pertanyaan: '<p>Jelaskan perbedaan indeks <em>clustered</em> dan <em>non-clustered</em>.</p>',
    bank_soal: BANK[1],
  },
  {
    id: uuid('51000000', 13),
    jenis: 'benar_salah',
    pertanyaan: '<p>VIEW menyimpan salinan data tabel asalnya.</p>',
    bank_soal: BANK[1],
  },
];

/** A long question and a long bank title: two lines and a tooltip. */
export const SOAL_MATA_KULIAH_PANJANG: BarisSoalMataKuliah[] = [
  {
    id: uuid('51000000', 21),
    jenis: 'esay',
    pertanyaan:
      '<p>Sebuah perguruan tinggi menyimpan data mahasiswa, dosen, mata kuliah, kelas kuliah, jadwal pertemuan, ruangan, kehadiran, tugas, kuis, ujian tengah semester dan ujian akhir semester dalam satu basis data relasional. Rancanglah skema yang memenuhi bentuk normal ketiga.</p>',
    bank_soal: {
      id: uuid('80000000', 4),
      judul:
        'Bank Soal Perancangan Basis Data Sistem Informasi Akademik Perguruan Tinggi untuk Kuis, UTS dan UAS Semester Ganjil',
    },
  },
  ...SOAL_MATA_KULIAH.slice(0, 2),
];

/** Exams of the course's classes the lecturer manages ('Salin dari Kuis/Ujian'). */
export const UJIAN_SUMBER: UjianSumberSoal[] = [
  {
    id: uuid('30000000', 1),
    judul: 'Kuis 1: Aljabar Relasional',
    jenis: 'kuis',
    kelas: { nama: 'A' },
    jumlah_soal: 7,
  },
  {
    id: uuid('30000000', 2),
    judul: 'Kuis 2: SQL Dasar',
    jenis: 'kuis',
    kelas: { nama: 'A' },
    jumlah_soal: 10,
  },
  {
    id: uuid('30000000', 3),
    judul: 'Ujian Tengah Semester Basis Data',
    jenis: 'uts',
    kelas: { nama: 'A' },
    jumlah_soal: 25,
  },
  {
    id: uuid('30000000', 4),
    judul: 'Kuis 1: Aljabar Relasional',
    jenis: 'kuis',
    kelas: { nama: 'B' },
    jumlah_soal: 7,
  },
  {
    id: uuid('30000000', 5),
    judul: 'Remedial UTS Basis Data',
    jenis: 'remedial',
    kelas: { nama: 'B' },
    jumlah_soal: 0,
  },
];
export const TOTAL_UJIAN_SUMBER = 12;

/** The questions of 'Kuis 1: Aljabar Relasional' (class A), in its order. */
export const SOAL_UJIAN_SUMBER: SoalSumber[] = SOAL_MATA_KULIAH.slice(0, 7).map((s, i) => ({
  id: uuid('50000000', i + 1),
  jenis: s.jenis,
  pertanyaan: s.pertanyaan,
}));
