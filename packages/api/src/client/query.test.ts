import { describe, expect, it } from 'vitest';
import { buildQuery, namaBerkasDariHeader } from './query';

describe('buildQuery (spec section 7 Helpers)', () => {
  it.each([
    [{ keyword: ['a', 'b'], page: 2 }, '?keyword=a&keyword=b&page=2'],
    [{ search: null, id: undefined, page: 1 }, '?page=1'],
    [{ mulai: new Date('2025-09-01T02:03:04Z') }, '?mulai=2025-09-01T09%3A03%3A04%2B07%3A00'],
    [{}, ''],
    [undefined, ''],
  ])('%j -> %s', (query, expected) => {
    expect(buildQuery(query)).toBe(expected);
  });

  it('writes dates in the given time zone', () => {
    expect(buildQuery({ t: new Date('2025-09-01T02:03:04Z') }, 'Asia/Jayapura')).toBe(
      '?t=2025-09-01T11%3A03%3A04%2B09%3A00',
    );
  });
});

describe('namaBerkasDariHeader', () => {
  it.each([
    ['attachment; filename="BAP - 2025-2026 Ganjil.zip"', 'BAP - 2025-2026 Ganjil.zip'],
    [
      "attachment; filename*=UTF-8''Bank%20Soal%20-%20Basis%20Data.pdf",
      'Bank Soal - Basis Data.pdf',
    ],
    ['attachment; filename=laporan.pdf', 'laporan.pdf'],
    [null, 'unduhan'],
  ])('%s', (header, expected) => {
    expect(namaBerkasDariHeader(header, 'unduhan')).toBe(expected);
  });
});
