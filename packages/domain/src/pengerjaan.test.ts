import { describe, expect, it } from 'vitest';
import {
  batasPengerjaan,
  bolehSimpanJawaban,
  hitungNilaiAkhir,
  jawabanMenggantikan,
  type KelompokKesiapan,
  type KelompokSoal,
  masalahSoalUjian,
  nilaiOtomatis,
  nilaiPengerjaanTampil,
  PESAN_KELOMPOK_SOAL,
  PESAN_KESIAPAN_SOAL,
  PESAN_PENGERJAAN,
  sisaDetikPengerjaan,
  soalUntukPengerjaan,
  urutanAcak,
  validasiKelompokSoal,
} from './pengerjaan';

const t = (iso: string) => Date.parse(iso);

describe('batasPengerjaan: min(exam end, start + duration)', () => {
  it.each([
    [
      'no time limit: the exam end',
      { waktu_selesai: '2026-11-25T10:00:00+07:00', gunakan_batas_waktu: false, durasi: 30 },
      '2026-11-25T08:00:00+07:00',
      t('2026-11-25T10:00:00+07:00'),
    ],
    [
      'started early: start + duration',
      { waktu_selesai: '2026-11-25T10:00:00+07:00', gunakan_batas_waktu: true, durasi: 30 },
      '2026-11-25T08:00:00+07:00',
      t('2026-11-25T08:30:00+07:00'),
    ],
    [
      'started late: the exam end cuts the duration short',
      { waktu_selesai: '2026-11-25T10:00:00+07:00', gunakan_batas_waktu: true, durasi: 30 },
      '2026-11-25T09:50:00+07:00',
      t('2026-11-25T10:00:00+07:00'),
    ],
    [
      'exactly duration before the end',
      { waktu_selesai: '2026-11-25T10:00:00+07:00', gunakan_batas_waktu: true, durasi: 30 },
      '2026-11-25T09:30:00+07:00',
      t('2026-11-25T10:00:00+07:00'),
    ],
    [
      'the zero date is no end: the duration alone',
      { waktu_selesai: '0001-01-01T00:00:00Z', gunakan_batas_waktu: true, durasi: 45 },
      '2026-11-25T08:00:00+07:00',
      t('2026-11-25T08:45:00+07:00'),
    ],
    [
      'no end and no limit: none',
      { waktu_selesai: null, gunakan_batas_waktu: false, durasi: null },
      '2026-11-25T08:00:00+07:00',
      null,
    ],
    [
      'a limit without a duration is no limit',
      { waktu_selesai: '2026-11-25T10:00:00+07:00', gunakan_batas_waktu: true, durasi: null },
      '2026-11-25T08:00:00+07:00',
      t('2026-11-25T10:00:00+07:00'),
    ],
  ])('%s', (_nama, ujian, mulai, batas) => {
    expect(batasPengerjaan(ujian, mulai)).toBe(batas);
  });
});

describe('bolehSimpanJawaban', () => {
  const batas = t('2026-11-25T10:00:00+07:00');
  it.each([
    ['one second before the deadline', '2026-11-25T09:59:59+07:00', false, true, undefined],
    ['at the deadline', '2026-11-25T10:00:00+07:00', false, true, undefined],
    [
      'one second after the deadline',
      '2026-11-25T10:00:01+07:00',
      false,
      false,
      PESAN_PENGERJAAN.waktuHabis,
    ],
    [
      'after the attempt was submitted',
      '2026-11-25T09:00:00+07:00',
      true,
      false,
      PESAN_PENGERJAAN.sudahDikumpulkan,
    ],
  ])('%s', (_nama, kini, dikumpulkan, ok, pesan) => {
    const hasil = bolehSimpanJawaban({ batas, kini, dikumpulkan });
    expect(hasil.ok).toBe(ok);
    if (!hasil.ok) expect(hasil.pesan).toBe(pesan);
  });

  it('has no deadline to miss when the exam has neither end nor limit', () => {
    expect(bolehSimpanJawaban({ batas: null, kini: Date.now(), dikumpulkan: false }).ok).toBe(true);
  });
});

