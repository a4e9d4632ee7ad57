import pg from 'pg';
import type { Database } from '../db/client';
import type { KlienPglite } from '../db/pglite-di-thread';

/**
 * Events between server instances over the database itself: PostgreSQL LISTEN/NOTIFY (several
 * processes or machines on one PostgreSQL), or PGlite's own notifications in the embedded
 * default. A notification is delivered after its transaction commits, to every instance.
 */
export interface Siaran {
  /** pg_notify(kanal, muatan): reaches every instance's listeners after commit (< 8000 bytes). */
  terbitkan(kanal: string, muatan: string): Promise<void>;
  /** Listens to a channel (one LISTEN per channel and process); returns the unsubscribe. */
  dengar(kanal: string, fn: (muatan: string) => void): Promise<() => void>;
  /** Called when the listening connection was lost: notifications are missed until saatPulih. */
  saatPutus(fn: () => void): () => void;
  /**
   * Called once listening again after a loss (every channel listened to anew): whatever was
   * published in between is lost, so listeners start over.
   */
  saatPulih(fn: () => void): () => void;
  /** Whether notifications reach this process now (false from a loss until its saatPulih). */
  readonly mendengar: boolean;
  /**
   * Resolves once every notification committed before the call has reached this process's
   * listeners (a round trip on the listening connection; immediate on PGlite), to how far the
   * database has moved: its WAL position as a decimal string (null on PGlite, or unknown).
   */
  sinkron(): Promise<string | null>;
  /**
   * For a read that presents a write's position (from sinkron on any instance): resolves once
   * this process has heard every notification committed up to it, or after `batasMs`.
   */
  susul(posisi: string, batasMs?: number): Promise<void>;
  tutup(): Promise<void>;
}

/** Channel names are identifiers: lower-case letters, digits and underscores. */
const KANAL = /^[a-z_][a-z0-9_]{0,62}$/;

function wajibKanal(kanal: string) {
  if (!KANAL.test(kanal)) throw new Error(`nama kanal tidak sah: ${kanal}`);
}

class Pendengar {
  private readonly fns = new Map<string, Set<(muatan: string) => void>>();
  private readonly putus = new Set<() => void>();
  private readonly pulih = new Set<() => void>();

  tambah(kanal: string, fn: (muatan: string) => void): boolean {
    const ada = this.fns.get(kanal);
    if (ada) {
      ada.add(fn);
      return false;
    }
    this.fns.set(kanal, new Set([fn]));
    return true;
  }

  hapus(kanal: string, fn: (muatan: string) => void): boolean {
    const set = this.fns.get(kanal);
    set?.delete(fn);
    if (set && set.size === 0) {
      this.fns.delete(kanal);
      return true;
    }
    return false;
  }

  kanal() {
    return [...this.fns.keys()];
  }

  sampaikan(kanal: string, muatan: string) {
    for (const fn of this.fns.get(kanal) ?? []) {
      try {
        fn(muatan);
      } catch (err) {
        console.error(`Pendengar kanal ${kanal} gagal:`, err);
      }
    }
  }

  saatPutus(fn: () => void) {
    return daftarkan(this.putus, fn);
  }

  saatPulih(fn: () => void) {
    return daftarkan(this.pulih, fn);
  }

  beritahuPutus() {
    panggilSemua(this.putus);
  }

  beritahuPulih() {
    panggilSemua(this.pulih);
  }
}

function daftarkan(set: Set<() => void>, fn: () => void) {
  set.add(fn);
  return () => {
    set.delete(fn);
  };
}

function panggilSemua(set: Set<() => void>) {
  for (const fn of set) {
    try {
      fn();
    } catch (err) {
      console.error('Pendengar status siaran gagal:', err);
    }
  }
}

/** A WAL position as sinkron gives it (a decimal byte offset); null when it is not one. */
export function bacaPosisi(posisi: string): bigint | null {
  return /^\d{1,20}$/.test(posisi) ? BigInt(posisi) : null;
}

/**
 * Opens the event channel of a database (a dedicated connection on PostgreSQL, to `url` when
 * given instead of the database's own, e.g. straight to the server past a transaction pooler).
 */
export async function bukaSiaran(database: Database, url?: string): Promise<Siaran> {
  return database.kind === 'pglite'
    ? siaranPglite(database.pglite as KlienPglite)
    : siaranPostgres(url ?? (database.url as string));
}

function siaranPglite(client: KlienPglite): Siaran {
  const pendengar = new Pendengar();
  const lepas = new Map<string, () => Promise<void>>();
  let tertutup = false;
  return {
    async terbitkan(kanal, muatan) {
      wajibKanal(kanal);
      await client.query('SELECT pg_notify($1, $2)', [kanal, muatan]);
    },
    async dengar(kanal, fn) {
      wajibKanal(kanal);
      if (pendengar.tambah(kanal, fn)) {
        lepas.set(
          kanal,
          await client.listen(kanal, (muatan) => pendengar.sampaikan(kanal, muatan)),
        );
      }
      return async () => {
        if (pendengar.hapus(kanal, fn) && !tertutup) {
          const l = lepas.get(kanal);
          lepas.delete(kanal);
          await l?.();
        }
      };
    },
    saatPutus: (fn) => pendengar.saatPutus(fn),
    saatPulih: (fn) => pendengar.saatPulih(fn),
    // One session in this process: it never stops hearing, and a notification is handled
    // before the committing query resolves.
    mendengar: true,
    sinkron: async () => null,
    susul: async () => {},
    async tutup() {
      tertutup = true;
    },
  };
}

