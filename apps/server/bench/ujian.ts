// npm run bench -- --ujian: the exam storm. A generated class of N students starts one exam
// within a minute, each then saving an answer every 30 s (with jitter), against the built server
// as `npm start` runs it, with a bare Fastify route measured in the same run as the baseline.
//
//   npm run bench -- --ujian              2,000 students, starts over 60 s, saves until 4 min
//   npm run bench -- --ujian --quick      300 students, starts over 15 s, saves until 1 min
//   npm run bench -- --ujian --profil     and the server's CPU profile in bench/profil
//   --mahasiswa=N --mulai-detik=S --durasi-detik=S --jeda-detik=S --jitter-detik=S
//   --ganda=0.05 (share of students whose start is sent twice at once) --benih=N
//   --mentah=<file>   every request's send time and latency, for a plot
//
// PGlite by default, PostgreSQL when DATABASE_URL is set (a database of its own, dropped after).
// Each student: POST start (some twice at once: a double click), GET their questions once (as
// the exam page does), then a PUT of one answer every jeda ± jitter seconds to a question of
// their own attempt, with the question's version counting up. Every request is timed here
// (node:http, keep-alive); at the end the database must hold exactly N attempts and every answer
// acknowledged. Target (PostgreSQL, this 2-core machine): p99 <= 300 ms, 0 errors. The bare
// route also runs at the storm's rate during the storm: each p99 is printed as a ratio of its
// p99 too, which a busy machine raises alike.
// Results: bench/results/<time>-ujian-<database>.json (full runs) and a markdown table.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { jawaban, pengerjaan } from '../src/db/schema';
import { DEMO_COLLEGE_ID, seedDemo } from '../src/seed/demo';
import {
  bangun,
  bebanMesin,
  cpuPohonMs,
  hentikan,
  JWT_SECRET,
  jalankan,
  portBebas,
  sesiMahasiswa,
  siapkanDatabase,
  tungguSehat,
} from './alat';
import { acak, agen, Catatan, lajuTetap, minta, persentil, ringkas, tidur } from './beban';
import { rasioP99, tabelBadai } from './laporanUjian';
import { seedUjian } from './seedUjian';

const here = path.dirname(fileURLToPath(import.meta.url));

