import { describe, expect, it } from 'vitest';
import {
  AKUN_SISTEM,
  alurKehadiran,
  alurKehadiranAwal,
  dosenBolehUpdateKehadiran,
  isJenisHalamanKehadiran,
  KODE_PRESENSI,
  LEGENDA_REKAP_KEHADIRAN,
  labelPresensi,
  legendaProgresKehadiran,
  matriksRekapKehadiran,
  memenuhiPersentaseKelas,
  modeKehadiran,
  payloadPresensiMassal,
  pilihanPresensi,
  pilihPresensi,
  presensiBerubah,
  rataRataKehadiran,
  rekapBisaDiklik,
  SYARAT_KEHADIRAN_DEFAULT,
  setHadirDosen,
  setSemuaPresensi,
  simbolRekapKehadiran,
  TEKS_SEDANG_UPDATE,
  teksPesertaHadir,
  validasiUbahKehadiranDosen,
  warnaPresensi,
  warnaProgres,
  warnaTagDosen,
} from './kehadiran';

describe('the rows Simpan kehadiran sends', () => {
  const b = (nim: string, presensi: string | null, ada_presensi: boolean) => ({
    mahasiswa: { nim },
    presensi,
    ada_presensi,
  });
  it.each([
    ['nothing changed', [b('1', 'H', true)], [b('1', 'H', true)], []],
    ['a code changed', [b('1', 'H', true)], [b('1', 'I', true)], ['1']],
    ['a first mark', [b('1', null, false)], [b('1', 'A', true)], ['1']],
    ['back to the computed mark', [b('1', 'H', true)], [b('1', 'H', false)], ['1']],
    ['a row not in the copy', [], [b('2', 'S', true)], ['2']],
    [
      'only the changed of several',
      [b('1', 'H', true), b('2', null, false), b('3', 'A', true)],
      [b('1', 'H', true), b('2', null, false), b('3', 'S', true)],
      ['3'],
    ],
  ])('%s', (_n, asli, baru, nim) => {
    expect(presensiBerubah(asli, baru).map((x) => x.mahasiswa.nim)).toEqual(nim);
  });
});

describe('attendance codes (spec 4)', () => {
  const jenis = (izin: boolean, sakit: boolean) => [
    { id: 'H', nama: 'Hadir', is_active: true },
    { id: 'I', nama: 'Izin', is_active: izin },
    { id: 'sakit-1', nama: 'Sakit', is_active: sakit },
  ];

  it('has H, A, I, S', () => {
    expect(KODE_PRESENSI).toEqual(['H', 'A', 'I', 'S']);
  });

  it.each([
    [false, false, ['H', 'A']],
    [true, false, ['H', 'A', 'I']],
    [false, true, ['H', 'A', 'S']],
    [true, true, ['H', 'A', 'I', 'S']],
  ])('izin active %s, sakit active %s -> %o', (izin, sakit, kode) => {
    expect(pilihanPresensi(jenis(izin, sakit))).toEqual(kode);
  });

  it('choosing a code marks the row as having attendance', () => {
    expect(pilihPresensi({ nim: '1', presensi: null, ada_presensi: false }, 'H')).toEqual({
      nim: '1',
      presensi: 'H',
      ada_presensi: true,
    });
  });

  it('bulk set-all sets every row to the code, or A, with ada_presensi true', () => {
    const rows = [
      { nim: '1', presensi: 'H', ada_presensi: true },
      { nim: '2', presensi: null, ada_presensi: false },
    ];
    expect(setSemuaPresensi(rows, 'S').map((r) => [r.presensi, r.ada_presensi])).toEqual([
      ['S', true],
      ['S', true],
    ]);
    expect(setSemuaPresensi(rows).map((r) => r.presensi)).toEqual(['A', 'A']);
    expect(rows[1]?.presensi).toBeNull();
  });

  it('builds the bulk update body', () => {
    expect(
      payloadPresensiMassal([
        { mahasiswa: { nim: '1' }, presensi: 'H', ada_presensi: true },
        { mahasiswa: { nim: '2' } },
      ]),
    ).toEqual({
      data: [
        { nim: '1', presensi: 'H', ada_presensi: true },
        { nim: '2', presensi: null, ada_presensi: false },
      ],
    });
  });

  it('knows the page types', () => {
    expect(isJenisHalamanKehadiran('operator-kelas')).toBe(true);
    expect(isJenisHalamanKehadiran('mahasiswa')).toBe(false);
  });
});

