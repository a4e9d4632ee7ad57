// The embedded database in a thread of its own (issue 12): PGlite is PostgreSQL compiled to
// WebAssembly, and every query it runs is synchronous CPU work. On the main thread one slow query
// (a big export, a recalculation) stalls every request, the cached ones included; here it only
// occupies this thread. The main thread talks to it through db/pglite-di-thread.ts.
//
// Plain JavaScript on purpose: the same file runs under tsx, Vitest and the built server
// (dist/pglite-pekerja.mjs), none of which would have to compile it.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const tetap = (v) => v;

/**
 * Query options from the main thread. Functions cannot cross threads: the main thread sends the
 * type ids whose text must stay as PostgreSQL wrote it (drizzle's parsers are all identity).
 */
function opsiQuery(opsi) {
  if (!opsi) return undefined;
  const { teksApaAdanya, ...lain } = opsi;
  if (!teksApaAdanya) return lain;
  return { ...lain, parsers: Object.fromEntries(teksApaAdanya.map((oid) => [oid, tetap])) };
}

/** An error as plain data, with PostgreSQL's fields (code, detail, constraint...). */
function galatSebagaiData(e) {
  const data = { message: e instanceof Error ? e.message : String(e), name: e?.name ?? 'Error' };
  if (e && typeof e === 'object') {
    for (const [k, v] of Object.entries(e)) {
      if (v === undefined || typeof v === 'function' || k === 'stack') continue;
      try {
        data[k] = structuredClone(v);
      } catch {}
    }
  }
  return data;
}

const db = await PGlite.create(workerData.dataDir, {
  ...(workerData.initialData ? { loadDataDir: workerData.initialData } : {}),
  // PostgreSQL's buffer pool lives in the WebAssembly memory and is touched whole at start:
  // 128 MB by default. The data files stay in the OS page cache either way.
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${workerData.sharedBuffers}`],
});

/** Open transactions: id -> the PGlite transaction and how to end it. */
const transaksi = new Map();
/** Channels listened to: channel -> PGlite's unlisten. */
const didengar = new Map();
let nomorTransaksi = 0;

/** The connection a call runs on: a transaction's, or the database's. */
function koneksi(idTransaksi) {
  if (idTransaksi === undefined || idTransaksi === null) return db;
  const t = transaksi.get(idTransaksi);
  if (!t) throw new Error('transaksi sudah berakhir');
  return t.tx;
}

const kerja = {
  query: ({ sql, params, opsi, tx }) => koneksi(tx).query(sql, params, opsiQuery(opsi)),
  exec: ({ sql, opsi, tx }) => koneksi(tx).exec(sql, opsiQuery(opsi)),
  mulaiTransaksi: () =>
    new Promise((siap, gagal) => {
      const id = ++nomorTransaksi;
      let akhiri;
      const keputusan = new Promise((r) => {
        akhiri = r;
      });
      const selesai = db
        .transaction(async (tx) => {
          transaksi.get(id).tx = tx;
          siap(id);
          // PGlite commits when this callback returns and rolls back when it throws.
          if (!(await keputusan)) throw new BatalTransaksi();
        })
        .catch((e) => {
          if (!(e instanceof BatalTransaksi)) throw e;
        })
        .finally(() => transaksi.delete(id));
      transaksi.set(id, { tx: null, akhiri, selesai });
      // BEGIN itself failed; once started, a failed COMMIT reaches akhiriTransaksi instead.
      selesai.catch(gagal);
    }),
  async akhiriTransaksi({ tx, commit }) {
    const t = transaksi.get(tx);
    if (!t) throw new Error('transaksi sudah berakhir');
    t.akhiri(commit);
    await t.selesai;
  },
  async listen({ kanal }) {
    if (didengar.has(kanal)) return;
    didengar.set(
      kanal,
      await db.listen(kanal, (muatan) => parentPort.postMessage({ kanal, muatan })),
    );
  },
  async unlisten({ kanal }) {
    const lepas = didengar.get(kanal);
    didengar.delete(kanal);
    await lepas?.();
  },
  dumpDataDir: ({ kompresi }) => db.dumpDataDir(kompresi),
  async close() {
    await db.close();
  },
};

class BatalTransaksi extends Error {}

parentPort.on('message', async ({ id, op, args }) => {
  try {
    const hasil = await kerja[op](args ?? {});
    parentPort.postMessage({ id, hasil });
  } catch (e) {
    parentPort.postMessage({ id, galat: galatSebagaiData(e) });
  }
});
parentPort.postMessage({ siap: true });
