import { describe, expect, it } from 'vitest';
import { NILAI_KOSONG } from './angka';
import {
  type BarisKirimSikad,
  type BarisPratinjauSikad,
  barisUsangSikad,
  kunciIdempotensiSikad,
  type NilaiLmsKomponen,
  type NilaiSikadKomponen,
  nilaiBanding,
  perluKonfirmasiTimpaSikad,
  potongBagian,
  pratinjauSikad,
  rekonsiliasiSikad,
  rencanaKirimSikad,
  sha256Hex,
} from './sikad';

const lms = (nim: string, komponen: string, nilai: number | null, nama = `Mhs ${nim}`) =>
  ({ nim, nama, komponen, nilai }) satisfies NilaiLmsKomponen;
const sikad = (nim: string, komponen: string, nilai: number | null, update_by_sikad = false) =>
  ({ nim, komponen, nilai, update_by_sikad }) satisfies NilaiSikadKomponen;

describe('nilaiBanding: grades compared after the 2-decimal rounding (spec 9)', () => {
  it.each([
    [80, 80],
    [83.333333, 83.33],
    [1.005, 1.01],
    [NILAI_KOSONG, null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%s -> %s', (nilai, hasil) => {
    expect(nilaiBanding(nilai)).toBe(hasil);
  });
});

describe('pratinjauSikad: one row per (nim, komponen) the LMS has', () => {
  it.each<{
    kasus: string;
    l: NilaiLmsKomponen[];
    s: NilaiSikadKomponen[];
    harap: Partial<BarisPratinjauSikad>;
  }>([
    {
      kasus: 'new grade, SIKAD empty',
      l: [lms('1', 'uts', 80)],
      s: [],
      harap: { nilai_lama: null, nilai_baru: 80, berubah: true, update_by_sikad: false },
    },
    {
      kasus: 'same grade',
      l: [lms('1', 'uts', 80)],
      s: [sikad('1', 'uts', 80)],
      harap: { nilai_lama: 80, nilai_baru: 80, berubah: false },
    },
    {
      kasus: 'same after rounding',
      l: [lms('1', 'uts', 83.3333)],
      s: [sikad('1', 'uts', 83.33)],
      harap: { nilai_lama: 83.33, nilai_baru: 83.33, berubah: false },
    },
    {
      kasus: 'differs after rounding',
      l: [lms('1', 'uts', 83.336)],
      s: [sikad('1', 'uts', 83.33)],
      harap: { nilai_lama: 83.33, nilai_baru: 83.34, berubah: true },
    },
    {
      kasus: 'changed in SIKAD',
      l: [lms('1', 'uts', 80)],
      s: [sikad('1', 'uts', 70, true)],
      harap: { nilai_lama: 70, nilai_baru: 80, berubah: true, update_by_sikad: true },
    },
    {
      kasus: 'LMS has no grade (placeholder): never clears SIKAD',
      l: [lms('1', 'uts', NILAI_KOSONG)],
      s: [sikad('1', 'uts', 70)],
      harap: { nilai_lama: 70, nilai_baru: null, berubah: false },
    },
    {
      kasus: 'LMS has no grade, SIKAD neither',
      l: [lms('1', 'uts', null)],
      s: [sikad('1', 'uts', null)],
      harap: { nilai_lama: null, nilai_baru: null, berubah: false },
    },
    {
      kasus: 'a zero is a grade',
      l: [lms('1', 'uts', 0)],
      s: [],
      harap: { nilai_lama: null, nilai_baru: 0, berubah: true },
    },
    {
      kasus: 'the same nim in another component is another cell',
      l: [lms('1', 'uts', 80)],
      s: [sikad('1', 'uas', 80)],
      harap: { nilai_lama: null, berubah: true },
    },
  ])('$kasus', ({ l, s, harap }) => {
    const [baris] = pratinjauSikad(l, s);
    expect(baris).toMatchObject(harap);
  });

  it('sorts by nim then component, keeps the name, ignores cells only SIKAD has', () => {
    const rows = pratinjauSikad(
      [lms('2', 'uts', 70, 'Budi'), lms('1', 'uas', 60, 'Ani'), lms('1', 'tugas', 90, 'Ani')],
      [sikad('3', 'uts', 50)],
    );
    expect(rows.map((r) => [r.nim, r.komponen, r.nama])).toEqual([
      ['1', 'tugas', 'Ani'],
      ['1', 'uas', 'Ani'],
      ['2', 'uts', 'Budi'],
    ]);
  });

  it('a duplicate cell counts once, the last one', () => {
    const rows = pratinjauSikad(
      [lms('1', 'uts', 10), lms('1', 'uts', 20)],
      [sikad('1', 'uts', 5), sikad('1', 'uts', 20)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ nilai_baru: 20, nilai_lama: 20, berubah: false });
  });
});

describe('rencanaKirimSikad and the overwrite warning', () => {
  const pratinjau = pratinjauSikad(
    [lms('2', 'uts', 80), lms('1', 'uts', 75), lms('3', 'uts', 60), lms('4', 'uts', null)],
    [sikad('1', 'uts', 75), sikad('2', 'uts', 70, true), sikad('4', 'uts', 50)],
  );

  it('only the rows that change, with the value SIKAD held', () => {
    expect(rencanaKirimSikad(pratinjau)).toEqual([
      { nim: '2', komponen: 'uts', nilai: 80, nilai_lama: 70 },
      { nim: '3', komponen: 'uts', nilai: 60, nilai_lama: null },
    ]);
  });

  it.each<[string, BarisPratinjauSikad[], boolean]>([
    ['a changed row was updated by SIKAD', pratinjau, true],
    [
      'updated by SIKAD but unchanged',
      pratinjauSikad([lms('1', 'uts', 70)], [sikad('1', 'uts', 70, true)]),
      false,
    ],
    ['nothing from SIKAD', pratinjauSikad([lms('1', 'uts', 70)], []), false],
    ['empty', [], false],
  ])('%s -> %s', (_k, rows, harap) => {
    expect(perluKonfirmasiTimpaSikad(rows)).toBe(harap);
  });
});

describe('kunciIdempotensiSikad: derived from the content', () => {
  const a: BarisKirimSikad = { nim: '1', komponen: 'uts', nilai: 80, nilai_lama: null };
  const b: BarisKirimSikad = { nim: '2', komponen: 'uts', nilai: 70, nilai_lama: 60 };
  const kunci = kunciIdempotensiSikad('K1', [a, b]);

  it('has a versioned prefix and a SHA-256', () => {
    expect(kunci).toMatch(/^sikad1-[0-9a-f]{64}$/);
  });

  it.each<[string, string, BarisKirimSikad[], boolean]>([
    ['same content', 'K1', [a, b], true],
    ['another order', 'K1', [b, a], true],
    ['same after rounding', 'K1', [{ ...a, nilai: 80.001 }, b], true],
    ['another class', 'K2', [a, b], false],
    ['another value', 'K1', [{ ...a, nilai: 81 }, b], false],
    ['another old value (SIKAD changed it since)', 'K1', [{ ...a, nilai_lama: 75 }, b], false],
    ['a row less', 'K1', [a], false],
    ['no rows', 'K1', [], false],
  ])('%s -> same key: %s', (_k, idKelas, baris, sama) => {
    expect(kunciIdempotensiSikad(idKelas, baris) === kunci).toBe(sama);
  });

  it('ids cannot run into each other', () => {
    const x = kunciIdempotensiSikad('K', [{ nim: '1', komponen: '2', nilai: 1, nilai_lama: null }]);
    const y = kunciIdempotensiSikad('K', [{ nim: '12', komponen: '', nilai: 1, nilai_lama: null }]);
    expect(x).not.toBe(y);
  });
});

describe('sha256Hex (FIPS 180-4 vectors)', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
    ['a'.repeat(1000), '41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3'],
    // UTF-8: 2-, 3- and 4-byte characters.
    ['é', '4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c'],
    ['€', 'c4cc90ed3d26f12d4b08a75140970a7904035c31cbb4515a83f19b9003c00d1d'],
    ['😀', 'f0443a342c5ef54783a111b51ba56c938e474c32324d90c3a60c9c8e3a37e2d9'],
  ])('%#', (teks, hex) => {
    expect(sha256Hex(teks)).toBe(hex);
  });
});

