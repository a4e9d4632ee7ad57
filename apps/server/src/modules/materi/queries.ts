import type { Materi, PresensiMateriSaya } from '@kampus/api/contract';
import { sembunyikanMateriBelumTampil } from '@kampus/domain';
import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  lte,
  ne,
  or,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  berkas,
  jenisKelas,
  kelasKuliah,
  mataKuliah,
  materi,
  pengajarKelas,
  pengguna,
  pertemuan,
  presensiMateri,
} from '../../db/schema';
import type { Aktor } from '../auth';
import { daftarkanPenghitungAktivitas } from '../pertemuan';
import { urlBerkas } from '../storager';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Shown to students now: shown immediately, or past its display start (spec 4). */
export const materiTampil = (sekarang: Date) =>
  or(eq(materi.tampilSekarang, true), lte(materi.waktuMulaiTampil, sekarang)) as SQL;

export function presensiSaya(row: typeof presensiMateri.$inferSelect | null): PresensiMateriSaya {
  return {
    statusUnduh: row?.waktuTerpenuhi ? 'terpenuhi' : 'belum_terpenuhi',
    waktuDownload: iso(row?.waktuUnduh ?? null),
    waktuTerakhirDownload: iso(row?.waktuTerakhirUnduh ?? null),
    waktuBuka: iso(row?.waktuBuka ?? null),
    persen: row?.persenTertinggi ?? 0,
  };
}

/**
 * What a copy listing may show (spec 2 'Salin Materi Kelas Lain'): a lecturer sees materials of
 * the courses they teach, and a material not yet shown only in a class they teach themselves;
 * an operator (with read on kelas_kuliah, checked by the route) sees the college's.
 */
export function lingkupSalinMateri(db: Db, aktor: Aktor, sekarang: Date): SQL | undefined {
  if (aktor.role === 'operator') return undefined;
  const kelasDiajar = db
    .select({ id: pengajarKelas.idKelasKuliah })
    .from(pengajarKelas)
    .where(eq(pengajarKelas.idDosen, aktor.idDosen ?? '00000000-0000-0000-0000-000000000000'));
  const mataKuliahDiajar = db
    .select({ id: kelasKuliah.idMataKuliah })
    .from(kelasKuliah)
    .where(inArray(kelasKuliah.id, kelasDiajar));
  return and(
    inArray(kelasKuliah.idMataKuliah, mataKuliahDiajar),
    or(materiTampil(sekarang), inArray(kelasKuliah.id, kelasDiajar)),
  );
}

