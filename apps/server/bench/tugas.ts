// npm run bench -- --tugas: the deadline rush. One generated class of N students, each uploading
// one 2 MB file to one assignment within the last 2 minutes before its deadline, against the
// built server as `npm start` runs it, with a bare Fastify route measured in the same run.
//
//   npm run bench -- --tugas              500 students, 2 MB each, in the last 120 s
//   npm run bench -- --tugas --quick      100 students, 1 MB each, in the last 30 s
//   --mahasiswa=N --mb=S --jendela-detik=S --benih=N
//
// PGlite by default, PostgreSQL when DATABASE_URL is set (a database of its own, dropped after).
// Each student: PUT /lms/tugas/{id}/pengumpulan, multipart with one file part 'files' whose bytes
// (a PDF header and a seeded random body, unique per student) are streamed in 64 KB chunks as a
// slow phone would send them, hashing what was sent. Afterwards the database must hold exactly
// one submission per acknowledged upload, and each stored file must have the size and SHA-256
// sent; the hand-ins are counted once in the activity events. The server's memory (RSS) is
// sampled through the rush: uploads are streamed, so it must stay flat while ~1 GB passes.
// Results: bench/results/<time>-tugas-<database>.json (full runs) and a markdown table.
import type { ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { and, eq, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import {
  berkas,
  berkasPengumpulan,
  mahasiswa,
  pengumpulanTugas,
  peristiwaAktivitas,
  tugas,
} from '../src/db/schema';
import { bukaStorage } from '../src/modules/storager';
import { DEMO_COLLEGE_ID, seedDemo } from '../src/seed/demo';
import {
  bangun,
  bebanMesin,
  cpuPohonMs,
  dirServer,
  hentikan,
  JWT_SECRET,
  jalankan,
  portBebas,
  sesiMahasiswa,
  siapkanDatabase,
  tungguSehat,
} from './alat';
import { acak, Catatan, lajuTetap, persentil, ringkas, tidur } from './beban';
import { rasioP99, tabelBadai } from './laporanUjian';
import { kelasBenchSatu, nimBench } from './seedBesar';

const here = path.dirname(fileURLToPath(import.meta.url));

const quick = process.argv.includes('--quick');
const arg = (nama: string, awal: number) => {
  const a = process.argv.find((x) => x.startsWith(`--${nama}=`));
  const n = a ? Number(a.slice(nama.length + 3)) : awal;
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${nama} tidak valid`);
  return n;
};
const N = Math.round(arg('mahasiswa', quick ? 100 : 500));
const MB = arg('mb', quick ? 1 : 2);
const JENDELA_S = arg('jendela-detik', quick ? 30 : 120);
const BENIH = arg('benih', 1);
/** Time for the server to build and start before the rush window opens. */
const SIAP_S = 75;
const UKURAN = Math.round(MB * 1024 * 1024);
const POTONGAN = 64 * 1024;
/** The server may grow this much (MB of RSS) over its level before the rush: uploads stream. */
const BATAS_TUMBUH_RSS_MB = 150;
const BATAS_PERMINTAAN_MS = 120_000;

/** A student's file: a PDF header, then seeded random bytes, then the PDF trailer. */
function* isiBerkas(i: number): Generator<Buffer> {
  const kepala = Buffer.from(`%PDF-1.4\n% tugas bench ${i}\n`);
  const ekor = Buffer.from('\n%%EOF\n');
  const r = acak(BENIH * 7_919 + i);
  let sisa = UKURAN - kepala.length - ekor.length;
  yield kepala;
  while (sisa > 0) {
    const n = Math.min(POTONGAN, sisa);
    const b = Buffer.allocUnsafe(n);
    let j = 0;
    for (; j + 4 <= n; j += 4) b.writeUInt32LE(Math.floor(r() * 4294967296), j);
    for (; j < n; j++) b[j] = Math.floor(r() * 256);
    yield b;
    sisa -= n;
  }
  yield ekor;
}

/** RSS of a process in MB (/proc). */
function rssMb(pid: number) {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return m ? Math.round(Number(m[1]) / 1024) : Number.NaN;
}

const agen = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/**
 * Sends one multipart upload, streaming the file part chunk by chunk (waiting for the socket
 * to drain, as a real client does); answers the status, body, and the sent file's hash.
 */
function unggah(url: string, token: string, i: number) {
  const batas = `----kampus${randomUUID()}`;
  const awal = Buffer.from(
    `--${batas}\r\ncontent-disposition: form-data; name="files"; filename="tugas-${i}.pdf"\r\n` +
      'content-type: application/pdf\r\n\r\n',
  );
  const akhir = Buffer.from(`\r\n--${batas}--\r\n`);
  const hash = createHash('sha256');
  return new Promise<{ status: number; teks: string; sha256: string }>((resolve, reject) => {
    const req = http.request(url, {
      method: 'PUT',
      agent: agen,
      headers: {
        'college-id': DEMO_COLLEGE_ID,
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${batas}`,
        'content-length': awal.length + UKURAN + akhir.length,
      },
    });
    const waktuHabis = setTimeout(
      () => req.destroy(Object.assign(new Error('batas waktu'), { name: 'TimeoutError' })),
      BATAS_PERMINTAAN_MS,
    );
    req.on('close', () => clearTimeout(waktuHabis));
    req.on('error', reject);
    req.on('response', (res) => {
      let teks = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => {
        teks += d;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, teks, sha256: hash.digest('hex') }),
      );
      res.on('error', reject);
    });
    (async () => {
      req.write(awal);
      for (const b of isiBerkas(i)) {
        hash.update(b);
        if (!req.write(b)) await new Promise((r) => req.once('drain', r));
        if (req.destroyed) return;
      }
      req.end(akhir);
    })().catch(reject);
  });
}

