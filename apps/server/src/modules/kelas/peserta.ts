import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  berkas,
  kelasKuliah,
  mahasiswa,
  pengajarKelas,
  pengguna,
  pesertaKelas,
  prodi,
} from '../../db/schema';

// A class's participants and the changes to a class (banner, data, leader, lecturers' roles).

/** Participants of a class, the class leader first, then by name (spec 2 'Data Peserta'). */
export async function pesertaKelasQuery(db: Db, idKelas: string) {
  const rows = await db
    .select({
      id: mahasiswa.id,
      nim: mahasiswa.nim,
      nama: mahasiswa.nama,
      angkatan: mahasiswa.angkatan,
      status: mahasiswa.status,
      jabatan: pesertaKelas.jabatan,
      prodi: { nama: prodi.nama, jenjang: prodi.jenjang },
      avatar_url: pengguna.fotoUrl,
    })
    .from(pesertaKelas)
    .innerJoin(mahasiswa, eq(mahasiswa.id, pesertaKelas.idMahasiswa))
    .innerJoin(pengguna, eq(pengguna.id, mahasiswa.idPengguna))
    .innerJoin(prodi, eq(prodi.id, mahasiswa.idProdi))
    .where(eq(pesertaKelas.idKelasKuliah, idKelas))
    .orderBy(asc(mahasiswa.nama));
  return rows
    .map((r) => ({
      ...r,
      jabatan: r.jabatan === 'ketua_kelas' ? ('ketua_kelas' as const) : ('Peserta' as const),
    }))
    .sort((a, b) => Number(b.jabatan === 'ketua_kelas') - Number(a.jabatan === 'ketua_kelas'));
}

/**
 * Sets the class banner (an uploaded image or a default colour) and forgets the replaced upload
 * in one transaction; answers the storage key of that upload for the caller to remove.
 */
export async function gantiBanner(
  db: Db,
  kelas: { id: string; bannerUrl: string | null },
  banner: Pick<typeof kelasKuliah.$inferInsert, 'bannerUrl' | 'bannerColorIdx'>,
): Promise<string | null> {
  const lama = kelas.bannerUrl?.match(/^\/v2\/storager\/berkas\/(.+)$/)?.[1] ?? null;
  await db.transaction(async (tx) => {
    await tx.update(kelasKuliah).set(banner).where(eq(kelasKuliah.id, kelas.id));
    if (lama) await tx.delete(berkas).where(eq(berkas.kunci, lama));
  });
  return lama;
}

/** 'Ubah Kelas' fields (spec 2). */
export async function ubahDataKelas(
  db: Db,
  idKelas: string,
  data: Pick<
    typeof kelasKuliah.$inferInsert,
    'kapasitas' | 'modeKuliah' | 'lingkup' | 'idJenisKelas' | 'idKampus' | 'metodePengajaran'
  >,
) {
  await db.update(kelasKuliah).set(data).where(eq(kelasKuliah.id, idKelas));
}

/** One student leads the class; false when they do not take it. */
export async function tetapkanKetuaKelas(db: Db, idKelas: string, idMahasiswa: string) {
  return db.transaction(async (tx) => {
    const [peserta] = await tx
      .select({ id: pesertaKelas.idMahasiswa })
      .from(pesertaKelas)
      .where(
        and(eq(pesertaKelas.idKelasKuliah, idKelas), eq(pesertaKelas.idMahasiswa, idMahasiswa)),
      );
    if (!peserta) return false;
    await tx
      .update(pesertaKelas)
      .set({ jabatan: 'Peserta' })
      .where(eq(pesertaKelas.idKelasKuliah, idKelas));
    await tx
      .update(pesertaKelas)
      .set({ jabatan: 'ketua_kelas' })
      .where(
        and(eq(pesertaKelas.idKelasKuliah, idKelas), eq(pesertaKelas.idMahasiswa, idMahasiswa)),
      );
    return true;
  });
}

/** A teacher's position in the class; false when they do not teach it. */
export async function ubahJabatanPengajar(
  db: Db,
  idKelas: string,
  idDosen: string,
  jabatan: typeof pengajarKelas.$inferInsert.jabatan,
) {
  const diubah = await db
    .update(pengajarKelas)
    .set({ jabatan })
    .where(and(eq(pengajarKelas.idKelasKuliah, idKelas), eq(pengajarKelas.idDosen, idDosen)))
    .returning({ id: pengajarKelas.idDosen });
  return diubah.length > 0;
}
