import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { KlienPglite } from '../db/pglite-di-thread';

/**
 * Background work that must survive a restart and run once across instances (auto-submit at
 * an exam's deadline, recalculations, exports, imports): a durable job queue in the database
 * itself, pg-boss, in its own schema `pgboss`. On PostgreSQL the instances share it (a job is
 * taken with FOR UPDATE SKIP LOCKED, so one instance runs it); on the embedded PGlite the same
 * queue runs over the single embedded connection.
 *
 * A job that fails is tried again (3 more times, waiting longer each time); a handler should
 * therefore be idempotent. A job running when its process died is taken again once it expires
 * (15 minutes).
 */
export interface Antrean {
  /**
   * Queues a job. `mulaiPada`: not before this time. `singletonKey`: a job with the same name
   * and key is queued once; a repeat is ignored while the first is waiting, running, or done
   * less than 12 hours ago (put what may change, e.g. the deadline, into the key). Returns the
   * job's id, or null when ignored.
   */
  kirim(nama: string, data: object, opsi?: OpsiKirim): Promise<string | null>;
  /** Runs `kerja` for every job of `nama` (in this process, one at a time). */
  kerjakan<T extends object>(
    nama: string,
    kerja: (data: T, job: JobAntrean) => Promise<void>,
  ): Promise<void>;
  /** Stops taking jobs, waits for the running ones (at most `batasMs`). */
  berhenti(batasMs?: number): Promise<void>;
  /** Whether berhenti was called (nothing starts after it). */
  readonly sudahBerhenti: boolean;
}

export interface OpsiKirim {
  mulaiPada?: Date;
  singletonKey?: string;
}

export interface JobAntrean {
  id: string;
  nama: string;
}

export interface OpsiAntrean {
  /** How often an idle worker looks for jobs (seconds; pg-boss' minimum is 0.5). */
  intervalDetik?: number;
  log?: (pesan: string) => void;
}

/** Job and queue names: letters, digits, '.', '-', '_' (pg-boss' own rule is close). */
const NAMA = /^[a-z][a-z0-9._-]{0,99}$/;

/** A key becomes the job's id (a UUID from a hash), so the database refuses a second one. */
function idDariSingletonKey(nama: string, key: string) {
  const h = createHash('sha256').update(`${nama}\n${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** pg-boss over PGlite: a statement with parameters as a query, a script (BEGIN...COMMIT) whole. */
function adapterPglite(client: KlienPglite) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) {
        const r = await client.query(text, values);
        return { rows: r.rows };
      }
      const hasil = await client.exec(text);
      return { rows: hasil.at(-1)?.rows ?? [] };
    },
  };
}

/**
 * The queue of an open, migrated database. Nothing touches the database until the first
 * kirim or kerjakan (then pg-boss creates or migrates its schema once).
 */
export function bukaAntrean(database: Database, opsi: OpsiAntrean = {}): Antrean {
  const log = opsi.log ?? ((m: string) => console.warn(m));
  const polling = opsi.intervalDetik ?? 2;
  const boss = new PgBoss({
    ...(database.kind === 'pglite'
      ? { db: adapterPglite(database.pglite as KlienPglite) }
      : { connectionString: database.url as string, max: 3, application_name: 'kampus-antrean' }),
    schema: 'pgboss',
    // Cron schedules are not used: timed jobs carry their own start (mulaiPada).
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: 60,
  });
  boss.on('error', (err: Error) => log(`Antrean pekerjaan: ${err.message}`));

  let mulai: Promise<void> | null = null;
  let berhentiPada: Promise<void> | null = null;
  const antrean = new Map<string, Promise<void>>();

  const siap = () => {
    if (berhentiPada) return Promise.reject(new Error('antrean pekerjaan sudah berhenti'));
    mulai ??= boss.start().then(() => undefined);
    return mulai;
  };

  /** pg-boss 10 wants each queue created before use; once per name and process. */
  const pastikanAntrean = (nama: string) => {
    if (!NAMA.test(nama)) throw new Error(`nama pekerjaan tidak sah: ${nama}`);
    let ada = antrean.get(nama);
    if (!ada) {
      ada = siap().then(() =>
        boss.createQueue(nama, { name: nama, retryLimit: 3, retryDelay: 10, retryBackoff: true }),
      );
      antrean.set(nama, ada);
      ada.catch(() => antrean.delete(nama));
    }
    return ada;
  };

  /** This process's workers per queue: a job sent here wakes them instead of waiting a poll. */
  const pekerja = new Map<string, string[]>();

  return {
    async kirim(nama, data, o = {}) {
      await pastikanAntrean(nama);
      const id = await boss.send(nama, data, {
        ...(o.mulaiPada ? { startAfter: o.mulaiPada } : {}),
        ...(o.singletonKey ? { id: idDariSingletonKey(nama, o.singletonKey) } : {}),
      });
      // A job due now starts at once on this instance ('Update Progres' answers in a moment);
      // the other instances still find it on their next poll.
      if (!o.mulaiPada) for (const w of pekerja.get(nama) ?? []) boss.notifyWorker(w);
      return id;
    },
    async kerjakan<T extends object>(
      nama: string,
      kerja: (data: T, job: JobAntrean) => Promise<void>,
    ) {
      await pastikanAntrean(nama);
      const idPekerja = await boss.work(
        nama,
        { pollingIntervalSeconds: polling, batchSize: 5 },
        async (jobs: PgBoss.Job<T>[]) => {
          // Up to five per poll; each job fails (and is tried again) on its own, the rest are
          // completed when the batch ends.
          for (const job of jobs) {
            try {
              await kerja(job.data, { id: job.id, nama: job.name });
            } catch (error) {
              log(`Pekerjaan ${nama} ${job.id} gagal: ${(error as Error).message}`);
              await boss.fail(nama, job.id, { pesan: (error as Error).message });
            }
          }
        },
      );
      pekerja.set(nama, [...(pekerja.get(nama) ?? []), idPekerja]);
    },
    get sudahBerhenti() {
      return berhentiPada !== null;
    },
    berhenti(batasMs = 10_000) {
      berhentiPada ??= (async () => {
        if (!mulai) return;
        await mulai.catch(() => {});
        await boss.stop({ graceful: true, timeout: batasMs, wait: true });
      })();
      return berhentiPada;
    },
  };
}
