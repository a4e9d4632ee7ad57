// npm run bench -- --kehadiran: the attendance engine (issue 25) against the built server as
// `npm start` runs it, a bare Fastify route measured in the same run as the baseline.
//
//   npm run bench -- --kehadiran               everything below (PostgreSQL when DATABASE_URL)
//   npm run bench -- --kehadiran --quick       shorter loads, a 300-student storm over 15 s
//   --tanpa-badai / --hanya-badai              only the recalculation and recap / only the storm
//   --putaran=N                                storm rounds (default 3, quick 1; each a storm without and
//                                              one with the observer, back to back, order alternating)
//   --profil                                   the server's CPU profile in bench/profil
//
// (a) Recalculating one meeting: 200 students, 20 activities of every kind (6 materials of which
//     4 count, 3 quizzes, 4 assignments, 4 forums, 3 vidcons) and the events they did: the use
//     case hitungUlangPertemuan called directly (its time and statement count), and the job
//     POST .../pertemuan/{id}/hitung_ulang timed from the POST until the server recorded it
//     completed (adds the durable queue's pick-up: pg-boss polls every 2 s).
// (b) The class recap GET /lms/kehadiran_mahasiswa/kelas_kuliah/{id} of 200 students x 16
//     meetings under load (closed loop), with the bare route at the same concurrency and the
//     bare route answering as many bytes; the statements one recap sends at 50 and 200 students.
// (c) The exam storm with and without the incremental update (bench/kehadiranBadai.ts).
// Targets (PostgreSQL): recalculation <= 1 s, recap p95 <= 100 ms with a statement count
// independent of the class size, the update adding <= 20% to the storm's p99.
// Results: bench/results/<time>-kehadiran-<database>.json (full runs) and a markdown table.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray, like, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { hitungKehadiran, kelasKuliah, mahasiswa, pesertaKelas } from '../src/db/schema';
import { hitungUlangPertemuan, susunRekap } from '../src/modules/kehadiran';
import { DEMO_COLLEGE_ID, seedDemo } from '../src/seed/demo';
import {
  bangun,
  hentikan,
  JWT_SECRET,
  jalankan,
  portBebas,
  siapkanDatabase,
  tungguSehat,
} from './alat';
import { aktorDosenBench, bebanTertutup, dbBerhitung, type HasilBeban } from './alatKehadiran';
import { agen, tidur } from './beban';
import { badaiKehadiran, type HasilBadai } from './kehadiranBadai';
import { tabelKehadiran } from './laporanKehadiran';
import { nimBench, seedBesar, usernameDosenBench } from './seedBesar';
import {
  aturPertemuanOnline,
  peristiwaKelas,
  pertemuanKelas,
  tambahAktivitas,
} from './seedKehadiran';

const here = path.dirname(fileURLToPath(import.meta.url));
const quick = process.argv.includes('--quick');
const profil = process.argv.includes('--profil');
const tanpaBadai = process.argv.includes('--tanpa-badai');
const hanyaBadai = process.argv.includes('--hanya-badai');
/** The recap's concurrent clients (lecturers and operators opening it at once). */
const KONEKSI_REKAP = 10;
const DETIK_BEBAN = quick ? 3 : 10;
const ULANG_HITUNG = quick ? 3 : 5;
/** The meeting with 20 activities. */
const NOMOR_SASARAN = 9;

export interface HasilRekapDanHitung {
  peristiwa: number;
  hitungLangsungMs: number[];
  hitungQuery: number;
  hitungJobMs: { server: number; klien: number }[];
  queryRekap: { mahasiswa: number; query: number }[];
  rekap: { nama: string; r: HasilBeban }[];
  polos: { nama: string; r: HasilBeban }[];
}

/** The classes: B1 of 200 students and B2 of 50, 16 online meetings each, meeting 9 with 20 activities. */
export async function seedRekap(db: Parameters<typeof seedBesar>[0]) {
  await seedBesar(db, {
    mahasiswa: 250,
    dosen: 1,
    kelas: 2,
    pesertaPerKelas: 200,
    pertemuanPerKelas: 16,
    materiPerPertemuan: 2,
  });
  const kelas = await db
    .select({ id: kelasKuliah.id })
    .from(kelasKuliah)
    .where(like(kelasKuliah.id, '%\\_B_'))
    .orderBy(kelasKuliah.id);
  const besar = kelas.find((k) => k.id.endsWith('_B1'))?.id;
  const kecil = kelas.find((k) => k.id.endsWith('_B2'))?.id;
  if (!besar || !kecil) throw new Error('kelas bench kehadiran tidak ada');
  // B2 keeps its last 50 students (NIM 201..250).
  const keluar = db
    .select({ id: mahasiswa.id })
    .from(mahasiswa)
    .where(sql`${mahasiswa.nim} like '25%' and ${mahasiswa.nim} <= ${nimBench(200)}`);
  await db
    .delete(pesertaKelas)
    .where(
      sql`${pesertaKelas.idKelasKuliah} = ${kecil} and ${pesertaKelas.idMahasiswa} in ${keluar}`,
    );
  const aktor = await aktorDosenBench(db);
  const sasaran: Record<string, string> = {};
  for (const idKelas of [besar, kecil]) {
    const daftar = await pertemuanKelas(db, idKelas);
    await aturPertemuanOnline(
      db,
      daftar.map((p) => p.id),
      false,
    );
    const p = daftar.find((x) => x.nomor === NOMOR_SASARAN);
    if (!p) throw new Error('pertemuan sasaran tidak ada');
    sasaran[idKelas] = p.id;
    await aturPertemuanOnline(db, [p.id], true);
    await tambahAktivitas(db, p.id, aktor.idPengguna, {
      materi: 4,
      ujian: 3,
      tugas: 4,
      forum: 4,
      vidcon: 3,
    });
    await peristiwaKelas(db, idKelas);
  }
  return { besar, kecil, sasaran, aktor };
}

