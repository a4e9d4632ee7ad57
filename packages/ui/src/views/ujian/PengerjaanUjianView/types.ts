import type { BerkasSoal, IsiJawaban, SoalPengerjaan } from '@kampus/api';
import type { ReactNode } from 'react';

/** Where one answer stands on the device: sent and held by the server, waiting, or refused. */
export const statusJawabanLokal = ['tersimpan', 'menunggu', 'gagal'] as const;
export type StatusJawabanLokal = (typeof statusJawabanLokal)[number];

/** One answer of the device's journal (the api's `EntriJurnal` fits). */
export interface JawabanLokal {
  isi: IsiJawaban;
  /** The device's counter for the question. */
  versi: number;
  status: StatusJawabanLokal;
  /** Why the server refused it, when `status` is 'gagal'. */
  pesan?: string;
}

/** The device's journal by question id; it wins over the answers stored on the server. */
export type JurnalJawaban = Readonly<Record<string, JawabanLokal>>;

/** The journal as a whole: all saved, a send running, answers waiting, or a send failed. */
export const statusPenyimpanan = ['tersimpan', 'menyimpan', 'menunggu', 'gagal'] as const;
export type StatusPenyimpanan = (typeof statusPenyimpanan)[number];

export const statusKoneksi = ['online', 'offline'] as const;
export type StatusKoneksi = (typeof statusKoneksi)[number];

/**
 * Uploads one essay attachment (POST /v2/storager, folder jawaban_ujian) and resolves with the
 * stored file; `onProgress` (0..100) may be called while it runs.
 */
export type UnggahLampiranFn = (
  idSoal: string,
  file: File,
  onProgress: (persen: number) => void,
) => Promise<BerkasSoal>;

export type KelompokSoalPengerjaan = SoalPengerjaan['kelompok_soal'][number];
export type SoalDijawab = KelompokSoalPengerjaan['soal'][number];

/** A question with its place in the attempt. */
export interface SoalBernomor {
  soal: SoalDijawab;
  kelompok: KelompokSoalPengerjaan;
  /** 1-based, across groups, in the attempt's order. */
  nomor: number;
}

/** An essay attachment being uploaded, or refused (the kit's UploadList rows). */
export type { BarisUnggah } from '../../../files/UploadList';

export interface PengerjaanUjianViewProps {
  /** The exam's title; without it the bar shows only the answered count. */
  judul?: string;
  /** The attempt's questions in its order, with the answers the server holds; null while loading. */
  data: SoalPengerjaan | null;
  /** The device's journal by question id: it wins over `data`'s answers. */
  jawabanLokal: JurnalJawaban;
  /** An answer given or changed (every keystroke of an essay): journal it, then send it. */
  onJawab: (idSoal: string, isi: IsiJawaban) => void;
  /** Seconds left, from the server clock (the container ticks it); null is no time limit. */
  sisaDetik: number | null;
  koneksi: StatusKoneksi;
  /** The journal's state as a whole. */
  penyimpanan: StatusPenyimpanan;
  /** Answers the server does not hold yet. @default those of `jawabanLokal` not 'tersimpan' */
  menunggu?: number;
  /** 'Kumpulkan', after the confirmation. */
  onKumpulkan: () => void;
  /** While the submit runs. @default false */
  isMengumpulkan?: boolean;
  /** Why the submit did not go through (e.g. the server did not confirm every answer). */
  galatKumpul?: string | null;
  /** Uploads an essay attachment. */
  onUnggahLampiran: UnggahLampiranFn;
  /** Size limit of one attachment in bytes. @default 10240 KB */
  maksByteLampiran?: number;
  /** The session expired: `slotMasukUlang` is shown over the page. @default false */
  sesiBerakhir?: boolean;
  /** Signing in again in place (e.g. `MasukUlangForm`). */
  slotMasukUlang?: ReactNode;
  /** The open question (controlled); with `onSoalAktifChange`. */
  soalAktif?: string;
  /** The question open first. @default the first */
  defaultSoalAktif?: string;
  onSoalAktifChange?: (idSoal: string) => void;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' with `onRetry`. @default false */
  isError?: boolean;
  onRetry?: () => void;
}
