import { formatIsoOffset } from './formatWaktu';
import { cekBerurutan, type HasilCek, isKosong } from './hasil';
import type { StatusVidcon } from './status';
import { normalisasiLink, tautanHttp } from './tautan';
import { DEFAULT_ZONA_WAKTU, keEpoch, type WaktuInput } from './waktu';

// Video conferences (spec 3 'Vidcon', 4 'Vidcon', 5 'Vidcon form', 9).

export const APLIKASI_VIDCON = ['zoom', 'gmeet', 'msteams', 'lainnya'] as const;
export type AplikasiVidcon = (typeof APLIKASI_VIDCON)[number];

export const LABEL_APLIKASI_VIDCON = {
  zoom: 'Zoom',
  gmeet: 'Google Meet',
  msteams: 'Microsoft Teams',
  lainnya: 'Lainnya',
} as const satisfies Record<AplikasiVidcon, string>;

export interface FormVidcon {
  pertemuan: string | null;
  judul: string;
  aplikasi: AplikasiVidcon | string | null;
  link: string;
  catatan?: string | null;
  waktu_mulai: WaktuInput | null;
  waktu_selesai: WaktuInput | null;
}

export const PESAN_VIDCON = {
  pertemuan: 'Pertemuan wajib diisi',
  judul: 'Judul wajib diisi',
  aplikasi: 'Aplikasi wajib diisi',
  link: 'Link wajib diisi',
  mulai: 'Waktu mulai wajib diisi',
  selesai: 'Waktu selesai wajib diisi',
  selesaiSebelumMulai: 'Waktu selesai tidak boleh kurang dari waktu mulai',
  tidakDapatDimajukan: 'Waktu selesai tidak dapat dimajukan karena sudah ada peserta vidcon',
} as const;

/**
 * Vidcon form checks in the spec's order (spec 5); when editing a vidcon that already has
 * participants, the end may not move earlier than it was.
 */
export function validasiVidcon(
  form: FormVidcon,
  opsi: {
    operator: boolean;
    tz?: string;
    asal?: { waktu_selesai?: WaktuInput | null; jumlah_peserta?: number | null } | null;
  },
): HasilCek {
  const tz = opsi.tz ?? DEFAULT_ZONA_WAKTU;
  const mulai = keEpoch(form.waktu_mulai, tz);
  const selesai = keEpoch(form.waktu_selesai, tz);
  const selesaiAsal = keEpoch(opsi.asal?.waktu_selesai, tz);
  const adaPeserta = (opsi.asal?.jumlah_peserta ?? 0) > 0;
  return cekBerurutan([
    [opsi.operator && isKosong(form.pertemuan), PESAN_VIDCON.pertemuan],
    [isKosong(form.judul), PESAN_VIDCON.judul],
    [isKosong(form.aplikasi), PESAN_VIDCON.aplikasi],
    [isKosong(form.link), PESAN_VIDCON.link],
    [mulai === null, PESAN_VIDCON.mulai],
    [selesai === null, PESAN_VIDCON.selesai],
    [(selesai ?? 0) < (mulai ?? 0), PESAN_VIDCON.selesaiSebelumMulai],
    [
      adaPeserta && selesaiAsal !== null && (selesai ?? 0) < selesaiAsal,
      PESAN_VIDCON.tidakDapatDimajukan,
    ],
  ]);
}

/** Choosing a start sets the end one hour later (spec 5). */
export function waktuSelesaiOtomatis(mulai: WaktuInput | null | undefined): number | null {
  const ms = keEpoch(mulai);
  return ms === null ? null : ms + 3_600_000;
}

/**
 * A join is late after start plus terlambat_vidcon_menit (spec 4); that setting has no default
 * (spec 9), so without it lateness is unknown (null).
 */
export function joinTerlambat(
  waktuJoin: WaktuInput,
  waktuMulai: WaktuInput,
  terlambatMenit: number | null | undefined,
): boolean | null {
  const join = keEpoch(waktuJoin);
  const mulai = keEpoch(waktuMulai);
  if (terlambatMenit === null || terlambatMenit === undefined || join === null || mulai === null) {
    return null;
  }
  return join > mulai + terlambatMenit * 60_000;
}

