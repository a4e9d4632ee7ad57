import { describe, expect, it } from 'vitest';
import {
  daftarSyaratDosen,
  evaluasiSyaratKehadiranDosen,
  type FaktaKehadiranDosen,
  izinUbahKehadiranDosen,
  memenuhiSyaratDosen,
  PESAN_KEHADIRAN_DOSEN,
  persentaseKehadiranKelas,
  SYARAT_KEHADIRAN_DOSEN,
  type SyaratKehadiranDosen,
  statusValidasiDosen,
  syaratDosenUntuk,
  validasiSimpanKehadiranDosen,
} from './kehadiranDosen';

const SEMUA: SyaratKehadiranDosen = {
  mulai_kuliah: true,
  akhiri_kuliah: true,
  presentase_kehadiran_kelas: true,
  presentase_kehadiran_kelas_persen: 50,
  aktivitas_kuliah: true,
};
const OFFLINE: SyaratKehadiranDosen = {
  mulai_kuliah: true,
  akhiri_kuliah: false,
  presentase_kehadiran_kelas: true,
  aktivitas_kuliah: false,
};
const FAKTA: FaktaKehadiranDosen = {
  mulai_kuliah: '2025-10-15T01:05:00Z',
  selesai_kuliah: '2025-10-15T02:40:00Z',
  waktu_selesai: '2025-10-15T02:40:00Z',
  persentase_kehadiran_kelas: 75,
  jumlah_aktivitas: 2,
};

describe('the settings behind the tooltip (spec 2, 3 Settings)', () => {
  it('online and mixed meetings take the online requirements, offline ones the offline', () => {
    const pk = { syarat_kehadiran_online_dosen: SEMUA, syarat_kehadiran_offline_dosen: OFFLINE };
    expect(syaratDosenUntuk(pk, 'online')).toBe(SEMUA);
    expect(syaratDosenUntuk(pk, 'campuran')).toBe(SEMUA);
    expect(syaratDosenUntuk(pk, 'offline')).toBe(OFFLINE);
    expect(syaratDosenUntuk(null, 'online')).toBeNull();
  });

  it.each([
    [
      SEMUA,
      [
        'Memulai kuliah',
        'Mengakhiri kuliah',
        'Persentase kehadiran kelas minimal 50%',
        'Melakukan aktivitas kuliah',
      ],
    ],
    [OFFLINE, ['Memulai kuliah', 'Mengisi kehadiran kelas']],
    [{ mulai_kuliah: false, akhiri_kuliah: false }, []],
    [null, []],
  ])('lists the requirements turned on: %j', (syarat, label) => {
    expect(daftarSyaratDosen(syarat).map((s) => s.label)).toEqual(label);
  });

  it('keeps the order of the settings', () => {
    expect(SYARAT_KEHADIRAN_DOSEN).toEqual([
      'mulai_kuliah',
      'akhiri_kuliah',
      'presentase_kehadiran_kelas',
      'aktivitas_kuliah',
    ]);
  });
});

