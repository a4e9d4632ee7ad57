import type { BankSoal } from '@kampus/api/contract';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bankSoal,
  berkas,
  dosen,
  kelasKuliah,
  mataKuliah,
  pengajarKelas,
  pengguna,
  soal,
} from '../../db/schema';
import type { Aktor } from '../auth';
import type { SoalBaru } from '../soal';

const TANPA_ID = '00000000-0000-0000-0000-000000000000';

/** The courses a lecturer teaches (any class, any period). */
function mataKuliahDiajar(db: Db, idDosen: string) {
  return db
    .select({ id: kelasKuliah.idMataKuliah })
    .from(kelasKuliah)
    .innerJoin(pengajarKelas, eq(pengajarKelas.idKelasKuliah, kelasKuliah.id))
    .where(eq(pengajarKelas.idDosen, idDosen));
}

/**
 * The banks the caller sees (spec 3 'Question bank'): a lecturer their own and the shown banks of
 * the courses they teach; an operator (read on bank_soal, checked by the route) the college's.
 */
export function lingkupBankSoal(db: Db, aktor: Aktor): SQL | undefined {
  const pt = eq(bankSoal.idPerguruanTinggi, aktor.idPerguruanTinggi);
  if (aktor.role === 'operator') return pt;
  const idDosen = aktor.idDosen ?? TANPA_ID;
  return and(
    pt,
    or(
      eq(bankSoal.idDosen, idDosen),
      and(
        eq(bankSoal.ditampilkan, true),
        inArray(bankSoal.idMataKuliah, mataKuliahDiajar(db, idDosen)),
      ),
    ),
  );
}

export interface FilterBankSoal {
  search?: string;
  idMataKuliah?: string;
  idProdi?: string;
}

/** An ILIKE pattern for a search text, its wildcards taken literally. */
const polaCari = (teks: string) => `%${teks.replace(/[\\%_]/g, '\\$&')}%`;

function kondisi(f: FilterBankSoal): SQL | undefined {
  const pola = f.search ? polaCari(f.search) : null;
  return and(
    pola ? or(ilike(bankSoal.judul, pola), ilike(dosen.nama, pola)) : undefined,
    f.idMataKuliah ? eq(bankSoal.idMataKuliah, f.idMataKuliah) : undefined,
    f.idProdi ? eq(mataKuliah.idProdi, f.idProdi) : undefined,
  );
}

/** Banks in the caller's scope, newest first, with their course, lecturer and question count. */
export async function daftarBankSoal(
  db: Db,
  aktor: Aktor,
  f: FilterBankSoal & { ids?: string[] },
  paging: { page: number; perPage: number },
  bolehUbah: (b: typeof bankSoal.$inferSelect) => boolean,
): Promise<{ items: BankSoal[]; total: number }> {
  const where = and(
    lingkupBankSoal(db, aktor),
    f.ids ? inArray(bankSoal.id, f.ids) : undefined,
    kondisi(f),
  );
  const [total] = await db
    .select({ n: count() })
    .from(bankSoal)
    .innerJoin(mataKuliah, eq(mataKuliah.id, bankSoal.idMataKuliah))
    .leftJoin(dosen, eq(dosen.id, bankSoal.idDosen))
    .where(where);
  const rows = await db
    .select({
      b: bankSoal,
      mk: {
        id: mataKuliah.id,
        kode: mataKuliah.kode,
        nama: mataKuliah.nama,
        prodi: mataKuliah.idProdi,
      },
      dosen: { id: dosen.id, nama: dosen.nama },
    })
    .from(bankSoal)
    .innerJoin(mataKuliah, eq(mataKuliah.id, bankSoal.idMataKuliah))
    .leftJoin(dosen, eq(dosen.id, bankSoal.idDosen))
    .where(where)
    .orderBy(desc(bankSoal.createdAt), asc(bankSoal.id))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  const ids = rows.map((r) => r.b.id);
  const jumlah = ids.length
    ? await db
        .select({ id: soal.idBankSoal, n: count() })
        .from(soal)
        .where(inArray(soal.idBankSoal, ids))
        .groupBy(soal.idBankSoal)
    : [];
  const items = rows.map((r) => ({
    id: r.b.id,
    judul: r.b.judul,
    deskripsi: r.b.deskripsi,
    dosen: r.dosen?.id ? { id: r.dosen.id, nama: r.dosen.nama } : null,
    mata_kuliah: { id: r.mk.id, kode: r.mk.kode, nama: r.mk.nama },
    id_prodi_mata_kuliah: r.mk.prodi,
    jumlah_soal: jumlah.find((j) => j.id === r.b.id)?.n ?? 0,
    created_at: r.b.createdAt.toISOString(),
    ditampilkan: r.b.ditampilkan,
    dibagikan: r.b.ditampilkan,
    boleh_ubah: bolehUbah(r.b),
  }));
  return { items, total: total?.n ?? 0 };
}

export async function bankSoalById(db: Db, id: string) {
  const [b] = await db.select().from(bankSoal).where(eq(bankSoal.id, id)).limit(1);
  return b ?? null;
}

