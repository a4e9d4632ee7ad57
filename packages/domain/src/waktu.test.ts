import { describe, expect, it } from 'vitest';
import { formatJam, formatJamHeader, formatTanggal, formatTanggalBap } from './formatWaktu';
import {
  akhirHari,
  awalHari,
  awalKemarin,
  DEFAULT_ZONA_WAKTU,
  gabungTanggalJam,
  isTanggalKosong,
  isZonaWaktu,
  keEpoch,
  labelZonaWaktu,
  selisihMenit,
  TIMEZONE,
  tambahMenit,
  tanggalLengkap,
  waktuTerakhir,
  zonaWaktu,
} from './waktu';

describe('zona waktu (spec 9 Timezones)', () => {
  it('lists the three zones with WIB as default', () => {
    expect(TIMEZONE).toEqual(['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura']);
    expect(DEFAULT_ZONA_WAKTU).toBe('Asia/Jakarta');
  });

  it.each([
    ['Asia/Jakarta', 'WIB'],
    ['Asia/Makassar', 'WITA'],
    ['Asia/Jayapura', 'WIT'],
    ['Europe/London', 'WIB'],
    ['', 'WIB'],
    [null, 'WIB'],
    [undefined, 'WIB'],
  ])('labelZonaWaktu(%s) = %s', (tz, label) => {
    expect(labelZonaWaktu(tz)).toBe(label);
  });

  it.each([
    ['Asia/Makassar', 'Asia/Makassar'],
    ['Asia/Tokyo', 'Asia/Jakarta'],
    [null, 'Asia/Jakarta'],
  ])('zonaWaktu(%s) = %s', (tz, hasil) => {
    expect(zonaWaktu(tz)).toBe(hasil);
    expect(isZonaWaktu(hasil)).toBe(true);
  });

  it('rejects non-zone values', () => {
    expect(isZonaWaktu('UTC')).toBe(false);
    expect(isZonaWaktu(7)).toBe(false);
  });
});

describe('zero date 0001-01-01 means empty (spec 3, 4)', () => {
  it.each([
    ['0001-01-01T00:00:00Z', true],
    ['0001-01-01T00:00:00+07:07', true],
    ['0001-01-01', true],
    [new Date('0001-01-01T00:00:00Z'), true],
    [null, true],
    [undefined, true],
    ['', true],
    ['2025-09-01T00:00:00Z', false],
    [0, false],
  ])('isTanggalKosong(%s) = %s', (w, kosong) => {
    expect(isTanggalKosong(w as never)).toBe(kosong);
  });

  it('formats the zero date as "-"', () => {
    expect(formatTanggal('0001-01-01T00:00:00Z')).toBe('-');
    expect(formatJamHeader('0001-01-01T00:00:00Z')).toBe('-');
  });
});

describe('day boundaries', () => {
  it('end of day is 23:59:59 and shows 23:59 (spec 9)', () => {
    const akhir = akhirHari('2025-09-01T10:00:00+07:00');
    expect(formatJamHeader(akhir)).toBe('1 Sep 2025, 23:59:59');
    expect(formatJam(akhir)).toBe('23:59');
  });

  it('start of day and start of yesterday in the zone', () => {
    expect(formatTanggalBap(awalHari('2025-09-01T10:00:00+07:00'))).toBe('01-09-2025 00.00.00');
    expect(formatTanggalBap(awalKemarin('2025-03-01T01:00:00+07:00'))).toBe('28-02-2025 00.00.00');
    expect(awalHari(null)).toBeNull();
  });

  it('joins a wall-clock date and time in the zone', () => {
    expect(gabungTanggalJam('2025-09-01', '09:00', 'Asia/Jakarta')).toBe(Date.UTC(2025, 8, 1, 2));
    expect(gabungTanggalJam('2025-09-01', '09:00:30', 'Asia/Makassar')).toBe(
      Date.UTC(2025, 8, 1, 1, 0, 30),
    );
    expect(gabungTanggalJam(null, '09:00')).toBeNull();
    expect(gabungTanggalJam('2025-09-01', '')).toBeNull();
    // A year still being typed in the picker is no date yet.
    expect(gabungTanggalJam('0202-11-30', '09:00')).toBeNull();
  });

  it.each([
    ['2026-11-30', true],
    ['1000-01-01', true],
    ['0202-11-30', false],
    ['0002-11-30', false],
    ['0001-01-01', false],
    ['2026-11', false],
    ['', false],
    [null, false],
  ])('tanggalLengkap(%j) is %s', (tanggal, lengkap) => {
    expect(tanggalLengkap(tanggal)).toBe(lengkap);
  });

  it('adds minutes and measures differences', () => {
    expect(tambahMenit('2025-09-01T09:00:00+07:00', 90)).toBe(Date.UTC(2025, 8, 1, 3, 30));
    expect(tambahMenit(null, 5)).toBeNull();
    expect(selisihMenit('2025-09-01T09:00:00+07:00', '2025-09-01T08:55:00+07:00')).toBe(-5);
    expect(selisihMenit('2025-09-01T09:00:00+07:00', null)).toBeNull();
  });

  it('picks the later of two times, ignoring empties', () => {
    const a = '2025-09-01T09:00:00+07:00';
    const b = '2025-09-02T09:00:00+07:00';
    expect(waktuTerakhir(a, b)).toBe(keEpoch(b));
    expect(waktuTerakhir(b, a)).toBe(keEpoch(b));
    expect(waktuTerakhir(null, a)).toBe(keEpoch(a));
    expect(waktuTerakhir(a, '0001-01-01T00:00:00Z')).toBe(keEpoch(a));
  });
});
