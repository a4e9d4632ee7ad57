import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  avatarBertumpuk,
  BELUM_ADA_DOSEN,
  LABEL_KELAS,
  labelKelasRingkas,
  labelModeKuliah,
  labelNamaKelas,
  labelPertemuanRingkas,
  labelValidasiDosen,
  namaDosenAtauKosong,
  namaLengkapPengajar,
  perhitunganNilaiBerjalan,
  pertemuanSudahDimulai,
  STATUS_MONITORING_TUGAS,
  statusJob,
  statusKelas,
  statusNilai,
  statusPertemuan,
  statusProgres,
  statusUjian,
  statusVidcon,
  TEKS_PROSES_PERHITUNGAN_NILAI,
  teksModalForm,
} from './status';

describe('class status (spec 4)', () => {
  it('types the label as the spec labels or "-"', () => {
    expectTypeOf(statusKelas('x').label).toEqualTypeOf<
      'Akan Dimulai' | 'Sedang Berlangsung' | 'Telah Berakhir' | '-'
    >();
  });

  it.each([
    ['akan_dimulai', 'Akan Dimulai', 'grey'],
    ['berlangsung', 'Sedang Berlangsung', 'success'],
    ['selesai', 'Telah Berakhir', 'blue'],
    ['dibatalkan', '-', 'grey'],
    [null, '-', 'grey'],
    ['toString', '-', 'grey'],
  ])('%s -> %s (%s)', (status, label, warna) => {
    expect(statusKelas(status)).toEqual({ label, warna });
  });
});

describe('meeting status (spec 4)', () => {
  it.each([
    ['belum_dimulai', 'Belum Dimulai'],
    ['berlangsung', 'Sedang Berlangsung'],
    ['selesai', 'Telah Berakhir'],
    ['x', '-'],
  ])('%s -> %s', (status, label) => {
    expect(statusPertemuan(status).label).toBe(label);
  });

  it.each([
    ['belum_dimulai', false],
    ['berlangsung', true],
    ['selesai', true],
    [undefined, false],
  ])('started(%s) = %s', (s, hasil) => {
    expect(pertemuanSudahDimulai(s)).toBe(hasil);
  });
});

describe('job, progress, exam, vidcon and grade statuses (spec 4)', () => {
  it.each([
    [statusJob, 'processing', 'warning'],
    [statusJob, 'completed', 'success'],
    [statusJob, 'failed', 'danger'],
    [statusProgres, 'in_progress', 'warning'],
    [statusProgres, 'done', 'success'],
    [statusUjian, 'belum_dimulai', 'grey'],
    [statusUjian, 'sedang_berlangsung', 'success'],
    [statusUjian, 'sedang berlangsung', 'success'],
    [statusUjian, 'berlangsung', 'success'],
    [statusUjian, 'selesai', 'blue'],
    [statusVidcon, 'berlangsung', 'success'],
    [statusVidcon, 'selesai', 'blue'],
    [statusNilai, 'sudah_dinilai', 'success'],
    [statusNilai, 'belum_dinilai', 'danger'],
    [statusNilai, 'belum_berakhir', 'grey'],
    [statusNilai, 'tidak_ada_pengerjaan', 'warning'],
  ])('%o(%s) colour %s', (fn, status, warna) => {
    const hasil = fn(status);
    expect(hasil.warna).toBe(warna);
    expect(hasil.label).not.toBe('-');
  });

  it('labels exam and grade statuses in Indonesian', () => {
    expect(statusUjian('sedang berlangsung').label).toBe('Sedang Berlangsung');
    expect(statusUjian(undefined).label).toBe('-');
    expect(statusNilai('tidak_ada_pengerjaan').label).toBe('Tidak Ada Pengerjaan');
    expect(statusVidcon('belum_dimulai').label).toBe('Belum Dimulai');
    expect(statusJob('failed').label).toBe('Gagal');
    expect(statusProgres('done').label).toBe('Selesai');
  });

  it('assignment monitoring statuses (spec 2)', () => {
    expect(STATUS_MONITORING_TUGAS).toEqual([
      'Belum Dimulai',
      'Belum Ada Pengumpulan',
      'Belum Dinilai',
      'Sudah Dinilai',
    ]);
  });

  it('calculation IN_PROGRESS shows the warning text', () => {
    expect(perhitunganNilaiBerjalan('IN_PROGRESS')).toBe(true);
    expect(perhitunganNilaiBerjalan('DONE')).toBe(false);
    expect(TEKS_PROSES_PERHITUNGAN_NILAI).toBe('Sedang proses perhitungan nilai');
  });
});

