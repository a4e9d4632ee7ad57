import type { TipeFile } from './berkas';
import { SYARAT_KEHADIRAN_DEFAULT } from './kehadiran';
import type { StatusUnduh } from './materi';
import { keEpoch, type WaktuInput } from './waktu';

// A material's presence requirement (spec 2 'Materials', 4, 9): whether a meeting allows one, the
// default deadline, how each file type emits presence, and what a student reads and sees of it.

/** An offline meeting forces no attendance requirement (null) and disables the choice (spec 4). */
export function aturanSyaratHadir(jenisPertemuan: string | null | undefined): {
  nonaktif: boolean;
  nilaiPaksa: null | undefined;
} {
  return jenisPertemuan === 'offline'
    ? { nonaktif: true, nilaiPaksa: null }
    : { nonaktif: false, nilaiPaksa: undefined };
}

/**
 * The default deadline of a new material is the meeting's default deadline only if the meeting
 * starts after server time, else empty (spec 4).
 */
export function deadlineDefaultMateri(
  pertemuan: { waktu_mulai?: WaktuInput | null; default_deadline_materi?: WaktuInput | null },
  sekarang: WaktuInput,
): WaktuInput | null {
  const mulai = keEpoch(pertemuan.waktu_mulai);
  const kini = keEpoch(sekarang);
  if (mulai === null || kini === null || mulai <= kini) return null;
  return keEpoch(pertemuan.default_deadline_materi) === null
    ? null
    : (pertemuan.default_deadline_materi ?? null);
}

/**
 * How a material emits presence (spec 2): an e-book after a read countdown ('Sudah Baca'), audio
 * or video at a watch percentage or on download, a URL when opened, an archive on download.
 */
export function aturanPresensiMateri(
  tipe: TipeFile,
  syarat?: {
    video_persen?: number | null;
    audio_persen?: number | null;
    ebook_detik?: number | null;
  },
):
  | { cara: 'hitung_mundur'; detik: number }
  | { cara: 'persen_putar'; persen: number; atauUnduh: true }
  | { cara: 'buka_link' }
  | { cara: 'unduh' } {
  switch (tipe) {
    case 'ebook':
      return {
        cara: 'hitung_mundur',
        detik: syarat?.ebook_detik ?? SYARAT_KEHADIRAN_DEFAULT.ebook_detik,
      };
    case 'video':
      return {
        cara: 'persen_putar',
        persen: syarat?.video_persen ?? SYARAT_KEHADIRAN_DEFAULT.video_persen,
        atauUnduh: true,
      };
    case 'audio':
      return {
        cara: 'persen_putar',
        persen: syarat?.audio_persen ?? SYARAT_KEHADIRAN_DEFAULT.audio_persen,
        atauUnduh: true,
      };
    case 'url':
      return { cara: 'buka_link' };
    case 'archive':
      return { cara: 'unduh' };
  }
}

/** A student's requirement on a material: met, still open, or closed unmet by the deadline. */
export type StatusSyaratMateri = 'terpenuhi' | 'belum_terpenuhi' | 'terlewat';
export const LABEL_STATUS_SYARAT_MATERI = {
  terpenuhi: 'Terpenuhi',
  belum_terpenuhi: 'Belum Terpenuhi',
  terlewat: 'Batas Waktu Terlewat',
} as const satisfies Record<StatusSyaratMateri, string>;
export const WARNA_STATUS_SYARAT_MATERI = {
  terpenuhi: 'success',
  belum_terpenuhi: 'danger',
  terlewat: 'grey',
} as const satisfies Record<StatusSyaratMateri, string>;

/**
 * Presence after the deadline no longer meets the requirement (spec 4), so an unmet one whose
 * deadline has passed is shown as closed rather than as something still to do.
 */
export function statusSyaratMateri(
  m: { statusUnduh?: StatusUnduh | null; deadline?: WaktuInput | null },
  sekarang: WaktuInput,
): StatusSyaratMateri {
  if (m.statusUnduh === 'terpenuhi') return 'terpenuhi';
  const batas = keEpoch(m.deadline);
  const kini = keEpoch(sekarang);
  return batas !== null && kini !== null && kini > batas ? 'terlewat' : 'belum_terpenuhi';
}

/** Audio/video presence is met once the played share reaches the threshold. */
export function presensiPutarTerpenuhi(persenDiputar: number, ambangPersen: number): boolean {
  return persenDiputar >= ambangPersen;
}

/** The presence requirement a student reads on the card and in the viewer (spec 2). */
export function teksSyaratMateri(
  tipe: TipeFile,
  syarat?: Parameters<typeof aturanPresensiMateri>[1],
): string {
  const aturan = aturanPresensiMateri(tipe, syarat);
  switch (aturan.cara) {
    case 'hitung_mundur':
      return `Baca selama ${aturan.detik} detik lalu tekan Sudah Baca`;
    case 'persen_putar':
      return `Putar minimal ${aturan.persen}% atau unduh`;
    case 'buka_link':
      return 'Buka link materi';
    case 'unduh':
      return 'Unduh berkas materi';
  }
}
