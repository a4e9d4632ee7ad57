import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The addresses of one running product (server with both apps). */
export interface AlamatServer {
  studentUrl: string;
  staffUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One product per worker (vitest.config.ts maxWorkers): worker N uses server N. */
    servers: AlamatServer[];
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Loading the demo data into a fresh embedded database took 45 s for one server on the shared
 * 2-core machine under load, and two start side by side: 90 s failed runs before any journey.
 */
const BATAS_START_MS = 240_000;

async function waitForHealth(url: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + BATAS_START_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Server berhenti saat start:\n${log()}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server tidak siap dalam ${BATAS_START_MS / 1000} detik:\n${log()}`);
}

/** Starts the built product (server + both apps) on free ports with a fresh embedded database. */
async function mulaiServer(main: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kampus-e2e-'));
  const [port, staffPort] = [await freePort(), await freePort()];
  let output = '';
  const server = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      STAFF_PORT: String(staffPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: 'kunci-uji-e2e-yang-panjangnya-lebih-dari-32-karakter',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => {
    output += d;
  });
  server.stderr?.on('data', (d) => {
    output += d;
  });
  const studentUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(studentUrl, server, () => output);
  return {
    alamat: { studentUrl, staffUrl: `http://127.0.0.1:${staffPort}` },
    async berhenti() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts one product per worker: the journeys of a worker run one file after another on its own
 * server and database, so two workers never see each other's changes.
 */
export default async function setup(project: TestProject) {
  const main = path.join(root, 'apps/server/dist/main.js');
  for (const f of [main, 'apps/student/dist/index.html', 'apps/staff/dist/index.html']) {
    if (!existsSync(path.resolve(root, f))) {
      throw new Error(`${f} belum ada: jalankan 'npm run build' sebelum uji e2e.`);
    }
  }
  const jumlah = Math.max(1, Number(project.config.maxWorkers) || 1);
  const servers = await Promise.all(Array.from({ length: jumlah }, () => mulaiServer(main)));
  project.provide(
    'servers',
    servers.map((s) => s.alamat),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.berhenti()));
  };
}