describe('labels (spec 2, 9)', () => {
  it("class label fixed '01 Reguler'", () => {
    expect(LABEL_KELAS).toBe('01 Reguler');
  });

  it.each([
    [{ nama: 'Budi' }, 'Budi'],
    [{ nama: '  ' }, BELUM_ADA_DOSEN],
    [null, 'Belum Ada Dosen'],
  ])('bank lecturer %o -> %s', (dosen, nama) => {
    expect(namaDosenAtauKosong(dosen)).toBe(nama);
  });

  it.each([
    [
      { nama: 'Budi Santoso', gelar_depan: 'Dr.', gelar_akademik: 'M.Kom.' },
      'Dr. Budi Santoso, M.Kom.',
    ],
    [{ nama: 'Ani', gelar_akademik: 'S.T.' }, 'Ani, S.T.'],
    [{ nama_pengajar: 'Citra', gelar_depan: '' }, 'Citra'],
  ])('teacher name %o -> %s', (p, nama) => {
    expect(namaLengkapPengajar(p)).toBe(nama);
  });

  it('class name plus type', () => {
    expect(labelNamaKelas({ nama: 'A', jenis: { nama: 'Reguler' } })).toBe('A Reguler');
    expect(labelNamaKelas({ nama: 'B', jenis: null })).toBe('B');
    expect(labelNamaKelas({})).toBe('-');
  });

  it.each([
    ['online', 'Online'],
    ['OFFLINE', 'Offline'],
    ['campuran', 'Campuran'],
    [null, '-'],
    ['hybrid', '-'],
  ])('lecture mode %s -> %s', (mode, label) => {
    expect(labelModeKuliah(mode)).toBe(label);
  });

  it('lecturer validation label', () => {
    expect(labelValidasiDosen(true)).toBe('Sudah Divalidasi');
    expect(labelValidasiDosen(false)).toBe('Belum Divalidasi');
  });

  it("form modal titles 'Tambah Data' / 'Ubah Data Materi' (spec 2)", () => {
    expect(teksModalForm('tambah', 'Materi')).toEqual({
      judul: 'Tambah Data',
      subjudul: 'Tambah Data Materi',
    });
    expect(teksModalForm('ubah', 'Kuis/Ujian')).toEqual({
      judul: 'Ubah Data',
      subjudul: 'Ubah Data Kuis/Ujian',
    });
  });
});

describe("stacked avatars: max 3 then '+n' (spec 9)", () => {
  it.each([
    [[], [], null],
    [['a', 'b', 'c'], ['a', 'b', 'c'], null],
    [['a', 'b', 'c', 'd'], ['a', 'b', 'c'], '+1'],
    [['a', 'b', 'c', 'd', 'e', 'f', 'g'], ['a', 'b', 'c'], '+4'],
  ])('%o', (daftar, tampil, teks) => {
    const hasil = avatarBertumpuk(daftar);
    expect(hasil.tampil).toEqual(tampil);
    expect(hasil.teksSisa).toBe(teks);
  });
});

describe('breadcrumb labels (spec 2)', () => {
  it.each([
    [
      { mata_kuliah: { kode: 'IF101' }, kelas: { nama: 'A', jenis: { nama: 'Reguler' } } },
      'IF101 A Reguler',
    ],
    [{ mata_kuliah: { kode: 'SI202' }, kelas: { nama: 'B', jenis: null } }, 'SI202 B'],
    [{ mata_kuliah: { kode: ' MN101 ' }, kelas: null }, 'MN101'],
    [{ mata_kuliah: null, kelas: { nama: 'A', jenis: { nama: 'Karyawan' } } }, 'A Karyawan'],
    [{}, '-'],
  ])('names the class %j %j', (kelas, label) => {
    expect(labelKelasRingkas(kelas)).toBe(label);
  });

  it.each([
    [1, 'Pertemuan 1'],
    [16, 'Pertemuan 16'],
    [null, 'Pertemuan'],
    [undefined, 'Pertemuan'],
  ])('names meeting %s %j', (nomor, label) => {
    expect(labelPertemuanRingkas(nomor)).toBe(label);
  });
});
