import { and, asc, count, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
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

// Submission rows: one per student or per group, their files, the lecturer's list, the grade.

export type BarisPengumpulan = typeof pengumpulanTugas.$inferSelect;

/** Whose submission: a student (individual assignment) or a group. */
export type Pemilik = { idMahasiswa: string } | { idKelompok: string };

const milik = (idTugas: string, p: Pemilik) =>
  and(
    eq(pengumpulanTugas.idTugas, idTugas),
    'idKelompok' in p
      ? eq(pengumpulanTugas.idKelompok, p.idKelompok)
      : eq(pengumpulanTugas.idMahasiswa, p.idMahasiswa),
  );

export async function pengumpulanPemilik(db: Db, idTugas: string, p: Pemilik) {
  const [r] = await db.select().from(pengumpulanTugas).where(milik(idTugas, p)).limit(1);
  return r ?? null;
}

export async function pengumpulanById(db: Db, idTugas: string, id: string) {
  const [r] = await db
    .select()
    .from(pengumpulanTugas)
    .where(and(eq(pengumpulanTugas.id, id), eq(pengumpulanTugas.idTugas, idTugas)))
    .limit(1);
  return r ?? null;
}

/** The files of submissions, by submission, in the order they were sent. */
export async function berkasPengumpulanRows(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      idPengumpulan: berkasPengumpulan.idPengumpulan,
      idBerkas: berkas.id,
      kunci: berkas.kunci,
      nama: berkas.namaAsli,
      ukuran: berkas.ukuran,
    })
    .from(berkasPengumpulan)
    .innerJoin(berkas, eq(berkas.id, berkasPengumpulan.idBerkas))
    .where(inArray(berkasPengumpulan.idPengumpulan, ids))
    .orderBy(asc(berkasPengumpulan.idPengumpulan), asc(berkasPengumpulan.urutan));
}

const pengirim = alias(pengguna, 'pengirim');
const penilai = alias(pengguna, 'penilai');
const penggunaMhs = alias(pengguna, 'pengguna_mhs');

/** Submissions with their student or group, sender and grader, by id. */
export async function pengumpulanLengkap(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      p: pengumpulanTugas,
      mhs: {
        id: mahasiswa.id,
        nim: mahasiswa.nim,
        nama: mahasiswa.nama,
        avatar: penggunaMhs.fotoUrl,
      },
      kelompok: { id: kelompokTugas.id, nama: kelompokTugas.nama },
      pengirim: { name: pengirim.nama, username: pengirim.username },
      penilai: { name: penilai.nama, username: penilai.username },
    })
    .from(pengumpulanTugas)
    .leftJoin(mahasiswa, eq(mahasiswa.id, pengumpulanTugas.idMahasiswa))
    .leftJoin(penggunaMhs, eq(penggunaMhs.id, mahasiswa.idPengguna))
    .leftJoin(kelompokTugas, eq(kelompokTugas.id, pengumpulanTugas.idKelompok))
    .leftJoin(pengirim, eq(pengirim.id, pengumpulanTugas.dikirimOleh))
    .leftJoin(penilai, eq(penilai.id, pengumpulanTugas.dinilaiOleh))
    .where(inArray(pengumpulanTugas.id, ids));
}

export type StatusPengumpulan = 'belum_mengumpulkan' | 'belum_dinilai' | 'sudah_dinilai';

function saringStatus(status: StatusPengumpulan | undefined): SQL | undefined {
  if (status === 'belum_mengumpulkan') return isNull(pengumpulanTugas.id);
  if (status === 'belum_dinilai')
    return and(isNotNull(pengumpulanTugas.id), isNull(pengumpulanTugas.nilai));
  if (status === 'sudah_dinilai') return isNotNull(pengumpulanTugas.nilai);
  return undefined;
}

/** The lecturer's list of an individual assignment: every student of the class, by NIM. */
export async function daftarMahasiswaPengumpulan(
  db: Db,
  idTugas: string,
  idKelas: string,
  status: StatusPengumpulan | undefined,
  paging: { page: number; perPage: number },
) {
  const where = and(eq(pesertaKelas.idKelasKuliah, idKelas), saringStatus(status));
  const dasar = db
    .select({
      mhs: {
        id: mahasiswa.id,
        nim: mahasiswa.nim,
        nama: mahasiswa.nama,
        avatar: penggunaMhs.fotoUrl,
      },
      idPengumpulan: pengumpulanTugas.id,
    })
    .from(pesertaKelas)
    .innerJoin(mahasiswa, eq(mahasiswa.id, pesertaKelas.idMahasiswa))
    .leftJoin(penggunaMhs, eq(penggunaMhs.id, mahasiswa.idPengguna))
    .leftJoin(
      pengumpulanTugas,
      and(eq(pengumpulanTugas.idTugas, idTugas), eq(pengumpulanTugas.idMahasiswa, mahasiswa.id)),
    );
  const [total] = await db
    .select({ n: count() })
    .from(pesertaKelas)
    .innerJoin(mahasiswa, eq(mahasiswa.id, pesertaKelas.idMahasiswa))
    .leftJoin(
      pengumpulanTugas,
      and(eq(pengumpulanTugas.idTugas, idTugas), eq(pengumpulanTugas.idMahasiswa, mahasiswa.id)),
    )
    .where(where);
  const rows = await dasar
    .where(where)
    .orderBy(asc(mahasiswa.nim))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  return { rows, total: total?.n ?? 0 };
}

