import { bulatkan } from './angka';
import { cekBerurutan, type HasilCek, isKosong } from './hasil';
import type { Warna } from './status';
import { keEpoch, type WaktuInput } from './waktu';

// Student and lecturer attendance (spec 2 'Attendance per meeting', 4, 5 'Attendance', 9).

/** Attendance page types; an invalid type shows nothing (spec 2 'Attendance per meeting'). */
export const JENIS_HALAMAN_KEHADIRAN = [
  'dosen',
  'dosen-kelas',
  'operator',
  'operator-kelas',
] as const;
export type JenisHalamanKehadiran = (typeof JENIS_HALAMAN_KEHADIRAN)[number];

export function isJenisHalamanKehadiran(jenis: unknown): jenis is JenisHalamanKehadiran {
  return (
    typeof jenis === 'string' && (JENIS_HALAMAN_KEHADIRAN as readonly string[]).includes(jenis)
  );
}

/** H present, A absent, I permission, S sick (spec 4 'Attendance codes'). */
export const KODE_PRESENSI = ['H', 'A', 'I', 'S'] as const;
export type KodePresensi = (typeof KODE_PRESENSI)[number];

export const LABEL_PRESENSI = {
  H: 'Hadir',
  A: 'Alpa',
  I: 'Izin',
  S: 'Sakit',
} as const satisfies Record<KodePresensi, string>;

/** Attendance defaults: video 50%, audio 50%, e-book countdown 60 s (spec 9). */
export const SYARAT_KEHADIRAN_DEFAULT = {
  video_persen: 50,
  audio_persen: 50,
  ebook_detik: 60,
} as const;

/** The system account whose updates still count as automatic (spec 4 'Progress bar colour'). */
export const AKUN_SISTEM = 'LMS:SYSTEM';

export const TEKS_SEDANG_UPDATE = 'Sedang ada proses update';

export interface JenisPresensi {
  id: string;
  nama: string;
  is_active?: boolean | null;
}

function jenisAktif(daftar: readonly JenisPresensi[], kode: 'I' | 'S', nama: string): boolean {
  return daftar.some(
    (j) =>
      (j.id.toUpperCase() === kode || j.nama.trim().toLowerCase() === nama) && j.is_active === true,
  );
}

/** H and A always; I only if izin is active, S only if sakit is active (spec 4). */
export function pilihanPresensi(jenis: readonly JenisPresensi[]): KodePresensi[] {
  const hasil: KodePresensi[] = ['H', 'A'];
  if (jenisAktif(jenis, 'I', 'izin')) hasil.push('I');
  if (jenisAktif(jenis, 'S', 'sakit')) hasil.push('S');
  return hasil;
}

export interface BarisPresensi {
  presensi?: KodePresensi | string | null;
  ada_presensi?: boolean | null;
}

/** Choosing a code on a row marks it as having attendance (spec 4). */
export function pilihPresensi<T extends BarisPresensi>(baris: T, kode: KodePresensi): T {
  return { ...baris, presensi: kode, ada_presensi: true };
}

/** Bulk set-all: every row gets the chosen code, or A, and ada_presensi true (spec 4). */
export function setSemuaPresensi<T extends BarisPresensi>(
  daftar: readonly T[],
  kode?: KodePresensi | null,
): T[] {
  return daftar.map((b) => pilihPresensi(b, kode ?? 'A'));
}

/** Bulk update body: data list of nim, presensi, ada_presensi (spec 7). */
export function payloadPresensiMassal<K extends string = string>(
  daftar: ReadonlyArray<{
    presensi?: K | null;
    ada_presensi?: boolean | null;
    mahasiswa: { nim: string };
  }>,
): { data: { nim: string; presensi: K | null; ada_presensi: boolean }[] } {
  return {
    data: daftar.map((b) => ({
      nim: b.mahasiswa.nim,
      presensi: b.presensi ?? null,
      ada_presensi: b.ada_presensi === true,
    })),
  };
}