describe('evaluasiSyaratKehadiranDosen', () => {
  const satu = (syarat: SyaratKehadiranDosen, ubah: Partial<FaktaKehadiranDosen>) =>
    evaluasiSyaratKehadiranDosen(syarat, { ...FAKTA, ...ubah })[0];

  it('all met', () => {
    const hasil = evaluasiSyaratKehadiranDosen(SEMUA, FAKTA);
    expect(hasil.map((h) => [h.kunci, h.terpenuhi])).toEqual([
      ['mulai_kuliah', true],
      ['akhiri_kuliah', true],
      ['presentase_kehadiran_kelas', true],
      ['aktivitas_kuliah', true],
    ]);
    expect(memenuhiSyaratDosen(hasil)).toBe(true);
  });

  it.each([
    [{ mulai_kuliah: true }, { mulai_kuliah: null }, false, 'Kuliah belum dimulai'],
    [{ mulai_kuliah: true }, { mulai_kuliah: '' }, false, 'Kuliah belum dimulai'],
    [
      { mulai_kuliah: true },
      { mulai_kuliah: '2025-10-15T03:00:00Z' },
      false,
      'Kuliah dimulai setelah jadwal pertemuan berakhir',
    ],
    [{ mulai_kuliah: true }, {}, true, 'Kuliah sudah dimulai'],
    [{ akhiri_kuliah: true }, { selesai_kuliah: null }, false, 'Kuliah belum diakhiri'],
    [
      { akhiri_kuliah: true },
      { selesai_kuliah: '2025-10-15T01:00:00Z' },
      false,
      'Kuliah diakhiri sebelum dimulai',
    ],
    [{ akhiri_kuliah: true }, {}, true, 'Kuliah sudah diakhiri'],
    [
      { presentase_kehadiran_kelas: true, presentase_kehadiran_kelas_persen: 50 },
      { persentase_kehadiran_kelas: 50 },
      true,
      'Kehadiran kelas 50%, minimal 50%',
    ],
    [
      { presentase_kehadiran_kelas: true, presentase_kehadiran_kelas_persen: 50 },
      { persentase_kehadiran_kelas: 49.94 },
      false,
      'Kehadiran kelas 49.9%, kurang dari minimal 50%',
    ],
    [
      { presentase_kehadiran_kelas: true, presentase_kehadiran_kelas_persen: 50 },
      { persentase_kehadiran_kelas: null },
      false,
      'Kehadiran kelas belum tercatat',
    ],
    [
      { presentase_kehadiran_kelas: true },
      { persentase_kehadiran_kelas: 0 },
      false,
      'Belum ada mahasiswa yang tercatat hadir',
    ],
    [
      { presentase_kehadiran_kelas: true },
      { persentase_kehadiran_kelas: 12.5 },
      true,
      'Kehadiran kelas sudah diisi (12.5%)',
    ],
    [
      { aktivitas_kuliah: true },
      { jumlah_aktivitas: 0 },
      false,
      'Belum ada aktivitas dosen pada pertemuan ini',
    ],
    [
      { aktivitas_kuliah: true },
      { jumlah_aktivitas: 3 },
      true,
      '3 aktivitas dosen pada pertemuan ini',
    ],
  ])('%j with %j: %s, %s', (syarat, fakta, terpenuhi, alasan) => {
    expect(satu(syarat, fakta)).toMatchObject({ terpenuhi, alasan });
  });

  it('only the requirements turned on; none met with nothing recorded', () => {
    const hasil = evaluasiSyaratKehadiranDosen(OFFLINE, {
      mulai_kuliah: null,
      selesai_kuliah: null,
      waktu_selesai: FAKTA.waktu_selesai,
      persentase_kehadiran_kelas: null,
      jumlah_aktivitas: 0,
    });
    expect(hasil.map((h) => h.kunci)).toEqual(['mulai_kuliah', 'presentase_kehadiran_kelas']);
    expect(memenuhiSyaratDosen(hasil)).toBe(false);
    expect(evaluasiSyaratKehadiranDosen(null, FAKTA)).toEqual([]);
    expect(memenuhiSyaratDosen([])).toBe(true);
  });
});

describe('persentaseKehadiranKelas', () => {
  it.each([
    [{ jenis: 'online', progress_peserta: 0.6666, peserta_hadir: 1, jumlah_peserta: 4 }, 66.7],
    [{ jenis: 'campuran', progress_peserta: 0.5, peserta_hadir: 0, jumlah_peserta: 4 }, 50],
    [{ jenis: 'online', progress_peserta: null, peserta_hadir: 3, jumlah_peserta: 4 }, 75],
    [{ jenis: 'offline', progress_peserta: 0.9, peserta_hadir: 1, jumlah_peserta: 3 }, 33.3],
    [{ jenis: 'offline', progress_peserta: null, peserta_hadir: 0, jumlah_peserta: 0 }, null],
  ])('%j -> %s', (p, persen) => {
    expect(persentaseKehadiranKelas(p)).toBe(persen);
  });
});