/** What the listening connection answers a round trip with: the database's WAL position. */
const SQL_POSISI = "SELECT (pg_current_wal_lsn() - '0/0'::pg_lsn)::text AS posisi";

function siaranPostgres(url: string): Siaran {
  const pendengar = new Pendengar();
  let klien: pg.Client | null = null;
  let menyambung: Promise<pg.Client> | null = null;
  let tertutup = false;
  let jeda = 100;
  /** The highest position a round trip on the listening connection answered. */
  let terdengar = -1n;
  // Publishing shares nothing with listening: a small pool of its own.
  const penerbit = new pg.Pool({
    connectionString: url,
    max: 2,
    application_name: 'kampus-siaran',
  });
  penerbit.on('error', () => {});

  async function sambung(): Promise<pg.Client> {
    // Named, so an operator (and the tests) can tell the listening connections apart.
    const c = new pg.Client({ connectionString: url, application_name: 'kampus-dengar' });
    c.on('notification', (n) => pendengar.sampaikan(n.channel, n.payload ?? ''));
    c.on('error', () => putus(c));
    c.on('end', () => putus(c));
    try {
      await c.connect();
      for (const kanal of pendengar.kanal()) await c.query(`LISTEN ${kanal}`);
    } catch (err) {
      c.end().catch(() => {});
      throw err;
    }
    jeda = 100;
    return c;
  }

  function putus(c: pg.Client) {
    if (klien !== c) return;
    klien = null;
    menyambung = null;
    pendengar.beritahuPutus();
    sambungNanti();
  }

  /** Tries again later, waiting twice as long each time (up to 2 s). */
  function sambungNanti() {
    if (tertutup) return;
    const t = setTimeout(() => {
      pastikan().catch(() => {});
    }, jeda);
    t.unref();
    jeda = Math.min(jeda * 2, 2000);
  }

  function pastikan(): Promise<pg.Client> {
    if (klien) return Promise.resolve(klien);
    if (!menyambung) {
      menyambung = sambung().then(
        (c) => {
          if (tertutup) {
            c.end().catch(() => {});
            throw new Error('siaran sudah ditutup');
          }
          klien = c;
          // Whatever was published while we were away is lost: listeners start over.
          pendengar.beritahuPulih();
          return c;
        },
        (err) => {
          menyambung = null;
          sambungNanti();
          throw err;
        },
      );
    }
    return menyambung;
  }

  /** One round trip on the listening connection: what was committed before it is heard. */
  async function putaran(): Promise<string | null> {
    const c = klien;
    if (!c) {
      // Not listening (the read cache reads through meanwhile): the position alone.
      const r = await penerbit.query<{ posisi: string }>(SQL_POSISI).catch(() => null);
      return r?.rows[0]?.posisi ?? null;
    }
    const r = await c.query<{ posisi: string }>(SQL_POSISI).catch(() => null);
    const posisi = r?.rows[0]?.posisi ?? null;
    const p = posisi === null ? null : bacaPosisi(posisi);
    if (p !== null && klien === c && p > terdengar) terdengar = p;
    return posisi;
  }

  // Callers share round trips, but each waits for one that began after it asked: the one in
  // flight may have been answered before the caller's write committed.
  let sedang: Promise<string | null> | null = null;
  let berikut: Promise<string | null> | null = null;
  function putaranBaru(): Promise<string | null> {
    if (!sedang) {
      const p = putaran().finally(() => {
        if (sedang === p) sedang = null;
      });
      sedang = p;
      return p;
    }
    berikut ??= sedang
      .catch(() => null)
      .then(() => {
        berikut = null;
        return putaranBaru();
      });
    return berikut;
  }

  return {
    async terbitkan(kanal, muatan) {
      wajibKanal(kanal);
      await penerbit.query('SELECT pg_notify($1, $2)', [kanal, muatan]);
    },
    async dengar(kanal, fn) {
      wajibKanal(kanal);
      const baru = pendengar.tambah(kanal, fn);
      const c = await pastikan();
      if (baru) await c.query(`LISTEN ${kanal}`);
      return async () => {
        if (pendengar.hapus(kanal, fn) && klien && !tertutup) {
          await klien.query(`UNLISTEN ${kanal}`).catch(() => {});
        }
      };
    },
    saatPutus: (fn) => pendengar.saatPutus(fn),
    saatPulih: (fn) => pendengar.saatPulih(fn),
    get mendengar() {
      return klien !== null;
    },
    // Notifications committed before this round trip arrive before its answer.
    sinkron: putaranBaru,
    async susul(posisi, batasMs = 1000) {
      const p = bacaPosisi(posisi);
      // Heard past it already: a round trip answered after the write's own (positions only
      // grow) came after that write committed. Not listening: the cache reads through.
      if (p === null || p < terdengar || !klien) return;
      let t: NodeJS.Timeout | undefined;
      await Promise.race([
        putaranBaru(),
        new Promise((r) => {
          t = setTimeout(r, batasMs);
        }),
      ]);
      clearTimeout(t);
    },
    async tutup() {
      tertutup = true;
      const c = klien;
      klien = null;
      await Promise.all([c?.end().catch(() => {}), penerbit.end().catch(() => {})]);
    },
  };
}
