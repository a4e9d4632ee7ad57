import { describe, expect, it } from 'vitest';
import { HAK_AKSES_KOSONG } from './akses';
import {
  aktivitasTampil,
  barisPratinjauTampil,
  FILTER_TAMPILKAN_DEFAULT,
  HEADER_RERATA_NILAI,
  hapusAktivitasKomponen,
  jenisHalamanRekapNilaiValid,
  jenisKomponenSikad,
  jenisUjianNilai,
  judulModalSikad,
  KETERANGAN_NILAI,
  kelompokHeaderAktivitas,
  komponenSikadTampil,
  LABEL_FILTER_TAMPILKAN,
  labelKomponenPratinjau,
  labelPertemuanNilai,
  linkAktivitasNilai,
  nilaiKeaktifanForum,
  nilaiLmsDariRekap,
  nilaiTerlihatMahasiswa,
  PESAN_BERHASIL_UPDATE_NILAI,
  PESAN_KONFIRMASI_SIKAD,
  PESAN_REKAP_NILAI,
  payloadKomponenSikad,
  perluKonfirmasiSikad,
  pesanGagalUpdateSikad,
  rataRataNilai,
  rataRataNilaiTugas,
  ringkasanPratinjauSikad,
  statusNilaiAktivitas,
  tambahAktivitasKomponen,
  teksHasilKirimSikad,
  teksJumlahKirimSikad,
  teksPeringatanTimpaSikad,
  ubahFilterTampilkan,
  validasiListAktivitas,
} from './nilai';

describe('average task grade = total_nilai / jumlah_dinilai (spec 9)', () => {
  it.each([
    [255, 3, 85],
    [250, 3, 83.33],
    [0, 0, null],
  ])('%s / %s = %s', (total, jumlah, rata) => {
    expect(rataRataNilaiTugas(total, jumlah)).toBe(rata);
  });
});

describe("'Tampilkan' filter (spec 2)", () => {
  it('labels and defaults: all on except the zero-weight option', () => {
    expect(Object.values(LABEL_FILTER_TAMPILKAN)).toEqual([
      'Semua',
      'Tugas',
      'Kuis',
      'Forum',
      'UTS',
      'UAS',
      'Komponen Nilai Sikad > 0%',
      'Komponen Nilai Sikad = 0%',
    ]);
    expect(Object.entries(FILTER_TAMPILKAN_DEFAULT).filter(([, v]) => !v)).toEqual([
      ['sikad_sama_0', false],
    ]);
  });

  it("'Semua' switches every type and follows them", () => {
    const mati = ubahFilterTampilkan(FILTER_TAMPILKAN_DEFAULT, 'semua', false);
    expect([mati.tugas, mati.kuis, mati.forum, mati.uts, mati.uas]).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(mati.sikad_lebih_0).toBe(true);
    const satu = ubahFilterTampilkan(FILTER_TAMPILKAN_DEFAULT, 'kuis', false);
    expect(satu.semua).toBe(false);
    expect(ubahFilterTampilkan(satu, 'kuis', true).semua).toBe(true);
    expect(ubahFilterTampilkan(satu, 'sikad_sama_0', true).semua).toBe(false);
  });

  it('shows activity columns by type and SIKAD columns by weight', () => {
    const f = ubahFilterTampilkan(FILTER_TAMPILKAN_DEFAULT, 'forum', false);
    expect(aktivitasTampil('forum', f)).toBe(false);
    expect(aktivitasTampil('UTS', f)).toBe(true);
    expect(aktivitasTampil('remedial', f)).toBe(false);
    expect(aktivitasTampil('remedial', FILTER_TAMPILKAN_DEFAULT)).toBe(true);
    expect(komponenSikadTampil(20, FILTER_TAMPILKAN_DEFAULT)).toBe(true);
    expect(komponenSikadTampil(0, FILTER_TAMPILKAN_DEFAULT)).toBe(false);
  });
});

