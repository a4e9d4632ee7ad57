import { describe, expect, it } from 'vitest';
import { bolehUnggahKeFolder, HAK_AKSES_KOSONG, type HakAkses } from './akses';
import { indexBanner, JUMLAH_BANNER_DEFAULT } from './berkas';
import {
  bolehSimpanUnggahan,
  EKSTENSI_FOLDER_UNGGAH,
  FOLDER_UNGGAH,
  FORMAT_BERBASIS_ZIP,
  ISI_EKSTENSI,
  isFolderUnggah,
  isiSesuaiEkstensi,
  namaBerkasBapZip,
  periksaBanner,
  periksaBerkas,
  pesanGagalBanner,
  pesanTipeDitolak,
  pesanUkuranMelebihi,
  pesanUnggahGagal,
  tandaTanganValid,
  teksPetunjukUnggah,
  unggahanSelesai,
} from './unggah';

const hak = (ubah: Partial<HakAkses>): HakAkses => ({ ...HAK_AKSES_KOSONG, ...ubah });
const kelasTulis = hak({ kelas_kuliah: 'write' });
const kelasBaca = hak({ kelas_kuliah: 'read', bank_soal: 'read' });
const bankTulis = hak({ bank_soal: 'write' });

describe('who may upload into which folder', () => {
  it.each([
    // folder, mahasiswa, dosen, operator kelas write, operator read only, operator bank write
    ['materi', false, true, true, false, false],
    ['lampiran_tugas', false, true, true, false, false],
    ['soal_ujian', false, true, true, false, false],
    ['kunci_ujian', false, true, true, false, false],
    ['silabus', false, true, true, false, false],
    ['soal_bank_soal', false, true, false, false, true],
    ['kunci_bank_soal', false, true, false, false, true],
    ['pengumpulan_tugas', true, false, false, false, false],
    ['jawaban_ujian', true, false, false, false, false],
    ['gambar', true, true, true, true, true],
  ] as const)(
    '%s: mahasiswa %s, dosen %s, operator %s/%s/%s',
    (folder, mhs, dsn, opKelas, opBaca, opBank) => {
      expect(bolehUnggahKeFolder(folder, 'mahasiswa', null)).toBe(mhs);
      expect(bolehUnggahKeFolder(folder, 'dosen', null)).toBe(dsn);
      expect(bolehUnggahKeFolder(folder, 'operator', kelasTulis)).toBe(opKelas);
      expect(bolehUnggahKeFolder(folder, 'operator', kelasBaca)).toBe(opBaca);
      expect(bolehUnggahKeFolder(folder, 'operator', bankTulis)).toBe(opBank);
    },
  );

  it('knows the folders and gives each an accept list', () => {
    expect(isFolderUnggah('materi')).toBe(true);
    expect(isFolderUnggah('rahasia')).toBe(false);
    expect(isFolderUnggah('')).toBe(false);
    expect(isFolderUnggah(undefined)).toBe(false);
    for (const folder of FOLDER_UNGGAH)
      expect(EKSTENSI_FOLDER_UNGGAH[folder].length).toBeGreaterThan(0);
    expect(EKSTENSI_FOLDER_UNGGAH.silabus).toEqual(['.pdf', '.doc', '.docx']);
    expect(EKSTENSI_FOLDER_UNGGAH.jawaban_ujian).toContain('.pdf');
  });
});

describe('content must match the extension', () => {
  it.each([
    ['.pdf', 'pdf', true],
    ['.PDF', 'pdf', true],
    ['.docx', 'docx', true],
    ['.docx', 'zip', true],
    ['.doc', 'cfb', true],
    ['.xls', 'cfb', true],
    ['.png', 'png', true],
    ['.jpg', 'jpg', true],
    ['.jpeg', 'jpg', true],
    ['.webm', 'webm', true],
    ['.mp4', 'mp4', true],
    ['.mp3', 'mp3', true],
    ['.zip', 'zip', true],
    ['.zip', 'docx', true],
    // An archive is never opened: any zip container passes as a .zip.
    ['.zip', 'jar', true],
    ['.zip', 'apk', true],
    ['.zip', 'odg', true],
    ['.zip', 'xlsm', true],
    ['.rar', 'rar', true],
    // Word's own formats under .doc: the 97-2003 container, and RTF.
    ['.doc', 'rtf', true],
    ['.xls', 'rtf', false],
    ['.docx', 'rtf', false],
    // A macro document is not the plain format its name claims.
    ['.docx', 'docm', false],
    ['.xlsx', 'xlsm', false],
    ['.zip', 'rar', false],
    ['.rar', 'zip', false],
    // An executable, a script or a page under a borrowed name.
    ['.pdf', 'exe', false],
    ['.pdf', 'elf', false],
    ['.pdf', undefined, false],
    ['.pdf', null, false],
    ['.png', undefined, false],
    ['.png', 'jpg', false],
    ['.jpg', 'png', false],
    ['.docx', 'pdf', false],
    ['.zip', 'exe', false],
    ['.mp4', 'zip', false],
    ['.exe', 'exe', false],
    ['.html', undefined, false],
    ['', 'pdf', false],
  ])('%s holding %s passes: %s', (ext, isi, lolos) => {
    expect(isiSesuaiEkstensi(ext, isi)).toBe(lolos);
  });

  it('takes as a .zip only formats that are zip containers', () => {
    for (const format of FORMAT_BERBASIS_ZIP) expect(isiSesuaiEkstensi('.zip', format)).toBe(true);
    for (const format of ['pdf', 'cfb', 'rar', 'exe', 'elf', 'gz', '7z'])
      expect(isiSesuaiEkstensi('.zip', format), format).toBe(false);
  });

  it('covers every extension an upload folder accepts', () => {
    const semua = new Set(Object.values(EKSTENSI_FOLDER_UNGGAH).flat());
    for (const ext of semua) expect(ISI_EKSTENSI[ext], ext).toBeDefined();
  });
});

