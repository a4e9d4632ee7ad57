import {
  akhirHari,
  type BagianWaktu,
  BULAN_PANJANG,
  BULAN_SINGKAT,
  bagianWaktu,
  DEFAULT_ZONA_WAKTU,
  keEpoch,
  labelZonaWaktu,
  NAMA_HARI,
  type WaktuInput,
  waktuTerakhir,
} from './waktu';

// Dates and times as text (spec 9 'Formats'): every display format, the ISO forms of save
// payloads, the deadline text and the activity filter's range. Parsing and zones are in waktu.ts.

const dua = (n: number): string => String(n).padStart(2, '0');
const KOSONG = '-';

function format(
  waktu: WaktuInput | null | undefined,
  tz: string,
  susun: (b: BagianWaktu) => string,
): string {
  const b = bagianWaktu(waktu, tz);
  return b ? susun(b) : KOSONG;
}

/** 'DD MMM YYYY', e.g. '01 Sep 2025'; '-' when empty. */
export function formatTanggal(
  waktu: WaktuInput | null | undefined,
  tz: string = DEFAULT_ZONA_WAKTU,
) {
  return format(waktu, tz, (b) => `${dua(b.tanggal)} ${BULAN_SINGKAT[b.bulan - 1]} ${b.tahun}`);
}

/** 'D MMMM YYYY', e.g. '1 September 2025'. */
export function formatTanggalPanjang(
  waktu: WaktuInput | null | undefined,
  tz: string = DEFAULT_ZONA_WAKTU,
) {
  return format(waktu, tz, (b) => `${b.tanggal} ${BULAN_PANJANG[b.bulan - 1]} ${b.tahun}`);
}

/** 'Senin, 1 September 2025'. */
export function formatHariTanggal(
  waktu: WaktuInput | null | undefined,
  tz: string = DEFAULT_ZONA_WAKTU,
) {
  return format(
    waktu,
    tz,
    (b) => `${NAMA_HARI[b.hari]}, ${b.tanggal} ${BULAN_PANJANG[b.bulan - 1]} ${b.tahun}`,
  );
}

/** A calendar's month title 'September 2025' (spec 2 'Kalender'); '-' for a month outside 1..12. */
export function formatBulanTahun(tahun: number, bulan: number): string {
  const nama = BULAN_PANJANG[bulan - 1];
  return nama && Number.isInteger(tahun) ? `${nama} ${tahun}` : KOSONG;
}

/** 'HH:mm', 24-hour (spec 9). */
export function formatJam(waktu: WaktuInput | null | undefined, tz: string = DEFAULT_ZONA_WAKTU) {
  return format(waktu, tz, (b) => `${dua(b.jam)}:${dua(b.menit)}`);
}

/** Header clock 'D MMM YYYY, HH:mm:ss' (spec 9), e.g. '1 Sep 2025, 09:03:04'. */
export function formatJamHeader(
  waktu: WaktuInput | null | undefined,
  tz: string = DEFAULT_ZONA_WAKTU,
) {
  return format(
    waktu,
    tz,
    (b) =>
      `${b.tanggal} ${BULAN_SINGKAT[b.bulan - 1]} ${b.tahun}, ${dua(b.jam)}:${dua(b.menit)}:${dua(b.detik)}`,
  );
}

/** Picker 'DD/MM/YYYY, HH:mm' (spec 9). */
export function formatTanggalPicker(
  waktu: WaktuInput | null | undefined,
  tz: string = DEFAULT_ZONA_WAKTU,
) {
  return format(
    waktu,
    tz,
    (b) => `${dua(b.tanggal)}/${dua(b.bulan)}/${b.tahun}, ${dua(b.jam)}:${dua(b.menit)}`,
  );
}

/** BAP 'DD-MM-YYYY HH.mm.ss', shown as WIB by default (spec 9). */
export function formatTanggalBap(
  waktu: WaktuInput | null | undefined,
  tz: string = DEFAULT_ZONA_WAKTU,
) {
  return format(
    waktu,
    tz,
    (b) =>
      `${dua(b.tanggal)}-${dua(b.bulan)}-${b.tahun} ${dua(b.jam)}.${dua(b.menit)}.${dua(b.detik)}`,
  );
}

