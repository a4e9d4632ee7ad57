import { describe, expect, it } from 'vitest';
import { formUjianAwal } from './ujian';
import {
  cekNilaiSoal,
  cekPenguranganNilai,
  fieldWajibKosongFormUjian,
  formUjianDari,
  labelAturanKelompokSoal,
  nomorAwalKelompok,
  PESAN_WAKTU_KUNCI,
  payloadSalinUjian,
  peringatanWaktuKunci,
  soalBernomor,
  type UjianTersimpan,
} from './ujianStaf';

const J = (jam: string) => `2025-09-01T${jam}:00+07:00`;

const tersimpan: UjianTersimpan = {
  id_pertemuan: 'p1',
  judul: 'Kuis 1',
  deskripsi: '<p>Kerjakan</p>',
  jenis: 'remedial',
  id_ujian_utama: 'u0',
  waktu_mulai: J('08:00'),
  waktu_selesai: J('10:00'),
  ditampilkan: false,
  sifat: 'open',
  acakSoal: true,
  gunakan_batas_waktu: true,
  durasi: 45,
  tampilkan_kunci_jawaban: true,
  waktu_tampil_kunci: J('12:00'),
  peserta_remedial: ['2401001', '2401002'],
  peserta_remedial_detail: [{ nim: '2401001', nama: 'Andi' }],
};

describe('the edit form of a stored exam', () => {
  it('maps every field and names participants (the NIM when the name is missing)', () => {
    expect(formUjianDari(tersimpan)).toEqual({
      pertemuan: 'p1',
      judul: 'Kuis 1',
      deskripsi: '<p>Kerjakan</p>',
      jenis_ujian: 'remedial',
      ujian_utama: 'u0',
      waktu_mulai: J('08:00'),
      waktu_selesai: J('10:00'),
      status_tampilan: 'Disembunyikan',
      sifat: 'open',
      acak_soal: 'Ya',
      batas_waktu: 'Ya',
      durasi: 45,
      kunci_jawaban: 'Ya',
      waktu_tampil_kunci: J('12:00'),
      peserta_remedial: [
        { nim: '2401001', nama: 'Andi' },
        { nim: '2401002', nama: '2401002' },
      ],
      list_salin_ujian: [],
      salin_kunci_jawaban: 'Tidak',
    });
  });

  it.each([
    ['zero dates are empty', { waktu_selesai: '0001-01-01T00:00:00Z' }, { waktu_selesai: null }],
    ['no time limit drops the duration', { gunakan_batas_waktu: false }, { durasi: null }],
    [
      'a hidden key drops its time',
      { tampilkan_kunci_jawaban: false },
      { waktu_tampil_kunci: null },
    ],
    ['non-remedial has no main exam', { jenis: 'kuis' as const }, { ujian_utama: null }],
  ])('%s', (_nama, ubah, harap) => {
    expect(formUjianDari({ ...tersimpan, ...ubah })).toMatchObject(harap);
  });
});

describe('required fields of the exam form and the copy tab', () => {
  const lengkap = {
    ...formUjianAwal({ id: 'p1' }),
    judul: 'Kuis',
    deskripsi: '<p>x</p>',
    jenis_ujian: 'kuis' as const,
  };
  it.each([
    ['complete', lengkap, 'baru', []],
    [
      'a shown key needs its time',
      { ...lengkap, kunci_jawaban: 'Ya' },
      'baru',
      ['waktu_tampil_kunci'],
    ],
    ['empty form', formUjianAwal(), 'baru', ['judul', 'deskripsi', 'jenis_ujian']],
    ['copy ignores the title', formUjianAwal(), 'salin', []],
    [
      'copy with the key needs its time',
      { ...formUjianAwal(), salin_kunci_jawaban: 'Ya' },
      'salin',
      ['waktu_tampil_kunci'],
    ],
  ] as const)('%s', (_nama, form, mode, harap) => {
    expect(fieldWajibKosongFormUjian(form, mode)).toEqual(harap);
  });
});

describe('the copy body', () => {
  const form = {
    ...formUjianAwal({ id: 'p1', waktu_mulai: J('08:00'), waktu_selesai: J('10:00') }),
    list_salin_ujian: ['u1', 'u2'],
    waktu_tampil_kunci: J('12:00'),
  };
  it.each([
    ['Tidak', null, false],
    ['Ya', '2025-09-01T13:00:00+08:00', true],
  ] as const)('key %s -> time %s', (salin, waktu, kunci) => {
    expect(payloadSalinUjian({ ...form, salin_kunci_jawaban: salin }, 'Asia/Makassar')).toEqual({
      id_pertemuan: 'p1',
      list_id: ['u1', 'u2'],
      waktu_mulai: '2025-09-01T09:00:00+08:00',
      waktu_selesai: '2025-09-01T11:00:00+08:00',
      waktu_tampil_kunci: waktu,
      salin_kunci_jawaban: kunci,
    });
  });
});

