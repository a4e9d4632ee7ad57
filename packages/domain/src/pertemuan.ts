import { formatRentangJam, formatTanggal } from './formatWaktu';
import type { ParameterKehadiran } from './kehadiran';
import { DEFAULT_ZONA_WAKTU, type WaktuInput } from './waktu';

// Meetings: edit form, conflict blocking, sessions and rooms (spec 2 'Meeting list and edit',
// 3 'Meeting', 4 'Meeting edit', 5 'Meeting edit').

export const KATEGORI_PERTEMUAN = ['kuliah', 'uts', 'uas'] as const;
export type KategoriPertemuan = (typeof KATEGORI_PERTEMUAN)[number];
export const LABEL_KATEGORI_PERTEMUAN = {
  kuliah: 'Kuliah',
  uts: 'UTS',
  uas: 'UAS',
} as const satisfies Record<KategoriPertemuan, string>;

export const JENIS_PERTEMUAN = ['online', 'offline', 'campuran'] as const;
export type JenisPertemuan = (typeof JENIS_PERTEMUAN)[number];
export const LABEL_JENIS_PERTEMUAN = {
  online: 'Online',
  offline: 'Offline',
  campuran: 'Campuran',
} as const satisfies Record<JenisPertemuan, string>;

/** A category's label; an unknown one is shown in capitals. */
export function labelKategoriPertemuan(kategori: string): string {
  return LABEL_KATEGORI_PERTEMUAN[kategori as KategoriPertemuan] ?? kategori.toUpperCase();
}

/** A meeting type's label; an unknown or empty one is shown as the fallback ('-' by default). */
export function labelJenisPertemuan(jenis: string | null | undefined, cadangan = '-'): string {
  return LABEL_JENIS_PERTEMUAN[jenis as JenisPertemuan] ?? cadangan;
}

/** The activity types of a meeting (spec 3 count_activity keys, spec 9 calendar types). */
export const JENIS_AKTIVITAS = ['materi', 'tugas', 'vidcon', 'ujian', 'forum'] as const;
export type JenisAktivitas = (typeof JENIS_AKTIVITAS)[number];
/** Labels of the activity types counted in a BAP (spec 9), in its order. */
export const LABEL_AKTIVITAS_BAP: readonly (readonly [JenisAktivitas, string])[] = [
  ['materi', 'Materi Kuliah'],
  ['tugas', 'Tugas'],
  ['ujian', 'Kuis/Ujian'],
  ['forum', 'Forum Diskusi Online'],
  ['vidcon', 'Vidcon'],
];

export const MAKS_DESKRIPSI_PERTEMUAN = 300;
/** The end time goes up to 23:59:59 of the same day (spec 5): the time picker's maximum. */
export const JAM_SELESAI_MAKS = '23:59:59';
/** The materials attendance parameter is fixed and disabled (spec 5). */
export const PARAMETER_KEHADIRAN_TETAP: ParameterKehadiran = 'unduh_materi';

export const PESAN_PERTEMUAN = {
  belumLengkap: 'Pengisian Data Belum Lengkap!',
  judul: 'Judul wajib diisi!',
  deskripsi: 'Deskripsi wajib diisi!',
  deskripsiMaks: 'Deskripsi tidak boleh lebih dari 300 karakter',
  tanggal: 'Tanggal wajib diisi!',
  sesi: 'Sesi wajib diisi!',
  waktu: 'Waktu wajib diisi!',
  pengajar: 'Pengajar wajib diisi!',
  ruangan: 'id_ruangan wajib diisi!',
  mulaiDiLuarSesi: 'Waktu mulai harus berada di dalam sesi yang dipilih',
  selesaiSebelumMulai: 'Waktu selesai tidak boleh kurang dari waktu mulai',
  tidakAdaPerubahan: 'Tidak ada perubahan data',
  cekJadwal: 'Cek jadwal terlebih dahulu. Pastikan tidak ada jadwal yang bentrok',
  gagalCekJadwal: 'Gagal mengecek jadwal bentrok',
} as const;

