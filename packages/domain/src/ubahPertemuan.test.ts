import { describe, expect, it } from 'vitest';
import {
  type HasilCekBentrok,
  JAM_SELESAI_MAKS,
  labelRuangan,
  PARAMETER_KEHADIRAN_TETAP,
} from './pertemuan';
import {
  adaPerubahan,
  bisaCekJadwal,
  bolehSimpanPertemuan,
  type FormPertemuan,
  formPertemuanDari,
  jadwalBisaDiubah,
  jamDalamSesi,
  keadaanEditPertemuan,
  normalisasiPertemuan,
  parameterKehadiranTampil,
  payloadCekBentrok,
  payloadPertemuan,
  pilihSesi,
  selesaiHariYangSama,
  simpanHasilCek,
  ubahFormPertemuan,
  validasiPertemuan,
} from './ubahPertemuan';

const form: FormPertemuan = {
  judul: 'Pengantar',
  deskripsi: 'Pertemuan pertama',
  kategori: 'kuliah',
  jenis: 'offline',
  id_sesi: 's1',
  tanggal: '2025-09-01',
  jam_mulai: '08:00:00',
  jam_selesai: '09:40:00',
  id_ruangan: 'r1',
  pengajar: ['d1'],
  parameter_kehadiran: {
    hadir_vidcon: false,
    kerjakan_kuis_ujian: true,
    kerjakan_tugas: false,
    posting_forum: false,
    unduh_materi: true,
  },
};
const sesi = { id: 's1', nama: 'Sesi 1', jam_mulai: '08:00:00', jam_selesai: '09:40:00' };
const bersih: HasilCekBentrok = {
  bentrok_kelas: { data: [] },
  bentrok_ruangan: { data: [] },
  bentrok_pengajar: { data: [] },
};
const item = [{ nomor: 2, judul: 'Lain' }];

