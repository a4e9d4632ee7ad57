import { describe, expect, it } from 'vitest';
import {
  adaGambarDataUri,
  bisaTambahSoal,
  type FormSoal,
  formSoalBaru,
  formSoalDari,
  hapusPilihan,
  hurufPilihan,
  MAKS_SOAL_BANK,
  PESAN_SOAL,
  payloadSoal,
  pilihSemuaJenisFileEsai,
  tambahPilihan,
  validasiSoal,
  validasiSoalPilihan,
} from './soal';

describe('choice questions (spec 5)', () => {
  it('letters start at A', () => {
    expect([0, 1, 2, 3].map(hurufPilihan)).toEqual(['A', 'B', 'C', 'D']);
  });

  it.each([
    [['a', 'b', 'c'], { ok: true }],
    [['a', ' ', 'c'], { ok: false, pesan: 'Pilihan jawaban wajib diisi' }],
    [['a', 'b'], { ok: false, pesan: 'Pilihan jawaban wajib diisi' }],
  ])('options %o -> %o', (pilihan, hasil) => {
    expect(validasiSoalPilihan({ pilihan })).toEqual(hasil);
  });

  it('ignores deletion below 3 options', () => {
    const soal = { pilihan: ['a', 'b', 'c'], kunci: 1 };
    expect(hapusPilihan(soal, 0)).toBe(soal);
  });

  it.each([
    [0, ['b', 'c', 'd'], 1],
    [2, ['a', 'b', 'd'], null],
    [3, ['a', 'b', 'c'], 2],
  ])('deleting option %s of a-d with key C leaves %o, key %s', (i, pilihan, kunci) => {
    const hasil = hapusPilihan(
      { pilihan: ['a', 'b', 'c', 'd'], kunci: 2, gambar: [null, 'g', null, null] },
      i,
    );
    expect(hasil.pilihan).toEqual(pilihan);
    expect(hasil.kunci).toBe(kunci);
    expect(hasil.gambar).toHaveLength(3);
  });

  it('ignores an out-of-range index and keeps an empty key', () => {
    const soal = { pilihan: ['a', 'b', 'c', 'd'], kunci: null };
    expect(hapusPilihan(soal, 9)).toBe(soal);
    expect(hapusPilihan(soal, 0).kunci).toBeNull();
  });

  it('adds an empty option (and image slot)', () => {
    expect(tambahPilihan({ pilihan: ['a'], kunci: 0 })).toEqual({ pilihan: ['a', ''], kunci: 0 });
    expect(tambahPilihan({ pilihan: ['a'], kunci: 0, gambar: ['x'] }).gambar).toEqual(['x', null]);
  });

  it('adding is disabled at 100 questions per bank', () => {
    expect(MAKS_SOAL_BANK).toBe(100);
    expect(bisaTambahSoal(99)).toBe(true);
    expect(bisaTambahSoal(100)).toBe(false);
  });

  it('essay answer types select-all toggles', () => {
    const semua = ['text', 'image', 'pdf'];
    expect(pilihSemuaJenisFileEsai(semua, ['text'])).toEqual(semua);
    expect(pilihSemuaJenisFileEsai(semua, semua)).toEqual([]);
  });
});

describe('adaGambarDataUri: pictures kept as base64 text in a question (issue 21)', () => {
  const png = 'data:image/png;base64,iVBORw0KGgo=';
  it.each([
    ['an img tag', `<p>Lihat <img src="${png}" alt="a"></p>`, true],
    ['an img tag, single quotes and spaces', `<img alt='a' src = '${png}'>`, true],
    ['a Markdown image', `Lihat ![diagram](${png})`, true],
    ['URI-encoded HTML (spec 7)', encodeURIComponent(`<img src="${png}">`), true],
    [
      'a stored file link',
      '<img src="/v2/storager/berkas/soal_ujian/7a1c2e4f-0000-4000-8000-000000000001.png">',
      false,
    ],
    [
      'the words "data:" in the text',
      '<p>Perhatikan data: 1, 2, 3. Format data:image/png disebut data URI.</p>',
      false,
    ],
    ['a link to a data URI, not a picture', `<a href="${png}">unduh</a>`, false],
    ['text with a stray percent sign', '<p>Diskon 50% untuk data:</p>', false],
  ])('%s', (_k, teks, ada) => {
    expect(adaGambarDataUri(teks)).toBe(ada);
  });

  it('keeps the editor from saving one, with the message the server also answers', () => {
    const form = { ...formSoalBaru('esay'), pertanyaan: `<p>Soal</p><p><img src="${png}"></p>` };
    expect(validasiSoal(form).pertanyaan).toBe(PESAN_SOAL.gambarTertanam);
  });
});

