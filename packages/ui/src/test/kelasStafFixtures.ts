// Fixed data for the staff tables and modals of classes and meetings (issue 5): no clock, no
// random values. Lists are built from the index with fixed arithmetic, so they never change.

import type {
  BerkasSilabus,
  HasilCekBentrok,
  KelasKuliah,
  Pengajar,
  Pertemuan,
  PesertaKelas,
  Ruangan,
  SesiKuliah,
} from '@kampus/api';
import type { SelectOption } from '../primitives/Select';
import { KELAS_KULIAH } from './kelasKuliah';
import { MAHASISWA_NAMA_PANJANG, mahasiswaKe } from './lmsFixtures';

const MATA_KULIAH = [
  { id: 'IF201', kode: 'IF201', nama: 'Basis Data', sks: 3 },
  { id: 'IF203', kode: 'IF203', nama: 'Struktur Data', sks: 3 },
  { id: 'IF305', kode: 'IF305', nama: 'Rekayasa Perangkat Lunak', sks: 4 },
  { id: 'SI210', kode: 'SI210', nama: 'Sistem Informasi Manajemen', sks: 2 },
  { id: 'IF101', kode: 'IF101', nama: 'Algoritma dan Pemrograman', sks: 4 },
] as const;

const LABEL_KELAS = ['A', 'B', 'C'] as const;

const PENGAJAR_TAMBAHAN: Pengajar = {
  id_dosen: 'd3',
  nidn: '0405099003',
  nama: 'Agus Prasetyo',
  nama_pengajar: 'Agus Prasetyo, M.Cs.',
  gelar_depan: null,
  gelar_akademik: 'M.Cs.',
  jabatan: 'Asisten',
  is_utama: false,
  prodi: { jenjang: 'S1', nama: 'Teknik Informatika' },
  avatar_url: null,
};

/** The teachers of the demo class: coordinator, lecturer and assistant. */
export const PENGAJAR_KELAS: Pengajar[] = [...KELAS_KULIAH.pengajar, PENGAJAR_TAMBAHAN];

/** The n-th class of the staff list (0-based), period 2025/2026 Ganjil or Genap. */
export function kelasKe(i: number): KelasKuliah {
  const mk = MATA_KULIAH[i % MATA_KULIAH.length]!;
  const label = LABEL_KELAS[Math.floor(i / MATA_KULIAH.length) % LABEL_KELAS.length]!;
  const periode = i % 4 === 3 ? 20252 : 20251;
  const id = `${periode}_K1_${mk.id}_${label}`;
  return {
    ...KELAS_KULIAH,
    id,
    periode,
    banner_color_idx: i,
    mode_kuliah: (['online', 'offline', 'campuran'] as const)[i % 3]!,
    jumlah_peserta: 20 + ((i * 7) % 16),
    jumlah_pertemuan: 14 + (i % 3),
    mata_kuliah: {
      ...mk,
      prodi:
        i % 2 === 0
          ? { id: 'TI', nama: 'Teknik Informatika', jenjang: 'S1' }
          : { id: 'SI', nama: 'Sistem Informasi', jenjang: 'S1' },
    },
    kelas: {
      id,
      nama: label,
      jenis: { id: i % 5 === 4 ? 'KRY' : 'REG', nama: i % 5 === 4 ? 'Karyawan' : 'Reguler' },
    },
    pengajar: i % 2 === 0 ? PENGAJAR_KELAS.slice(0, 2) : [PENGAJAR_KELAS[1]!],
    prodi_kelas:
      i % 3 === 0
        ? [
            { nama: 'Teknik Informatika', jenjang: 'S1' },
            { nama: 'Sistem Informasi', jenjang: 'S1' },
          ]
        : [{ nama: 'Teknik Informatika', jenjang: 'S1' }],
  };
}

/** The first page of the staff class table (5 of 23). */
export const DAFTAR_KELAS: KelasKuliah[] = Array.from({ length: 5 }, (_, i) => kelasKe(i));
export const TOTAL_KELAS = 23;

