import { describe, expect, it } from 'vitest';
import { type FieldSimpanMateri, formMateri } from './materi';

const dasar: FieldSimpanMateri = {
  id_pertemuan: '6c1f0a52-7a55-4c4f-9d0e-3f5e7d0c9a11',
  judul: 'Modul Rekursi',
  deskripsi: '<p>Baca bab 3 & 4</p>',
  tipe_file: 'ebook',
  jenis_materi: 'modul',
  tampil_sekarang: true,
  waktu_mulai_tampil: null,
  is_syarat_hadir: true,
  deadline: '2026-12-01T23:59:00+07:00',
};
const pdf = new File(['%PDF-1.4'], 'rekursi.pdf', { type: 'application/pdf' });

describe('formMateri: the multipart save body of spec 7', () => {
  it.each([
    {
      kasus: 'an e-book with a requirement sends the deadline and the file last',
      field: dasar,
      berkas: pdf as File | null,
      harap: {
        is_syarat_hadir: 'true',
        deadline: '2026-12-01T23:59:00+07:00',
        tampil_sekarang: 'true',
        file: 'rekursi.pdf',
      },
      tanpa: ['waktu_mulai_tampil', 'file_url'],
    },
    {
      kasus: 'an offline meeting sends is_syarat_hadir as null and no deadline',
      field: { ...dasar, is_syarat_hadir: null, deadline: null },
      berkas: pdf,
      harap: { is_syarat_hadir: 'null' },
      tanpa: ['deadline'],
    },
    {
      kasus: 'show-later sends the display start',
      field: { ...dasar, tampil_sekarang: false, waktu_mulai_tampil: '2026-12-01T08:00:00+07:00' },
      berkas: null,
      harap: { tampil_sekarang: 'false', waktu_mulai_tampil: '2026-12-01T08:00:00+07:00' },
      tanpa: ['file'],
    },
    {
      kasus: 'a url material sends the link and never a file',
      field: { ...dasar, tipe_file: 'url', file_url: 'https://contoh.ac.id/rekursi' },
      berkas: pdf,
      harap: { file_url: 'https://contoh.ac.id/rekursi' },
      tanpa: ['file'],
    },
  ])('$kasus', ({ field, berkas, harap, tanpa }) => {
    const form = formMateri(field, berkas);
    for (const [nama, nilai] of Object.entries(harap)) {
      const isi = form.get(nama);
      expect(isi instanceof File ? isi.name : isi).toBe(nilai);
    }
    for (const nama of tanpa) expect(form.has(nama)).toBe(false);
    if (form.has('file')) expect([...form.keys()].at(-1)).toBe('file');
  });

  it('URI-encodes the description HTML', () => {
    const form = formMateri(dasar, null);
    expect(form.get('deskripsi')).toBe('%3Cp%3EBaca%20bab%203%20%26%204%3C%2Fp%3E');
    expect(decodeURIComponent(String(form.get('deskripsi')))).toBe(dasar.deskripsi);
  });
});
