// The attendance bench's storm (bench/kehadiran.ts, part c): N students submit one exam within
// a minute, the server once with the attendance observer (each submission updates the student's
// row of the meeting in its transaction: the incremental update) and once without
// (KEHADIRAN_PENGAMAT=false), alternating, the bare route at the storm's rate meanwhile.
//
// The exam's meeting is online and counts every criterion, with 20 activities (the exam, 2
// quizzes, 6 materials, 4 assignments, 4 forums, 3 vidcons) and the students' earlier events
// on them, and every student's row already computed, as in a running term. Before each storm
// every student starts the exam (not measured; it also warms the server alike); between storms
// the attempts and their events are removed.
import { and, eq, gte, sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../src/db/client';
import {
  kehadiranMahasiswa,
  mahasiswa,
  pengerjaan,
  peristiwaAktivitas,
  pesertaKelas,
  ujian,
} from '../src/db/schema';
import { hitungUlangPertemuan, perbaruiKehadiranPeserta } from '../src/modules/kehadiran';
import { DEMO_COLLEGE_ID, seedDemo } from '../src/seed/demo';
import {
  bangun,
  hentikan,
  JWT_SECRET,
  jalankan,
  portBebas,
  sesiMahasiswa,
  type siapkanDatabase,
  tungguSehat,
} from './alat';
import { aktorDosenBench, dbBerhitung, median } from './alatKehadiran';
import { acak, Catatan, lajuTetap, minta, persentil, ringkas, tidur } from './beban';
import { aturPertemuanOnline, peristiwaKelas, tambahAktivitas } from './seedKehadiran';
import { seedUjian } from './seedUjian';

export interface PutaranBadai {
  pengamat: boolean;
  kumpul: ReturnType<typeof ringkas>;
  polos: ReturnType<typeof ringkas>;
  /** Rows of the meeting written during the storm (N with the observer, 0 without). */
  barisDitulis: number;
  /** With the observer: ms after the storm's last answer until every event was counted. */
  susulMs: number | null;
}

export interface HasilBadai {
  /** perbaruiKehadiranPeserta called directly for 100 students in turn: ms each, statements. */
  inkremental: { medianMs: number; p95Ms: number; query: number };
  mahasiswa: number;
  mulaiDetik: number;
  laju: number;
  putaran: PutaranBadai[];
  /** Every round's submissions of each kind together. */
  tanpa: ReturnType<typeof ringkas>;
  dengan: ReturnType<typeof ringkas>;
  polosTanpa: ReturnType<typeof ringkas>;
  polosDengan: ReturnType<typeof ringkas>;
}

type DbBench = Awaited<ReturnType<typeof siapkanDatabase>>;

export async function badaiKehadiran(
  db: DbBench,
  opsi: { quick: boolean; profil: boolean },
): Promise<HasilBadai> {
  const N = opsi.quick ? 300 : 2000;
  const MULAI_S = opsi.quick ? 15 : 60;
  const arg = process.argv.find((x) => x.startsWith('--putaran='));
  const PUTARAN = arg
    ? Math.max(1, Number(arg.slice('--putaran='.length)) || 1)
    : opsi.quick
      ? 1
      : 2;
  const mulaiSeed = Date.now();
  const database = await openDatabase({ url: db.url, dataDir: db.dataDir ?? '' });
  await database.migrate();
  await seedDemo(database.db, { now: new Date() });
  const { idUjian, idKelas } = await seedUjian(database.db, N);
  const [u] = await database.db
    .select({ p: ujian.idPertemuan })
    .from(ujian)
    .where(eq(ujian.id, idUjian));
  if (!u) throw new Error('ujian badai tidak ada');
  const idPertemuan = u.p;
  const aktor = await aktorDosenBench(database.db);
  await aturPertemuanOnline(database.db, [idPertemuan], true);
  await tambahAktivitas(database.db, idPertemuan, aktor.idPengguna, {
    materi: 6,
    ujian: 2,
    tugas: 4,
    forum: 4,
    vidcon: 3,
  });
  await peristiwaKelas(database.db, idKelas, idUjian);
  await hitungUlangPertemuan(database.db, idPertemuan);
  // The seeded events are in the rows just computed: none waits for the catch-up worker.
  await database.db.update(peristiwaAktivitas).set({ diprosesKehadiran: true });
  const token = await sesiMahasiswa(database.db, N);
  // The incremental update by itself: one student's row after an event, one after another.
  const inkremental = await ukurInkremental(database, idKelas, idPertemuan);
  await database.db.execute(sql`VACUUM ANALYZE`);
  await database.close();
  console.log(
    `Badai: 1 kelas x ${N} mahasiswa, pertemuan dengan 20 aktivitas ` +
      `(${Math.round((Date.now() - mulaiSeed) / 1000)} s, ${db.jenis}).`,
  );

  const [portPolos, port, portStaf] = await Promise.all([portBebas(), portBebas(), portBebas()]);
  const berkasPolos = bangun('bench/polos.ts');
  const berkasServer = bangun('src/main.ts');
  const polos = jalankan([berkasPolos, String(portPolos)], {});
  const urlPolos = `http://127.0.0.1:${portPolos}/polos`;
  await tungguSehat(urlPolos, polos.proses, polos.log);
  const base = `http://127.0.0.1:${port}`;
  const laju = Math.max(1, Math.round(N / MULAI_S));
  const putaran: PutaranBadai[] = [];
  const semua = { tanpa: new Catatan(), dengan: new Catatan() };
  const semuaPolos = { tanpa: new Catatan(), dengan: new Catatan() };

  try {
    for (let i = 0; i < PUTARAN; i++) {
      // Alternating which goes first, so a machine getting busier hurts both alike.
      for (const pengamat of i % 2 === 0 ? [false, true] : [true, false]) {
        const server = jalankan(
          opsi.profil
            ? ['--cpu-prof', '--cpu-prof-dir', 'bench/profil', berkasServer]
            : [berkasServer],
          {
            ...db.env,
            PORT: String(port),
            STAFF_PORT: String(portStaf),
            LOG_LEVEL: 'warn',
            JWT_SECRET,
            SEED_DEMO: 'false',
            NODE_ENV: 'production',
            KEHADIRAN_PENGAMAT: String(pengamat),
          },
        );
        try {
          await tungguSehat(`${base}/health`, server.proses, server.log);
          const auth = (t: string) => ({
            'college-id': DEMO_COLLEGE_ID,
            authorization: `Bearer ${t}`,
            'content-type': 'application/json',
          });
          // Every student starts the exam, 20 at a time (not measured).
          let berikut = 0;
          await Promise.all(
            Array.from({ length: 20 }, async () => {
              while (berikut < N) {
                const t = token[berikut++] as string;
                const r = await minta(
                  `${base}/lms/ujian/${idUjian}/pengerjaan/start`,
                  'POST',
                  auth(t),
                  '{}',
                );
                if (r.status >= 300) throw new Error(`start ${r.status}: ${r.teks.slice(0, 200)}`);
              }
            }),
          );
          await tidur(1000);
          const kumpul = new Catatan();
          const rng = acak(7 + i);
          const t0 = performance.now() + 200;
          const mulaiBadai = new Date();
          const polosJalan = lajuTetap(urlPolos, laju, MULAI_S);
          await Promise.all(
            token.map(async (t) => {
              await tidur(t0 + rng() * MULAI_S * 1000 - performance.now());
              const s = performance.now();
              try {
                const r = await minta(
                  `${base}/lms/ujian/${idUjian}/pengerjaan/me/selesai`,
                  'POST',
                  auth(t),
                  JSON.stringify({ jawaban: [] }),
                );
                kumpul.catat(performance.now() - s, s - t0);
                if (r.status >= 300) kumpul.gagal(String(r.status), false);
              } catch (e) {
                kumpul.gagal((e as Error).name, true);
              }
            }),
          );
          const c = await polosJalan;
          // With the observer: how long after the storm its events are all counted (the
          // catch-up, kehadiran/susulan.ts), before the server stops.
          const susulMs = pengamat ? await tungguTersusul(db.url, db.dataDir) : null;
          await hentikan([server.proses]);
          // What the storm left: exactly N submissions, and rows only with the observer; then
          // the attempts and their events go for the next storm.
          const cek = await openDatabase({ url: db.url, dataDir: db.dataDir ?? '' });
          const [n] = await cek.db
            .select({ n: sql<number>`count(*)::int` })
            .from(pengerjaan)
            .where(
              and(eq(pengerjaan.idUjian, idUjian), sql`${pengerjaan.waktuSelesai} is not null`),
            );
          const [ditulis] = await cek.db
            .select({ n: sql<number>`count(*)::int` })
            .from(kehadiranMahasiswa)
            .where(
              and(
                eq(kehadiranMahasiswa.idPertemuan, idPertemuan),
                gte(kehadiranMahasiswa.diubahPada, mulaiBadai),
              ),
            );
          await cek.db.delete(pengerjaan).where(eq(pengerjaan.idUjian, idUjian));
          await cek.db
            .delete(peristiwaAktivitas)
            .where(eq(peristiwaAktivitas.idAktivitas, idUjian));
          await cek.close();
          if (n?.n !== N) throw new Error(`${n?.n} pengerjaan terkumpul, bukan ${N}`);
          const r = ringkas(kumpul);
          console.log(
            `  putaran ${i + 1}, ${pengamat ? 'dengan' : 'tanpa'} pengamat: kumpul p50 ${r.p50} p99 ${r.p99} ms, ` +
              `polos p99 ${ringkas(c).p99} ms, ${r.non2xx + r.galat} gagal, ${ditulis?.n} baris kehadiran ditulis` +
              (susulMs === null ? '' : `, tersusul ${susulMs} ms setelah badai`),
          );
          putaran.push({
            pengamat,
            kumpul: r,
            polos: ringkas(c),
            barisDitulis: ditulis?.n ?? 0,
            susulMs,
          });
          const k = pengamat ? 'dengan' : 'tanpa';
          semua[k].ms.push(...kumpul.ms);
          semua[k].non2xx += kumpul.non2xx;
          semua[k].galat += kumpul.galat;
          semuaPolos[k].ms.push(...c.ms);
        } finally {
          await hentikan([server.proses]);
        }
      }
    }
  } finally {
    await hentikan([polos.proses]);
  }
  return {
    inkremental,
    mahasiswa: N,
    mulaiDetik: MULAI_S,
    laju,
    putaran,
    tanpa: ringkas(semua.tanpa),
    dengan: ringkas(semua.dengan),
    polosTanpa: ringkas(semuaPolos.tanpa),
    polosDengan: ringkas(semuaPolos.dengan),
  };
}

/** Waits until no event waits for the attendance catch-up; ms waited (at most 120 s). */
async function tungguTersusul(url: string | undefined, dataDir: string | undefined) {
  const mulai = performance.now();
  const cek = await openDatabase({ url, dataDir: dataDir ?? '' });
  try {
    for (;;) {
      const [r] = await cek.db
        .select({ n: sql<number>`count(*)::int` })
        .from(peristiwaAktivitas)
        .where(eq(peristiwaAktivitas.diprosesKehadiran, false));
      if (!r?.n) return Math.round(performance.now() - mulai);
      if (performance.now() - mulai > 120_000)
        throw new Error(`${r.n} peristiwa belum terhitung 120 s setelah badai`);
      await tidur(50);
    }
  } finally {
    await cek.close();
  }
}

async function ukurInkremental(database: Database, idKelas: string, idPertemuan: string) {
  const siswa = await database.db
    .select({ id: mahasiswa.idPengguna })
    .from(pesertaKelas)
    .innerJoin(mahasiswa, eq(mahasiswa.id, pesertaKelas.idMahasiswa))
    .where(eq(pesertaKelas.idKelasKuliah, idKelas))
    .limit(100);
  const c = dbBerhitung(database);
  const ms: number[] = [];
  for (const s of siswa) {
    const t = performance.now();
    await c.db.transaction((tx) => perbaruiKehadiranPeserta(tx, idPertemuan, s.id));
    ms.push(performance.now() - t);
  }
  await c.tutup();
  const r = (x: number) => Math.round(x * 100) / 100;
  return {
    medianMs: r(median(ms)),
    p95Ms: r(persentil(ms, 0.95)),
    query: Math.round(c.hitung.n / Math.max(1, siswa.length)),
  };
}
