import { describe, expect, it } from 'vitest';
import { buildPath } from './call';

describe('call paths', () => {
  it('fills and encodes the parameters', () => {
    expect(buildPath('/v2/lms/kelas_kuliah/:id', { id: '20251_K1_IF101_A' })).toBe(
      '/v2/lms/kelas_kuliah/20251_K1_IF101_A',
    );
    expect(buildPath('/lms/kelas_kuliah/:id/pengajar/:idDosen', { id: 'a/b', idDosen: 7 })).toBe(
      '/lms/kelas_kuliah/a%2Fb/pengajar/7',
    );
  });

  it.each([
    ['a missing id', {}],
    ['no parameters', undefined],
    ['an empty id', { id: '' }],
    ['a blank id', { id: '  ' }],
  ])('refuses %s before any request goes out', (_k, params) => {
    expect(() => buildPath('/v2/lms/kelas_kuliah/:id', params)).toThrow(
      "Parameter path 'id' belum diisi",
    );
  });
});
