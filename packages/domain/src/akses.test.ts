import { describe, expect, it } from 'vitest';
import {
  AREA_OPERATOR,
  aksesDiizinkan,
  aturanTidakTerpenuhi,
  bolehBukaTautanKelas,
  bolehGenerateQr,
  bolehLihatRekap,
  bolehLihatTabelPertemuan,
  bolehLoginAkunLain,
  bolehPilihDosenBankSoal,
  bolehPilihPertemuanDiForm,
  bolehSalinUjianKeBankSoal,
  bolehSaringKelasPerDosen,
  bolehUbahBankSoal,
  bolehUbahKehadiran,
  bolehUbahKehadiranDosen,
  bolehUbahKomponenSikad,
  bolehUbahPengajar,
  HAK_AKSES_KOSONG,
  type HakAkses,
  isRole,
  izinKelas,
  LABEL_ROLE,
  LEVEL_AKSES,
  labelRole,
  levelTersedia,
  mahasiswaAktif,
  PESAN_BANTUAN_WRITE,
  punyaAkses,
  ROLE,
  roleDariAuth,
  tampilTagOperator,
  tujuanPembatasanAkses,
  validasiHakAkses,
} from './akses';

const hak = (ubah: Partial<HakAkses>): HakAkses => ({ ...HAK_AKSES_KOSONG, ...ubah });

describe('roles (spec 6)', () => {
  it('lists the three roles and maps auth names', () => {
    expect(ROLE).toEqual(['mahasiswa', 'dosen', 'operator']);
    expect(roleDariAuth('ROLE_OPERATOR')).toBe('operator');
    expect(roleDariAuth('ROLE_MAHASISWA')).toBe('mahasiswa');
    expect(roleDariAuth('ROLE_DOSEN')).toBe('dosen');
    expect(roleDariAuth('ROLE_ADMIN')).toBeNull();
    expect(isRole('dosen')).toBe(true);
    expect(isRole('admin')).toBe(false);
  });
});

describe('operator areas and levels (spec 3, 6)', () => {
  it('has the eight areas and three levels', () => {
    expect(AREA_OPERATOR).toEqual([
      'data_master',
      'kelas_kuliah',
      'bank_soal',
      'data_sistem',
      'konfigurasi',
      'pengumuman',
      'bantuan',
      'laporan',
    ]);
    expect(LEVEL_AKSES).toEqual(['no_access', 'read', 'write']);
  });

  it("'bantuan' cannot be given write", () => {
    expect(levelTersedia('bantuan')).toEqual(['no_access', 'read']);
    expect(levelTersedia('laporan')).toEqual(['no_access', 'read', 'write']);
    expect(validasiHakAkses(hak({ bantuan: 'write' }))).toEqual({
      ok: false,
      pesan: PESAN_BANTUAN_WRITE,
    });
    expect(validasiHakAkses(hak({ bantuan: 'read', kelas_kuliah: 'write' }))).toEqual({ ok: true });
  });

  it('refuses a missing or unknown level', () => {
    const { laporan: _, ...tanpaLaporan } = HAK_AKSES_KOSONG;
    expect(validasiHakAkses(tanpaLaporan)).toEqual({
      ok: false,
      pesan: 'Hak akses Laporan wajib diisi',
    });
    expect(validasiHakAkses({ ...HAK_AKSES_KOSONG, bank_soal: 'admin' })).toMatchObject({
      ok: false,
    });
  });

  it.each([
    ['write', 'read', true],
    ['write', 'write', true],
    ['read', 'read', true],
    ['read', 'write', false],
    ['no_access', 'read', false],
  ] as const)('level %s satisfies minimal %s: %s', (level, minimal, boleh) => {
    expect(punyaAkses(hak({ kelas_kuliah: level }), 'kelas_kuliah', minimal)).toBe(boleh);
  });

  it('no permission map means no access', () => {
    expect(punyaAkses(undefined, 'kelas_kuliah', 'read')).toBe(false);
    expect(punyaAkses(null, 'laporan', 'read')).toBe(false);
  });
});

