import { describe, expect, it } from 'vitest';
import { adaGalat, cekBerurutan, galatPertama, isKosong } from './hasil';

describe('result helpers', () => {
  it('stops at the first failing check', () => {
    expect(
      cekBerurutan([
        [false, 'satu'],
        [true, 'dua'],
        [true, 'tiga'],
      ]),
    ).toEqual({ ok: false, pesan: 'dua' });
    expect(cekBerurutan([[false, 'satu']])).toEqual({ ok: true });
  });

  it('reads form errors in field order', () => {
    expect(galatPertama({ judul: 'A', deskripsi: 'B' })).toBe('A');
    expect(galatPertama({ judul: undefined, deskripsi: 'B' })).toBe('B');
    expect(galatPertama({})).toBeNull();
    expect(adaGalat({ judul: undefined })).toBe(false);
    expect(adaGalat({ judul: 'A' })).toBe(true);
  });

  it.each([
    [null, true],
    [undefined, true],
    ['  ', true],
    [Number.NaN, true],
    [[], true],
    ['a', false],
    [0, false],
    [false, false],
    [['x'], false],
  ])('isKosong(%o) = %s', (v, kosong) => {
    expect(isKosong(v)).toBe(kosong);
  });
});
