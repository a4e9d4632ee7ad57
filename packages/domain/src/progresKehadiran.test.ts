import { describe, expect, it } from 'vitest';
import {
  type AktivitasKehadiran,
  ALASAN_KEHADIRAN,
  type FaktaKehadiran,
  hitungProgresKehadiran,
  isPresensiManual,
  presensiOtomatis,
  putusanPresensi,
} from './progresKehadiran';

const SEMUA = {
  hadir_vidcon: true,
  kerjakan_kuis_ujian: true,
  kerjakan_tugas: true,
  posting_forum: true,
  unduh_materi: true,
};

const AKTIVITAS: AktivitasKehadiran[] = [
  { id: 'v1', jenis: 'vidcon', judul: 'Vidcon 1' },
  { id: 'u1', jenis: 'ujian', judul: 'Kuis 1' },
  { id: 't1', jenis: 'tugas', judul: 'Tugas 1' },
  { id: 'f1', jenis: 'forum', judul: 'Forum 1', minimal_post: 2 },
  { id: 'm1', jenis: 'materi', judul: 'Materi wajib', syarat_hadir: true },
  { id: 'm2', jenis: 'materi', judul: 'Materi wajib 2', syarat_hadir: true },
  { id: 'm3', jenis: 'materi', judul: 'Materi bebas', syarat_hadir: false },
];

const f = (jenis: string, id: string, aksi: string, data = {}): FaktaKehadiran => ({
  jenis,
  id_aktivitas: id,
  aksi,
  data,
});

describe('hitungProgresKehadiran', () => {
  it.each([
    ['nothing done', [], 0, '0/6'],
    ['vidcon on time', [f('vidcon', 'v1', 'gabung', { terlambat: false })], 0.2, '1/6'],
    ['vidcon only late', [f('vidcon', 'v1', 'gabung', { terlambat: true })], 0, '0/6'],
    ['exam submitted', [f('ujian', 'u1', 'kumpul')], 0.2, '1/6'],
    ['one of two materials', [f('materi', 'm1', 'hadir')], 0.1, '1/6'],
    ['non-required material does not count', [f('materi', 'm3', 'hadir')], 0, '0/6'],
    ['one post of two needed', [f('forum', 'f1', 'posting')], 0, '0/6'],
    ['two posts', [f('forum', 'f1', 'posting'), f('forum', 'f1', 'posting')], 0.2, '1/6'],
    [
      'two posts, one deleted',
      [f('forum', 'f1', 'posting'), f('forum', 'f1', 'posting'), f('forum', 'f1', 'hapus_posting')],
      0,
      '0/6',
    ],
    ['another activity id does not count', [f('tugas', 'tX', 'kumpul')], 0, '0/6'],
    [
      'everything',
      [
        f('vidcon', 'v1', 'gabung'),
        f('ujian', 'u1', 'kumpul'),
        f('tugas', 't1', 'kumpul'),
        f('forum', 'f1', 'posting'),
        f('forum', 'f1', 'posting'),
        f('materi', 'm1', 'hadir'),
        f('materi', 'm2', 'hadir'),
      ],
      1,
      '6/6',
    ],
  ])('%s', (_, fakta, overall, fraction) => {
    const h = hitungProgresKehadiran({
      pertemuan: { jenis: 'online', parameter_kehadiran: SEMUA },
      aktivitas: AKTIVITAS,
      fakta,
    });
    expect(h.overall).toBeCloseTo(overall, 4);
    expect(h.fraction).toBe(fraction);
  });

  it('gives the detail and the reasons per activity', () => {
    const h = hitungProgresKehadiran({
      pertemuan: {
        jenis: 'online',
        parameter_kehadiran: { hadir_vidcon: true, posting_forum: true },
      },
      aktivitas: AKTIVITAS,
      fakta: [f('vidcon', 'v1', 'gabung', { terlambat: true }), f('forum', 'f1', 'posting')],
    });
    expect(h.detail).toEqual([
      {
        id_aktivitas: 'v1',
        jenis: 'vidcon',
        judul: 'Vidcon 1',
        weight: 0.5,
        is_hadir: false,
        empty_activity: false,
        alasan: ALASAN_KEHADIRAN.vidconTerlambat,
      },
      {
        id_aktivitas: 'f1',
        jenis: 'forum',
        judul: 'Forum 1',
        weight: 0.5,
        is_hadir: false,
        empty_activity: false,
        alasan: 'Baru 1 dari minimal 2 posting di forum',
      },
    ]);
  });

  it('shows a flagged criterion without activities as empty, carrying no weight', () => {
    const h = hitungProgresKehadiran({
      pertemuan: {
        jenis: 'online',
        parameter_kehadiran: { kerjakan_tugas: true, posting_forum: true },
      },
      aktivitas: [{ id: 'f9', jenis: 'forum', judul: 'Diskusi' }],
      fakta: [f('forum', 'f9', 'posting')],
    });
    expect(h.overall).toBe(1);
    expect(h.fraction).toBe('1/1');
    expect(h.detail[0]).toMatchObject({
      id_aktivitas: null,
      jenis: 'tugas',
      weight: 0,
      empty_activity: true,
      alasan: ALASAN_KEHADIRAN.kosong,
    });
  });

  it.each([
    ['offline', { jenis: 'offline', parameter_kehadiran: SEMUA }],
    ['no criterion', { jenis: 'online', parameter_kehadiran: {} }],
    ['no parameters', { jenis: 'online', parameter_kehadiran: null }],
  ])('has no progress when manual (%s)', (_, pertemuan) => {
    expect(
      hitungProgresKehadiran({
        pertemuan,
        aktivitas: AKTIVITAS,
        fakta: [f('ujian', 'u1', 'kumpul')],
      }),
    ).toEqual({ overall: 0, fraction: '0/0', detail: [] });
  });
});

describe('presensiOtomatis and putusanPresensi', () => {
  it.each([
    [0.6, 60, 'H'],
    [0.5999, 60, 'A'],
    [1, 100, 'H'],
    [0, 0, 'H'],
    [0.58, 60, 'A'],
  ] as const)('%s against %s%% is %s', (overall, minimal, kode) => {
    expect(presensiOtomatis(overall, minimal)).toBe(kode);
  });

  it.each([
    [0.9, null, 'H', true, false],
    [0.1, null, 'A', false, false],
    [0.9, { presensi: 'A' as const }, 'A', false, true],
    [0.1, { presensi: 'I' as const }, 'I', false, true],
    [0.1, { presensi: 'H' as const }, 'H', true, true],
  ])('progress %s with manual %j is %s', (overall, manual, presensi, isHadir, isManual) => {
    expect(putusanPresensi({ overall }, 60, manual)).toEqual({
      presensi,
      is_hadir: isHadir,
      manual: isManual,
    });
  });

  it.each([
    ['LMS:SYSTEM', false],
    [null, false],
    ['', false],
    ['dosen.budi', true],
  ])('updated by %s is manual: %s', (oleh, manual) => {
    expect(isPresensiManual(oleh)).toBe(manual);
  });
});
