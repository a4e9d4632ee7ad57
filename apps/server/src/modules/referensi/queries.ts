import {
  labelPeriode,
  mahasiswaAktif,
  namaLengkapPengajar,
  parsePeriode,
  tahunSemesterMahasiswa,
} from '@kampus/domain';
import { and, asc, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  dosen,
  jenisKelas,
  kampus,
  kelasKuliah,
  mahasiswa,
  mataKuliah,
  pengajarKelas,
  periode,
  pesertaKelas,
  prodi,
} from '../../db/schema';

const cari = (kolom: Parameters<typeof ilike>[0], search?: string) =>
  search ? ilike(kolom, `%${search}%`) : undefined;

/** The lecturer teaches the student in some class, or belongs to the student's programme. */
export async function dosenTerkaitMahasiswa(db: Db, idDosen: string, idMahasiswa: string) {
  const [row] = await db
    .select({ ada: sql<number>`1` })
    .from(mahasiswa)
    .where(
      and(
        eq(mahasiswa.id, idMahasiswa),
        or(
          exists(
            db
              .select({ x: sql`1` })
              .from(dosen)
              .where(and(eq(dosen.id, idDosen), eq(dosen.idProdi, mahasiswa.idProdi))),
          ),
          exists(
            db
              .select({ x: sql`1` })
              .from(pengajarKelas)
              .innerJoin(pesertaKelas, eq(pesertaKelas.idKelasKuliah, pengajarKelas.idKelasKuliah))
              .where(
                and(eq(pengajarKelas.idDosen, idDosen), eq(pesertaKelas.idMahasiswa, mahasiswa.id)),
              ),
          ),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function makulRef(db: Db, collegeId: string, search?: string) {
  const rows = await db
    .select()
    .from(mataKuliah)
    .where(
      and(
        eq(mataKuliah.idPerguruanTinggi, collegeId),
        search ? or(cari(mataKuliah.nama, search), cari(mataKuliah.kode, search)) : undefined,
      ),
    )
    .orderBy(asc(mataKuliah.kode));
  return rows.map((m) => ({
    id: m.id,
    kode: m.kode,
    nama: m.nama,
    sks: m.sks,
    id_prodi: m.idProdi,
  }));
}

export async function prodiRef(db: Db, collegeId: string, search?: string) {
  const rows = await db
    .select()
    .from(prodi)
    .where(and(eq(prodi.idPerguruanTinggi, collegeId), cari(prodi.nama, search)))
    .orderBy(asc(prodi.nama));
  return rows.map((p) => ({ id: p.id, kode: p.kode, nama: p.nama, jenjang: p.jenjang }));
}

export async function labelKelasRef(db: Db, collegeId: string) {
  const rows = await db
    .selectDistinct({ nama: kelasKuliah.namaKelas })
    .from(kelasKuliah)
    .where(eq(kelasKuliah.idPerguruanTinggi, collegeId))
    .orderBy(asc(kelasKuliah.namaKelas));
  return rows.map((r) => ({ id: r.nama, nama: r.nama }));
}

export function jenisKelasRef(db: Db, collegeId: string) {
  return db
    .select({ id: jenisKelas.id, nama: jenisKelas.nama })
    .from(jenisKelas)
    .where(eq(jenisKelas.idPerguruanTinggi, collegeId))
    .orderBy(asc(jenisKelas.nama));
}

export function kampusRef(db: Db, collegeId: string) {
  return db
    .select({ id: kampus.id, nama: kampus.nama })
    .from(kampus)
    .where(eq(kampus.idPerguruanTinggi, collegeId))
    .orderBy(asc(kampus.nama));
}

export async function dosenRef(db: Db, collegeId: string, search?: string) {
  const rows = await db
    .select()
    .from(dosen)
    .where(and(eq(dosen.idPerguruanTinggi, collegeId), cari(dosen.nama, search)))
    .orderBy(asc(dosen.nama));
  return rows.map((d) => ({
    id: d.id,
    nidn: d.nidn,
    nama: d.nama,
    nama_lengkap: namaLengkapPengajar({
      nama: d.nama,
      gelar_depan: d.gelarDepan,
      gelar_akademik: d.gelarAkademik,
    }),
  }));
}

/**
 * Active students (Cuti, DO, Lulus and Non-Aktif are not active, spec 3), optionally those
 * taking a class in the period.
 */
export async function mahasiswaAktifRef(
  db: Db,
  collegeId: string,
  filter: { search?: string; periode?: number },
) {
  const rows = await db
    .select({
      id: mahasiswa.id,
      nim: mahasiswa.nim,
      nama: mahasiswa.nama,
      angkatan: mahasiswa.angkatan,
      status: mahasiswa.status,
      prodi: { nama: prodi.nama, jenjang: prodi.jenjang },
    })
    .from(mahasiswa)
    .innerJoin(prodi, eq(prodi.id, mahasiswa.idProdi))
    .where(
      and(
        eq(mahasiswa.idPerguruanTinggi, collegeId),
        filter.search
          ? or(cari(mahasiswa.nama, filter.search), cari(mahasiswa.nim, filter.search))
          : undefined,
        filter.periode
          ? inArray(
              mahasiswa.id,
              db
                .select({ id: pesertaKelas.idMahasiswa })
                .from(pesertaKelas)
                .innerJoin(kelasKuliah, eq(kelasKuliah.id, pesertaKelas.idKelasKuliah))
                .where(eq(kelasKuliah.periode, filter.periode)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(mahasiswa.nim));
  return rows.filter((m) => mahasiswaAktif(m.status)).map(({ status: _s, ...m }) => m);
}

/** The periods a lecturer teaches in. */
export async function periodeMengajar(db: Db, collegeId: string, idDosen: string) {
  const rows = await db
    .selectDistinct({ periode: kelasKuliah.periode })
    .from(kelasKuliah)
    .innerJoin(pengajarKelas, eq(pengajarKelas.idKelasKuliah, kelasKuliah.id))
    .where(and(eq(pengajarKelas.idDosen, idDosen), eq(kelasKuliah.idPerguruanTinggi, collegeId)))
    .orderBy(asc(kelasKuliah.periode));
  return rows.flatMap(({ periode: kode }) => {
    const p = parsePeriode(kode);
    return p
      ? [{ periode: kode, tahun: p.tahun, jenisSemester: p.nama, nama: labelPeriode(kode) }]
      : [];
  });
}

/** Courses, those a lecturer teaches when `idDosen` is given. */
export function mataKuliahRef(db: Db, collegeId: string, idDosen: string | undefined) {
  return db
    .selectDistinct({ id: mataKuliah.id, kode: mataKuliah.kode, nama: mataKuliah.nama })
    .from(mataKuliah)
    .leftJoin(kelasKuliah, eq(kelasKuliah.idMataKuliah, mataKuliah.id))
    .leftJoin(pengajarKelas, eq(pengajarKelas.idKelasKuliah, kelasKuliah.id))
    .where(
      and(
        eq(mataKuliah.idPerguruanTinggi, collegeId),
        idDosen ? eq(pengajarKelas.idDosen, idDosen) : undefined,
      ),
    )
    .orderBy(asc(mataKuliah.kode));
}

export async function mahasiswaById(db: Db, id: string) {
  const [m] = await db.select().from(mahasiswa).where(eq(mahasiswa.id, id)).limit(1);
  return m ?? null;
}

/** A student's semesters: year of study and term from the college's periods (spec 3). */
export async function tahunSemester(db: Db, collegeId: string, angkatan: number) {
  const rows = await db
    .select({ kode: periode.kode })
    .from(periode)
    .where(eq(periode.idPerguruanTinggi, collegeId))
    .orderBy(asc(periode.kode));
  return rows.flatMap(({ kode }) => {
    const t = tahunSemesterMahasiswa(kode, angkatan);
    return t ? [{ periode: kode, ...t, nama: labelPeriode(kode) }] : [];
  });
}
