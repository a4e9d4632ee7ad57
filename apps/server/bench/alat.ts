import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../src/db/client';
import { pengguna } from '../src/db/schema';
import { issueRefreshToken, signAccessToken } from '../src/modules/auth';
import { DEMO_COLLEGE_ID } from '../src/seed/demo';
import { nimBench } from './seedBesar';

/** apps/server: where build.mjs and the built files live. */
export const dirServer = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds `entri` (relative to apps/server) with build.mjs into dist/bench and answers the built
 * file's path: the benches measure the server as `npm start` runs it, bundled and run by node,
 * not through tsx (whose loader thread and helpers add their own work and ~90 MB).
 */
export function bangun(entri: string): string {
  const r = spawnSync(process.execPath, ['build.mjs', entri, 'dist/bench'], {
    cwd: dirServer,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error(`build ${entri} gagal`);
  return path.join(dirServer, 'dist/bench', `${path.basename(entri, '.ts')}.js`);
}

/** A TCP port free on 127.0.0.1 right now (for the processes a bench starts). */
export function portBebas(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject()));
    });
  });
}

/** CPU time (user + system, ms) a process and every process it started have used so far:
 * the bench starts the server through tsx, which runs it in a child of its own. */
export function cpuPohonMs(pid: number): number {
  const tik = 100; // USER_HZ on Linux
  let total = 0;
  const kunjungi = (p: number) => {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${p}/stat`, 'utf8');
    } catch {
      return;
    }
    // Fields after the command name (which may hold spaces) in parentheses: utime is the 14th
    // field of the line, stime the 15th.
    const kolom = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    total += ((Number(kolom[11]) + Number(kolom[12])) * 1000) / tik;
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${p}/task`);
    } catch {}
    for (const t of tasks) {
      let anak = '';
      try {
        anak = readFileSync(`/proc/${p}/task/${t}/children`, 'utf8');
      } catch {}
      for (const c of anak.split(' ').filter(Boolean)) kunjungi(Number(c));
    }
  };
  kunjungi(pid);
  return total;
}

/** Waits until `url` answers 2xx (the process started), or throws with the process's log. */
export async function tungguSehat(url: string, proses: ChildProcess, log: () => string) {
  const batas = Date.now() + 120_000;
  while (Date.now() < batas) {
    if (proses.exitCode !== null) throw new Error(`proses berhenti saat start:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`tidak siap dalam 120 detik:\n${log()}`);
}

/** Starts `node args` in apps/server with `env` added, keeping the tail of its output. */
export function jalankan(args: string[], env: Record<string, string>) {
  const proses = spawn(process.execPath, args, {
    cwd: dirServer,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  proses.stdout?.on('data', (d) => {
    log += d;
  });
  proses.stderr?.on('data', (d) => {
    log += d;
  });
  return { proses, log: () => log.slice(-4000) };
}

/** Stops the processes a bench started and waits for them (a CPU profile is written at exit). */
export async function hentikan(anak: ChildProcess[]) {
  const jalan = anak.filter((p) => p.exitCode === null && p.signalCode === null);
  for (const p of jalan) p.kill('SIGTERM');
  await Promise.all(
    jalan.map(
      (p) =>
        new Promise((r) => {
          p.once('exit', r);
          setTimeout(r, 10_000);
        }),
    ),
  );
}

/** The same secret as the server's: the benches sign the students' tokens themselves. */
export const JWT_SECRET = 'kunci-bench-yang-panjangnya-lebih-dari-32-karakter';

/**
 * Access tokens of the bench students 1..n (nimBench), each with an open session, in NIM
 * order: as if each had logged in (a login costs a password hash; the benches measure what
 * comes after it).
 */
export async function sesiMahasiswa(db: Db, n: number) {
  const settings = {
    secret: new TextEncoder().encode(JWT_SECRET),
    accessTtl: 3600,
    refreshTtl: 3600,
  };
  const nim = Array.from({ length: n }, (_, i) => nimBench(i + 1));
  const rows = await db
    .select({ id: pengguna.id, username: pengguna.username })
    .from(pengguna)
    .where(inArray(pengguna.username, nim))
    .orderBy(pengguna.username);
  const token: string[] = [];
  for (const r of rows) {
    const sid = randomUUID();
    await issueRefreshToken(db, settings, r.id, sid);
    token.push(
      await signAccessToken(settings, {
        sub: r.id,
        role: 'mahasiswa',
        college: DEMO_COLLEGE_ID,
        username: r.username,
        sid,
      }),
    );
  }
  return token;
}

/**
 * The bench's database: PGlite in a folder of `kerja`, or, when DATABASE_URL is set, a
 * database of its own on that server (`<prefiks>_<pid>`, never the one DATABASE_URL names),
 * dropped by `hapus`.
 */
export async function siapkanDatabase(kerja: string, prefiks = 'kampus_bench') {
  const urlAsal = process.env.DATABASE_URL;
  if (!urlAsal) {
    const dataDir = path.join(kerja, 'pglite');
    return {
      jenis: 'pglite' as const,
      // The server keeps PGlite in DATA_DIR/pglite (src/server.ts).
      env: { DATA_DIR: kerja } as Record<string, string>,
      dataDir,
      url: undefined,
      hapus: async () => {},
    };
  }
  const nama = `${prefiks}_${process.pid}`;
  const admin = new pg.Client({ connectionString: urlAsal });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${nama}`);
  await admin.end();
  const url = new URL(urlAsal);
  url.pathname = `/${nama}`;
  return {
    jenis: 'postgres' as const,
    env: { DATABASE_URL: url.toString(), DATA_DIR: path.join(kerja, 'data') } as Record<
      string,
      string
    >,
    dataDir: undefined,
    url: url.toString(),
    hapus: async () => {
      const c = new pg.Client({ connectionString: urlAsal });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${nama} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The whole machine's CPU counters (/proc/stat: busy and all jiffies over every core; and the
 * kernel's CPU pressure: µs that some task waited for a core), to tell a slow server from a
 * machine shared with other work.
 */
function bacaMesin() {
  const kolom = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1, 9)
    .map(Number);
  const semua = kolom.reduce((a, b) => a + b, 0);
  const diam = (kolom[3] ?? 0) + (kolom[4] ?? 0);
  let tunggu = Number.NaN;
  try {
    tunggu = Number(readFileSync('/proc/pressure/cpu', 'utf8').match(/^some .*total=(\d+)/)?.[1]);
  } catch {}
  return { sibuk: semua - diam, semua, tunggu, t: performance.now() };
}

/** Starts measuring the machine's load; `selesai()` answers it since then. */
export function bebanMesin() {
  const awal = bacaMesin();
  const muatAwal = loadavg()[0] ?? 0;
  return () => {
    const akhir = bacaMesin();
    const ms = akhir.t - awal.t;
    return {
      core: cpus().length,
      /** Load average (1 min) when measuring began. */
      loadAwal: Math.round(muatAwal * 100) / 100,
      /** Share of all cores busy (any process), %. */
      cpuSibukPersen:
        Math.round(((akhir.sibuk - awal.sibuk) / Math.max(1, akhir.semua - awal.semua)) * 1000) /
        10,
      /** Share of the time some runnable task waited for a core (PSI cpu some), %. */
      tekananCpuPersen: Math.round(((akhir.tunggu - awal.tunggu) / 1000 / ms) * 1000) / 10,
    };
  };
}
