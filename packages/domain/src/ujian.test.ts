import { describe, expect, it } from 'vitest';
import {
  bisaPilihWaktuSelesai,
  type FormUjian,
  fieldWajibKosongUjian,
  formUjianAwal,
  hapusPesertaRemedial,
  kunciJawabanTampil,
  LABEL_SIFAT_UJIAN,
  normalisasiNilaiSoal,
  normalisasiPenguranganNilai,
  opsiUjianUtama,
  payloadUjian,
  perluPeringatanHapusUjian,
  statusPengerjaan,
  TEKS_KONFIRMASI_RESET_PENGERJAAN,
  TEKS_TIDAK_ADA_UJIAN_UTAMA,
  tambahPesertaRemedial,
  ujianBerakhir,
  ujianDimulai,
  validasiDurasiUjianLama,
  validasiFormUjian,
  waktuUjianTerkunci,
} from './ujian';

const J = (jam: string) => `2025-09-01T${jam}:00+07:00`;

describe('attempt status and exam timing (spec 4)', () => {
  it.each([
    [null, J('09:00'), 'belum_dimulai'],
    [{ waktu_mulai: '0001-01-01T00:00:00Z' }, J('09:00'), 'belum_dimulai'],
    [{ waktu_mulai: J('08:00'), waktu_selesai: J('10:00') }, J('09:00'), 'sedang_berlangsung'],
    [{ waktu_mulai: J('08:00'), waktu_selesai: J('10:00') }, J('10:00'), 'sedang_berlangsung'],
    [
      { waktu_mulai: J('08:00'), waktu_selesai: '0001-01-01T00:00:00Z' },
      J('11:00'),
      'sedang_berlangsung',
    ],
    [{ waktu_mulai: J('08:00'), waktu_selesai: J('10:00') }, J('10:01'), 'selesai'],
  ])('attempt %o at %s -> %s', (p, kini, status) => {
    expect(statusPengerjaan(p, kini)).toBe(status);
  });

  const ujian = { waktu_mulai: J('08:00'), waktu_selesai: J('10:00') };
  it.each([
    [J('07:59'), false, false],
    [J('08:00'), true, false],
    [J('10:00'), true, false],
    [J('10:01'), false, true],
  ])('server time %s: started %s, ended %s', (kini, dimulai, berakhir) => {
    expect(ujianDimulai(ujian, kini)).toBe(dimulai);
    expect(ujianBerakhir(ujian, kini)).toBe(berakhir);
  });

  it('an exam without a start never starts', () => {
    expect(ujianDimulai({ waktu_mulai: null }, J('09:00'))).toBe(false);
  });
});

describe('answer-key visibility: all four conditions (spec 4)', () => {
  const dasar = {
    ujian: { tampilkan_kunci_jawaban: true, waktu_tampil_kunci: J('10:00') },
    adaPengerjaan: true,
    tampilkanSoalResume: true,
    sekarang: J('10:00'),
  };
  it.each([
    ['all met', dasar, true],
    [
      'key display off',
      { ...dasar, ujian: { ...dasar.ujian, tampilkan_kunci_jawaban: false } },
      false,
    ],
    ['no attempt', { ...dasar, adaPengerjaan: false }, false],
    [
      'zero key time',
      { ...dasar, ujian: { ...dasar.ujian, waktu_tampil_kunci: '0001-01-01T00:00:00Z' } },
      false,
    ],
    ['key time not passed', { ...dasar, sekarang: J('09:59') }, false],
    ['resume hides questions', { ...dasar, tampilkanSoalResume: false }, false],
  ])('%s -> %s', (_nama, args, tampil) => {
    expect(kunciJawabanTampil(args)).toBe(tampil);
  });
});

