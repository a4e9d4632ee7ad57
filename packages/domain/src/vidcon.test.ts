import { describe, expect, it } from 'vitest';
import {
  APLIKASI_VIDCON,
  aksiGabungVidcon,
  type FormVidcon,
  joinTerlambat,
  payloadVidcon,
  statusVidconPada,
  validasiVidcon,
  vidconBisaDibingkai,
  waktuSelesaiOtomatis,
  waktuVidconTerkunci,
} from './vidcon';
import { keEpoch } from './waktu';

const J = (jam: string) => `2025-09-01T${jam}:00+07:00`;

describe('vidcon form (spec 5)', () => {
  const valid: FormVidcon = {
    pertemuan: 'p1',
    judul: 'Kuliah daring',
    aplikasi: 'zoom',
    link: 'zoom.us/j/1',
    waktu_mulai: J('08:00'),
    waktu_selesai: J('09:00'),
  };

  it('lists the apps', () => {
    expect(APLIKASI_VIDCON).toEqual(['zoom', 'gmeet', 'msteams', 'lainnya']);
  });

  it('passes a valid form', () => {
    expect(validasiVidcon(valid, { operator: true })).toEqual({ ok: true });
  });

  it.each([
    [{ pertemuan: null }, 'Pertemuan wajib diisi'],
    [{ judul: ' ' }, 'Judul wajib diisi'],
    [{ aplikasi: null }, 'Aplikasi wajib diisi'],
    [{ link: '' }, 'Link wajib diisi'],
    [{ waktu_mulai: null }, 'Waktu mulai wajib diisi'],
    [{ waktu_selesai: null }, 'Waktu selesai wajib diisi'],
    [{ waktu_selesai: J('07:59') }, 'Waktu selesai tidak boleh kurang dari waktu mulai'],
    [{ judul: '', link: '', waktu_mulai: null }, 'Judul wajib diisi'],
    [{ aplikasi: '', waktu_selesai: null }, 'Aplikasi wajib diisi'],
  ])('%o -> %s', (ubah, pesan) => {
    expect(validasiVidcon({ ...valid, ...ubah }, { operator: true })).toEqual({ ok: false, pesan });
  });

  it('asks lecturers for no meeting', () => {
    expect(validasiVidcon({ ...valid, pertemuan: null }, { operator: false })).toEqual({
      ok: true,
    });
  });

  it.each([
    [J('08:30'), 3, 'Waktu selesai tidak dapat dimajukan karena sudah ada peserta vidcon'],
    [J('08:30'), 0, null],
    [J('09:30'), 3, null],
  ])('end moved to %s with %s participants -> %s', (selesai, peserta, pesan) => {
    const hasil = validasiVidcon(
      { ...valid, waktu_selesai: selesai },
      { operator: false, asal: { waktu_selesai: J('09:00'), jumlah_peserta: peserta } },
    );
    expect(hasil).toEqual(pesan ? { ok: false, pesan } : { ok: true });
  });

  it('choosing a start sets the end one hour later', () => {
    expect(waktuSelesaiOtomatis(J('08:15'))).toBe(keEpoch(J('09:15')));
    expect(waktuSelesaiOtomatis(null)).toBeNull();
  });

  it('builds the payload with offset times and a fixed link', () => {
    expect(payloadVidcon({ ...valid, catatan: null }, 'Asia/Makassar')).toEqual({
      aplikasi: 'zoom',
      catatan: '',
      id_pertemuan: 'p1',
      judul: 'Kuliah daring',
      link: 'http://zoom.us/j/1',
      waktu_mulai: '2025-09-01T09:00:00+08:00',
      waktu_selesai: '2025-09-01T10:00:00+08:00',
    });
  });
});

describe('vidcon states (spec 4)', () => {
  it.each([
    [J('08:10'), 10, false],
    [J('08:10'), 5, true],
    [J('08:11'), 10, true],
    [J('08:11'), null, null],
  ])('join at %s with %s minutes allowance late: %s', (join, menit, telat) => {
    expect(joinTerlambat(join, J('08:00'), menit)).toBe(telat);
  });

  it.each([
    [{ status: 'selesai', jumlah_peserta: 0 }, true],
    [{ status: 'berlangsung', jumlah_peserta: 2 }, true],
    [{ status: 'berlangsung', jumlah_peserta: 0 }, false],
    [{ status: 'belum_dimulai', jumlah_peserta: 5 }, false],
  ])('%o locks dates: %s', (v, kunci) => {
    expect(waktuVidconTerkunci(v)).toBe(kunci);
  });

  it.each([
    [J('07:59'), 'belum_dimulai'],
    [J('08:00'), 'berlangsung'],
    [J('08:59'), 'berlangsung'],
    [J('09:00'), 'selesai'],
  ])('status at %s: %s', (kini, status) => {
    expect(statusVidconPada({ waktu_mulai: J('08:00'), waktu_selesai: J('09:00') }, kini)).toBe(
      status,
    );
  });

  it.each([
    ['berlangsung', 'dalam_aplikasi'],
    ['belum_dimulai', 'buka_link'],
    ['selesai', 'nonaktif'],
    [null, 'buka_link'],
  ])('join button for %s: %s', (status, aksi) => {
    expect(aksiGabungVidcon(status)).toBe(aksi);
  });
});

describe('vidconBisaDibingkai: which links are shown inside the LMS', () => {
  it.each([
    ['https://zoom.us/j/123', true],
    ['https://us02web.zoom.us/j/123?pwd=x', true],
    ['https://meet.google.com/abc-defg-hij', true],
    ['https://teams.microsoft.com/l/meetup-join/19', true],
    ['http://zoom.us/j/123', false],
    ['zoom.us/j/123', false],
    ['https://zoom.us.penipu.id/j/1', false],
    ['https://evilzoom.us/j/1', false],
    ['https://meet.google.com.penipu.id/x', false],
    ['https://user@meet.google.com/x', false],
    ['https://zoom.us:8443/j/1', false],
    ['https://vidcon.kampus.ac.id/ruang/1', false],
    ['javascript:alert(1)', false],
    ['', false],
    [null, false],
  ])('%s: %s', (link, harap) => {
    expect(vidconBisaDibingkai(link)).toBe(harap);
  });
});
