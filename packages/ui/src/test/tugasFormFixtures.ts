import type { KelompokTugas, MahasiswaTugas, Tugas } from '@kampus/api';

// Assignments as the list, panel and form views get them (contract Tugas), for their stories and
// tests. The clock of the stories is SEKARANG_TUGAS.

export const SEKARANG_TUGAS = '2026-11-18T03:00:00.000Z';

const pertemuanKe = (nomor: number) => ({
  id: `ptm-${nomor}`,
  nomor,
  jenis: nomor % 2 === 0 ? 'offline' : 'online',
  waktu_mulai: `2026-11-${String(nomor + 10).padStart(2, '0')}T01:00:00.000Z`,
  waktu_selesai: `2026-11-${String(nomor + 10).padStart(2, '0')}T03:00:00.000Z`,
});

/** The meeting of the forms, and the operators' picker. */
export const PERTEMUAN_TUGAS = pertemuanKe(3);
export const OPSI_PERTEMUAN_TUGAS = [1, 2, 3, 4, 5].map(pertemuanKe);

const dasar: Tugas = {
  id: '22222222-2222-4222-8222-222222222221',
  id_kelas_kuliah: 'kls-1',
  id_pertemuan: 'ptm-3',
  pertemuan: { nomor: 3, judul: 'Rekursi' },
  mata_kuliah: { kode: 'IF201', nama: 'Struktur Data' },
  judul: 'Laporan Praktikum Rekursi',
  deskripsi: '<p>Kerjakan soal 1 sampai 5 pada modul, lalu unggah laporannya dalam PDF.</p>',
  jenis: 'individu',
  waktu_mulai: '2026-11-13T01:00:00.000Z',
  waktu_selesai: '2026-11-20T16:59:00.000Z',
  terima_terlambat: true,
  jenis_file_diterima: ['.pdf', '.docx'],
  batas_ukuran_mb: 10,
  lampiran: [],
  rekap: null,
  pengumpulan_saya: null,
  created_by: { name: 'Dr. Budi Santoso, M.Kom.', username: 'budi' },
  created_at: '2026-11-12T08:00:00.000Z',
};

const rekap = (o: Partial<NonNullable<Tugas['rekap']>>): NonNullable<Tugas['rekap']> => ({
  status: 'Belum Ada Pengumpulan',
  jumlah_target: 40,
  jumlah_pengumpulan: 0,
  jumlah_terlambat: 0,
  jumlah_dinilai: 0,
  total_nilai: 0,
  rata_rata_nilai: null,
  ...o,
});

/** A student's view: handed in on time, not graded yet. */
export const TUGAS_TERKUMPUL: Tugas = {
  ...dasar,
  pengumpulan_saya: { waktu_kirim: '2026-11-17T09:30:00.000Z', terlambat: false, nilai: null },
};

/** A student's view: a group assignment not handed in, open. */
export const TUGAS_KELOMPOK_BELUM: Tugas = {
  ...dasar,
  id: '22222222-2222-4222-8222-222222222222',
  judul: 'Proyek Kelompok: Sistem Informasi Perpustakaan',
  jenis: 'kelompok',
  waktu_selesai: '2026-11-27T16:59:00.000Z',
  terima_terlambat: false,
  jenis_file_diterima: [],
  batas_ukuran_mb: 50,
};

/** A student's view: graded (handed in late). */
export const TUGAS_DINILAI: Tugas = {
  ...dasar,
  id: '22222222-2222-4222-8222-222222222223',
  id_pertemuan: 'ptm-2',
  pertemuan: { nomor: 2, judul: 'Array dan Pointer' },
  judul: 'Latihan Pointer',
  waktu_mulai: '2026-11-06T01:00:00.000Z',
  waktu_selesai: '2026-11-13T16:59:00.000Z',
  pengumpulan_saya: { waktu_kirim: '2026-11-14T02:00:00.000Z', terlambat: true, nilai: 87.5 },
};

/** A student's view: the deadline passed with nothing handed in and no late work taken. */
export const TUGAS_TERLEWAT: Tugas = {
  ...TUGAS_DINILAI,
  id: '22222222-2222-4222-8222-222222222224',
  judul: 'Kuis Tertulis Pointer',
  terima_terlambat: false,
  pengumpulan_saya: null,
};

