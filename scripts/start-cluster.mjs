// npm run start:cluster: build, then run several server processes on one PostgreSQL, each on
// its own pair of ports (put a load balancer in front of them). Events between them go
// through PostgreSQL LISTEN/NOTIFY, background jobs through the queue in the database. A
// process that dies is started again (scripts/pengawas.mjs) while the others keep serving.
//
//   DATABASE_URL=postgres://... npm run start:cluster
//   KAMPUS_INSTANS=3  number of processes (default 2)
//   PORT, STAFF_PORT  ports of the first process (default 3000, 3001); process k adds 2k
//   --tanpa-build     serve the existing apps/server/dist as it is
//   KAMPUS_SERVER_MAIN  the built server to run (default apps/server/dist/main.js; the tests
//                       build one of their own)
import path from 'node:path';
import { bangunAplikasi, ensureInstalled, heading, quietEnv, root } from './lib.mjs';
import { awasi } from './pengawas.mjs';

// Read here, not by turbo: this script runs the built server itself.
const { DATABASE_URL, KAMPUS_INSTANS, PORT, STAFF_PORT, KAMPUS_SERVER_MAIN } = process.env;

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
const main = path.resolve(root, KAMPUS_SERVER_MAIN ?? 'apps/server/dist/main.js');
const pengawas = awasi({
  jumlah,
  perintah: (k) => ({
    cmd: process.execPath,
    args: [main],
    cwd: root,
    env: {
      ...quietEnv,
      PORT: String(portAwal + 2 * k),
      STAFF_PORT: String(portStafAwal + 2 * k),
      // Only the first process loads the demo data (and only into an empty database).
      ...(k > 0 ? { SEED_DEMO: 'false' } : {}),
    },
  }),
  siap: (line) => line.includes('Kampus LMS berjalan'),
});

let berhenti = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (berhenti) return;
    berhenti = true;
    await pengawas.hentikan(signal);
    process.exit(0);
  });
}

try {
  await pengawas.siapSemua;
  const daftar = (awal) => Array.from({ length: jumlah }, (_, k) => awal + 2 * k).join(', ');
  console.log(
    `\n${jumlah} instans siap: LMS Mahasiswa di port ${daftar(portAwal)}; ` +
      `LMS Dosen & Operator di port ${daftar(portStafAwal)}.`,
  );
} catch (error) {
  if (!berhenti) {
    console.error(`${error.message}; instans lain dihentikan.`);
    berhenti = true;
    await pengawas.hentikan('SIGTERM');
    process.exit(1);
  }
}
