import { describe, expect, it } from 'vitest';
import {
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
  rentangFilterAktivitas,
  teksBatasWaktu,
} from './formatWaktu';
import { BULAN_SINGKAT, bagianWaktu, keEpoch } from './waktu';

const T = '2025-09-01T02:03:04Z';

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
