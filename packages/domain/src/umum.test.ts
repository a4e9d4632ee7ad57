import { describe, expect, it } from 'vitest';
import {
  emailValid,
  nikValid,
  PESAN_WAJIB_PICKER,
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
});
