import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';

/**
 * The first demo classes (by id) with their meetings in order and the user id of their main
 * lecturer: the classes the demo activities (quizzes, vidcons) are seeded on.
 */
export async function kelasDemoBerpertemuan(db: Db, jumlah = 4) {
  const kelas = await db
    .select({
      id: t.kelasKuliah.id,
      idPt: t.kelasKuliah.idPerguruanTinggi,
      mataKuliah: t.mataKuliah.nama,
    })
    .from(t.kelasKuliah)
    .innerJoin(t.mataKuliah, eq(t.mataKuliah.id, t.kelasKuliah.idMataKuliah))
    .orderBy(asc(t.kelasKuliah.id))
    .limit(jumlah);
  return Promise.all(
    kelas.map(async (k) => {
      const pertemuan = await db
        .select()
        .from(t.pertemuan)
        .where(eq(t.pertemuan.idKelasKuliah, k.id))
        .orderBy(asc(t.pertemuan.nomor));
      const [pengajar] = await db
        .select({ idPengguna: t.dosen.idPengguna })
        .from(t.pengajarKelas)
        .innerJoin(t.dosen, eq(t.dosen.id, t.pengajarKelas.idDosen))
        .where(and(eq(t.pengajarKelas.idKelasKuliah, k.id), eq(t.pengajarKelas.isUtama, true)));
      return { ...k, pertemuan, idPengajar: pengajar?.idPengguna ?? null };
    }),
  );
}
