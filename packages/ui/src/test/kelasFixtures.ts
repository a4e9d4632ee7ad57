// Fixed class and meeting data (issue 5 views): the shapes of @kampus/api, no clock, no random
// values. Larger lists are generated from the index with fixed arithmetic.

import type {
  InfoMataKuliah,
  KelasKuliah,
  Pengajar,
  Pertemuan,
  PesertaKelas,
  RencanaEvaluasi,
  RencanaPembelajaran,
} from '@kampus/api';
import { BANNER_URL, FOTO_URL } from './fixtures';
import { KELAS_KULIAH } from './kelasKuliah';
import { DOKUMEN_URL, mahasiswaKe, TEKS_PERTEMUAN_HTML } from './lmsFixtures';

export { KELAS_KULIAH };

/** A lecturer with a photo and a long name and titles. */
export const PENGAJAR_PANJANG: Pengajar = {
  id_dosen: 'd3',
  nidn: '0001018001',
  nama: 'Raden Ayu Sekar Kusumawardhani Purbaningrum',
  nama_pengajar: 'Prof. Dr. Ir. Raden Ayu Sekar Kusumawardhani Purbaningrum, M.Sc., Ph.D.',
  gelar_depan: 'Prof. Dr. Ir.',
  gelar_akademik: 'M.Sc., Ph.D.',
  jabatan: 'Asisten',
  is_utama: false,
  prodi: { jenjang: 'S2', nama: 'Magister Sistem Informasi Kesehatan Masyarakat' },
  avatar_url: FOTO_URL,
};

/** Five teachers: the stack shows 3 and '+2'. */
export const PENGAJAR_BANYAK: Pengajar[] = [
  ...KELAS_KULIAH.pengajar,
  PENGAJAR_PANJANG,
  {
    id_dosen: 'd4',
    nidn: '0415079003',
    nama: 'Agus Prasetyo',
    nama_pengajar: 'Agus Prasetyo, M.Cs.',
    gelar_depan: null,
    gelar_akademik: 'M.Cs.',
    jabatan: 'Dosen',
    is_utama: false,
    prodi: { jenjang: 'S1', nama: 'Teknik Informatika' },
    avatar_url: null,
  },
  {
    id_dosen: 'd5',
    nidn: '0402029104',
    nama: 'Dewi Lestari',
    nama_pengajar: 'Dewi Lestari, S.T., M.T.',
    gelar_depan: null,
    gelar_akademik: 'S.T., M.T.',
    jabatan: 'Asisten',
    is_utama: false,
    prodi: null,
    avatar_url: null,
  },
];

/** A class with an uploaded banner image. */
export const KELAS_DENGAN_BANNER: KelasKuliah = {
  ...KELAS_KULIAH,
  banner_url: BANNER_URL,
  status: 'akan_dimulai',
};

export const KELAS_TEKS_PANJANG: KelasKuliah = {
  ...KELAS_KULIAH,
  id: '20252_K1_SIK4201_B',
  status: 'selesai',
  periode: 20252,
  banner_color_idx: 11,
  mata_kuliah: {
    ...KELAS_KULIAH.mata_kuliah,
    id: 'SIK4201',
    kode: 'SIK4201-PRAKTIKUM',
    nama: 'Metodologi Penelitian Kuantitatif dan Kualitatif untuk Pengembangan Sistem Informasi Kesehatan Masyarakat',
  },
  kelas: {
    id: '20252_K1_SIK4201_B',
    nama: 'B',
    jenis: { id: 'KRY', nama: 'Kelas Karyawan Akhir Pekan' },
  },
  pengajar: PENGAJAR_BANYAK,
};

// Meetings (spec 3 'Meeting') of the class KELAS_KULIAH, in WIB on fixed dates.

const PENGAJAR_PERTEMUAN: Pertemuan['pengajar_kelas'] = [
  {
    id: 'd1',
    nama: 'Budi Santoso',
    gelar_depan: 'Dr.',
    gelar_akademik: 'M.Kom.',
    is_pengajar: true,
    is_utama: true,
  },
  {
    id: 'd2',
    nama: 'Siti Rahmawati',
    gelar_depan: null,
    gelar_akademik: 'S.Kom., M.T.',
    is_pengajar: false,
    is_utama: false,
  },
];

const PARAMETER_KEHADIRAN: Pertemuan['parameter_kehadiran'] = {
  hadir_vidcon: true,
  kerjakan_kuis_ujian: false,
  kerjakan_tugas: true,
  posting_forum: false,
  unduh_materi: true,
};

