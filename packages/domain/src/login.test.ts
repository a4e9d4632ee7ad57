import { describe, expect, it } from 'vitest';
import { jedaLoginDetik, kunciUsername, pesanTerlaluBanyakPercobaan } from './login';

describe('login throttling (OWASP ASVS 6.3.1)', () => {
  it.each([
    ['dosen01', 'dosen01'],
    ['  dosen01 ', 'dosen01'],
    ['Dosen01', 'dosen01'],
    ['\tDOSEN01\n', 'dosen01'],
    ['2401001', '2401001'],
  ])('keys %j as %j', (masuk, kunci) => {
    expect(kunciUsername(masuk)).toBe(kunci);
  });

  const aturan = { gagalBebas: 5, jedaMaksDetik: 900 };
  it.each([
    [0, 0],
    [1, 0],
    [5, 0],
    [6, 1],
    [7, 2],
    [8, 4],
    [10, 16],
    [15, 512],
    [16, 900],
    [1000, 900],
    [Number.MAX_SAFE_INTEGER, 900],
  ])('after %i failures waits %i s', (gagal, detik) => {
    expect(jedaLoginDetik(gagal, aturan)).toBe(detik);
  });

  it('waits at most the configured maximum, and never without free failures used up', () => {
    expect(jedaLoginDetik(3, { gagalBebas: 0, jedaMaksDetik: 2 })).toBe(2);
    expect(jedaLoginDetik(1, { gagalBebas: 0, jedaMaksDetik: 60 })).toBe(1);
    expect(jedaLoginDetik(Number.NaN, aturan)).toBe(0);
  });

  it.each([
    [0.2, 'Terlalu banyak percobaan. Silakan coba lagi dalam 1 detik.'],
    [1, 'Terlalu banyak percobaan. Silakan coba lagi dalam 1 detik.'],
    [15.01, 'Terlalu banyak percobaan. Silakan coba lagi dalam 16 detik.'],
  ])('tells the wait of %s s as %j', (detik, pesan) => {
    expect(pesanTerlaluBanyakPercobaan(detik)).toBe(pesan);
  });
});