export async function benchTugas() {
  const kerja = mkdtempSync(path.join(tmpdir(), 'kampus-bench-tugas-'));
  const db = await siapkanDatabase(kerja, 'kampus_bench_tugas');
  const anak: ChildProcess[] = [];
  try {
    const database = await openDatabase({ url: db.url, dataDir: db.dataDir ?? '' });
    await database.migrate();
    await seedDemo(database.db, { now: new Date() });
    const { p, d } = await kelasBenchSatu(database.db, N);
    const batasWaktu = new Date(Date.now() + (SIAP_S + JENDELA_S) * 1000);
    const [t] = await database.db
      .insert(tugas)
      .values({
        idPertemuan: p.id,
        judul: 'Laporan Praktikum (bench)',
        deskripsi: '<p>Unggah laporan dalam PDF sebelum batas waktu.</p>',
        jenis: 'individu',
        waktuMulai: new Date(Date.now() - 7 * 24 * 3600_000),
        waktuSelesai: batasWaktu,
        terimaTerlambat: false,
        jenisFileDiterima: ['.pdf'],
        batasUkuranMb: Math.ceil(MB) + 1,
        dibuatOleh: d.idPengguna,
      })
      .returning({ id: tugas.id });
    if (!t) throw new Error('tugas bench tidak tersimpan');
    const token = await sesiMahasiswa(database.db, N);
    if (token.length !== N) throw new Error(`${token.length} token untuk ${N} mahasiswa`);
    await database.db.execute(sql`VACUUM ANALYZE`);
    await database.close();

    const [portPolos, port, portStaf] = await Promise.all([portBebas(), portBebas(), portBebas()]);
    const polos = jalankan([bangun('bench/polos.ts'), String(portPolos)], {});
    const server = jalankan([bangun('src/main.ts')], {
      ...db.env,
      PORT: String(port),
      STAFF_PORT: String(portStaf),
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      NODE_ENV: 'production',
    });
    anak.push(polos.proses, server.proses);
    const pid = server.proses.pid as number;
    const base = `http://127.0.0.1:${port}`;
    const urlPolos = `http://127.0.0.1:${portPolos}/polos`;
    await Promise.all([
      tungguSehat(urlPolos, polos.proses, polos.log),
      tungguSehat(`${base}/health`, server.proses, server.log),
    ]);
    const mulaiJendela = batasWaktu.getTime() - JENDELA_S * 1000;
    if (Date.now() > mulaiJendela) throw new Error('server siap setelah jendela dimulai');

    await autocannon({ url: urlPolos, connections: 10, duration: 1 });
    const rpsPolos = Math.round(
      (await autocannon({ url: urlPolos, connections: 50, duration: 3 })).requests.average,
    );
    // The rush's mean request rate, for the bare route beside it.
    const laju = Math.max(1, Math.round(N / JENDELA_S));
    const polosAwal = await lajuTetap(urlPolos, laju, 5);
    const rssAwal = rssMb(pid);
    const tunggu = mulaiJendela - Date.now();
    console.log(
      `Data: 1 kelas x ${N} mahasiswa, 1 tugas individu (${db.jenis}); RSS server ${rssAwal} MB. ` +
        `Menunggu ${Math.round(tunggu / 1000)} s sampai ${JENDELA_S} s terakhir sebelum batas waktu ...`,
    );
    await tidur(tunggu);

    // Each student starts at a seeded moment of the window, the last 3 s before the deadline.
    const rng = acak(BENIH);
    const jadwal = token.map((tk, i) => ({
      token: tk,
      i: i + 1,
      pada: mulaiJendela + rng() * (JENDELA_S - 3) * 1000,
    }));
    const c = new Catatan();
    const diakui = new Map<string, { sha256: string; id: string }>();
    const contohGagal: string[] = [];
    const rss: number[] = [];
    const sampel = setInterval(() => rss.push(rssMb(pid)), 250);
    const beban = bebanMesin();
    const cpuAwal = cpuPohonMs(pid);
    const t0 = performance.now();
    const polosSelamaJalan = lajuTetap(urlPolos, laju, JENDELA_S);

    await Promise.all(
      jadwal.map(async (j) => {
        await tidur(j.pada - Date.now());
        const mulai = performance.now();
        try {
          const res = await unggah(`${base}/lms/tugas/${t.id}/pengumpulan`, j.token, j.i);
          c.catat(performance.now() - mulai, mulai - t0);
          if (res.status >= 300) {
            c.gagal(String(res.status), false);
            if (contohGagal.length < 5)
              contohGagal.push(`${res.status}: ${res.teks.slice(0, 200)}`);
            return;
          }
          const body = JSON.parse(res.teks) as { data: { id: string } };
          diakui.set(nimBench(j.i), { sha256: res.sha256, id: body.data.id });
        } catch (e) {
          c.gagal((e as Error).name, true);
          if (contohGagal.length < 5) contohGagal.push((e as Error).message);
        }
      }),
    );
    clearInterval(sampel);
    const lamaRush = (performance.now() - t0) / 1000;
    const cpuServerMs = cpuPohonMs(pid) - cpuAwal;
    const mesin = beban();
    const polosSelama = await polosSelamaJalan;
    const polosAkhir = await lajuTetap(urlPolos, laju, 5);
    const rssAkhir = rssMb(pid);
    agen.destroy();
    await hentikan(anak);

    // What the server kept: one submission per acknowledged upload, each file whole.
    const cek = await openDatabase({ url: db.url, dataDir: db.dataDir ?? '' });
    const baris = await cek.db
      .select({
        id: pengumpulanTugas.id,
        nim: mahasiswa.nim,
        terlambat: pengumpulanTugas.terlambat,
        kunci: berkas.kunci,
        ukuran: berkas.ukuran,
      })
      .from(pengumpulanTugas)
      .innerJoin(mahasiswa, eq(mahasiswa.id, pengumpulanTugas.idMahasiswa))
      .leftJoin(berkasPengumpulan, eq(berkasPengumpulan.idPengumpulan, pengumpulanTugas.id))
      .leftJoin(berkas, eq(berkas.id, berkasPengumpulan.idBerkas))
      .where(eq(pengumpulanTugas.idTugas, t.id));
    const [peristiwa] = await cek.db
      .select({ n: sql<number>`count(*)::int` })
      .from(peristiwaAktivitas)
      .where(and(eq(peristiwaAktivitas.jenis, 'tugas'), eq(peristiwaAktivitas.idAktivitas, t.id)));
    await cek.close();
    const storage = bukaStorage(loadConfig({ ...db.env, JWT_SECRET }, dirServer));
    let utuh = 0;
    let rusak = 0;
    const dihitung = new Map<string, number>();
    for (const b of baris) {
      dihitung.set(b.nim, (dihitung.get(b.nim) ?? 0) + 1);
      const harap = diakui.get(b.nim);
      if (!harap || !b.kunci || b.ukuran !== UKURAN || b.id !== harap.id) {
        rusak++;
        continue;
      }
      const h = createHash('sha256');
      for await (const x of storage.baca(b.kunci)) h.update(x as Buffer);
      if (h.digest('hex') === harap.sha256) utuh++;
      else rusak++;
    }
    storage.tutup?.();
    const hilang = [...diakui.keys()].filter((nim) => !dihitung.has(nim)).length;
    const ganda = [...dihitung.values()].filter((n) => n > 1).length;
    const terlambat = baris.filter((b) => b.terlambat).length;

    const polosRingkas = {
      awal: ringkas(polosAwal),
      selama: ringkas(polosSelama),
      akhir: ringkas(polosAkhir),
    };
    const hasil = ringkas(c);
    const rssMaks = Math.max(rssAwal, ...rss.filter(Number.isFinite));
    const tumbuhMb = rssMaks - rssAwal;
    const lulus =
      hasil.non2xx + hasil.galat === 0 &&
      diakui.size === N &&
      hilang === 0 &&
      rusak === 0 &&
      ganda === 0 &&
      utuh === N &&
      terlambat === 0 &&
      peristiwa?.n === N &&
      tumbuhMb <= BATAS_TUMBUH_RSS_MB;
    const catatanJson = {
      waktu: new Date().toISOString(),
      mode: 'tugas',
      database: db.jenis,
      quick,
      mahasiswa: N,
      mbPerBerkas: MB,
      jendelaDetik: JENDELA_S,
      lamaRushDetik: Math.round(lamaRush * 10) / 10,
      mbPerDetik: Math.round(((diakui.size * UKURAN) / 1024 / 1024 / lamaRush) * 10) / 10,
      polos: { rps: rpsPolos, lajuUji: laju, ...polosRingkas },
      unggah: { ...hasil, rasioP99Polos: rasioP99(hasil.p99, polosRingkas.selama.p99) },
      p50Ms: Math.round(persentil(c.ms, 0.5)),
      diakui: diakui.size,
      diDatabase: baris.length,
      utuh,
      rusak,
      hilang,
      ganda,
      terlambat,
      peristiwaAktivitas: peristiwa?.n ?? 0,
      rssMb: { awal: rssAwal, maks: rssMaks, akhir: rssAkhir, tumbuh: tumbuhMb },
      cpuServerMsPerUnggah: Math.round((cpuServerMs / Math.max(1, c.ms.length)) * 10) / 10,
      mesin,
      contohGagal,
      lulus,
    };
    if (!quick) {
      const dirHasil = path.join(here, 'results');
      mkdirSync(dirHasil, { recursive: true });
      const berkasHasil = path.join(
        dirHasil,
        `${catatanJson.waktu.replace(/[:.]/g, '-')}-tugas-${db.jenis}.json`,
      );
      writeFileSync(berkasHasil, `${JSON.stringify(catatanJson, null, 2)}\n`);
      console.log(`Hasil: ${path.relative(process.cwd(), berkasHasil)}`);
    }
    const tabel = tabelBadai(
      `Deadline tugas (${db.jenis}${quick ? ', quick' : ''}, ${N} x ${MB} MB dalam ${JENDELA_S} s)`,
      [{ nama: 'PUT /lms/tugas/{id}/pengumpulan (multipart)', r: hasil }],
      { laju, ...polosRingkas },
    );
    console.log(`\n${tabel.join('\n')}`);
    console.log(
      `\nDiakui ${diakui.size}/${N}; di database ${baris.length} (utuh ${utuh}, rusak ${rusak}, ` +
        `hilang ${hilang}, ganda ${ganda}, terlambat ${terlambat}); peristiwa aktivitas ${catatanJson.peristiwaAktivitas}.`,
    );
    console.log(
      `RSS server: awal ${rssAwal} MB, maks ${rssMaks} MB, akhir ${rssAkhir} MB (tumbuh ${tumbuhMb} MB, ` +
        `batas ${BATAS_TUMBUH_RSS_MB}); ${catatanJson.mbPerDetik} MB/s diterima; CPU server ` +
        `${catatanJson.cpuServerMsPerUnggah} ms per unggahan; mesin CPU sibuk ${mesin.cpuSibukPersen}%.`,
    );
    for (const g of contohGagal) console.log(`  gagal: ${g}`);
    console.log(`\nTarget: 0 hilang, 0 galat, memori datar: ${lulus ? 'LULUS' : 'GAGAL'}`);
    if (!lulus) process.exitCode = 1;
  } finally {
    await hentikan(anak);
    await db.hapus().catch((e) => console.warn(`database bench tidak terhapus: ${e.message}`));
    rmSync(kerja, { recursive: true, force: true });
  }
}
