import { describe, expect, it } from 'vitest';
import { bolehUnggahKeFolder, HAK_AKSES_KOSONG, type HakAkses } from './akses';
import {
  EKSTENSI_FOLDER_UNGGAH,
  FOLDER_UNGGAH,
  FORMAT_BERBASIS_ZIP,
  ISI_EKSTENSI,
  isFolderUnggah,
  isiSesuaiEkstensi,
} from './berkas';

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
