import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { IsiJawaban } from '../contract/pengerjaan';

// The answer journal of an exam attempt (issue 13): every answer is written to the device's
// IndexedDB before it is sent, so a reload, a closed tab, a dead battery or a lost connection
// loses nothing; a sync engine sends what the server does not hold yet, with retries and jitter,
// and the final submit only happens when the server confirmed every answer.

/** One answer as the device holds it. */
export interface EntriJurnal {
  idPengerjaan: string;
  idSoal: string;
  isi: IsiJawaban;
  /** This device's counter for the question; only a higher one replaces the server's answer. */
  versi: number;
  /** 'menunggu' until the server answered with at least this version. */
  status: 'menunggu' | 'tersimpan' | 'gagal';
  /** The server's refusal (deadline passed, submitted), when status is 'gagal'. */
  pesan?: string;
  diubahPada: number;
}

/** Where the journal lives: IndexedDB in the browser, a Map in tests or without IndexedDB. */
export interface PenyimpananJurnal {
  semua(idPengerjaan: string): Promise<EntriJurnal[]>;
  simpan(entri: EntriJurnal): Promise<void>;
  hapusPengerjaan(idPengerjaan: string): Promise<void>;
}

interface SkemaJurnal extends DBSchema {
  jawaban: {
    key: [string, string];
    value: EntriJurnal;
    indexes: { pengerjaan: string };
  };
}

const NAMA_DB = 'kampus-jurnal-ujian';

/** The journal in IndexedDB (one database per origin, one store keyed by attempt and question). */
export function jurnalIndexedDb(): PenyimpananJurnal {
  if (typeof indexedDB === 'undefined') return jurnalMemori();
  let db: Promise<IDBPDatabase<SkemaJurnal>> | null = null;
  const buka = () => {
    db ??= openDB<SkemaJurnal>(NAMA_DB, 1, {
      upgrade(d) {
        const s = d.createObjectStore('jawaban', { keyPath: ['idPengerjaan', 'idSoal'] });
        s.createIndex('pengerjaan', 'idPengerjaan');
      },
    });
    return db;
  };
  const jurnal: PenyimpananJurnal = {
    async semua(idPengerjaan) {
      return (await buka()).getAllFromIndex('jawaban', 'pengerjaan', idPengerjaan);
    },
    async simpan(entri) {
      await (await buka()).put('jawaban', entri);
    },
    async hapusPengerjaan(idPengerjaan) {
      const d = await buka();
      const tx = d.transaction('jawaban', 'readwrite');
      for await (const c of tx.store.index('pengerjaan').iterate(idPengerjaan)) await c.delete();
      await tx.done;
    },
  };
  return jurnal;
}

/** The same in memory (tests; browsers without IndexedDB keep answers for the page's life). */
export function jurnalMemori(): PenyimpananJurnal {
  const data = new Map<string, EntriJurnal>();
  return {
    async semua(id) {
      return [...data.values()].filter((e) => e.idPengerjaan === id).map((e) => ({ ...e }));
    },
    async simpan(e) {
      data.set(`${e.idPengerjaan}\n${e.idSoal}`, { ...e });
    },
    async hapusPengerjaan(id) {
      for (const [k, e] of data) if (e.idPengerjaan === id) data.delete(k);
    },
  };
}

/** What the sync engine needs of the server. */
export interface KirimJawaban {
  simpan(
    idSoal: string,
    isi: IsiJawaban,
    versi: number,
  ): Promise<{ versi: number; hasil: 'simpan' | 'sudah_ada' | 'usang' }>;
  kumpulkan(jawaban: { id_soal: string; versi: number }[]): Promise<void>;
}

/**
 * A failure the engine reads (client ApiError): its HTTP status, 0 when there was no answer
 * (no connection, gateway timeout), and its message.
 */
function statusGalat(error: unknown): { status: number; pesan: string } {
  const e = error as { statusCode?: unknown; jenis?: unknown; message?: unknown } | null;
  const tanpaJawaban = e?.jenis === 'Network Error' || e?.jenis === 'Gateway Timeout';
  const status = !tanpaJawaban && typeof e?.statusCode === 'number' ? e.statusCode : 0;
  return { status, pesan: typeof e?.message === 'string' ? e.message : 'Terjadi kesalahan' };
}

