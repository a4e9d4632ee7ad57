import { NAMA_HARI } from './waktu';

// The weekly timetable /jadwal (spec 2 routes, 3 'Class' jadwal: hari 0-6 Sunday first).

/** A weekly slot: hari 0-6 with Sunday first, times 'HH:mm:ss'. */
export interface SlotJadwal {
  hari: number;
  jam_mulai: string;
  jam_selesai: string;
}

export interface HariJadwal<T> {
  /** 0-6, Sunday first. */
  hari: number;
  nama: (typeof NAMA_HARI)[number];
  slot: T[];
}

/** The timetable's days: Senin to Sabtu, then Minggu. */
export const URUTAN_HARI_JADWAL = [1, 2, 3, 4, 5, 6, 0] as const;
const MINGGU = 0;

/** A slot's time range 'HH:mm - HH:mm' from 'HH:mm:ss' times. */
export function formatRentangJamJadwal(slot: { jam_mulai: string; jam_selesai: string }): string {
  return `${slot.jam_mulai.slice(0, 5)} - ${slot.jam_selesai.slice(0, 5)}`;
}

/**
 * The week of a timetable: Senin..Sabtu always, Minggu only when a slot falls on it; each day's
 * slots in time order (start, then end; ties keep their order). Slots with an unknown day are left
 * out.
 */
export function susunJadwalMingguan<T extends SlotJadwal>(daftar: readonly T[]): HariJadwal<T>[] {
  return URUTAN_HARI_JADWAL.map((hari) => ({
    hari,
    nama: NAMA_HARI[hari],
    slot: daftar
      .filter((s) => s.hari === hari)
      .sort(
        (a, b) =>
          a.jam_mulai.localeCompare(b.jam_mulai) || a.jam_selesai.localeCompare(b.jam_selesai),
      ),
  })).filter((h) => h.hari !== MINGGU || h.slot.length > 0);
}
