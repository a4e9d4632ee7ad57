// Fixed data for the generic kit stories (fields, overlays, tables): no clock, no random values.
import { CalendarDate, parseZonedDateTime, Time } from '@internationalized/date';

/** The college's today in the stories: Monday 1 September 2025 (WIB). */
export const HARI_INI = new CalendarDate(2025, 9, 1);
export const WAKTU_MULAI = parseZonedDateTime('2025-09-01T09:00[Asia/Jakarta]');
export const WAKTU_SELESAI = parseZonedDateTime('2025-09-01T10:40[Asia/Jakarta]');
export const JAM_MULAI = new Time(7, 30);
export const JAM_SELESAI = new Time(21, 10);

/** Days of September 2025 with activities (materi, tugas, ujian, forum, vidcon). */
export const TANGGAL_AKTIVITAS = ['2025-09-03', '2025-09-08', '2025-09-15', '2025-09-24'];

export const TEKS_PANJANG =
  'Mahasiswa diwajibkan membaca seluruh materi pertemuan, mengerjakan kuis, dan mengikuti forum diskusi daring sebelum batas waktu pengumpulan tugas kelompok berakhir pada akhir pekan.';

export const JENIS_MATERI = [
  { id: 'ebook', label: 'E-Book' },
  { id: 'video', label: 'Video' },
  { id: 'audio', label: 'Audio' },
  { id: 'arsip', label: 'Arsip' },
  { id: 'url', label: 'URL' },
];

export const PENGAJAR = [
  { id: 'd1', label: 'Dr. Budi Santoso, M.Kom.' },
  { id: 'd2', label: 'Siti Rahmawati, S.Kom., M.T.' },
  { id: 'd3', label: 'Agus Prasetyo, M.Cs.' },
  { id: 'd4', label: 'Dewi Lestari, S.T., M.T.' },
  { id: 'd5', label: 'Prof. Dr. Ir. Raden Ayu Sekar Kusumawardhani Purbaningrum, M.Sc., Ph.D.' },
];

export const PESERTA = [
  { nama: 'Siti Nurhaliza Putri' },
  { nama: 'Budi Santoso' },
  { nama: 'Dewi Lestari' },
  { nama: 'Agus Prasetyo' },
  { nama: 'Rina Kartika' },
  { nama: 'Yusuf Hidayat' },
];

/** A row of the meeting table (spec 2 'Meeting list and edit'). */
export interface BarisPertemuan {
  id: string;
  mataKuliah: string;
  kelas: string;
  pertemuan: number;
  judul: string;
  jenis: string;
  status: string;
  waktu: string;
}

export const DATA_PERTEMUAN: BarisPertemuan[] = [
  {
    id: 'p1',
    mataKuliah: 'Basis Data',
    kelas: 'A Reguler',
    pertemuan: 1,
    judul: 'Pengenalan Sistem Basis Data',
    jenis: 'Kuliah',
    status: 'Selesai',
    waktu: '01 Sep 2025, 09:20 - 11:00',
  },
  {
    id: 'p2',
    mataKuliah: 'Basis Data',
    kelas: 'A Reguler',
    pertemuan: 2,
    judul: 'Model Entitas dan Relasi',
    jenis: 'Kuliah',
    status: 'Selesai',
    waktu: '08 Sep 2025, 09:20 - 11:00',
  },
  {
    id: 'p3',
    mataKuliah: 'Basis Data',
    kelas: 'A Reguler',
    pertemuan: 3,
    judul: 'Aljabar Relasional',
    jenis: 'Kuliah',
    status: 'Berlangsung',
    waktu: '15 Sep 2025, 09:20 - 11:00',
  },
  {
    id: 'p4',
    mataKuliah: 'Basis Data',
    kelas: 'A Reguler',
    pertemuan: 4,
    judul: 'Normalisasi Bentuk Normal Pertama sampai Ketiga',
    jenis: 'Kuliah',
    status: 'Belum Dimulai',
    waktu: '22 Sep 2025, 09:20 - 11:00',
  },
  {
    id: 'p5',
    mataKuliah: 'Basis Data',
    kelas: 'A Reguler',
    pertemuan: 8,
    judul: 'Ujian Tengah Semester',
    jenis: 'UTS',
    status: 'Belum Dimulai',
    waktu: '20 Okt 2025, 09:20 - 11:00',
  },
];
