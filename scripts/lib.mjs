// Helpers for the two commands of the README; Node built-ins only, because they run before
// any dependency is installed.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
export const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** No telemetry: the network beyond the package registry is closed on campus machines. */
export const quietEnv = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  NEXT_TELEMETRY_DISABLED: '1',
};

export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: quietEnv, ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(`Gagal menjalankan ${cmd}: ${err.message}`);
      resolve(1);
    });
  });
}

/**
 * Like run(), with each line of the command's output behind `[label] `, so two commands side by
 * side stay readable in one log.
 */
export function runBerlabel(label, cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: quietEnv,
      ...opts,
    });
    for (const [aliran, tujuan] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let sisa = '';
      aliran.setEncoding('utf8');
      aliran.on('data', (potongan) => {
        const baris = (sisa + potongan).split('\n');
        sisa = baris.pop() ?? '';
        for (const b of baris) tujuan.write(`[${label}] ${b}\n`);
      });
      aliran.on('end', () => {
        if (sisa) tujuan.write(`[${label}] ${sisa}\n`);
      });
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(`Gagal menjalankan ${cmd}: ${err.message}`);
      resolve(1);
    });
  });
}

export function heading(text) {
  const line = '='.repeat(Math.max(10, text.length + 4));
  console.log(`\n${line}\n  ${text}\n${line}`);
}

/** Installs dependencies when node_modules is missing or older than package-lock.json. */
export async function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const installed = existsSync(marker);
  const stale = installed && existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs;
  if (installed && !stale) return;
  heading(installed ? 'Memperbarui dependensi (npm install)' : 'Memasang dependensi (npm install)');
  // Not `npm ci`: registry mirrors without every platform's optional binaries (biome, turbo)
  // leave those out of the lock file, and `npm ci` then refuses the lock as out of sync.
  const code = await run(npm, ['install', '--no-audit', '--no-fund']);
  if (code !== 0) {
    console.error('Pemasangan dependensi gagal. Periksa koneksi ke registry npm lalu coba lagi.');
    process.exit(code);
  }
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `turbo build` of what `npm start` serves: the server and both apps. */
export const ARGUMEN_BUILD = [
  'turbo',
  'run',
  'build',
  '--filter=@kampus/server',
  '--filter=@kampus/student',
  '--filter=@kampus/staff',
  '--output-logs=errors-only',
];

/** Builds the server and both apps; stops the process when the build fails. */
export async function bangunAplikasi() {
  heading('Membangun aplikasi (turbo build)');
  const built = await run(npx, ARGUMEN_BUILD);
  if (built !== 0) {
    console.error('Build gagal; lihat pesan di atas.');
    process.exit(built);
  }
}