/** The status of a vidcon at a time (the server's clock): before start, until its end, after. */
export function statusVidconPada(
  vidcon: { waktu_mulai: WaktuInput; waktu_selesai: WaktuInput },
  sekarang: WaktuInput,
): StatusVidcon {
  const kini = keEpoch(sekarang) ?? 0;
  if (kini >= (keEpoch(vidcon.waktu_selesai) ?? 0)) return 'selesai';
  return kini >= (keEpoch(vidcon.waktu_mulai) ?? 0) ? 'berlangsung' : 'belum_dimulai';
}

/** Server messages of the vidcon calls (beyond the form's). */
export const PESAN_VIDCON_SERVER = {
  tidakAda: 'Vidcon tidak ditemukan',
  pertemuanTidakAda: 'Pertemuan tidak ditemukan',
  waktuTerkunci:
    'Tanggal dan waktu vidcon tidak dapat diubah karena vidcon telah berakhir atau sedang berlangsung dengan peserta',
  sudahSelesai: 'Vidcon telah berakhir dan tidak dapat diikuti',
  /** The form's minimum date (spec 5), for a new start. */
  mulaiSebelumKemarin: 'Tanggal mulai vidcon paling awal kemarin',
} as const;

/** Date and times are locked when finished, or running with participants (spec 4). */
export function waktuVidconTerkunci(vidcon: {
  status?: StatusVidcon | string | null;
  jumlah_peserta?: number | null;
}): boolean {
  if (vidcon.status === 'selesai') return true;
  return vidcon.status === 'berlangsung' && (vidcon.jumlah_peserta ?? 0) > 0;
}

/**
 * Join button: berlangsung joins in-app; other states open the link and record a join; disabled
 * when selesai (spec 2, 4).
 */
export function aksiGabungVidcon(
  status: StatusVidcon | string | null | undefined,
): 'dalam_aplikasi' | 'buka_link' | 'nonaktif' {
  if (status === 'selesai') return 'nonaktif';
  return status === 'berlangsung' ? 'dalam_aplikasi' : 'buka_link';
}

/** Vidcon save payload with offset times and a normalised link (spec 7). */
export function payloadVidcon(form: FormVidcon, tz: string = DEFAULT_ZONA_WAKTU) {
  return {
    aplikasi: form.aplikasi,
    catatan: form.catatan ?? '',
    id_pertemuan: form.pertemuan,
    judul: form.judul.trim(),
    link: normalisasiLink(form.link),
    waktu_mulai: formatIsoOffset(form.waktu_mulai, tz),
    waktu_selesai: formatIsoOffset(form.waktu_selesai, tz),
  };
}

/**
 * The vidcon apps whose meetings may be shown inside the LMS (spec 2: a running vidcon joins
 * in-app): the app pages' Content-Security-Policy frames these origins and nothing else. A link
 * elsewhere ('lainnya', a campus server) opens in a new tab from the same in-app window.
 */
export const ASAL_BINGKAI_VIDCON = [
  'https://*.zoom.us',
  'https://meet.google.com',
  'https://teams.microsoft.com',
] as const;

/** Whether a vidcon link is one of ASAL_BINGKAI_VIDCON (https, the host itself or a subdomain). */
export function vidconBisaDibingkai(link: string | null | undefined): boolean {
  const tautan = tautanHttp(link);
  if (tautan === null || !/^https:\/\//i.test(tautan)) return false;
  const host = tautan
    .replace(/^https:\/\//i, '')
    .split(/[/?#]/)[0]
    ?.toLowerCase();
  if (!host || host.includes('@') || host.includes(':')) return false;
  return ASAL_BINGKAI_VIDCON.some((asal) => {
    const pola = asal.replace('https://', '');
    if (pola.startsWith('*.')) {
      const induk = pola.slice(2);
      return host === induk || host.endsWith(`.${induk}`);
    }
    return host === pola;
  });
}
