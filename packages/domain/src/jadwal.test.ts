import { describe, expect, it } from 'vitest';
import { formatRentangJamJadwal, susunJadwalMingguan, URUTAN_HARI_JADWAL } from './jadwal';

const slot = (id: string, hari: number, jam_mulai: string, jam_selesai: string) => ({
  id,
  hari,
  jam_mulai,
  jam_selesai,
});

describe('weekly timetable (spec 3 jadwal)', () => {
  it.each([
    ['09:20:00', '11:00:00', '09:20 - 11:00'],
    ['07:30:00', '10:00:00', '07:30 - 10:00'],
    ['13:00', '14:40', '13:00 - 14:40'],
  ])('%s-%s reads %s', (jam_mulai, jam_selesai, teks) => {
    expect(formatRentangJamJadwal({ jam_mulai, jam_selesai })).toBe(teks);
  });

  it('orders the days Senin to Sabtu, then Minggu', () => {
    expect(URUTAN_HARI_JADWAL).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it.each([
    ['no slots', [], ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu']],
    [
      'a Sunday slot adds Minggu last',
      [slot('a', 0, '08:00:00', '09:00:00')],
      ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'],
    ],
    [
      'unknown days are left out',
      [slot('a', 7, '08:00:00', '09:00:00'), slot('b', -1, '08:00:00', '09:00:00')],
      ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'],
    ],
  ])('%s', (_, daftar, hari) => {
    const minggu = susunJadwalMingguan(daftar);
    expect(minggu.map((h) => h.nama)).toEqual(hari);
    expect(minggu.flatMap((h) => h.slot)).toEqual(daftar.filter((s) => s.hari >= 0 && s.hari <= 6));
  });

  it('puts each day in time order: start, then end, ties as given', () => {
    const minggu = susunJadwalMingguan([
      slot('siang', 1, '13:00:00', '14:40:00'),
      slot('pagi-panjang', 1, '07:30:00', '10:00:00'),
      slot('pagi', 1, '07:30:00', '09:10:00'),
      slot('selasa', 2, '09:20:00', '11:00:00'),
      slot('pagi-kembar', 1, '07:30:00', '09:10:00'),
    ]);
    expect(minggu[0]?.slot.map((s) => s.id)).toEqual([
      'pagi',
      'pagi-kembar',
      'pagi-panjang',
      'siang',
    ]);
    expect(minggu[1]).toMatchObject({ hari: 2, nama: 'Selasa', slot: [{ id: 'selasa' }] });
  });

  it('does not change the list it was given', () => {
    const daftar = [slot('b', 1, '10:00:00', '11:00:00'), slot('a', 1, '08:00:00', '09:00:00')];
    susunJadwalMingguan(daftar);
    expect(daftar.map((s) => s.id)).toEqual(['b', 'a']);
  });
});
