import { afterEach, expect } from 'vitest';
import { ambilPelanggaranCsp } from './browser';

// Every journey, including those that do not look at the page's errors, fails when the
// Content-Security-Policy refused anything: the built apps must run under it as they are.
afterEach(() => {
  expect(ambilPelanggaranCsp(), 'pelanggaran Content-Security-Policy').toEqual([]);
});