/**
 * The rows 'Simpan kehadiran' sends: those whose code or ada_presensi differs from the copy
 * taken on 'Ubah kehadiran' (by NIM). Sending the others would turn computed marks into manual
 * ones that no later recalculation may change.
 */
export function presensiBerubah<T extends BarisPresensi & { mahasiswa: { nim: string } }>(
  asli: readonly T[],
  baru: readonly T[],
): T[] {
  const awal = new Map(asli.map((b) => [b.mahasiswa.nim, b]));
  return baru.filter((b) => {
    const a = awal.get(b.mahasiswa.nim);
    return (
      !a ||
      (a.presensi ?? null) !== (b.presensi ?? null) ||
      (a.ada_presensi === true) !== (b.ada_presensi === true)
    );
  });
}

/** Edit flow: read-only, then edit, then saved or cancelled (spec 4). */
export interface AlurKehadiran<T> {
  mode: 'baca' | 'ubah';
  data: T[];
  /** The copy taken on 'Ubah kehadiran', restored by 'Batal'. */
  salinan: T[] | null;
}

export type AksiKehadiran<T> =
  | { jenis: 'ubah' }
  | { jenis: 'batal' }
  | { jenis: 'simpan' }
  | { jenis: 'set'; data: T[] };

export function alurKehadiranAwal<T>(data: T[]): AlurKehadiran<T> {
  return { mode: 'baca', data, salinan: null };
}

export function alurKehadiran<T>(keadaan: AlurKehadiran<T>, aksi: AksiKehadiran<T>) {
  switch (aksi.jenis) {
    case 'ubah':
      if (keadaan.mode === 'ubah') return keadaan;
      return { mode: 'ubah', data: keadaan.data, salinan: [...keadaan.data] } as AlurKehadiran<T>;
    case 'batal':
      if (keadaan.mode === 'baca') return keadaan;
      return {
        mode: 'baca',
        data: keadaan.salinan ?? keadaan.data,
        salinan: null,
      } as AlurKehadiran<T>;
    case 'simpan':
      return { mode: 'baca', data: keadaan.data, salinan: null } as AlurKehadiran<T>;
    case 'set':
      if (keadaan.mode === 'baca') return keadaan;
      return { ...keadaan, data: aksi.data };
  }
}

/**
 * A lecturer may update attendance once the meeting has a lecture-start time, or once now passes
 * meeting start plus the configured minutes (tampil_tombol_presensi_dosen.mulai; spec 4).
 */
export function dosenBolehUpdateKehadiran(
  pertemuan: { mulai_kuliah?: WaktuInput | null; waktu_mulai?: WaktuInput | null },
  sekarang: WaktuInput,
  menitTampilTombol: number | null | undefined,
): boolean {
  if (keEpoch(pertemuan.mulai_kuliah) !== null) return true;
  const mulai = keEpoch(pertemuan.waktu_mulai);
  const kini = keEpoch(sekarang);
  if (mulai === null || kini === null) return false;
  return kini >= mulai + (menitTampilTombol ?? 0) * 60_000;
}

export const PARAMETER_KEHADIRAN = [
  'hadir_vidcon',
  'kerjakan_kuis_ujian',
  'kerjakan_tugas',
  'posting_forum',
  'unduh_materi',
] as const;
export type ParameterKehadiran = (typeof PARAMETER_KEHADIRAN)[number];

/**
 * Progress view only for online meetings with at least one criterion flagged; otherwise manual
 * presence (spec 4 'Lecturer attendance').
 */
export function modeKehadiran(pertemuan: {
  jenis?: string | null;
  parameter_kehadiran?: Partial<Record<ParameterKehadiran, boolean | null>> | null;
}): 'progres' | 'manual' {
  const adaKriteria = Object.values(pertemuan.parameter_kehadiran ?? {}).some((v) => v === true);
  return pertemuan.jenis === 'online' && adaKriteria ? 'progres' : 'manual';
}

/**
 * Progress bar colour: grey when updated manually by anyone but LMS:SYSTEM, else green at or
 * above the minimum percent and red below (spec 4).
 */
