import { describe, expect, it } from 'vitest';
import {
  anggotaGroupKomentar,
  belumDibaca,
  idGroupSesuai,
  idUtasKomentar,
  izinHapusKomentar,
  labelPeranKomentar,
  MAKS_PANJANG_KOMENTAR,
  normalisasiKomentar,
  PESAN_CHAT,
  ubahPenghitung,
  uraiIdGroup,
  uraiIdThread,
  validasiKomentar,
} from './chat';

const U = '11111111-1111-4111-8111-111111111111';
const M = '22222222-2222-4222-8222-222222222222';
const K = '33333333-3333-4333-8333-333333333333';

describe('thread ids (spec 7 Identifiers)', () => {
  it.each([
    [
      `komentar-ujian__LMS-${U}__${U}__${M}`,
      { jenis: 'ujian', idGroup: `LMS-${U}`, idKonten: U, idKelompok: null, idMahasiswa: M },
    ],
    [
      `komentar-tugas__LMS-${U}__${U}__${M}`,
      { jenis: 'tugas', idGroup: `LMS-${U}`, idKonten: U, idKelompok: null, idMahasiswa: M },
    ],
    [
      `komentar-tugas__${K}__${U}`,
      { jenis: 'tugas', idGroup: K, idKonten: U, idKelompok: K, idMahasiswa: null },
    ],
    // An exam has no assignment groups.
    [`komentar-ujian__${K}__${U}`, null],
    // The group of an individual thread is its own content's.
    [`komentar-ujian__LMS-${K}__${U}__${M}`, null],
    [`komentar-ujian__LMS-${U}__${U}__bukan-uuid`, null],
    [`komentar-kuis__LMS-${U}__${U}__${M}`, null],
    [`komentar-ujian__LMS-${U}__${U}__${M}__${M}`, null],
    [`komentar-tugas__LMS-${U}__${U}`, null],
    ['', null],
    [`komentar-ujian__LMS-${U}__${U}__${M}\u0000`, null],
  ] as const)('%s', (id, hasil) => {
    expect(uraiIdThread(id)).toEqual(hasil);
  });

  it('reads back every id idUtasKomentar builds', () => {
    for (const args of [
      { jenis: 'ujian', idKonten: U, idMahasiswa: M },
      { jenis: 'tugas', idKonten: U, idMahasiswa: M },
      { jenis: 'tugas', idKonten: U, idKelompok: K },
    ] as const) {
      const { idGroup, idThread } = idUtasKomentar(args);
      const u = uraiIdThread(idThread);
      expect(u).toMatchObject({ jenis: args.jenis, idGroup, idKonten: U });
      expect(idGroupSesuai(idGroup, args)).toBe(true);
    }
  });
});

describe('group ids', () => {
  it.each([
    [`LMS-${U}`, { bentuk: 'konten', idKonten: U }],
    [K, { bentuk: 'kelompok', idKelompok: K }],
    ['LMS-abc', null],
    ['abc', null],
    [`LMS-LMS-${U}`, null],
  ] as const)('%s', (id, hasil) => {
    expect(uraiIdGroup(id)).toEqual(hasil);
  });

  it.each([
    [`LMS-${U}`, { jenis: 'ujian', idKonten: U }, true],
    [`LMS-${K}`, { jenis: 'ujian', idKonten: U }, false],
    [K, { jenis: 'tugas', idKonten: U, idKelompok: K }, true],
    [K, { jenis: 'ujian', idKonten: U, idKelompok: K }, false],
    [`LMS-${U}`, { jenis: 'tugas', idKonten: U, idKelompok: K }, false],
  ] as const)('group %s for %o: %s', (id, args, ok) => {
    expect(idGroupSesuai(id, args)).toBe(ok);
  });
});

