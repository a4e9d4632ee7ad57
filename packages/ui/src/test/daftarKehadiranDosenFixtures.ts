import type { BarisDaftarKehadiranDosen, RingkasanKehadiranDosen } from '@kampus/api';

// Fixtures of the lecturer attendance list (/kehadiran?tab=1, GET /lms/kehadiran_dosen): meetings
// of Basis Data A and Pemrograman Web B in period 20251, newest first, times in WIB.

type Pengajar = RingkasanKehadiranDosen['pengajar'];

const BUDI: Pengajar = {
  id_dosen: 'c9a1f7a2-1d2e-4c6b-9f0a-000000000001',
  avatar_url: null,
  nama: 'Budi Santoso',
  nama_pengajar: 'Dr. Budi Santoso, M.Kom.',
  gelar_depan: 'Dr.',
  gelar_akademik: 'M.Kom.',
};
const SITI: Pengajar = {
  id_dosen: 'c9a1f7a2-1d2e-4c6b-9f0a-000000000002',
  avatar_url: null,
  nama: 'Siti Rahmawati',
  nama_pengajar: 'Siti Rahmawati, S.Kom., M.T.',
  gelar_depan: null,
  gelar_akademik: 'S.Kom., M.T.',
};

const tanpaPresensi = (pengajar: Pengajar): RingkasanKehadiranDosen => ({
  pengajar,
  ada_presensi: false,
  is_hadir: null,
  is_valid: false,
  status_validasi: null,
  mulai_kuliah: null,
  selesai_kuliah: null,
});

const hadir = (
  pengajar: Pengajar,
  mulai: string,
  selesai: string,
  valid: boolean,
): RingkasanKehadiranDosen => ({
  pengajar,
  ada_presensi: true,
  is_hadir: true,
  is_valid: valid,
  status_validasi: valid ? 'Sudah Divalidasi' : 'Belum Divalidasi',
  mulai_kuliah: mulai,
  selesai_kuliah: selesai,
});

const BASIS_DATA = {
  id: '20251_K1_IF201_A',
  periode: 20251,
  mata_kuliah: { kode: 'IF201', nama: 'Basis Data' },
  kelas: { nama: 'A' },
};
const PEMROGRAMAN_WEB = {
  id: '20251_K1_IF305_B',
  periode: 20251,
  mata_kuliah: { kode: 'IF305', nama: 'Pemrograman Web' },
  kelas: { nama: 'B' },
};