describe('SIKAD component editing (spec 4, 5)', () => {
  const awal = { pilihan: [{ id: 'a' }, { id: 'b' }], tabel: [{ id: 'c' }] };

  it('adding moves an activity from the dropdown to the table', () => {
    const hasil = tambahAktivitasKomponen(awal, 'b');
    expect(hasil).toEqual({ pilihan: [{ id: 'a' }], tabel: [{ id: 'c' }, { id: 'b' }] });
    expect(payloadKomponenSikad(hasil)).toEqual({ list_aktivitas: ['c', 'b'] });
    expect(tambahAktivitasKomponen(awal, 'x')).toBe(awal);
  });

  it('deleting returns it to the dropdown', () => {
    expect(hapusAktivitasKomponen(awal, 'c')).toEqual({
      pilihan: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
      tabel: [],
    });
    expect(hapusAktivitasKomponen(awal, 'a')).toBe(awal);
  });

  it('warns before overwriting scores updated by SIKAD', () => {
    const data = [
      { nilai_sikad: [{ komponen: { id: 'k1' }, update_by_sikad: false }] },
      { nilai_sikad: [{ komponen: { id: 'k2' }, update_by_sikad: true }] },
    ];
    expect(perluKonfirmasiSikad(data)).toBe(true);
    expect(perluKonfirmasiSikad(data, 'k1')).toBe(false);
    expect(perluKonfirmasiSikad(data, 'k2')).toBe(true);
    expect(perluKonfirmasiSikad([{}])).toBe(false);
    expect(PESAN_KONFIRMASI_SIKAD).toBe(
      'Nilai telah diupdate di sikad. Update nilai akan mengganti nilai di sikad. Apakah Anda tetap ingin melanjutkan?',
    );
  });

  it('titles and failure text', () => {
    expect(judulModalSikad('UTS')).toBe('Pengaturan Nilai UTS SIKAD');
    expect(pesanGagalUpdateSikad('Request failed', 'Komponen terkunci')).toBe(
      'Request failed! Komponen terkunci',
    );
    expect(pesanGagalUpdateSikad('Request failed')).toBe('Request failed');
  });
});

describe('activity header links (spec 2)', () => {
  const baca = { ...HAK_AKSES_KOSONG, kelas_kuliah: 'read' as const };
  it.each([
    ['ujian', 'dosen', '/kelas/K1/ujian/A9?tab=hasil&from=nilai'],
    ['kuis', 'operator', '/kelas/K1/ujian/A9?tab=hasil&from=nilai'],
    ['tugas', 'dosen', '/kelas/K1/tugas/A9?tab=submission&ref=nilai'],
    ['forum', 'operator', '/kelas/K1?back=forum'],
    ['forum', 'dosen', '/forum?groupId=K1&forumId=FORUM__A9&ref=nilai'],
  ] as const)('%s for %s -> %s', (jenis, role, link) => {
    expect(
      linkAktivitasNilai({ idKelas: 'K1', aktivitas: { id: 'A9', jenis }, role, hak: baca }),
    ).toBe(link);
  });

  it('is inactive without read access to the class', () => {
    expect(
      linkAktivitasNilai({
        idKelas: 'K1',
        aktivitas: { id: 'A9', jenis: 'tugas' },
        role: 'operator',
        hak: HAK_AKSES_KOSONG,
      }),
    ).toBeNull();
  });

  it('accepts only dosen and operator page types', () => {
    expect(jenisHalamanRekapNilaiValid('dosen')).toBe(true);
    expect(jenisHalamanRekapNilaiValid('operator')).toBe(true);
    expect(jenisHalamanRekapNilaiValid('mahasiswa')).toBe(false);
  });
});

