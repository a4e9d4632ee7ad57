import { describe, expect, it } from 'vitest';
import {
  ATURAN_KEHADIRAN_UJIAN_BAWAAN,
  type AturanKehadiranUjian,
  aturanBerlaku,
  formatPersen,
  kelayakanUjian,
  PESAN_KELAYAKAN_UJIAN,
  persenKehadiran,
  validasiAturanKehadiranUjian,
} from './kelayakanUjian';

const AKTIF: AturanKehadiranUjian = {
  aktif: true,
  persen_minimal: 75,
  jenis_ujian: ['uts', 'uas'],
};

describe('aturanBerlaku: which exam types the rule covers', () => {
  it.each([
    ['uts meeting', AKTIF, ['uts'], true],
    ['uas meeting', AKTIF, ['uas'], true],
    ['a quiz only', AKTIF, ['kuis'], false],
    ['remedial, not listed', AKTIF, ['remedial'], false],
    ['a lecture holding a UTS exam', AKTIF, ['kuliah', 'uts'], true],
    ['nothing', AKTIF, [], false],
    ['quizzes when listed', { ...AKTIF, jenis_ujian: ['kuis'] }, ['kuis'], true],
    ['off', { ...AKTIF, aktif: false }, ['uts'], false],
    ['no setting', null, ['uts'], false],
    ['the default (off)', ATURAN_KEHADIRAN_UJIAN_BAWAAN, ['uts'], false],
  ] as const)('%s', (_, aturan, jenis, berlaku) => {
    expect(aturanBerlaku(aturan as AturanKehadiranUjian | null, jenis)).toBe(berlaku);
  });
});

describe('kelayakanUjian', () => {
  it.each([
    // [case, hadir, total, eligible, percentage]
    ['exactly at the threshold', 3, 4, true, 75],
    ['above', 9, 10, true, 90],
    ['below', 6, 10, false, 60],
    ['just below (74.99%) is not rounded up', 2999, 4000, false, 74.9],
    ['everything attended', 5, 5, true, 100],
    ['nothing attended', 0, 4, false, 0],
    ['no meeting with a mark yet', 0, 0, true, null],
  ] as const)('%s', (_, hadir, total, memenuhi, persen) => {
    const k = kelayakanUjian(AKTIF, ['uts'], hadir, total);
    expect(k.memenuhi_syarat).toBe(memenuhi);
    expect(k.persen_kehadiran).toBe(persen);
    expect(k.kekurangan.length).toBe(memenuhi ? 0 : 1);
    expect(k.berlaku).toBe(true);
  });

  it('names the shortfall in Indonesian, as arrears', () => {
    expect(kelayakanUjian(AKTIF, ['uts'], 6, 10).kekurangan).toEqual([
      {
        keterangan: 'Kehadiran 60% dari minimal 75% (hadir 6 dari 10 pertemuan)',
        jumlah: null,
        jatuh_tempo: null,
      },
    ]);
    expect(kelayakanUjian(AKTIF, ['uas'], 2, 3).kekurangan[0]?.keterangan).toBe(
      'Kehadiran 66,6% dari minimal 75% (hadir 2 dari 3 pertemuan)',
    );
  });

  it('is eligible when the rule is off or does not cover the exam type', () => {
    expect(kelayakanUjian({ ...AKTIF, aktif: false }, ['uts'], 0, 10)).toMatchObject({
      berlaku: false,
      memenuhi_syarat: true,
      kekurangan: [],
    });
    expect(kelayakanUjian(AKTIF, ['kuis'], 0, 10).memenuhi_syarat).toBe(true);
    expect(kelayakanUjian(undefined, ['uts'], 0, 10).memenuhi_syarat).toBe(true);
  });

  it('uses the configured threshold', () => {
    const lima = { ...AKTIF, persen_minimal: 50 };
    expect(kelayakanUjian(lima, ['uts'], 5, 10).memenuhi_syarat).toBe(true);
    expect(kelayakanUjian(lima, ['uts'], 4, 10).memenuhi_syarat).toBe(false);
    const pecahan = { ...AKTIF, persen_minimal: 66.7 };
    expect(kelayakanUjian(pecahan, ['uts'], 2, 3).memenuhi_syarat).toBe(false);
    expect(kelayakanUjian(pecahan, ['uts'], 2, 3).kekurangan[0]?.keterangan).toBe(
      'Kehadiran 66,6% dari minimal 66,7% (hadir 2 dari 3 pertemuan)',
    );
  });
});

describe('persenKehadiran and formatPersen', () => {
  it('rounds down to one decimal', () => {
    expect(persenKehadiran(1, 3)).toBe(33.3);
    expect(persenKehadiran(2, 3)).toBe(66.6);
    expect(persenKehadiran(0, 0)).toBeNull();
    expect(formatPersen(75)).toBe('75');
    expect(formatPersen(66.6)).toBe('66,6');
  });
});

describe('validasiAturanKehadiranUjian', () => {
  it.each([
    [{ aktif: true, persen_minimal: 75, jenis_ujian: ['uts'] }, null],
    [{ aktif: false, persen_minimal: 75, jenis_ujian: [] }, null],
    [
      { aktif: true, persen_minimal: null, jenis_ujian: ['uts'] },
      PESAN_KELAYAKAN_UJIAN.persenWajib,
    ],
    [{ aktif: true, persen_minimal: 0, jenis_ujian: ['uts'] }, PESAN_KELAYAKAN_UJIAN.persenRentang],
    [
      { aktif: true, persen_minimal: 101, jenis_ujian: ['uts'] },
      PESAN_KELAYAKAN_UJIAN.persenRentang,
    ],
    [{ aktif: true, persen_minimal: 75, jenis_ujian: [] }, PESAN_KELAYAKAN_UJIAN.jenisWajib],
    [
      { aktif: true, persen_minimal: 75, jenis_ujian: ['uts', 'uts'] },
      PESAN_KELAYAKAN_UJIAN.jenisGanda,
    ],
  ] as const)('%j -> %s', (a, pesan) => {
    expect(validasiAturanKehadiranUjian(a)?.pesan ?? null).toBe(pesan);
  });

  it('names the field of the problem', () => {
    expect(
      validasiAturanKehadiranUjian({ aktif: true, persen_minimal: 0, jenis_ujian: [] })?.field,
    ).toBe('persen_minimal');
    expect(
      validasiAturanKehadiranUjian({ aktif: true, persen_minimal: 75, jenis_ujian: [] })?.field,
    ).toBe('jenis_ujian');
  });
});