export const KELAS_NAMA_PANJANG: KelasKuliah = {
  ...kelasKe(2),
  id: '20251_K1_IF499_A',
  mata_kuliah: {
    id: 'IF499',
    kode: 'IF499',
    nama: 'Metodologi Penelitian Kuantitatif dan Kualitatif untuk Sistem Informasi Akademik Perguruan Tinggi',
    sks: 3,
    prodi: {
      id: 'TI',
      nama: 'Teknik Informatika dan Rekayasa Perangkat Lunak Terapan',
      jenjang: 'S1',
    },
  },
  pengajar: [
    ...PENGAJAR_KELAS,
    {
      ...PENGAJAR_TAMBAHAN,
      id_dosen: 'd5',
      nama: 'Raden Ayu Sekar Kusumawardhani Purbaningrum',
      nama_pengajar: 'Prof. Dr. Ir. Raden Ayu Sekar Kusumawardhani Purbaningrum, M.Sc., Ph.D.',
      gelar_depan: 'Prof. Dr. Ir.',
      gelar_akademik: 'M.Sc., Ph.D.',
      jabatan: 'Dosen',
    },
  ],
  prodi_kelas: [
    { nama: 'Teknik Informatika dan Rekayasa Perangkat Lunak Terapan', jenjang: 'S1' },
    { nama: 'Sistem Informasi Akuntansi dan Keuangan Daerah', jenjang: 'D3' },
  ],
};

/** Options of the class table filter panel. */
export const OPSI_FILTER_KELAS = {
  periode: [
    { id: 20251, label: '2025/2026 Ganjil' },
    { id: 20252, label: '2025/2026 Genap' },
    { id: 20242, label: '2024/2025 Genap' },
  ],
  mataKuliah: MATA_KULIAH.map((m) => ({ id: m.id, label: `${m.kode} - ${m.nama}` })),
  labelKelas: LABEL_KELAS.map((l) => ({ id: l, label: l })),
  jenisKelas: [
    { id: 'REG', label: 'Reguler' },
    { id: 'KRY', label: 'Karyawan' },
  ],
  prodi: [
    { id: 'TI', label: 'S1 Teknik Informatika' },
    { id: 'SI', label: 'S1 Sistem Informasi' },
  ],
  dosen: [
    { id: 'd1', label: 'Dr. Budi Santoso, M.Kom.' },
    { id: 'd2', label: 'Siti Rahmawati, S.Kom., M.T.' },
    { id: 'd3', label: 'Agus Prasetyo, M.Cs.' },
  ],
} satisfies Record<string, SelectOption[]>;

export const SESI_KULIAH: SesiKuliah[] = [
  { id: 's1', nama: 'Sesi 1', jam_mulai: '07:30:00', jam_selesai: '09:10:00' },
  { id: 's2', nama: 'Sesi 2', jam_mulai: '09:20:00', jam_selesai: '11:00:00' },
  { id: 's3', nama: 'Sesi 3', jam_mulai: '13:00:00', jam_selesai: '14:40:00' },
  { id: 's4', nama: 'Sesi 4', jam_mulai: '15:30:00', jam_selesai: '17:10:00' },
];

/** Rooms for 28 participants: R201 is taken, R105 is too small. */
export const RUANGAN: Ruangan[] = [
  { id: 'LAB2', nama: 'Laboratorium Komputer 2', kapasitas: 40, is_available: true },
  { id: 'R201', nama: 'Ruang 201', kapasitas: 45, is_available: false },
  { id: 'R105', nama: 'Ruang 105', kapasitas: 25, is_available: true },
  { id: 'AULA', nama: 'Aula Utama', kapasitas: 200, is_available: true },
];

const PENGAJAR_PERTEMUAN = [
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
    is_pengajar: true,
    is_utama: false,
  },
  {
    id: 'd3',
    nama: 'Agus Prasetyo',
    gelar_depan: null,
    gelar_akademik: 'M.Cs.',
    is_pengajar: false,
    is_utama: false,
  },
];

const JUDUL_PERTEMUAN = [
  'Pengantar Basis Data',
  'Model Entitas-Relasi',
  'Model Relasional',
  'Aljabar Relasional',
  'SQL Dasar',
  'SQL Lanjut: Join dan Subquery',
  'Normalisasi',
  'Ujian Tengah Semester',
];

