import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  anggotaKelompokTugas,
  berkas,
  berkasPengumpulan,
  kelompokTugas,
  mahasiswa,
  pengguna,
  pengumpulanTugas,
  pesertaKelas,
} from '../../db/schema';

// Group rows: groups of an assignment with their members, and the changes of spec 4 'Group'.

const penggunaMhs = alias(pengguna, 'pengguna_anggota');

export async function kelompokById(db: Db, idTugas: string, id: string) {
  const [r] = await db
    .select()
    .from(kelompokTugas)
    .where(and(eq(kelompokTugas.id, id), eq(kelompokTugas.idTugas, idTugas)))
    .limit(1);
  return r ?? null;
}

/** Groups of an assignment (or the given ones) by name, with members in join order. */
export async function kelompokRows(db: Db, idTugas: string, ids?: string[]) {
  const grup = await db
    .select()
    .from(kelompokTugas)
    .where(
      and(eq(kelompokTugas.idTugas, idTugas), ids ? inArray(kelompokTugas.id, ids) : undefined),
    )
    .orderBy(asc(kelompokTugas.nama), asc(kelompokTugas.createdAt));
  const idGrup = grup.map((g) => g.id);
  if (idGrup.length === 0) return [];
  const anggota = await db
    .select({
      idKelompok: anggotaKelompokTugas.idKelompok,
      jabatan: anggotaKelompokTugas.jabatan,
      urutan: anggotaKelompokTugas.urutan,
      id: mahasiswa.id,
      nim: mahasiswa.nim,
      nama: mahasiswa.nama,
      avatar: penggunaMhs.fotoUrl,
    })
    .from(anggotaKelompokTugas)
    .innerJoin(mahasiswa, eq(mahasiswa.id, anggotaKelompokTugas.idMahasiswa))
    .leftJoin(penggunaMhs, eq(penggunaMhs.id, mahasiswa.idPengguna))
    .where(inArray(anggotaKelompokTugas.idKelompok, idGrup))
    .orderBy(asc(anggotaKelompokTugas.urutan));
  const kumpulan = await db
    .select({ idKelompok: pengumpulanTugas.idKelompok, nilai: pengumpulanTugas.nilai })
    .from(pengumpulanTugas)
    .where(inArray(pengumpulanTugas.idKelompok, idGrup));
  return grup.map((g) => {
    const kumpul = kumpulan.find((k) => k.idKelompok === g.id);
    return {
      ...g,
      anggota: anggota.filter((a) => a.idKelompok === g.id),
      sudahMengumpulkan: Boolean(kumpul),
      sudahDinilai: kumpul?.nilai != null,
    };
  });
}

export type BarisKelompok = Awaited<ReturnType<typeof kelompokRows>>[number];

/** The given students who attend the class. */
export async function pesertaDariDaftar(db: Db, idKelas: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: pesertaKelas.idMahasiswa })
    .from(pesertaKelas)
    .where(and(eq(pesertaKelas.idKelasKuliah, idKelas), inArray(pesertaKelas.idMahasiswa, ids)));
  return rows.map((r) => r.id);
}

/** Members of `ids` already in another group of the assignment. */
export async function sudahBerkelompok(
  db: Db,
  idTugas: string,
  ids: string[],
  kecualiKelompok?: string,
) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: anggotaKelompokTugas.idMahasiswa, idKelompok: anggotaKelompokTugas.idKelompok })
    .from(anggotaKelompokTugas)
    .where(
      and(
        eq(anggotaKelompokTugas.idTugas, idTugas),
        inArray(anggotaKelompokTugas.idMahasiswa, ids),
      ),
    );
  return rows.filter((r) => r.idKelompok !== kecualiKelompok).map((r) => r.id);
}

export async function tambahKelompokRow(db: Db, idTugas: string, nama: string) {
  const [r] = await db
    .insert(kelompokTugas)
    .values({ idTugas, nama })
    .returning({ id: kelompokTugas.id });
  if (!r) throw new Error('kelompok tidak tersimpan');
  return r.id;
}

export async function ubahNamaKelompok(db: Db, id: string, nama: string) {
  await db.update(kelompokTugas).set({ nama }).where(eq(kelompokTugas.id, id));
}

/**
 * Sets a group's members to `anggota` (in order, with their places): those gone are removed,
 * the rest keep their join order, newcomers come after them.
 */
export async function aturAnggota(
  db: Db,
  idTugas: string,
  idKelompok: string,
  anggota: { id: string; jabatan: 'ketua' | 'anggota' }[],
) {
  const lama = await db
    .select({ id: anggotaKelompokTugas.idMahasiswa })
    .from(anggotaKelompokTugas)
    .where(eq(anggotaKelompokTugas.idKelompok, idKelompok));
  const tetap = new Set(anggota.map((a) => a.id));
  const keluar = lama.filter((l) => !tetap.has(l.id)).map((l) => l.id);
  if (keluar.length > 0) {
    await db
      .delete(anggotaKelompokTugas)
      .where(
        and(
          eq(anggotaKelompokTugas.idKelompok, idKelompok),
          inArray(anggotaKelompokTugas.idMahasiswa, keluar),
        ),
      );
  }
  const [akhir] = await db
    .select({ n: max(anggotaKelompokTugas.urutan) })
    .from(anggotaKelompokTugas)
    .where(eq(anggotaKelompokTugas.idKelompok, idKelompok));
  let urutan = (akhir?.n ?? 0) + 1;
  const ada = new Set(lama.map((l) => l.id));
  for (const a of anggota) {
    if (ada.has(a.id)) {
      await db
        .update(anggotaKelompokTugas)
        .set({ jabatan: a.jabatan })
        .where(
          and(
            eq(anggotaKelompokTugas.idKelompok, idKelompok),
            eq(anggotaKelompokTugas.idMahasiswa, a.id),
          ),
        );
    } else {
      await db.insert(anggotaKelompokTugas).values({
        idKelompok,
        idTugas,
        idMahasiswa: a.id,
        jabatan: a.jabatan,
        urutan: urutan++,
      });
    }
  }
}

/** Removes a group; answers the storage keys of its submission's files (rows removed too). */
export async function hapusKelompokRow(db: Db, id: string) {
  const dibuang = await db
    .select({ id: berkas.id, kunci: berkas.kunci })
    .from(berkasPengumpulan)
    .innerJoin(berkas, eq(berkas.id, berkasPengumpulan.idBerkas))
    .innerJoin(pengumpulanTugas, eq(pengumpulanTugas.id, berkasPengumpulan.idPengumpulan))
    .where(eq(pengumpulanTugas.idKelompok, id));
  await db.delete(kelompokTugas).where(eq(kelompokTugas.id, id));
  if (dibuang.length > 0) {
    await db.delete(berkas).where(
      inArray(
        berkas.id,
        dibuang.map((b) => b.id),
      ),
    );
  }
  return dibuang.map((b) => b.kunci);
}
