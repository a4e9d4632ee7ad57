// Fixed data for the bank detail's stories and tests (no clock, no random values): a shared bank
// of the demo course IF201 Basis Data led by Dr. Budi Santoso, its questions in the exams' model.

import type { BankSoalDetail, BerkasSoal, Soal } from '@kampus/api';
import { MAKS_SOAL_BANK } from '@kampus/domain';
import { soalBenarSalah, soalEsai, soalPilihan } from '../../../test/ujianStafFixtures';

const berkas = (folder: string, nama: string, ukuran: number, n: number): BerkasSoal => {
  const ext = nama.slice(nama.lastIndexOf('.') + 1);
  const url = `/v2/storager/berkas/${folder}/7b2d3e4f-0000-4000-8000-${String(n).padStart(12, '0')}.${ext}`;
  return { name: nama, content_length: ukuran, url, extension: ext, path: url };
};

const SOAL_ESAI_BERKAS: Soal = {
  ...soalEsai(
    4,
    '<p>Perhatikan diagram ERD terlampir. Ubahlah diagram tersebut menjadi skema relasional dan tandai kunci primer serta kunci tamunya.</p>',
    'Setiap entitas menjadi tabel; relasi banyak-ke-banyak menjadi tabel penghubung dengan kunci komposit.',
  ),
  soal_files: [berkas('soal_bank_soal', 'erd-perpustakaan.png', 248_320, 1)],
  esay: {
    jenis_file_diterima: ['text', 'image', 'pdf'],
    kunci:
      'Setiap entitas menjadi tabel; relasi banyak-ke-banyak menjadi tabel penghubung dengan kunci komposit.',
    kunci_files: [berkas('kunci_bank_soal', 'kunci-skema-relasional.pdf', 96_512, 2)],
  },
};

/** Six questions of every kind: keys set, one with an attachment and an answer-key file. */
export const SOAL_BANK: Soal[] = [
  soalPilihan(
    1,
    '<p>Operasi aljabar relasional yang memilih <strong>baris</strong> berdasarkan kondisi adalah ...</p>',
    ['Proyeksi', 'Seleksi', 'Join', 'Union'],
    1,
  ),
  soalBenarSalah(2, '<p>Kunci primer boleh bernilai NULL.</p>', 'salah'),
  soalEsai(
    3,
    '<p>Jelaskan perbedaan antara <em>natural join</em> dan <em>theta join</em> disertai contoh.</p>',
    'Natural join menyamakan kolom bernama sama; theta join memakai kondisi bebas.',
  ),
  SOAL_ESAI_BERKAS,
  soalPilihan(
    5,
    '<p>Bentuk normal yang menghilangkan ketergantungan transitif adalah ...</p>',
    ['1NF', '2NF', '3NF'],
    2,
  ),
  soalBenarSalah(6, '<p>Indeks selalu mempercepat perintah INSERT.</p>', 'salah'),
];

export const BANK_SOAL: BankSoalDetail = {
  id: '80000000-0000-4000-8000-000000000001',
  judul: 'Bank Soal Basis Data: Aljabar Relasional dan Normalisasi',
  deskripsi:
    'Kumpulan soal kuis dan ujian Basis Data untuk pertemuan 1 sampai 7: aljabar relasional, SQL dasar, ERD dan normalisasi.',
  dosen: { id: '90000000-0000-4000-8000-000000000001', nama: 'Dr. Budi Santoso, M.Kom.' },
  mata_kuliah: { id: 'IF201', kode: 'IF201', nama: 'Basis Data' },
  id_prodi_mata_kuliah: 'IF',
  jumlah_soal: SOAL_BANK.length,
  created_at: '2025-08-25T10:15:00+07:00',
  ditampilkan: true,
  dibagikan: true,
  boleh_ubah: true,
  list_soal: SOAL_BANK,
};

/** A new bank: hidden, no lecturer yet, no question. */
export const BANK_SOAL_KOSONG: BankSoalDetail = {
  ...BANK_SOAL,
  id: '80000000-0000-4000-8000-000000000002',
  judul: 'Draf Bank Soal UAS',
  deskripsi: 'Soal cadangan ujian akhir semester.',
  dosen: null,
  ditampilkan: false,
  dibagikan: false,
  jumlah_soal: 0,
  list_soal: [],
};

/** A bank at the limit (spec 5: 100 questions), of the three kinds in turn. */
export const BANK_SOAL_PENUH: BankSoalDetail = {
  ...BANK_SOAL,
  jumlah_soal: MAKS_SOAL_BANK,
  list_soal: Array.from({ length: MAKS_SOAL_BANK }, (_, i) => {
    const n = i + 1;
    if (n % 3 === 1) {
      return soalPilihan(n, `<p>Soal pilihan nomor ${n} tentang SQL.</p>`, ['A', 'B', 'C'], 0);
    }
    if (n % 3 === 2) return soalBenarSalah(n, `<p>Pernyataan nomor ${n} benar.</p>`, 'benar');
    return soalEsai(n, `<p>Uraikan jawaban soal nomor ${n}.</p>`, '');
  }),
};

const PANJANG =
  '<p>Sebuah perguruan tinggi menyimpan data mahasiswa, dosen, mata kuliah, kelas kuliah, jadwal pertemuan, ruangan, kehadiran, tugas, kuis, ujian tengah semester dan ujian akhir semester dalam satu basis data relasional. Rancanglah skema yang memenuhi bentuk normal ketiga, jelaskan setiap ketergantungan fungsional yang Anda temukan, dan tunjukkan langkah dekomposisinya secara berurutan.</p>';

/** Long Indonesian title, description and questions. */
export const BANK_SOAL_PANJANG: BankSoalDetail = {
  ...BANK_SOAL,
  judul:
    'Bank Soal Perancangan Basis Data Sistem Informasi Akademik Perguruan Tinggi untuk Kuis, UTS dan UAS Semester Ganjil',
  deskripsi:
    'Soal-soal studi kasus perancangan basis data sistem informasi akademik: identifikasi entitas dan relasi, diagram ERD, transformasi ke skema relasional, normalisasi sampai bentuk normal ketiga, serta kueri SQL untuk laporan kehadiran dan nilai.',
  dosen: {
    id: '90000000-0000-4000-8000-000000000002',
    nama: 'Prof. Dr. Ir. Siti Rahmawati Kusumaningrum, S.Kom., M.T., Ph.D.',
  },
  mata_kuliah: { id: 'IF201', kode: 'IF201', nama: 'Basis Data dan Sistem Manajemen Basis Data' },
  jumlah_soal: 2,
  list_soal: [
    soalEsai(
      1,
      PANJANG,
      'Pisahkan entitas mahasiswa, dosen dan mata kuliah; relasi kelas kuliah menyimpan kunci tamu ke ketiganya; kehadiran bergantung pada pertemuan dan mahasiswa saja.',
    ),
    soalPilihan(
      2,
      '<p>Manakah pernyataan yang paling tepat tentang ketergantungan transitif pada tabel jadwal pertemuan?</p>',
      [
        'Ruangan bergantung pada sesi, dan sesi bergantung pada kunci primer pertemuan, sehingga ruangan bergantung secara transitif pada kunci primer.',
        'Tidak ada ketergantungan transitif karena setiap kolom bergantung langsung pada kunci primer.',
        'Ketergantungan transitif hanya terjadi pada tabel yang memiliki kunci komposit.',
      ],
      0,
    ),
  ],
};
