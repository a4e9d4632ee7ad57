import { afterEach, expect } from 'vitest';
import { ambilGalatHalaman, ambilPelanggaranCsp } from './browser';

// Every journey, including those that do not look at the page's errors, fails when the
// Content-Security-Policy refused anything: the built apps must run under it as they are.
// So does any uncaught error a page throws.
afterEach(() => {
  expect(ambilPelanggaranCsp(), 'pelanggaran Content-Security-Policy').toEqual([]);
  expect(ambilGalatHalaman(), 'galat skrip di halaman').toEqual([]);
});
