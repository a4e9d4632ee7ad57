import type { HakAkses, Role } from '@kampus/domain';
import { describe, expect, it } from 'vitest';
import { type MenuDef, menuUntuk } from './menu';

/** An operator's rights: no access anywhere but kelas_kuliah. */
const hak = (kelasKuliah: HakAkses['kelas_kuliah']): HakAkses => ({
  data_master: 'no_access',
  kelas_kuliah: kelasKuliah,
  bank_soal: 'no_access',
  data_sistem: 'no_access',
  konfigurasi: 'no_access',
  pengumuman: 'no_access',
  bantuan: 'no_access',
  laporan: 'no_access',
});
type Pengguna = { role: Role; hakAkses: HakAkses | null } | null;

const menu: MenuDef[] = [
  { label: 'Beranda', href: '/beranda' },
  { label: 'Kelas Kuliah', href: '/kelas', izin: 'bacaKelas' },
  { label: 'Khusus Dosen', href: '/dosen', tampil: ({ role }) => role === 'dosen' },
];
const label = (items: { label: string }[]) => items.map((i) => i.label);

describe('menuUntuk', () => {
  it.each<[string, Pengguna, string[]]>([
    ['a lecturer', { role: 'dosen', hakAkses: null }, ['Beranda', 'Kelas Kuliah', 'Khusus Dosen']],
    [
      'an operator with read on kelas_kuliah',
      { role: 'operator', hakAkses: hak('read') },
      ['Beranda', 'Kelas Kuliah'],
    ],
    ['an operator without it', { role: 'operator', hakAkses: hak('no_access') }, ['Beranda']],
    ['nobody yet (the user is loading)', null, ['Beranda']],
  ])('shows %s what the rules allow', (_, user, expected) => {
    expect(label(menuUntuk(menu, user))).toEqual(expected);
  });
});
