import { describe, expect, it } from 'vitest';
import {
  emailValid,
  nikValid,
  PESAN_WAJIB_PICKER,
  sapaan,
  tanggalLahirMaksimal,
  teleponValid,
  USIA_MINIMAL_MAHASISWA,
  USIA_MINIMAL_ORANG_TUA,
} from './umum';

describe('general rules (spec 5)', () => {
  it.each([
    ['0812345678', true],
    ['081234567', false],
    ['6281234567890', false],
    ['0812//45678', false],
    [null, false],
  ])('phone %s valid: %s', (t, valid) => {
    expect(teleponValid(t)).toBe(valid);
  });

  it.each([
    ['budi@kampus.ac.id', true],
    ['budi@kampus', false],
    ['budi kampus@x.id', false],
    ['', false],
  ])('email %s valid: %s', (e, valid) => {
    expect(emailValid(e)).toBe(valid);
  });

  it.each([
    ['3201234567890001', true],
    ['320123456789000', false],
    [undefined, false],
  ])('NIK %s valid: %s', (n, valid) => {
    expect(nikValid(n)).toBe(valid);
  });

  it('maximum birth date from minimum ages 15 and 30', () => {
    expect(tanggalLahirMaksimal('2025-09-01T20:00:00Z', USIA_MINIMAL_MAHASISWA)).toBe('2010-09-02');
    expect(tanggalLahirMaksimal('2024-02-29T05:00:00Z', USIA_MINIMAL_ORANG_TUA)).toBe('1994-02-28');
    expect(tanggalLahirMaksimal('x', 15)).toBeNull();
  });

  it("pickers say 'Harap isi bidang ini'", () => {
    expect(PESAN_WAJIB_PICKER).toBe('Harap isi bidang ini');
  });

  it.each([
    ['2025-09-01T20:30:00Z', 'Asia/Jakarta', 'Selamat pagi, Ayu Pratama'], // 03:30 WIB
    ['2025-09-01T03:59:00Z', 'Asia/Jakarta', 'Selamat pagi, Ayu Pratama'], // 10:59 WIB
    ['2025-09-01T04:00:00Z', 'Asia/Jakarta', 'Selamat siang, Ayu Pratama'], // 11:00 WIB
    ['2025-09-01T08:00:00Z', 'Asia/Jakarta', 'Selamat sore, Ayu Pratama'], // 15:00 WIB
    ['2025-09-01T09:00:00Z', 'Asia/Jayapura', 'Selamat malam, Ayu Pratama'], // 18:00 WIT, 16:00 WIB
    ['2025-09-01T11:00:00Z', 'Asia/Jakarta', 'Selamat malam, Ayu Pratama'], // 18:00 WIB
    ['2025-09-01T19:59:00Z', 'Asia/Jakarta', 'Selamat malam, Ayu Pratama'], // 02:59 WIB
    [null, 'Asia/Jakarta', 'Halo, Ayu Pratama'],
  ])('greets at %s in %s: %s', (waktu, tz, expected) => {
    expect(sapaan('Ayu Pratama', waktu, tz)).toBe(expected);
  });
});