/** The lecturer's list of a group assignment: every group, by name. */
export async function daftarKelompokPengumpulan(
  db: Db,
  idTugas: string,
  status: StatusPengumpulan | undefined,
  paging: { page: number; perPage: number },
) {
  const where = and(eq(kelompokTugas.idTugas, idTugas), saringStatus(status));
  const jumlah =
    sql<number>`(select count(*) from ${anggotaKelompokTugas} where ${anggotaKelompokTugas.idKelompok} = ${kelompokTugas.id})`.mapWith(
      Number,
    );
  const gabung = and(
    eq(pengumpulanTugas.idTugas, idTugas),
    eq(pengumpulanTugas.idKelompok, kelompokTugas.id),
  );
  const [total] = await db
    .select({ n: count() })
    .from(kelompokTugas)
    .leftJoin(pengumpulanTugas, gabung)
    .where(where);
  const rows = await db
    .select({
      kelompok: { id: kelompokTugas.id, nama: kelompokTugas.nama, jumlah },
      idPengumpulan: pengumpulanTugas.id,
    })
    .from(kelompokTugas)
    .leftJoin(pengumpulanTugas, gabung)
    .where(where)
    .orderBy(asc(kelompokTugas.nama), asc(kelompokTugas.createdAt))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Writes a submission (new, or replacing the one there) with its files, inside the caller's
 * transaction; answers its id and the files it no longer keeps (rows removed, bytes for the
 * caller to delete after the commit).
 */
export async function simpanPengumpulanRow(
  tx: Db,
  idTugas: string,
  pemilik: Pemilik,
  kolom: Pick<
    typeof pengumpulanTugas.$inferInsert,
    'teks' | 'waktuMulaiUnggah' | 'waktuKirim' | 'terlambat' | 'dikirimOleh'
  >,
  idBerkas: string[],
) {
  // Two requests of the same owner at once (a double tap) wait for each other instead of both
  // inserting; different owners never wait.
  const kunciKunci = `${idTugas}:${'idKelompok' in pemilik ? pemilik.idKelompok : pemilik.idMahasiswa}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${kunciKunci}, 0))`);
  const lama = await pengumpulanPemilik(tx, idTugas, pemilik);
  let id: string;
  let dibuang: { id: string; kunci: string }[] = [];
  if (lama) {
    id = lama.id;
    await tx.update(pengumpulanTugas).set(kolom).where(eq(pengumpulanTugas.id, id));
    dibuang = await tx
      .select({ id: berkas.id, kunci: berkas.kunci })
      .from(berkasPengumpulan)
      .innerJoin(berkas, eq(berkas.id, berkasPengumpulan.idBerkas))
      .where(eq(berkasPengumpulan.idPengumpulan, id));
    if (dibuang.length > 0) {
      await tx.delete(berkas).where(
        inArray(
          berkas.id,
          dibuang.map((b) => b.id),
        ),
      );
    }
  } else {
    const [r] = await tx
      .insert(pengumpulanTugas)
      .values({ idTugas, ...pemilik, ...kolom })
      .returning({ id: pengumpulanTugas.id });
    if (!r) throw new Error('pengumpulan tidak tersimpan');
    id = r.id;
  }
  if (idBerkas.length > 0) {
    await tx
      .insert(berkasPengumpulan)
      .values(idBerkas.map((b, urutan) => ({ idPengumpulan: id, idBerkas: b, urutan })));
  }
  return { id, dibuang: dibuang.map((b) => b.kunci) };
}

export async function nilaiPengumpulanRow(
  db: Db,
  id: string,
  kolom: { nilai: number; umpanBalik: string; dinilaiOleh: string; waktuDinilai: Date },
) {
  await db.update(pengumpulanTugas).set(kolom).where(eq(pengumpulanTugas.id, id));
}

/** Every submission of an assignment with its student or group name, for the ZIP. */
export async function pengumpulanUntukArsip(db: Db, idTugas: string) {
  return db
    .select({
      id: pengumpulanTugas.id,
      teks: pengumpulanTugas.teks,
      nim: mahasiswa.nim,
      namaMhs: mahasiswa.nama,
      namaKelompok: kelompokTugas.nama,
    })
    .from(pengumpulanTugas)
    .leftJoin(mahasiswa, eq(mahasiswa.id, pengumpulanTugas.idMahasiswa))
    .leftJoin(kelompokTugas, eq(kelompokTugas.id, pengumpulanTugas.idKelompok))
    .where(eq(pengumpulanTugas.idTugas, idTugas))
    .orderBy(asc(mahasiswa.nim), asc(kelompokTugas.nama));
}

/** A student's own or group's submissions of assignments, in short (the /tugas list). */
export async function ringkasanPengumpulanSaya(db: Db, idTugas: string[], idMahasiswa: string) {
  if (idTugas.length === 0) return [];
  const grup = db
    .select({ id: anggotaKelompokTugas.idKelompok })
    .from(anggotaKelompokTugas)
    .where(
      and(
        inArray(anggotaKelompokTugas.idTugas, idTugas),
        eq(anggotaKelompokTugas.idMahasiswa, idMahasiswa),
      ),
    );
  return db
    .select({
      idTugas: pengumpulanTugas.idTugas,
      waktuKirim: pengumpulanTugas.waktuKirim,
      terlambat: pengumpulanTugas.terlambat,
      nilai: pengumpulanTugas.nilai,
    })
    .from(pengumpulanTugas)
    .where(
      and(
        inArray(pengumpulanTugas.idTugas, idTugas),
        or(
          eq(pengumpulanTugas.idMahasiswa, idMahasiswa),
          inArray(pengumpulanTugas.idKelompok, grup),
        ),
      ),
    );
}