describe('question group rule labels', () => {
  it.each([
    ['semua', null, 'Semua'],
    ['random', 3, 'Acak: 3 soal per mahasiswa'],
    ['sebagian', 2, 'Sebagian: jawab 2 soal'],
  ] as const)('%s %s -> %s', (aturan, n, label) => {
    expect(labelAturanKelompokSoal(aturan, n)).toBe(label);
  });
});
describe('grading inputs', () => {
  it.each([
    ['80', { ok: true, nilai: 80 }],
    [' 0 ', { ok: true, nilai: 0 }],
    ['100', { ok: true, nilai: 100 }],
    ['80.5', { ok: false, pesan: 'Nilai harus bilangan bulat 0 sampai 100' }],
    ['80,5', { ok: false, pesan: 'Nilai harus bilangan bulat 0 sampai 100' }],
    ['101', { ok: false, pesan: 'Nilai harus bilangan bulat 0 sampai 100' }],
    ['-1', { ok: false, pesan: 'Nilai harus bilangan bulat 0 sampai 100' }],
    ['', { ok: false, pesan: 'Nilai harus bilangan bulat 0 sampai 100' }],
  ])('question grade %j', (input, hasil) => {
    expect(cekNilaiSoal(input)).toEqual(hasil);
  });

  it.each([
    ['2,5', { ok: true, nilai: 2.5 }],
    ['1.005', { ok: true, nilai: 1.01 }],
    ['0', { ok: true, nilai: 0 }],
    ['abc', { ok: false, pesan: 'Pengurangan nilai harus angka' }],
    ['', { ok: false, pesan: 'Pengurangan nilai harus angka' }],
    ['-1', { ok: false, pesan: 'Pengurangan nilai tidak boleh negatif' }],
    ['100.01', { ok: false, pesan: 'Pengurangan nilai tidak boleh lebih dari 100' }],
  ])('deduction %j', (input, hasil) => {
    expect(cekPenguranganNilai(input)).toEqual(hasil);
  });
});

describe('questions numbered across groups (issue 21: statistics numbered 1, 2, 3, 4, 1)', () => {
  const k = (id: string, ...soal: string[]) => ({ id, soal });
  it.each([
    ['no group', [], [], []],
    ['one group', [k('A', 'a1', 'a2')], [0], [1, 2]],
    ['two groups', [k('A', 'a1', 'a2', 'a3', 'a4'), k('B', 'b1')], [0, 4], [1, 2, 3, 4, 5]],
    ['an empty group between', [k('A', 'a1'), k('B'), k('C', 'c1', 'c2')], [0, 1, 1], [1, 2, 3]],
  ])('%s', (_k, kelompok, awal, nomor) => {
    expect(nomorAwalKelompok(kelompok)).toEqual(awal);
    const daftar = soalBernomor(kelompok);
    expect(daftar.map((d) => d.nomor)).toEqual(nomor);
    expect(daftar.map((d) => d.soal)).toEqual(kelompok.flatMap((g) => g.soal));
  });

  it('keeps each question with its own group', () => {
    const daftar = soalBernomor([k('A', 'a1'), k('B', 'b1', 'b2')]);
    expect(daftar.map((d) => `${d.kelompok.id}:${d.soal}:${d.nomor}`)).toEqual([
      'A:a1:1',
      'B:b1:2',
      'B:b2:3',
    ]);
  });
});

describe('peringatanWaktuKunci: the key shown before the exam ends (issue 21)', () => {
  const selesai = J('10:00');
  it.each([
    ['before the end', selesai, J('09:59'), PESAN_WAKTU_KUNCI.sebelumBerakhir],
    ['long before the end', selesai, J('08:00'), PESAN_WAKTU_KUNCI.sebelumBerakhir],
    ['at the end', selesai, J('10:00'), null],
    ['after the end', selesai, J('12:00'), null],
    ['no key time yet', selesai, null, null],
    ['no end yet', null, J('09:00'), null],
    [
      'epoch milliseconds as the form keeps them',
      Date.parse(selesai),
      Date.parse(J('09:30')),
      PESAN_WAKTU_KUNCI.sebelumBerakhir,
    ],
    ['the zero date as the end', '0001-01-01T00:00:00.000Z', J('09:00'), null],
  ])('%s', (_k, waktu_selesai, waktu_tampil_kunci, pesan) => {
    expect(peringatanWaktuKunci({ waktu_selesai, waktu_tampil_kunci })).toBe(pesan);
  });
});