describe('gates of spec 6', () => {
  const tulisKelas = hak({ kelas_kuliah: 'write' });
  const bacaKelas = hak({ kelas_kuliah: 'read' });

  it('login-as-other-account: operators with write on kelas_kuliah', () => {
    expect(bolehLoginAkunLain('operator', tulisKelas)).toBe(true);
    expect(bolehLoginAkunLain('operator', bacaKelas)).toBe(false);
    expect(bolehLoginAkunLain('dosen', tulisKelas)).toBe(false);
  });

  it.each([
    ['dosen', undefined, true, true],
    ['dosen', undefined, false, false],
    ['operator', tulisKelas, true, true],
    ['operator', bacaKelas, true, false],
    ['operator', undefined, true, true],
    ['operator', tulisKelas, false, false],
    ['mahasiswa', tulisKelas, true, false],
  ] as const)(
    'attendance editing: %s with %o, meeting started %s -> %s (spec 4)',
    (role, h, dimulai, boleh) => {
      expect(bolehUbahKehadiran({ role, hak: h, pertemuanDimulai: dimulai })).toBe(boleh);
    },
  );

  it('lecturer attendance change: operator with write', () => {
    expect(bolehUbahKehadiranDosen('operator', tulisKelas)).toBe(true);
    expect(bolehUbahKehadiranDosen('operator', bacaKelas)).toBe(false);
    expect(bolehUbahKehadiranDosen('dosen', tulisKelas)).toBe(false);
  });

  it('copy exam into bank: write on kelas_kuliah for operators', () => {
    expect(bolehSalinUjianKeBankSoal('operator', tulisKelas)).toBe(true);
    expect(bolehSalinUjianKeBankSoal('operator', bacaKelas)).toBe(false);
    expect(bolehSalinUjianKeBankSoal('dosen', undefined)).toBe(true);
    expect(bolehSalinUjianKeBankSoal('mahasiswa', tulisKelas)).toBe(false);
  });

  it('bank edits: write on bank_soal for operators', () => {
    expect(bolehUbahBankSoal('operator', hak({ bank_soal: 'write' }))).toBe(true);
    expect(bolehUbahBankSoal('operator', hak({ bank_soal: 'read', kelas_kuliah: 'write' }))).toBe(
      false,
    );
    expect(bolehUbahBankSoal('dosen', undefined)).toBe(true);
    expect(bolehUbahBankSoal('mahasiswa', undefined)).toBe(false);
  });

  it("recaps use 'laporan'; grade recap for dosen and operator", () => {
    expect(bolehLihatRekap('operator', hak({ laporan: 'read' }))).toBe(true);
    expect(bolehLihatRekap('operator', hak({ kelas_kuliah: 'write' }))).toBe(false);
    expect(bolehLihatRekap('dosen', undefined)).toBe(true);
    expect(bolehLihatRekap('mahasiswa', undefined)).toBe(false);
  });

  it('class links need read on class', () => {
    expect(bolehBukaTautanKelas('operator', bacaKelas)).toBe(true);
    expect(bolehBukaTautanKelas('operator', hak({ laporan: 'write' }))).toBe(false);
    expect(bolehBukaTautanKelas('dosen', null)).toBe(true);
    expect(bolehBukaTautanKelas('mahasiswa', bacaKelas)).toBe(false);
  });

  it.each([
    [true, 'dosen', 'dosen', true],
    [true, 'operator', 'dosen', false],
    [false, 'dosen', 'dosen', false],
    [true, 'operator', null, false],
  ] as const)(
    'SIKAD editing: write %s, page %s, actor %s -> %s',
    (tulis, halaman, pelaku, boleh) => {
      expect(
        bolehUbahKomponenSikad({
          bisaTulis: tulis,
          jenisHalaman: halaman,
          pelakuIntegrasiNilai: pelaku,
        }),
      ).toBe(boleh);
    },
  );

  it('only the main teacher changes teachers', () => {
    const pengajar = [
      { id: 'd1', is_utama: true },
      { id: 'd2', is_utama: false },
    ];
    expect(bolehUbahPengajar(pengajar, 'd1')).toBe(true);
    expect(bolehUbahPengajar(pengajar, 'd2')).toBe(false);
    expect(bolehUbahPengajar(pengajar, 'd3')).toBe(false);
  });

  it('QR codes: lecturers, offline meetings with QR in use', () => {
    expect(bolehGenerateQr({ role: 'dosen', jenisPertemuan: 'offline', qrAktif: true })).toBe(true);
    expect(bolehGenerateQr({ role: 'dosen', jenisPertemuan: 'online', qrAktif: true })).toBe(false);
    expect(bolehGenerateQr({ role: 'dosen', jenisPertemuan: 'offline', qrAktif: false })).toBe(
      false,
    );
    expect(bolehGenerateQr({ role: 'operator', jenisPertemuan: 'offline', qrAktif: true })).toBe(
      false,
    );
  });

  it("own history shows the 'operator' tag unless the viewer is an operator", () => {
    expect(tampilTagOperator(true, 'mahasiswa')).toBe(true);
    expect(tampilTagOperator(true, 'operator')).toBe(false);
    expect(tampilTagOperator(false, 'dosen')).toBe(false);
  });
});