function pertemuan(
  nomor: number,
  ubah: Partial<Pertemuan> & Pick<Pertemuan, 'waktu_mulai' | 'waktu_selesai'>,
): Pertemuan {
  return {
    id: `p${nomor}`,
    nomor,
    judul: '',
    deskripsi: '',
    teks: null,
    kategori: 'kuliah',
    jenis: 'online',
    status: 'belum_dimulai',
    mulai_kuliah: null,
    selesai_kuliah: null,
    waktu_terakhir_update_kehadiran: null,
    waktu_batas_aktivitas: null,
    default_deadline_materi: null,
    id_sesi: 's2',
    id_ruangan: null,
    id_kampus: 'K1',
    periode: 20251,
    id_kelas_kuliah: KELAS_KULIAH.id,
    peserta_hadir: 0,
    jumlah_peserta: 28,
    progress_peserta: null,
    count_activity: { materi: 0, tugas: 0, vidcon: 0, ujian: 0, forum: 0 },
    parameter_kehadiran: PARAMETER_KEHADIRAN,
    pengajar_kelas: PENGAJAR_PERTEMUAN,
    sesi: { id: 's2', nama: 'Sesi 2', jam_mulai: '09:20:00', jam_selesai: '11:00:00' },
    ruangan: null,
    kelas_kuliah: {
      id: KELAS_KULIAH.id,
      mata_kuliah: { id: 'IF201', kode: 'IF201', nama: 'Basis Data' },
      kelas: { nama: 'A', jenis: { id: 'REG', nama: 'Reguler' } },
    },
    ...ubah,
  };
}

export const PERTEMUAN_KELAS: Pertemuan[] = [
  pertemuan(1, {
    judul: 'Pengantar Basis Data',
    deskripsi: 'Konsep dasar basis data, DBMS dan peran basis data dalam sistem informasi.',
    teks: TEKS_PERTEMUAN_HTML,
    status: 'selesai',
    waktu_mulai: '2025-09-02T09:20:00+07:00',
    waktu_selesai: '2025-09-02T11:00:00+07:00',
    mulai_kuliah: '2025-09-02T09:22:00+07:00',
    selesai_kuliah: '2025-09-02T10:58:00+07:00',
    peserta_hadir: 26,
    progress_peserta: 0.93,
    count_activity: { materi: 2, tugas: 1, vidcon: 1, ujian: 0, forum: 1 },
  }),
  pertemuan(2, {
    judul: 'Model Entitas-Relasi',
    deskripsi: 'Entitas, atribut, relasi dan kardinalitas; latihan diagram ER.',
    teks: '<p>Bawa laptop untuk latihan menggambar diagram ER.</p>',
    jenis: 'offline',
    status: 'berlangsung',
    waktu_mulai: '2025-09-09T09:20:00+07:00',
    waktu_selesai: '2025-09-09T11:00:00+07:00',
    mulai_kuliah: '2025-09-09T09:25:00+07:00',
    id_ruangan: 'LAB2',
    ruangan: { id: 'LAB2', nama: 'Laboratorium Komputer 2', kapasitas: 40 },
    pengajar_kelas: PENGAJAR_PERTEMUAN.map((p) => ({ ...p, is_pengajar: true })),
    count_activity: { materi: 1, tugas: 2, vidcon: 0, ujian: 1, forum: 0 },
  }),
  pertemuan(3, {
    jenis: 'campuran',
    waktu_mulai: '2025-09-16T09:20:00+07:00',
    waktu_selesai: '2025-09-16T11:00:00+07:00',
    id_ruangan: 'R301',
    ruangan: { id: 'R301', nama: 'Ruang 301', kapasitas: 40 },
  }),
  pertemuan(8, {
    judul: 'Ujian Tengah Semester',
    deskripsi: 'Ujian tertulis bab 1 sampai 6, buku tertutup.',
    kategori: 'uts',
    jenis: 'offline',
    waktu_mulai: '2025-10-21T08:00:00+07:00',
    waktu_selesai: '2025-10-21T10:00:00+07:00',
    id_sesi: 's1',
    sesi: { id: 's1', nama: 'Sesi 1', jam_mulai: '07:30:00', jam_selesai: '10:00:00' },
    id_ruangan: 'AULA',
    ruangan: { id: 'AULA', nama: 'Aula Utama', kapasitas: 200 },
    count_activity: { materi: 0, tugas: 0, vidcon: 0, ujian: 1, forum: 0 },
  }),
];

