// npm run bench: the hot reads of a campus's peak against a campus-sized database, each as a
// ratio of a bare Fastify route measured in the same run on the same machine.
//
//   npm run bench                    PGlite (default), or PostgreSQL when DATABASE_URL is set
//   npm run bench -- --quick         smaller seed and shorter runs; fails below bench/lantai.json
//   npm run bench -- --profil        and a CPU profile of the server under load in bench/profil
//   npm run bench -- --sse           10,000 event-stream clients on one process (bench/sse.ts)
//   npm run bench -- --ujian         exam storm: 2,000 students start and save (bench/ujian.ts)
//   npm run bench -- --tugas         deadline rush: 500 students upload 2 MB each (bench/tugas.ts)
//   npm run bench -- --kehadiran     attendance: recalculation, recap, exam storm with and without
//                                    the incremental update (bench/kehadiran.ts)
//
// The server runs as its own process, as `npm start` runs it; autocannon drives it from here.
// Results: bench/results/<time>-<database>.json and a markdown table on stdout.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { DEMO_COLLEGE_ID, seedDemo } from '../src/seed/demo';
import {
  bangun,
  cpuPohonMs,
  hentikan,
  JWT_SECRET,
  jalankan,
  portBebas,
  sesiMahasiswa,
  siapkanDatabase,
  tungguSehat,
} from './alat';
import { nimBench, SEED_CEPAT, SEED_PENUH, seedBesar } from './seedBesar';

const here = path.dirname(fileURLToPath(import.meta.url));

const quick = process.argv.includes('--quick');
/** `--profil`: the server writes a CPU profile (.cpuprofile) into bench/profil when it stops. */
const profil = process.argv.includes('--profil');
const ukuran = quick ? SEED_CEPAT : SEED_PENUH;
const DURASI = quick ? 3 : 8;
const KONEKSI = 50;

interface Hasil {
  nama: string;
  path: string;
  rps: number;
  p99: number;
  non2xx: number;
  galat: number;
  rasio?: number;
  /** CPU time per answered request (µs): the server process, and this process (autocannon). */
  cpuServerUs?: number;
  cpuKlienUs?: number;
  /** Full runs: the answer's size and the ratio to a bare route answering as many bytes. */
  bytes?: number;
  rasioSeukuran?: number;
}

async function ukur(
  nama: string,
  url: string,
  headers: Record<string, string>,
  /** The process answering, for its CPU time. */
  pid: number | undefined,
  /** Each request as another user (the 07:30 peak): no warm-up, every first read is cold. */
  tokenBergilir?: string[],
): Promise<Hasil> {
  let i = 0;
  const requests = tokenBergilir
    ? [
        {
          setupRequest: (req: { headers?: Record<string, string> }) => ({
            ...req,
            headers: {
              ...req.headers,
              authorization: `Bearer ${tokenBergilir[i++ % tokenBergilir.length]}`,
            },
          }),
        },
      ]
    : undefined;
  // A short warm-up lets the JIT and the caches settle before the measured run.
  if (!tokenBergilir) await autocannon({ url, connections: 10, duration: 1, headers });
  const cpuServerAwal = pid ? cpuPohonMs(pid) : 0;
  const cpuKlienAwal = process.cpuUsage();
  const r = await autocannon({
    url,
    connections: KONEKSI,
    duration: DURASI,
    headers,
    ...(requests ? { requests } : {}),
  } as autocannon.Options);
  const cpuKlien = process.cpuUsage(cpuKlienAwal);
  const jumlah = Math.max(1, r.requests.total);
  return {
    nama,
    path: new URL(url).pathname,
    rps: Math.round(r.requests.average),
    p99: r.latency.p99,
    non2xx: r.non2xx,
    galat: r.errors + r.timeouts,
    ...(pid
      ? { cpuServerUs: Math.round(((cpuPohonMs(pid) - cpuServerAwal) * 1000) / jumlah) }
      : {}),
    cpuKlienUs: Math.round((cpuKlien.user + cpuKlien.system) / jumlah),
  };
}