describe('jawabanMenggantikan: a retry or a late older write never replaces a newer answer', () => {
  it.each([
    ['nothing stored yet', null, 1, 'simpan'],
    ['a newer version', { versi: 3 }, 4, 'simpan'],
    ['the same write again (a retry)', { versi: 4 }, 4, 'sudah_ada'],
    ['an older write arriving late', { versi: 4 }, 2, 'usang'],
  ] as const)('%s', (_nama, tersimpan, versi, hasil) => {
    expect(jawabanMenggantikan(tersimpan, { versi })).toBe(hasil);
  });
});

describe('urutanAcak', () => {
  const soal = Array.from({ length: 20 }, (_, i) => `s${i + 1}`);

  it('gives one attempt the same order every time, and keeps every question once', () => {
    const a = urutanAcak(soal, 'pengerjaan-1');
    expect(urutanAcak(soal, 'pengerjaan-1')).toEqual(a);
    expect([...a].sort()).toEqual([...soal].sort());
    expect(a).not.toEqual(soal);
  });

  it('gives other attempts other orders', () => {
    const urutan = new Set(
      Array.from({ length: 10 }, (_, i) => urutanAcak(soal, `pengerjaan-${i}`).join(',')),
    );
    expect(urutan.size).toBe(10);
  });

  it.each([
    [[], []],
    [['s1'], ['s1']],
  ])('leaves %j as it is', (masuk, keluar) => {
    expect(urutanAcak(masuk, 'x')).toEqual(keluar);
  });
});

describe('validasiKelompokSoal', () => {
  it.each([
    ['semua needs no count', 'semua', null, 5, undefined],
    ['random with a count within the questions', 'random', 3, 5, undefined],
    ['sebagian with every question', 'sebagian', 5, 5, undefined],
    ['random without a count', 'random', null, 5, PESAN_KELOMPOK_SOAL.jumlahWajib],
    ['sebagian with zero', 'sebagian', 0, 5, PESAN_KELOMPOK_SOAL.jumlahMinimal],
    ['a fraction', 'random', 1.5, 5, PESAN_KELOMPOK_SOAL.jumlahMinimal],
    ['more than the questions', 'random', 6, 5, PESAN_KELOMPOK_SOAL.jumlahMaksimal],
  ] as const)('%s', (_nama, aturan, jumlah, jumlahSoal, pesan) => {
    const hasil = validasiKelompokSoal({ aturan, jumlah_wajib_dijawab: jumlah, jumlahSoal });
    expect(hasil.ok ? undefined : hasil.pesan).toBe(pesan);
  });
});

describe('soalUntukPengerjaan', () => {
  const kelompok = (
    aturan: KelompokSoal<string>['aturan'],
    jumlah?: number,
  ): KelompokSoal<string> => ({
    id: 'k1',
    aturan,
    jumlah_wajib_dijawab: jumlah ?? null,
    soal: ['a', 'b', 'c', 'd', 'e', 'f'],
  });

  it.each([
    ['semua, in order', kelompok('semua'), false, 6, 6],
    ['semua, shuffled', kelompok('semua'), true, 6, 6],
    ['sebagian: every question shown, 4 to answer', kelompok('sebagian', 4), false, 6, 4],
    ['random: 3 drawn, all 3 to answer', kelompok('random', 3), false, 3, 3],
    ['random, shuffled', kelompok('random', 3), true, 3, 3],
  ])('%s', (_nama, k, acakSoal, jumlahTampil, wajib) => {
    const hasil = soalUntukPengerjaan(k, { shuffleSeed: 'p1', acakSoal });
    expect(hasil.soal).toHaveLength(jumlahTampil);
    expect(hasil.wajibDijawab).toBe(wajib);
    expect(new Set(hasil.soal).size).toBe(jumlahTampil);
    for (const s of hasil.soal) expect(k.soal).toContain(s);
    // The same attempt always gets the same questions in the same order.
    expect(soalUntukPengerjaan(k, { shuffleSeed: 'p1', acakSoal }).soal).toEqual(hasil.soal);
  });

  it("keeps the group's order when shuffling is off, also for a random draw", () => {
    expect(
      soalUntukPengerjaan(kelompok('semua'), { shuffleSeed: 'p1', acakSoal: false }).soal,
    ).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    const undian = soalUntukPengerjaan(kelompok('random', 4), {
      shuffleSeed: 'p2',
      acakSoal: false,
    }).soal;
    expect(undian).toEqual(['a', 'b', 'c', 'd', 'e', 'f'].filter((s) => undian.includes(s)));
  });

  it('draws other questions for other attempts', () => {
    const undian = new Set(
      Array.from({ length: 12 }, (_, i) =>
        soalUntukPengerjaan(kelompok('random', 2), {
          shuffleSeed: `p${i}`,
          acakSoal: false,
        }).soal.join(''),
      ),
    );
    expect(undian.size).toBeGreaterThan(3);
  });
});

