// A campus-sized data set on top of the demo college, for the benchmark: students, lecturers,
// classes of the running period with their schedule, 16 meetings each, members and materials.
// Built in the database with generate_series, so 20,000 students load in seconds on PGlite too.
import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { dosen, kelasKuliah, pertemuan } from '../src/db/schema';
import { DEMO_COLLEGE_ID } from '../src/seed/demo';

export interface UkuranSeed {
  mahasiswa: number;
  dosen: number;
  kelas: number;
  pesertaPerKelas: number;
  pertemuanPerKelas: number;
  materiPerPertemuan: number;
}

export const SEED_PENUH: UkuranSeed = {
  mahasiswa: 20_000,
  dosen: 400,
  kelas: 1_000,
  pesertaPerKelas: 60,
  pertemuanPerKelas: 16,
  materiPerPertemuan: 2,
};

export const SEED_CEPAT: UkuranSeed = {
  mahasiswa: 2_000,
  dosen: 40,
  kelas: 100,
  pesertaPerKelas: 60,
  pertemuanPerKelas: 16,
  materiPerPertemuan: 2,
};

/** Usernames of the bench accounts (passwords as the demo's: 'mahasiswa123', 'dosen123'). */
export const nimBench = (i: number) => `25${String(i).padStart(6, '0')}`;
export const usernameDosenBench = (i: number) => `dosenb${String(i).padStart(4, '0')}`;
/** Class ids: '{periode}_K1_{mata kuliah}_B{n}'. */
export const PREFIKS_KELAS_BENCH = '_B';

