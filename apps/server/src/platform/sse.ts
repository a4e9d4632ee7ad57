// The live-event hub (server-sent events, spec section 7): the open streams of a process, the
// clock, and the events any instance publishes through the database. Modules send with
// siarkanEvent; the events module answers the stream requests.
import type { ServerResponse } from 'node:http';
import { EVENT_REFETCH, type EventWaktu } from '@kampus/api/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

/** The channel every instance listens on for events to its open streams. */
export const KANAL_EVENT = 'kampus_event';

/** NOTIFY carries at most 8000 bytes. */
const MUATAN_MAKS = 7900;

/**
 * A stream whose client reads slower than we write: past this many unsent bytes it misses the
 * clock ticks (the next one says the same), past the second it is closed (it reconnects).
 */
const TERTINGGAL_BYTE = 64 * 1024;
const PUTUS_BYTE = 1024 * 1024;

export interface Aliran {
  res: ServerResponse;
  idPerguruanTinggi: string;
  /** What the client asked for ('sistem', 'ujian:ID', ...): an event may be for one only. */
  topik: string;
  timeZone: string;
  akhiri(): void;
}

interface EventSiaran {
  /** The college whose streams it is for; '*' for every college's (cache:kosongkan). */
  pt: string;
  topik?: string;
  event: string;
  data: unknown;
}

/**
 * The open event streams of one app context (the student and staff apps of a process share
 * it): one clock ticker for all of them, and the events published by any instance through
 * the database (PostgreSQL LISTEN/NOTIFY) written to the streams they are for.
 */
export class PusatSse {
  private readonly aliran = new Set<Aliran>();
  private ticker: NodeJS.Timeout | null = null;
  private langganan: Promise<() => void> | null = null;

  constructor(private readonly ctx: AppContext) {}

  /** Starts listening to the other instances (once; before the first stream is answered). */
  dengar() {
    if (!this.langganan) {
      // Events published while this instance was cut from the database are lost: its open
      // streams are told to read again what they keep fresh.
      this.ctx.siaran.saatPulih(() => this.kirimSemua(`event: ${EVENT_REFETCH}\ndata: {}\n\n`));
      // Refused while cut from the database, the channel is still listened to once back.
      this.langganan = this.ctx.siaran
        .dengar(KANAL_EVENT, (muatan) => this.terima(muatan))
        .catch(() => () => {});
    }
    return this.langganan;
  }

  private kirimSemua(teks: string) {
    for (const a of this.aliran) {
      if (a.res.writableLength > PUTUS_BYTE) a.akhiri();
      else a.res.write(teks);
    }
  }

  tambah(a: Aliran) {
    this.aliran.add(a);
    if (!this.ticker) {
      this.ticker = setInterval(() => this.detak(), 1000);
      // Open streams must not keep the process alive on their own.
      this.ticker.unref();
    }
  }

  hapus(a: Aliran) {
    this.aliran.delete(a);
    if (this.aliran.size === 0 && this.ticker) {
      clearInterval(this.ticker);
      this.ticker = null;
    }
  }

  /** Ends the streams answered by one app (it is closing). */
  akhiriMilik(milik: Set<Aliran>) {
    for (const a of [...milik]) a.akhiri();
  }

  get jumlah() {
    return this.aliran.size;
  }

  /** One clock event per time zone and tick, written to every stream. */
  private detak() {
    const waktu = new Date().toISOString();
    const teks = new Map<string, string>();
    for (const a of this.aliran) {
      let t = teks.get(a.timeZone);
      if (!t) {
        const data: EventWaktu = { waktu, time_zone: a.timeZone };
        t = `event: time\ndata: ${JSON.stringify(data)}\n\n`;
        teks.set(a.timeZone, t);
      }
      if (a.res.writableLength > PUTUS_BYTE) a.akhiri();
      else if (a.res.writableLength <= TERTINGGAL_BYTE) a.res.write(t);
    }
  }

  private terima(muatan: string) {
    let e: EventSiaran;
    try {
      e = JSON.parse(muatan);
    } catch {
      return;
    }
    if (typeof e?.pt !== 'string' || typeof e.event !== 'string') return;
    const teks = `event: ${e.event}\ndata: ${JSON.stringify(e.data ?? null)}\n\n`;
    for (const a of this.aliran) {
      if (e.pt !== '*' && a.idPerguruanTinggi !== e.pt) continue;
      if (e.topik !== undefined && a.topik !== e.topik) continue;
      if (a.res.writableLength > PUTUS_BYTE) a.akhiri();
      else a.res.write(teks);
    }
  }
}

const pusat = new WeakMap<AppContext, PusatSse>();

export function pusatDari(ctx: AppContext) {
  let p = pusat.get(ctx);
  if (!p) {
    p = new PusatSse(ctx);
    pusat.set(ctx, p);
  }
  return p;
}

/** How many event streams are open on this context (for the bench and tests). */
export function jumlahAliran(ctx: AppContext) {
  return pusat.get(ctx)?.jumlah ?? 0;
}

/**
 * Sends an event to the open streams of a college on every instance (through the database,
 * after commit), optionally only to the streams of one topic (e.g. 'ujian:<id>').
 * The JSON must stay under ~7.9 kB: send an id to reload rather than the data itself.
 */
export async function siarkanEvent(
  ctx: AppContext,
  idPerguruanTinggi: string,
  event: string,
  data: unknown,
  opsi: { topik?: string } = {},
) {
  if (!/^[a-z][a-z0-9_-]*$/.test(event)) throw new Error(`nama event tidak sah: ${event}`);
  const muatan = JSON.stringify({
    pt: idPerguruanTinggi,
    event,
    data,
    ...(opsi.topik ? { topik: opsi.topik } : {}),
  } satisfies EventSiaran);
  if (Buffer.byteLength(muatan) > MUATAN_MAKS) {
    throw new Error(`muatan event ${event} terlalu besar (${Buffer.byteLength(muatan)} byte)`);
  }
  await ctx.siaran.terbitkan(KANAL_EVENT, muatan);
}

/**
 * Answers a request with an event stream of `topik` for a college: the clock every second
 * and whatever siarkanEvent sends to it.
 */
export async function bukaAliran(
  hub: PusatSse,
  milik: Set<Aliran>,
  req: FastifyRequest,
  reply: FastifyReply,
  o: { idPerguruanTinggi: string; topik: string; timeZone: string },
) {
  await hub.dengar();
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const data: EventWaktu = { waktu: new Date().toISOString(), time_zone: o.timeZone };
  res.write(`retry: 3000\n\nevent: time\ndata: ${JSON.stringify(data)}\n\n`);
  const a: Aliran = {
    res,
    ...o,
    akhiri() {
      hub.hapus(a);
      milik.delete(a);
      if (!res.writableEnded) res.end();
    },
  };
  hub.tambah(a);
  milik.add(a);
  req.raw.on('close', () => a.akhiri());
}
