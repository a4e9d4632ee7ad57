import { describe, expect, it } from 'vitest';
import {
  adaBentrokMemblokir,
  type HasilCekBentrok,
  JENIS_AKTIVITAS,
  judulPertemuan,
  LABEL_AKTIVITAS_BAP,
  LABEL_PENDAHULUAN,
  labelJenisPertemuan,
  labelKategoriPertemuan,
  labelOpsiPertemuan,
  labelPilihPertemuan,
} from './pertemuan';

const bersih: HasilCekBentrok = {
  bentrok_kelas: { data: [] },
  bentrok_ruangan: { data: [] },
  bentrok_pengajar: { data: [] },
};
const item = [{ nomor: 2, judul: 'Lain' }];

describe('meeting labels (spec 2)', () => {
  it("title or 'Pertemuan {n}'", () => {
    expect(judulPertemuan({ nomor: 3, judul: 'Graf' })).toBe('Graf');
    expect(judulPertemuan({ nomor: 3, judul: '' })).toBe('Pertemuan 3');
    expect(judulPertemuan({ nomor: 4 })).toBe('Pertemuan 4');
  });

  it("operator option 'number. (date, start - end timezone)'", () => {
    expect(
      labelOpsiPertemuan({
        nomor: 3,
        waktu_mulai: '2025-09-01T01:00:00Z',
        waktu_selesai: '2025-09-01T02:40:00Z',
      }),
    ).toBe('3. (01 Sep 2025, 08:00 - 09:40 WIB)');
    expect(
      labelOpsiPertemuan(
        { nomor: 1, waktu_mulai: '2025-09-01T01:00:00Z', waktu_selesai: '2025-09-01T02:40:00Z' },
        'Asia/Jayapura',
      ),
    ).toBe('1. (01 Sep 2025, 10:00 - 11:40 WIT)');
  });
});

describe('conflict blocking (spec 5)', () => {
  it.each([
    ['no conflict', bersih, false],
    ['class conflict', { ...bersih, bentrok_kelas: { data: item } }, true],
    ['room conflict', { ...bersih, bentrok_ruangan: { data: item, ignorable: false } }, true],
    ['ignorable room', { ...bersih, bentrok_ruangan: { data: item, ignorable: true } }, false],
    ['teacher conflict', { ...bersih, bentrok_pengajar: { data: item } }, true],
    ['ignorable teacher', { ...bersih, bentrok_pengajar: { data: item, ignorable: true } }, false],
    ['ignorable flag without data', { bentrok_ruangan: { data: [], ignorable: false } }, false],
    ['empty result', {}, false],
  ])('%s -> blocking %s', (_n, hasil, blok) => {
    expect(adaBentrokMemblokir(hasil)).toBe(blok);
  });
});

describe("'Pilih Pertemuan' labels (spec 2)", () => {
  it.each([
    [
      {
        nomor: 1,
        judul: 'Pengantar',
        waktu_mulai: '2025-09-02T09:20:00+07:00',
        waktu_selesai: '2025-09-02T11:00:00+07:00',
      },
      'Asia/Jakarta',
      '1. Pengantar (02 Sep 2025, 09:20 - 11:00 WIB)',
    ],
    [
      {
        nomor: 3,
        judul: '',
        waktu_mulai: '2025-09-16T02:20:00Z',
        waktu_selesai: '2025-09-16T04:00:00Z',
      },
      'Asia/Makassar',
      '3. Pertemuan 3 (16 Sep 2025, 10:20 - 12:00 WITA)',
    ],
    [
      { nomor: 4, judul: null, waktu_mulai: null, waktu_selesai: null },
      undefined,
      '4. Pertemuan 4 (-, - - - WIB)',
    ],
  ])('%j in %s', (p, tz, label) => {
    expect(labelPilihPertemuan(p, tz)).toBe(label);
    expect(LABEL_PENDAHULUAN).toBe('Pendahuluan');
  });
});

describe('meeting labels', () => {
  it.each([
    ['kuliah', 'Kuliah'],
    ['uts', 'UTS'],
    ['uas', 'UAS'],
    ['kuis', 'KUIS'],
  ])('kategori %s reads %s', (k, label) => {
    expect(labelKategoriPertemuan(k)).toBe(label);
  });

  it.each([
    ['online', undefined, 'Online'],
    ['campuran', undefined, 'Campuran'],
    [null, undefined, '-'],
    ['hybrid', 'hybrid', 'hybrid'],
  ])('jenis %s reads %s', (j, cadangan, label) => {
    expect(labelJenisPertemuan(j, cadangan)).toBe(label);
  });
});

describe('activity types and their BAP labels (spec 3 count_activity, spec 9)', () => {
  it.each([
    ['materi', 'Materi Kuliah'],
    ['tugas', 'Tugas'],
    ['ujian', 'Kuis/Ujian'],
    ['forum', 'Forum Diskusi Online'],
    ['vidcon', 'Vidcon'],
  ] as const)('%s is labelled %s', (jenis, label) => {
    expect(new Map(LABEL_AKTIVITAS_BAP).get(jenis)).toBe(label);
  });

  it('labels every activity type once, in the BAP order', () => {
    expect(LABEL_AKTIVITAS_BAP.map(([j]) => j).sort()).toEqual([...JENIS_AKTIVITAS].sort());
    expect(LABEL_AKTIVITAS_BAP.map(([, l]) => l)).toEqual([
      'Materi Kuliah',
      'Tugas',
      'Kuis/Ujian',
      'Forum Diskusi Online',
      'Vidcon',
    ]);
  });
});
