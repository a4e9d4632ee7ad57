import { describe, expect, it } from 'vitest';
import {
  formatRentangWaktu,
  formatSisaWaktuUjian,
  formatTanggalJam,
  jawabanTerisi,
  jumlahBelumDijawab,
  statusPengerjaanMahasiswa,
  statusUjianPada,
  teksAturanKelompokSoal,
  teksDurasiUjian,
  tingkatSisaWaktu,
} from './ujianMahasiswa';

const J = (jam: string, tanggal = '2025-09-01') => `${tanggal}T${jam}:00+07:00`;
const ujian = { waktu_mulai: J('08:00'), waktu_selesai: J('10:00') };
const KOSONG = '0001-01-01T00:00:00.000Z';

describe('statusUjianPada: the exam status on the server clock (spec 4)', () => {
  it.each([
    [J('07:59'), 'belum_dimulai'],
    [J('08:00'), 'sedang_berlangsung'],
    [J('10:00'), 'sedang_berlangsung'],
    [J('10:01'), 'selesai'],
  ])('at %s -> %s', (kini, status) => {
    expect(statusUjianPada(ujian, kini)).toBe(status);
  });

  it('an exam without a start has not started', () => {
    expect(statusUjianPada({ waktu_mulai: KOSONG, waktu_selesai: J('10:00') }, J('09:00'))).toBe(
      'belum_dimulai',
    );
  });
});

describe("statusPengerjaanMahasiswa: the student's own attempt", () => {
  it.each([
    ['no attempt, exam running', null, J('09:00'), 'belum_dimulai'],
    ['no attempt, exam not started', null, J('07:00'), 'belum_dimulai'],
    ['no attempt, exam ended', null, J('10:01'), 'terlewat'],
    [
      'zero dates are no attempt',
      { waktu_mulai: KOSONG, waktu_selesai: KOSONG },
      J('10:01'),
      'terlewat',
    ],
    [
      'started, before its deadline',
      { waktu_mulai: J('08:40'), waktu_selesai: J('09:10') },
      J('09:00'),
      'sedang_berlangsung',
    ],
    [
      'started, no deadline',
      { waktu_mulai: J('08:40'), waktu_selesai: KOSONG },
      J('09:00'),
      'sedang_berlangsung',
    ],
    ['submitted', { waktu_mulai: J('08:40'), waktu_selesai: J('08:55') }, J('09:00'), 'selesai'],
  ] as const)('%s -> %s', (_nama, pengerjaan, kini, status) => {
    expect(statusPengerjaanMahasiswa(ujian, pengerjaan, kini)).toBe(status);
  });
});

describe('teksDurasiUjian', () => {
  it.each([
    [{ gunakan_batas_waktu: true, durasi: 90 }, '90 menit'],
    [{ gunakan_batas_waktu: false, durasi: 90 }, 'Tanpa batas waktu'],
    [{ gunakan_batas_waktu: true, durasi: null }, 'Tanpa batas waktu'],
    [{ gunakan_batas_waktu: true, durasi: 0 }, 'Tanpa batas waktu'],
  ])('%o -> %s', (u, teks) => {
    expect(teksDurasiUjian(u)).toBe(teks);
  });
});

describe('formatTanggalJam and formatRentangWaktu (spec 9 formats)', () => {
  it.each([
    [J('08:15'), 'Asia/Jakarta', '01 Sep 2025, 08:15 WIB'],
    [J('08:15'), 'Asia/Makassar', '01 Sep 2025, 09:15 WITA'],
    [KOSONG, 'Asia/Jakarta', '-'],
    [null, 'Asia/Jakarta', '-'],
  ])('formatTanggalJam(%s, %s) -> %s', (waktu, tz, teks) => {
    expect(formatTanggalJam(waktu, tz)).toBe(teks);
  });

  it.each([
    ['one day', J('08:00'), J('10:00'), 'Asia/Jakarta', '01 Sep 2025, 08:00 - 10:00 WIB'],
    [
      'across days',
      J('08:00'),
      J('10:00', '2025-09-02'),
      'Asia/Jakarta',
      '01 Sep 2025, 08:00 - 02 Sep 2025, 10:00 WIB',
    ],
    ['in WIT', J('08:00'), J('10:00'), 'Asia/Jayapura', '01 Sep 2025, 10:00 - 12:00 WIT'],
    ['no end', J('08:00'), KOSONG, 'Asia/Jakarta', '01 Sep 2025, 08:00 WIB'],
    ['no start', KOSONG, J('10:00'), 'Asia/Jakarta', '-'],
  ])('%s', (_nama, mulai, selesai, tz, teks) => {
    expect(formatRentangWaktu(mulai, selesai, tz)).toBe(teks);
  });
});