/** 'HH:mm - HH:mm', optionally followed by the zone label ('09:00 - 10:40 WIB'). */
export function formatRentangJam(
  mulai: WaktuInput | null | undefined,
  selesai: WaktuInput | null | undefined,
  tz: string = DEFAULT_ZONA_WAKTU,
  denganZona = false,
): string {
  const teks = `${formatJam(mulai, tz)} - ${formatJam(selesai, tz)}`;
  return denganZona ? `${teks} ${labelZonaWaktu(tz)}` : teks;
}

/** Class schedule line from {hari 0-6 Sunday first, jam_mulai, jam_selesai 'HH:mm:ss'} (spec 3). */
export function formatJadwal(jadwal: { hari: number; jam_mulai: string; jam_selesai: string }) {
  const hari = NAMA_HARI[jadwal.hari] ?? KOSONG;
  return `${hari}, ${jadwal.jam_mulai.slice(0, 5)} - ${jadwal.jam_selesai.slice(0, 5)}`;
}

function offsetTeks(offsetMenit: number): string {
  const tanda = offsetMenit < 0 ? '-' : '+';
  const abs = Math.abs(offsetMenit);
  return `${tanda}${dua(Math.floor(abs / 60))}:${dua(abs % 60)}`;
}

/** ISO with the zone's offset, 'YYYY-MM-DDTHH:mm:ss+07:00', for save payloads (spec 7). */
export function formatIsoOffset(
  waktu: WaktuInput | null | undefined,
  tz: string = DEFAULT_ZONA_WAKTU,
): string | null {
  const b = bagianWaktu(waktu, tz);
  if (!b) return null;
  return `${b.tahun}-${dua(b.bulan)}-${dua(b.tanggal)}T${dua(b.jam)}:${dua(b.menit)}:${dua(
    b.detik,
  )}${offsetTeks(b.offsetMenit)}`;
}

/** UTC 'YYYY-MM-DDTHH:mm:ssZ' (lecturer attendance payload, activity filter; spec 5, 7). */
export function formatIsoUtc(
  waktu: WaktuInput | null | undefined,
  tz: string = DEFAULT_ZONA_WAKTU,
): string | null {
  const ms = keEpoch(waktu, tz);
  if (ms === null) return null;
  const b = bagianWaktu(ms, 'UTC') as BagianWaktu;
  return `${b.tahun}-${dua(b.bulan)}-${dua(b.tanggal)}T${dua(b.jam)}:${dua(b.menit)}:${dua(b.detik)}Z`;
}

/** 'YYYY-MM-DD' of the day in the zone. */
export function formatTanggalIso(
  waktu: WaktuInput | null | undefined,
  tz: string = DEFAULT_ZONA_WAKTU,
): string | null {
  const b = bagianWaktu(waktu, tz);
  return b ? `${b.tahun}-${dua(b.bulan)}-${dua(b.tanggal)}` : null;
}

/**
 * Deadline text '{DD MMM YYYY} pukul 23:59' on the later of the activity deadline and the last
 * update, in the configured zone (spec 9).
 */
export function teksBatasWaktu(
  batasAktivitas: WaktuInput | null | undefined,
  terakhirUpdate: WaktuInput | null | undefined,
  tz: string = DEFAULT_ZONA_WAKTU,
): string {
  const akhir = waktuTerakhir(batasAktivitas, terakhirUpdate, tz);
  return akhir === null ? KOSONG : `${formatTanggal(akhir, tz)} pukul 23:59`;
}

/**
 * Activity-log filter range: when start and end are identical the end moves to 23:59:59 of that
 * day; both are sent in UTC (spec 5 'Activity filter').
 */
export function rentangFilterAktivitas(
  mulai: WaktuInput | null | undefined,
  selesai: WaktuInput | null | undefined,
  tz: string = DEFAULT_ZONA_WAKTU,
): { waktu_mulai: string | null; waktu_selesai: string | null } {
  const a = keEpoch(mulai, tz);
  let b = keEpoch(selesai, tz);
  if (a !== null && b !== null && a === b) b = akhirHari(b, tz);
  return { waktu_mulai: formatIsoUtc(a), waktu_selesai: formatIsoUtc(b) };
}