/** The n-th meeting (1-based) of the demo class: Tuesdays from 2 September 2025, sesi 2. */
export function pertemuanKe(nomor: number): Pertemuan {
  const hari = 2 + (nomor - 1) * 7;
  const tanggal = new Date(Date.UTC(2025, 8, hari));
  const iso = tanggal.toISOString().slice(0, 10);
  const uts = nomor === 8;
  const status = nomor <= 2 ? 'selesai' : nomor === 3 ? 'berlangsung' : 'belum_dimulai';
  const jenis = uts ? 'offline' : (['online', 'offline', 'campuran'] as const)[(nomor - 1) % 3]!;
  return {
    id: `00000000-0000-4000-8000-${String(nomor).padStart(12, '0')}`,
    nomor,
    judul: JUDUL_PERTEMUAN[(nomor - 1) % JUDUL_PERTEMUAN.length]!,
    deskripsi: 'Mahasiswa mempelajari konsep dasar pertemuan ini dan mengerjakan latihan di kelas.',
    teks: null,
    kategori: uts ? 'uts' : 'kuliah',
    jenis,
    status,
    waktu_mulai: uts ? `${iso}T08:00:00+07:00` : `${iso}T09:20:00+07:00`,
    waktu_selesai: uts ? `${iso}T10:00:00+07:00` : `${iso}T11:00:00+07:00`,
    mulai_kuliah: null,
    selesai_kuliah: null,
    waktu_terakhir_update_kehadiran: null,
    waktu_batas_aktivitas: null,
    default_deadline_materi: null,
    id_sesi: uts ? null : 's2',
    id_ruangan: jenis === 'online' ? null : 'LAB2',
    id_kampus: 'K1',
    periode: 20251,
    id_kelas_kuliah: KELAS_KULIAH.id,
    peserta_hadir: status === 'selesai' ? 26 : 0,
    jumlah_peserta: 28,
    progress_peserta: status === 'selesai' ? 0.86 : null,
    count_activity: {
      materi: nomor % 3,
      tugas: nomor % 2,
      vidcon: 0,
      ujian: uts ? 1 : 0,
      forum: 1,
    },
    parameter_kehadiran: {
      hadir_vidcon: jenis === 'online',
      kerjakan_kuis_ujian: false,
      kerjakan_tugas: jenis === 'online',
      posting_forum: false,
      unduh_materi: jenis !== 'offline',
    },
    pengajar_kelas: PENGAJAR_PERTEMUAN,
    sesi: uts ? null : SESI_KULIAH[1]!,
    ruangan:
      jenis === 'online' ? null : { id: 'LAB2', nama: 'Laboratorium Komputer 2', kapasitas: 40 },
    kelas_kuliah: {
      id: KELAS_KULIAH.id,
      mata_kuliah: { id: 'IF201', kode: 'IF201', nama: 'Basis Data' },
      kelas: { nama: 'A', jenis: { id: 'REG', nama: 'Reguler' } },
    },
  };
}

/** The first page of meetings (5 of 16). */
export const DAFTAR_PERTEMUAN: Pertemuan[] = [1, 2, 3, 4, 5].map(pertemuanKe);
export const TOTAL_PERTEMUAN = 16;

export const PERTEMUAN_JUDUL_PANJANG_STAF: Pertemuan = {
  ...pertemuanKe(12),
  judul:
    'Normalisasi Basis Data Relasional: Bentuk Normal Pertama hingga Bentuk Normal Boyce-Codd dan Penerapannya pada Sistem Informasi Akademik',
  kelas_kuliah: {
    id: KELAS_NAMA_PANJANG.id,
    mata_kuliah: {
      id: 'IF499',
      kode: 'IF499',
      nama: KELAS_NAMA_PANJANG.mata_kuliah.nama,
    },
    kelas: { nama: 'A', jenis: { id: 'KRY', nama: 'Karyawan Akhir Pekan' } },
  },
};

/** An offline meeting in session 2, in LAB2, taught by d1 and d2: the edit modal's start. */
export const PERTEMUAN_OFFLINE: Pertemuan = pertemuanKe(2);
/** An online meeting (no room; vidcon and tasks count for attendance). */
export const PERTEMUAN_ONLINE: Pertemuan = pertemuanKe(4);
/** A meeting with no title or description yet. */
export const PERTEMUAN_KOSONG: Pertemuan = { ...pertemuanKe(6), judul: '', deskripsi: '' };

