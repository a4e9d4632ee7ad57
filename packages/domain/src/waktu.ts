import { CalendarDateTime, fromAbsolute, toZoned } from '@internationalized/date';

// Dates and time zones (spec 9 'Timezones'): parsing in a zone, calendar parts, day boundaries and
// minute arithmetic; the text formats are in formatWaktu.ts. Month and day names come from fixed
// tables so the Node server and Chromium print the same text whatever their ICU.

export const TIMEZONE = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'] as const;
export type ZonaWaktu = (typeof TIMEZONE)[number];
export const DEFAULT_ZONA_WAKTU: ZonaWaktu = 'Asia/Jakarta';

export const LABEL_ZONA_WAKTU = {
  'Asia/Jakarta': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
} as const satisfies Record<ZonaWaktu, string>;
export type LabelZonaWaktu = (typeof LABEL_ZONA_WAKTU)[ZonaWaktu];

export const BULAN_SINGKAT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Agu',
  'Sep',
  'Okt',
  'Nov',
  'Des',
] as const;

export const BULAN_PANJANG = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/** Day names, Sunday first like the class schedule's hari 0-6 (spec 3). */
export const NAMA_HARI = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;

/** Anything a rule accepts as a point in time: Date, epoch milliseconds or an ISO string. */
export type WaktuInput = Date | number | string;

const MENIT_MS = 60_000;
const JAM_MS = 3_600_000;
const HARI_MS = 86_400_000;

/** Epoch ms of a wall-clock date-time in a zone, through @internationalized/date's exact rules. */
function toAbsolute(lokal: CalendarDateTime, tz: string): number {
  return toZoned(lokal, tz).toDate().getTime();
}

export function isZonaWaktu(tz: unknown): tz is ZonaWaktu {
  return typeof tz === 'string' && (TIMEZONE as readonly string[]).includes(tz);
}

/** The configured zone, or the default WIB when unknown or missing (spec 9). */
export function zonaWaktu(tz: string | null | undefined): ZonaWaktu {
  return isZonaWaktu(tz) ? tz : DEFAULT_ZONA_WAKTU;
}

/** 'WIB' | 'WITA' | 'WIT'; an unknown zone reads as the default WIB. */
export function labelZonaWaktu(tz: string | null | undefined): LabelZonaWaktu {
  return LABEL_ZONA_WAKTU[zonaWaktu(tz)];
}

// UTC stays usable for values sent 'in UTC' (spec 5 activity filter); anything else is WIB.
function zonaTerapan(tz: string | null | undefined): string {
  return tz === 'UTC' ? 'UTC' : zonaWaktu(tz);
}

/** Days since 1970-01-01 of a proleptic Gregorian date (no Date quirks for years below 100). */
function hariDariSipil(tahun: number, bulan: number, tanggal: number): number {
  const y = bulan <= 2 ? tahun - 1 : tahun;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (bulan + (bulan > 2 ? -3 : 9)) + 2) / 5) + tanggal - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function jumlahHariBulan(tahun: number, bulan: number): number {
  return (
    hariDariSipil(bulan === 12 ? tahun + 1 : tahun, bulan === 12 ? 1 : bulan + 1, 1) -
    hariDariSipil(tahun, bulan, 1)
  );
}

// Anything before 0002-01-01 is the zero date 0001-01-01 in whatever offset (spec 3, 4).
const BATAS_TANGGAL_KOSONG = hariDariSipil(2, 1, 1) * HARI_MS;

const POLA_ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

function parseIso(teks: string, tz: string): number | null {
  const m = POLA_ISO.exec(teks.trim());
  if (!m) return null;
  const [tahun, bulan, tanggal] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const jam = Number(m[4] ?? 0);
  const menit = Number(m[5] ?? 0);
  const detik = Number(m[6] ?? 0);
  const milidetik = Math.floor(Number(`0.${m[7] ?? '0'}`) * 1000);
  if (tahun <= 1) return null;
  if (bulan < 1 || bulan > 12 || tanggal < 1 || tanggal > jumlahHariBulan(tahun, bulan)) {
    return null;
  }
  if (jam > 23 || menit > 59 || detik > 59) return null;
  const offset = m[8];
  if (offset === undefined) {
    // No offset: a wall-clock time in the given zone (the class timezone, spec 5).
    const lokal = new CalendarDateTime(tahun, bulan, tanggal, jam, menit, detik, milidetik);
    return toAbsolute(lokal, zonaTerapan(tz));
  }
  let offsetMenit = 0;
  if (offset.toUpperCase() !== 'Z') {
    const angka = offset.slice(1).replace(':', '');
    offsetMenit = Number(angka.slice(0, 2)) * 60 + Number(angka.slice(2) || 0);
    if (offset.startsWith('-')) offsetMenit = -offsetMenit;
  }
  return (
    hariDariSipil(tahun, bulan, tanggal) * HARI_MS +
    jam * JAM_MS +
    menit * MENIT_MS +
    detik * 1000 +
    milidetik -
    offsetMenit * MENIT_MS
  );
}

/**
 * Epoch milliseconds of a value, or null when it is empty, invalid or the zero date 0001-01-01.
 * Strings without an offset are read as wall-clock time in `tz`.
 */