async function rekapDanHitung(jenisDb: string, db: Awaited<ReturnType<typeof siapkanDatabase>>) {
  const mulaiSeed = Date.now();
  const database = await openDatabase({ url: db.url, dataDir: db.dataDir ?? '' });
  await database.migrate();
  await seedDemo(database.db, { now: new Date() });
  const { besar, kecil, sasaran, aktor } = await seedRekap(database.db);
  const idSasaran = sasaran[besar] as string;
  const [nPeristiwa] = await database.db
    .execute<{ n: number }>(
      sql`select count(*)::int as n from peristiwa_aktivitas where id_pertemuan = ${idSasaran}`,
    )
    .then((r) => (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows));
  // Every meeting's rows, as the recap finds them once a term has run.
  for (const idKelas of [besar, kecil])
    for (const p of await pertemuanKelas(database.db, idKelas))
      await hitungUlangPertemuan(database.db, p.id);
  await database.db.execute(sql`VACUUM ANALYZE`);
  console.log(
    `Data: kelas 200 dan 50 mahasiswa x 16 pertemuan, pertemuan ${NOMOR_SASARAN} dengan 20 aktivitas ` +
      `dan ${nPeristiwa?.n} peristiwa (${Math.round((Date.now() - mulaiSeed) / 1000)} s, ${jenisDb}).`,
  );

  // (a) The use case itself, and its statements.
  const hitung = dbBerhitung(database);
  const hitungLangsungMs: number[] = [];
  let hitungQuery = 0;
  for (let i = 0; i < ULANG_HITUNG; i++) {
    hitung.hitung.n = 0;
    const t = performance.now();
    const n = await hitungUlangPertemuan(hitung.db, idSasaran);
    hitungLangsungMs.push(Math.round((performance.now() - t) * 10) / 10);
    hitungQuery = hitung.hitung.n;
    if (n !== 200) throw new Error(`hitung ulang menulis ${n} baris, bukan 200`);
  }
  // (b) Statements of one recap, at 50 and at 200 students.
  const queryRekap: HasilRekapDanHitung['queryRekap'] = [];
  for (const idKelas of [kecil, besar]) {
    hitung.hitung.n = 0;
    const r = await susunRekap(hitung.db, aktor, idKelas);
    queryRekap.push({ mahasiswa: r.mahasiswa.length, query: hitung.hitung.n });
  }
  await hitung.tutup();
  await database.close();

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
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
    },
  );
  const anak: ChildProcess[] = [polos.proses, server.proses];
  try {
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
        username: usernameDosenBench(1),
        password: 'dosen123',
      }),
    });
    const jawab = (await login.json()) as { data: { access_token: string } | null };
    if (!jawab.data) throw new Error(`login dosen bench gagal: ${JSON.stringify(jawab)}`);
    const auth = {
      'college-id': DEMO_COLLEGE_ID,
      authorization: `Bearer ${jawab.data.access_token}`,
    };

    // (b) The recap under load, the bare route alike.
    const urlRekap = (id: string) =>
      `${base}/lms/kehadiran_mahasiswa/kelas_kuliah/${encodeURIComponent(id)}`;
    await bebanTertutup(urlRekap(besar), auth, 2, 1);
    await bebanTertutup(urlPolos, {}, 2, 1);
    const rekap: HasilRekapDanHitung['rekap'] = [];
    const polosHasil: HasilRekapDanHitung['polos'] = [];
    rekap.push({
      nama: 'Rekap 200 mhs x 16 pertemuan, 1 koneksi',
      r: await bebanTertutup(urlRekap(besar), auth, 1, DETIK_BEBAN),
    });
    rekap.push({
      nama: `Rekap 200 mhs x 16 pertemuan, ${KONEKSI_REKAP} koneksi`,
      r: await bebanTertutup(urlRekap(besar), auth, KONEKSI_REKAP, DETIK_BEBAN),
    });
    rekap.push({
      nama: `Rekap 50 mhs x 16 pertemuan, ${KONEKSI_REKAP} koneksi`,
      r: await bebanTertutup(urlRekap(kecil), auth, KONEKSI_REKAP, DETIK_BEBAN),
    });
    polosHasil.push({
      nama: `Fastify polos, ${KONEKSI_REKAP} koneksi`,
      r: await bebanTertutup(urlPolos, {}, KONEKSI_REKAP, DETIK_BEBAN),
    });
    const ukuran = rekap[1]?.r.bytes ?? 0;
    polosHasil.push({
      nama: `Fastify polos seukuran rekap 200 (${ukuran} B), ${KONEKSI_REKAP} koneksi`,
      r: await bebanTertutup(`${urlPolos}/${ukuran}`, {}, KONEKSI_REKAP, DETIK_BEBAN),
    });

    // (a) Through the job: POST, then the meeting's status until it is no longer processing.
    const hitungJobKlien: number[] = [];
    const idJob: string[] = [];
    for (let i = 0; i < ULANG_HITUNG; i++) {
      const t = performance.now();
      const res = await fetch(
        `${base}/lms/kehadiran_mahasiswa/pertemuan/${idSasaran}/hitung_ulang`,
        { method: 'POST', headers: auth },
      );
      const j = (await res.json()) as { data: { id_job: string } | null };
      if (!res.ok || !j.data) throw new Error(`hitung_ulang: ${res.status} ${JSON.stringify(j)}`);
      idJob.push(j.data.id_job);
      for (;;) {
        await tidur(50);
        const s = await fetch(`${base}/lms/kehadiran_mahasiswa/pertemuan/${idSasaran}`, {
          headers: auth,
        });
        const b = (await s.json()) as { data: { status_hitung: string | null } };
        if (b.data.status_hitung === 'failed') throw new Error('hitung ulang gagal');
        if (b.data.status_hitung === 'completed') break;
        if (performance.now() - t > 60_000)
          throw new Error('hitung ulang tidak selesai dalam 60 s');
      }
      hitungJobKlien.push(Math.round(performance.now() - t));
    }
    await hentikan(anak);
    // What the server recorded: from the job's row to its completion.
    const cek = await openDatabase({ url: db.url, dataDir: db.dataDir ?? '' });
    const baris = await cek.db
      .select({
        id: hitungKehadiran.id,
        dari: hitungKehadiran.createdAt,
        sampai: hitungKehadiran.selesaiPada,
      })
      .from(hitungKehadiran)
      .where(inArray(hitungKehadiran.id, idJob));
    await cek.close();
    const hitungJobMs = idJob.map((id, i) => {
      const b = baris.find((x) => x.id === id);
      return {
        server: b?.sampai ? b.sampai.getTime() - b.dari.getTime() : Number.NaN,
        klien: hitungJobKlien[i] as number,
      };
    });
    return {
      peristiwa: nPeristiwa?.n ?? 0,
      hitungLangsungMs,
      hitungQuery,
      hitungJobMs,
      queryRekap,
      rekap,
      polos: polosHasil,
    } satisfies HasilRekapDanHitung;
  } finally {
    await hentikan(anak);
  }
}

