import type { KehadiranMahasiswaDetail } from '../views/kehadiran/DetailProgresModal';
import type { KehadiranPengajar } from '../views/kehadiran/KehadiranPengajarSection';
import type {
  KelasKehadiran,
  PertemuanKehadiran,
} from '../views/kehadiran/KehadiranPertemuanHeader';

// Fixtures of one meeting's attendance page (spec 2 'Attendance per meeting', 3 'Lecturer
// attendance row'): an online meeting on 2 Sep 2025, 09:00-10:40 WIB.

export const PERTEMUAN_KEHADIRAN = {
  waktu_mulai: '2025-09-02T09:00:00+07:00',
  waktu_selesai: '2025-09-02T10:40:00+07:00',
} as const;

const SYARAT_TERPENUHI = [
  {
    kunci: 'mulai_kuliah',
    label: 'Memulai kuliah',
    terpenuhi: true,
    alasan: 'Kuliah sudah dimulai',
  },
  {
    kunci: 'akhiri_kuliah',
    label: 'Mengakhiri kuliah',
    terpenuhi: true,
    alasan: 'Kuliah sudah diakhiri',
  },
  {
    kunci: 'presentase_kehadiran_kelas',
    label: 'Persentase kehadiran kelas minimal 70%',
    terpenuhi: true,
    alasan: 'Kehadiran kelas 82.5%, minimal 70%',
  },
];

export const PENGAJAR_KEHADIRAN: KehadiranPengajar[] = [
  {
    pengajar: {
      id_dosen: 'c9a1f7a2-1d2e-4c6b-9f0a-000000000001',
      nama: 'Budi Santoso',
      gelar_depan: 'Dr.',
      gelar_akademik: 'M.Kom.',
    },
    ada_presensi: true,
    is_hadir: true,
    is_valid: true,
    mulai_kuliah: '2025-09-02T09:05:00+07:00',
    selesai_kuliah: '2025-09-02T10:35:00+07:00',
    syarat: SYARAT_TERPENUHI,
  },
  {
    pengajar: {
      id_dosen: 'c9a1f7a2-1d2e-4c6b-9f0a-000000000002',
      nama: 'Rina Wulandari',
      gelar_depan: null,
      gelar_akademik: 'S.T., M.T.',
    },
    ada_presensi: true,
    is_hadir: false,
    is_valid: false,
    mulai_kuliah: null,
    selesai_kuliah: null,
    syarat: [
      {
        kunci: 'mulai_kuliah',
        label: 'Memulai kuliah',
        terpenuhi: false,
        alasan: 'Kuliah belum dimulai',
      },
      {
        kunci: 'akhiri_kuliah',
        label: 'Mengakhiri kuliah',
        terpenuhi: false,
        alasan: 'Kuliah belum diakhiri',
      },
    ],
  },
  {
    pengajar: {
      id_dosen: 'c9a1f7a2-1d2e-4c6b-9f0a-000000000003',
      nama: 'Agus Hidayat',
      gelar_depan: null,
      gelar_akademik: 'S.Kom.',
    },
    ada_presensi: false,
    is_hadir: null,
    is_valid: false,
    mulai_kuliah: null,
    selesai_kuliah: null,
    syarat: [],
  },
];

/** The same teachers when the operator set no requirement. */
export const PENGAJAR_TANPA_SYARAT: KehadiranPengajar[] = PENGAJAR_KEHADIRAN.map((p) => ({
  ...p,
  syarat: [],
}));

export const PENGAJAR_NAMA_PANJANG: KehadiranPengajar[] = [
  {
    ...PENGAJAR_KEHADIRAN[0]!,
    pengajar: {
      id_dosen: 'c9a1f7a2-1d2e-4c6b-9f0a-000000000004',
      nama: 'Raden Mas Bagus Adiwijaya Kusumaningrat Suryanegara Hadiningrat',
      gelar_depan: 'Prof. Dr. Ir.',
      gelar_akademik: 'M.Sc., M.Kom., Ph.D.',
    },
  },
];

/** A participant's progress with its activity detail (spec 3 'Student attendance row'). */
export const DETAIL_PROGRES: KehadiranMahasiswaDetail = {
  mahasiswa: { nama: 'Siti Prasetyo', nim: '2023100001', id_user: 'u-1' },
  presensi: 'A',
  ada_presensi: true,
  is_hadir: false,
  progress: { overall: 0.5, fraction: '2/4' },
  updated_at: '2025-09-02T11:05:00+07:00',
  updated_by: { username: 'LMS:SYSTEM', name: 'Sistem LMS' },
  detail: [
    {
      id_aktivitas: 'm-1',
      jenis: 'materi',
      judul: 'Pengantar Struktur Data',
      weight: 1,
      is_hadir: true,
      empty_activity: false,
      alasan: 'Materi sudah diunduh',
    },
    {
      id_aktivitas: 't-1',
      jenis: 'tugas',
      judul: 'Tugas 1: Implementasi Stack',
      weight: 1,
      is_hadir: true,
      empty_activity: false,
      alasan: 'Tugas sudah dikumpulkan',
    },
    {
      id_aktivitas: 'v-1',
      jenis: 'vidcon',
      judul: 'Kuliah Daring Pertemuan 2',
      weight: 1,
      is_hadir: false,
      empty_activity: false,
      alasan: 'Tidak bergabung ke vidcon',
    },
    {
      id_aktivitas: 'f-1',
      jenis: 'forum',
      judul: 'Diskusi Queue',
      weight: 1,
      is_hadir: false,
      empty_activity: false,
      alasan: 'Belum ada postingan di forum',
    },
  ],
};

/** The class and meeting of the page header. */
export const KELAS_KEHADIRAN: KelasKehadiran = {
  mata_kuliah: { kode: 'IF201', nama: 'Struktur Data' },
  kelas: { nama: 'A', jenis: { nama: 'Reguler' } },
};

export const PERTEMUAN_HEADER: PertemuanKehadiran = {
  nomor: 2,
  jenis: 'online',
  status: 'selesai',
  waktu_mulai: PERTEMUAN_KEHADIRAN.waktu_mulai,
  waktu_selesai: PERTEMUAN_KEHADIRAN.waktu_selesai,
  mulai_kuliah: '2025-09-02T09:05:00+07:00',
  selesai_kuliah: '2025-09-02T10:35:00+07:00',
};

export const SYARAT_PERSENTASE_KELAS = {
  presentase_kehadiran_kelas: true,
  presentase_kehadiran_kelas_persen: 70,
};
