import { describe, expect, it } from 'vitest';
import {
  idMataKuliahDariIdKelas,
  labelPeriode,
  labelSemesterSederhana,
  linkSso,
  nilaiOpsiSemester,
  opsiSemester,
  parameterPresensiLegacy,
  parsePeriode,
  semesterLegacy,
  tahunLegacy,
  tahunSemesterMahasiswa,
} from './periode';

describe("period label 'year/year+1 term' (spec 4, 9)", () => {
  it.each([
    [20251, '2025/2026 Ganjil'],
    [20252, '2025/2026 Genap'],
    [20253, '2025/2026 SP Ganjil'],
    [20254, '2025/2026 SP Genap'],
    [20243, '2024/2025 SP Ganjil'],
    ['20241', '2024/2025 Ganjil'],
    [20250, '-'],
    [20255, '-'],
    [2025.1, '-'],
    [null, '-'],
    ['abc', '-'],
  ])('labelPeriode(%s) = %s', (kode, label) => {
    expect(labelPeriode(kode)).toBe(label);
  });

  it.each([
    [20251, { tahun: 2025, semester: 1, nama: 'Ganjil' }],
    [20244, { tahun: 2024, semester: 4, nama: 'SP Genap' }],
  ])('parsePeriode(%s)', (kode, hasil) => {
    expect(parsePeriode(kode)).toMatchObject(hasil);
  });

  it('rejects non-period codes', () => {
    expect(parsePeriode(7)).toBeNull();
    expect(parsePeriode(undefined)).toBeNull();
  });

  it.each([
    [1, 'Ganjil'],
    [2, 'Genap'],
    [3, 'Ganjil'],
    [4, 'Genap'],
  ])('simple variant: semester %s is %s (Genap if even)', (s, nama) => {
    expect(labelSemesterSederhana(s)).toBe(nama);
  });
});

describe('semester option value = 10*(tahun-1)+semester (spec 3, 4)', () => {
  it.each([
    [1, 1, 1],
    [1, 2, 2],
    [4, 2, 32],
    [2025, 1, 20241],
  ])('tahun %s semester %s -> %s', (tahun, semester, nilai) => {
    expect(nilaiOpsiSemester(tahun, semester)).toBe(nilai);
  });

  it('builds options with label nama', () => {
    expect(opsiSemester([{ tahun: 3, jenisSemester: 2, nama: 'Semester 6' }])).toEqual([
      { value: 22, label: 'Semester 6' },
    ]);
  });
});

describe('legacy presence link (spec 2)', () => {
  it.each([
    [20251, 1, 2026],
    [20242, 2, 2025],
    [20253, 3, 2026],
  ])('period %s -> semester %s (mod 10), year %s (floor/10 + 1)', (p, s, t) => {
    expect(semesterLegacy(p)).toBe(s);
    expect(tahunLegacy(p)).toBe(t);
  });

  it("carries today's day, month and year in the zone", () => {
    const data = {
      id_mata_kuliah: 'MK1',
      id_kampus: 'K1',
      id_kelas: 'A',
      username: 'dosen1',
      periode: 20251,
      nomor_pertemuan: 3,
      id_sesi: 'S2',
    };
    expect(parameterPresensiLegacy(data, '2025-09-30T18:00:00Z', 'Asia/Jakarta')).toEqual({
      id_mata_kuliah: 'MK1',
      id_kampus: 'K1',
      id_kelas: 'A',
      username: 'dosen1',
      semester: 1,
      tahun: 2026,
      hari: 1,
      bulan: 10,
      tahun_sekarang: 2025,
      pertemuan: 3,
      id_sesi: 'S2',
    });
    expect(parameterPresensiLegacy(data, 'x')).toBeNull();
  });
});

describe('SSO link (spec 2)', () => {
  it.each([
    ['mahasiswa', '/sso?app=siakad&legacy=false&role=mahasiswa&path='],
    ['dosen', '/sso?app=siakad&legacy=true&role=dosen&path=%2Fpesan%2Findex.php'],
    ['operator', '/sso?app=siakad&legacy=true&role=operator&path=%2Fpesan%2Findex.php'],
  ] as const)('%s -> %s', (role, link) => {
    expect(linkSso(role)).toBe(link);
  });

  it('passes a master-data card path and query for operators', () => {
    expect(linkSso('operator', '/master/dosen', '?id=5&x=1')).toBe(
      '/sso?app=siakad&legacy=true&role=operator&path=%2Fmaster%2Fdosen%3Fid%3D5%26x%3D1',
    );
  });
});

describe('class id parts (spec 3)', () => {
  it('the third underscore part is the course id', () => {
    expect(idMataKuliahDariIdKelas('20251_K01_MK123_A')).toBe('MK123');
    expect(idMataKuliahDariIdKelas('tanpa-bagian')).toBeNull();
  });
});

describe('tahunSemesterMahasiswa', () => {
  it.each([
    [20241, 2024, { tahun: 1, semester: 1 }],
    [20242, 2024, { tahun: 1, semester: 2 }],
    [20251, 2024, { tahun: 2, semester: 1 }],
    [20253, 2024, null],
    [20231, 2024, null],
    [99, 2024, null],
  ])('period %s for cohort %s -> %j', (kode, angkatan, expected) => {
    expect(tahunSemesterMahasiswa(kode, angkatan)).toEqual(expected);
  });

  it('gives the semester option value 10*(tahun-1)+semester', () => {
    const t = tahunSemesterMahasiswa(20252, 2024);
    expect(t && nilaiOpsiSemester(t.tahun, t.semester)).toBe(12);
  });
});