describe('edit flow: read-only, edit, save, cancel restores (spec 4)', () => {
  const awal = alurKehadiranAwal([{ nim: '1', presensi: 'A' }]);

  it('cancel restores the original copy', () => {
    const ubah = alurKehadiran(awal, { jenis: 'ubah' });
    expect(ubah.mode).toBe('ubah');
    const diubah = alurKehadiran(ubah, { jenis: 'set', data: [{ nim: '1', presensi: 'H' }] });
    expect(diubah.data[0]?.presensi).toBe('H');
    const batal = alurKehadiran(diubah, { jenis: 'batal' });
    expect(batal).toEqual({ mode: 'baca', data: [{ nim: '1', presensi: 'A' }], salinan: null });
  });

  it('save keeps the edits', () => {
    const ubah = alurKehadiran(awal, { jenis: 'ubah' });
    const diubah = alurKehadiran(ubah, { jenis: 'set', data: [{ nim: '1', presensi: 'H' }] });
    expect(alurKehadiran(diubah, { jenis: 'simpan' })).toEqual({
      mode: 'baca',
      data: [{ nim: '1', presensi: 'H' }],
      salinan: null,
    });
  });

  it('ignores edits while read-only and repeated actions', () => {
    expect(alurKehadiran(awal, { jenis: 'set', data: [] })).toBe(awal);
    expect(alurKehadiran(awal, { jenis: 'batal' })).toBe(awal);
    const ubah = alurKehadiran(awal, { jenis: 'ubah' });
    expect(alurKehadiran(ubah, { jenis: 'ubah' })).toBe(ubah);
  });
});

describe('lecturer may update attendance (spec 4)', () => {
  const p = { waktu_mulai: '2025-09-01T08:00:00+07:00', mulai_kuliah: null };
  it.each([
    ['2025-09-01T08:14:59+07:00', 15, false],
    ['2025-09-01T08:15:00+07:00', 15, true],
    ['2025-09-01T08:00:00+07:00', null, true],
    ['2025-09-01T07:59:00+07:00', 0, false],
  ])('now %s with %s minutes -> %s', (kini, menit, boleh) => {
    expect(dosenBolehUpdateKehadiran(p, kini, menit)).toBe(boleh);
  });

  it('always once the lecture-start time is set', () => {
    expect(
      dosenBolehUpdateKehadiran(
        { ...p, mulai_kuliah: '2025-09-01T07:30:00+07:00' },
        '2025-09-01T07:31:00+07:00',
        60,
      ),
    ).toBe(true);
    expect(
      dosenBolehUpdateKehadiran(
        { waktu_mulai: null, mulai_kuliah: '0001-01-01T00:00:00Z' },
        '2025-09-01T07:31:00+07:00',
        0,
      ),
    ).toBe(false);
  });
});

describe('progress view vs manual presence (spec 4)', () => {
  it.each([
    ['online', { hadir_vidcon: true }, 'progres'],
    ['online', { hadir_vidcon: false, unduh_materi: false }, 'manual'],
    ['online', null, 'manual'],
    ['offline', { hadir_vidcon: true }, 'manual'],
    ['campuran', { posting_forum: true }, 'manual'],
  ])('%s with %o -> %s', (jenis, parameter, mode) => {
    expect(modeKehadiran({ jenis, parameter_kehadiran: parameter })).toBe(mode);
  });
});

