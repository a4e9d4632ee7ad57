import { describe, expect, it } from 'vitest';
import {
  bolehHapusPostForum,
  bolehPostingForum,
  bolehUbahPostForum,
  type FormForum,
  formForumAwal,
  forumSelesaiMahasiswa,
  forumTerbuka,
  forumTerlipat,
  idForumChat,
  idForumDariChat,
  idGroupChatKelas,
  linkForum,
  MINIMAL_POST_DEFAULT,
  payloadForum,
  statusForumPada,
  tombolKelolaForumTampil,
  validasiForum,
  waktuMulaiForumTerkunci,
} from './forum';

const J = (jam: string) => `2025-09-01T${jam}:00+07:00`;

describe('forum form (spec 5)', () => {
  const valid: FormForum = {
    ...formForumAwal('p1'),
    judul: 'Diskusi',
    deskripsi: 'Bahas bab 1',
    waktu_mulai: J('08:00'),
    waktu_selesai: J('10:00'),
  };

  it('minimal_post defaults to 1', () => {
    expect(MINIMAL_POST_DEFAULT).toBe(1);
    expect(formForumAwal().minimal_post).toBe(1);
  });

  it('passes a valid form', () => {
    expect(validasiForum(valid, { operator: true })).toEqual({});
  });

  it('reports every empty required field', () => {
    expect(validasiForum(formForumAwal(), { operator: true })).toEqual({
      pertemuan: 'Pertemuan wajib diisi',
      judul: 'Judul wajib diisi',
      deskripsi: 'Deskripsi wajib diisi',
      waktu_mulai: 'Waktu mulai wajib diisi',
      waktu_selesai: 'Waktu selesai wajib diisi',
    });
    expect(validasiForum({ ...valid, pertemuan: null }, { operator: false })).toEqual({});
  });

  it.each([
    [0, { minimal_post: 'Minimal post tidak boleh kurang dari 1' }],
    [null, { minimal_post: 'Minimal post tidak boleh kurang dari 1' }],
    [1.5, { minimal_post: 'Minimal post tidak boleh kurang dari 1' }],
    [1, {}],
    [3, {}],
  ])('minimal_post %s -> %o', (post, galat) => {
    expect(validasiForum({ ...valid, minimal_post: post }, { operator: false })).toEqual(galat);
  });

  it('end cannot be before start; one variant needs start + 5 minutes', () => {
    expect(validasiForum({ ...valid, waktu_selesai: J('07:00') }, { operator: false })).toEqual({
      waktu_selesai: 'Waktu selesai tidak boleh kurang dari waktu mulai',
    });
    const dekat = { ...valid, waktu_selesai: J('08:04') };
    expect(validasiForum(dekat, { operator: false })).toEqual({});
    expect(validasiForum(dekat, { operator: false, selisihMinimalMenit: 5 })).toEqual({
      waktu_selesai: 'Rentang waktu tidak boleh kurang dari 5 menit',
    });
  });

  it('start cannot change once participants joined', () => {
    const asal = { waktu_mulai: J('08:00'), jumlah_peserta_join: 2 };
    expect(validasiForum({ ...valid, waktu_mulai: J('08:30') }, { operator: false, asal })).toEqual(
      { waktu_mulai: 'Waktu mulai tidak bisa diubah karena sudah ada peserta forum' },
    );
    expect(validasiForum(valid, { operator: false, asal })).toEqual({});
    expect(
      validasiForum(
        { ...valid, waktu_mulai: J('08:30') },
        { operator: false, asal: { ...asal, jumlah_peserta_join: 0 } },
      ),
    ).toEqual({});
    expect(waktuMulaiForumTerkunci(asal)).toBe(true);
    expect(waktuMulaiForumTerkunci({})).toBe(false);
  });

  it('builds the payload', () => {
    expect(payloadForum({ ...valid, minimal_post: null })).toMatchObject({
      id_pertemuan: 'p1',
      waktu_mulai: '2025-09-01T08:00:00+07:00',
      minimal_post: 1,
      penilaian_keaktifan: false,
    });
  });
});

describe('forum items (spec 2)', () => {
  it.each([
    ['mahasiswa', J('07:59'), true],
    ['mahasiswa', J('08:00'), false],
    ['dosen', J('07:00'), false],
  ] as const)('%s at %s: collapsed %s', (role, kini, lipat) => {
    expect(forumTerlipat({ waktu_mulai: J('08:00') }, role, kini)).toBe(lipat);
  });

  it('edit and delete need editable and open', () => {
    expect(tombolKelolaForumTampil({ bisaDiubah: true, terbuka: true })).toBe(true);
    expect(tombolKelolaForumTampil({ bisaDiubah: true, terbuka: false })).toBe(false);
    expect(tombolKelolaForumTampil({ bisaDiubah: false, terbuka: true })).toBe(false);
  });

  it('links from a meeting', () => {
    expect(linkForum('g1', 'FORUM__5')).toBe(
      '/forum?groupId=g1&forumId=FORUM__5&referer=kelas-kuliah',
    );
  });
});

describe('forum state on the clock', () => {
  const f = { waktu_mulai: J('08:00'), waktu_selesai: J('10:00') };
  it.each([
    [J('07:59'), 'belum_dimulai', true, false],
    [J('08:00'), 'berlangsung', true, true],
    [J('10:00'), 'berlangsung', true, true],
    ['2025-09-01T10:00:01+07:00', 'selesai', false, false],
  ] as const)('at %s: %s, open %s, posting %s', (kini, status, terbuka, posting) => {
    expect(statusForumPada(f, kini)).toBe(status);
    expect(forumTerbuka(f, kini)).toBe(terbuka);
    expect(bolehPostingForum(f, kini)).toBe(posting);
  });
});

describe('completed: posted at least minimal_post times (spec 3)', () => {
  it.each([
    [0, 1, false],
    [1, 1, true],
    [2, 3, false],
    [3, 3, true],
    [4, 3, true],
    [1, null, true],
    [0, 0, false],
    [1, 0, true],
  ] as const)('%i posts, minimal %s: %s', (jumlah, minimal, selesai) => {
    expect(forumSelesaiMahasiswa(jumlah, minimal)).toBe(selesai);
  });
});

describe('chat ids of the spec links', () => {
  it('builds and reads them', () => {
    expect(idGroupChatKelas('20251_K1_IF101_A')).toBe('LMS-KELAS-20251_K1_IF101_A');
    expect(idForumChat('abc')).toBe('FORUM__abc');
    expect(idForumDariChat('FORUM__abc')).toBe('abc');
    expect(idForumDariChat('abc')).toBe('abc');
    expect(idForumDariChat('FORUM__')).toBeNull();
    expect(idForumDariChat(null)).toBeNull();
  });
});

describe('who changes a post', () => {
  it.each([
    [true, true, false, true, true],
    [true, false, false, false, false],
    [false, true, false, false, false],
    [false, true, true, false, true],
    [false, false, true, false, true],
  ])('own %s, open %s, manager %s: edit %s, delete %s', (milik, terbuka, kelola, ubah, hapus) => {
    expect(bolehUbahPostForum({ milikSendiri: milik, terbuka })).toBe(ubah);
    expect(bolehHapusPostForum({ milikSendiri: milik, terbuka, pengelolaKelas: kelola })).toBe(
      hapus,
    );
  });
});
