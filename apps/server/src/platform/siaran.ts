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
  /** Called when the listening connection was lost: notifications may have been missed. */
  saatPutus(fn: () => void): () => void;
  /**
   * Resolves once every notification committed before the call has reached this process's
   * listeners (a round trip on the listening connection; immediate on PGlite).
   */
  sinkron(): Promise<void>;
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
    this.putus.add(fn);
    return () => {
      this.putus.delete(fn);
    };
  }

  beritahuPutus() {
    for (const fn of this.putus) fn();
  }
}

/** Opens the event channel of a database (a dedicated connection on PostgreSQL). */
export async function bukaSiaran(database: Database): Promise<Siaran> {
  return database.kind === 'pglite'
    ? siaranPglite(database.pglite as KlienPglite)
    : siaranPostgres(database.url as string);
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
    // One session: a notification is handled before the committing query resolves.
    sinkron: async () => {},
    async tutup() {
      tertutup = true;
    },
  };
}

function siaranPostgres(url: string): Siaran {
  const pendengar = new Pendengar();
  let klien: pg.Client | null = null;
  let menyambung: Promise<pg.Client> | null = null;
  let tertutup = false;
  let jeda = 100;
  // Publishing shares nothing with listening: a small pool of its own.
  const penerbit = new pg.Pool({ connectionString: url, max: 2 });
  penerbit.on('error', () => {});

  async function sambung(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => pendengar.sampaikan(n.channel, n.payload ?? ''));
    c.on('error', () => putus(c));
    c.on('end', () => putus(c));
    await c.connect();
    for (const kanal of pendengar.kanal()) await c.query(`LISTEN ${kanal}`);
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

  /** Tries again later, waiting twice as long each time (up to 5 s). */
  function sambungNanti() {
    if (tertutup) return;
    const t = setTimeout(() => {
      pastikan().catch(() => {});
    }, jeda);
    t.unref();
    jeda = Math.min(jeda * 2, 5000);
  }

  function pastikan(): Promise<pg.Client> {
    if (klien) return Promise.resolve(klien);
    if (!menyambung) {
      menyambung = sambung().then(
        (c) => {
          klien = c;
          // Whatever was published while we were away is lost: listeners start over.
          pendengar.beritahuPutus();
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
    async sinkron() {
      // Notifications committed before this round trip arrive before its answer.
      const c = klien;
      if (c) await c.query('SELECT 1').catch(() => {});
    },
    async tutup() {
      tertutup = true;
      const c = klien;
      klien = null;
      await Promise.all([c?.end().catch(() => {}), penerbit.end().catch(() => {})]);
    },
  };
}