describe('nilaiOtomatis: choice and true/false on save, essays by the lecturer', () => {
  it.each([
    [{ jenis: 'pilihan', kunci: 2 }, { jenis: 'pilihan', pilihan: 2 }, 100],
    [{ jenis: 'pilihan', kunci: 2 }, { jenis: 'pilihan', pilihan: 0 }, 0],
    [{ jenis: 'pilihan', kunci: 0 }, { jenis: 'pilihan', pilihan: null }, 0],
    [{ jenis: 'benar_salah', kunci: 'salah' }, { jenis: 'benar_salah', jawaban: 'salah' }, 100],
    [{ jenis: 'benar_salah', kunci: 'salah' }, { jenis: 'benar_salah', jawaban: 'benar' }, 0],
    [{ jenis: 'benar_salah', kunci: 'benar' }, { jenis: 'benar_salah', jawaban: null }, 0],
    [{ jenis: 'esay' }, { jenis: 'esay' }, null],
    [{ jenis: 'pilihan', kunci: 1 }, { jenis: 'benar_salah', jawaban: 'benar' }, 0],
  ] as const)('%j answered %j scores %s', (soal, jawaban, nilai) => {
    expect(nilaiOtomatis(soal, jawaban)).toBe(nilai);
  });
});

describe('hitungNilaiAkhir', () => {
  it.each([
    {
      nama: 'all right',
      kelompok: [{ wajib: 2, nilai: [100, 100] }],
      kurang: 0,
      nilai: 100,
      belum: 0,
    },
    {
      nama: 'half right',
      kelompok: [{ wajib: 2, nilai: [100, 0] }],
      kurang: 0,
      nilai: 50,
      belum: 0,
    },
    {
      nama: 'one of three unanswered',
      kelompok: [{ wajib: 3, nilai: [100, 100] }],
      kurang: 0,
      nilai: 66.67,
      belum: 0,
    },
    {
      nama: 'sebagian counts the best answers',
      kelompok: [{ wajib: 2, nilai: [0, 100, 80] }],
      kurang: 0,
      nilai: 90,
      belum: 0,
    },
    {
      nama: 'groups averaged over counted questions',
      kelompok: [
        { wajib: 1, nilai: [100] },
        { wajib: 3, nilai: [0, 0, 0] },
      ],
      kurang: 0,
      nilai: 25,
      belum: 0,
    },
    {
      nama: 'an essay waits for a grade',
      kelompok: [{ wajib: 2, nilai: [100, null] }],
      kurang: 0,
      nilai: null,
      belum: 1,
    },
    {
      nama: 'deduction with two decimals',
      kelompok: [{ wajib: 1, nilai: [80] }],
      kurang: 12.5,
      nilai: 67.5,
      belum: 0,
    },
    {
      nama: 'never below zero',
      kelompok: [{ wajib: 1, nilai: [10] }],
      kurang: 50,
      nilai: 0,
      belum: 0,
    },
    { nama: 'no question at all', kelompok: [], kurang: 0, nilai: 0, belum: 0 },
  ])('$nama', ({ kelompok, kurang, nilai, belum }) => {
    expect(hitungNilaiAkhir(kelompok, kurang)).toEqual({ nilai, belumDinilai: belum });
  });
});