export function warnaProgres(
  baris: {
    progress?: { overall?: number | null } | null;
    updated_by?: { username?: string | null } | null;
  },
  minimalPersen: number,
): Extract<Warna, 'success' | 'danger' | 'grey'> {
  const pengubah = baris.updated_by?.username;
  if (pengubah && pengubah !== AKUN_SISTEM) return 'grey';
  const persen = bulatkan((baris.progress?.overall ?? 0) * 100, 6);
  return persen >= minimalPersen ? 'success' : 'danger';
}

/**
 * Lecturer tag colours: grey no attendance, warning not validated, primary offline present,
 * success online present, danger online absent, dark offline absent (spec 4).
 */
export function warnaTagDosen(
  baris: { ada_presensi?: boolean | null; is_hadir?: boolean | null; is_valid?: boolean | null },
  jenisPertemuan: string | null | undefined,
  validasiAktif: boolean,
): Extract<Warna, 'grey' | 'warning' | 'primary' | 'success' | 'danger' | 'dark'> {
  if (!baris.ada_presensi) return 'grey';
  if (validasiAktif && !baris.is_valid) return 'warning';
  const online = jenisPertemuan === 'online';
  if (baris.is_hadir) return online ? 'success' : 'primary';
  return online ? 'danger' : 'dark';
}

export interface KehadiranDosenForm {
  nama: string;
  is_hadir: boolean;
  mulai_kuliah: WaktuInput | null;
  selesai_kuliah: WaktuInput | null;
}

/** Toggling is_hadir off clears the start and end times (spec 4). */
export function setHadirDosen<T extends KehadiranDosenForm>(baris: T, hadir: boolean): T {
  return hadir
    ? { ...baris, is_hadir: true }
    : { ...baris, is_hadir: false, mulai_kuliah: null, selesai_kuliah: null };
}

/** For each present lecturer, start then end are required, with the lecturer's name (spec 5). */
export function validasiUbahKehadiranDosen(daftar: readonly KehadiranDosenForm[]): HasilCek {
  return cekBerurutan(
    daftar
      .filter((d) => d.is_hadir)
      .flatMap((d) => [
        [isKosong(d.mulai_kuliah), `Memulai kuliah dosen ${d.nama} wajib diisi`] as const,
        [isKosong(d.selesai_kuliah), `Mengakhiri kuliah dosen ${d.nama} wajib diisi`] as const,
      ]),
  );
}

/** Class recap legend (spec 2 'Class attendance recap'). */
export const LEGENDA_REKAP_KEHADIRAN = [
  { kunci: 'hadir_online', ikon: 'centang', warna: 'success', label: 'Hadir Online' },
  { kunci: 'hadir_offline', ikon: 'centang', warna: 'primary', label: 'Hadir Offline' },
  { kunci: 'tidak_hadir_online', ikon: 'silang', warna: 'danger', label: 'Tidak Hadir Online' },
  { kunci: 'tidak_hadir_offline', ikon: 'silang', warna: 'dark', label: 'Tidak Hadir Offline' },
  { kunci: 'belum_rekap', ikon: 'minus', warna: 'grey', label: 'Belum Ada Rekap' },
] as const;
export type KunciRekapKehadiran = (typeof LEGENDA_REKAP_KEHADIRAN)[number]['kunci'];

/** The legend entry of one recap cell; offline meetings count by their own symbols. */
export function simbolRekapKehadiran(sel: {
  pertemuan?: { jenis?: string | null } | null;
  is_hadir?: boolean | null;
  ada_presensi?: boolean | null;
}): (typeof LEGENDA_REKAP_KEHADIRAN)[number] {
  const [hadirOn, hadirOff, absenOn, absenOff, belum] = LEGENDA_REKAP_KEHADIRAN;
  if (!sel.ada_presensi) return belum;
  const offline = sel.pertemuan?.jenis === 'offline';
  if (sel.is_hadir) return offline ? hadirOff : hadirOn;
  return offline ? absenOff : absenOn;
}

