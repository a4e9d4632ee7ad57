import { describe, expect, it } from 'vitest';
import {
  batasiHalaman,
  gantiUkuranHalaman,
  halamanTerlihat,
  JEDA_CARI_KETUA_KELAS_MS,
  JEDA_CARI_MS,
  JEDA_INPUT_HALAMAN_MS,
  JUMLAH_PENGUMUMAN_BERANDA,
  jumlahHalaman,
  linkPengumuman,
  MAKS_TAUTAN_HALAMAN,
  nomorBaris,
  PER_HALAMAN_REFERENSI,
  PILIHAN_PER_HALAMAN,
  PILIHAN_PER_HALAMAN_KELAS,
  pengumumanBeranda,
  teksPerHalaman,
  teksTotal,
} from './paging';

describe('paging (spec 9)', () => {
  it('offers 5/10/20/50, and 5/10/15/20 in class tables', () => {
    expect(PILIHAN_PER_HALAMAN).toEqual([5, 10, 20, 50]);
    expect(PILIHAN_PER_HALAMAN_KELAS).toEqual([5, 10, 15, 20]);
    expect(MAKS_TAUTAN_HALAMAN).toBe(3);
    expect(PER_HALAMAN_REFERENSI).toBe(999999);
  });

  it.each([
    ['search', JEDA_CARI_MS, 500],
    ['class leader search', JEDA_CARI_KETUA_KELAS_MS, 1000],
    ['page input', JEDA_INPUT_HALAMAN_MS, 500],
  ])('debounces the %s by %s ms', (_nama, jeda, ms) => {
    expect(jeda).toBe(ms);
  });

  it.each([
    [1, 10, 0, 1],
    [1, 10, 9, 10],
    [2, 10, 0, 11],
    [3, 5, 4, 15],
    [4, 20, 2, 63],
  ])('row number page %s size %s index %s = %s', (page, size, index, nomor) => {
    expect(nomorBaris(page, size, index)).toBe(nomor);
  });

  it("texts 'Total {n} data' and '{n} per halaman'", () => {
    expect(teksTotal(42)).toBe('Total 42 data');
    expect(teksPerHalaman(10)).toBe('10 per halaman');
  });

  it.each([
    [1, 10, [1, 2, 3]],
    [2, 10, [1, 2, 3]],
    [5, 10, [4, 5, 6]],
    [10, 10, [8, 9, 10]],
    [12, 10, [8, 9, 10]],
    [1, 2, [1, 2]],
    [1, 1, [1]],
    [1, 0, []],
  ])('page %s of %s shows links %o (max 3)', (page, total, links) => {
    expect(halamanTerlihat(page, total)).toEqual(links);
  });

  it('accepts a different window size', () => {
    expect(halamanTerlihat(5, 10, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(halamanTerlihat(5, 10, 0)).toEqual([]);
  });

  it('changing the page size resets the page to 1', () => {
    expect(gantiUkuranHalaman({ page: 4, pageSize: 10 }, 20)).toEqual({ page: 1, pageSize: 20 });
  });

  it.each([
    [0, 10, 0],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [11, 0, 0],
  ])('%s rows by %s give %s pages', (total, size, pages) => {
    expect(jumlahHalaman(total, size)).toBe(pages);
  });

  it.each([
    [0, 5, 1],
    [7, 5, 5],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [3, 0, 1],
  ])('typed page %s of %s -> %s', (page, total, hasil) => {
    expect(batasiHalaman(page, total)).toBe(hasil);
  });
});

describe('home announcements (spec 2, 9)', () => {
  it.each([
    [[], []],
    [['a'], ['a']],
    [
      ['a', 'b', 'c'],
      ['a', 'b'],
    ],
  ])('%j shows %j', (daftar, tampil) => {
    expect(pengumumanBeranda(daftar)).toEqual(tampil);
  });

  it('links an item by its index', () => {
    expect(linkPengumuman(1)).toBe('/pengumuman?index=1');
    expect(JUMLAH_PENGUMUMAN_BERANDA).toBe(2);
  });
});
