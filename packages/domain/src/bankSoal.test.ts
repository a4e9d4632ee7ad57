import { describe, expect, it } from 'vitest';
import {
  hasilImpor,
  judulSalinanBankSoal,
  namaBerkasBankSoal,
  validasiBankSoal,
  validasiImporSoal,
  validasiSalinSoal,
  validasiUnduhBankSoal,
} from './bankSoal';

describe('question bank modal, copy, import, download (spec 5)', () => {
  const valid = { judul: 'Bank 1', deskripsi: 'Soal dasar', dosen: 'd1', mata_kuliah: 'mk1' };

  it('passes a valid bank', () => {
    expect(validasiBankSoal(valid, { adaOpsiDosen: true })).toEqual({});
  });

  it.each([
    [{ judul: '' }, 'judul', 'Judul wajib diisi!'],
    [{ judul: 'x'.repeat(101) }, 'judul', 'Judul tidak boleh lebih dari 100 karakter'],
    [{ deskripsi: '' }, 'deskripsi', 'Deskripsi wajib diisi!'],
    [{ deskripsi: 'x'.repeat(301) }, 'deskripsi', 'Deskripsi tidak boleh lebih dari 300 karakter'],
    [{ dosen: null }, 'dosen', 'Dosen wajib diisi!'],
    [{ mata_kuliah: null }, 'mata_kuliah', 'Mata kuliah wajib diisi!'],
  ])('%o -> %s: %s', (ubah, field, pesan) => {
    expect(validasiBankSoal({ ...valid, ...ubah }, { adaOpsiDosen: true })).toEqual({
      [field]: pesan,
    });
  });

  it('accepts the limits exactly and needs no lecturer without options', () => {
    expect(
      validasiBankSoal(
        { ...valid, judul: 'x'.repeat(100), deskripsi: 'y'.repeat(300), dosen: null },
        { adaOpsiDosen: false },
      ),
    ).toEqual({});
  });

  it("copy: 'Tidak ada soal yang dipilih'", () => {
    expect(validasiSalinSoal([])).toEqual({ ok: false, pesan: 'Tidak ada soal yang dipilih' });
    expect(validasiSalinSoal(['s1'])).toEqual({ ok: true });
  });

  it.each([
    [{ berkas: null, jenis: null }, 'File belum dipilih'],
    [{ berkas: { name: 'a.xlsx' }, jenis: '' }, 'Jenis soal wajib dipilih'],
    [{ berkas: { name: 'a.csv' }, jenis: 'pilihan' }, 'File harus berformat .xls atau .xlsx'],
  ])('import %o -> %s', (form, pesan) => {
    expect(validasiImporSoal(form)).toEqual({ ok: false, pesan });
  });

  it('import accepts .xls and .xlsx', () => {
    expect(validasiImporSoal({ berkas: { name: 'a.XLS' }, jenis: 'esay' })).toEqual({ ok: true });
  });

  it("download with no questions: 'Belum ada soal'", () => {
    expect(validasiUnduhBankSoal(0)).toEqual({ ok: false, pesan: 'Belum ada soal' });
    expect(validasiUnduhBankSoal(3)).toEqual({ ok: true });
    expect(namaBerkasBankSoal('Algoritma')).toBe('Bank Soal - Algoritma.pdf');
  });

  it("a duplicate is '{judul} (Salinan)', never longer than 100", () => {
    expect(judulSalinanBankSoal('Bank Algoritma')).toBe('Bank Algoritma (Salinan)');
    const panjang = judulSalinanBankSoal('x'.repeat(100));
    expect(panjang).toHaveLength(100);
    expect(panjang.endsWith('x (Salinan)')).toBe(true);
  });

  it('import result: success or failure with the server message', () => {
    expect(hasilImpor({ code: 200, message: '10 soal' })).toEqual({
      tahap: 'berhasil',
      pesan: '10 soal',
    });
    expect(hasilImpor({ code: '422', message: 'Format salah' })).toEqual({
      tahap: 'gagal',
      pesan: 'Format salah',
    });
  });
});