describe('statusValidasiDosen', () => {
  it.each([
    [{ ada_presensi: true, is_valid: true }, true, 'Sudah Divalidasi'],
    [{ ada_presensi: true, is_valid: false }, true, 'Belum Divalidasi'],
    [{ ada_presensi: false, is_valid: false }, true, null],
    [{ ada_presensi: true, is_valid: true }, false, null],
  ])('%j, validation %s: %s', (baris, aktif, label) => {
    expect(statusValidasiDosen(baris, aktif)).toBe(label);
  });
});

describe('izinUbahKehadiranDosen (spec 4 Editing allowed, Lecturer attendance)', () => {
  const mulai = '2025-10-15T01:00:00Z';
  const kasus = (
    role: string,
    milikSendiri: boolean,
    pertemuan: { status?: string; waktu_mulai?: string; mulai_kuliah?: string | null },
    sekarang: string,
  ) =>
    izinUbahKehadiranDosen({
      role,
      milikSendiri,
      pertemuan: { waktu_mulai: mulai, ...pertemuan },
      sekarang,
      menitTampilTombol: 15,
    });

  it.each([
    ['dosen', true, {}, '2025-10-15T01:15:00Z', null],
    ['dosen', true, {}, '2025-10-15T01:14:59Z', PESAN_KEHADIRAN_DOSEN.dosenBelumBoleh],
    ['dosen', true, { mulai_kuliah: '2025-10-15T00:50:00Z' }, '2025-10-15T00:55:00Z', null],
    ['dosen', false, {}, '2025-10-15T02:00:00Z', PESAN_KEHADIRAN_DOSEN.bukanDosenSendiri],
    ['operator', false, {}, '2025-10-15T01:00:00Z', null],
    ['operator', false, {}, '2025-10-15T00:59:00Z', PESAN_KEHADIRAN_DOSEN.belumDimulai],
    ['operator', false, { status: 'berlangsung' }, '2025-10-15T00:30:00Z', null],
    ['operator', false, { mulai_kuliah: '2025-10-15T00:20:00Z' }, '2025-10-15T00:30:00Z', null],
  ] as const)('%s (own %s) %j at %s: %s', (role, sendiri, p, kini, pesan) => {
    const hasil = kasus(role, sendiri, p, kini);
    expect(hasil).toEqual(pesan === null ? { ok: true } : { ok: false, pesan });
  });
});

describe('validasiSimpanKehadiranDosen (spec 5 Attendance)', () => {
  const nama = 'Dr. Budi Santoso, M.Kom.';
  it.each([
    [{ is_hadir: false, mulai_kuliah: null, selesai_kuliah: null }, null],
    [
      { is_hadir: true, mulai_kuliah: null, selesai_kuliah: null },
      `Memulai kuliah dosen ${nama} wajib diisi`,
    ],
    [
      { is_hadir: true, mulai_kuliah: FAKTA.mulai_kuliah, selesai_kuliah: null },
      `Mengakhiri kuliah dosen ${nama} wajib diisi`,
    ],
    [
      { is_hadir: true, mulai_kuliah: FAKTA.selesai_kuliah, selesai_kuliah: FAKTA.mulai_kuliah },
      PESAN_KEHADIRAN_DOSEN.selesaiSebelumMulai(nama),
    ],
    [
      { is_hadir: true, mulai_kuliah: FAKTA.mulai_kuliah, selesai_kuliah: FAKTA.selesai_kuliah },
      null,
    ],
  ] as const)('%j: %s', (baris, pesan) => {
    const hasil = validasiSimpanKehadiranDosen({ nama, ...baris });
    expect(hasil).toEqual(pesan === null ? { ok: true } : { ok: false, pesan });
  });
});