describe('potongBagian', () => {
  it.each([
    [[1, 2, 3, 4, 5], 2, [[1, 2], [3, 4], [5]]],
    [[1, 2], 5, [[1, 2]]],
    [[], 3, []],
  ])('%j by %i', (baris, ukuran, harap) => {
    expect(potongBagian(baris, ukuran)).toEqual(harap);
  });

  it.each([0, -1, 1.5])('refuses size %s', (ukuran) => {
    expect(() => potongBagian([1], ukuran)).toThrow('Ukuran bagian minimal 1');
  });
});

describe('rekonsiliasiSikad: which pushed rows differ after read-back', () => {
  const dikirim: BarisKirimSikad[] = [
    { nim: '3', komponen: 'uts', nilai: 60, nilai_lama: null },
    { nim: '1', komponen: 'uts', nilai: 83.333, nilai_lama: 70 },
    { nim: '2', komponen: 'uts', nilai: 90, nilai_lama: 50 },
  ];

  it('matches after rounding; marks a changed and a missing row', () => {
    const hasil = rekonsiliasiSikad(dikirim, [
      sikad('1', 'uts', 83.33),
      sikad('2', 'uts', 85, true),
      sikad('9', 'uts', 10),
    ]);
    expect(hasil.cocok.map((b) => b.nim)).toEqual(['1']);
    expect(hasil.berbeda).toEqual([
      { nim: '2', komponen: 'uts', dikirim: 90, terbaca: 85, update_by_sikad: true },
      { nim: '3', komponen: 'uts', dikirim: 60, terbaca: null, update_by_sikad: false },
    ]);
  });

  it('nothing pushed, nothing differs', () => {
    expect(rekonsiliasiSikad([], [sikad('1', 'uts', 1)])).toEqual({ cocok: [], berbeda: [] });
  });
});

describe('barisUsangSikad: rows SIKAD changed since the preview', () => {
  const baris: BarisKirimSikad[] = [
    { nim: '1', komponen: 'uts', nilai: 80, nilai_lama: 70 },
    { nim: '2', komponen: 'uts', nilai: 90, nilai_lama: null },
  ];

  it.each<[string, NilaiSikadKomponen[], string[]]>([
    ['as previewed', [sikad('1', 'uts', 70)], []],
    ['already written by a cut-off push', [sikad('1', 'uts', 80), sikad('2', 'uts', 90)], []],
    ['same after rounding', [sikad('1', 'uts', 70.001)], []],
    ['changed by SIKAD', [sikad('1', 'uts', 65, true)], ['1']],
    ['a grade where there was none', [sikad('1', 'uts', 70), sikad('2', 'uts', 50, true)], ['2']],
    ['removed in SIKAD', [sikad('1', 'uts', null, true)], ['1']],
  ])('%s', (_k, sekarang, usang) => {
    expect(barisUsangSikad(baris, sekarang).map((b) => b.nim)).toEqual(usang);
  });
});