const [P1, P2, P3, P8] = PERTEMUAN_KELAS as [Pertemuan, Pertemuan, Pertemuan, Pertemuan];
/** Finished, online, with text and activities. */
export const PERTEMUAN_SELESAI = P1;
/** Running, offline, two teachers. */
export const PERTEMUAN_BERLANGSUNG = P2;
/** Not started, no title, no text, no description. */
export const PERTEMUAN_BELUM_DIMULAI = P3;
/** The midterm exam (UTS). */
export const PERTEMUAN_UTS = P8;

export const PERTEMUAN_TEKS_PANJANG: Pertemuan = pertemuan(12, {
  judul:
    'Normalisasi Basis Data Relasional: Bentuk Normal Pertama hingga Bentuk Normal Boyce-Codd dan Penerapannya pada Sistem Informasi Akademik',
  deskripsi:
    'Mahasiswa menganalisis ketergantungan fungsional pada tabel-tabel sistem informasi akademik, lalu menormalisasikannya bertahap hingga bentuk normal Boyce-Codd dan mendiskusikan kompromi denormalisasi untuk kebutuhan pelaporan.',
  teks: TEKS_PERTEMUAN_HTML,
  jenis: 'campuran',
  status: 'berlangsung',
  waktu_mulai: '2025-11-18T13:00:00+07:00',
  waktu_selesai: '2025-11-18T15:30:00+07:00',
  sesi: {
    id: 's4',
    nama: 'Sesi 4 (Siang Panjang)',
    jam_mulai: '13:00:00',
    jam_selesai: '15:30:00',
  },
  ruangan: {
    id: 'LABT',
    nama: 'Ruang Laboratorium Komputer Terpadu Gedung C Lantai 4',
    kapasitas: 60,
  },
  pengajar_kelas: [
    ...PENGAJAR_PERTEMUAN.map((p) => ({ ...p, is_pengajar: true })),
    {
      id: 'd3',
      nama: PENGAJAR_PANJANG.nama,
      gelar_depan: PENGAJAR_PANJANG.gelar_depan,
      gelar_akademik: PENGAJAR_PANJANG.gelar_akademik,
      is_pengajar: true,
      is_utama: false,
    },
  ],
  count_activity: { materi: 12, tugas: 3, vidcon: 2, ujian: 1, forum: 4 },
});

// Participants (spec 3 'Student').

const PRODI_PESERTA = [
  { jenjang: 'S1', nama: 'Teknik Informatika' },
  { jenjang: 'S1', nama: 'Sistem Informasi' },
] as const;

/** The n-th participant (0-based); the third is the class leader, the eighth is on leave. */
export function pesertaKe(i: number): PesertaKelas {
  const m = mahasiswaKe(i);
  return {
    id: m.id_user,
    nim: m.nim,
    nama: m.nama,
    prodi: PRODI_PESERTA[i % 5 === 4 ? 1 : 0],
    angkatan: 2023 - (i % 7 === 6 ? 1 : 0),
    jabatan: i === 2 ? 'ketua_kelas' : 'Peserta',
    status: i === 7 ? 'Cuti' : 'Aktif',
    avatar_url: i % 4 === 1 ? FOTO_URL : null,
  };
}

export const PESERTA_KELAS: PesertaKelas[] = Array.from({ length: 8 }, (_, i) => pesertaKe(i));

/** A big class: 64 participants. */
export const PESERTA_BANYAK: PesertaKelas[] = Array.from({ length: 64 }, (_, i) => pesertaKe(i));

export const PESERTA_NAMA_PANJANG: PesertaKelas[] = [
  {
    id: 'mhs-panjang',
    nim: '2023109999',
    nama: 'Raden Ayu Sekar Kusumawardhani Purbaningrum Cahyaningtyas Wulandari',
    prodi: { jenjang: 'S2', nama: 'Magister Sistem Informasi Kesehatan Masyarakat' },
    angkatan: 2024,
    jabatan: 'ketua_kelas',
    status: 'Aktif',
    avatar_url: null,
  },
  ...PESERTA_KELAS.slice(0, 3).map((p) => ({ ...p, jabatan: 'Peserta' as const })),
];

// Syllabus, RPS and RE (spec 2 'Syllabus card and modal', 3 'Grade recap').