/** The chosen materials the caller may copy (the copy listing's scope, in their college). */
export async function materiBolehDisalin(db: Db, aktor: Aktor, ids: string[], sekarang: Date) {
  const rows = await db
    .select({ m: materi })
    .from(materi)
    .innerJoin(pertemuan, eq(pertemuan.id, materi.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .where(
      and(
        inArray(materi.id, ids),
        eq(kelasKuliah.idPerguruanTinggi, aktor.idPerguruanTinggi),
        lingkupSalinMateri(db, aktor, sekarang),
      ),
    );
  return rows.map((r) => r.m);
}

/** Materials with their meeting, class, file and uploader; the student's own presence. */
export async function daftarMateri(
  db: Db,
  aktor: Aktor,
  where: SQL,
  paging: { page: number; perPage: number },
) {
  const [total] = await db
    .select({ n: count() })
    .from(materi)
    .innerJoin(pertemuan, eq(pertemuan.id, materi.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .where(where);
  const rows = await db
    .select({
      m: materi,
      p: {
        id: pertemuan.id,
        nomor: pertemuan.nomor,
        jenis: pertemuan.jenis,
        idKelas: pertemuan.idKelasKuliah,
      },
      kelas: { nama: kelasKuliah.namaKelas },
      jenis: { nama: jenisKelas.nama },
      mk: { id: mataKuliah.id, kode: mataKuliah.kode, nama: mataKuliah.nama },
      b: { url: berkas.kunci, nama: berkas.namaAsli, ukuran: berkas.ukuran, mime: berkas.mime },
      oleh: { name: pengguna.nama, username: pengguna.username },
    })
    .from(materi)
    .innerJoin(pertemuan, eq(pertemuan.id, materi.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .leftJoin(berkas, eq(berkas.id, materi.idBerkas))
    .leftJoin(pengguna, eq(pengguna.id, materi.dibuatOleh))
    .where(where)
    .orderBy(desc(materi.createdAt), desc(materi.id))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  const ids = rows.map((r) => r.m.id);
  const [milikSaya, terpenuhi] = await Promise.all([
    aktor.idMahasiswa && ids.length
      ? db
          .select()
          .from(presensiMateri)
          .where(
            and(
              inArray(presensiMateri.idMateri, ids),
              eq(presensiMateri.idMahasiswa, aktor.idMahasiswa),
            ),
          )
      : [],
    aktor.role !== 'mahasiswa' && ids.length
      ? db
          .select({ id: presensiMateri.idMateri, n: count() })
          .from(presensiMateri)
          .where(
            and(inArray(presensiMateri.idMateri, ids), isNotNull(presensiMateri.waktuTerpenuhi)),
          )
          .groupBy(presensiMateri.idMateri)
      : [],
  ]);
  const sekarang = Date.now();
  const items: Materi[] = rows.map((r) => ({
    id: r.m.id,
    id_pertemuan: r.m.idPertemuan,
    pertemuan: {
      id: r.p.id,
      nomor: r.p.nomor,
      jenis: r.p.jenis,
      id_kelas_kuliah: r.p.idKelas,
      kelas: { nama: r.kelas.nama, jenis: r.jenis },
      mata_kuliah: r.mk,
    },
    judul: r.m.judul,
    deskripsi: r.m.deskripsi,
    tipe_file: r.m.tipeFile,
    jenis_materi: r.m.jenisMateri as Materi['jenis_materi'],
    tampil_sekarang: r.m.tampilSekarang,
    waktu_mulai_tampil: iso(r.m.waktuMulaiTampil),
    is_syarat_hadir: r.m.isSyaratHadir,
    deadline: iso(r.m.deadline),
    created_by: r.oleh?.username ? { name: r.oleh.name, username: r.oleh.username } : null,
    created_at: r.m.createdAt.toISOString(),
    file: r.b?.url
      ? { url: urlBerkas(r.b.url), nama: r.b.nama, ukuran: r.b.ukuran, mime: r.b.mime }
      : null,
    file_url: r.m.fileUrl,
    tampil:
      r.m.tampilSekarang ||
      (r.m.waktuMulaiTampil !== null && r.m.waktuMulaiTampil.getTime() <= sekarang),
    presensi:
      aktor.role === 'mahasiswa'
        ? presensiSaya(milikSaya.find((x) => x.idMateri === r.m.id) ?? null)
        : null,
    jumlah_terpenuhi:
      aktor.role === 'mahasiswa' ? null : (terpenuhi.find((x) => x.id === r.m.id)?.n ?? 0),
  }));
  return { items, total: total?.n ?? 0 };
}

/** Meeting activity counts (spec 3 count_activity): materials visible to students. */
daftarkanPenghitungAktivitas(async (db, ids) => {
  const rows = await db
    .select({ id: materi.idPertemuan, n: count() })
    .from(materi)
    .where(inArray(materi.idPertemuan, ids))
    .groupBy(materi.idPertemuan);
  return new Map(rows.map((r) => [r.id, { materi: r.n }]));
});

export async function materiById(db: Db, id: string) {
  const [m] = await db.select().from(materi).where(eq(materi.id, id)).limit(1);
  return m ?? null;
}

/** A meeting's materials; students see only those already shown (spec 4). */
export function daftarMateriPertemuan(
  db: Db,
  aktor: Aktor,
  idPertemuan: string,
  paging: { page: number; perPage: number },
) {
  return daftarMateri(
    db,
    aktor,
    and(
      eq(materi.idPertemuan, idPertemuan),
      sembunyikanMateriBelumTampil(aktor) ? materiTampil(new Date()) : undefined,
    ) as SQL,
    paging,
  );
}

/** Materials of the same course in other classes, for the copy tab (spec 2). */
export function daftarMateriSalin(
  db: Db,
  aktor: Aktor,
  filter: { idMataKuliah?: string; kecualiKelas?: string; search?: string },
  paging: { page: number; perPage: number },
) {
  return daftarMateri(
    db,
    aktor,
    and(
      eq(kelasKuliah.idPerguruanTinggi, aktor.idPerguruanTinggi),
      filter.idMataKuliah ? eq(kelasKuliah.idMataKuliah, filter.idMataKuliah) : undefined,
      filter.kecualiKelas ? ne(kelasKuliah.id, filter.kecualiKelas) : undefined,
      filter.search ? ilike(materi.judul, `%${filter.search}%`) : undefined,
      lingkupSalinMateri(db, aktor, new Date()),
    ) as SQL,
    paging,
  );
}

/** Materials by id, as the API describes them. */
export function materiByIds(db: Db, aktor: Aktor, ids: string[]) {
  return daftarMateri(db, aktor, inArray(materi.id, ids), { page: 1, perPage: 100 });
}

/**
 * Forgets a stored file unless another material (a copy) still uses it; answers its storage key
 * for the caller to remove, or null while it is in use.
 */
export async function lepasBerkas(db: Db, idBerkas: string, kecualiMateri?: string) {
  const [dipakai] = await db
    .select({ id: materi.id })
    .from(materi)
    .where(
      and(eq(materi.idBerkas, idBerkas), kecualiMateri ? ne(materi.id, kecualiMateri) : undefined),
    )
    .limit(1);
  if (dipakai) return null;
  const [row] = await db
    .delete(berkas)
    .where(eq(berkas.id, idBerkas))
    .returning({ kunci: berkas.kunci });
  return row?.kunci ?? null;
}

export async function tambahMateriRow(db: Db, values: typeof materi.$inferInsert) {
  const [row] = await db.insert(materi).values(values).returning({ id: materi.id });
  if (!row) throw new Error('materi tidak tersimpan');
  return row.id;
}

/**
 * Saves an edited material and, when its old file is replaced, forgets that file in the same
 * transaction; answers the storage key to remove.
 */
export async function ubahMateriRow(
  db: Db,
  id: string,
  set: Partial<typeof materi.$inferInsert>,
  berkasLama: string | null,
) {
  return db.transaction(async (tx) => {
    await tx.update(materi).set(set).where(eq(materi.id, id));
    return berkasLama ? lepasBerkas(tx, berkasLama, id) : null;
  });
}

/** Deletes a material and its file unless a copy uses it, in one transaction. */
export async function hapusMateriRow(db: Db, m: { id: string; idBerkas: string | null }) {
  return db.transaction(async (tx) => {
    await tx.delete(materi).where(eq(materi.id, m.id));
    return m.idBerkas ? lepasBerkas(tx, m.idBerkas) : null;
  });
}

/** The course of each source meeting, to copy only within the same course. */
export async function mataKuliahPertemuan(db: Db, idPertemuan: string[]) {
  return db
    .select({
      id: pertemuan.id,
      idMataKuliah: kelasKuliah.idMataKuliah,
      idPt: kelasKuliah.idPerguruanTinggi,
    })
    .from(pertemuan)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .where(inArray(pertemuan.id, idPertemuan));
}

export async function mataKuliahKelas(db: Db, idKelas: string) {
  const [k] = await db
    .select({ idMataKuliah: kelasKuliah.idMataKuliah })
    .from(kelasKuliah)
    .where(eq(kelasKuliah.id, idKelas));
  return k?.idMataKuliah ?? null;
}

/** Inserts the copies of materials; answers their ids. */
export async function salinMateriRows(db: Db, rows: (typeof materi.$inferInsert)[]) {
  const baru = await db.insert(materi).values(rows).returning({ id: materi.id });
  return baru.map((b) => b.id);
}

export async function presensiMateriMahasiswa(db: Db, idMateri: string, idMahasiswa: string) {
  const [row] = await db
    .select()
    .from(presensiMateri)
    .where(and(eq(presensiMateri.idMateri, idMateri), eq(presensiMateri.idMahasiswa, idMahasiswa)));
  return row ?? null;
}

/** Stores a student's presence on a material (idempotent per material and student). */
export async function simpanPresensiMateri(
  db: Db,
  row: typeof presensiMateri.$inferInsert & { idMateri: string; idMahasiswa: string },
) {
  const { idMateri: _m, idMahasiswa: _s, ...set } = row;
  const [hasil] = await db
    .insert(presensiMateri)
    .values(row)
    .onConflictDoUpdate({ target: [presensiMateri.idMateri, presensiMateri.idMahasiswa], set })
    .returning();
  return hasil ?? null;
}