const quick = process.argv.includes('--quick');
const profil = process.argv.includes('--profil');
/** `--mentah=<file>`: every request's send time (ms into the storm) and latency, as JSON. */
const mentah = process.argv.find((x) => x.startsWith('--mentah='))?.slice('--mentah='.length);
const arg = (nama: string, awal: number) => {
  const a = process.argv.find((x) => x.startsWith(`--${nama}=`));
  const n = a ? Number(a.slice(nama.length + 3)) : awal;
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${nama} tidak valid`);
  return n;
};
const N = Math.round(arg('mahasiswa', quick ? 300 : 2000));
const MULAI_S = arg('mulai-detik', quick ? 15 : 60);
const DURASI_S = arg('durasi-detik', quick ? 60 : 240);
const JEDA_S = arg('jeda-detik', 30);
const JITTER_S = arg('jitter-detik', 10);
const GANDA = arg('ganda', 0.05);
const BENIH = arg('benih', 1);
/** The issue's target on PostgreSQL. */
const TARGET_P99_MS = 300;
type Jenis = 'start' | 'soal' | 'simpan';

interface SoalSaya {
  id: string;
  jenis: 'pilihan' | 'benar_salah' | 'esay';
  opsi: number;
}

export async function benchUjian() {
  const kerja = mkdtempSync(path.join(tmpdir(), 'kampus-bench-ujian-'));
  const db = await siapkanDatabase(kerja, 'kampus_bench_ujian');
  const anak: ChildProcess[] = [];
  try {
    const mulaiSeed = Date.now();
    const database = await openDatabase({ url: db.url, dataDir: db.dataDir ?? '' });
    await database.migrate();
    await seedDemo(database.db, { now: new Date() });
    const { idUjian, soalPerPengerjaan } = await seedUjian(database.db, N);
    const token = await sesiMahasiswa(database.db, N);
    if (token.length !== N) throw new Error(`${token.length} token untuk ${N} mahasiswa`);
    await database.db.execute(sql`VACUUM ANALYZE`);
    await database.close();
    console.log(
      `Data: 1 kelas x ${N} mahasiswa, 1 ujian x ${soalPerPengerjaan} soal per pengerjaan ` +
        `(${Math.round((Date.now() - mulaiSeed) / 1000)} s, ${db.jenis}).`,
    );

    const [portPolos, port, portStaf] = await Promise.all([portBebas(), portBebas(), portBebas()]);
    const berkasPolos = bangun('bench/polos.ts');
    const berkasServer = bangun('src/main.ts');
    const polos = jalankan([berkasPolos, String(portPolos)], {});
    const server = jalankan(
      profil
        ? ['--cpu-prof', '--cpu-prof-dir', path.join(here, 'profil'), berkasServer]
        : [berkasServer],
      {
        ...db.env,
        PORT: String(port),
        STAFF_PORT: String(portStaf),
        LOG_LEVEL: 'warn',
        JWT_SECRET,
        NODE_ENV: 'production',
      },
    );
    anak.push(polos.proses, server.proses);
    const base = `http://127.0.0.1:${port}`;
    const urlPolos = `http://127.0.0.1:${portPolos}/polos`;
    await Promise.all([
      tungguSehat(urlPolos, polos.proses, polos.log),
      tungguSehat(`${base}/health`, server.proses, server.log),
    ]);

    // The storm's mean request rate: every start (some twice), one question read, the saves.
    const simpanPerMahasiswa = Math.max(0, DURASI_S - MULAI_S / 2 - JEDA_S / 2) / JEDA_S;
    const laju = Math.max(
      1,
      Math.round((N * (2 + GANDA) + N * simpanPerMahasiswa) / Math.max(1, DURASI_S)),
    );
    const DETIK_POLOS = quick ? 5 : 10;
    // The bare route first warms up (as bench.ts does), then runs at the storm's rate.
    await autocannon({ url: urlPolos, connections: 10, duration: 1 });
    const rpsPolos = Math.round(
      (await autocannon({ url: urlPolos, connections: 50, duration: 3 })).requests.average,
    );
    const polosAwal = await lajuTetap(urlPolos, laju, DETIK_POLOS);

    // The schedule: a start time within the window for each student, and a double start for some.
    const rng = acak(BENIH);
    const jadwal = token.map((t) => ({
      token: t,
      mulai: rng() * MULAI_S * 1000,
      ganda: rng() < GANDA,
    }));
    const catatan: Record<Jenis, Catatan> = {
      start: new Catatan(),
      soal: new Catatan(),
      simpan: new Catatan(),
    };
    let hasilLain = 0;
    let jawabanHarapan = 0;
    let versiHarapan = 0;
    const contohGagal: string[] = [];

    const lag = monitorEventLoopDelay({ resolution: 10 });
    const beban = bebanMesin();
    const cpuServerAwal = cpuPohonMs(server.proses.pid as number);
    const cpuKlienAwal = process.cpuUsage();
    const t0 = performance.now() + 500;
    const akhir = t0 + DURASI_S * 1000;

    const auth = (tokenIni: string) => ({
      'college-id': DEMO_COLLEGE_ID,
      authorization: `Bearer ${tokenIni}`,
    });

    async function panggil(
      jenis: Jenis,
      tokenIni: string,
      method: string,
      p: string,
      body?: unknown,
    ): Promise<{ data: unknown } | null> {
      const t = performance.now();
      try {
        const { status, teks } = await minta(
          base + p,
          method,
          body === undefined
            ? auth(tokenIni)
            : { ...auth(tokenIni), 'content-type': 'application/json' },
          body === undefined ? undefined : JSON.stringify(body),
        );
        catatan[jenis].catat(performance.now() - t, t - t0);
        if (status >= 300) {
          catatan[jenis].gagal(String(status), false);
          if (contohGagal.length < 5) contohGagal.push(`${jenis} ${status}: ${teks.slice(0, 200)}`);
          return null;
        }
        return JSON.parse(teks) as { data: unknown };
      } catch (e) {
        catatan[jenis].gagal((e as Error).name, true);
        if (contohGagal.length < 5) contohGagal.push(`${jenis}: ${(e as Error).message}`);
        return null;
      }
    }

    async function mahasiswa(i: number) {
      const j = jadwal[i] as (typeof jadwal)[number];
      const r = acak(BENIH * 1_000_003 + i + 1);
      await tidur(t0 + j.mulai - performance.now());
      const pStart = `/lms/ujian/${idUjian}/pengerjaan/start`;
      const mulai = await Promise.all(
        Array.from({ length: j.ganda ? 2 : 1 }, () => panggil('start', j.token, 'POST', pStart)),
      );
      if (!mulai.some(Boolean)) return;
      const res = (await panggil(
        'soal',
        j.token,
        'GET',
        `/lms/ujian/${idUjian}/pengerjaan/me/soal`,
      )) as {
        data: {
          kelompok_soal: {
            soal: {
              id: string;
              jenis: SoalSaya['jenis'];
              pilihan: { pilihan: string[] } | null;
            }[];
          }[];
        };
      } | null;
      if (!res) return;
      const daftar: SoalSaya[] = res.data.kelompok_soal.flatMap((k) =>
        k.soal.map((s) => ({ id: s.id, jenis: s.jenis, opsi: s.pilihan?.pilihan.length ?? 0 })),
      );
      if (daftar.length === 0) throw new Error('pengerjaan tanpa soal');
      const versi = new Map<string, number>();
      // The first answer within a save interval of the start, then one every jeda ± jitter.
      let t = performance.now() + r() * JEDA_S * 1000;
      while (t < akhir) {
        await tidur(t - performance.now());
        const s = daftar[Math.floor(r() * daftar.length)] as SoalSaya;
        const v = (versi.get(s.id) ?? 0) + 1;
        const isi =
          s.jenis === 'pilihan'
            ? { jenis: 'pilihan', pilihan: Math.floor(r() * s.opsi) }
            : s.jenis === 'benar_salah'
              ? { jenis: 'benar_salah', jawaban: r() < 0.5 ? 'benar' : 'salah' }
              : {
                  jenis: 'esay',
                  teks: `Jawaban versi ${v}: ${'rekursi memanggil dirinya sendiri. '.repeat(8 * v)}`,
                  files: [],
                };
        const hasil = (await panggil(
          'simpan',
          j.token,
          'PUT',
          `/lms/ujian/${idUjian}/pengerjaan/me/soal/${s.id}`,
          { isi, versi: v },
        )) as { data: { hasil: string } } | null;
        if (hasil) {
          if (hasil.data.hasil !== 'simpan') hasilLain++;
          if (!versi.has(s.id)) jawabanHarapan++;
          versiHarapan += v - (versi.get(s.id) ?? 0);
          versi.set(s.id, v);
        }
        t += (JEDA_S + (r() * 2 - 1) * JITTER_S) * 1000;
      }
    }

    const muat = loadavg()[0] ?? 0;
    if (muat > 1) {
      console.warn(
        `Peringatan: load average ${muat.toFixed(2)} sebelum badai: mesin dipakai pekerjaan lain, p99 ikut naik.`,
      );
    }
    console.log(
      `Badai ujian: ${N} mahasiswa mulai dalam ${MULAI_S} s, simpan tiap ${JEDA_S} ± ${JITTER_S} s sampai ${DURASI_S} s ...`,
    );
    lag.enable();
    // The bare route at the storm's rate meanwhile: the same machine at the same moment.
    const polosSelamaJalan = lajuTetap(urlPolos, laju, DURASI_S);
    await Promise.all(jadwal.map((_, i) => mahasiswa(i)));
    lag.disable();
    const lamaBadai = (performance.now() - t0) / 1000;
    const mesin = beban();
    const cpuServerMs = cpuPohonMs(server.proses.pid as number) - cpuServerAwal;
    const cpuKlien = process.cpuUsage(cpuKlienAwal);
    const polosSelama = await polosSelamaJalan;
    const polosAkhir = await lajuTetap(urlPolos, laju, DETIK_POLOS);
    agen.destroy();

    // The server stops first: PGlite has one writer, and the profile is written at exit.
    await hentikan(anak);
    const cek = await openDatabase({ url: db.url, dataDir: db.dataDir ?? '' });
    const [nPengerjaan] = await cek.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pengerjaan)
      .where(eq(pengerjaan.idUjian, idUjian));
    const [nJawaban] = await cek.db
      .select({
        n: sql<number>`count(*)::int`,
        versi: sql<number>`coalesce(sum(${jawaban.versi}), 0)::int`,
      })
      .from(jawaban)
      .innerJoin(pengerjaan, eq(pengerjaan.id, jawaban.idPengerjaan))
      .where(eq(pengerjaan.idUjian, idUjian));
    await cek.close();

    const jumlahPermintaan =
      catatan.start.ms.length + catatan.soal.ms.length + catatan.simpan.ms.length;
    const semua = new Catatan();
    for (const c of Object.values(catatan)) {
      semua.ms.push(...c.ms);
      semua.pada.push(...c.pada);
    }
    // p99 per 30 s of the storm: where the slow ones were.
    const linimasa: { dari: number; jumlah: number; p50: number; p99: number }[] = [];
    for (let dari = 0; dari < lamaBadai; dari += 30) {
      const ms = semua.ms.filter((_, i) => {
        const s = (semua.pada[i] as number) / 1000;
        return s >= dari && s < dari + 30;
      });
      if (ms.length > 0) {
        linimasa.push({
          dari,
          jumlah: ms.length,
          p50: Math.round(persentil(ms, 0.5) * 10) / 10,
          p99: Math.round(persentil(ms, 0.99) * 10) / 10,
        });
      }
    }
    const polosRingkas = {
      awal: ringkas(polosAwal),
      selama: ringkas(polosSelama),
      akhir: ringkas(polosAkhir),
    };
    /** A call's summary, its p99 also as a ratio of the bare route's during the storm. */
    const ringkasDenganRasio = (c: Catatan) => {
      const r = ringkas(c);
      return { ...r, rasioP99Polos: rasioP99(r.p99, polosRingkas.selama.p99) };
    };
    const hasil = {
      start: ringkasDenganRasio(catatan.start),
      soal: ringkasDenganRasio(catatan.soal),
      simpan: ringkasDenganRasio(catatan.simpan),
    };
    const galatTotal = Object.values(hasil).reduce((n, r) => n + r.non2xx + r.galat, 0);
    const lulusBenar =
      galatTotal === 0 &&
      nPengerjaan?.n === N &&
      nJawaban?.n === jawabanHarapan &&
      nJawaban?.versi === versiHarapan &&
      hasilLain === 0;
    const p99Terburuk = Math.max(hasil.start.p99, hasil.simpan.p99);
    const lulusTarget = p99Terburuk <= TARGET_P99_MS;

    const catatanJson = {
      waktu: new Date().toISOString(),
      mode: 'ujian',
      database: db.jenis,
      quick,
      mahasiswa: N,
      mulaiDetik: MULAI_S,
      durasiDetik: DURASI_S,
      jedaDetik: JEDA_S,
      jitterDetik: JITTER_S,
      ganda: GANDA,
      benih: BENIH,
      soalPerPengerjaan,
      lamaBadaiDetik: Math.round(lamaBadai * 10) / 10,
      lajuRataRps: Math.round((jumlahPermintaan / lamaBadai) * 10) / 10,
      polos: { rps: rpsPolos, lajuUji: laju, ...polosRingkas },
      hasil,
      pengerjaan: { diDatabase: nPengerjaan?.n ?? 0, harapan: N },
      jawaban: {
        diDatabase: nJawaban?.n ?? 0,
        harapan: jawabanHarapan,
        jumlahVersiDiDatabase: nJawaban?.versi ?? 0,
        jumlahVersiHarapan: versiHarapan,
        bukanSimpan: hasilLain,
      },
      cpu: {
        serverMsPerPermintaan:
          Math.round((cpuServerMs / Math.max(1, jumlahPermintaan)) * 100) / 100,
        serverPersenSatuCore: Math.round((cpuServerMs / 10 / lamaBadai) * 10) / 10,
        klienMsPerPermintaan:
          Math.round(
            ((cpuKlien.user + cpuKlien.system) / 1000 / Math.max(1, jumlahPermintaan)) * 100,
          ) / 100,
      },
      mesin,
      lagKlienP99Ms: Math.round((lag.percentile(99) / 1e6) * 10) / 10,
      linimasa,
      contohGagal,
      target: { p99Ms: TARGET_P99_MS, lulus: lulusBenar && lulusTarget },
    };
    if (mentah) {
      const baris = (c: Catatan) => c.ms.map((ms, i) => [Math.round(c.pada[i] as number), ms]);
      writeFileSync(
        mentah,
        JSON.stringify({
          start: baris(catatan.start),
          soal: baris(catatan.soal),
          simpan: baris(catatan.simpan),
        }),
      );
    }
    let berkas: string | null = null;
    if (!quick) {
      const dirHasil = path.join(here, 'results');
      mkdirSync(dirHasil, { recursive: true });
      berkas = path.join(
        dirHasil,
        `${catatanJson.waktu.replace(/[:.]/g, '-')}-ujian-${db.jenis}.json`,
      );
      writeFileSync(berkas, `${JSON.stringify(catatanJson, null, 2)}\n`);
    }

    const tabel = tabelBadai(
      `Badai ujian (${db.jenis}${quick ? ', quick' : ''}, ${N} mahasiswa)`,
      [
        { nama: 'POST /lms/ujian/{id}/pengerjaan/start', r: hasil.start },
        { nama: 'GET /lms/ujian/{id}/pengerjaan/me/soal', r: hasil.soal },
        { nama: 'PUT /lms/ujian/{id}/pengerjaan/me/soal/{idSoal}', r: hasil.simpan },
      ],
      { laju, ...polosRingkas },
    );
    console.log(`\n${tabel.join('\n')}`);
    console.log(
      `\nPengerjaan di database: ${nPengerjaan?.n} (harus tepat ${N}); jawaban: ${nJawaban?.n} baris, ` +
        `jumlah versi ${nJawaban?.versi} (harapan ${jawabanHarapan} baris, ${versiHarapan}); ` +
        `jawaban bukan 'simpan': ${hasilLain}.`,
    );
    console.log(
      `Badai ${catatanJson.lamaBadaiDetik} s, ${jumlahPermintaan} permintaan (rata-rata ${catatanJson.lajuRataRps} req/s); ` +
        `CPU server ${catatanJson.cpu.serverMsPerPermintaan} ms/permintaan (${catatanJson.cpu.serverPersenSatuCore}% satu core), ` +
        `klien ${catatanJson.cpu.klienMsPerPermintaan} ms/permintaan, lag klien p99 ${catatanJson.lagKlienP99Ms} ms; ` +
        `Fastify polos ${rpsPolos} req/s (autocannon, 50 koneksi).`,
    );
    console.log(
      `Mesin (${mesin.core} core, semua proses): load awal ${mesin.loadAwal}, CPU sibuk ${mesin.cpuSibukPersen}%, ` +
        `tugas menunggu core ${mesin.tekananCpuPersen}% dari waktu badai.`,
    );
    console.log(`p99 per 30 s: ${linimasa.map((l) => `${l.dari}s ${l.p99}`).join(', ')} ms`);
    console.log(
      `Terlambat (ms @ detik): ${(['start', 'soal', 'simpan'] as const)
        .map((k) => `${k} ${hasil[k].terlambat.map((x) => `${x.ms}@${x.pada}`).join(' ')}`)
        .join('; ')}`,
    );
    for (const g of contohGagal) console.log(`  gagal: ${g}`);
    if (contohGagal.length > 0) console.log(`Log server (ekor):\n${server.log()}`);
    if (berkas) console.log(`\nHasil: ${path.relative(process.cwd(), berkas)}`);
    console.log(
      `\nTarget (PostgreSQL): p99 <= ${TARGET_P99_MS} ms, 0 galat, tepat ${N} pengerjaan: ` +
        `${lulusBenar && lulusTarget ? 'LULUS' : 'GAGAL'}${db.jenis === 'pglite' ? ' (PGlite: hanya galat dan jumlah yang wajib)' : ''}`,
    );
    // Errors or a wrong count always fail; the latency target is PostgreSQL's.
    if (!lulusBenar || (db.jenis === 'postgres' && !lulusTarget)) process.exitCode = 1;
  } finally {
    await hentikan(anak);
    await db.hapus().catch((e) => console.warn(`database bench tidak terhapus: ${e.message}`));
    rmSync(kerja, { recursive: true, force: true });
  }
}
