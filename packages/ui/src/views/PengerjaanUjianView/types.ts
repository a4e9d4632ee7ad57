import type { BerkasSoal, IsiJawaban, SoalPengerjaan } from '@kampus/api';

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
export type { BarisUnggah } from '../../files/UploadList';
