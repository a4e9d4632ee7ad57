import { describe, expect, it } from 'vitest';
import {
  type AnggotaKelompok,
  hapusAnggota,
  jadikanKetua,
  ketuaKelompok,
  menuAnggota,
} from './kelompok';

const a = (nim: string, jabatan: AnggotaKelompok['jabatan'] = 'anggota'): AnggotaKelompok => ({
  jabatan,
  mahasiswa: { nim },
});
const jabatan = (daftar: AnggotaKelompok[]) => daftar.map((x) => `${x.mahasiswa.nim}:${x.jabatan}`);

describe('group leader (spec 4 Group)', () => {
  it('making a member leader sets all others to anggota', () => {
    expect(jabatan(jadikanKetua([a('1', 'ketua'), a('2'), a('3')], '3'))).toEqual([
      '1:anggota',
      '2:anggota',
      '3:ketua',
    ]);
  });

  it('ignores an unknown member', () => {
    expect(jabatan(jadikanKetua([a('1', 'ketua'), a('2')], '9'))).toEqual(['1:ketua', '2:anggota']);
  });

  it.each([
    [[a('1', 'ketua'), a('2'), a('3')], '1', ['2:ketua', '3:anggota']],
    [[a('1'), a('2', 'ketua'), a('3')], '2', ['1:ketua', '3:anggota']],
    [[a('1', 'ketua'), a('2'), a('3')], '3', ['1:ketua', '2:anggota']],
    [[a('1', 'ketua')], '1', []],
  ])('deleting from %o member %s leaves %o (leader promotes the first)', (daftar, nim, hasil) => {
    expect(jabatan(hapusAnggota(daftar, nim))).toEqual(hasil);
  });

  it('finds the leader', () => {
    expect(ketuaKelompok([a('1'), a('2', 'ketua')])?.mahasiswa.nim).toBe('2');
    expect(ketuaKelompok([a('1')])).toBeNull();
  });
});

describe('member menu (spec 2, 6)', () => {
  it.each([
    [a('1'), true, { jadikanKetua: true, hapus: true, tampil: true }],
    [a('1', 'ketua'), true, { jadikanKetua: false, hapus: true, tampil: true }],
    [
      { ...a('1', 'ketua'), canDelete: false },
      true,
      { jadikanKetua: false, hapus: false, tampil: false },
    ],
    [a('1'), false, { jadikanKetua: false, hapus: false, tampil: false }],
  ])('%o with write %s -> %o', (anggota, tulis, menu) => {
    expect(menuAnggota(anggota, tulis)).toEqual(menu);
  });
});
