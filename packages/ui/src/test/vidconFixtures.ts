// Fixed vidcon data of the vidcon views (VidconPanel, DaftarVidconView, VidconFormModal): no
// clock reads, no random values.
import type { JoinVidcon, Vidcon } from '@kampus/api';

/** The server clock of the stories: Monday 1 Sep 2025, 09:03:04 WIB. */
export const SEKARANG_VIDCON = '2025-09-01T09:03:04+07:00';

const J = (jam: string, tanggal = '2025-09-01') => `${tanggal}T${jam}:00+07:00`;

const KELAS: Vidcon['kelas_kuliah'] = {
  id: 'kls-if2110-a',
  nama: 'A',
  mata_kuliah: { id: 'mk-if2110', kode: 'IF2110', nama: 'Algoritma dan Struktur Data' },
};

const DOSEN = { name: 'Dr. Budi Santoso, M.Kom.', username: 'budi.santoso' };

const join = (
  username: string,
  nama: string,
  jam: string,
  terlambat: boolean | null,
  role = 'mahasiswa',
): JoinVidcon => ({ username, nama, role, waktu_join: J(jam), terlambat });

/** Everyone who joined the running vidcon, as its lecturer sees them (the last two late). */
export const JOIN_BERLANGSUNG: JoinVidcon[] = [
  join('budi.santoso', 'Dr. Budi Santoso, M.Kom.', '07:58', null, 'dosen'),
  join('2401001', 'Andi Pratama', '08:02', false),
  join('2401002', 'Siti Rahmawati', '08:14', false),
  join('2401003', 'Muhammad Rizky Ramadhan', '08:21', true),
  join('2401004', 'Dewi Lestari', '08:47', true),
];

/** A Zoom class running now (08:00 - 10:00) with four students, as its lecturer sees it. */
export const VIDCON_BERLANGSUNG: Vidcon = {
  id: '7a2d3b51-0000-4000-8000-000000000001',
  id_kelas_kuliah: KELAS.id,
  id_pertemuan: 'prt-03',
  judul: 'Kuliah Daring: Struktur Data Linear',
  aplikasi: 'zoom',
  link: 'https://zoom.us/j/91234567890?pwd=abc',
  catatan: 'Kamera dinyalakan saat presentasi kelompok.\nSiapkan slide masing-masing.',
  status: 'berlangsung',
  waktu_mulai: J('08:00'),
  waktu_selesai: J('10:00'),
  jumlah_peserta: 4,
  join_data: JOIN_BERLANGSUNG,
  kelas_kuliah: KELAS,
  pertemuan: { nomor: 3 },
  created_by: DOSEN,
  created_at: J('07:00', '2025-08-30'),
};

/** The same vidcon as a student who joined late sees it: only their own join. */
export const VIDCON_BERLANGSUNG_MAHASISWA: Vidcon = {
  ...VIDCON_BERLANGSUNG,
  join_data: [join('2401003', 'Muhammad Rizky Ramadhan', '08:21', true)],
};

/** A Google Meet consultation this afternoon, nobody joined yet. */
export const VIDCON_BELUM_DIMULAI: Vidcon = {
  ...VIDCON_BERLANGSUNG,
  id: '7a2d3b51-0000-4000-8000-000000000002',
  judul: 'Konsultasi Tugas Besar',
  aplikasi: 'gmeet',
  link: 'https://meet.google.com/abc-defg-hij',
  catatan: '',
  status: 'belum_dimulai',
  waktu_mulai: J('13:00'),
  waktu_selesai: J('14:00'),
  jumlah_peserta: 0,
  join_data: [],
};

/** Last week's Teams session, finished, three students. */
export const VIDCON_SELESAI: Vidcon = {
  ...VIDCON_BERLANGSUNG,
  id: '7a2d3b51-0000-4000-8000-000000000003',
  judul: 'Pembahasan Kuis 1',
  aplikasi: 'msteams',
  link: 'https://teams.microsoft.com/l/meetup-join/19%3ameeting',
  catatan: 'Rekaman diunggah di materi pertemuan.',
  status: 'selesai',
  waktu_mulai: J('08:00', '2025-08-25'),
  waktu_selesai: J('09:40', '2025-08-25'),
  jumlah_peserta: 3,
  join_data: [
    { ...join('2401001', 'Andi Pratama', '08:01', false), waktu_join: J('08:01', '2025-08-25') },
    { ...join('2401002', 'Siti Rahmawati', '08:05', false), waktu_join: J('08:05', '2025-08-25') },
    { ...join('2401004', 'Dewi Lestari', '08:30', true), waktu_join: J('08:30', '2025-08-25') },
  ],
};

/** A long title, an app outside the list, long notes: for wrapping. */
export const VIDCON_TEKS_PANJANG: Vidcon = {
  ...VIDCON_BELUM_DIMULAI,
  id: '7a2d3b51-0000-4000-8000-000000000004',
  judul:
    'Sesi Asistensi Gabungan Praktikum Struktur Data dan Algoritma Lanjut untuk Seluruh Kelas Paralel Semester Ganjil',
  aplikasi: 'lainnya',
  link: 'https://vidcon.kampus-contoh.ac.id/ruang/asistensi-gabungan-struktur-data-semester-ganjil-2025',
  catatan:
    'Sesi ini menggabungkan seluruh kelas paralel. Mahasiswa diharapkan sudah membaca modul praktikum 1 sampai 4 dan menyiapkan pertanyaan tertulis sebelum sesi dimulai agar waktu asistensi dapat dimanfaatkan sebaik-baiknya.',
  kelas_kuliah: {
    ...KELAS,
    mata_kuliah: {
      ...KELAS.mata_kuliah,
      nama: 'Praktikum Algoritma dan Struktur Data Lanjut untuk Program Studi Teknik Informatika',
    },
  },
};

/** The meeting of the stories (the card of a lecturer's form, an operator's options). */
export const PERTEMUAN_VIDCON = {
  id: 'prt-03',
  nomor: 3,
  jenis: 'online' as const,
  waktu_mulai: J('08:00'),
  waktu_selesai: J('10:00'),
};

export const OPSI_PERTEMUAN_VIDCON = [
  {
    ...PERTEMUAN_VIDCON,
    id: 'prt-02',
    nomor: 2,
    waktu_mulai: J('08:00', '2025-08-25'),
    waktu_selesai: J('10:00', '2025-08-25'),
  },
  PERTEMUAN_VIDCON,
  {
    ...PERTEMUAN_VIDCON,
    id: 'prt-04',
    nomor: 4,
    jenis: 'offline' as const,
    waktu_mulai: J('08:00', '2025-09-08'),
    waktu_selesai: J('10:00', '2025-09-08'),
  },
];