describe('activity headers grouped by meeting label (spec 2)', () => {
  const h = (label_pertemuan: string, id: string) => ({ label_pertemuan, id });
  it.each([
    ['empty', [], []],
    [
      'consecutive labels share a group',
      [h('P1', 'a'), h('P1', 'b'), h('P2', 'c')],
      [
        ['P1', ['a', 'b']],
        ['P2', ['c']],
      ],
    ],
    [
      'a label that comes back starts a new group',
      [h('P1', 'a'), h('P2', 'b'), h('P1', 'c')],
      [
        ['P1', ['a']],
        ['P2', ['b']],
        ['P1', ['c']],
      ],
    ],
  ] as const)('%s', (_, header, harapan) => {
    expect(
      kelompokHeaderAktivitas(header).map((g) => [g.label_pertemuan, g.aktivitas.map((a) => a.id)]),
    ).toEqual(harapan);
  });

  it("explains '-' and 0 in the legend", () => {
    expect(KETERANGAN_NILAI.map((k) => k.nilai)).toEqual(['-', '0']);
  });
});

it("the success toast reads 'Berhasil update nilai' (spec 8)", () => {
  expect(PESAN_BERHASIL_UPDATE_NILAI).toBe('Berhasil update nilai');
});

describe('preview of a push to SIKAD (issue 26)', () => {
  const baris = [
    { berubah: true, update_by_sikad: false },
    { berubah: true, update_by_sikad: true },
    { berubah: false, update_by_sikad: true },
    { berubah: false, update_by_sikad: null },
  ];

  it.each([
    [false, 2],
    [true, 4],
  ])('shows all rows: %s -> %s rows', (semua, jumlah) => {
    expect(barisPratinjauTampil(baris, semua)).toHaveLength(jumlah);
  });

  it.each([
    [[], { dikirim: 0, tidakBerubah: 0, menimpaSikad: 0 }],
    [baris, { dikirim: 2, tidakBerubah: 2, menimpaSikad: 1 }],
    [[{ berubah: false }], { dikirim: 0, tidakBerubah: 1, menimpaSikad: 0 }],
  ])('counts %j', (daftar, ringkasan) => {
    expect(ringkasanPratinjauSikad(daftar)).toEqual(ringkasan);
  });

  it.each([
    ['Tugas', 'Tugas'],
    [{ id: 'k-uts', label: 'UTS' }, 'UTS'],
  ])('labels component %j as %s', (komponen, label) => {
    expect(labelKomponenPratinjau(komponen)).toBe(label);
  });

  it('warns of overwritten SIKAD changes', () => {
    expect(teksPeringatanTimpaSikad(2)).toBe(
      '2 nilai telah diupdate di sikad. Update nilai akan mengganti nilai di sikad.',
    );
  });

  it.each([
    [0, '0 nilai akan dikirim'],
    [12, '12 nilai akan dikirim'],
  ])('count text %s', (n, teks) => {
    expect(teksJumlahKirimSikad(n)).toBe(teks);
  });

  it.each([
    [{ terkirim: 3, tidak_berubah: 9 }, '3 nilai terkirim, 9 nilai tidak berubah'],
    [{ terkirim: 0, tidak_berubah: 12 }, '0 nilai terkirim, 12 nilai tidak berubah'],
  ])('result text %j', (hasil, teks) => {
    expect(teksHasilKirimSikad(hasil)).toBe(teks);
  });
});

describe('grade status per activity (spec 4)', () => {
  const sekarang = new Date('2025-10-01T10:00:00Z');
  const lalu = new Date('2025-09-30T10:00:00Z');
  const nanti = new Date('2025-10-02T10:00:00Z');
  it.each([
    ['not ended, work graded', nanti, 3, 0, 'belum_berakhir'],
    ['ended at this very moment', sekarang, 0, 0, 'tidak_ada_pengerjaan'],
    ['ended, nobody worked', lalu, 0, 0, 'tidak_ada_pengerjaan'],
    ['ended, one ungraded', lalu, 3, 1, 'belum_dinilai'],
    ['ended, all graded', lalu, 3, 0, 'sudah_dinilai'],
  ] as const)('%s: %s', (_k, waktuSelesai, jumlahPengerjaan, jumlahBelumDinilai, status) => {
    expect(
      statusNilaiAktivitas({ waktuSelesai, jumlahPengerjaan, jumlahBelumDinilai, sekarang }),
    ).toBe(status);
  });
});