/** Adds the campus-sized data; the demo seed must have run (it owns the reference data). */
export async function seedBesar(db: Db, u: UkuranSeed) {
  const pt = DEMO_COLLEGE_ID;
  await db.transaction(async (tx) => {
    const run = (q: ReturnType<typeof sql>) => tx.execute(q);
    // Same password hashes as the demo accounts of each role.
    await run(sql`
      INSERT INTO pengguna (id_perguruan_tinggi, username, password_hash, role, nama, email)
      SELECT ${pt}, '25' || lpad(g::text, 6, '0'),
             (SELECT password_hash FROM pengguna WHERE id_perguruan_tinggi = ${pt} AND username = '2401001'),
             'mahasiswa', 'Mahasiswa Bench ' || g, '25' || lpad(g::text, 6, '0') || '@student.undi.example.ac.id'
      FROM generate_series(1, ${u.mahasiswa}) g`);
    await run(sql`
      INSERT INTO mahasiswa (id_pengguna, id_perguruan_tinggi, nim, nama, id_prodi, angkatan, status)
      SELECT p.id, ${pt}, p.username, p.nama,
             (SELECT id FROM prodi WHERE id_perguruan_tinggi = ${pt} ORDER BY id LIMIT 1 OFFSET (substr(p.username, 3)::int % 4)),
             2025, 'Aktif'
      FROM pengguna p WHERE p.id_perguruan_tinggi = ${pt} AND p.username LIKE '25______' AND p.role = 'mahasiswa'`);
    await run(sql`
      INSERT INTO tagihan_mahasiswa (id_mahasiswa, periode, keterangan, jumlah, jatuh_tempo, lunas)
      SELECT m.id, pr.kode, 'UKT', 5500000, pr.tanggal_mulai, true
      FROM mahasiswa m, periode pr
      WHERE m.id_perguruan_tinggi = ${pt} AND m.nim LIKE '25______'
        AND pr.id_perguruan_tinggi = ${pt} AND pr.is_berjalan`);

    await run(sql`
      INSERT INTO pengguna (id_perguruan_tinggi, username, password_hash, role, nama, email)
      SELECT ${pt}, 'dosenb' || lpad(g::text, 4, '0'),
             (SELECT password_hash FROM pengguna WHERE id_perguruan_tinggi = ${pt} AND username = 'dosen01'),
             'dosen', 'Dosen Bench ' || g, 'dosenb' || g || '@undi.example.ac.id'
      FROM generate_series(1, ${u.dosen}) g`);
    await run(sql`
      INSERT INTO dosen (id_pengguna, id_perguruan_tinggi, nidn, nama, id_prodi)
      SELECT p.id, ${pt}, '99' || substr(p.username, 7), p.nama,
             (SELECT id FROM prodi WHERE id_perguruan_tinggi = ${pt} ORDER BY id LIMIT 1)
      FROM pengguna p WHERE p.id_perguruan_tinggi = ${pt} AND p.username LIKE 'dosenb%'`);

    // Classes of the running period, spread over the demo's courses, rooms and sessions.
    await run(sql`
      CREATE TEMP TABLE kelas_bench ON COMMIT DROP AS
      SELECT g AS n,
             pr.kode || '_K1_' || mk.id || '_B' || g AS id,
             pr.kode AS periode, mk.id AS id_mata_kuliah
      FROM generate_series(1, ${u.kelas}) g
      CROSS JOIN LATERAL (SELECT kode FROM periode WHERE id_perguruan_tinggi = ${pt} AND is_berjalan) pr
      CROSS JOIN LATERAL (
        SELECT id FROM mata_kuliah WHERE id_perguruan_tinggi = ${pt}
        ORDER BY id LIMIT 1 OFFSET (g % (SELECT count(*) FROM mata_kuliah WHERE id_perguruan_tinggi = ${pt}))
      ) mk`);
    await run(sql`
      INSERT INTO kelas_kuliah (id, id_perguruan_tinggi, periode, id_mata_kuliah, nama_kelas,
        id_jenis_kelas, id_kampus, status, mode_kuliah, lingkup, kapasitas, metode_pengajaran, banner_color_idx)
      SELECT kb.id, ${pt}, kb.periode, kb.id_mata_kuliah, 'B' || kb.n,
             (SELECT id FROM jenis_kelas WHERE id_perguruan_tinggi = ${pt} ORDER BY id LIMIT 1),
             (SELECT id FROM kampus WHERE id_perguruan_tinggi = ${pt} ORDER BY id LIMIT 1),
             'berlangsung', 'campuran', 'Internal Prodi', ${u.pesertaPerKelas}, 'Individu', kb.n % 8
      FROM kelas_bench kb`);
    await run(sql`
      INSERT INTO kelas_kuliah_prodi (id_kelas_kuliah, id_prodi)
      SELECT kb.id, mk.id_prodi FROM kelas_bench kb JOIN mata_kuliah mk ON mk.id = kb.id_mata_kuliah`);
    await run(sql`
      CREATE TEMP TABLE dosen_bench ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY d.nidn) - 1 AS i, d.id
      FROM dosen d WHERE d.id_perguruan_tinggi = ${pt} AND d.nidn LIKE '99%'`);
    await run(sql`
      INSERT INTO pengajar_kelas (id_kelas_kuliah, id_dosen, jabatan, is_utama)
      SELECT kb.id, db.id, 'Dosen', true
      FROM kelas_bench kb JOIN dosen_bench db ON db.i = kb.n % ${u.dosen}`);
    // Every student takes classes; a class has pesertaPerKelas members.
    await run(sql`
      CREATE TEMP TABLE mahasiswa_bench ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY m.nim) - 1 AS i, m.id
      FROM mahasiswa m WHERE m.id_perguruan_tinggi = ${pt} AND m.nim LIKE '25______'`);
    await run(sql`
      INSERT INTO peserta_kelas (id_kelas_kuliah, id_mahasiswa, jabatan)
      SELECT kb.id, mb.id, CASE WHEN j = 1 THEN 'ketua_kelas' ELSE 'Peserta' END
      FROM kelas_bench kb
      CROSS JOIN generate_series(0, ${u.pesertaPerKelas - 1}) j
      JOIN mahasiswa_bench mb ON mb.i = ((kb.n - 1) * ${u.pesertaPerKelas} + j) % ${u.mahasiswa}
      ON CONFLICT DO NOTHING`);
    await run(sql`
      INSERT INTO jadwal_kelas (id_kelas_kuliah, hari, jam_mulai, jam_selesai, id_sesi, id_ruangan)
      SELECT kb.id, 1 + kb.n % 6, s.jam_mulai, s.jam_selesai, s.id,
             (SELECT id FROM ruangan WHERE id_perguruan_tinggi = ${pt} ORDER BY id LIMIT 1 OFFSET (kb.n % (SELECT count(*) FROM ruangan WHERE id_perguruan_tinggi = ${pt})))
      FROM kelas_bench kb
      CROSS JOIN LATERAL (
        SELECT id, jam_mulai, jam_selesai FROM sesi_kuliah WHERE id_perguruan_tinggi = ${pt}
        ORDER BY id LIMIT 1 OFFSET (kb.n % (SELECT count(*) FROM sesi_kuliah WHERE id_perguruan_tinggi = ${pt}))
      ) s`);
    // Weekly meetings from the period start; the first half already held.
    await run(sql`
      INSERT INTO pertemuan (id_kelas_kuliah, nomor, judul, deskripsi, kategori, jenis, status,
        waktu_mulai, waktu_selesai, mulai_kuliah, selesai_kuliah, waktu_batas_aktivitas, default_deadline_materi)
      SELECT kb.id, g, 'Pertemuan ' || g, 'Pembahasan topik pertemuan ' || g || '.',
             (CASE WHEN g = 8 THEN 'uts' WHEN g = 16 THEN 'uas' ELSE 'kuliah' END)::kategori_pertemuan,
             (CASE WHEN g % 2 = 1 THEN 'offline' ELSE 'online' END)::jenis_pertemuan,
             (CASE WHEN g <= 8 THEN 'selesai' ELSE 'belum_dimulai' END)::status_pertemuan,
             now() + ((g - 9) * interval '7 days'),
             now() + ((g - 9) * interval '7 days') + interval '100 minutes',
             CASE WHEN g <= 8 THEN now() + ((g - 9) * interval '7 days') END,
             CASE WHEN g <= 8 THEN now() + ((g - 9) * interval '7 days') + interval '100 minutes' END,
             now() + ((g - 8) * interval '7 days'),
             now() + ((g - 8) * interval '7 days')
      FROM kelas_bench kb CROSS JOIN generate_series(1, ${u.pertemuanPerKelas}) g`);
    await run(sql`
      INSERT INTO pengajar_pertemuan (id_pertemuan, id_dosen)
      SELECT p.id, pk.id_dosen FROM pertemuan p
      JOIN kelas_bench kb ON kb.id = p.id_kelas_kuliah
      JOIN pengajar_kelas pk ON pk.id_kelas_kuliah = kb.id`);
    await run(sql`
      INSERT INTO materi (id_pertemuan, judul, deskripsi, tipe_file, jenis_materi, tampil_sekarang, file_url)
      SELECT p.id, 'Materi ' || p.nomor || '.' || g, '<p>Bacaan pertemuan ' || p.nomor || '.</p>',
             'url', 'alat_bantu', true, 'https://example.ac.id/materi/' || p.nomor || '/' || g
      FROM pertemuan p JOIN kelas_bench kb ON kb.id = p.id_kelas_kuliah
      CROSS JOIN generate_series(1, ${u.materiPerPertemuan}) g`);
  });
  await db.execute(sql`ANALYZE`);
}

