// The attendance bench's data (bench/kehadiran.ts): online meetings whose marks follow from what
// the students did, a meeting of 20 activities of every kind, and the students' activity events
// as the areas announce them (platform/aktivitas), generated in the database.
import type { ParameterKehadiran } from '@kampus/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { forum, materi, pertemuan, tugas, ujian, vidcon } from '../src/db/schema';

/** Activities added to a meeting, per kind. */
export interface TambahanAktivitas {
  materi: number;
  ujian: number;
  tugas: number;
  forum: number;
  vidcon: number;
}

const SEMUA_KRITERIA: Record<ParameterKehadiran, boolean> = {
  hadir_vidcon: true,
  kerjakan_kuis_ujian: true,
  kerjakan_tugas: true,
  posting_forum: true,
  unduh_materi: true,
};
const MATERI_SAJA: Record<ParameterKehadiran, boolean> = {
  hadir_vidcon: false,
  kerjakan_kuis_ujian: false,
  kerjakan_tugas: false,
  posting_forum: false,
  unduh_materi: true,
};

/**
 * Meetings in progress-based presence: online, counting the materials (`semua`: every
 * criterion), begun an hour ago; every material an attendance requirement.
 */
export async function aturPertemuanOnline(db: Db, ids: string[], semua: boolean) {
  if (ids.length === 0) return;
  await db
    .update(pertemuan)
    .set({
      jenis: 'online',
      parameterKehadiran: semua ? SEMUA_KRITERIA : MATERI_SAJA,
    })
    .where(inArray(pertemuan.id, ids));
  await db.update(materi).set({ isSyaratHadir: true }).where(inArray(materi.idPertemuan, ids));
}

/**
 * Adds activities of every kind to a meeting, open around now; the first two added materials
 * are reading only (no attendance requirement), as a lecturer's extra reading is.
 */
export async function tambahAktivitas(
  db: Db,
  idPertemuan: string,
  idDosenPengguna: string,
  n: TambahanAktivitas,
) {
  const kini = Date.now();
  const mulai = new Date(kini - 2 * 3600_000);
  const selesai = new Date(kini + 7 * 24 * 3600_000);
  const urut = (k: number) => Array.from({ length: k }, (_, i) => i + 1);
  if (n.materi)
    await db.insert(materi).values(
      urut(n.materi).map((i) => ({
        idPertemuan,
        judul: `Materi tambahan ${i}`,
        deskripsi: `<p>Bacaan tambahan ${i}.</p>`,
        tipeFile: 'url' as const,
        jenisMateri: 'alat_bantu',
        isSyaratHadir: i > 2,
        fileUrl: `https://example.ac.id/materi/tambahan/${i}`,
        dibuatOleh: idDosenPengguna,
      })),
    );
  if (n.ujian)
    await db.insert(ujian).values(
      urut(n.ujian).map((i) => ({
        idPertemuan,
        judul: `Kuis ${i}`,
        deskripsi: `<p>Kuis singkat ${i}.</p>`,
        jenis: 'kuis' as const,
        sifat: 'close' as const,
        ditampilkan: true,
        waktuMulai: mulai,
        waktuSelesai: selesai,
        dibuatOleh: idDosenPengguna,
      })),
    );
  if (n.tugas)
    await db.insert(tugas).values(
      urut(n.tugas).map((i) => ({
        idPertemuan,
        judul: `Tugas ${i}`,
        deskripsi: `<p>Kerjakan latihan ${i}.</p>`,
        jenis: 'individu' as const,
        waktuMulai: mulai,
        waktuSelesai: selesai,
        dibuatOleh: idDosenPengguna,
      })),
    );
  if (n.forum)
    await db.insert(forum).values(
      urut(n.forum).map((i) => ({
        idPertemuan,
        judul: `Diskusi ${i}`,
        deskripsi: `<p>Diskusikan topik ${i}.</p>`,
        waktuMulai: mulai,
        waktuSelesai: selesai,
        minimalPost: 1 + (i % 2),
        dibuatOleh: idDosenPengguna,
      })),
    );
  if (n.vidcon)
    await db.insert(vidcon).values(
      urut(n.vidcon).map((i) => ({
        idPertemuan,
        judul: `Vidcon ${i}`,
        aplikasi: 'zoom' as const,
        link: `https://zoom.example/j/${i}`,
        waktuMulai: mulai,
        waktuSelesai: selesai,
        dibuatOleh: idDosenPengguna,
      })),
    );
}

