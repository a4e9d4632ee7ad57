import { describe, expect, it } from 'vitest';
import {
  cekPertemuanQr,
  jendelaQr,
  jendelaQrBerlaku,
  PESAN_QR,
  sisaDetikQr,
  waktuJendelaQr,
} from './kehadiranQr';

const T = Date.parse('2026-11-27T08:00:10Z');
const jam = (h: number) => new Date(T + h * 3_600_000).toISOString();
const rapat = {
  jenis: 'offline',
  status: 'belum_dimulai',
  waktu_mulai: jam(-1),
  waktu_selesai: jam(1),
};

describe('QR windows', () => {
  it('accepts the current and the previous window only', () => {
    const j = jendelaQr(T);
    expect(jendelaQrBerlaku(j, T)).toBe(true);
    expect(jendelaQrBerlaku(j - 1, T)).toBe(true);
    expect(jendelaQrBerlaku(j - 2, T)).toBe(false);
    expect(jendelaQrBerlaku(j + 1, T)).toBe(false);
    const w = waktuJendelaQr(j);
    expect(w.bergantiPadaMs - T).toBe(20_000);
    expect(w.berlakuSampaiMs - w.bergantiPadaMs).toBe(30_000);
    expect(sisaDetikQr(w.bergantiPadaMs, T)).toBe(20);
    expect(sisaDetikQr(new Date(w.bergantiPadaMs).toISOString(), T + 60_000)).toBe(0);
  });
});

describe('cekPertemuanQr', () => {
  it('needs QR in use, an offline or mixed meeting, started and not ended', () => {
    expect(cekPertemuanQr(rapat, true, T).ok).toBe(true);
    expect(cekPertemuanQr({ ...rapat, jenis: 'campuran' }, true, T).ok).toBe(true);
    expect(cekPertemuanQr(rapat, false, T)).toEqual({ ok: false, pesan: PESAN_QR.nonaktif });
    expect(cekPertemuanQr({ ...rapat, jenis: 'online' }, true, T)).toEqual({
      ok: false,
      pesan: PESAN_QR.bukanOffline,
    });
    expect(cekPertemuanQr({ ...rapat, waktu_mulai: jam(1) }, true, T)).toEqual({
      ok: false,
      pesan: PESAN_QR.belumDimulai,
    });
    expect(cekPertemuanQr({ ...rapat, waktu_selesai: jam(-0.5) }, true, T)).toEqual({
      ok: false,
      pesan: PESAN_QR.sudahBerakhir,
    });
    // Started by the lecturer: open until they end it, even past the schedule.
    expect(
      cekPertemuanQr({ ...rapat, status: 'berlangsung', waktu_selesai: jam(-0.5) }, true, T).ok,
    ).toBe(true);
    expect(cekPertemuanQr({ ...rapat, status: 'selesai' }, true, T).ok).toBe(false);
  });
});