describe('averages over graded work, -1.618 when none (spec 9)', () => {
  it.each([
    [[80, 90, 100], 90],
    [[80, null, 85], 82.5],
    [[70, -1.618, 71, 71], 70.67],
    [[0, 0], 0],
    [[null, -1.618], -1.618],
    [[], -1.618],
  ])('%j -> %s', (nilai, rata) => {
    expect(rataRataNilai(nilai)).toBe(rata);
  });
});

describe('forum activity grade', () => {
  it.each([
    [0, 1, null],
    [1, 1, 100],
    [5, 2, 100],
    [1, 3, 33.33],
    [2, 3, 66.67],
    [1, 0, 100],
  ])('%s posts of %s required -> %s', (post, minimal, nilai) => {
    expect(nilaiKeaktifanForum(post, minimal)).toBe(nilai);
  });
});

describe('recap types and labels', () => {
  it.each([
    ['kuis', 'kuis'],
    ['uts', 'uts'],
    ['uas', 'uas'],
    ['remedial', null],
  ])('exam type %s -> %s', (jenis, hasil) => {
    expect(jenisUjianNilai(jenis)).toBe(hasil);
  });
  it.each([
    ['Tugas', 'tugas'],
    ['UTS', 'uts'],
    [' Kuis ', 'kuis'],
    ['Sikap', 'lainnya'],
  ])('component %s -> %s', (nama, jenis) => {
    expect(jenisKomponenSikad(nama)).toBe(jenis);
  });
  it('meeting label and the average headers', () => {
    expect(labelPertemuanNilai(3)).toBe('Pertemuan 3');
    expect(HEADER_RERATA_NILAI.map((h) => h.label)).toEqual([
      'Tugas',
      'Kuis',
      'Forum',
      'UTS',
      'UAS',
    ]);
  });
});

describe('a component activity list (spec 7 PUT komponen)', () => {
  const kelas = new Set(['a', 'b', 'c']);
  it.each([
    [[], null],
    [['a', 'c'], null],
    [['a', 'a'], PESAN_REKAP_NILAI.aktivitasDuplikat],
    [['a', 'x'], PESAN_REKAP_NILAI.bukanAktivitasKelas('x')],
  ])('%j -> %s', (list, pesan) => {
    expect(validasiListAktivitas(list, kelas)).toBe(pesan);
  });
});

describe("a student's own grades", () => {
  it.each([
    ['kuis', false, false],
    ['uts', true, true],
    ['uas', false, false],
    ['tugas', false, true],
    ['forum', false, true],
  ])('%s published %s -> visible %s', (jenis, tampil, terlihat) => {
    expect(nilaiTerlihatMahasiswa(jenis, tampil)).toBe(terlihat);
  });
});

describe('component grades for the SIKAD preview', () => {
  it('one row per student and component, the placeholder as null', () => {
    expect(
      nilaiLmsDariRekap({
        nilai_mahasiswa: [
          {
            mahasiswa: { nim: '2401001', nama: 'Ani' },
            nilai_sikad: [
              { komponen: { id: 'TGS' }, nilai: 92.75 },
              { komponen: { id: 'UTS' }, nilai: -1.618 },
            ],
          },
          { mahasiswa: { nim: '2401002', nama: 'Budi' }, nilai_sikad: [] },
        ],
      }),
    ).toEqual([
      { nim: '2401001', nama: 'Ani', komponen: 'TGS', nilai: 92.75 },
      { nim: '2401001', nama: 'Ani', komponen: 'UTS', nilai: null },
    ]);
  });
});
