import type { RekapTugas } from '@kampus/api/contract';
import { statusMonitoringTugas } from '@kampus/domain';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, transaksi } from '../../db/client';
import {
  berkas,
  berkasPengumpulan,
  kelasKuliah,
  kelompokTugas,
  lampiranTugas,
  mataKuliah,
  pengguna,
  pengumpulanTugas,
  pertemuan,
  pesertaKelas,
  tugas,
} from '../../db/schema';
import { lingkupKelas } from '../kelas';
import { daftarkanPenghitungAktivitas } from '../pertemuan';

// The tugas module's assignment rows: one assignment with its class, the lists, attachments,
// the monitoring counts and the meeting's count.

export type BarisTugas = typeof tugas.$inferSelect;
export type KolomTugas = Pick<
  typeof tugas.$inferInsert,
  | 'judul'
  | 'deskripsi'
  | 'jenis'
  | 'waktuMulai'
  | 'waktuSelesai'
  | 'terimaTerlambat'
  | 'jenisFileDiterima'
  | 'batasUkuranMb'
>;

/** Meeting activity counts (spec 3 count_activity): the assignments of the meeting. */
daftarkanPenghitungAktivitas(async (db, ids) => {
  const rows = await db
    .select({ id: tugas.idPertemuan, n: count() })
    .from(tugas)
    .where(inArray(tugas.idPertemuan, ids))
    .groupBy(tugas.idPertemuan);
  return new Map(rows.map((r) => [r.id, { tugas: r.n }]));
});

/** An assignment and its class (for access checks). */
export async function tugasDanKelas(db: Db, id: string) {
  const [r] = await db
    .select({ t: tugas, idKelas: pertemuan.idKelasKuliah })
    .from(tugas)
    .innerJoin(pertemuan, eq(pertemuan.id, tugas.idPertemuan))
    .where(eq(tugas.id, id))
    .limit(1);
  return r ?? null;
}

export interface FilterTugas {
  idPerguruanTinggi: string;
  idPertemuan?: string;
  idKelas?: string;
  ids?: string[];
  jenis?: 'individu' | 'kelompok';
  search?: string;
  /** The caller's classes (lingkupKelas) when listing across classes for /tugas. */
  lingkup?: Parameters<typeof lingkupKelas>[1];
}

/** The stored files of assignments, by assignment, in upload order. */
export async function lampiranTugasRows(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      idTugas: lampiranTugas.idTugas,
      idBerkas: berkas.id,
      kunci: berkas.kunci,
      nama: berkas.namaAsli,
      ukuran: berkas.ukuran,
    })
    .from(lampiranTugas)
    .innerJoin(berkas, eq(berkas.id, lampiranTugas.idBerkas))
    .where(inArray(lampiranTugas.idTugas, ids))
    .orderBy(asc(lampiranTugas.createdAt), asc(berkas.namaAsli));
}