export const INFO_MATA_KULIAH: InfoMataKuliah = {
  id: 'IF201',
  kode: 'IF201',
  nama: 'Basis Data',
  nama_inggris: 'Database Systems',
  sks: 3,
  prodi: KELAS_KULIAH.mata_kuliah.prodi,
  id_dosen_koordinator: 'd1',
  id_dosen_pengembang_rps: 'd2',
  nama_dosen_koordinator: 'Dr. Budi Santoso, M.Kom.',
  nama_dosen_pengembang_rps: 'Siti Rahmawati, S.Kom., M.T.',
  pendahuluan: {
    silabus: {
      teks: 'Mata kuliah Basis Data membekali mahasiswa dengan pemahaman dan keterampilan tentang model data relasional, perancangan basis data dengan diagram ER, normalisasi, hingga bahasa SQL untuk definisi dan manipulasi data.',
      file: { nama: 'RPS Basis Data IF201.pdf', url: DOKUMEN_URL, content_length: 1_532_000 },
    },
  },
};

/** The syllabus kept as a link (URL-type): it cannot be downloaded (spec 2). */
export const INFO_MATA_KULIAH_TAUTAN: InfoMataKuliah = {
  ...INFO_MATA_KULIAH,
  pendahuluan: {
    silabus: {
      teks: INFO_MATA_KULIAH.pendahuluan.silabus.teks,
      file: {
        nama: 'RPS Basis Data',
        url: 'https://undi.example.ac.id/rps/IF201',
        content_length: null,
      },
    },
  },
};

export const INFO_MATA_KULIAH_KOSONG: InfoMataKuliah = {
  ...INFO_MATA_KULIAH,
  id_dosen_koordinator: null,
  id_dosen_pengembang_rps: null,
  nama_dosen_koordinator: null,
  nama_dosen_pengembang_rps: null,
  pendahuluan: { silabus: { teks: null, file: null } },
};

export const INFO_MATA_KULIAH_PANJANG: InfoMataKuliah = {
  ...INFO_MATA_KULIAH,
  nama_dosen_koordinator: PENGAJAR_PANJANG.nama_pengajar,
  pendahuluan: {
    silabus: {
      teks: `${INFO_MATA_KULIAH.pendahuluan.silabus.teks}\nPerkuliahan dilaksanakan secara campuran: pertemuan tatap muka di laboratorium untuk praktikum perancangan dan kueri, serta pertemuan daring untuk diskusi studi kasus sistem informasi akademik, kepegawaian dan keuangan perguruan tinggi.`,
      file: {
        nama: 'Rencana Pembelajaran Semester Basis Data Tahun Akademik 2025-2026 Revisi Ketiga.docx',
        url: DOKUMEN_URL,
        content_length: 84_200,
      },
    },
  },
};

const MATERI_RPS = [
  ['Pengantar basis data dan DBMS', 'Introduction to databases and DBMS'],
  ['Model entitas-relasi', 'Entity-relationship model'],
  ['Model relasional', 'Relational model'],
  ['Aljabar relasional', 'Relational algebra'],
  ['SQL: definisi data', 'SQL: data definition'],
  ['SQL: manipulasi data', 'SQL: data manipulation'],
  ['SQL: kueri bertingkat dan agregasi', 'SQL: nested queries and aggregation'],
  ['Ujian Tengah Semester', 'Midterm exam'],
  ['Ketergantungan fungsional', 'Functional dependencies'],
  ['Normalisasi 1NF-3NF', 'Normalisation 1NF-3NF'],
  ['Bentuk normal Boyce-Codd', 'Boyce-Codd normal form'],
  ['Transaksi dan konkurensi', 'Transactions and concurrency'],
  ['Indeks dan optimasi kueri', 'Indexes and query optimisation'],
  ['Keamanan basis data', 'Database security'],
  ['Presentasi proyek', null],
  ['Ujian Akhir Semester', 'Final exam'],
] as const;

export const RENCANA_PEMBELAJARAN: RencanaPembelajaran[] = MATERI_RPS.map(
  ([materi, materi_inggris], i) => ({
    id: `rp${i + 1}`,
    id_pertemuan: i + 1,
    materi,
    materi_inggris,
  }),
);

