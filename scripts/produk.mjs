// The built product (server with both apps) started on free ports with a fresh embedded
// database seeded with the demo data: the browser journeys (e2e/support/globalSetup.ts) and the
// Lighthouse gate (scripts/lighthouse.mjs) run against it. Node built-ins only.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Loading the demo data into a fresh embedded database took 45 s for one server on the shared
 * 2-core machine under load, and two start side by side: 90 s failed runs before any journey.
 */
const BATAS_START_MS = 240_000;

function portBebas() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function tungguSehat(url, server, log) {
  const batas = Date.now() + BATAS_START_MS;
  while (Date.now() < batas) {
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

/** Fails with what to do when the apps or the server are not built yet. */
export function periksaBuild() {
  for (const f of [
    'apps/server/dist/main.js',
    'apps/student/dist/index.html',
    'apps/staff/dist/index.html',
  ]) {
    if (!existsSync(path.join(root, f))) {
      throw new Error(`${f} belum ada: jalankan 'npm run build' lebih dulu.`);
    }
  }
}

/**
 * Starts the built product on free ports with a fresh embedded database; `berhenti` stops it and
 * removes the database.
 */
export async function mulaiProduk() {
  periksaBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kampus-produk-'));
  const [port, staffPort] = [await portBebas(), await portBebas()];
  let output = '';
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      STAFF_PORT: String(staffPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: 'kunci-uji-produk-yang-panjangnya-lebih-dari-32-karakter',
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
  await tungguSehat(studentUrl, server, () => output);
  return {
    alamat: { studentUrl, staffUrl: `http://127.0.0.1:${staffPort}` },
    async berhenti() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
