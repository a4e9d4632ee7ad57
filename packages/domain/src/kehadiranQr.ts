import { gagal, type HasilCek, LOLOS } from './hasil';

// QR attendance of offline meetings (spec 2 'Generate QR Code', 3 'QR setting', 6): the lecturer
// shows a code that changes every INTERVAL_QR_DETIK seconds; a code works during its own window
// and the next one, so a student scanning at a window's edge still succeeds while a code
// forwarded later does not.

/** How often the code on the lecturer's screen changes. */
export const INTERVAL_QR_DETIK = 30;

/** The student app's page a code opens: `<student origin>/kehadiran/qr?token=...`. */
export const PATH_PINDAI_QR = '/kehadiran/qr';

export const PESAN_QR = {
  nonaktif: 'Presensi kode QR tidak digunakan oleh perguruan tinggi ini',
  bukanOffline: 'Kode QR hanya untuk pertemuan offline atau campuran',
  belumDimulai: 'Kode QR belum dapat dibuat karena pertemuan belum dimulai',
  sudahBerakhir: 'Kode QR tidak dapat dibuat karena pertemuan telah berakhir',
  kedaluwarsa: 'Kode QR sudah kedaluwarsa, pindai ulang kode di layar dosen',
  tidakValid: 'Kode QR tidak valid, pindai ulang kode di layar dosen',
  tokenWajib: 'Kode QR wajib diisi',
  bukanPeserta: 'Anda tidak terdaftar pada kelas kuliah pertemuan ini',
  tercatat: 'Kehadiran tercatat',
  sudahTercatat: 'Kehadiran Anda pada pertemuan ini sudah tercatat',
} as const;

/** The window a moment falls in (a whole number, INTERVAL_QR_DETIK seconds long). */
export function jendelaQr(kiniMs: number): number {
  return Math.floor(kiniMs / (INTERVAL_QR_DETIK * 1000));
}

/** When a window's code is replaced on the screen, and until when it still works. */
export function waktuJendelaQr(jendela: number) {
  const ms = INTERVAL_QR_DETIK * 1000;
  return { bergantiPadaMs: (jendela + 1) * ms, berlakuSampaiMs: (jendela + 2) * ms };
}

/** A code of `jendela` works now: in its own window and the next (never a future one). */
export function jendelaQrBerlaku(jendela: number, kiniMs: number): boolean {
  const kini = jendelaQr(kiniMs);
  return jendela === kini || jendela === kini - 1;
}

export interface PertemuanQr {
  jenis: string;
  status: string;
  waktu_mulai: string | Date;
  waktu_selesai: string | Date;
}

const ms = (w: string | Date) => (w instanceof Date ? w.getTime() : Date.parse(w));

/**
 * A code can be shown for the meeting now: QR in use, an offline or mixed meeting, started (by
 * the lecturer or by its schedule) and not ended (by the lecturer, or past its schedule unless
 * the lecturer is still running it).
 */
export function cekPertemuanQr(p: PertemuanQr, qrAktif: boolean, kiniMs: number): HasilCek {
  if (!qrAktif) return gagal(PESAN_QR.nonaktif);
  if (p.jenis !== 'offline' && p.jenis !== 'campuran') return gagal(PESAN_QR.bukanOffline);
  if (p.status === 'selesai') return gagal(PESAN_QR.sudahBerakhir);
  if (p.status !== 'berlangsung') {
    if (ms(p.waktu_mulai) > kiniMs) return gagal(PESAN_QR.belumDimulai);
    if (ms(p.waktu_selesai) < kiniMs) return gagal(PESAN_QR.sudahBerakhir);
  }
  return LOLOS;
}

/** Seconds left until the code on screen changes (0 at the latest). */
export function sisaDetikQr(bergantiPada: string | number, kiniMs: number): number {
  const t = typeof bergantiPada === 'number' ? bergantiPada : Date.parse(bergantiPada);
  return Math.max(0, Math.ceil((t - kiniMs) / 1000));
}