/** Five meetings as an operator sees them: every teacher's row, validation on. */
export const DAFTAR_KEHADIRAN_DOSEN: BarisDaftarKehadiranDosen[] = [
  {
    pertemuan: {
      id: 'a0000000-0000-4000-8000-000000000004',
      nomor: 4,
      judul: 'Normalisasi',
      jenis: 'online',
      status: 'berlangsung',
      waktu_mulai: '2025-09-23T02:00:00.000Z',
      waktu_selesai: '2025-09-23T03:40:00.000Z',
    },
    kelas_kuliah: BASIS_DATA,
    validasi_kehadiran_dosen: true,
    pengajar: [tanpaPresensi(BUDI), tanpaPresensi(SITI)],
  },
  {
    pertemuan: {
      id: 'b0000000-0000-4000-8000-000000000003',
      nomor: 3,
      judul: 'Routing dan Middleware',
      jenis: 'offline',
      status: 'selesai',
      waktu_mulai: '2025-09-18T06:00:00.000Z',
      waktu_selesai: '2025-09-18T07:40:00.000Z',
    },
    kelas_kuliah: PEMROGRAMAN_WEB,
    validasi_kehadiran_dosen: true,
    pengajar: [
      {
        ...tanpaPresensi(BUDI),
        ada_presensi: true,
        is_hadir: false,
        is_valid: true,
        status_validasi: 'Sudah Divalidasi',
      },
    ],
  },
  {
    pertemuan: {
      id: 'a0000000-0000-4000-8000-000000000003',
      nomor: 3,
      judul: 'Aljabar Relasional',
      jenis: 'online',
      status: 'selesai',
      waktu_mulai: '2025-09-16T02:00:00.000Z',
      waktu_selesai: '2025-09-16T03:40:00.000Z',
    },
    kelas_kuliah: BASIS_DATA,
    validasi_kehadiran_dosen: true,
    pengajar: [
      hadir(BUDI, '2025-09-16T02:05:00.000Z', '2025-09-16T03:35:00.000Z', false),
      {
        ...tanpaPresensi(SITI),
        ada_presensi: true,
        is_hadir: false,
        is_valid: true,
        status_validasi: 'Sudah Divalidasi',
      },
    ],
  },
  {
    pertemuan: {
      id: 'b0000000-0000-4000-8000-000000000002',
      nomor: 2,
      judul: 'HTML dan CSS',
      jenis: 'campuran',
      status: 'selesai',
      waktu_mulai: '2025-09-11T06:00:00.000Z',
      waktu_selesai: '2025-09-11T07:40:00.000Z',
    },
    kelas_kuliah: PEMROGRAMAN_WEB,
    validasi_kehadiran_dosen: true,
    pengajar: [hadir(BUDI, '2025-09-11T06:00:00.000Z', '2025-09-11T07:30:00.000Z', true)],
  },
  {
    pertemuan: {
      id: 'a0000000-0000-4000-8000-000000000002',
      nomor: 2,
      judul: 'Model Entitas-Relasi',
      jenis: 'online',
      status: 'selesai',
      waktu_mulai: '2025-09-09T02:00:00.000Z',
      waktu_selesai: '2025-09-09T03:40:00.000Z',
    },
    kelas_kuliah: BASIS_DATA,
    validasi_kehadiran_dosen: true,
    pengajar: [
      hadir(BUDI, '2025-09-09T02:00:00.000Z', '2025-09-09T03:40:00.000Z', true),
      hadir(SITI, '2025-09-09T02:10:00.000Z', '2025-09-09T03:40:00.000Z', true),
    ],
  },
];

export const TOTAL_KEHADIRAN_DOSEN = 23;

/** The same meetings as dosen Budi sees them: only his own row. */
export const DAFTAR_KEHADIRAN_DOSEN_SAYA: BarisDaftarKehadiranDosen[] = DAFTAR_KEHADIRAN_DOSEN.map(
  (r) => ({ ...r, pengajar: r.pengajar.filter((g) => g.pengajar.id_dosen === BUDI.id_dosen) }),
);

/** The operator's list with validasi_kehadiran_dosen off: no validation status. */
export const DAFTAR_KEHADIRAN_DOSEN_TANPA_VALIDASI: BarisDaftarKehadiranDosen[] =
  DAFTAR_KEHADIRAN_DOSEN.map((r) => ({
    ...r,
    validasi_kehadiran_dosen: false,
    pengajar: r.pengajar.map((g) => ({ ...g, status_validasi: null })),
  }));

/** A meeting with a long course name and title (truncated with a tooltip). */
export const KEHADIRAN_DOSEN_TEKS_PANJANG: BarisDaftarKehadiranDosen = {
  ...DAFTAR_KEHADIRAN_DOSEN[4]!,
  pertemuan: {
    ...DAFTAR_KEHADIRAN_DOSEN[4]!.pertemuan,
    id: 'c0000000-0000-4000-8000-000000000001',
    judul:
      'Perancangan Basis Data Terdistribusi untuk Sistem Informasi Akademik Perguruan Tinggi Negeri',
  },
  kelas_kuliah: {
    ...BASIS_DATA,
    mata_kuliah: {
      kode: 'IF499',
      nama: 'Topik Khusus Rekayasa Perangkat Lunak dan Sistem Informasi Berbasis Pengetahuan',
    },
  },
};

/** The i-th meeting of a long list (for paging stories). */
export function kehadiranDosenKe(i: number): BarisDaftarKehadiranDosen {
  const dasar = DAFTAR_KEHADIRAN_DOSEN[i % DAFTAR_KEHADIRAN_DOSEN.length]!;
  return {
    ...dasar,
    pertemuan: {
      ...dasar.pertemuan,
      id: `d0000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    },
  };
}
