import { describe, expect, it } from 'vitest';
import {
  akhirHari,
  awalHari,
  awalKemarin,
  BULAN_SINGKAT,
  bagianWaktu,
  DEFAULT_ZONA_WAKTU,
  formatBulanTahun,
  formatHariTanggal,
  formatIsoOffset,
  formatIsoUtc,
  formatJadwal,
  formatJam,
  formatJamHeader,
  formatRentangJam,
  formatTanggal,
  formatTanggalBap,
  formatTanggalIso,
  formatTanggalPanjang,
  formatTanggalPicker,
  gabungTanggalJam,
  isTanggalKosong,
  isZonaWaktu,
  keEpoch,
  labelZonaWaktu,
  rentangFilterAktivitas,
  selisihMenit,
  TIMEZONE,
  tambahMenit,
  tanggalLengkap,
  teksBatasWaktu,
  waktuTerakhir,
  zonaWaktu,
} from './waktu';

const T = '2025-09-01T02:03:04Z';

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

describe('formats (spec 9 Formats)', () => {
  it.each([
    ['Asia/Jakarta', '1 Sep 2025, 09:03:04'],
    ['Asia/Makassar', '1 Sep 2025, 10:03:04'],
    ['Asia/Jayapura', '1 Sep 2025, 11:03:04'],
  ])("header 'D MMM YYYY, HH:mm:ss' in %s", (tz, teks) => {
    expect(formatJamHeader(T, tz)).toBe(teks);
  });

  it.each<[string, (w: string, tz?: string) => string, string]>([
    ['DD MMM YYYY', formatTanggal, '01 Sep 2025'],
    ['HH:mm', formatJam, '09:03'],
    ['DD/MM/YYYY, HH:mm', formatTanggalPicker, '01/09/2025, 09:03'],
    ['DD-MM-YYYY HH.mm.ss', formatTanggalBap, '01-09-2025 09.03.04'],
    ['D MMMM YYYY', formatTanggalPanjang, '1 September 2025'],
    ['dddd, D MMMM YYYY', formatHariTanggal, 'Senin, 1 September 2025'],
  ])('%s', (_pola, fn, teks) => {
    expect(fn(T)).toBe(teks);
  });

  it('crosses the date line by zone: 2025-12-31T16:30Z is already 1 Jan in WIT', () => {
    expect(formatTanggal('2025-12-31T16:30:00Z', 'Asia/Jakarta')).toBe('31 Des 2025');
    expect(formatTanggal('2025-12-31T16:30:00Z', 'Asia/Jayapura')).toBe('01 Jan 2026');
    expect(formatHariTanggal('2025-12-31T16:30:00Z', 'Asia/Jayapura')).toBe(
      'Kamis, 1 Januari 2026',
    );
  });

  it('uses the fixed Indonesian month table, not the runtime ICU', () => {
    expect(BULAN_SINGKAT).toEqual([
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
    ]);
    const bulan = BULAN_SINGKAT.map((_, i) =>
      formatTanggal(`2025-${String(i + 1).padStart(2, '0')}-15T00:00:00+07:00`),
    );
    expect(bulan[4]).toBe('15 Mei 2025');
    expect(bulan[7]).toBe('15 Agu 2025');
    expect(bulan[9]).toBe('15 Okt 2025');
    expect(bulan[11]).toBe('15 Des 2025');
  });

  it('accepts Date, epoch ms and ISO strings alike', () => {
    const ms = Date.UTC(2025, 8, 1, 2, 3, 4);
    expect(formatJamHeader(new Date(ms), 'Asia/Jakarta')).toBe('1 Sep 2025, 09:03:04');
    expect(formatJamHeader(ms, 'Asia/Jakarta')).toBe('1 Sep 2025, 09:03:04');
    expect(formatJamHeader('2025-09-01T09:03:04+07:00', 'Asia/Jakarta')).toBe(
      '1 Sep 2025, 09:03:04',
    );
    expect(formatJamHeader('2025-09-01 10:03:04.5+0800', 'Asia/Jakarta')).toBe(
      '1 Sep 2025, 09:03:04',
    );
    expect(formatJamHeader('2025-09-01T04:03:04-05', 'Asia/Jakarta')).toBe('1 Sep 2025, 16:03:04');
  });

  it('reads a string without offset as wall time in the given zone', () => {
    expect(keEpoch('2025-09-01T09:00:00', 'Asia/Jakarta')).toBe(Date.UTC(2025, 8, 1, 2));
    expect(keEpoch('2025-09-01T09:00', 'Asia/Jayapura')).toBe(Date.UTC(2025, 8, 1, 0));
    expect(keEpoch('2025-09-01', 'Asia/Makassar')).toBe(Date.UTC(2025, 7, 31, 16));
  });

  it.each([
    ['bukan tanggal'],
    ['2025-13-01T00:00:00Z'],
    ['2025-02-29T00:00:00Z'],
    ['2025-09-01T24:00:00Z'],
    [Number.NaN],
  ])('invalid %s formats as "-"', (w) => {
    expect(keEpoch(w)).toBeNull();
    expect(formatTanggal(w)).toBe('-');
  });

  it('accepts a leap day', () => {
    expect(formatTanggal('2024-02-29T12:00:00+07:00')).toBe('29 Feb 2024');
  });

  it('formats a range with or without the zone label', () => {
    const mulai = '2025-09-01T02:00:00Z';
    const selesai = '2025-09-01T03:40:00Z';
    expect(formatRentangJam(mulai, selesai)).toBe('09:00 - 10:40');
    expect(formatRentangJam(mulai, selesai, 'Asia/Makassar', true)).toBe('10:00 - 11:40 WITA');
  });

  it('formats a class schedule line, hari 0 = Minggu', () => {
    expect(formatJadwal({ hari: 1, jam_mulai: '08:00:00', jam_selesai: '09:40:00' })).toBe(
      'Senin, 08:00 - 09:40',
    );
    expect(formatJadwal({ hari: 0, jam_mulai: '13:00:00', jam_selesai: '14:00:00' })).toBe(
      'Minggu, 13:00 - 14:00',
    );
    expect(formatJadwal({ hari: 9, jam_mulai: '13:00:00', jam_selesai: '14:00:00' })).toBe(
      '-, 13:00 - 14:00',
    );
  });

  it('gives ISO with offset and UTC for payloads', () => {
    expect(formatIsoOffset(T, 'Asia/Jakarta')).toBe('2025-09-01T09:03:04+07:00');
    expect(formatIsoOffset(T, 'Asia/Jayapura')).toBe('2025-09-01T11:03:04+09:00');
    expect(formatIsoUtc('2025-09-01T09:03:04+07:00')).toBe('2025-09-01T02:03:04Z');
    expect(formatIsoOffset(null)).toBeNull();
    expect(formatIsoUtc('0001-01-01T00:00:00Z')).toBeNull();
    expect(formatTanggalIso(T, 'Asia/Jakarta')).toBe('2025-09-01');
    expect(formatTanggalIso('')).toBeNull();
  });

  it('gives calendar parts with Sunday = 0', () => {
    expect(bagianWaktu('2025-08-31T12:00:00+07:00')).toMatchObject({
      tahun: 2025,
      bulan: 8,
      tanggal: 31,
      hari: 0,
      offsetMenit: 420,
    });
    expect(bagianWaktu(null)).toBeNull();
  });
});