/** 'Cek Jadwal': room R201 is taken (ignorable), no class or teacher conflict. */
export const BENTROK_RUANGAN_ABAIKAN: HasilCekBentrok = {
  bentrok_kelas: { data: [] },
  bentrok_ruangan: {
    ignorable: true,
    data: [
      {
        id: 'x1',
        nomor: 3,
        judul: 'Pengantar Jaringan Komputer',
        waktu_mulai: '2025-09-09T09:20:00+07:00',
        waktu_selesai: '2025-09-09T11:00:00+07:00',
        sesi: 'Sesi 2',
        mata_kuliah: { kode: 'IF310', nama: 'Jaringan Komputer' },
        kelas: 'B Reguler',
        pengajar: ['Dewi Lestari, S.T., M.T.'],
        ruangan: 'Laboratorium Komputer 2',
      },
    ],
  },
  bentrok_pengajar: { ignorable: false, data: [] },
};

/** A blocking result: another meeting of the same class and a teacher's other class. */
export const BENTROK_MEMBLOKIR: HasilCekBentrok = {
  bentrok_kelas: {
    data: [
      {
        id: 'x2',
        nomor: 3,
        judul: 'Model Relasional',
        waktu_mulai: '2025-09-09T10:00:00+07:00',
        waktu_selesai: '2025-09-09T11:40:00+07:00',
        sesi: 'Sesi 2',
        mata_kuliah: { kode: 'IF201', nama: 'Basis Data' },
        kelas: 'A Reguler',
        pengajar: ['Dr. Budi Santoso, M.Kom.', 'Siti Rahmawati, S.Kom., M.T.'],
        ruangan: null,
      },
    ],
  },
  bentrok_ruangan: BENTROK_RUANGAN_ABAIKAN.bentrok_ruangan,
  bentrok_pengajar: {
    ignorable: false,
    data: [
      {
        id: 'x3',
        nomor: 5,
        judul: 'Analisis Kebutuhan Perangkat Lunak',
        waktu_mulai: '2025-09-09T09:20:00+07:00',
        waktu_selesai: '2025-09-09T11:00:00+07:00',
        sesi: 'Sesi 2',
        mata_kuliah: { kode: 'IF305', nama: 'Rekayasa Perangkat Lunak' },
        kelas: 'C Reguler',
        pengajar: ['Dr. Budi Santoso, M.Kom.'],
        ruangan: 'Ruang 201',
      },
    ],
  },
};

export const TANPA_BENTROK: HasilCekBentrok = {
  bentrok_kelas: { data: [] },
  bentrok_ruangan: { ignorable: false, data: [] },
  bentrok_pengajar: { ignorable: false, data: [] },
};

/** Participants of the demo class; the second is the class leader. */
export const PESERTA_KELAS: PesertaKelas[] = Array.from({ length: 12 }, (_, i) => {
  const m = mahasiswaKe(i);
  return {
    id: `00000000-0000-4000-9000-${String(i + 1).padStart(12, '0')}`,
    nim: m.nim,
    nama: m.nama,
    prodi: { jenjang: 'S1', nama: 'Teknik Informatika' },
    angkatan: 2023,
    jabatan: i === 1 ? 'ketua_kelas' : 'Peserta',
    status: 'Aktif',
    avatar_url: null,
  };
});

export const PESERTA_NAMA_PANJANG: PesertaKelas[] = [
  ...PESERTA_KELAS.slice(0, 3),
  {
    ...PESERTA_KELAS[3]!,
    id: '00000000-0000-4000-9000-000000009999',
    nim: MAHASISWA_NAMA_PANJANG.nim,
    nama: MAHASISWA_NAMA_PANJANG.nama,
  },
];

export const OPSI_LINGKUP: SelectOption[] = [
  { id: 'Internal Prodi', label: 'Internal Prodi' },
  { id: 'Lintas Prodi', label: 'Lintas Prodi' },
  { id: 'Lintas Fakultas', label: 'Lintas Fakultas' },
];
export const OPSI_JENIS_KELAS: SelectOption[] = OPSI_FILTER_KELAS.jenisKelas;
export const OPSI_KAMPUS: SelectOption[] = [
  { id: 'K1', label: 'Kampus Utama' },
  { id: 'K2', label: 'Kampus 2 Cikarang' },
];

export const BERKAS_SILABUS: BerkasSilabus = {
  nama: 'Silabus Basis Data 2025.pdf',
  url: 'https://storage.kampus.example/silabus/IF201.pdf',
  content_length: 482_133,
};

export const TEKS_SILABUS =
  'Mata kuliah ini membahas konsep basis data relasional, pemodelan data dengan diagram ER, SQL, normalisasi, dan transaksi.';
