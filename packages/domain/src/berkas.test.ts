import { describe, expect, it } from 'vitest';
import {
  BATAS_BADAN_JSON_BYTE,
  BATAS_UNGGAH_DEFAULT_BYTE,
  BATAS_UNGGAH_DEFAULT_KB,
  badanJsonTerlaluBesar,
  batasUnggahMateriByte,
  EKSTENSI_KUNCI_SOAL,
  EKSTENSI_LAMPIRAN_SOAL,
  EKSTENSI_TIPE_FILE,
  ekstensiBerkas,
  ekstensiJawabanEsai,
  elipsisNamaBerkas,
  formatUkuranBerkas,
  GRUP_EKSTENSI,
  grupEkstensi,
  JEDA_MUAT_ULANG_PENAMPIL_MS,
  jenisBatasUnggahMateri,
  kbKeByte,
  mbKeByte,
  PENAMPIL_DOKUMEN_DEFAULT,
  singkatNamaBerkas,
  TIPE_FILE,
  tampilLangsung,
  urlPenampilDokumen,
} from './berkas';
import { ekstensiDiterima } from './unggah';

describe('file sizes: B/KB/MB/GB in steps of 1000, 2 decimals (spec 9)', () => {
  it.each([
    [1_500_000, '1.50 MB'],
    [0, '0 B'],
    [999, '999.00 B'],
    [1000, '1.00 KB'],
    [10_240_000, '10.24 MB'],
    [2_500_000_000, '2.50 GB'],
    [3_000_000_000_000, '3000.00 GB'],
    [-1, '-'],
    [null, '-'],
  ])('formatUkuranBerkas(%s) = %s', (bytes, teks) => {
    expect(formatUkuranBerkas(bytes)).toBe(teks);
  });

  it('MB = 1,000,000 bytes; default limit 10240 KB', () => {
    expect(mbKeByte(1)).toBe(1_000_000);
    expect(kbKeByte(1)).toBe(1000);
    expect(BATAS_UNGGAH_DEFAULT_KB).toBe(10240);
    expect(BATAS_UNGGAH_DEFAULT_BYTE).toBe(10_240_000);
  });
});

describe('file names (spec 5, 9)', () => {
  it('shortens a name over 25 characters to the first 12 + last 8', () => {
    const nama = 'abcdefghijklmnopqrstuvwxyz';
    expect(nama).toHaveLength(26);
    expect(singkatNamaBerkas(nama)).toBe('abcdefghijkl...stuvwxyz');
    expect(singkatNamaBerkas('laporan-praktikum-akhir-2025.pdf')).toBe('laporan-prak...2025.pdf');
  });

  it('keeps a name of exactly 25 characters', () => {
    const nama = 'abcdefghijklmnopqrstuvwxy';
    expect(singkatNamaBerkas(nama)).toBe(nama);
  });

  it.each([
    ['pendek.pdf', 15, 'pendek.pdf'],
    ['123456789012345.pdf', 15, '123456789012345.pdf'],
    ['1234567890123456.pdf', 15, '123456789012345....pdf'],
    ['materi-pertemuan-ketiga.docx', 20, 'materi-pertemuan-ket....docx'],
    ['tanpa_ekstensi_yang_panjang', 15, 'tanpa_ekstensi_...'],
  ])('ellipsis before the extension: %s (limit %s) -> %s', (nama, batas, hasil) => {
    expect(elipsisNamaBerkas(nama, batas)).toBe(hasil);
  });

  it('uses 15 by default', () => {
    expect(elipsisNamaBerkas('1234567890123456.pdf')).toBe('123456789012345....pdf');
  });

  it.each([
    ['Tugas.PDF', '.pdf'],
    ['arsip.tar.gz', '.gz'],
    ['https://x.id/a/b/file.docx?token=1#x', '.docx'],
    ['README', ''],
    ['https://x.id/a.b/file', ''],
    ['.env', '.env'],
    [null, ''],
  ])('ekstensiBerkas(%s) = %s', (nama, ext) => {
    expect(ekstensiBerkas(nama)).toBe(ext);
  });
});

describe('extension groups (spec 3)', () => {
  it('matches the spec lists', () => {
    expect(GRUP_EKSTENSI).toEqual({
      IMAGE: ['.jpg', '.jpeg', '.png'],
      PDF: ['.pdf'],
      DOC: ['.doc', '.docx'],
      EXCEL: ['.xls', '.xlsx'],
      PPT: ['.ppt', '.pptx'],
      ZIP: ['.zip', '.rar'],
      AUDIO: ['.mp3', '.wav'],
      VIDEO: ['.mp4', '.webm', '.ogg'],
    });
  });

  it.each([
    ['foto.JPEG', 'IMAGE'],
    ['modul.pdf', 'PDF'],
    ['surat.docx', 'DOC'],
    ['nilai.xls', 'EXCEL'],
    ['slide.pptx', 'PPT'],
    ['kode.rar', 'ZIP'],
    ['rekaman.wav', 'AUDIO'],
    ['kuliah.ogg', 'VIDEO'],
    ['skrip.exe', null],
  ])('grupEkstensi(%s) = %s', (nama, grup) => {
    expect(grupEkstensi(nama)).toBe(grup);
  });
});