/** Offline meetings are not clickable in the recap (spec 2). */
export function rekapBisaDiklik(sel: { pertemuan?: { jenis?: string | null } | null }): boolean {
  return sel.pertemuan?.jenis !== 'offline';
}

/** Average attendance percent of the participants' progress (0..1), or null with no rows. */
export function rataRataKehadiran(
  daftar: ReadonlyArray<{ progress?: { overall?: number | null } | null }>,
): number | null {
  if (daftar.length === 0) return null;
  const total = daftar.reduce((j, b) => j + (b.progress?.overall ?? 0), 0);
  return bulatkan((total / daftar.length) * 100, 1);
}

/**
 * Tick (true) or cross (false) of the average attendance against the class percentage rule;
 * null when the rule is off and no icon shows (spec 2 'Summary').
 */
export function memenuhiPersentaseKelas(
  rataRataPersen: number | null,
  syarat:
    | {
        presentase_kehadiran_kelas?: boolean | null;
        presentase_kehadiran_kelas_persen?: number | null;
      }
    | null
    | undefined,
): boolean | null {
  if (!syarat?.presentase_kehadiran_kelas || rataRataPersen === null) return null;
  return rataRataPersen >= (syarat.presentase_kehadiran_kelas_persen ?? 0);
}

/** Attendees out of participants, e.g. '12/30'. */
export function teksPesertaHadir(hadir: number, jumlahPeserta: number): string {
  return `${hadir}/${jumlahPeserta}`;
}

/** Tag colour of an attendance code: H green, A red, I blue, S amber; grey without attendance. */
export function warnaPresensi(
  kode: string | null | undefined,
): Extract<Warna, 'success' | 'danger' | 'blue' | 'warning' | 'grey'> {
  switch (kode) {
    case 'H':
      return 'success';
    case 'A':
      return 'danger';
    case 'I':
      return 'blue';
    case 'S':
      return 'warning';
    default:
      return 'grey';
  }
}

/** The label of a code: the server's presensi_label when given, else Hadir/Alpa/Izin/Sakit, or '-'. */
export function labelPresensi(
  kode: string | null | undefined,
  presensiLabel?: string | null,
): string {
  if (presensiLabel?.trim()) return presensiLabel;
  return kode && Object.hasOwn(LABEL_PRESENSI, kode) ? LABEL_PRESENSI[kode as KodePresensi] : '-';
}

/** The progress colour legend under the participants table, matching warnaProgres (spec 2, 4). */
export function legendaProgresKehadiran(
  minimalPersen: number,
): { warna: 'success' | 'danger' | 'grey'; label: string }[] {
  return [
    { warna: 'success', label: `Progres mencapai minimal ${minimalPersen}%` },
    { warna: 'danger', label: `Progres di bawah minimal ${minimalPersen}%` },
    { warna: 'grey', label: 'Kehadiran diubah manual' },
  ];
}

export interface SelRekapKehadiran {
  mahasiswa: { nim: string; nama: string };
  pertemuan: { nomor: number; jenis?: string | null };
}

/**
 * The class recap as students x meetings 1..N (spec 2): one row per student in order of first
 * appearance, `sel[n - 1]` the row of meeting n or null when there is no recap for it.
 */
export function matriksRekapKehadiran<T extends SelRekapKehadiran>(
  rekap: readonly T[],
  jumlahPertemuan: number,
): { mahasiswa: T['mahasiswa']; sel: (T | null)[] }[] {
  const jumlah = Math.max(0, Math.trunc(jumlahPertemuan));
  const baris = new Map<string, { mahasiswa: T['mahasiswa']; sel: (T | null)[] }>();
  for (const r of rekap) {
    let b = baris.get(r.mahasiswa.nim);
    if (!b) {
      b = { mahasiswa: r.mahasiswa, sel: Array.from({ length: jumlah }, () => null) };
      baris.set(r.mahasiswa.nim, b);
    }
    const i = r.pertemuan.nomor - 1;
    if (i >= 0 && i < jumlah) b.sel[i] = r;
  }
  return [...baris.values()];
}
