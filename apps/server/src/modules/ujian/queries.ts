import type { KelompokSoal as KelompokSoalApi } from '@kampus/api/contract';
import { TANGGAL_KOSONG_ISO } from '@kampus/domain';
import { and, asc, count, eq, exists, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { type Db, transaksi } from '../../db/client';
import {
  jawaban,
  kelompokSoal,
  mahasiswa,
  pengerjaan,
  pengguna,
  pertemuan,
  pesertaRemedial,
  soal,
  ujian,
} from '../../db/schema';
import { umumkanAktivitas } from '../../platform/aktivitas';
import type { CacheBaca } from '../../platform/cache';
import type { Aktor } from '../auth';
import { lingkupKelas } from '../kelas';
import { daftarkanPenghitungAktivitas } from '../pertemuan';
import { type BarisSoal, soalApi } from '../soal';

// The exam module's shared rows: an exam and what may see it, its question groups, an attempt's
// row and answers (read by the exam editor, the attempts and the results alike).

export const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const isoAtauKosong = (d: Date | null) => (d ? d.toISOString() : TANGGAL_KOSONG_ISO);

export type BarisUjian = typeof ujian.$inferSelect;
export type BarisPengerjaanDb = typeof pengerjaan.$inferSelect;

/**
 * What a student may see of exams: shown ones of the classes they take; a remedial exam only
 * when they are one of its participants. Lecturers and operators see all of their classes'.
 */
export function lingkupUjian(db: Db, aktor: Aktor): SQL | undefined {
  const kelas = lingkupKelas(db, aktor);
  if (aktor.role !== 'mahasiswa') return kelas;
  const idMhs = aktor.idMahasiswa ?? '00000000-0000-0000-0000-000000000000';
  return and(
    kelas,
    eq(ujian.ditampilkan, true),
    or(
      ne(ujian.jenis, 'remedial'),
      exists(
        db
          .select({ x: sql`1` })
          .from(pesertaRemedial)
          .where(
            and(eq(pesertaRemedial.idUjian, ujian.id), eq(pesertaRemedial.idMahasiswa, idMhs)),
          ),
      ),
    ),
  );
}

/** An exam row the student may take (shown, and listed when remedial). */
export async function bolehDilihatMahasiswa(db: Db, u: BarisUjian, idMahasiswa: string) {
  if (!u.ditampilkan) return false;
  if (u.jenis !== 'remedial') return true;
  const [r] = await db
    .select({ x: pesertaRemedial.idUjian })
    .from(pesertaRemedial)
    .where(and(eq(pesertaRemedial.idUjian, u.id), eq(pesertaRemedial.idMahasiswa, idMahasiswa)))
    .limit(1);
  return Boolean(r);
}

/** Meeting activity counts (spec 3 count_activity): exams of the meeting. */
daftarkanPenghitungAktivitas(async (db, ids) => {
  const rows = await db
    .select({ id: ujian.idPertemuan, n: count() })
    .from(ujian)
    .where(inArray(ujian.idPertemuan, ids))
    .groupBy(ujian.idPertemuan);
  return new Map(rows.map((r) => [r.id, { ujian: r.n }]));
});

export async function ujianById(db: Db, id: string) {
  const [u] = await db.select().from(ujian).where(eq(ujian.id, id)).limit(1);
  return u ?? null;
}

/** The class and college of an exam (for access checks). */
export async function kelasUjian(db: Db, idUjian: string) {
  const [r] = await db
    .select({ u: ujian, idKelas: pertemuan.idKelasKuliah })
    .from(ujian)
    .innerJoin(pertemuan, eq(pertemuan.id, ujian.idPertemuan))
    .where(eq(ujian.id, idUjian))
    .limit(1);
  return r ?? null;
}

/**
 * `kelasUjian` from the read cache, for the student's calls while taking an exam (2,000 of them
 * a minute in an exam storm): kept until any exam row changes (`t:ujian`) or its meeting does.
 * Not `ujian:<id>`, which every new attempt and answer group announces. Changes to an exam
 * (times, shown, published) must read it fresh.
 */
export function kelasUjianTersimpan(db: Db, cache: CacheBaca, idUjian: string) {
  return cache.baca(
    `ujian-kelas:${idUjian}`,
    db,
    async (p) => {
      const r = await kelasUjian(p.db, idUjian);
      if (r) p.tambahTopik([`pertemuan:${r.u.idPertemuan}`]);
      return r;
    },
    { tersaring: ['pertemuan'] },
  );
}

/** The question groups of an exam with their questions (rows). */
export async function kelompokDanSoal(db: Db, idUjian: string) {
  const [kelompok, daftarSoal] = await Promise.all([
    db
      .select()
      .from(kelompokSoal)
      .where(eq(kelompokSoal.idUjian, idUjian))
      .orderBy(asc(kelompokSoal.nomor), asc(kelompokSoal.id)),
    db
      .select({ s: soal, oleh: { name: pengguna.nama, username: pengguna.username } })
      .from(soal)
      .innerJoin(kelompokSoal, eq(kelompokSoal.id, soal.idKelompokSoal))
      .leftJoin(pengguna, eq(pengguna.id, soal.dibuatOleh))
      .where(eq(kelompokSoal.idUjian, idUjian))
      .orderBy(asc(soal.nomor), asc(soal.createdAt)),
  ]);
  return kelompok.map((k) => ({
    k,
    soal: daftarSoal
      .filter((r) => r.s.idKelompokSoal === k.id)
      .map((r) => ({ s: r.s, oleh: r.oleh?.username ? r.oleh : null })),
  }));
}

/**
 * `kelompokDanSoal` from the read cache, for the attempts (every start draws from it, every
 * question page shows it): kept until a group or a question changes anywhere (`t:kelompok_soal`,
 * `t:soal`; not `soal:<id>`, which every saved answer announces) or one of their authors does.
 */
export function kelompokDanSoalTersimpan(db: Db, cache: CacheBaca, idUjian: string) {
  return cache.baca(
    `ujian-soal:${idUjian}`,
    db,
    async (p) => {
      const hasil = await kelompokDanSoal(p.db, idUjian);
      const penulis = new Set<string>();
      for (const k of hasil)
        for (const s of k.soal) if (s.s.dibuatOleh) penulis.add(s.s.dibuatOleh);
      p.tambahTopik([...penulis].map((id) => `pengguna:${id}`));
      return hasil;
    },
    { tersaring: ['pengguna'] },
  );
}

export function kelompokApi(
  k: typeof kelompokSoal.$inferSelect,
  daftar: { s: BarisSoal; oleh: { name: string; username: string } | null }[],
): KelompokSoalApi {
  return {
    id: k.id,
    nomor: k.nomor,
    judul: k.judul,
    aturan: k.aturan,
    jumlah_wajib_dijawab: k.jumlahWajibDijawab,
    soal: daftar.map((r) => soalApi(r.s, true, r.oleh)),
  };
}

/** An attempt's end as the spec shows it: when it was submitted, else its deadline. */
export function akhirPengerjaan(p: BarisPengerjaanDb): Date | null {
  return p.waktuSelesai ?? p.batas;
}

export async function pengerjaanMahasiswa(db: Db, idUjian: string, idMahasiswa: string) {
  const [p] = await db
    .select()
    .from(pengerjaan)
    .where(and(eq(pengerjaan.idUjian, idUjian), eq(pengerjaan.idMahasiswa, idMahasiswa)))
    .limit(1);
  return p ?? null;
}

export async function pengerjaanById(db: Db, id: string) {
  const [p] = await db.select().from(pengerjaan).where(eq(pengerjaan.id, id)).limit(1);
  return p ?? null;
}

export async function jawabanPengerjaan(db: Db, idPengerjaan: string) {
  return db.select().from(jawaban).where(eq(jawaban.idPengerjaan, idPengerjaan));
}

/**
 * Submits an open attempt (the student, or the server at the deadline) and scores it; nothing
 * when it was already submitted. Returns the row after.
 */
export async function kumpulkanRow(
  db: Db,
  idPengerjaan: string,
  oleh: 'mahasiswa' | 'sistem',
  kini: Date,
) {
  return transaksi(db, async (tx) => {
    const [p] = await tx
      .update(pengerjaan)
      .set({ waktuSelesai: kini, dikumpulkanOleh: oleh, updatedAt: kini })
      .where(and(eq(pengerjaan.id, idPengerjaan), isNull(pengerjaan.waktuSelesai)))
      .returning();
    if (!p) return null;
    // Attendance (kerjakan_kuis_ujian) and the grade recap read submissions from here; every
    // path (the student, the server at the deadline) submits through this function.
    const [asal] = await tx
      .select({ idPertemuan: ujian.idPertemuan, idPengguna: mahasiswa.idPengguna })
      .from(ujian)
      .innerJoin(mahasiswa, eq(mahasiswa.id, p.idMahasiswa))
      .where(eq(ujian.id, p.idUjian));
    if (asal) {
      await umumkanAktivitas(tx, {
        idPertemuan: asal.idPertemuan,
        jenis: 'ujian',
        idAktivitas: p.idUjian,
        idPengguna: asal.idPengguna,
        role: 'mahasiswa',
        aksi: 'kumpul',
        waktu: kini,
        data: { oleh },
      });
    }
    return p;
  });
}

/** Open attempts of an exam (their deadlines follow the exam's times). */
export async function pengerjaanTerbuka(db: Db, idUjian: string) {
  return db
    .select()
    .from(pengerjaan)
    .where(and(eq(pengerjaan.idUjian, idUjian), isNull(pengerjaan.waktuSelesai)));
}

export async function setBatas(db: Db, idPengerjaan: string, batas: Date | null) {
  await db
    .update(pengerjaan)
    .set({ batas, updatedAt: new Date() })
    .where(and(eq(pengerjaan.id, idPengerjaan), isNull(pengerjaan.waktuSelesai)));
}