/**
 * One generated class of `n` students with one meeting and one lecturer (the storm benches):
 * the class, its meeting and the lecturer's user id.
 */
export async function kelasBenchSatu(db: Db, n: number) {
  await seedBesar(db, {
    mahasiswa: n,
    dosen: 1,
    kelas: 1,
    pesertaPerKelas: n,
    pertemuanPerKelas: 1,
    materiPerPertemuan: 0,
  });
  const [k] = await db
    .select({ id: kelasKuliah.id })
    .from(kelasKuliah)
    .where(
      and(
        eq(kelasKuliah.idPerguruanTinggi, DEMO_COLLEGE_ID),
        like(kelasKuliah.id, `%${PREFIKS_KELAS_BENCH}1`),
      ),
    );
  if (!k) throw new Error('kelas bench tidak ada');
  const [p] = await db
    .select({ id: pertemuan.id })
    .from(pertemuan)
    .where(eq(pertemuan.idKelasKuliah, k.id));
  const [d] = await db
    .select({ idPengguna: dosen.idPengguna })
    .from(dosen)
    .where(and(eq(dosen.idPerguruanTinggi, DEMO_COLLEGE_ID), like(dosen.nidn, '99%')));
  if (!p || !d) throw new Error('pertemuan atau dosen bench tidak ada');
  return { k, p, d };
}
