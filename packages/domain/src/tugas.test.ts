import { describe, expect, it } from 'vitest';
import {
  cekKirimPengumpulan,
  type FormTugas,
  idKomentar,
  putusanPengumpulan,
  statusMonitoringTugas,
  validasiNilaiTugas,
  validasiTugas,
} from './tugas';

const J = (jam: string) => `2026-11-27T${jam}:00+07:00`;
const tugas = {
  jenis: 'individu' as const,
  waktu_mulai: J('08:00'),
  waktu_selesai: J('23:59'),
  terima_terlambat: false,
};

describe('assignment monitoring status (spec 2)', () => {
  it.each([
    [J('07:59'), 0, 0, 'Belum Dimulai'],
    [J('07:59'), 3, 1, 'Belum Dimulai'],
    [J('08:00'), 0, 0, 'Belum Ada Pengumpulan'],
    [J('12:00'), 5, 0, 'Belum Dinilai'],
    [J('12:00'), 5, 4, 'Belum Dinilai'],
    [J('12:00'), 5, 5, 'Sudah Dinilai'],
  ])('at %s with %i handed in and %i graded -> %s', (sekarang, masuk, dinilai, status) => {
    expect(
      statusMonitoringTugas(
        tugas,
        { jumlah_pengumpulan: masuk, jumlah_dinilai: dinilai },
        sekarang,
      ),
    ).toBe(status);
  });
});

describe('a submission is judged by when its upload started (issue 24)', () => {
  it.each([
    [J('07:59'), false, 'belum_dibuka'],
    [J('08:00'), false, 'tepat_waktu'],
    [J('23:59'), false, 'tepat_waktu'],
    ['2026-11-27T23:59:00.001+07:00', false, 'ditolak'],
    ['2026-11-27T23:59:00.001+07:00', true, 'terlambat'],
    ['2026-11-28T09:00:00+07:00', true, 'terlambat'],
  ])('upload started %s, late work %s -> %s', (mulaiUnggah, terlambat, putusan) => {
    expect(putusanPengumpulan({ ...tugas, terima_terlambat: terlambat }, mulaiUnggah)).toBe(
      putusan,
    );
  });

  it('keeps a slow upload that started a second before the deadline', () => {
    // The file arrives a minute after the deadline; what counts is the start the server recorded.
    expect(putusanPengumpulan(tugas, J('23:58'))).toBe('tepat_waktu');
  });
});

describe('who may send a submission now', () => {
  const kelompok = { ...tugas, jenis: 'kelompok' as const };
  it.each([
    [tugas, null, false, J('12:00'), null],
    [kelompok, 'ketua', false, J('12:00'), null],
    [kelompok, 'anggota', false, J('12:00'), 'Hanya ketua kelompok yang dapat mengumpulkan tugas'],
    [kelompok, null, false, J('12:00'), 'Hanya ketua kelompok yang dapat mengumpulkan tugas'],
    [tugas, null, true, J('12:00'), 'Pengumpulan yang sudah dinilai tidak dapat diganti'],
    [tugas, null, false, J('07:00'), 'Tugas belum dimulai'],
    [tugas, null, false, '2026-11-28T00:00:00+07:00', 'Batas waktu pengumpulan tugas sudah lewat'],
    [{ ...tugas, terima_terlambat: true }, null, false, '2026-11-28T00:00:00+07:00', null],
  ] as const)('%o as %s, graded %s, at %s -> %s', (t, jabatan, dinilai, mulaiUnggah, pesan) => {
    expect(cekKirimPengumpulan({ tugas: t, jabatan, sudahDinilai: dinilai, mulaiUnggah })).toEqual(
      pesan === null ? { ok: true } : { ok: false, pesan },
    );
  });
});

