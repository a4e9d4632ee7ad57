import { and, asc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dosen, kelasKuliah, mataKuliah, penandatanganProdi, pengajarKelas } from '../../db/schema';
import type { Aktor } from '../auth';

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

/** A programme's BAP signatory, or null when not set. */
export async function penandatanganProdiById(db: Db, idProdi: string) {
  const [row] = await db
    .select()
    .from(penandatanganProdi)
    .where(eq(penandatanganProdi.idProdi, idProdi));
  return row ?? null;
}

/** The classes of a period whose BAP the caller downloads: a lecturer's own, all for operators. */
export async function kelasBapPeriode(db: Db, aktor: Aktor, periode: number) {
  return db
    .select({ id: kelasKuliah.id, kode: mataKuliah.kode })
    .from(kelasKuliah)
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .where(
      and(
        eq(kelasKuliah.idPerguruanTinggi, aktor.idPerguruanTinggi),
        eq(kelasKuliah.periode, periode),
        aktor.role === 'dosen'
          ? inArray(
              kelasKuliah.id,
              db
                .select({ id: pengajarKelas.idKelasKuliah })
                .from(pengajarKelas)
                .where(eq(pengajarKelas.idDosen, aktor.idDosen ?? '')),
            )
          : undefined,
      ),
    )
    .orderBy(asc(mataKuliah.kode), asc(kelasKuliah.namaKelas));
}