describe('meeting edit flow (spec 4, 5)', () => {
  const awal = keadaanEditPertemuan(form);

  it("save only after changes: 'Tidak ada perubahan data'", () => {
    expect(adaPerubahan(awal)).toBe(false);
    expect(bolehSimpanPertemuan(awal, false)).toEqual({
      ok: false,
      pesan: 'Tidak ada perubahan data',
    });
    const ubah = ubahFormPertemuan(awal, { judul: 'Baru' });
    expect(bolehSimpanPertemuan(ubah, false)).toEqual({ ok: true });
  });

  it('an editable schedule must be checked with no blocking conflict', () => {
    const ubah = ubahFormPertemuan(awal, { judul: 'Baru' });
    const pesan = 'Cek jadwal terlebih dahulu. Pastikan tidak ada jadwal yang bentrok';
    expect(bolehSimpanPertemuan(ubah, true)).toEqual({ ok: false, pesan });
    const blok = simpanHasilCek(ubah, { ...bersih, bentrok_kelas: { data: item } });
    expect(bolehSimpanPertemuan(blok, true)).toEqual({ ok: false, pesan });
    const ok = simpanHasilCek(ubah, bersih);
    expect(bolehSimpanPertemuan(ok, true)).toEqual({ ok: true });
  });

  it('any change clears the previous conflict result', () => {
    const dicek = simpanHasilCek(ubahFormPertemuan(awal, { judul: 'Baru' }), bersih);
    expect(ubahFormPertemuan(dicek, { deskripsi: 'x' }).hasilCek).toBeNull();
  });

  it('online clears the room; offline resets every attendance parameter', () => {
    const online = ubahFormPertemuan(awal, { jenis: 'online' });
    expect(online.form.id_ruangan).toBeNull();
    expect(online.form.parameter_kehadiran.kerjakan_kuis_ujian).toBe(true);
    const kembali = ubahFormPertemuan(online, { jenis: 'offline', id_ruangan: 'r2' });
    expect(Object.values(kembali.form.parameter_kehadiran)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(kembali.form.id_ruangan).toBe('r2');
  });

  it('choosing a session sets the times to the session hours', () => {
    const s2 = { id: 's2', nama: 'Sesi 2', jam_mulai: '10:00:00', jam_selesai: '11:40:00' };
    expect(pilihSesi(awal, s2).form).toMatchObject({
      id_sesi: 's2',
      jam_mulai: '10:00:00',
      jam_selesai: '11:40:00',
    });
  });

  it.each([
    ['08:00', true],
    ['09:40:00', true],
    ['07:59:59', false],
    ['09:41', false],
  ])('start %s inside session 08:00-09:40: %s', (jam, di) => {
    expect(jamDalamSesi(jam, sesi)).toBe(di);
  });
});

describe("'Cek Jadwal' enabling (spec 5)", () => {
  it.each([
    [{}, true],
    [{ id_sesi: null }, false],
    [{ jam_mulai: '' }, false],
    [{ jam_selesai: null }, false],
    [{ deskripsi: '' }, false],
    [{ judul: ' ' }, false],
    [{ jenis: '' }, false],
    [{ pengajar: [] }, false],
    [{ id_ruangan: null }, false],
    [{ id_ruangan: null, jenis: 'online' }, true],
  ] as const)('%o -> %s', (ubah, boleh) => {
    expect(bisaCekJadwal({ ...form, ...ubah } as FormPertemuan)).toBe(boleh);
  });
});

describe('meeting edit validation (spec 5)', () => {
  it('passes a valid form', () => {
    expect(validasiPertemuan(form, { jadwalBisaDiubah: true, sesi })).toEqual({
      galat: {},
      toast: null,
    });
  });

  it('title and description, description max 300', () => {
    expect(
      validasiPertemuan({ ...form, judul: '', deskripsi: '' }, { jadwalBisaDiubah: false }),
    ).toEqual({
      galat: { judul: 'Judul wajib diisi!', deskripsi: 'Deskripsi wajib diisi!' },
      toast: 'Pengisian Data Belum Lengkap!',
    });
    expect(
      validasiPertemuan({ ...form, deskripsi: 'x'.repeat(301) }, { jadwalBisaDiubah: false }).galat,
    ).toEqual({ deskripsi: 'Deskripsi tidak boleh lebih dari 300 karakter' });
    expect(
      validasiPertemuan({ ...form, deskripsi: 'x'.repeat(300) }, { jadwalBisaDiubah: false }).galat,
    ).toEqual({});
  });

  it('an editable schedule needs date, session, times, a teacher and (offline) a room', () => {
    const kosong = {
      ...form,
      tanggal: null,
      id_sesi: null,
      jam_mulai: null,
      jam_selesai: null,
      pengajar: [],
      id_ruangan: null,
    };
    expect(validasiPertemuan(kosong, { jadwalBisaDiubah: true }).galat).toEqual({
      tanggal: 'Tanggal wajib diisi!',
      id_sesi: 'Sesi wajib diisi!',
      jam_mulai: 'Waktu wajib diisi!',
      jam_selesai: 'Waktu wajib diisi!',
      pengajar: 'Pengajar wajib diisi!',
      id_ruangan: 'id_ruangan wajib diisi!',
    });
    expect(validasiPertemuan(kosong, { jadwalBisaDiubah: false }).galat).toEqual({});
    expect(
      validasiPertemuan({ ...form, jenis: 'online', id_ruangan: null }, { jadwalBisaDiubah: true })
        .galat,
    ).toEqual({});
  });

  it('start inside the session; end after the start, up to 23:59:59', () => {
    expect(JAM_SELESAI_MAKS).toBe('23:59:59');
    expect(
      validasiPertemuan(
        { ...form, jam_mulai: '10:00', jam_selesai: '11:00' },
        { jadwalBisaDiubah: true, sesi },
      ).galat,
    ).toEqual({ jam_mulai: 'Waktu mulai harus berada di dalam sesi yang dipilih' });
    expect(
      validasiPertemuan({ ...form, jam_selesai: '07:30' }, { jadwalBisaDiubah: true, sesi }).galat,
    ).toEqual({ jam_selesai: 'Waktu selesai tidak boleh kurang dari waktu mulai' });
    expect(
      validasiPertemuan({ ...form, jam_selesai: '23:59:59' }, { jadwalBisaDiubah: true, sesi })
        .galat,
    ).toEqual({});
  });
});

describe('normalisation and payload (spec 4, 5)', () => {
  it.each([
    [
      { jenis: '', kategori: '' },
      { jenis: 'online', kategori: 'kuliah' },
    ],
    [
      { jenis: null, kategori: null },
      { jenis: 'online', kategori: 'kuliah' },
    ],
    [
      { jenis: 'offline', kategori: 'UTS' },
      { jenis: 'offline', kategori: 'uts' },
    ],
  ] as const)('%o -> %o', (ubah, hasil) => {
    expect(normalisasiPertemuan({ ...form, ...ubah })).toMatchObject(hasil);
  });

  it('omits schedule fields when the schedule is not editable', () => {
    const p = payloadPertemuan(form, { jadwalBisaDiubah: false });
    expect(Object.keys(p).sort()).toEqual([
      'deskripsi',
      'jenis',
      'judul',
      'kategori',
      'parameter_kehadiran',
    ]);
    expect(p.parameter_kehadiran.kerjakan_kuis_ujian).toBe(false);
  });

  it('sends schedule fields with the class zone offset when editable', () => {
    expect(
      payloadPertemuan(
        { ...form, jenis: 'online' },
        { jadwalBisaDiubah: true, tz: 'Asia/Makassar' },
      ),
    ).toMatchObject({
      jenis: 'online',
      id_sesi: 's1',
      waktu_mulai: '2025-09-01T08:00:00+08:00',
      waktu_selesai: '2025-09-01T09:40:00+08:00',
      id_ruangan: null,
      pengajar: ['d1'],
      parameter_kehadiran: { kerjakan_kuis_ujian: true },
    });
  });

  it('the conflict check carries the class id', () => {
    expect(payloadCekBentrok(form, 'kls1')).toMatchObject({
      id_kelas_kuliah: 'kls1',
      waktu_mulai: '2025-09-01T08:00:00+07:00',
      id_ruangan: 'r1',
    });
  });
});

describe('settings, rooms and attendance parameters (spec 3, 5)', () => {
  const atur = { online: { is_allowed: true }, offline: { is_allowed: false } };
  it.each([
    ['online', true],
    ['offline', false],
    ['campuran', false],
  ])('schedule of a %s meeting editable: %s', (jenis, boleh) => {
    expect(jadwalBisaDiubah(atur, jenis)).toBe(boleh);
    expect(jadwalBisaDiubah(null, jenis)).toBe(false);
  });

  it.each([
    [{ is_available: true, kapasitas: 40 }, 39, 'R101'],
    [{ is_available: true, kapasitas: 40 }, 40, 'R101 (Tidak Tersedia)'],
    [{ is_available: false, kapasitas: 40 }, 10, 'R101 (Tidak Tersedia)'],
  ])('room %o with %s participants -> %s', (r, peserta, label) => {
    expect(labelRuangan({ id: 'r', nama: 'R101', ...r }, peserta)).toBe(label);
  });

  it('attendance parameters show for online meetings, not for lecturers', () => {
    expect(parameterKehadiranTampil('online', 'operator')).toBe(true);
    expect(parameterKehadiranTampil('online', 'dosen')).toBe(false);
    expect(parameterKehadiranTampil('offline', 'operator')).toBe(false);
    expect(PARAMETER_KEHADIRAN_TETAP).toBe('unduh_materi');
  });
});

describe('formPertemuanDari', () => {
  const tersimpan = {
    judul: 'Basis Data Relasional',
    deskripsi: 'Model relasional',
    kategori: 'kuliah',
    jenis: 'offline' as const,
    id_sesi: 'S2',
    waktu_mulai: '2025-09-02T02:20:00.000Z',
    waktu_selesai: '2025-09-02T04:00:00.000Z',
    id_ruangan: 'LAB2',
    pengajar_kelas: [
      { id: 'd1', is_pengajar: true },
      { id: 'd2', is_pengajar: false },
    ],
    parameter_kehadiran: { hadir_vidcon: true, unduh_materi: true },
  };

  it('gives date and times in the class zone and only the teaching lecturers', () => {
    expect(formPertemuanDari(tersimpan, 'Asia/Jakarta')).toMatchObject({
      tanggal: '2025-09-02',
      jam_mulai: '09:20:00',
      jam_selesai: '11:00:00',
      pengajar: ['d1'],
      parameter_kehadiran: {
        hadir_vidcon: true,
        kerjakan_kuis_ujian: false,
        kerjakan_tugas: false,
        posting_forum: false,
        unduh_materi: true,
      },
    });
  });

  it('reads the wall clock of WIT for a Jayapura college', () => {
    expect(formPertemuanDari(tersimpan, 'Asia/Jayapura').jam_mulai).toBe('11:20:00');
  });

  it('round-trips through the payload when nothing changed', () => {
    const form = formPertemuanDari(tersimpan);
    const payload = payloadPertemuan(form, { jadwalBisaDiubah: true });
    expect(payload).toMatchObject({
      waktu_mulai: '2025-09-02T09:20:00+07:00',
      waktu_selesai: '2025-09-02T11:00:00+07:00',
    });
  });
});

describe('selesaiHariYangSama (end up to 23:59:59 the same day, spec 5)', () => {
  it.each([
    ['2025-09-02T09:00:00+07:00', '2025-09-02T23:59:59+07:00', true],
    ['2025-09-02T09:00:00+07:00', '2025-09-03T00:00:00+07:00', false],
    [null, '2025-09-03T00:00:00+07:00', false],
  ])('%s .. %s -> %s', (a, b, expected) => {
    expect(selesaiHariYangSama(a, b)).toBe(expected);
  });
});