export const RENCANA_EVALUASI: RencanaEvaluasi[] = [
  { id: 're1', komponen_nilai: { id: 'k-tugas', nama: 'Tugas' }, bobot: 30 },
  { id: 're2', komponen_nilai: { id: 'k-kuis', nama: 'Kuis' }, bobot: 10 },
  { id: 're3', komponen_nilai: { id: 'k-uts', nama: 'UTS' }, bobot: 25 },
  { id: 're4', komponen_nilai: { id: 'k-uas', nama: 'UAS' }, bobot: 35 },
];

export const RENCANA_PEMBELAJARAN_PANJANG: RencanaPembelajaran[] = [
  {
    id: 'rp-panjang',
    id_pertemuan: 1,
    materi:
      'Pengantar sistem basis data: sejarah, arsitektur tiga skema ANSI/SPARC, kemandirian data, peran administrator basis data dan perbandingan sistem berkas tradisional dengan pendekatan basis data',
    materi_inggris:
      'Introduction to database systems: history, the ANSI/SPARC three-schema architecture, data independence and the database administrator',
  },
  ...RENCANA_PEMBELAJARAN.slice(1, 4),
];

// The weekly timetable (/jadwal): classes with their slots.

function kelasJadwal(
  id: string,
  kode: string,
  nama: string,
  namaKelas: string,
  jadwal: KelasKuliah['jadwal'],
): KelasKuliah {
  return {
    ...KELAS_KULIAH,
    id,
    mata_kuliah: { ...KELAS_KULIAH.mata_kuliah, id: kode, kode, nama },
    kelas: { id, nama: namaKelas, jenis: { id: 'REG', nama: 'Reguler' } },
    jadwal,
  };
}

const ruang = (id: string, nama: string) => ({ id, nama });

export const KELAS_JADWAL: KelasKuliah[] = [
  KELAS_KULIAH,
  kelasJadwal('20251_K1_IF2110_A', 'IF2110', 'Algoritma dan Struktur Data', 'A', [
    {
      hari: 1,
      jam_mulai: '07:30:00',
      jam_selesai: '09:10:00',
      ruangan: ruang('R301', 'Ruang 301'),
    },
    {
      hari: 3,
      jam_mulai: '07:30:00',
      jam_selesai: '09:10:00',
      ruangan: ruang('R301', 'Ruang 301'),
    },
  ]),
  kelasJadwal('20251_K1_MKU1020_B', 'MKU1020', 'Pendidikan Pancasila dan Kewarganegaraan', 'B', [
    { hari: 4, jam_mulai: '13:00:00', jam_selesai: '14:40:00', ruangan: ruang('AULA', 'Aula') },
  ]),
  kelasJadwal('20251_K1_MA2181_A', 'MA2181', 'Statistika dan Probabilitas', 'A', [
    {
      hari: 1,
      jam_mulai: '13:00:00',
      jam_selesai: '14:40:00',
      ruangan: ruang('R204', 'Ruang 204'),
    },
    { hari: 5, jam_mulai: '08:00:00', jam_selesai: '09:40:00', ruangan: null },
  ]),
  kelasJadwal('20251_K1_IF3130_C', 'IF3130', 'Jaringan Komputer', 'C', [
    {
      hari: 1,
      jam_mulai: '09:20:00',
      jam_selesai: '11:00:00',
      ruangan: ruang('LAB1', 'Lab Jaringan'),
    },
  ]),
];

/** A weekend class: Sabtu and Minggu slots. */
export const KELAS_JADWAL_MINGGU: KelasKuliah[] = [
  ...KELAS_JADWAL,
  kelasJadwal('20251_K2_MKU1050_K', 'MKU1050', 'Bahasa Inggris Akademik', 'K', [
    {
      hari: 6,
      jam_mulai: '08:00:00',
      jam_selesai: '10:30:00',
      ruangan: ruang('R101', 'Ruang 101'),
    },
    {
      hari: 0,
      jam_mulai: '08:00:00',
      jam_selesai: '10:30:00',
      ruangan: ruang('R101', 'Ruang 101'),
    },
  ]),
];

export const KELAS_JADWAL_PANJANG: KelasKuliah[] = [
  {
    ...KELAS_TEKS_PANJANG,
    jadwal: [
      {
        hari: 1,
        jam_mulai: '07:30:00',
        jam_selesai: '10:00:00',
        ruangan: ruang('LABT', 'Ruang Laboratorium Komputer Terpadu Gedung C Lantai 4'),
      },
    ],
  },
  ...KELAS_JADWAL.slice(0, 2),
];