describe('student status (spec 3)', () => {
  it.each([
    ['Aktif', true],
    ['Cuti', false],
    ['DO', false],
    ['Lulus', false],
    ['Non-Aktif', false],
    ['non-aktif', false],
    [null, true],
  ])('%s active: %s', (status, aktif) => {
    expect(mahasiswaAktif(status)).toBe(aktif);
  });
});

describe('access restriction (spec 4 Access)', () => {
  it.each([
    [undefined, true],
    [{}, true],
    [{ ujian: { memenuhi_syarat: true }, bayar: { memenuhi_syarat: true, kekurangan: [] } }, true],
    [
      { ujian: { memenuhi_syarat: true }, bayar: { memenuhi_syarat: false, kekurangan: [1] } },
      false,
    ],
  ])('%o -> %s', (status, boleh) => {
    expect(aksesDiizinkan(status)).toBe(boleh);
  });

  it('lists unmet rules with their arrears', () => {
    expect(
      aturanTidakTerpenuhi({
        a: { memenuhi_syarat: true },
        b: { memenuhi_syarat: false, kekurangan: ['SPP'] },
        c: { memenuhi_syarat: false },
      }),
    ).toEqual([
      { aturan: 'b', kekurangan: ['SPP'] },
      { aturan: 'c', kekurangan: [] },
    ]);
    expect(aturanTidakTerpenuhi(null)).toEqual([]);
  });

  it('sends to /forbidden unless already there', () => {
    const gagal = { bayar: { memenuhi_syarat: false } };
    expect(tujuanPembatasanAkses('/beranda', gagal)).toBe('/forbidden');
    expect(tujuanPembatasanAkses('/forbidden', gagal)).toBeNull();
    expect(tujuanPembatasanAkses('/forbidden/p1', gagal)).toBeNull();
    expect(tujuanPembatasanAkses('/beranda', {})).toBeNull();
  });

  it.each([
    ['/forbidden', {}, '/beranda'],
    ['/forbidden', null, '/beranda'],
    ['/forbidden/p1', {}, null],
    ['/kelas', {}, null],
  ])('sends an unrestricted user on %s to %s', (path, status, tujuan) => {
    expect(tujuanPembatasanAkses(path, status)).toBe(tujuan);
  });
});