describe('assignment form', () => {
  const valid: FormTugas = {
    pertemuan: 'p1',
    judul: 'Laporan praktikum',
    deskripsi: '<p>Kerjakan bab 3</p>',
    jenis: 'kelompok',
    waktu_mulai: J('08:00'),
    waktu_selesai: J('23:59'),
    terima_terlambat: false,
  };

  it('passes a valid form', () => {
    expect(validasiTugas(valid, { operator: true })).toEqual({ ok: true });
  });

  it.each([
    [{ pertemuan: null }, 'Pertemuan wajib diisi'],
    [{ judul: ' ' }, 'Judul wajib diisi'],
    [{ deskripsi: '' }, 'Deskripsi wajib diisi'],
    [{ jenis: null }, 'Jenis tugas wajib dipilih'],
    [{ jenis: 'berpasangan' }, 'Jenis tugas wajib dipilih'],
    [{ waktu_mulai: null }, 'Waktu mulai wajib diisi'],
    [{ waktu_selesai: null }, 'Waktu selesai wajib diisi'],
    [{ waktu_selesai: J('07:59') }, 'Waktu selesai tidak boleh kurang dari waktu mulai'],
    [{ judul: '', deskripsi: '', waktu_mulai: null }, 'Judul wajib diisi'],
  ])('%o -> %s', (ubah, pesan) => {
    expect(validasiTugas({ ...valid, ...ubah }, { operator: true })).toEqual({ ok: false, pesan });
  });

  it('asks lecturers for no meeting (they add from the meeting)', () => {
    expect(validasiTugas({ ...valid, pertemuan: null }, { operator: false })).toEqual({ ok: true });
  });

  it.each([
    ['individu', 2, 'Jenis tugas tidak dapat diubah karena sudah ada pengumpulan'],
    ['individu', 0, null],
    ['kelompok', 2, null],
  ])('type changed from %s with %i handed in -> %s', (jenisAsal, masuk, pesan) => {
    expect(
      validasiTugas(valid, {
        operator: false,
        asal: { jenis: jenisAsal, jumlah_pengumpulan: masuk },
      }),
    ).toEqual(pesan === null ? { ok: true } : { ok: false, pesan });
  });
});

describe('grade of a submission', () => {
  it.each([
    [85, { ok: true, nilai: 85 }],
    ['0', { ok: true, nilai: 0 }],
    ['100', { ok: true, nilai: 100 }],
    ['87,456', { ok: true, nilai: 87.46 }],
    [null, { ok: false, pesan: 'Nilai wajib diisi' }],
    ['  ', { ok: false, pesan: 'Nilai wajib diisi' }],
    ['-1', { ok: false, pesan: 'Nilai harus di antara 0 dan 100' }],
    [100.01, { ok: false, pesan: 'Nilai harus di antara 0 dan 100' }],
    ['sembilan', { ok: false, pesan: 'Nilai harus di antara 0 dan 100' }],
  ])('%o -> %o', (input, hasil) => {
    expect(validasiNilaiTugas(input)).toEqual(hasil);
  });
});

describe('comment thread identifiers (spec 7)', () => {
  it.each([
    [
      { jenis: 'tugas', idKonten: 't1', idKelompok: 'k9' },
      { idGroup: 'k9', idThread: 'komentar-tugas__k9__t1' },
    ],
    [
      { jenis: 'tugas', idKonten: 't1', idMahasiswa: 'm7' },
      { idGroup: 'LMS-t1', idThread: 'komentar-tugas__LMS-t1__t1__m7' },
    ],
    [
      { jenis: 'ujian', idKonten: 'u3', idMahasiswa: 'm7' },
      { idGroup: 'LMS-u3', idThread: 'komentar-ujian__LMS-u3__u3__m7' },
    ],
  ] as const)('%o -> %o', (args, hasil) => {
    expect(idKomentar(args)).toEqual(hasil);
  });

  it('gives two students of one individual assignment two threads', () => {
    const a = idKomentar({ jenis: 'tugas', idKonten: 't1', idMahasiswa: 'm1' });
    const b = idKomentar({ jenis: 'tugas', idKonten: 't1', idMahasiswa: 'm2' });
    expect(a.idGroup).toBe(b.idGroup);
    expect(a.idThread).not.toBe(b.idThread);
  });
});
