// npm run start:cluster: build, then run several server processes on one PostgreSQL, each on
// its own pair of ports (put a load balancer in front of them). Events between them go
// through PostgreSQL LISTEN/NOTIFY, background jobs through the queue in the database.
//
//   DATABASE_URL=postgres://... npm run start:cluster
//   KAMPUS_INSTANS=3  number of processes (default 2)
//   PORT, STAFF_PORT  ports of the first process (default 3000, 3001); process k adds 2k
//   --tanpa-build     serve the existing apps/server/dist as it is
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { bangunAplikasi, ensureInstalled, heading, quietEnv, root } from './lib.mjs';

// Read here, not by turbo: this script runs the built server itself.
const { DATABASE_URL, KAMPUS_INSTANS, PORT, STAFF_PORT } = process.env;

if (!DATABASE_URL) {
  console.error(
    'start:cluster butuh PostgreSQL: set DATABASE_URL (mis. postgres://user:sandi@host:5432/kampus).\n' +
      'Database tertanam (PGlite) hanya bisa dibuka oleh satu proses; untuk satu proses pakai `npm start`.',
  );
  process.exit(1);
}
const jumlah = Number(KAMPUS_INSTANS ?? 2);
if (!Number.isInteger(jumlah) || jumlah < 1 || jumlah > 32) {
  console.error('KAMPUS_INSTANS harus bilangan bulat 1 sampai 32.');
  process.exit(1);
}
const portAwal = Number(PORT ?? 3000);
const portStafAwal = Number(STAFF_PORT ?? 3001);

if (!process.argv.includes('--tanpa-build')) {
  await ensureInstalled();
  await bangunAplikasi();
}

heading(`Menjalankan ${jumlah} instans server pada ${new URL(DATABASE_URL).host}`);
const anak = [];
let berhenti = false;

function hentikanSemua(signal) {
  berhenti = true;
  for (const c of anak) if (c.exitCode === null) c.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => hentikanSemua(signal));

/** Starts process k and resolves once it serves (the first migrates and seeds alone). */
function jalankan(k) {
  const label = `[instans ${k + 1}]`;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...quietEnv,
      PORT: String(portAwal + 2 * k),
      STAFF_PORT: String(portStafAwal + 2 * k),
      // Only the first process loads the demo data (and only into an empty database).
      ...(k > 0 ? { SEED_DEMO: 'false' } : {}),
    },
  });
  anak.push(child);
  return new Promise((resolve, reject) => {
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on('line', (line) => {
        out.write(`${label} ${line}\n`);
        if (line.includes('Kampus LMS berjalan')) resolve();
      });
    }
    child.on('exit', (code, signal) => {
      reject(new Error(`${label} berhenti (${signal ?? code}) sebelum siap`));
      if (!berhenti) {
        console.error(`${label} berhenti (${signal ?? code}); instans lain dihentikan.`);
        hentikanSemua('SIGTERM');
      }
      if (anak.every((c) => c.exitCode !== null || c.signalCode !== null)) {
        process.exit(berhenti ? 0 : 1);
      }
    });
  });
}

try {
  for (let k = 0; k < jumlah; k++) await jalankan(k);
  console.log(
    `\n${jumlah} instans siap: LMS Mahasiswa di port ${Array.from({ length: jumlah }, (_, k) => portAwal + 2 * k).join(', ')}; ` +
      `LMS Dosen & Operator di port ${Array.from({ length: jumlah }, (_, k) => portStafAwal + 2 * k).join(', ')}.`,
  );
} catch (error) {
  console.error(error.message);
  hentikanSemua('SIGTERM');
}
