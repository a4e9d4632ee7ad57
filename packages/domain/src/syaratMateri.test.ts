import { describe, expect, it } from 'vitest';
import {
  aturanPresensiMateri,
  LABEL_STATUS_SYARAT_MATERI,
  presensiPutarTerpenuhi,
  statusSyaratMateri,
  teksSyaratMateri,
} from './syaratMateri';

describe('material presence (spec 2, 9)', () => {
  it.each([
    ['ebook', undefined, { cara: 'hitung_mundur', detik: 60 }],
    ['ebook', { ebook_detik: 90 }, { cara: 'hitung_mundur', detik: 90 }],
    ['video', undefined, { cara: 'persen_putar', persen: 50, atauUnduh: true }],
    ['audio', { audio_persen: 70 }, { cara: 'persen_putar', persen: 70, atauUnduh: true }],
    ['url', undefined, { cara: 'buka_link' }],
    ['archive', undefined, { cara: 'unduh' }],
  ] as const)('%s with %o -> %o', (tipe, syarat, aturan) => {
    expect(aturanPresensiMateri(tipe, syarat)).toEqual(aturan);
  });

  it('audio/video presence at the threshold', () => {
    expect(presensiPutarTerpenuhi(50, 50)).toBe(true);
    expect(presensiPutarTerpenuhi(49.9, 50)).toBe(false);
  });
});

describe('teksSyaratMateri', () => {
  it.each([
    ['ebook', undefined, 'Baca selama 60 detik lalu tekan Sudah Baca'],
    ['ebook', { ebook_detik: 90 }, 'Baca selama 90 detik lalu tekan Sudah Baca'],
    ['video', { video_persen: 75 }, 'Putar minimal 75% atau unduh'],
    ['audio', undefined, 'Putar minimal 50% atau unduh'],
    ['url', undefined, 'Buka link materi'],
    ['archive', undefined, 'Unduh berkas materi'],
  ] as const)('%s %j reads %s', (tipe, syarat, teks) => {
    expect(teksSyaratMateri(tipe, syarat)).toBe(teks);
  });
});

describe('statusSyaratMateri', () => {
  const kini = '2025-09-10T12:00:00+07:00';
  it.each([
    ['terpenuhi', '2025-09-01T23:59:00+07:00', 'terpenuhi'],
    ['belum_terpenuhi', '2025-09-12T23:59:00+07:00', 'belum_terpenuhi'],
    ['belum_terpenuhi', '2025-09-09T23:59:00+07:00', 'terlewat'],
    ['belum_terpenuhi', null, 'belum_terpenuhi'],
    [null, '2025-09-09T23:59:00+07:00', 'terlewat'],
  ] as const)('%s with deadline %s is %s', (statusUnduh, deadline, hasil) => {
    const status = statusSyaratMateri({ statusUnduh, deadline }, kini);
    expect(status).toBe(hasil);
    expect(LABEL_STATUS_SYARAT_MATERI[status]).toBeTruthy();
  });
});