describe('accepted types (spec 5)', () => {
  it('per material type, copied from the spec', () => {
    expect(TIPE_FILE).toEqual(['ebook', 'video', 'audio', 'archive', 'url']);
    expect(EKSTENSI_TIPE_FILE.ebook).toEqual([
      '.pdf',
      '.doc',
      '.docx',
      '.xlx',
      '.xlsx',
      '.ppt',
      '.pptx',
    ]);
    expect(EKSTENSI_TIPE_FILE.video).toEqual(['.mp4', '.ogg', '.mpeg', '.webm']);
    expect(EKSTENSI_TIPE_FILE.audio).toEqual(['.mp3', '.wav', '.ogg', '.acc', '.opus', '.webm']);
    expect(EKSTENSI_TIPE_FILE.archive).toEqual(['.zip', '.rar']);
    expect(EKSTENSI_TIPE_FILE.url).toEqual([]);
  });

  it("reads the archive limit from the 'arsip' key (spec 3), in MB", () => {
    expect(jenisBatasUnggahMateri('archive')).toBe('arsip');
    expect(jenisBatasUnggahMateri('video')).toBe('video');
    expect(batasUnggahMateriByte({ arsip: 50 }, 'archive')).toBe(50_000_000);
    expect(batasUnggahMateriByte({ archive: 50 }, 'archive')).toBe(10_240_000);
    expect(batasUnggahMateriByte(undefined, 'ebook')).toBe(10_240_000);
  });

  it('question attachments, and answer keys without audio and video', () => {
    expect(EKSTENSI_LAMPIRAN_SOAL).toHaveLength(16);
    expect(EKSTENSI_LAMPIRAN_SOAL).toContain('.mp4');
    expect(EKSTENSI_KUNCI_SOAL).toEqual([
      '.pdf',
      '.doc',
      '.docx',
      '.xls',
      '.xlsx',
      '.ppt',
      '.pptx',
      '.zip',
      '.rar',
      '.png',
      '.jpg',
      '.jpeg',
    ]);
  });

  it('essay answer attachments follow the accepted answer types', () => {
    expect(ekstensiJawabanEsai(['text'])).toEqual([]);
    expect(ekstensiJawabanEsai(['image', 'compressed'])).toEqual([
      '.jpg',
      '.jpeg',
      '.png',
      '.zip',
      '.rar',
    ]);
  });

  it('matches extensions with or without the dot, ignoring case', () => {
    expect(ekstensiDiterima('A.PNG', ['png'])).toBe(true);
    expect(ekstensiDiterima('a.png', ['.jpg'])).toBe(false);
  });
});

describe('document viewer address (spec 2, 7, 9)', () => {
  it.each([
    [
      'https://files.kampus.example/a b.pdf?x=1&y=2',
      undefined,
      'https://docs.google.com/gview?embedded=true&url=https%3A%2F%2Ffiles.kampus.example%2Fa%20b.pdf%3Fx%3D1%26y%3D2',
    ],
    [
      '/berkas/modul.pdf',
      'https://viewer.example/?src={url}',
      'https://viewer.example/?src=%2Fberkas%2Fmodul.pdf',
    ],
    ['/a.pdf', 'about:blank', 'about:blank'],
  ])('%s in %s', (url, template, hasil) => {
    expect(urlPenampilDokumen(url, template)).toBe(hasil);
  });

  it.each([
    ['/storage/materi/modul.pdf', true],
    ['https://files.kampus.example/Modul%20A.PDF?x=1', true],
    ['foto.jpeg', true],
    ['slide.pptx', false],
    ['laporan.docx', false],
    ['', false],
    [null, false],
  ])('tampilLangsung(%j) is %s', (nama, hasil) => {
    expect(tampilLangsung(nama)).toBe(hasil);
  });

  it('reloads every 2 s', () => {
    expect(JEDA_MUAT_ULANG_PENAMPIL_MS).toBe(2000);
    expect(PENAMPIL_DOKUMEN_DEFAULT).toContain('{url}');
  });
});

describe('badanJsonTerlaluBesar: the JSON body limit, in UTF-8 bytes as sent', () => {
  const L = BATAS_BADAN_JSON_BYTE;
  it.each([
    ['empty', '', false],
    ['exactly the limit in ASCII', 'a'.repeat(L), false],
    ['one byte over in ASCII', 'a'.repeat(L + 1), true],
    [
      'two-byte characters under the limit in characters, over it in bytes',
      'é'.repeat(L / 2 + 1),
      true,
    ],
    ['two-byte characters exactly at the limit', 'é'.repeat(L / 2), false],
    ['emoji (4 bytes, 2 units) over the limit', '😀'.repeat(L / 4 + 1), true],
  ])('%s', (_, json, besar) => {
    expect(badanJsonTerlaluBesar(json)).toBe(besar);
  });
});
