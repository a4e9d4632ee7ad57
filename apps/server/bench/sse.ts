// npm run bench -- --sse: many event-stream clients on one server process (issue 12).
//
//   npm run bench -- --sse                  10,000 clients, PGlite (or DATABASE_URL's PostgreSQL)
//   npm run bench -- --sse --klien=2000     another number of clients
//
// The server runs as its own process (bench/sseServer.ts); this process opens the streams
// over plain keep-alive sockets, has the server publish one event through the database
// (NOTIFY, as another instance would), and measures how long until every client has it, and
// the server's memory (VmRSS and its peak VmHWM, read from /proc/<pid>/status).
// Each client is a socket here and there: `ulimit -n` must exceed the number of clients.
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/seed/demo';
import { bangun, dirServer, portBebas } from './alat';

const JWT_SECRET = 'kunci-bench-sse-yang-panjangnya-lebih-dari-32-karakter';
const argKlien = process.argv.find((a) => a.startsWith('--klien='));
const KLIEN = argKlien ? Number(argKlien.split('=')[1]) : 10_000;
/** Streams opened at once while connecting. */
const SERENTAK = 200;
const BATAS_MS = 1000;
const BATAS_RSS_MB = 500;

/** VmRSS and VmHWM (peak) of a process, in MB. */
function memori(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (k: string) => Number(status.match(new RegExp(`^${k}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, puncak: kb('VmHWM') / 1024 };
}

/**
 * A throwaway database on DATABASE_URL's server (never that database itself), or PGlite in a
 * folder on disk, created and seeded here first: the server opens it as a campus server
 * restarted does (`npm start` keeps PGlite on disk; in memory:// the data itself would count
 * in the server's memory).
 */
async function databaseBench(): Promise<{ env: Record<string, string>; hapus(): Promise<void> }> {
  const urlAsal = process.env.DATABASE_URL;
  if (!urlAsal) {
    const kerja = mkdtempSync(path.join(tmpdir(), 'kampus-bench-sse-'));
    const database = await openDatabase({ dataDir: path.join(kerja, 'pglite') });
    await database.migrate();
    await seedDemo(database.db, { now: new Date() });
    await database.close();
    return {
      env: { DATA_DIR: kerja },
      hapus: async () => rmSync(kerja, { recursive: true, force: true }),
    };
  }
  const nama = `kampus_bench_sse_${process.pid}`;
  const sql = async (q: string) => {
    const c = new pg.Client({ connectionString: urlAsal });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  await sql(`CREATE DATABASE ${nama}`);
  const url = new URL(urlAsal);
  url.pathname = `/${nama}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: 'memory://' },
    hapus: () => sql(`DROP DATABASE IF EXISTS ${nama} WITH (FORCE)`),
  };
}

interface Klien {
  req: http.ClientRequest;
  /** When the bench event arrived (ms since the event was sent), once it has. */
  tiba?: number;
}

export async function benchSse() {
  const port = await portBebas();
  const db = await databaseBench();
  const server: ChildProcess = fork(bangun('bench/sseServer.ts'), [], {
    cwd: dirServer,
    env: {
      ...process.env,
      ...db.env,
      PORT: String(port),
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const klien: Klien[] = [];
  try {
    const base = await new Promise<string>((resolve, reject) => {
      server.once('message', (m: { siap?: string }) => (m.siap ? resolve(m.siap) : reject()));
      server.once('exit', (code) => reject(new Error(`server berhenti (${code})`)));
    });
    const pid = server.pid as number;
    const awal = memori(pid);

    const login = await fetch(`${base}/v2/access_token`, {
      method: 'POST',
      headers: { 'college-id': 'kampus-demo', 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        username: '2401001',
        password: 'mahasiswa123',
      }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;

    const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
    const { port: p } = new URL(base);
    let t0 = 0;
    const buka = () =>
      new Promise<void>((resolve, reject) => {
        const k: Klien = {
          req: http.get(
            {
              host: '127.0.0.1',
              port: p,
              path: '/lms/events?stream=sistem',
              agent,
              headers: { 'college-id': 'kampus-demo', authorization: `Bearer ${token}` },
            },
            (res) => {
              if (res.statusCode !== 200) {
                reject(new Error(`SSE ${res.statusCode}`));
                return;
              }
              res.setEncoding('utf8');
              let ekor = '';
              res.on('data', (teks: string) => {
                // The event's name may be cut between two chunks: keep the last few bytes.
                const cari = ekor + teks;
                if (k.tiba === undefined && t0 > 0 && cari.includes('event: bench')) {
                  k.tiba = performance.now() - t0;
                }
                ekor = cari.slice(-16);
              });
              resolve();
            },
          ),
        };
        k.req.on('error', reject);
        klien.push(k);
      });

    const mulaiBuka = performance.now();
    for (let i = 0; i < KLIEN; i += SERENTAK) {
      await Promise.all(Array.from({ length: Math.min(SERENTAK, KLIEN - i) }, buka));
    }
    const lamaBuka = performance.now() - mulaiBuka;
    // Let a few clock ticks go by with every stream open.
    await new Promise((r) => setTimeout(r, 3000));
    const terbuka = memori(pid);

    t0 = performance.now();
    server.send({ terbitkan: 1 });
    const batas = Date.now() + 30_000;
    while (klien.some((k) => k.tiba === undefined) && Date.now() < batas) {
      await new Promise((r) => setTimeout(r, 5));
    }
    const tiba = klien.map((k) => k.tiba ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
    const semua = tiba[tiba.length - 1] ?? Number.POSITIVE_INFINITY;
    const sampai = tiba.filter(Number.isFinite).length;
    const median = tiba[Math.floor(tiba.length / 2)] ?? Number.POSITIVE_INFINITY;
    const akhir = memori(pid);

    const ms = (x: number) => (Number.isFinite(x) ? `${Math.round(x)} ms` : 'tidak sampai');
    console.log(
      `\nSSE: ${KLIEN} klien pada satu proses server (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
    );
    console.log('| ukuran | nilai |');
    console.log('|---|---:|');
    console.log(`| membuka ${KLIEN} aliran | ${ms(lamaBuka)} |`);
    console.log(`| event sampai ke klien | ${sampai} / ${KLIEN} |`);
    console.log(`| median sampai | ${ms(median)} |`);
    console.log(`| semua klien menerima dalam | ${ms(semua)} (batas ${BATAS_MS} ms) |`);
    console.log(`| RSS server sebelum klien | ${awal.rss.toFixed(0)} MB |`);
    console.log(
      `| RSS server dengan ${KLIEN} aliran | ${terbuka.rss.toFixed(0)} MB (batas ${BATAS_RSS_MB} MB) |`,
    );
    console.log(
      `| RSS server setelah event / puncak | ${akhir.rss.toFixed(0)} MB / ${akhir.puncak.toFixed(0)} MB |`,
    );
    const lulus =
      sampai === KLIEN && semua <= BATAS_MS && Math.max(terbuka.rss, akhir.rss) <= BATAS_RSS_MB;
    console.log(lulus ? '\nLULUS' : '\nGAGAL: di luar batas');
    if (!lulus) process.exitCode = 1;
    for (const k of klien) k.req.destroy();
    agent.destroy();
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => {
      if (server.exitCode !== null) return r(undefined);
      server.once('exit', r);
      setTimeout(r, 10_000);
    });
    await db.hapus();
  }
}