export interface KeadaanJurnal {
  /** Answers by question: the device's latest. */
  entri: Record<string, EntriJurnal>;
  /** How many answers the server does not hold yet. */
  menunggu: number;
  /** A send is running. */
  menyimpan: boolean;
  /** The browser says there is no connection, or the last send found none. */
  offline: boolean;
  /** The session ended: sends wait for a new sign-in. */
  sesiBerakhir: boolean;
  /** Loaded from the device. */
  siap: boolean;
}

export interface OpsiPenyinkron {
  idPengerjaan: string;
  penyimpanan: PenyimpananJurnal;
  kirim: KirimJawaban;
  /** The server's stored versions (from the attempt's questions), by question. */
  versiServer?: Record<string, number>;
  /** A periodic flush every `intervalMs` ± 30% (jitter spreads a class's requests). */
  intervalMs?: number;
  /** How long an essay waits for typing to pause before it is sent. @default 800 */
  jedaKetikMs?: number;
  /** The first retry after a failure; doubled up to 30 s, with jitter. */
  jedaUlangMs?: number;
  acak?: () => number;
}

export const PESAN_JURNAL = {
  belumTersimpan:
    'Masih ada jawaban yang belum tersimpan di server. Periksa koneksi lalu coba lagi.',
} as const;

/**
 * The sync engine of one attempt. `jawab` writes to the journal first and then sends; a failed
 * send stays in the journal and is retried (on a timer with jitter, when the browser is online
 * again, and on every later answer). Subscribe for its state (useSyncExternalStore).
 */
export class PenyinkronJawaban {
  private keadaan: KeadaanJurnal = {
    entri: {},
    menunggu: 0,
    menyimpan: false,
    offline: false,
    sesiBerakhir: false,
    siap: false,
  };
  private readonly pendengar = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private timerPada = 0;
  private jeda: number;
  private berjalan: Promise<void> | null = null;
  private ulang = false;
  private berhenti = false;
  private readonly acak: () => number;
  private readonly dimuat: Promise<void>;

  constructor(private readonly o: OpsiPenyinkron) {
    this.acak = o.acak ?? Math.random;
    this.jeda = o.jedaUlangMs ?? 1000;
    this.dimuat = this.muat();
  }

  private async muat() {
    const daftar = await this.o.penyimpanan.semua(this.o.idPengerjaan);
    const entri: Record<string, EntriJurnal> = {};
    for (const e of daftar) {
      // The server already holds this version (or a newer one): nothing to send.
      const server = this.o.versiServer?.[e.idSoal] ?? 0;
      entri[e.idSoal] =
        e.status === 'menunggu' && server >= e.versi ? { ...e, status: 'tersimpan' } : e;
    }
    this.atur({ entri, siap: true });
    this.jadwalkan(50);
  }

  /** Waits until the journal was read from the device. */
  siap() {
    return this.dimuat;
  }

  get state(): KeadaanJurnal {
    return this.keadaan;
  }

  subscribe = (f: () => void) => {
    this.pendengar.add(f);
    return () => this.pendengar.delete(f);
  };

  getSnapshot = () => this.keadaan;

  private atur(ubah: Partial<KeadaanJurnal>) {
    const entri = ubah.entri ?? this.keadaan.entri;
    const menunggu = Object.values(entri).filter((e) => e.status === 'menunggu').length;
    this.keadaan = { ...this.keadaan, ...ubah, entri, menunggu };
    for (const f of this.pendengar) f();
  }

  /** Records an answer: on the device first, then to the server. */
  async jawab(idSoal: string, isi: IsiJawaban) {
    await this.dimuat;
    const lama = this.keadaan.entri[idSoal];
    const versi = Math.max(lama?.versi ?? 0, this.o.versiServer?.[idSoal] ?? 0) + 1;
    const e: EntriJurnal = {
      idPengerjaan: this.o.idPengerjaan,
      idSoal,
      isi,
      versi,
      status: 'menunggu',
      diubahPada: Date.now(),
    };
    this.atur({ entri: { ...this.keadaan.entri, [idSoal]: e } });
    await this.o.penyimpanan.simpan(e);
    // A choice goes at once; an essay (every keystroke is an answer) once typing pauses.
    this.jadwalkan(isi.jenis === 'esay' ? (this.o.jedaKetikMs ?? 800) : 0);
  }

