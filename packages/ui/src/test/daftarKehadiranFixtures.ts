import type { RingkasanKehadiran } from '@kampus/api';

// Fixtures of the attendance list (/kehadiran-peserta): meetings of two classes in period 20251,
// times in WIB.

const kelas = (id: string, kode: string, nama: string, label: string) => ({
  id,
  periode: 20251,
  mata_kuliah: { kode, nama },
  kelas: { nama: label },
});

const STRUKTUR_DATA = kelas('kls-1', 'IF201', 'Struktur Data', 'A');
const BASIS_DATA = kelas('kls-2', 'IF305', 'Basis Data', 'B');

const baris = (
  k: RingkasanKehadiran['kelas_kuliah'],
  nomor: number,
  p: Partial<RingkasanKehadiran['pertemuan']>,
  ringkas: Pick<RingkasanKehadiran, 'jumlah_peserta' | 'jumlah_presensi' | 'jumlah_hadir'> & {
    rata_rata_progress: number | null;
  },
): RingkasanKehadiran => ({
  pertemuan: {
    id: `${k.id}-p${nomor}`,
    nomor,
    judul: `Pertemuan ${nomor}`,
    jenis: 'online',
    status: 'selesai',
    waktu_mulai: '2025-09-02T09:00:00+07:00',
    waktu_selesai: '2025-09-02T10:40:00+07:00',
    waktu_terakhir_update_kehadiran: '2025-09-02T11:00:00+07:00',
    ...p,
  },
  kelas_kuliah: k,
  ...ringkas,
});

export const RINGKASAN_BERLANGSUNG = baris(
  STRUKTUR_DATA,
  3,
  {
    judul: 'Pohon Biner',
    status: 'berlangsung',
    waktu_mulai: '2025-09-16T09:00:00+07:00',
    waktu_selesai: '2025-09-16T10:40:00+07:00',
  },
  { jumlah_peserta: 32, jumlah_presensi: 20, jumlah_hadir: 18, rata_rata_progress: 0.64 },
);

export const RINGKASAN_OFFLINE = baris(
  BASIS_DATA,
  2,
  {
    judul: 'Normalisasi',
    jenis: 'offline',
    waktu_mulai: '2025-09-10T13:00:00+07:00',
    waktu_selesai: '2025-09-10T14:40:00+07:00',
  },
  { jumlah_peserta: 28, jumlah_presensi: 28, jumlah_hadir: 25, rata_rata_progress: null },
);

export const RINGKASAN_BELUM = baris(
  STRUKTUR_DATA,
  4,
  {
    judul: 'Graf',
    status: 'belum_dimulai',
    waktu_mulai: '2025-09-23T09:00:00+07:00',
    waktu_selesai: '2025-09-23T10:40:00+07:00',
    waktu_terakhir_update_kehadiran: null,
  },
  { jumlah_peserta: 32, jumlah_presensi: 0, jumlah_hadir: 0, rata_rata_progress: null },
);

export const DAFTAR_KEHADIRAN: RingkasanKehadiran[] = [
  RINGKASAN_BELUM,
  RINGKASAN_BERLANGSUNG,
  RINGKASAN_OFFLINE,
];
