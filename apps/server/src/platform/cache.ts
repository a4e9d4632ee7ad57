import { LRUCache } from 'lru-cache';
import { type Catatan, dbPencatat, KANAL_DATA } from '../db/perubahan';
import type { Siaran } from './siaran';

/**
 * The read cache of the hot reads (a faculty opening its class page at 07:30, 2,000 students
 * starting an exam): values the database computed, kept in this process until the data under
 * them changes.
 *
 * Invalidation comes from the database (db/perubahan.ts): every committed write announces the
 * tables and the entities (`kelas_kuliah:<id>`, `mahasiswa:<id>`, ...) it touched, to every
 * instance. A value depends on
 *   - the entity topics its reader names (`topik`), and
 *   - every table its loader read, recorded from the SQL, except the tables the reader says it
 *     read only for those entities (`tersaring`).
 * So a reader cannot forget a table: an unnamed one makes the value depend on the whole table.
 *
 * A loader reads through the `db` it is given (`Pemuat`), which records the tables; another cached
 * value it uses goes through `Pemuat.baca`, so the outer value depends on the inner one's topics.
 *
 * Each announcement gets a sequence number; a value loaded at sequence n is valid while none of
 * its topics has been announced after n. A load that overlaps a write is therefore never kept
 * past the write's announcement. While the listening connection is down (from its loss until it
 * is back and listening again) every read goes to the database and nothing is kept: values from
 * before the loss are dropped at the loss and again at the return, when announcements made in
 * between are known to be lost.
 */
export interface OpsiBaca {
  /** Entity topics the value depends on, e.g. `kelas_kuliah:<id>`. */
  topik?: readonly string[];
  /** Tables the loader reads only for the rows of those entities. */
  tersaring?: readonly string[];
  /** A large value's size in bytes (a text counts its length without it), so it is kept by it. */
  bytes?: (nilai: unknown) => number;
}

/** What a loader is given: the database to read through, and what its value depends on. */
export interface Pemuat<D> {
  /** `db` recording every table the loader's queries read (db/perubahan.ts `dbPencatat`). */
  db: D;
  /** The value also depends on these topics (known only while loading). */
  tambahTopik(topik: readonly string[]): void;
  /** Another cached value this one is made from: this one depends on its topics too. */
  baca<T>(key: string, muat: (p: Pemuat<D>) => Promise<T>, opsi?: OpsiBaca): Promise<T>;
}

interface Entri {
  nilai: unknown;
  topik: string[];
  dimuat: number;
  /** Units of SATUAN_BYTE beyond the first (0 for most values). */
  besar: number;
}

/** A large text value (a class's recap as JSON, megabytes) counts by its length. */
const SATUAN_BYTE = 64 * 1024;
/** What large texts may hold beyond one unit each (by default 4,096 x 64 KB = 256 MB). */
const UKURAN_BESAR_MAKS = 4096;
const ukuranEntri = (e: Entri) => 1 + e.besar;
function besarNilai(nilai: unknown, opsi: OpsiBaca) {
  const bytes = opsi.bytes ? opsi.bytes(nilai) : typeof nilai === 'string' ? nilai.length : 0;
  return Math.floor(bytes / SATUAN_BYTE);
}

/** Topics remembered before the map is reset (everything is then reloaded once). */
const MAKS_TOPIK = 200_000;

function bekukan<T>(nilai: T): T {
  if (nilai && typeof nilai === 'object' && !Object.isFrozen(nilai)) {
    Object.freeze(nilai);
    for (const v of Object.values(nilai)) bekukan(v);
  }
  return nilai;
}

/** Values handed out by a read cache (deeply frozen): their JSON can be kept (http/route.ts). */
const nilaiCache = new WeakSet<object>();

/** Whether `nilai` is a (deeply frozen) value of a read cache. */
export function dariCache(nilai: unknown): boolean {
  return typeof nilai === 'object' && nilai !== null && nilaiCache.has(nilai);
}

export class CacheBaca {
  private seq = 0;
  private lantai = 0;
  private readonly versi = new Map<string, number>();
  private readonly entri: LRUCache<string, Entri>;
  private readonly sedang = new Map<string, Promise<Entri>>();
  private aktif = false;
  private siaran: Siaran | null = null;
  private lepas: (() => unknown)[] = [];
  /** Counters for tests and diagnostics (`lewat`: read through while not listening). */
  readonly statistik = { kena: 0, luput: 0, lewat: 0 };

