import { describe, expect, it } from 'vitest';
import { JENIS_FILE_ESAI } from './berkas';
import { bacaBarisImpor, TEMPLAT_IMPOR_SOAL, urlTemplatImporSoal } from './imporSoal';

describe('import templates', () => {
  it('name a sheet per kind and start with No and Pertanyaan', () => {
    expect(TEMPLAT_IMPOR_SOAL.pilihan.sheet).toBe('Soal Pilihan');
    expect(TEMPLAT_IMPOR_SOAL.benar_salah.sheet).toBe('Soal Benar Salah');
    expect(TEMPLAT_IMPOR_SOAL.esay.sheet).toBe('Soal Esai');
    for (const t of Object.values(TEMPLAT_IMPOR_SOAL)) {
      expect(t.kolom.slice(0, 2).map((k) => k.judul)).toEqual(['No', 'Pertanyaan']);
      expect(t.contoh).toHaveLength(t.kolom.length);
    }
    expect(TEMPLAT_IMPOR_SOAL.pilihan.kolom.map((k) => k.judul)).toEqual([
      'No',
      'Pertanyaan',
      'Pilihan A',
      'Pilihan B',
      'Pilihan C',
      'Pilihan D',
      'Pilihan E',
      'Kunci',
    ]);
    expect(urlTemplatImporSoal('benar_salah')).toBe('/templat/impor-soal-benar_salah.xlsx');
  });

  it('each example row is a valid question of its kind', () => {
    for (const [jenis, t] of Object.entries(TEMPLAT_IMPOR_SOAL)) {
      const sel = Object.fromEntries(t.kolom.map((k, i) => [k.judul, t.contoh[i] ?? '']));
      expect(bacaBarisImpor(jenis as keyof typeof TEMPLAT_IMPOR_SOAL, sel).galat).toEqual([]);
    }
  });
});

describe('bacaBarisImpor', () => {
  const pilihan = (ubah: Record<string, string>) =>
    bacaBarisImpor('pilihan', {
      Pertanyaan: 'Apa?',
      'Pilihan A': 'a',
      'Pilihan B': 'b',
      'Pilihan C': 'c',
      Kunci: 'b',
      ...ubah,
    });

  it('reads a choice question: options up to the last filled one, the key letter as index', () => {
    expect(pilihan({ 'Pilihan D': 'd' }).soal).toEqual({
      jenis: 'pilihan',
      pertanyaan: 'Apa?',
      pilihan: ['a', 'b', 'c', 'd'],
      kunci: 1,
    });
  });

  it.each([
    [{ Pertanyaan: ' ' }, 'Pertanyaan', 'Pertanyaan wajib diisi'],
    [{ 'Pilihan C': '' }, 'Pilihan C', 'minimal 3'],
    [{ 'Pilihan E': 'e' }, 'Pilihan D', 'pilihan sesudahnya terisi'],
    [{ Kunci: '' }, 'Kunci', 'Kunci wajib diisi'],
    [{ Kunci: 'F' }, 'Kunci', 'satu huruf A sampai E'],
    [{ Kunci: '2' }, 'Kunci', 'satu huruf A sampai E'],
    [{ Kunci: 'D' }, 'Kunci', 'Kunci D menunjuk pilihan yang kosong'],
  ])('refuses %j in column %s', (ubah, kolom, pesan) => {
    const hasil = pilihan(ubah);
    expect(hasil.soal).toBeNull();
    expect(hasil.galat).toContainEqual({ kolom, pesan: expect.stringContaining(pesan) });
  });

  it.each([
    ['Benar', 'benar'],
    ['salah', 'salah'],
    ['TRUE', 'benar'],
    ['s', 'salah'],
  ])('reads a true/false key %s', (kunci, harap) => {
    expect(bacaBarisImpor('benar_salah', { Pertanyaan: 'x', Kunci: kunci }).soal).toMatchObject({
      kunci: harap,
    });
  });

  it('refuses a true/false key that is neither', () => {
    expect(bacaBarisImpor('benar_salah', { Pertanyaan: 'x', Kunci: 'ya' }).galat).toEqual([
      { kolom: 'Kunci', pesan: 'Kunci harus Benar atau Salah' },
    ]);
  });

  it("reads essay answer types, 'semua' for every type", () => {
    expect(bacaBarisImpor('esay', { Pertanyaan: 'x', 'Jenis Jawaban': 'PDF, text' }).soal).toEqual({
      jenis: 'esay',
      pertanyaan: 'x',
      jenis_file_diterima: ['text', 'pdf'],
      kunci: '',
    });
    expect(
      bacaBarisImpor('esay', { Pertanyaan: 'x', 'Jenis Jawaban': 'semua' }).soal,
    ).toMatchObject({ jenis_file_diterima: [...JENIS_FILE_ESAI] });
  });

  it.each([
    ['', 'Jenis jawaban wajib diisi'],
    ['text, video', 'Jenis jawaban tidak dikenal: video'],
  ])('refuses essay answer types %j', (nilai, pesan) => {
    const hasil = bacaBarisImpor('esay', { Pertanyaan: 'x', 'Jenis Jawaban': nilai });
    expect(hasil.galat[0]).toEqual({
      kolom: 'Jenis Jawaban',
      pesan: expect.stringContaining(pesan),
    });
  });
});
