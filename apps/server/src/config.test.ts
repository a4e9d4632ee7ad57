import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const muat = (env: Record<string, string>) => loadConfig({ DATA_DIR: 'memory://', ...env });

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['TRUE', true],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('reads %j as %j', (nilai, hasil) => {
    expect(muat(nilai === undefined ? {} : { TRUST_PROXY: nilai }).TRUST_PROXY).toEqual(hasil);
  });

  it.each(['ya', 'semua proxy', '10.0.0.1; rm -rf'])(
    'refuses %j with an Indonesian message',
    (nilai) => {
      expect(() => muat({ TRUST_PROXY: nilai })).toThrow(/TRUST_PROXY harus/);
    },
  );
});

describe('login limit settings', () => {
  it('defaults to 5 free failures, a 15 minute window and wait, 1000 per address', () => {
    const c = muat({});
    expect([
      c.LOGIN_RATE_LIMIT,
      c.LOGIN_RATE_WINDOW,
      c.LOGIN_DELAY_MAX,
      c.LOGIN_ADDRESS_LIMIT,
    ]).toEqual([5, 900, 900, 1000]);
  });

  it.each([
    ['900', 900],
    ['5 minutes', 300],
    ['1 minute', 60],
    ['2 hours', 7200],
    ['30 seconds', 30],
  ])('reads the window %j as %i s', (nilai, detik) => {
    expect(muat({ LOGIN_RATE_WINDOW: nilai }).LOGIN_RATE_WINDOW).toBe(detik);
  });

  it('refuses a duration it cannot read', () => {
    expect(() => muat({ LOGIN_RATE_WINDOW: 'sebentar' })).toThrow(/Durasi harus/);
  });
});