describe('progress bar colour (spec 4)', () => {
  it.each([
    [0.6, null, 60, 'success'],
    [0.59, null, 60, 'danger'],
    [0.7, { username: AKUN_SISTEM }, 60, 'success'],
    [0.1, { username: 'LMS:SYSTEM' }, 60, 'danger'],
    [0.9, { username: 'operator1' }, 60, 'grey'],
    [null, undefined, 0, 'success'],
  ])('overall %s updated by %o, minimum %s%% -> %s', (overall, oleh, minimal, warna) => {
    expect(warnaProgres({ progress: { overall }, updated_by: oleh }, minimal)).toBe(warna);
  });
});

describe('lecturer tag colours (spec 4)', () => {
  it.each([
    [{ ada_presensi: false, is_hadir: true, is_valid: true }, 'online', true, 'grey'],
    [{ ada_presensi: true, is_hadir: true, is_valid: false }, 'online', true, 'warning'],
    [{ ada_presensi: true, is_hadir: true, is_valid: false }, 'offline', false, 'primary'],
    [{ ada_presensi: true, is_hadir: true, is_valid: true }, 'online', true, 'success'],
    [{ ada_presensi: true, is_hadir: false, is_valid: true }, 'online', true, 'danger'],
    [{ ada_presensi: true, is_hadir: false, is_valid: true }, 'offline', true, 'dark'],
  ])('%o on %s (validation %s) -> %s', (baris, jenis, validasi, warna) => {
    expect(warnaTagDosen(baris, jenis, validasi)).toBe(warna);
  });
});

describe('lecturer change (spec 4, 5)', () => {
  const budi = {
    nama: 'Budi',
    is_hadir: true,
    mulai_kuliah: '2025-09-01T08:00:00+07:00',
    selesai_kuliah: '2025-09-01T09:40:00+07:00',
  };

  it('toggling is_hadir off clears the times', () => {
    expect(setHadirDosen(budi, false)).toEqual({
      nama: 'Budi',
      is_hadir: false,
      mulai_kuliah: null,
      selesai_kuliah: null,
    });
    expect(setHadirDosen({ ...budi, is_hadir: false }, true).mulai_kuliah).toBe(budi.mulai_kuliah);
  });

  it.each([
    [[budi], { ok: true }],
    [
      [{ ...budi, mulai_kuliah: null }],
      { ok: false, pesan: 'Memulai kuliah dosen Budi wajib diisi' },
    ],
    [
      [budi, { ...budi, nama: 'Ani', selesai_kuliah: null }],
      { ok: false, pesan: 'Mengakhiri kuliah dosen Ani wajib diisi' },
    ],
    [
      [{ ...budi, mulai_kuliah: null, selesai_kuliah: null }],
      { ok: false, pesan: 'Memulai kuliah dosen Budi wajib diisi' },
    ],
    [[{ ...budi, is_hadir: false, mulai_kuliah: null, selesai_kuliah: null }], { ok: true }],
  ])('%o -> %o', (daftar, hasil) => {
    expect(validasiUbahKehadiranDosen(daftar)).toEqual(hasil);
  });
});

describe('class recap legend (spec 2)', () => {
  it('has the five entries in order', () => {
    expect(LEGENDA_REKAP_KEHADIRAN.map((l) => [l.ikon, l.warna])).toEqual([
      ['centang', 'success'],
      ['centang', 'primary'],
      ['silang', 'danger'],
      ['silang', 'dark'],
      ['minus', 'grey'],
    ]);
  });

  it.each([
    ['online', true, true, 'hadir_online'],
    ['offline', true, true, 'hadir_offline'],
    ['online', false, true, 'tidak_hadir_online'],
    ['offline', false, true, 'tidak_hadir_offline'],
    ['online', false, false, 'belum_rekap'],
  ])('%s, hadir %s, recorded %s -> %s', (jenis, hadir, ada, kunci) => {
    expect(
      simbolRekapKehadiran({ pertemuan: { jenis }, is_hadir: hadir, ada_presensi: ada }).kunci,
    ).toBe(kunci);
  });

  it('offline meetings are not clickable', () => {
    expect(rekapBisaDiklik({ pertemuan: { jenis: 'offline' } })).toBe(false);
    expect(rekapBisaDiklik({ pertemuan: { jenis: 'online' } })).toBe(true);
  });
});