describe("calendar month title (spec 2 'Kalender')", () => {
  it.each([
    [2025, 9, 'September 2025'],
    [2026, 1, 'Januari 2026'],
    [2024, 12, 'Desember 2024'],
    [2025, 0, '-'],
    [2025, 13, '-'],
    [Number.NaN, 5, '-'],
  ])('%s-%s -> %s', (tahun, bulan, judul) => {
    expect(formatBulanTahun(tahun, bulan)).toBe(judul);
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

describe("deadline text 'pukul 23:59' (spec 9)", () => {
  it.each([
    [
      '2025-09-05T10:00:00+07:00',
      '2025-09-03T08:00:00+07:00',
      'Asia/Jakarta',
      '05 Sep 2025 pukul 23:59',
    ],
    [
      '2025-09-05T10:00:00+07:00',
      '2025-09-07T08:00:00+07:00',
      'Asia/Jakarta',
      '07 Sep 2025 pukul 23:59',
    ],
    ['2025-09-05T20:00:00+07:00', null, 'Asia/Jayapura', '05 Sep 2025 pukul 23:59'],
    ['2025-09-05T23:00:00+07:00', null, 'Asia/Jayapura', '06 Sep 2025 pukul 23:59'],
    [null, '0001-01-01T00:00:00Z', 'Asia/Jakarta', '-'],
  ])('deadline %s, update %s in %s -> %s', (batas, update, tz, teks) => {
    expect(teksBatasWaktu(batas, update, tz)).toBe(teks);
  });
});

describe('activity filter range (spec 5)', () => {
  it('moves an identical end to 23:59:59 and sends UTC', () => {
    const hari = '2025-09-01T00:00:00+07:00';
    expect(rentangFilterAktivitas(hari, hari)).toEqual({
      waktu_mulai: '2025-08-31T17:00:00Z',
      waktu_selesai: '2025-09-01T16:59:59Z',
    });
  });

  it('keeps a different end and passes empties as null', () => {
    expect(
      rentangFilterAktivitas('2025-09-01T00:00:00+07:00', '2025-09-03T00:00:00+07:00'),
    ).toEqual({ waktu_mulai: '2025-08-31T17:00:00Z', waktu_selesai: '2025-09-02T17:00:00Z' });
    expect(rentangFilterAktivitas(null, null)).toEqual({ waktu_mulai: null, waktu_selesai: null });
  });
});