  constructor(opsi: { maks?: number; ttlMs?: number; maksBesar?: number } = {}) {
    const maks = opsi.maks ?? 50_000;
    this.entri = new LRUCache<string, Entri>({
      max: maks,
      maxSize: maks + (opsi.maksBesar ?? UKURAN_BESAR_MAKS),
      sizeCalculation: ukuranEntri,
      // A safety net only: announcements are what keep values fresh.
      ttl: opsi.ttlMs ?? 5 * 60_000,
      ttlAutopurge: false,
    });
  }

  /** Starts listening to the database's change announcements; caching begins once listening. */
  async mulai(siaran: Siaran) {
    this.lepas.push(siaran.saatPutus(() => this.kosongkan()));
    this.lepas.push(siaran.saatPulih(() => this.kosongkan()));
    this.lepas.push(await siaran.dengar(KANAL_DATA, (topik) => this.berubah(topik)));
    this.kosongkan();
    this.siaran = siaran;
    this.aktif = true;
  }

  /** Values are kept only while every announcement reaches this process. */
  private get menyimpan() {
    return this.aktif && this.siaran?.mendengar === true;
  }

  async berhenti() {
    this.aktif = false;
    this.siaran = null;
    for (const l of this.lepas.splice(0)) await l();
    this.kosongkan();
  }

  /** One announcement from the database. */
  berubah(topik: string) {
    this.seq++;
    if (topik === '*' || this.versi.size >= MAKS_TOPIK) {
      this.lantai = this.seq;
      this.versi.clear();
      return;
    }
    this.versi.set(topik, this.seq);
  }

  /** Forgets every value (announcements may have been missed). */
  kosongkan() {
    this.seq++;
    this.lantai = this.seq;
    this.versi.clear();
    this.entri.clear();
  }

  private berlaku(e: Entri) {
    if (e.dimuat < this.lantai) return false;
    for (const t of e.topik) if ((this.versi.get(t) ?? 0) > e.dimuat) return false;
    return true;
  }

  /**
   * The cached value of `key`, or the result of `muat` reading through `db`, kept until a
   * topic it depends on changes. The value is frozen: callers share it and must copy before
   * changing anything.
   */
  async baca<T, D>(
    key: string,
    db: D,
    muat: (p: Pemuat<D>) => Promise<T>,
    opsi: OpsiBaca = {},
  ): Promise<T> {
    return (await this.entriUntuk(key, db, muat, opsi)).nilai as T;
  }

  private async entriUntuk<D>(
    key: string,
    db: D,
    muat: (p: Pemuat<D>) => Promise<unknown>,
    opsi: OpsiBaca,
  ): Promise<Entri> {
    if (!this.menyimpan) {
      this.statistik.lewat++;
      return this.muat(key, db, muat, opsi);
    }
    const ada = this.entri.get(key);
    if (ada && this.berlaku(ada)) {
      this.statistik.kena++;
      return ada;
    }
    // Concurrent misses share one load, unless a change landed after that load began.
    const berjalan = this.sedang.get(key);
    if (berjalan) {
      const e = await berjalan;
      if (this.berlaku(e)) return e;
    }
    this.statistik.luput++;
    const janji = this.muat(key, db, muat, opsi);
    this.sedang.set(key, janji);
    try {
      return await janji;
    } finally {
      if (this.sedang.get(key) === janji) this.sedang.delete(key);
    }
  }

  private async muat<D>(
    key: string,
    db: D,
    muat: (p: Pemuat<D>) => Promise<unknown>,
    opsi: OpsiBaca,
  ) {
    const dimuat = this.seq;
    const catatan: Catatan = { tabel: new Set(), topik: new Set(opsi.topik ?? []) };
    const pemuat: Pemuat<D> = {
      db: dbPencatat(db, catatan),
      tambahTopik(topik) {
        for (const t of topik) catatan.topik.add(t);
      },
      baca: async <T>(k: string, m: (p: Pemuat<D>) => Promise<T>, o: OpsiBaca = {}) => {
        const dalam = await this.entriUntuk(k, db, m, o);
        for (const t of dalam.topik) catatan.topik.add(t);
        return dalam.nilai as T;
      },
    };
    const nilai = bekukan(await muat(pemuat));
    if (typeof nilai === 'object' && nilai !== null) nilaiCache.add(nilai);
    const tersaring = new Set(opsi.tersaring ?? []);
    for (const t of catatan.tabel) if (!tersaring.has(t)) catatan.topik.add(`t:${t}`);
    const e: Entri = { nilai, topik: [...catatan.topik], dimuat, besar: besarNilai(nilai, opsi) };
    if (this.menyimpan && this.berlaku(e)) this.entri.set(key, e);
    return e;
  }
}