describe('quiz/exam save: the spec order 1 to 8 (spec 5)', () => {
  const valid = {
    pertemuan: 'p1',
    batas_waktu: 'Ya' as const,
    durasi: 60,
    waktu_mulai: J('08:00'),
    waktu_selesai: J('10:00'),
    list_salin_ujian: [],
  };
  const operator = { operator: true };

  it('passes a valid form', () => {
    expect(validasiFormUjian(valid, operator)).toEqual({ ok: true });
  });

  it.each([
    ['1', { pertemuan: null }, 'Pertemuan wajib diisi'],
    ['2', { durasi: null }, 'Durasi wajib diisi'],
    ['3', { durasi: 4 }, 'Durasi tidak boleh kurang dari 5 menit'],
    ['4', { waktu_mulai: null }, 'Waktu mulai wajib diisi'],
    ['5', { waktu_selesai: '0001-01-01T00:00:00Z' }, 'Waktu selesai wajib diisi'],
    ['6', { waktu_selesai: J('08:04') }, 'Rentang waktu tidak boleh kurang dari 5 menit'],
    ['7', { durasi: 121 }, 'Rentang waktu tidak boleh kurang dari durasi'],
    [
      '8',
      { waktu_mulai: J('10:00'), waktu_selesai: J('08:00') },
      'Waktu selesai tidak boleh kurang dari waktu mulai',
    ],
  ])('rule %s alone: %o -> %s', (_n, ubah, pesan) => {
    expect(validasiFormUjian({ ...valid, ...ubah }, operator)).toEqual({ ok: false, pesan });
  });

  it.each([
    [
      'everything wrong reports rule 1',
      { pertemuan: '', durasi: null, waktu_mulai: null, waktu_selesai: null },
      'Pertemuan wajib diisi',
    ],
    ['2 before 4', { durasi: null, waktu_mulai: null }, 'Durasi wajib diisi'],
    ['3 before 5', { durasi: 3, waktu_selesai: null }, 'Durasi tidak boleh kurang dari 5 menit'],
    ['4 before 5', { waktu_mulai: null, waktu_selesai: null }, 'Waktu mulai wajib diisi'],
    [
      '6 before 7',
      { waktu_selesai: J('08:03'), durasi: 90 },
      'Rentang waktu tidak boleh kurang dari 5 menit',
    ],
    [
      '7 before 8',
      { waktu_mulai: J('10:00'), waktu_selesai: J('09:00'), durasi: 90 },
      'Rentang waktu tidak boleh kurang dari durasi',
    ],
  ])('%s', (_nama, ubah, pesan) => {
    expect(validasiFormUjian({ ...valid, ...ubah }, operator)).toEqual({ ok: false, pesan });
  });

  it('rule 1 applies to operators only, unless from the exam info page', () => {
    const tanpa = { ...valid, pertemuan: null };
    expect(validasiFormUjian(tanpa, { operator: false })).toEqual({ ok: true });
    expect(validasiFormUjian(tanpa, { operator: true, dariInfoUjian: true })).toEqual({ ok: true });
  });

  it('rules 2, 3 and 7 apply only with a time limit', () => {
    expect(validasiFormUjian({ ...valid, batas_waktu: 'Tidak', durasi: null }, operator)).toEqual({
      ok: true,
    });
    expect(validasiFormUjian({ ...valid, batas_waktu: 'Tidak', durasi: 500 }, operator)).toEqual({
      ok: true,
    });
  });

  it('a 5-minute range and duration pass', () => {
    expect(validasiFormUjian({ ...valid, waktu_selesai: J('08:05'), durasi: 5 }, operator)).toEqual(
      { ok: true },
    );
  });

  it('reads picker times without offset in the class timezone', () => {
    const form = {
      ...valid,
      durasi: 30,
      waktu_mulai: '2025-09-01T08:00',
      waktu_selesai: '2025-09-01T01:03:00Z',
    };
    expect(validasiFormUjian(form, { operator: true, tz: 'Asia/Jakarta' })).toEqual({
      ok: false,
      pesan: 'Rentang waktu tidak boleh kurang dari 5 menit',
    });
    expect(validasiFormUjian(form, { operator: true, tz: 'Asia/Jayapura' })).toEqual({ ok: true });
  });

  it("copy mode requires 'Pilih ujian terlebih dahulu' first", () => {
    const salin = { operator: true, mode: 'salin' as const };
    expect(validasiFormUjian({ ...valid, pertemuan: null }, salin)).toEqual({
      ok: false,
      pesan: 'Pilih ujian terlebih dahulu',
    });
    expect(validasiFormUjian({ ...valid, list_salin_ujian: ['u1'], durasi: null }, salin)).toEqual({
      ok: true,
    });
    expect(
      validasiFormUjian({ ...valid, list_salin_ujian: ['u1'], waktu_mulai: null }, salin),
    ).toEqual({ ok: false, pesan: 'Waktu mulai wajib diisi' });
  });

  it('older variant checks only the duration', () => {
    expect(validasiDurasiUjianLama({ batas_waktu: 'Tidak', durasi: null })).toEqual({ ok: true });
    expect(validasiDurasiUjianLama({ batas_waktu: 'Ya', durasi: null })).toEqual({
      ok: false,
      pesan: 'Durasi wajib diisi',
    });
    expect(validasiDurasiUjianLama({ batas_waktu: 'Ya', durasi: 4 })).toEqual({
      ok: false,
      pesan: 'Durasi tidak boleh kurang dari 5 menit',
    });
    expect(validasiDurasiUjianLama({ batas_waktu: 'Ya', durasi: 5 })).toEqual({ ok: true });
  });
});

