import { describe, expect, it } from 'vitest';
import { HAK_AKSES_KOSONG, type HakAkses } from './akses';
import { bolehLihatDataMahasiswa, bolehLihatPenandatanganProdi } from './aksesData';

const hak = (ubah: Partial<HakAkses>): HakAkses => ({ ...HAK_AKSES_KOSONG, ...ubah });

describe("a programme's BAP signatory", () => {
  it.each([
    ['a lecturer of the programme', 'dosen', null, true, true],
    ['a lecturer of another programme', 'dosen', null, false, false],
    ['an operator with read on laporan', 'operator', hak({ laporan: 'read' }), false, true],
    ['an operator with write on laporan', 'operator', hak({ laporan: 'write' }), false, true],
    ['an operator without laporan', 'operator', hak({ kelas_kuliah: 'write' }), false, false],
    ['an operator without a permission map', 'operator', null, false, false],
    ['a student', 'mahasiswa', null, true, false],
  ] as const)('%s may read it: %s', (_k, role, h, dosenProdi, boleh) => {
    expect(bolehLihatPenandatanganProdi({ role, hak: h, dosenProdi })).toBe(boleh);
  });
});

describe("a student's semesters", () => {
  it.each([
    ['the student', 'mahasiswa', null, true, false, true],
    ['another student', 'mahasiswa', null, false, false, false],
    ['a lecturer who teaches them', 'dosen', null, false, true, true],
    ['any other lecturer', 'dosen', null, false, false, false],
    [
      'an operator with read on kelas_kuliah',
      'operator',
      hak({ kelas_kuliah: 'read' }),
      false,
      false,
      true,
    ],
    ['an operator without it', 'operator', hak({ laporan: 'write' }), false, false, false],
    ['an operator without a permission map', 'operator', undefined, false, false, false],
  ] as const)('%s may read them: %s', (_k, role, h, diriSendiri, dosenTerkait, boleh) => {
    expect(bolehLihatDataMahasiswa({ role, hak: h, diriSendiri, dosenTerkait })).toBe(boleh);
  });
});