  /** The browser is online again, or the user signed in again: send what waits now. */
  lanjutkan() {
    this.jeda = this.o.jedaUlangMs ?? 1000;
    this.atur({ offline: false, sesiBerakhir: false });
    this.jadwalkan(0);
  }

  tandaiOffline() {
    this.atur({ offline: true });
  }

  /** Runs a send in `ms`, unless one is due sooner already. */
  private jadwalkan(ms: number) {
    if (this.berhenti) return;
    const pada = Date.now() + ms;
    if (this.timer && this.timerPada <= pada) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerPada = pada;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.kirimSemua();
    }, ms);
  }

  private jadwalBerkala() {
    const dasar = this.o.intervalMs ?? 15_000;
    this.jadwalkan(dasar * (0.7 + this.acak() * 0.6));
  }

  /** Sends every waiting answer once; one run at a time (a later call runs again after it). */
  kirimSemua(): Promise<void> {
    if (this.berjalan) {
      this.ulang = true;
      return this.berjalan;
    }
    this.berjalan = (async () => {
      do {
        this.ulang = false;
        await this.satuPutaran();
      } while (this.ulang && !this.berhenti);
    })().finally(() => {
      this.berjalan = null;
    });
    return this.berjalan;
  }

  private async satuPutaran() {
    await this.dimuat;
    const tunggu = Object.values(this.keadaan.entri).filter((e) => e.status === 'menunggu');
    if (tunggu.length === 0 || this.keadaan.sesiBerakhir) {
      this.jadwalBerkala();
      return;
    }
    this.atur({ menyimpan: true });
    let gagalJaringan = false;
    for (const e of tunggu) {
      if (this.berhenti) break;
      try {
        const r = await this.o.kirim.simpan(e.idSoal, e.isi, e.versi);
        // The server holds this version or a newer one: the answer is safe.
        if (r.versi >= e.versi) await this.tandai(e, { status: 'tersimpan' });
      } catch (error) {
        const { status, pesan } = statusGalat(error);
        if (status === 401) {
          this.atur({ sesiBerakhir: true });
          break;
        }
        if (status === 409 || status === 422 || status === 404 || status === 403) {
          // Refused for good (deadline passed, submitted, invalid): kept on the device, shown.
          await this.tandai(e, { status: 'gagal', pesan });
          continue;
        }
        gagalJaringan = true;
        break;
      }
    }
    this.atur({ menyimpan: false, offline: gagalJaringan });
    if (gagalJaringan) {
      const ms = this.jeda * (0.75 + this.acak() * 0.5);
      this.jeda = Math.min(this.jeda * 2, 30_000);
      this.jadwalkan(ms);
    } else {
      this.jeda = this.o.jedaUlangMs ?? 1000;
      this.jadwalBerkala();
    }
  }

  private async tandai(e: EntriJurnal, ubah: Pick<EntriJurnal, 'status' | 'pesan'>) {
    const kini = this.keadaan.entri[e.idSoal];
    // A newer answer was given while this one was on its way: it still waits.
    if (!kini || kini.versi !== e.versi) return;
    const baru = { ...kini, ...ubah };
    this.atur({ entri: { ...this.keadaan.entri, [e.idSoal]: baru } });
    await this.o.penyimpanan.simpan(baru);
  }

  /**
   * Submits the attempt: every answer is sent first; the submit goes only when none waits, and
   * the server checks it holds each version. Succeeds only when the server confirmed.
   */
  async kumpulkan() {
    await this.kirimSemua();
    if (this.keadaan.menunggu > 0) throw new Error(PESAN_JURNAL.belumTersimpan);
    const versi = Object.values(this.keadaan.entri)
      .filter((e) => e.status === 'tersimpan')
      .map((e) => ({ id_soal: e.idSoal, versi: e.versi }));
    await this.o.kirim.kumpulkan(versi);
    await this.o.penyimpanan.hapusPengerjaan(this.o.idPengerjaan);
  }

  /** Stops the timers (the page closes); the journal stays on the device. */
  tutup() {
    this.berhenti = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