export function keEpoch(
  waktu: WaktuInput | null | undefined,
  tz: string = DEFAULT_ZONA_WAKTU,
): number | null {
  if (waktu === null || waktu === undefined || waktu === '') return null;
  const ms =
    typeof waktu === 'string' ? parseIso(waktu, tz) : typeof waktu === 'number' ? waktu : +waktu;
  if (ms === null || !Number.isFinite(ms) || ms < BATAS_TANGGAL_KOSONG) return null;
  return ms;
}

/** The zero date as the server sends it for 'none' (spec 3 Exam: waktu_*_pengerjaan). */
export const TANGGAL_KOSONG_ISO = '0001-01-01T00:00:00.000Z';

/** The zero date 0001-01-01 (and no date at all) means empty (spec 3 Exam, spec 4). */
export function isTanggalKosong(waktu: WaktuInput | null | undefined): boolean {
  return keEpoch(waktu) === null;
}

export interface BagianWaktu {
  tahun: number;
  /** 1..12 */
  bulan: number;
  tanggal: number;
  jam: number;
  menit: number;
  detik: number;
  milidetik: number;
  /** 0 = Minggu .. 6 = Sabtu */
  hari: number;
  offsetMenit: number;
}

/** Calendar parts of a point in time in a zone (default WIB), or null when empty. */
export function bagianWaktu(
  waktu: WaktuInput | null | undefined,
  tz: string = DEFAULT_ZONA_WAKTU,
): BagianWaktu | null {
  const ms = keEpoch(waktu, tz);
  if (ms === null) return null;
  const z = fromAbsolute(ms, zonaTerapan(tz));
  const hari = (((hariDariSipil(z.year, z.month, z.day) + 4) % 7) + 7) % 7;
  return {
    tahun: z.year,
    bulan: z.month,
    tanggal: z.day,
    jam: z.hour,
    menit: z.minute,
    detik: z.second,
    milidetik: z.millisecond,
    hari,
    offsetMenit: Math.round(z.offset / MENIT_MS),
  };
}

/** Wall-clock 'YYYY-MM-DD' + 'HH:mm[:ss]' in the zone to epoch ms, or null when invalid. */
/**
 * A picker date whose year is still being typed ('0002', '0020', '0202' on the way to 2026) is not
 * a date yet: years before 1000 count as empty, like the zero date (spec 4).
 */
export function tanggalLengkap(tanggal: string | null | undefined): boolean {
  const cocok = /^(\d{4})-\d{2}-\d{2}$/.exec(tanggal ?? '');
  return cocok !== null && Number(cocok[1]) >= 1000;
}

export function gabungTanggalJam(
  tanggal: string | null | undefined,
  jam: string | null | undefined,
  tz: string = DEFAULT_ZONA_WAKTU,
): number | null {
  if (!tanggal || !jam || !tanggalLengkap(tanggal)) return null;
  return keEpoch(`${tanggal}T${jam.length === 5 ? `${jam}:00` : jam}`, tz);
}

function padaJam(
  waktu: WaktuInput | null | undefined,
  tz: string,
  jam: number,
  menit: number,
  detik: number,
  geserHari = 0,
): number | null {
  const b = bagianWaktu(waktu, tz);
  if (!b) return null;
  const hari = new CalendarDateTime(b.tahun, b.bulan, b.tanggal, jam, menit, detik).add({
    days: geserHari,
  });
  return toAbsolute(hari, zonaTerapan(tz));
}

/** 00:00:00 of the same day in the zone. */
export function awalHari(waktu: WaktuInput | null | undefined, tz: string = DEFAULT_ZONA_WAKTU) {
  return padaJam(waktu, tz, 0, 0, 0);
}

/** 23:59:59 of the same day in the zone: the end of day shows 23:59 (spec 9). */
export function akhirHari(waktu: WaktuInput | null | undefined, tz: string = DEFAULT_ZONA_WAKTU) {
  return padaJam(waktu, tz, 23, 59, 59);
}

/** 00:00 of yesterday: the earliest selectable date of vidcon and forum forms (spec 5). */
export function awalKemarin(sekarang: WaktuInput, tz: string = DEFAULT_ZONA_WAKTU) {
  return padaJam(sekarang, tz, 0, 0, 0, -1);
}

export function tambahMenit(waktu: WaktuInput | null | undefined, menit: number): number | null {
  const ms = keEpoch(waktu);
  return ms === null ? null : ms + menit * MENIT_MS;
}

/** Minutes from `mulai` to `selesai` (negative when selesai is earlier), or null if either is empty. */
export function selisihMenit(
  mulai: WaktuInput | null | undefined,
  selesai: WaktuInput | null | undefined,
  tz: string = DEFAULT_ZONA_WAKTU,
): number | null {
  const a = keEpoch(mulai, tz);
  const b = keEpoch(selesai, tz);
  return a === null || b === null ? null : (b - a) / MENIT_MS;
}

/** The later of two times, ignoring empty ones. */
export function waktuTerakhir(
  a: WaktuInput | null | undefined,
  b: WaktuInput | null | undefined,
  tz: string = DEFAULT_ZONA_WAKTU,
): number | null {
  const x = keEpoch(a, tz);
  const y = keEpoch(b, tz);
  if (x === null) return y;
  if (y === null) return x;
  return Math.max(x, y);
}