/** The questions of a bank, in their order, with their authors. */
export async function soalBank(db: Db, idBank: string) {
  return db
    .select({ s: soal, oleh: { name: pengguna.nama, username: pengguna.username } })
    .from(soal)
    .leftJoin(pengguna, eq(pengguna.id, soal.dibuatOleh))
    .where(eq(soal.idBankSoal, idBank))
    .orderBy(asc(soal.nomor), asc(soal.createdAt));
}

/** Whether a lecturer teaches a course (a lecturer's bank must be of one of their courses). */
export async function mengajarMataKuliah(db: Db, idDosen: string, idMataKuliah: string) {
  const [r] = await db
    .select({ id: kelasKuliah.id })
    .from(kelasKuliah)
    .innerJoin(pengajarKelas, eq(pengajarKelas.idKelasKuliah, kelasKuliah.id))
    .where(and(eq(pengajarKelas.idDosen, idDosen), eq(kelasKuliah.idMataKuliah, idMataKuliah)))
    .limit(1);
  return Boolean(r);
}

export async function mataKuliahPt(db: Db, idPt: string, idMataKuliah: string) {
  const [r] = await db
    .select({ id: mataKuliah.id })
    .from(mataKuliah)
    .where(and(eq(mataKuliah.id, idMataKuliah), eq(mataKuliah.idPerguruanTinggi, idPt)))
    .limit(1);
  return Boolean(r);
}

export async function dosenPt(db: Db, idPt: string, idDosen: string) {
  const [r] = await db
    .select({ id: dosen.id })
    .from(dosen)
    .where(and(eq(dosen.id, idDosen), eq(dosen.idPerguruanTinggi, idPt)))
    .limit(1);
  return Boolean(r);
}

export async function tambahBankSoalRow(db: Db, v: typeof bankSoal.$inferInsert) {
  const [b] = await db.insert(bankSoal).values(v).returning({ id: bankSoal.id });
  if (!b) throw new Error('bank soal tidak tersimpan');
  return b.id;
}

export async function ubahBankSoalRow(
  db: Db,
  id: string,
  v: Partial<typeof bankSoal.$inferInsert>,
) {
  await db
    .update(bankSoal)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(bankSoal.id, id));
}

export async function hapusBankSoalRow(db: Db, id: string) {
  await db.delete(bankSoal).where(eq(bankSoal.id, id));
}

// ---- Copying, duplicating and importing questions (issue 14) --------------------------------

/**
 * Questions of the banks of a course the caller sees ('Soal Mata Kuliah'), bank by bank (newest
 * first), in each bank's order; `search` looks in the question text.
 */
export async function soalMataKuliahRows(
  db: Db,
  aktor: Aktor,
  f: { idMataKuliah: string; excludeIdBank?: string; search?: string },
  paging: { page: number; perPage: number },
) {
  const where = and(
    lingkupBankSoal(db, aktor),
    eq(bankSoal.idMataKuliah, f.idMataKuliah),
    f.excludeIdBank ? ne(bankSoal.id, f.excludeIdBank) : undefined,
    f.search ? ilike(soal.pertanyaan, polaCari(f.search)) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(soal)
    .innerJoin(bankSoal, eq(bankSoal.id, soal.idBankSoal))
    .where(where);
  const rows = await db
    .select({
      s: soal,
      bank: { id: bankSoal.id, judul: bankSoal.judul },
      oleh: { name: pengguna.nama, username: pengguna.username },
    })
    .from(soal)
    .innerJoin(bankSoal, eq(bankSoal.id, soal.idBankSoal))
    .leftJoin(pengguna, eq(pengguna.id, soal.dibuatOleh))
    .where(where)
    .orderBy(desc(bankSoal.createdAt), asc(bankSoal.id), asc(soal.nomor), asc(soal.createdAt))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  return { rows, total: total?.n ?? 0 };
}

/** Questions among `ids` of banks the caller sees. */
export async function soalBankTerlihat(db: Db, aktor: Aktor, ids: string[], idMataKuliah: string) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ s: soal })
    .from(soal)
    .innerJoin(bankSoal, eq(bankSoal.id, soal.idBankSoal))
    .where(
      and(
        inArray(soal.id, ids),
        eq(bankSoal.idMataKuliah, idMataKuliah),
        lingkupBankSoal(db, aktor),
      ),
    );
  return rows.map((r) => r.s);
}

/** A copy of a bank with its questions (numbered as they were) and their files' rows. */
export async function duplikatBankSoalRows(
  db: Db,
  bank: typeof bankSoal.$inferInsert,
  daftar: (SoalBaru & { nomor: number })[],
  barisBerkas: (typeof berkas.$inferInsert)[],
) {
  return db.transaction(async (tx) => {
    const [b] = await tx.insert(bankSoal).values(bank).returning({ id: bankSoal.id });
    if (!b) throw new Error('bank soal tidak tersimpan');
    if (barisBerkas.length > 0) await tx.insert(berkas).values(barisBerkas);
    if (daftar.length > 0) {
      await tx.insert(soal).values(daftar.map((v) => ({ ...v, idBankSoal: b.id })));
    }
    return b.id;
  });
}