/** A meeting's title, or 'Pertemuan {n}' (spec 2 breadcrumbs). */
export function judulPertemuan(p: { nomor: number; judul?: string | null }): string {
  return p.judul?.trim() ? p.judul : `Pertemuan ${p.nomor}`;
}

/** Operators' meeting option: 'number. (date, start - end timezone)' (spec 2). */
export function labelOpsiPertemuan(
  p: { nomor: number; waktu_mulai: WaktuInput | null; waktu_selesai: WaktuInput | null },
  tz: string = DEFAULT_ZONA_WAKTU,
): string {
  return `${p.nomor}. (${formatTanggal(p.waktu_mulai, tz)}, ${formatRentangJam(
    p.waktu_mulai,
    p.waktu_selesai,
    tz,
    true,
  )})`;
}

export interface Sesi {
  id: string;
  nama: string;
  jam_mulai: string;
  jam_selesai: string;
}

export interface Ruangan {
  id: string;
  nama: string;
  kapasitas: number;
  is_available: boolean;
}

/** Unavailable, or participant count at or above capacity (spec 5). */
export function ruanganTersedia(ruangan: Ruangan, jumlahPeserta: number): boolean {
  return ruangan.is_available && jumlahPeserta < ruangan.kapasitas;
}

/** Rooms show '(Tidak Tersedia)' when unavailable or full (spec 5). */
export function labelRuangan(ruangan: Ruangan, jumlahPeserta: number): string {
  return ruanganTersedia(ruangan, jumlahPeserta)
    ? ruangan.nama
    : `${ruangan.nama} (Tidak Tersedia)`;
}

export interface ItemBentrok {
  nomor?: number;
  judul?: string;
  waktu_mulai?: string;
  waktu_selesai?: string;
  sesi?: unknown;
  mata_kuliah?: unknown;
  kelas?: unknown;
  pengajar?: unknown;
}

export interface HasilCekBentrok {
  bentrok_kelas?: { data: ItemBentrok[] } | null;
  /** Room and teacher results carry an ignorable flag ('Boleh diabaikan'). */
  bentrok_ruangan?: { data: ItemBentrok[]; ignorable?: boolean | null } | null;
  bentrok_pengajar?: { data: ItemBentrok[]; ignorable?: boolean | null } | null;
}

/** Any class conflict, or a room or teacher conflict that is not ignorable (spec 5). */
export function adaBentrokMemblokir(hasil: HasilCekBentrok): boolean {
  const ada = (b?: { data: ItemBentrok[] } | null) => (b?.data.length ?? 0) > 0;
  if (ada(hasil.bentrok_kelas)) return true;
  if (ada(hasil.bentrok_ruangan) && hasil.bentrok_ruangan?.ignorable !== true) return true;
  return ada(hasil.bentrok_pengajar) && hasil.bentrok_pengajar?.ignorable !== true;
}

/** The class's introduction entry, before meeting 1 (spec 2 'Pilih Pertemuan'). */
export const LABEL_PENDAHULUAN = 'Pendahuluan';

/**
 * A meeting in the mobile 'Pilih Pertemuan' dropdown: number, title, date and time range (spec 2),
 * e.g. '1. Pengantar (02 Sep 2025, 09:20 - 11:00 WIB)'.
 */
export function labelPilihPertemuan(
  p: {
    nomor: number;
    judul?: string | null;
    waktu_mulai: WaktuInput | null;
    waktu_selesai: WaktuInput | null;
  },
  tz: string = DEFAULT_ZONA_WAKTU,
): string {
  return `${p.nomor}. ${judulPertemuan(p)} (${formatTanggal(p.waktu_mulai, tz)}, ${formatRentangJam(
    p.waktu_mulai,
    p.waktu_selesai,
    tz,
    true,
  )})`;
}
