import { describe, expect, it } from 'vitest';
import {
  bulatkan,
  bulatkanNilai,
  formatAngka,
  formatNilai,
  formatProgres,
  formatRupiah,
  isNilaiKosong,
  NILAI_KOSONG,
  ribuan,
  terbilang,
} from './angka';

describe('rounding and the number formatter (spec 9)', () => {
  it.each([
    [1.005, 1.01],
    [85.456, 85.46],
    [85.454, 85.45],
    [-1.005, -1.01],
    [2, 2],
    [1e21, 1e21],
    [-0.001, 0],
  ])('grade %s rounds to %s', (n, hasil) => {
    expect(bulatkanNilai(n)).toBe(hasil);
  });

  it('rounds tiny values written in exponent form', () => {
    expect(bulatkan(1.5e-7, 2)).toBe(0);
    expect(bulatkan(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it.each([
    [85, '85'],
    [1500, '1500'],
    [85.5, '85.50'],
    [85.456, '85.46'],
    [null, '-'],
    [Number.NaN, '-'],
  ])('formatAngka(%s) = %s (2 decimals, whole numbers as they are)', (n, teks) => {
    expect(formatAngka(n)).toBe(teks);
  });

  it('takes another number of decimals', () => {
    expect(formatAngka(1.23456, 3)).toBe('1.235');
  });
});

describe('score placeholder -1.618 (spec 9)', () => {
  it.each([
    [NILAI_KOSONG, '-'],
    [-1.618, '-'],
    [null, '-'],
    [undefined, '-'],
    [0, '0'],
    [87.125, '87.13'],
    [90, '90'],
  ])('formatNilai(%s) = %s', (n, teks) => {
    expect(formatNilai(n)).toBe(teks);
  });

  it('recognises the placeholder', () => {
    expect(isNilaiKosong(-1.618)).toBe(true);
    expect(isNilaiKosong(-1.6)).toBe(false);
  });
});

describe('progress with one decimal (spec 9)', () => {
  it.each([
    [0.8555, '85.6%'],
    [1, '100.0%'],
    [0, '0.0%'],
    [0.33333, '33.3%'],
    [null, '-'],
  ])('formatProgres(%s) = %s', (n, teks) => {
    expect(formatProgres(n)).toBe(teks);
  });
});

describe("currency 'Rp' with dot thousands (spec 9)", () => {
  it.each([
    [1500000, 'Rp 1.500.000'],
    [0, 'Rp 0'],
    [999, 'Rp 999'],
    [1000, 'Rp 1.000'],
    [1234567.6, 'Rp 1.234.568'],
    [-25000, '-Rp 25.000'],
    [null, '-'],
  ])('formatRupiah(%s) = %s', (n, teks) => {
    expect(formatRupiah(n)).toBe(teks);
  });

  it('groups thousands', () => {
    expect(ribuan(-1234)).toBe('-1.234');
    expect(ribuan(-0.2)).toBe('0');
  });
});

describe('terbilang up to millions (spec 9)', () => {
  it.each([
    [0, 'nol'],
    [1, 'satu'],
    [10, 'sepuluh'],
    [11, 'sebelas'],
    [12, 'dua belas'],
    [19, 'sembilan belas'],
    [20, 'dua puluh'],
    [21, 'dua puluh satu'],
    [100, 'seratus'],
    [115, 'seratus lima belas'],
    [250, 'dua ratus lima puluh'],
    [1000, 'seribu'],
    [1500, 'seribu lima ratus'],
    [2024, 'dua ribu dua puluh empat'],
    [11000, 'sebelas ribu'],
    [100000, 'seratus ribu'],
    [1000000, 'satu juta'],
    [1500000, 'satu juta lima ratus ribu'],
    [2750125, 'dua juta tujuh ratus lima puluh ribu seratus dua puluh lima'],
    [
      999999999,
      'sembilan ratus sembilan puluh sembilan juta sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan',
    ],
    [1000000000, 'satu miliar'],
    [2000000000000, 'dua triliun'],
    [-5, 'minus lima'],
    [7.9, 'tujuh'],
  ])('terbilang(%s) = %s', (n, kata) => {
    expect(terbilang(n)).toBe(kata);
  });

  it('refuses what it cannot say', () => {
    expect(() => terbilang(1e15)).toThrow(RangeError);
    expect(() => terbilang(Number.NaN)).toThrow(RangeError);
  });
});
