import { IZIN, izinUbahSilabusMataKuliah } from '@kampus/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kelasKuliah, mataKuliah, pengajarKelas, pesertaKelas } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { wajibIzin } from '../../http/route';
import type { Aktor } from '../auth';

/** A course is visible to its classes' students and teachers, and to operators with read. */
export async function aksesMataKuliah(db: Db, aktor: Aktor, courseId: string) {
  const [mk] = await db
    .select()
    .from(mataKuliah)
    .where(
      and(eq(mataKuliah.id, courseId), eq(mataKuliah.idPerguruanTinggi, aktor.idPerguruanTinggi)),
    );
  if (!mk) throw notFound('Mata kuliah tidak ditemukan');
  if (aktor.role === 'operator') {
    wajibIzin(IZIN.bacaSilabus(aktor));
    return mk;
  }
  const kelas = db
    .select({ id: kelasKuliah.id })
    .from(kelasKuliah)
    .where(eq(kelasKuliah.idMataKuliah, courseId));
  const [ada] =
    aktor.role === 'dosen'
      ? await db
          .select({ id: pengajarKelas.idKelasKuliah })
          .from(pengajarKelas)
          .where(
            and(
              eq(pengajarKelas.idDosen, aktor.idDosen ?? ''),
              inArray(pengajarKelas.idKelasKuliah, kelas),
            ),
          )
          .limit(1)
      : await db
          .select({ id: pesertaKelas.idKelasKuliah })
          .from(pesertaKelas)
          .where(
            and(
              eq(pesertaKelas.idMahasiswa, aktor.idMahasiswa ?? ''),
              inArray(pesertaKelas.idKelasKuliah, kelas),
            ),
          )
          .limit(1);
  if (!ada) throw forbidden('Anda tidak terdaftar pada kelas mata kuliah ini');
  return mk;
}

/** The course coordinator or RPS developer (or an operator with write) edits the syllabus. */
export async function aksesUbahSilabus(db: Db, aktor: Aktor, courseId: string) {
  const mk = await aksesMataKuliah(db, aktor, courseId);
  wajibIzin(
    izinUbahSilabusMataKuliah(aktor.idDosen, {
      id_dosen_koordinator: mk.idDosenKoordinator,
      id_dosen_pengembang_rps: mk.idDosenPengembangRps,
    })(aktor),
  );
  return mk;
}
