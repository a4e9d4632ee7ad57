import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * What the server uses of PGlite (drizzle's session, the event bus, the job queue's adapter, the
 * tests' template). PGlite itself and its thread-hosted stand-in both fit it.
 */
export interface KlienPglite {
  query<T>(sql: string, params?: unknown[], opsi?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, opsi?: QueryOptions): Promise<Results[]>;
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  listen(kanal: string, fn: (muatan: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(kompresi?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
  close(): Promise<void>;
}

/** The worker's source beside this file: src/db under tsx and Vitest, dist in the build
 * (build.mjs copies it next to main.js). */
const BERKAS_PEKERJA = new URL('./pglite-pekerja.mjs', import.meta.url);

interface Tertunda {
  siap: (v: unknown) => void;
  gagal: (e: unknown) => void;
}

/** An error from the worker, with PostgreSQL's fields again (code, detail, constraint...). */
function galatDariData(data: Record<string, unknown>): Error {
  const e = new Error(String(data.message));
  Object.assign(e, data);
  return e;
}

/**
 * Parser functions cannot cross threads. The only ones the server passes are drizzle's, which
 * keep the text of dates, times and intervals as PostgreSQL wrote it: send their type ids.
 */
function opsiUntukPekerja(opsi?: QueryOptions) {
  if (!opsi) return undefined;
  const { parsers, serializers, onNotice, ...lain } = opsi;
  if (serializers || onNotice) {
    throw new Error('serializers/onNotice tidak didukung lewat thread PGlite');
  }
  return parsers ? { ...lain, teksApaAdanya: Object.keys(parsers).map(Number) } : lain;
}

/**
 * PGlite in a worker thread (db/pglite-pekerja.mjs): the database's CPU work runs beside the
 * event loop, so a slow query delays only the queries behind it, never a cached read, an event
 * stream or a health check. Calls go over one message port, in order: a notification raised by
 * a statement arrives before that statement's answer, as it does in-thread (platform/siaran).
 */
export class PgliteDiThread implements KlienPglite {
  readonly #worker: Worker;
  readonly #tertunda = new Map<number, Tertunda>();
  readonly #pendengar = new Map<string, Set<(muatan: string) => void>>();
  #nomor = 0;
  #mati: Error | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (m: { id?: number; hasil?: unknown; galat?: Record<string, unknown> }) => {
      if ('kanal' in m) {
        const { kanal, muatan } = m as unknown as { kanal: string; muatan: string };
        for (const fn of this.#pendengar.get(kanal) ?? []) fn(muatan);
        return;
      }
      if (m.id === undefined) return;
      const t = this.#tertunda.get(m.id);
      this.#tertunda.delete(m.id);
      if (this.#tertunda.size === 0) worker.unref();
      if (m.galat) t?.gagal(galatDariData(m.galat));
      else t?.siap(m.hasil);
    });
    const berhenti = (e: Error) => {
      this.#mati ??= e;
      for (const t of this.#tertunda.values()) t.gagal(this.#mati);
      this.#tertunda.clear();
    };
    worker.on('error', berhenti);
    worker.on('exit', (kode) => berhenti(new Error(`thread PGlite berhenti (kode ${kode})`)));
  }

  /** Starts the worker and opens the database in it (`initialData`: a dumpDataDir archive;
   * `sharedBuffers`: PostgreSQL's buffer pool, e.g. '32MB'). */
  static async buka(
    dataDir: string,
    opsi: { initialData?: Blob | undefined; sharedBuffers: string },
  ): Promise<PgliteDiThread> {
    const worker = new Worker(BERKAS_PEKERJA, {
      workerData: { dataDir, initialData: opsi.initialData, sharedBuffers: opsi.sharedBuffers },
    });
    await new Promise<void>((siap, gagal) => {
      const saatPesan = (m: { siap?: boolean }) => {
        if (!m.siap) return;
        worker.off('error', gagal);
        siap();
      };
      worker.on('message', saatPesan);
      worker.once('error', gagal);
      worker.once('exit', (kode) => gagal(new Error(`thread PGlite berhenti (kode ${kode})`)));
    });
    worker.unref();
    return new PgliteDiThread(worker);
  }

  #panggil<T>(op: string, args?: Record<string, unknown>): Promise<T> {
    if (this.#mati) return Promise.reject(this.#mati);
    const id = ++this.#nomor;
    // The thread keeps the process alive only while a call waits on it (a script that awaits a
    // query must not exit early; an idle server is kept alive by its sockets, not by this).
    if (this.#tertunda.size === 0) this.#worker.ref();
    return new Promise<T>((siap, gagal) => {
      this.#tertunda.set(id, { siap: siap as (v: unknown) => void, gagal });
      this.#worker.postMessage({ id, op, args });
    });
  }

  query<T>(sql: string, params?: unknown[], opsi?: QueryOptions, tx?: number) {
    return this.#panggil<Results<T>>('query', { sql, params, opsi: opsiUntukPekerja(opsi), tx });
  }

  exec(sql: string, opsi?: QueryOptions, tx?: number) {
    return this.#panggil<Results[]>('exec', { sql, opsi: opsiUntukPekerja(opsi), tx });
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.#panggil<number>('mulaiTransaksi');
    let berakhir = false;
    const tx = {
      query: <R>(sql: string, params?: unknown[], opsi?: QueryOptions) =>
        this.query<R>(sql, params, opsi, id),
      exec: (sql: string, opsi?: QueryOptions) => this.exec(sql, opsi, id),
      get closed() {
        return berakhir;
      },
    } as unknown as Transaction;
    let hasil: T;
    try {
      hasil = await fn(tx);
    } catch (e) {
      berakhir = true;
      await this.#panggil('akhiriTransaksi', { tx: id, commit: false }).catch(() => {});
      throw e;
    }
    berakhir = true;
    await this.#panggil('akhiriTransaksi', { tx: id, commit: true });
    return hasil;
  }

  async listen(kanal: string, fn: (muatan: string) => void) {
    let set = this.#pendengar.get(kanal);
    if (!set) {
      set = new Set();
      this.#pendengar.set(kanal, set);
      await this.#panggil('listen', { kanal });
    }
    set.add(fn);
    return async () => {
      const s = this.#pendengar.get(kanal);
      if (!s?.delete(fn) || s.size > 0) return;
      this.#pendengar.delete(kanal);
      if (!this.#mati) await this.#panggil('unlisten', { kanal });
    };
  }

  dumpDataDir(kompresi: 'none' | 'gzip' | 'auto' = 'auto') {
    return this.#panggil<Blob>('dumpDataDir', { kompresi });
  }

  async close() {
    if (this.#mati) return;
    await this.#panggil('close');
    await this.#worker.terminate();
  }
}