describe('form defaults and payload (spec 4, 7)', () => {
  it('defaults: visible, closed book, no shuffle, no time limit, no key; meeting times', () => {
    const form = formUjianAwal({
      id: 'p1',
      waktu_mulai: J('08:00'),
      waktu_selesai: J('09:40'),
    });
    expect(form).toMatchObject({
      pertemuan: 'p1',
      status_tampilan: 'Ditampilkan',
      sifat: 'close',
      acak_soal: 'Tidak',
      batas_waktu: 'Tidak',
      kunci_jawaban: 'Tidak',
      waktu_mulai: J('08:00'),
      waktu_selesai: J('09:40'),
    });
    expect(LABEL_SIFAT_UJIAN[form.sifat]).toBe('Tutup Buku');
    expect(formUjianAwal().pertemuan).toBeNull();
  });

  const form: FormUjian = {
    ...formUjianAwal({ id: 'p1' }),
    judul: ' Kuis 1 ',
    deskripsi: '<p>x</p>',
    jenis_ujian: 'kuis',
    ujian_utama: 'u0',
    waktu_mulai: '2025-09-01T01:00:00Z',
    waktu_selesai: '2025-09-01T02:00:00Z',
    waktu_tampil_kunci: '2025-09-02T01:00:00Z',
    peserta_remedial: [{ nama: 'A', nim: '1' }],
  };

  it('sends the key time only when the key is shown', () => {
    expect(payloadUjian(form).waktu_tampil_kunci).toBeNull();
    expect(payloadUjian({ ...form, kunci_jawaban: 'Ya' }).waktu_tampil_kunci).toBe(
      '2025-09-02T08:00:00+07:00',
    );
  });

  it('uses the class timezone offset and remedial-only fields', () => {
    const p = payloadUjian(form, 'Asia/Makassar');
    expect(p).toMatchObject({
      judul: 'Kuis 1',
      ditampilkan: true,
      acak_soal: false,
      gunakan_batas_waktu: false,
      durasi: null,
      id_pertemuan: 'p1',
      id_ujian_utama: null,
      peserta_remedial: [],
      waktu_mulai: '2025-09-01T09:00:00+08:00',
      waktu_selesai: '2025-09-01T10:00:00+08:00',
    });
    expect(p).not.toHaveProperty('id');
    const r = payloadUjian(
      { ...form, jenis_ujian: 'remedial', batas_waktu: 'Ya', durasi: 30 },
      'Asia/Jakarta',
      'u9',
    );
    expect(r).toMatchObject({
      id: 'u9',
      id_ujian_utama: 'u0',
      peserta_remedial: ['1'],
      durasi: 30,
      gunakan_batas_waktu: true,
    });
  });

  it('marks title, description, type and (remedial) the main exam as required', () => {
    expect(fieldWajibKosongUjian(formUjianAwal())).toEqual(['judul', 'deskripsi', 'jenis_ujian']);
    expect(
      fieldWajibKosongUjian({
        judul: 'a',
        deskripsi: 'b',
        jenis_ujian: 'remedial',
        ujian_utama: null,
      }),
    ).toEqual(['ujian_utama']);
  });

  it('the end can be chosen only after the start', () => {
    expect(bisaPilihWaktuSelesai({ waktu_mulai: null })).toBe(false);
    expect(bisaPilihWaktuSelesai({ waktu_mulai: J('08:00') })).toBe(true);
  });

  it('start and end lock once there are attempts', () => {
    expect(waktuUjianTerkunci({ jumlah_pengerjaan: 1 })).toBe(true);
    expect(waktuUjianTerkunci({ jumlah_pengerjaan: 0 })).toBe(false);
  });
});

describe('remedial (spec 4)', () => {
  it("offers the meeting's non-remedial exams", () => {
    const ujian = [
      { id: 'a', jenis: 'kuis' },
      { id: 'b', jenis: 'remedial' },
      { id: 'c', jenis: 'uts' },
    ];
    expect(opsiUjianUtama(ujian).map((u) => u.id)).toEqual(['a', 'c']);
    expect(opsiUjianUtama([{ jenis: 'remedial' }])).toEqual([]);
    expect(TEKS_TIDAK_ADA_UJIAN_UTAMA).toBe('Tidak ada ujian di pertemuan ini');
  });

  it('choosing appends once; the close button removes', () => {
    const a = { nim: '1', nama: 'A' };
    const b = { nim: '2', nama: 'B' };
    expect(tambahPesertaRemedial([a], b)).toEqual([a, b]);
    expect(tambahPesertaRemedial([a, b], a)).toEqual([a, b]);
    expect(hapusPesertaRemedial([a, b], '1')).toEqual([b]);
  });
});

describe('deletion, reset and score updates (spec 2, 5, 6)', () => {
  it.each([
    [{ jumlah_pengerjaan: 0, has_remedial: false }, false],
    [{ jumlah_pengerjaan: 2 }, true],
    [{ has_remedial: true }, true],
  ])('deleting %o warns: %s', (u, warn) => {
    expect(perluPeringatanHapusUjian(u)).toBe(warn);
  });

  it('reset confirmation text', () => {
    expect(TEKS_KONFIRMASI_RESET_PENGERJAAN).toBe(
      'Anda yakin me-reset pengerjaan kuis/ujian mahasiswa ini?',
    );
  });

  it.each([
    ['80', 80],
    [75, 75],
    ['80.5', null],
    ['abc', null],
    ['', null],
    [null, null],
  ])('question grade %s -> %s (integers only)', (input, nilai) => {
    expect(normalisasiNilaiSoal(input)).toBe(nilai);
  });

  it.each([
    ['2.345', 2.35],
    ['2,5', 2.5],
    [1.004, 1],
    ['x', null],
    [undefined, null],
  ])('deduction %s -> %s (two decimals)', (input, nilai) => {
    expect(normalisasiPenguranganNilai(input)).toBe(nilai);
  });
});