describe('comment group members (spec 6)', () => {
  it('lists each lecturer as Dosen and each student as Mahasiswa, once', () => {
    expect(
      anggotaGroupKomentar({
        mahasiswa: [{ id_user: 'm1', nama: 'Ani' }],
        dosen: [
          { id_user: 'd1', nama: 'Budi' },
          { id_user: 'd2', nama: 'Citra' },
          { id_user: 'd1', nama: 'Budi' },
        ],
      }),
    ).toEqual([
      { id: 'd1', role: 'Dosen', nama: 'Budi' },
      { id: 'd2', role: 'Dosen', nama: 'Citra' },
      { id: 'm1', role: 'Mahasiswa', nama: 'Ani' },
    ]);
  });

  it.each([
    ['mahasiswa', 'Mahasiswa'],
    ['dosen', 'Dosen'],
    ['operator', 'Operator'],
  ] as const)('labels a %s comment %s', (role, label) => {
    expect(labelPeranKomentar(role)).toBe(label);
  });
});

describe('comment text', () => {
  it.each([
    ['  halo  ', 'halo'],
    ['a\r\nb\rc', 'a\nb\nc'],
    ['a\n\n\n\n b', 'a\n\n b'],
    ['a   \nb', 'a\nb'],
    ['a\u0000b\u0007c\u200bd', 'abcd'],
    ['tab\tdi tengah', 'tab\tdi tengah'],
    [' \n\t ', ''],
  ])('%j -> %j', (masuk, keluar) => {
    expect(normalisasiKomentar(masuk)).toBe(keluar);
  });

  it.each([
    ['', PESAN_CHAT.isiKosong],
    ['x'.repeat(MAKS_PANJANG_KOMENTAR + 1), PESAN_CHAT.isiPanjang],
    ['x'.repeat(MAKS_PANJANG_KOMENTAR), null],
    // Characters, not UTF-16 units: an emoji counts once.
    ['😀'.repeat(MAKS_PANJANG_KOMENTAR), null],
    ['Baik, Pak', null],
  ])('%j: %s', (isi, pesan) => {
    expect(validasiKomentar(isi)).toEqual(pesan === null ? { ok: true } : { ok: false, pesan });
  });
});

describe('deleting a comment', () => {
  it.each([
    [{ idPenulis: 'a', idPengguna: 'a', dihapus: false }, null],
    [{ idPenulis: 'a', idPengguna: 'b', dihapus: false }, PESAN_CHAT.hapusBukanMilik],
    [{ idPenulis: 'a', idPengguna: 'a', dihapus: true }, PESAN_CHAT.sudahDihapus],
  ])('%o: %s', (args, pesan) => {
    expect(izinHapusKomentar(args)).toEqual(pesan === null ? { ok: true } : { ok: false, pesan });
  });
});

describe('unread comments (spec 4)', () => {
  const k = (id_user: string, waktu_posting: string, dihapus = false) => ({
    id_user,
    waktu_posting,
    dihapus,
  });
  const daftar = [
    k('saya', '2025-03-01T01:00:00Z'),
    k('dosen', '2025-03-01T02:00:00Z'),
    k('dosen', '2025-03-01T03:00:00Z', true),
    k('dosen', '2025-03-01T04:00:00Z'),
  ];
  it.each([
    [null, 2],
    ['2025-03-01T02:00:00Z', 1],
    ['2025-03-01T05:00:00Z', 0],
  ])('last read %s: %i', (terakhir, n) => {
    expect(belumDibaca(daftar, 'saya', terakhir)).toBe(n);
  });

  it.each([
    [{}, { jenis: 'set', id: 't', jumlah: 3 }, { t: 3 }],
    [{ t: 3 }, { jenis: 'tambah', id: 't' }, { t: 4 }],
    [{}, { jenis: 'tambah', id: 't' }, { t: 1 }],
    [{ t: 3, u: 1 }, { jenis: 'kosongkan' }, {}],
    [{}, { jenis: 'set', id: 't', jumlah: -2 }, { t: 0 }],
  ] as const)('%o %o -> %o', (state, aksi, hasil) => {
    expect(ubahPenghitung(state, aksi)).toEqual(hasil);
  });
});