describe('upload messages in each variant (spec 5)', () => {
  it.each([
    ['dialog', 'Ukuran file melebihi batas maksimal'],
    ['inline', 'Ukuran file tidak boleh lebih dari 10.24MB.'],
    ['uploader', 'Maximum file size is 10.24 MB'],
    ['form', 'Ukuran maksimal 10.24 MB'],
  ] as const)('size over the default limit, %s: %s', (varian, pesan) => {
    expect(pesanUkuranMelebihi(varian)).toBe(pesan);
    expect(periksaBerkas({ name: 'a.pdf', size: 10_240_001 }, {}, varian)).toEqual({
      ok: false,
      pesan,
    });
  });

  it('accepts exactly the limit', () => {
    expect(periksaBerkas({ name: 'a.pdf', size: 10_240_000 })).toEqual({ ok: true });
  });

  it.each([
    ['uploader', 'File type .exe is not allowed'],
    ['form', 'File type exe is not allowed'],
    ['dialog', 'Jenis file yang didukung adalah .pdf, .docx, dengan maksimal ukuran sebesar 5 MB'],
  ] as const)('wrong type, %s: %s', (varian, pesan) => {
    expect(
      periksaBerkas(
        { name: 'virus.exe', size: 1 },
        { accept: ['.pdf', '.docx'], maksByte: 5e6 },
        varian,
      ),
    ).toEqual({ ok: false, pesan });
  });

  it('checks the type before the size', () => {
    expect(
      periksaBerkas({ name: 'x.exe', size: 9e9 }, { accept: ['.pdf'] }, 'uploader'),
    ).toMatchObject({ pesan: 'File type .exe is not allowed' });
    expect(pesanTipeDitolak('uploader', '.exe')).toBe('File type .exe is not allowed');
  });

  it('dialog texts with and without accepted types', () => {
    expect(teksPetunjukUnggah(['.png', '.jpg'], 2_000_000)).toBe(
      'Jenis file yang didukung adalah .png, .jpg, dengan maksimal ukuran sebesar 2 MB',
    );
    expect(teksPetunjukUnggah(null)).toBe('Maksimal ukuran file adalah 10.24 MB');
  });

  it("per-file failure 'Unggah gagal: {message}' (spec 8)", () => {
    expect(pesanUnggahGagal('Network Error')).toBe('Unggah gagal: Network Error');
  });

  it.each([
    [true, true, false, true],
    [false, true, false, false],
    [true, false, false, false],
    [true, true, true, false],
  ])('save allowed with file %s, valid %s, running %s: %s', (ada, valid, jalan, boleh) => {
    expect(bolehSimpanUnggahan({ adaBerkas: ada, berkasValid: valid, sedangUnggah: jalan })).toBe(
      boleh,
    );
  });

  it.each([
    [['success', 'danger'], true],
    [['success', 'info'], false],
    [[], false],
  ] as const)('multi-file upload %o finished: %s', (status, selesai) => {
    expect(unggahanSelesai(status)).toBe(selesai);
  });
});

describe('banners (spec 5, 9)', () => {
  it.each([
    [0, 0],
    [6, 6],
    [7, 0],
    [15, 1],
    [-1, 6],
    [-8, 6],
    [3.7, 3],
    [null, 0],
    [Number.NaN, 0],
  ])('indexBanner(%s) = %s (modulo 7, non-negative)', (idx, hasil) => {
    expect(indexBanner(idx)).toBe(hasil);
    expect(JUMLAH_BANNER_DEFAULT).toBe(7);
  });

  it('accepts .png/.jpg/.jpeg up to the settings size', () => {
    expect(periksaBanner({ name: 'b.jpeg', size: 2e6 }, 2)).toEqual({ ok: true });
    expect(periksaBanner({ name: 'b.gif', size: 1 }, 2, 'form')).toEqual({
      ok: false,
      pesan: 'File type gif is not allowed',
    });
    expect(periksaBanner({ name: 'b.png', size: 2_000_001 }, 2)).toEqual({
      ok: false,
      pesan: 'Ukuran file tidak boleh lebih dari 2MB.',
    });
    expect(periksaBanner({ name: 'b.png', size: 10_240_001 }, null)).toMatchObject({ ok: false });
  });

  it("failure toast '{error message}! {server status message}' (spec 8)", () => {
    expect(pesanGagalBanner('Request failed', 'File terlalu besar')).toBe(
      'Request failed! File terlalu besar',
    );
    expect(pesanGagalBanner('Request failed')).toBe('Request failed!');
  });
});

describe('BAP files (spec 5, 7)', () => {
  it.each([
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['data:image/jpg;base64,/9j/4AAQ', true],
    ['data:image/svg;base64,PHN2Zz4=', true],
    ['data:image/svg+xml;base64,PHN2Zz4=', true],
    ['data:image/jpeg;base64,/9j/4AAQ', false],
    ['data:image/gif;base64,R0lGOD', false],
    ['data:image/png,rawdata', false],
    ['https://x.id/ttd.png', false],
    [null, false],
  ])('signature %s valid: %s', (url, valid) => {
    expect(tandaTanganValid(url)).toBe(valid);
  });

  it("default archive name 'BAP - {period}.zip'", () => {
    expect(namaBerkasBapZip(20251)).toBe('BAP - 20251.zip');
  });
});