/**
 * The students' events on the activities of a class's meetings (all but the exam `kecuali`,
 * whose submissions the storm makes): materials met by ~80%, quizzes by ~70%, assignments by
 * ~60% (a tenth late), forum posts 0..3 each (some deleted), vidcon joins by ~75% (a fifth
 * late, some twice). The same on every run (setseed).
 */
export async function peristiwaKelas(db: Db, idKelas: string, kecuali?: string) {
  const lain = kecuali ?? '00000000-0000-0000-0000-000000000000';
  await db.transaction(async (tx) => {
    const run = (q: ReturnType<typeof sql>) => tx.execute(q);
    await run(sql`SELECT setseed(0.25)`);
    await run(sql`
      CREATE TEMP TABLE siswa_bench ON COMMIT DROP AS
      SELECT m.id_pengguna FROM peserta_kelas pk JOIN mahasiswa m ON m.id = pk.id_mahasiswa
      WHERE pk.id_kelas_kuliah = ${idKelas}`);
    await run(sql`
      CREATE TEMP TABLE pertemuan_bench ON COMMIT DROP AS
      SELECT id FROM pertemuan WHERE id_kelas_kuliah = ${idKelas}`);
    const sisip = (jenis: string, pilih: ReturnType<typeof sql>) =>
      run(sql`
        INSERT INTO peristiwa_aktivitas (id_pertemuan, jenis, id_aktivitas, id_pengguna, role, aksi, waktu, data)
        SELECT x.id_pertemuan, ${jenis}, x.id, x.id_pengguna, 'mahasiswa', x.aksi,
               now() - random() * interval '3 days', x.data
        FROM (${pilih}) x ORDER BY random()`);
    const dari = (tabel: string) =>
      sql.raw(
        `${tabel} a JOIN pertemuan_bench pb ON pb.id = a.id_pertemuan CROSS JOIN siswa_bench s`,
      );
    await sisip(
      'materi',
      sql`SELECT a.id_pertemuan, a.id, s.id_pengguna, 'hadir' AS aksi, '{"aksi":"unduh"}'::jsonb AS data
          FROM ${dari('materi')} WHERE random() < 0.8`,
    );
    await sisip(
      'ujian',
      sql`SELECT a.id_pertemuan, a.id, s.id_pengguna, 'kumpul' AS aksi, '{"oleh":"mahasiswa"}'::jsonb AS data
          FROM ${dari('ujian')} WHERE a.id <> ${lain} AND random() < 0.7`,
    );
    await sisip(
      'tugas',
      sql`SELECT a.id_pertemuan, a.id, s.id_pengguna, 'kumpul' AS aksi,
                 jsonb_build_object('terlambat', random() < 0.1) AS data
          FROM ${dari('tugas')} WHERE random() < 0.6`,
    );
    await sisip(
      'forum',
      sql`SELECT a.id_pertemuan, a.id, s.id_pengguna,
                 CASE WHEN random() < 0.1 THEN 'hapus_posting' ELSE 'posting' END AS aksi,
                 '{}'::jsonb AS data
          FROM ${dari('forum')} CROSS JOIN generate_series(1, 3) g WHERE random() < 0.5`,
    );
    await sisip(
      'vidcon',
      sql`SELECT a.id_pertemuan, a.id, s.id_pengguna, 'gabung' AS aksi,
                 jsonb_build_object('terlambat', random() < 0.2) AS data
          FROM ${dari('vidcon')} CROSS JOIN generate_series(1, 2) g
          WHERE random() < CASE WHEN g = 1 THEN 0.75 ELSE 0.2 END`,
    );
  });
  await db.execute(sql`ANALYZE peristiwa_aktivitas`);
}

/** The meetings of a class by number. */
export async function pertemuanKelas(db: Db, idKelas: string) {
  const rows = await db
    .select({ id: pertemuan.id, nomor: pertemuan.nomor })
    .from(pertemuan)
    .where(eq(pertemuan.idKelasKuliah, idKelas))
    .orderBy(pertemuan.nomor);
  return rows;
}
