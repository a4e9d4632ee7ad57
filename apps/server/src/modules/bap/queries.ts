import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dosen, kelasKuliah, mataKuliah, pengajarKelas } from '../../db/schema';

/** The lecturer belongs to the programme, or teaches a class of one of its courses. */
export async function dosenProdi(db: Db, idDosen: string, idProdi: string) {
  const [row] = await db
    .select({ ada: sql<number>`1` })
    .from(dosen)
    .where(
      and(
        eq(dosen.id, idDosen),
        or(
          eq(dosen.idProdi, idProdi),
          exists(
            db
              .select({ x: sql`1` })
              .from(pengajarKelas)
              .innerJoin(kelasKuliah, eq(kelasKuliah.id, pengajarKelas.idKelasKuliah))
              .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
              .where(and(eq(pengajarKelas.idDosen, dosen.id), eq(mataKuliah.idProdi, idProdi))),
          ),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}
