import { describe, expect, it } from 'vitest';
import { ambilPesan, normalisasiGalat } from './errors';

describe('ambilPesan: the message chain of spec section 8', () => {
  it.each([
    [
      'status.message first',
      { status: { message: 'Judul wajib diisi' }, detail: 'x' },
      undefined,
      'Judul wajib diisi',
    ],
    [
      'then detail.detail',
      { detail: { detail: 'Token kedaluwarsa' } },
      undefined,
      'Token kedaluwarsa',
    ],
    ['then detail', { detail: 'Data tidak ditemukan' }, undefined, 'Data tidak ditemukan'],
    ['then the error message', null, new Error('Failed to fetch'), 'Failed to fetch'],
    ["else 'Terjadi kesalahan'", {}, undefined, 'Terjadi kesalahan'],
    [
      'cleaned of markup',
      { status: { message: '<b>Gagal</b>\n  menyimpan' } },
      undefined,
      'Gagal menyimpan',
    ],
  ])('%s', (_, body, error, expected) => {
    expect(ambilPesan(body, error)).toBe(expected);
  });
});

describe('normalisasiGalat', () => {
  it("types a failed fetch as 'Network Error'", () => {
    const e = normalisasiGalat(null, null, new TypeError('Failed to fetch'));
    expect([e.jenis, e.message]).toEqual(['Network Error', 'Network Error']);
  });

  it("types a 504 as 'Gateway Timeout'", () => {
    const e = normalisasiGalat(new Response(null, { status: 504 }), null);
    expect([e.jenis, e.statusCode]).toEqual(['Gateway Timeout', 504]);
  });

  it('keeps a domain status code and the field errors', () => {
    const e = normalisasiGalat(new Response(null, { status: 403 }), {
      status: { code: 'pembatasan_ujian_kehadiran', message: 'Akses dibatasi' },
      errors: [{ field: 'judul', message: 'Judul wajib diisi' }],
    });
    expect(e.kode).toBe('pembatasan_ujian_kehadiran');
    expect(e.statusCode).toBe(403);
    expect(e.errors).toEqual([{ field: 'judul', message: 'Judul wajib diisi' }]);
  });
});