export async function benchKehadiran() {
  const kerja = mkdtempSync(path.join(tmpdir(), 'kampus-bench-kehadiran-'));
  let jenis = 'pglite';
  let satu: HasilRekapDanHitung | null = null;
  let badai: HasilBadai | null = null;
  try {
    if (!hanyaBadai) {
      const db = await siapkanDatabase(path.join(kerja, 'a'), 'kampus_bench_hadir');
      jenis = db.jenis;
      try {
        satu = await rekapDanHitung(db.jenis, db);
      } finally {
        await db.hapus().catch((e) => console.warn(`database bench tidak terhapus: ${e.message}`));
      }
    }
    if (!tanpaBadai) {
      const db = await siapkanDatabase(path.join(kerja, 'b'), 'kampus_bench_hadir_badai');
      jenis = db.jenis;
      try {
        badai = await badaiKehadiran(db, { quick, profil });
      } finally {
        await db.hapus().catch((e) => console.warn(`database bench tidak terhapus: ${e.message}`));
      }
    }
  } finally {
    agen.destroy();
    rmSync(kerja, { recursive: true, force: true });
  }
  const { baris, lulus } = tabelKehadiran(jenis, quick, satu, badai);
  console.log(`\n${baris.join('\n')}`);
  if (!quick) {
    const dir = path.join(here, 'results');
    mkdirSync(dir, { recursive: true });
    const waktu = new Date().toISOString();
    const berkas = path.join(dir, `${waktu.replace(/[:.]/g, '-')}-kehadiran-${jenis}.json`);
    writeFileSync(
      berkas,
      `${JSON.stringify({ waktu, mode: 'kehadiran', database: jenis, satu, badai, lulus }, null, 2)}\n`,
    );
    console.log(`\nHasil: ${path.relative(process.cwd(), berkas)}`);
  }
  if (jenis === 'postgres' && !lulus) process.exitCode = 1;
}
