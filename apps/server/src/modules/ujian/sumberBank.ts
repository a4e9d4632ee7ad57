import { and, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kelasKuliah, kelompokSoal, pertemuan, soal, ujian } from '../../db/schema';
import type { Aktor } from '../auth';
import { lingkupKelas } from '../kelas';

// The exam side of copying questions with question banks (issue 14): which exams and questions
// a bank may copy from.

/**
 * Exams of a course in the classes the caller manages (a lecturer the classes they teach, an
 * operator, whose write on kelas_kuliah the route checked, the college's), for 'Salin dari
 * Kuis/Ujian' into a bank: newest first, with their class and question count.
 */
export async function ujianKelolaanMataKuliah(
  db: Db,
  aktor: Aktor,
  f: { idMataKuliah: string; search?: string },
  paging: { page: number; perPage: number },
) {
  const where = and(
    eq(kelasKuliah.idPerguruanTinggi, aktor.idPerguruanTinggi),
    eq(kelasKuliah.idMataKuliah, f.idMataKuliah),
    lingkupKelas(db, aktor),
    f.search ? ilike(ujian.judul, `%${f.search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(ujian)
    .innerJoin(pertemuan, eq(pertemuan.id, ujian.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .where(where);
  const rows = await db
    .select({
      id: ujian.id,
      judul: ujian.judul,
      jenis: ujian.jenis,
      kelas: { id: kelasKuliah.id, nama: kelasKuliah.namaKelas },
    })
    .from(ujian)
    .innerJoin(pertemuan, eq(pertemuan.id, ujian.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .where(where)
    .orderBy(desc(ujian.waktuMulai), desc(ujian.id))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  const ids = rows.map((r) => r.id);
  const jumlah = ids.length
    ? await db
        .select({ id: kelompokSoal.idUjian, n: count(soal.id) })
        .from(kelompokSoal)
        .innerJoin(soal, eq(soal.idKelompokSoal, kelompokSoal.id))
        .where(inArray(kelompokSoal.idUjian, ids))
        .groupBy(kelompokSoal.idUjian)
    : [];
  return {
    items: rows.map((r) => ({ ...r, jumlah_soal: jumlah.find((j) => j.id === r.id)?.n ?? 0 })),
    total: total?.n ?? 0,
  };
}

/**
 * Questions among `ids` of exams in classes the caller manages (as ujianKelolaanMataKuliah), with
 * nothing of other colleges; the caller compares the count with what was asked for.
 */
/** Questions of exams the caller manages, of course `idMataKuliah` (copies stay within a course). */
export async function soalUjianKelolaan(db: Db, aktor: Aktor, ids: string[], idMataKuliah: string) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ s: soal })
    .from(soal)
    .innerJoin(kelompokSoal, eq(kelompokSoal.id, soal.idKelompokSoal))
    .innerJoin(ujian, eq(ujian.id, kelompokSoal.idUjian))
    .innerJoin(pertemuan, eq(pertemuan.id, ujian.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .where(
      and(
        inArray(soal.id, ids),
        eq(kelasKuliah.idPerguruanTinggi, aktor.idPerguruanTinggi),
        eq(kelasKuliah.idMataKuliah, idMataKuliah),
        lingkupKelas(db, aktor),
      ),
    );
  return rows.map((r) => r.s);
}

/** The course of an exam's class (an exam copied from must be of the bank's course). */
export async function mataKuliahUjian(db: Db, idUjian: string) {
  const [r] = await db
    .select({ id: kelasKuliah.idMataKuliah })
    .from(ujian)
    .innerJoin(pertemuan, eq(pertemuan.id, ujian.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .where(eq(ujian.id, idUjian))
    .limit(1);
  return r?.id ?? null;
}
