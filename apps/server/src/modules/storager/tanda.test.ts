import { describe, expect, it } from 'vitest';
import { tandaiUrl, tandaValid, UMUR_TANDA_DETIK } from './tanda';

const secret = new TextEncoder().encode('rahasia-uji-yang-cukup-panjang-untuk-hmac');
const lain = new TextEncoder().encode('rahasia-lain-yang-cukup-panjang-untuk-hmac');
const kunci = 'materi/0b5c8f1e-8d3a-4a57-9d3f-2f0c1b2a3c4d.pdf';
const kini = Date.UTC(2026, 10, 22, 8);

const bagian = (url: string) => {
  const u = new URL(url, 'http://x');
  return {
    exp: u.searchParams.get('exp') ?? undefined,
    sig: u.searchParams.get('sig') ?? undefined,
  };
};

describe('signed file addresses', () => {
  it.each([
    ['a material file', `/v2/storager/berkas/${kunci}`, true],
    [
      'a student submission',
      '/v2/storager/berkas/pengumpulan_tugas/0b5c8f1e-8d3a-4a57-9d3f-2f0c1b2a3c4d.zip',
      true,
    ],
    [
      'a class banner',
      '/v2/storager/berkas/banner_kelas/0b5c8f1e-8d3a-4a57-9d3f-2f0c1b2a3c4d.png',
      false,
    ],
    ['an outside link', 'https://contoh.ac.id/modul.pdf', false],
  ])('%s is signed: %s', (_k, url, ditandai) => {
    const hasil = tandaiUrl(url, secret, kini);
    expect(hasil.includes('sig=')).toBe(ditandai);
    if (!ditandai) expect(hasil).toBe(url);
  });

  it('keeps null as null', () => {
    expect(tandaiUrl(null, secret, kini)).toBeNull();
  });

  it.each([
    ['within its lifetime', kini + (UMUR_TANDA_DETIK - 1) * 1000, secret, kunci, true],
    ['after it expired', kini + (UMUR_TANDA_DETIK + 1) * 1000, secret, kunci, false],
    ['with another secret', kini, lain, kunci, false],
    ['for another key', kini, secret, 'materi/1b5c8f1e-8d3a-4a57-9d3f-2f0c1b2a3c4d.pdf', false],
  ])('a signature checked %s is valid: %s', (_k, saat, kunciRahasia, untuk, valid) => {
    const q = bagian(tandaiUrl(`/v2/storager/berkas/${kunci}`, secret, kini));
    expect(tandaValid(untuk, q, kunciRahasia, saat)).toBe(valid);
  });

  it('refuses a missing or malformed signature', () => {
    expect(tandaValid(kunci, {}, secret, kini)).toBe(false);
    expect(tandaValid(kunci, { exp: 'besok', sig: 'x' }, secret, kini)).toBe(false);
  });
});