describe('the countdown: HH:mm:ss, amber under 5 minutes, red under 1', () => {
  it.each([
    [null, 'normal'],
    [3600, 'normal'],
    [300, 'normal'],
    [299, 'peringatan'],
    [60, 'peringatan'],
    [59, 'bahaya'],
    [0, 'bahaya'],
    [-5, 'bahaya'],
  ] as const)('%s s -> %s', (detik, tingkat) => {
    expect(tingkatSisaWaktu(detik)).toBe(tingkat);
  });

  it.each([
    [0, '00:00:00'],
    [59, '00:00:59'],
    [299, '00:04:59'],
    [3600, '01:00:00'],
    [5025, '01:23:45'],
    [90_000, '25:00:00'],
    [0.2, '00:00:01'],
    [-3, '00:00:00'],
    [Number.NaN, '00:00:00'],
  ])('%s s -> %s', (detik, teks) => {
    expect(formatSisaWaktuUjian(detik)).toBe(teks);
  });
});

describe('jawabanTerisi: what counts as answered', () => {
  it.each([
    ['no answer', null, false],
    ['choice made', { jenis: 'pilihan', pilihan: 0 }, true],
    ['choice cleared', { jenis: 'pilihan', pilihan: null }, false],
    ['true/false made', { jenis: 'benar_salah', jawaban: 'salah' }, true],
    ['true/false empty', { jenis: 'benar_salah', jawaban: null }, false],
    ['essay text', { jenis: 'esay', teks: 'Stack', files: [] }, true],
    ['essay blank text', { jenis: 'esay', teks: '  \n', files: [] }, false],
    ['essay attachment only', { jenis: 'esay', teks: '', files: [{}] }, true],
  ] as const)('%s -> %s', (_nama, isi, terisi) => {
    expect(jawabanTerisi(isi)).toBe(terisi);
  });
});

describe('jumlahBelumDijawab: required questions still without an answer', () => {
  const kelompok = [
    { wajib_dijawab: 3, soal: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] },
    { wajib_dijawab: 2, soal: [{ id: 'd' }, { id: 'e' }, { id: 'f' }, { id: 'g' }] },
  ];
  it.each([
    ['nothing answered', [], 5],
    ['all of the first group', ['a', 'b', 'c'], 2],
    ['two of four in a sebagian group are enough', ['d', 'g'], 3],
    ['more than required counts no lower than 0', ['a', 'b', 'c', 'd', 'e', 'f'], 0],
  ])('%s -> %i', (_nama, terjawab, n) => {
    expect(jumlahBelumDijawab(kelompok, (id) => terjawab.includes(id))).toBe(n);
  });

  it('a requirement above the group size counts only its questions', () => {
    expect(jumlahBelumDijawab([{ wajib_dijawab: 9, soal: [{ id: 'a' }] }], () => false)).toBe(1);
  });
});

describe('teksAturanKelompokSoal', () => {
  it.each([
    ['semua', 4, 4, 'Jawab semua soal'],
    ['random', 2, 2, 'Jawab semua soal'],
    ['sebagian', 2, 4, 'Jawab 2 dari 4 soal'],
    ['sebagian', 4, 4, 'Jawab semua soal'],
  ] as const)('%s %i of %i -> %s', (aturan, wajib, jumlah, teks) => {
    expect(teksAturanKelompokSoal(aturan, wajib, jumlah)).toBe(teks);
  });
});