async function main() {
  const kerja = mkdtempSync(path.join(tmpdir(), 'kampus-bench-'));
  const db = await siapkanDatabase(kerja);
  const anak: ChildProcess[] = [];
  try {
    const mulaiSeed = Date.now();
    const database = await openDatabase({ url: db.url, dataDir: db.dataDir ?? '' });
    await database.migrate();
    await seedDemo(database.db, { now: new Date() });
    await seedBesar(database.db, ukuran);
    // Sessions of many students, as if each had logged in (a login costs a password hash: the
    // bench measures the reads after it).
    const tokenMahasiswa = (
      await sesiMahasiswa(database.db, Math.min(ukuran.mahasiswa, 2000))
    ).sort(() => Math.random() - 0.5);
    // A campus database in use has been vacuumed and analysed; a fresh bulk load has not, and
    // autovacuum would otherwise run during the measurements.
    await database.db.execute(sql`VACUUM ANALYZE`);
    await database.close();
    console.log(
      `Data: ${ukuran.mahasiswa} mahasiswa, ${ukuran.kelas} kelas x ${ukuran.pertemuanPerKelas} pertemuan, ` +
        `${ukuran.pesertaPerKelas} peserta per kelas (${Math.round((Date.now() - mulaiSeed) / 1000)} s, ${db.jenis}).`,
    );

    const [portPolos, port, portStaf] = await Promise.all([portBebas(), portBebas(), portBebas()]);
    const berkasPolos = bangun('bench/polos.ts');
    const berkasServer = bangun('src/main.ts');
    const polos = jalankan([berkasPolos, String(portPolos)], {});
    const argsServer = profil
      ? ['--cpu-prof', '--cpu-prof-dir', path.join(here, 'profil'), berkasServer]
      : [berkasServer];
    const server = jalankan(argsServer, {
      ...db.env,
      PORT: String(port),
      STAFF_PORT: String(portStaf),
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      LOGIN_RATE_LIMIT: '1000',
      NODE_ENV: 'production',
    });
    anak.push(polos.proses, server.proses);
    const base = `http://127.0.0.1:${port}`;
    const urlPolos = `http://127.0.0.1:${portPolos}/polos`;
    await Promise.all([
      tungguSehat(urlPolos, polos.proses, polos.log),
      tungguSehat(`${base}/health`, server.proses, server.log),
    ]);

    const h = { 'college-id': DEMO_COLLEGE_ID, 'content-type': 'application/json' };
    const login = await fetch(`${base}/v2/access_token`, {
      method: 'POST',
      headers: h,
      body: JSON.stringify({
        grant_type: 'password',
        username: nimBench(1),
        password: 'mahasiswa123',
      }),
    });
    const jawabanLogin = (await login.json()) as { data: { access_token: string } | null };
    if (!jawabanLogin.data) throw new Error(`login bench gagal: ${JSON.stringify(jawabanLogin)}`);
    const token = jawabanLogin.data.access_token;
    const auth = { 'college-id': DEMO_COLLEGE_ID, authorization: `Bearer ${token}` };
    const ambil = async (p: string) => {
      const res = await fetch(base + p, { headers: auth });
      if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: unknown }).data;
    };
    const kelas = (await ambil('/lms/kelas_kuliah')) as { id: string }[];
    const idKelas = kelas[0]?.id;
    if (!idKelas) throw new Error('mahasiswa bench tidak punya kelas');
    const pertemuan = (await ambil(
      `/lms/pertemuan?id_kelas_kuliah=${encodeURIComponent(idKelas)}`,
    )) as { id: string }[];
    const idPertemuan = pertemuan[0]?.id;
    if (!idPertemuan) throw new Error('kelas bench tidak punya pertemuan');

    const sasaran: [string, string][] = [
      ['GET /v2/user_info', '/v2/user_info'],
      ['GET /lms/kelas_kuliah (mahasiswa)', '/lms/kelas_kuliah'],
      ['GET /v2/lms/kelas_kuliah/{id}', `/v2/lms/kelas_kuliah/${encodeURIComponent(idKelas)}`],
      ['GET /lms/pertemuan/{id}', `/lms/pertemuan/${idPertemuan}`],
    ];

    const pidPolos = polos.proses.pid;
    const pidServer = server.proses.pid;
    const polosAwal = await ukur('Fastify polos', urlPolos, {}, pidPolos);
    const hasil: Hasil[] = [];
    for (const [nama, p] of sasaran) hasil.push(await ukur(nama, base + p, auth, pidServer));
    hasil.push(
      await ukur(
        `GET /lms/kelas_kuliah (${tokenMahasiswa.length} mahasiswa bergantian)`,
        `${base}/lms/kelas_kuliah`,
        { 'college-id': DEMO_COLLEGE_ID },
        pidServer,
        tokenMahasiswa,
      ),
    );
    const polosAkhir = await ukur('Fastify polos', urlPolos, {}, pidPolos);
    const rpsPolos = Math.round((polosAwal.rps + polosAkhir.rps) / 2);
    for (const r of hasil) r.rasio = r.rps / rpsPolos;
    // Where the rest goes: the same bare route answering as many bytes as each hot read.
    if (!quick) {
      for (const r of hasil.slice(0, sasaran.length)) {
        const res = await fetch(base + r.path, { headers: auth });
        r.bytes = Buffer.byteLength(await res.text());
        const seukuran = await ukur(
          'Fastify polos seukuran',
          `${urlPolos}/${r.bytes}`,
          {},
          pidPolos,
        );
        r.rasioSeukuran = r.rps / seukuran.rps;
      }
    }

    const catatan = {
      waktu: new Date().toISOString(),
      database: db.jenis,
      quick,
      ukuran,
      koneksi: KONEKSI,
      durasiDetik: DURASI,
      polos: { rps: rpsPolos, awal: polosAwal, akhir: polosAkhir },
      hasil,
    };
    // Full runs are kept for comparison; a quick run (CI) only checks the floors.
    let berkas: string | null = null;
    if (!quick) {
      const dirHasil = path.join(here, 'results');
      mkdirSync(dirHasil, { recursive: true });
      berkas = path.join(dirHasil, `${catatan.waktu.replace(/[:.]/g, '-')}-${db.jenis}.json`);
      writeFileSync(berkas, `${JSON.stringify(catatan, null, 2)}\n`);
    }

    const persen = (x: number | undefined) => (x === undefined ? '' : `${(x * 100).toFixed(1)}%`);
    console.log(
      `\n| Panggilan (${db.jenis}${quick ? ', quick' : ''}) | req/s | rasio | p99 (ms) | non-2xx | CPU server µs/req | CPU autocannon µs/req | bytes | rasio thd polos seukuran |`,
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    const cpuPolos = (k: 'cpuServerUs' | 'cpuKlienUs') =>
      Math.round(((polosAwal[k] ?? 0) + (polosAkhir[k] ?? 0)) / 2);
    console.log(
      `| Fastify polos | ${rpsPolos} | 100% | ${polosAwal.p99} | 0 | ${cpuPolos('cpuServerUs')} | ${cpuPolos('cpuKlienUs')} | | |`,
    );
    for (const r of hasil) {
      console.log(
        `| ${r.nama} | ${r.rps} | ${persen(r.rasio)} | ${r.p99} | ${r.non2xx + r.galat} | ${r.cpuServerUs ?? ''} | ${r.cpuKlienUs ?? ''} | ${r.bytes ?? ''} | ${persen(r.rasioSeukuran)} |`,
      );
    }
    if (berkas) console.log(`\nHasil: ${path.relative(process.cwd(), berkas)}`);

    const gagal = hasil.filter((r) => r.non2xx + r.galat > 0);
    if (gagal.length > 0) {
      console.error(`Ada jawaban bukan 2xx: ${gagal.map((r) => r.nama).join(', ')}`);
      process.exitCode = 1;
    }
    if (quick) {
      const lantai = JSON.parse(readFileSync(path.join(here, 'lantai.json'), 'utf8'))[db.jenis] as
        | Record<string, number>
        | undefined;
      for (const r of hasil) {
        const min = lantai?.[r.nama];
        if (min !== undefined && (r.rasio ?? 0) < min) {
          console.error(
            `${r.nama}: rasio ${((r.rasio ?? 0) * 100).toFixed(1)}% di bawah lantai ${(min * 100).toFixed(1)}%`,
          );
          process.exitCode = 1;
        }
      }
    }
  } finally {
    // The server writes its CPU profile as it exits.
    await hentikan(anak);
    await db.hapus().catch((e) => console.warn(`database bench tidak terhapus: ${e.message}`));
    rmSync(kerja, { recursive: true, force: true });
  }
}

// `--sse`: the event-stream bench instead (bench/sse.ts); `--ujian`: the exam storm (bench/ujian.ts);
// `--tugas`: the assignment deadline rush (bench/tugas.ts); `--kehadiran`: attendance (bench/kehadiran.ts).
(process.argv.includes('--sse')
  ? import('./sse').then((m) => m.benchSse())
  : process.argv.includes('--ujian')
    ? import('./ujian').then((m) => m.benchUjian())
    : process.argv.includes('--tugas')
      ? import('./tugas').then((m) => m.benchTugas())
      : process.argv.includes('--kehadiran')
        ? import('./kehadiran').then((m) => m.benchKehadiran())
        : main()
).catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
