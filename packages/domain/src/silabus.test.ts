import { describe, expect, it } from 'vitest';
import type { Role } from './akses';
import {
  bolehUbahRps,
  EKSTENSI_SILABUS,
  PESAN_URL_TIDAK_DAPAT_DIUNDUH,
  silabusBerupaTautan,
} from './silabus';

describe('URL-type syllabus items (spec 2)', () => {
  it('keeps the message and the document extensions', () => {
    expect(PESAN_URL_TIDAK_DAPAT_DIUNDUH).toBe('URL tidak dapat didownload!');
    expect(EKSTENSI_SILABUS).toEqual(['.pdf', '.doc', '.docx']);
  });

  it.each([
    ['a link without extension', 'RPS Algoritma', 'https://undi.example.ac.id/rps/IF101', true],
    ['a web page', 'RPS daring', 'https://docs.example.com/d/abc/edit?usp=sharing', true],
    ['an uploaded PDF', 'RPS IF201.pdf', 'https://storage.example/silabus/a1b2.pdf', false],
    ['a .docx by name only', 'RPS.DOCX', 'https://storage.example/berkas/a1b2', false],
    ['a .pdf by address only', 'RPS Basis Data', 'https://storage.example/rps.pdf?v=2', false],
    ['no address', 'RPS.pdf', '', false],
  ])('%s', (_, nama, url, tautan) => {
    expect(silabusBerupaTautan({ nama, url })).toBe(tautan);
  });

  it('reads nothing as no link', () => {
    expect(silabusBerupaTautan(null)).toBe(false);
    expect(silabusBerupaTautan(undefined)).toBe(false);
  });
});

describe("'Ubah Data RPS' only for the coordinator or the RPS developer (spec 2)", () => {
  const tim = { id_dosen_koordinator: 'd1', id_dosen_pengembang_rps: 'd2' };
  it.each<[string, Role, string | null, typeof tim | null, boolean]>([
    ['the coordinator', 'dosen', 'd1', tim, true],
    ['the RPS developer', 'dosen', 'd2', tim, true],
    ['another lecturer', 'dosen', 'd3', tim, false],
    ['a lecturer without id', 'dosen', null, tim, false],
    ['an operator', 'operator', 'd1', tim, false],
    ['a student', 'mahasiswa', 'd1', tim, false],
    ['a course without team', 'dosen', 'd1', null, false],
    [
      'an empty team',
      'dosen',
      'd1',
      { id_dosen_koordinator: null, id_dosen_pengembang_rps: null } as unknown as typeof tim,
      false,
    ],
  ])('%s', (_, role, idDosen, t, boleh) => {
    expect(bolehUbahRps({ role, idDosen }, t)).toBe(boleh);
  });
});