describe('role labels (spec 3 activity log)', () => {
  it.each([
    ['mahasiswa', 'Mahasiswa'],
    ['ROLE_DOSEN', 'Dosen'],
    ['operator', 'Operator'],
    ['ROLE_ADMIN', 'ROLE_ADMIN'],
    ['', '-'],
    [null, '-'],
  ])('%s reads %s', (role, label) => {
    expect(labelRole(role)).toBe(label);
  });

  it('has a label per role', () => {
    expect(Object.keys(LABEL_ROLE)).toEqual(['mahasiswa', 'dosen', 'operator']);
  });
});

describe('izinKelas (spec 6 Other gating)', () => {
  const pengajar = [
    { id_dosen: 'd1', is_utama: true },
    { id_dosen: 'd2', is_utama: false },
  ];
  const tulis = { ...HAK_AKSES_KOSONG, kelas_kuliah: 'write' as const };
  const baca = { ...HAK_AKSES_KOSONG, kelas_kuliah: 'read' as const };
  it.each([
    [
      'main teacher',
      { role: 'dosen' as const, hak: null, idDosen: 'd1' },
      {
        kelola: true,
        utama: true,
        ubahKelas: false,
        ubahJabatan: true,
        ubahKetua: true,
        kehadiran: true,
      },
    ],
    [
      'other teacher',
      { role: 'dosen' as const, hak: null, idDosen: 'd2' },
      {
        kelola: true,
        utama: false,
        ubahKelas: false,
        ubahJabatan: false,
        ubahKetua: true,
        kehadiran: true,
      },
    ],
    [
      'lecturer not teaching',
      { role: 'dosen' as const, hak: null, idDosen: 'd9' },
      {
        kelola: false,
        utama: false,
        ubahKelas: false,
        ubahJabatan: false,
        ubahKetua: false,
        kehadiran: false,
      },
    ],
    [
      'operator with write',
      { role: 'operator' as const, hak: tulis },
      {
        kelola: true,
        utama: false,
        ubahKelas: true,
        ubahJabatan: true,
        ubahKetua: true,
        kehadiran: true,
      },
    ],
    [
      'operator with read',
      { role: 'operator' as const, hak: baca },
      {
        kelola: false,
        utama: false,
        ubahKelas: false,
        ubahJabatan: false,
        ubahKetua: false,
        kehadiran: true,
      },
    ],
    [
      'operator without kelas_kuliah',
      { role: 'operator' as const, hak: HAK_AKSES_KOSONG },
      {
        kelola: false,
        utama: false,
        ubahKelas: false,
        ubahJabatan: false,
        ubahKetua: false,
        kehadiran: false,
      },
    ],
    [
      'student',
      { role: 'mahasiswa' as const, hak: null },
      {
        kelola: false,
        utama: false,
        ubahKelas: false,
        ubahJabatan: false,
        ubahKetua: false,
        kehadiran: false,
      },
    ],
  ])('%s', (_, u, expected) => {
    expect(izinKelas({ ...u, pengajar })).toEqual(expected);
  });
});

describe('choices only operators make in a form (spec 4, 5)', () => {
  it.each([
    ['operator', true],
    ['dosen', false],
    ['mahasiswa', false],
  ] as const)('%s picks the meeting of a material or exam: %s', (role, boleh) => {
    expect(bolehPilihPertemuanDiForm(role)).toBe(boleh);
  });

  it.each([
    ['operator', true],
    ['dosen', false],
    ['mahasiswa', false],
  ] as const)("%s picks a bank's lecturer: %s", (role, boleh) => {
    expect(bolehPilihDosenBankSoal(role)).toBe(boleh);
  });
});

describe('what a role sees on the class and timetable pages (spec 2)', () => {
  it.each([
    ['operator', true, true],
    ['dosen', false, true],
    ['mahasiswa', false, false],
  ] as const)('%s: filter by lecturer %s, meeting table %s', (role, saring, tabel) => {
    expect(bolehSaringKelasPerDosen(role)).toBe(saring);
    expect(bolehLihatTabelPertemuan(role)).toBe(tabel);
  });
});
