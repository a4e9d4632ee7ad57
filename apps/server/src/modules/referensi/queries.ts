import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dosen, mahasiswa, pengajarKelas, pesertaKelas } from '../../db/schema';

/** The lecturer teaches the student in some class, or belongs to the student's programme. */
export async function dosenTerkaitMahasiswa(db: Db, idDosen: string, idMahasiswa: string) {
  const [row] = await db
    .select({ ada: sql<number>`1` })
    .from(mahasiswa)
    .where(
      and(
        eq(mahasiswa.id, idMahasiswa),
        or(
          exists(
            db
              .select({ x: sql`1` })
              .from(dosen)
              .where(and(eq(dosen.id, idDosen), eq(dosen.idProdi, mahasiswa.idProdi))),
          ),
          exists(
            db
              .select({ x: sql`1` })
              .from(pengajarKelas)
              .innerJoin(pesertaKelas, eq(pesertaKelas.idKelasKuliah, pengajarKelas.idKelasKuliah))
              .where(
                and(eq(pengajarKelas.idDosen, idDosen), eq(pesertaKelas.idMahasiswa, mahasiswa.id)),
              ),
          ),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}
