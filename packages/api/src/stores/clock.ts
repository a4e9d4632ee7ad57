import { DEFAULT_ZONA_WAKTU } from '@kampus/domain';
import { proxy } from 'valtio/vanilla';

export interface ServerClockState {
  /** Server time minus local time in ms; null until the first 'time' event. */
  offsetMs: number | null;
  timeZone: string;
  terhubung: boolean;
  /** The last stream error, kept for the settings page (spec section 8). */
  galat: string | null;
}

export const serverClock = proxy<ServerClockState>({
  offsetMs: null,
  timeZone: DEFAULT_ZONA_WAKTU,
  terhubung: false,
  galat: null,
});

/** Records a 'time' event of the sistem stream. */
export function setWaktuServer(waktuIso: string, timeZone: string, localNow: number = Date.now()) {
  const server = Date.parse(waktuIso);
  if (Number.isNaN(server)) return;
  serverClock.offsetMs = server - localNow;
  serverClock.timeZone = timeZone;
  serverClock.terhubung = true;
  serverClock.galat = null;
}

/** The server's current time, or null before the clock has been heard from. */
export function waktuServer(localNow: number = Date.now()): number | null {
  return serverClock.offsetMs === null ? null : localNow + serverClock.offsetMs;
}