describe('average attendance and the class percentage rule (spec 2)', () => {
  it('averages participant progress as a percent', () => {
    expect(
      rataRataKehadiran([{ progress: { overall: 1 } }, { progress: { overall: 0.5 } }, {}]),
    ).toBe(50);
    expect(rataRataKehadiran([])).toBeNull();
  });

  it.each([
    [80, { presentase_kehadiran_kelas: true, presentase_kehadiran_kelas_persen: 75 }, true],
    [70, { presentase_kehadiran_kelas: true, presentase_kehadiran_kelas_persen: 75 }, false],
    [70, { presentase_kehadiran_kelas: false, presentase_kehadiran_kelas_persen: 75 }, null],
    [null, { presentase_kehadiran_kelas: true, presentase_kehadiran_kelas_persen: 75 }, null],
    [10, undefined, null],
  ])('average %s with %o -> %s', (rata, syarat, hasil) => {
    expect(memenuhiPersentaseKelas(rata, syarat)).toBe(hasil);
  });
});

describe('constants (spec 2, 9)', () => {
  it('defaults and texts', () => {
    expect(SYARAT_KEHADIRAN_DEFAULT).toEqual({
      video_persen: 50,
      audio_persen: 50,
      ebook_detik: 60,
    });
    expect(TEKS_SEDANG_UPDATE).toBe('Sedang ada proses update');
    expect(teksPesertaHadir(12, 30)).toBe('12/30');
  });
});

describe('attendance code tags (spec 2 participants table)', () => {
  it.each([
    ['H', 'success', 'Hadir'],
    ['A', 'danger', 'Alpa'],
    ['I', 'blue', 'Izin'],
    ['S', 'warning', 'Sakit'],
    [null, 'grey', '-'],
    ['X', 'grey', '-'],
  ] as const)('%s is %s, %s', (kode, warna, label) => {
    expect(warnaPresensi(kode)).toBe(warna);
    expect(labelPresensi(kode)).toBe(label);
  });

  it("prefers the server's presensi_label", () => {
    expect(labelPresensi('H', 'Hadir (QR)')).toBe('Hadir (QR)');
    expect(labelPresensi('H', '  ')).toBe('Hadir');
  });
});

describe('progress colour legend (spec 2, 4)', () => {
  it('follows warnaProgres with the minimum percent', () => {
    expect(legendaProgresKehadiran(60)).toEqual([
      { warna: 'success', label: 'Progres mencapai minimal 60%' },
      { warna: 'danger', label: 'Progres di bawah minimal 60%' },
      { warna: 'grey', label: 'Kehadiran diubah manual' },
    ]);
  });
});

describe('class recap matrix (spec 2)', () => {
  const sel = (nim: string, nomor: number, jenis = 'online') => ({
    mahasiswa: { nim, nama: `Mahasiswa ${nim}` },
    pertemuan: { nomor, jenis },
  });

  it.each([
    ['no rows', [], 3, []],
    [
      'students in order of first appearance, missing meetings null',
      [sel('2', 2), sel('1', 1), sel('2', 1)],
      3,
      [
        ['2', [1, 2, null]],
        ['1', [1, null, null]],
      ],
    ],
    [
      'meetings outside 1..N are ignored',
      [sel('1', 0), sel('1', 4), sel('1', 2)],
      2,
      [['1', [null, 2]]],
    ],
    ['a negative count gives empty rows', [sel('1', 1)], -1, [['1', []]]],
  ] as const)('%s', (_, rekap, jumlah, harapan) => {
    const hasil = matriksRekapKehadiran(rekap, jumlah).map((b) => [
      b.mahasiswa.nim,
      b.sel.map((s) => s?.pertemuan.nomor ?? null),
    ]);
    expect(hasil).toEqual(harapan);
  });
});