/** A student's view: not open yet. */
export const TUGAS_BELUM_DIMULAI: Tugas = {
  ...dasar,
  id: '22222222-2222-4222-8222-222222222225',
  id_pertemuan: 'ptm-4',
  pertemuan: { nomor: 4, judul: 'Stack dan Queue' },
  judul: 'Implementasi Queue',
  waktu_mulai: '2026-11-20T01:00:00.000Z',
  waktu_selesai: '2026-11-27T16:59:00.000Z',
};

export const TUGAS_MAHASISWA: Tugas[] = [
  TUGAS_TERKUMPUL,
  TUGAS_KELOMPOK_BELUM,
  TUGAS_DINILAI,
  TUGAS_TERLEWAT,
  TUGAS_BELUM_DIMULAI,
];

/** Staff: something handed in, partly graded. */
export const TUGAS_STAF: Tugas = {
  ...dasar,
  rekap: rekap({
    status: 'Belum Dinilai',
    jumlah_pengumpulan: 31,
    jumlah_terlambat: 2,
    jumlah_dinilai: 12,
    total_nilai: 977.5,
    rata_rata_nilai: 81.46,
  }),
};

/** Staff: open, nothing handed in yet (its type may still change). */
export const TUGAS_STAF_KOSONG: Tugas = {
  ...TUGAS_KELOMPOK_BELUM,
  rekap: rekap({ jumlah_target: 8 }),
};

/** Staff: everything handed in is graded. */
export const TUGAS_STAF_DINILAI: Tugas = {
  ...TUGAS_DINILAI,
  pengumpulan_saya: null,
  rekap: rekap({
    status: 'Sudah Dinilai',
    jumlah_pengumpulan: 38,
    jumlah_terlambat: 5,
    jumlah_dinilai: 38,
    total_nilai: 3078,
    rata_rata_nilai: 81,
  }),
};

/** Staff: not open yet. */
export const TUGAS_STAF_BELUM: Tugas = {
  ...TUGAS_BELUM_DIMULAI,
  rekap: rekap({ status: 'Belum Dimulai' }),
};

export const TUGAS_STAF_SEMUA: Tugas[] = [
  TUGAS_STAF,
  TUGAS_STAF_KOSONG,
  TUGAS_STAF_DINILAI,
  TUGAS_STAF_BELUM,
];

const NAMA = [
  'Ayu Lestari',
  'Bagus Saputra',
  'Citra Maharani',
  'Dimas Anggara',
  'Eka Pratiwi',
  'Fajar Nugroho',
  'Gita Permatasari',
  'Hendra Wijaya',
];

/** The class's students (the group form's picker). */
export const MAHASISWA_KELAS: MahasiswaTugas[] = NAMA.map((nama, i) => ({
  id: `33333333-3333-4333-8333-33333333330${i + 1}`,
  nim: `240100${i + 1}`,
  nama,
  avatar_url: null,
}));

const anggota = (i: number, jabatan: 'ketua' | 'anggota', canDelete = true) => ({
  jabatan,
  mahasiswa: MAHASISWA_KELAS[i] as MahasiswaTugas,
  canDelete,
});

/** Group 1: Ayu leads Bagus and Citra. */
export const KELOMPOK_SATU: KelompokTugas = {
  id: '44444444-4444-4444-8444-444444444441',
  id_tugas: TUGAS_KELOMPOK_BELUM.id,
  nama: 'Kelompok 1',
  anggota: [anggota(0, 'ketua'), anggota(1, 'anggota'), anggota(2, 'anggota')],
  sudah_mengumpulkan: false,
};

/** Group 2, graded: Dimas leads Eka; nobody can be removed. */
export const KELOMPOK_DUA_DINILAI: KelompokTugas = {
  id: '44444444-4444-4444-8444-444444444442',
  id_tugas: TUGAS_KELOMPOK_BELUM.id,
  nama: 'Kelompok 2',
  anggota: [anggota(3, 'ketua', false), anggota(4, 'anggota', false)],
  sudah_mengumpulkan: true,
};

export const SEMUA_KELOMPOK = [KELOMPOK_SATU, KELOMPOK_DUA_DINILAI];