/** The monitoring counts of assignments (spec 2 monitoring card, BAP total_nilai). */
export async function rekapTugasRows(
  db: Db,
  daftar: { id: string; jenis: string; idKelas: string; waktuMulai: Date }[],
  kini: Date,
): Promise<Map<string, RekapTugas>> {
  const hasil = new Map<string, RekapTugas>();
  if (daftar.length === 0) return hasil;
  const ids = daftar.map((d) => d.id);
  const kumpul = await db
    .select({
      id: pengumpulanTugas.idTugas,
      n: count(),
      terlambat: sql<number>`count(*) filter (where ${pengumpulanTugas.terlambat})`.mapWith(Number),
      dinilai: sql<number>`count(${pengumpulanTugas.nilai})`.mapWith(Number),
      total: sql<number>`coalesce(sum(${pengumpulanTugas.nilai}), 0)`.mapWith(Number),
    })
    .from(pengumpulanTugas)
    .where(inArray(pengumpulanTugas.idTugas, ids))
    .groupBy(pengumpulanTugas.idTugas);
  const kelompok = await db
    .select({ id: kelompokTugas.idTugas, n: count() })
    .from(kelompokTugas)
    .where(inArray(kelompokTugas.idTugas, ids))
    .groupBy(kelompokTugas.idTugas);
  const idKelas = [...new Set(daftar.map((d) => d.idKelas))];
  const peserta = await db
    .select({ id: pesertaKelas.idKelasKuliah, n: count() })
    .from(pesertaKelas)
    .where(inArray(pesertaKelas.idKelasKuliah, idKelas))
    .groupBy(pesertaKelas.idKelasKuliah);
  for (const d of daftar) {
    const k = kumpul.find((x) => x.id === d.id);
    const jumlah = { jumlah_pengumpulan: k?.n ?? 0, jumlah_dinilai: k?.dinilai ?? 0 };
    const total = Math.round((k?.total ?? 0) * 100) / 100;
    hasil.set(d.id, {
      status: statusMonitoringTugas({ waktu_mulai: d.waktuMulai }, jumlah, kini),
      jumlah_target:
        d.jenis === 'kelompok'
          ? (kelompok.find((x) => x.id === d.id)?.n ?? 0)
          : (peserta.find((x) => x.id === d.idKelas)?.n ?? 0),
      ...jumlah,
      jumlah_terlambat: k?.terlambat ?? 0,
      total_nilai: total,
      rata_rata_nilai:
        jumlah.jumlah_dinilai > 0 ? Math.round((total / jumlah.jumlah_dinilai) * 100) / 100 : null,
    });
  }
  return hasil;
}