describe('sisaDetikPengerjaan: the countdown on the server clock', () => {
  it.each([
    ['2025-10-15T10:30:00Z', '2025-10-15T10:00:00Z', 1800],
    ['2025-10-15T10:00:00.500Z', '2025-10-15T10:00:00Z', 1],
    ['2025-10-15T10:00:00Z', '2025-10-15T10:00:00Z', 0],
    ['2025-10-15T10:00:00Z', '2025-10-15T10:05:00Z', 0],
    [null, '2025-10-15T10:00:00Z', null],
    ['0001-01-01T00:00:00Z', '2025-10-15T10:00:00Z', null],
  ])('deadline %s at %s: %s s', (batas, kini, detik) => {
    expect(sisaDetikPengerjaan(batas, kini)).toBe(detik);
  });
});

describe('masalahSoalUjian: an exam is ready when every group can give its questions', () => {
  const k = (ubah: Partial<KelompokKesiapan>): KelompokKesiapan => ({
    nomor: 1,
    judul: '',
    aturan: 'semua',
    jumlah_wajib_dijawab: null,
    jumlahSoal: 3,
    ...ubah,
  });
  it.each<[string, KelompokKesiapan[], string[]]>([
    ['no group at all', [], [PESAN_KESIAPAN_SOAL.tanpaKelompok]],
    ['one full group', [k({})], []],
    ['an empty group', [k({ jumlahSoal: 0 })], ['Kelompok 1 belum memiliki soal']],
    [
      'an empty group with a title, after a ready one',
      [k({ nomor: 2, judul: ' Esai ', jumlahSoal: 0 }), k({ nomor: 1 })],
      ['Kelompok 2 (Esai) belum memiliki soal'],
    ],
    [
      'a random draw of more than the group holds',
      [k({ aturan: 'random', jumlah_wajib_dijawab: 5, jumlahSoal: 2 })],
      ['Kelompok 1 membutuhkan 5 soal, baru ada 2'],
    ],
    [
      'a sebagian group asking for exactly what it holds',
      [k({ aturan: 'sebagian', jumlah_wajib_dijawab: 3, jumlahSoal: 3 })],
      [],
    ],
    [
      'a sebagian group asking for more',
      [k({ aturan: 'sebagian', jumlah_wajib_dijawab: 4, jumlahSoal: 3 })],
      ['Kelompok 1 membutuhkan 4 soal, baru ada 3'],
    ],
    [
      "'semua' ignores a stale count",
      [k({ aturan: 'semua', jumlah_wajib_dijawab: 9, jumlahSoal: 1 })],
      [],
    ],
    [
      'every problem, in group order',
      [k({ nomor: 3, jumlahSoal: 0 }), k({ nomor: 1, jumlahSoal: 0 })],
      ['Kelompok 1 belum memiliki soal', 'Kelompok 3 belum memiliki soal'],
    ],
  ])('%s', (_, kelompok, masalah) => {
    expect(masalahSoalUjian(kelompok)).toEqual(masalah);
  });
});

describe('nilaiPengerjaanTampil: scores only of a submitted attempt, once published', () => {
  it.each([
    [false, false, false],
    [false, true, false],
    [true, false, false],
    [true, true, true],
  ])('submitted %s, published %s: %s', (dikumpulkan, isTampilkanNilai, tampil) => {
    expect(nilaiPengerjaanTampil({ dikumpulkan, isTampilkanNilai })).toBe(tampil);
  });
});
