import { hanyaMilikSendiri, PESAN_TUGAS_SERVER } from '@kampus/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { anggotaKelompokTugas, kelompokTugas, pesertaKelas } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import type { Aktor } from '../auth';
import { aksesKelas } from '../kelas';
import { pertemuanById } from '../pertemuan';
import { tugasDanKelas } from './queries';

// "Is this assignment theirs": the class of an assignment or a meeting, read or changed by the
// caller (kelas/akses.ts: a student of the class, a lecturer teaching it, an operator of the
// college with rights on kelas_kuliah). A student's own part (their submission, their group) is
// found from their student id, never from what they send.

/** A meeting whose class the caller may read or change. */
export async function pertemuanDenganAkses(
  db: Db,
  aktor: Aktor,
  idPertemuan: string,
  tingkat: 'read' | 'write',
) {
  const p = await pertemuanById(db, idPertemuan);
  if (!p) throw notFound(PESAN_TUGAS_SERVER.pertemuanTidakAda);
  await aksesKelas(db, aktor, p.idKelasKuliah, tingkat);
  return p;
}

/** An assignment of a class the caller may read or change. */
export async function tugasDenganAkses(
  db: Db,
  aktor: Aktor,
  id: string,
  tingkat: 'read' | 'write',
) {
  const r = await tugasDanKelas(db, id);
  if (!r) throw notFound(PESAN_TUGAS_SERVER.tidakAda);
  const akses = await aksesKelas(db, aktor, r.idKelas, tingkat);
  return { ...r, akses };
}

/** The caller's group of an assignment and their place in it; null when in none. */
export async function kelompokSaya(db: Db, idTugas: string, idMahasiswa: string) {
  const [r] = await db
    .select({
      id: kelompokTugas.id,
      nama: kelompokTugas.nama,
      jabatan: anggotaKelompokTugas.jabatan,
    })
    .from(anggotaKelompokTugas)
    .innerJoin(kelompokTugas, eq(kelompokTugas.id, anggotaKelompokTugas.idKelompok))
    .where(
      and(
        eq(anggotaKelompokTugas.idTugas, idTugas),
        eq(anggotaKelompokTugas.idMahasiswa, idMahasiswa),
      ),
    )
    .limit(1);
  return r ?? null;
}

/**
 * Whether the caller may read and write the comment thread ('Percakapan') of one submission:
 * `idKelompokAtauMahasiswa` is the group's id for a group assignment, the student's id for an
 * individual one. The student themself or a member of the group; the class's lecturers; operators
 * with read on kelas_kuliah. For the chat module (through index.ts); never throws for a refusal.
 */
export async function aksesUtasTugas(
  db: Db,
  aktor: Aktor,
  idTugas: string,
  idKelompokAtauMahasiswa: string,
): Promise<boolean> {
  let r: Awaited<ReturnType<typeof tugasDenganAkses>>;
  try {
    r = await tugasDenganAkses(db, aktor, idTugas, 'read');
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
  if (!hanyaMilikSendiri(aktor.role)) {
    if (r.t.jenis === 'individu') {
      const [m] = await db
        .select({ id: pesertaKelas.idMahasiswa })
        .from(pesertaKelas)
        .where(
          and(
            eq(pesertaKelas.idKelasKuliah, r.idKelas),
            eq(pesertaKelas.idMahasiswa, idKelompokAtauMahasiswa),
          ),
        )
        .limit(1);
      return Boolean(m);
    }
    const [k] = await db
      .select({ id: kelompokTugas.id })
      .from(kelompokTugas)
      .where(and(eq(kelompokTugas.id, idKelompokAtauMahasiswa), eq(kelompokTugas.idTugas, idTugas)))
      .limit(1);
    return Boolean(k);
  }
  if (!aktor.idMahasiswa) return false;
  if (r.t.jenis === 'individu') return idKelompokAtauMahasiswa === aktor.idMahasiswa;
  const k = await kelompokSaya(db, idTugas, aktor.idMahasiswa);
  return k?.id === idKelompokAtauMahasiswa;
}