describe('the question form (spec 5 Question)', () => {
  const pilihan: FormSoal = {
    ...formSoalBaru('pilihan'),
    pertanyaan: '<p>Apa itu SQL?</p>',
    pilihan: { pilihan: ['a', 'b', 'c'], kunci: 1, gambar: [] },
  };
  it.each([
    ['a complete choice question', pilihan, {}],
    [
      'an empty option',
      { ...pilihan, pilihan: { ...pilihan.pilihan, pilihan: ['a', ' ', 'c'] } },
      { pilihan: 'Pilihan jawaban wajib diisi' },
    ],
    [
      'no key',
      { ...pilihan, pilihan: { ...pilihan.pilihan, kunci: null } },
      { kunci: 'Kunci jawaban wajib dipilih' },
    ],
    [
      'an empty text',
      { ...pilihan, pertanyaan: '<p>&nbsp;</p>' },
      { pertanyaan: 'Pertanyaan wajib diisi' },
    ],
    [
      'an image is a text',
      {
        ...pilihan,
        pertanyaan:
          '<p><img src="/v2/storager/berkas/soal_ujian/7a1c2e4f-0000-4000-8000-000000000001.png"></p>',
      },
      {},
    ],
    [
      'true/false without the key',
      { ...formSoalBaru('benar_salah'), pertanyaan: 'x' },
      { kunci: 'Kunci jawaban wajib dipilih' },
    ],
    [
      'essay without answer types',
      { ...formSoalBaru('esay'), pertanyaan: 'x', jenis_file_diterima: [] },
      { jenis_file_diterima: 'Jenis jawaban wajib dipilih' },
    ],
  ])('%s', (_nama, form, galat) => {
    expect(validasiSoal(form)).toEqual(galat);
  });

  it('new questions: three empty options, every essay answer type', () => {
    expect(formSoalBaru('pilihan').pilihan.pilihan).toEqual(['', '', '']);
    expect(formSoalBaru('esay').jenis_file_diterima).toEqual([
      'text',
      'image',
      'pdf',
      'docs',
      'compressed',
    ]);
  });

  it('reads a stored question and builds the body of its kind', () => {
    const esai = formSoalDari({
      jenis: 'esay',
      pertanyaan: '<p>Jelaskan</p>',
      pilihan: null,
      benar_salah: null,
      esay: { jenis_file_diterima: ['pdf', 'text'], kunci: null },
    });
    expect(payloadSoal(esai, { soal_files: ['f'] })).toEqual({
      jenis: 'esay',
      pertanyaan: '<p>Jelaskan</p>',
      soal_files: ['f'],
      esay: { jenis_file_diterima: ['text', 'pdf'], kunci: '', kunci_files: [] },
    });
    expect(
      payloadSoal({ ...pilihan, pilihan: { ...pilihan.pilihan, pilihan: [' a ', 'b', 'c'] } }),
    ).toMatchObject({ jenis: 'pilihan', pilihan: { pilihan: ['a', 'b', 'c'], kunci: 1 } });
    expect(
      payloadSoal({ ...formSoalBaru('benar_salah'), pertanyaan: 'x', kunci_benar_salah: 'salah' }),
    ).toMatchObject({
      benar_salah: { pilihan: { benar: 'Benar', salah: 'Salah' }, kunci: 'salah' },
    });
  });
});