/** Assignments with their class, meeting and course, newest deadline first. */
export async function daftarTugasRows(
  db: Db,
  f: FilterTugas,
  paging: { page: number; perPage: number },
) {
  const where = and(
    eq(kelasKuliah.idPerguruanTinggi, f.idPerguruanTinggi),
    f.lingkup ? lingkupKelas(db, f.lingkup) : undefined,
    f.idPertemuan ? eq(tugas.idPertemuan, f.idPertemuan) : undefined,
    f.idKelas ? eq(pertemuan.idKelasKuliah, f.idKelas) : undefined,
    f.ids ? inArray(tugas.id, f.ids) : undefined,
    f.jenis ? eq(tugas.jenis, f.jenis) : undefined,
    f.search ? ilike(tugas.judul, `%${f.search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  ) as SQL;
  const dasar = () =>
    db
      .select({
        t: tugas,
        idKelas: pertemuan.idKelasKuliah,
        nomor: pertemuan.nomor,
        judulPertemuan: pertemuan.judul,
        kodeMk: mataKuliah.kode,
        namaMk: mataKuliah.nama,
        pembuat: { name: pengguna.nama, username: pengguna.username },
      })
      .from(tugas)
      .innerJoin(pertemuan, eq(pertemuan.id, tugas.idPertemuan))
      .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
      .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
      .leftJoin(pengguna, eq(pengguna.id, tugas.dibuatOleh));
  const [total] = await db
    .select({ n: count() })
    .from(tugas)
    .innerJoin(pertemuan, eq(pertemuan.id, tugas.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .where(where);
  const rows = await dasar()
    .where(where)
    .orderBy(desc(tugas.waktuSelesai), desc(tugas.createdAt), asc(tugas.id))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  return { rows, total: total?.n ?? 0 };
}

export async function tambahTugasRow(
  db: Db,
  kolom: KolomTugas & { idPertemuan: string; dibuatOleh: string },
) {
  const [r] = await db.insert(tugas).values(kolom).returning({ id: tugas.id });
  if (!r) throw new Error('tugas tidak tersimpan');
  return r.id;
}

export async function ubahTugasRow(
  db: Db,
  id: string,
  kolom: KolomTugas & { idPertemuan: string },
) {
  await db
    .update(tugas)
    .set({ ...kolom, updatedAt: new Date() })
    .where(eq(tugas.id, id));
}

export async function jumlahPengumpulan(db: Db, idTugas: string) {
  const [r] = await db
    .select({ n: count() })
    .from(pengumpulanTugas)
    .where(eq(pengumpulanTugas.idTugas, idTugas));
  return r?.n ?? 0;
}

export async function hapusKelompokTugasRows(db: Db, idTugas: string) {
  await db.delete(kelompokTugas).where(eq(kelompokTugas.idTugas, idTugas));
}

/**
 * Removes an assignment; answers the storage keys of its attachments and submissions' files
 * (their rows go with it), for the caller to delete the bytes after the transaction.
 */
export async function hapusTugasRow(db: Db, id: string) {
  return transaksi(db, async (tx) => {
    const kunci = await berkasMilikTugas(tx, id);
    await tx.delete(tugas).where(eq(tugas.id, id));
    if (kunci.length > 0) {
      await tx.delete(berkas).where(
        inArray(
          berkas.id,
          kunci.map((k) => k.id),
        ),
      );
    }
    return kunci.map((k) => k.kunci);
  });
}

/** Every stored file of an assignment: its attachments and its submissions' files. */
async function berkasMilikTugas(db: Db, idTugas: string) {
  const lampiran = await db
    .select({ id: berkas.id, kunci: berkas.kunci })
    .from(lampiranTugas)
    .innerJoin(berkas, eq(berkas.id, lampiranTugas.idBerkas))
    .where(eq(lampiranTugas.idTugas, idTugas));
  const kumpulan = await db
    .select({ id: berkas.id, kunci: berkas.kunci })
    .from(berkasPengumpulan)
    .innerJoin(berkas, eq(berkas.id, berkasPengumpulan.idBerkas))
    .innerJoin(pengumpulanTugas, eq(pengumpulanTugas.id, berkasPengumpulan.idPengumpulan))
    .where(eq(pengumpulanTugas.idTugas, idTugas));
  return [...lampiran, ...kumpulan];
}

export async function tambahLampiranRows(db: Db, idTugas: string, idBerkas: string[]) {
  if (idBerkas.length === 0) return;
  await db.insert(lampiranTugas).values(idBerkas.map((id) => ({ idTugas, idBerkas: id })));
}

export async function jumlahLampiran(db: Db, idTugas: string) {
  const [r] = await db
    .select({ n: count() })
    .from(lampiranTugas)
    .where(eq(lampiranTugas.idTugas, idTugas));
  return r?.n ?? 0;
}

/** Removes one attachment (found by its storage key); answers the key, or null when absent. */
export async function hapusLampiranRow(db: Db, idTugas: string, kunci: string) {
  const [b] = await db
    .select({ id: berkas.id })
    .from(lampiranTugas)
    .innerJoin(berkas, eq(berkas.id, lampiranTugas.idBerkas))
    .where(and(eq(lampiranTugas.idTugas, idTugas), eq(berkas.kunci, kunci)))
    .limit(1);
  if (!b) return null;
  await db.delete(berkas).where(eq(berkas.id, b.id));
  return kunci;
}

/**
 * The assignments of meetings for the BAP (spec 3 BAP 'tugas (total_nilai, jumlah_dinilai)'): by
 * meeting, in start order, the sum of the grades given and how many were graded.
 */
export async function tugasUntukBap(db: Db, idPertemuan: string[]) {
  if (idPertemuan.length === 0) return [];
  const rows = await db
    .select({
      idPertemuan: tugas.idPertemuan,
      judul: tugas.judul,
      total: sql<number>`coalesce(sum(${pengumpulanTugas.nilai}), 0)`.mapWith(Number),
      dinilai: sql<number>`count(${pengumpulanTugas.nilai})`.mapWith(Number),
    })
    .from(tugas)
    .leftJoin(pengumpulanTugas, eq(pengumpulanTugas.idTugas, tugas.id))
    .where(inArray(tugas.idPertemuan, idPertemuan))
    .groupBy(tugas.id)
    .orderBy(asc(tugas.waktuMulai), asc(tugas.id));
  return rows.map((r) => ({
    idPertemuan: r.idPertemuan,
    judul: r.judul,
    total_nilai: Math.round(r.total * 100) / 100,
    jumlah_dinilai: r.dinilai,
  }));
}
