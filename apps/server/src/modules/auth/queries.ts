import type { UserInfo } from '@kampus/api/contract';
import type { HakAkses } from '@kampus/domain';
import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  dosen,
  mahasiswa,
  operator,
  pengguna,
  perguruanTinggi,
  prodi,
  refreshToken,
} from '../../db/schema';
import type { CacheBaca } from '../../platform/cache';
import type { Aktor } from './aktor';

export async function findPenggunaByUsername(db: Db, collegeId: string, username: string) {
  const [row] = await db
    .select()
    .from(pengguna)
    .where(and(eq(pengguna.idPerguruanTinggi, collegeId), eq(pengguna.username, username)))
    .limit(1);
  return row ?? null;
}

/**
 * Loads the caller with the ids and permissions that role checks need, and whether the login
 * session `sid` is still open (not logged out, not revoked) in the same query.
 */
export async function loadAktor(
  db: Db,
  idPengguna: string,
  sid?: string,
): Promise<
  (Aktor & { isActive: boolean; operatorAktif: boolean | null; sesiAktif: boolean }) | null
> {
  const sesiAktif = sid
    ? exists(
        db
          .select({ x: sql`1` })
          .from(refreshToken)
          .where(
            and(
              eq(refreshToken.idKeluarga, sid),
              eq(refreshToken.idPengguna, pengguna.id),
              isNull(refreshToken.revokedAt),
            ),
          ),
      )
    : sql`false`;
  const [row] = await db
    .select({
      idPengguna: pengguna.id,
      idPerguruanTinggi: pengguna.idPerguruanTinggi,
      username: pengguna.username,
      nama: pengguna.nama,
      role: pengguna.role,
      isActive: pengguna.isActive,
      idMahasiswa: mahasiswa.id,
      idDosen: dosen.id,
      hakAkses: operator.hakAkses,
      operatorAktif: operator.isActive,
      sesiAktif: sql<boolean>`${sesiAktif}`.mapWith(Boolean),
    })
    .from(pengguna)
    .leftJoin(mahasiswa, eq(mahasiswa.idPengguna, pengguna.id))
    .leftJoin(dosen, eq(dosen.idPengguna, pengguna.id))
    .leftJoin(operator, eq(operator.idPengguna, pengguna.id))
    .where(eq(pengguna.id, idPengguna))
    .limit(1);
  if (!row) return null;
  return { ...row, hakAkses: (row.hakAkses as HakAkses | null) ?? null };
}

export async function loadUserInfo(db: Db, aktor: Aktor): Promise<UserInfo> {
  const [row] = await db
    .select({ p: pengguna, pt: { id: perguruanTinggi.id, nama: perguruanTinggi.nama } })
    .from(pengguna)
    .innerJoin(perguruanTinggi, eq(perguruanTinggi.id, pengguna.idPerguruanTinggi))
    .where(eq(pengguna.id, aktor.idPengguna))
    .limit(1);
  if (!row) throw new Error('pengguna hilang');
  const info: UserInfo = {
    id: row.p.id,
    uuid: row.p.id,
    username: row.p.username,
    nama: row.p.nama,
    role: row.p.role,
    email: row.p.email,
    fotoContentUrl: row.p.fotoUrl,
    perguruan_tinggi: row.pt,
    mahasiswa: null,
    dosen: null,
    operator: null,
  };
  if (aktor.idMahasiswa) {
    const [m] = await db
      .select({ m: mahasiswa, prodi: { id: prodi.id, nama: prodi.nama, jenjang: prodi.jenjang } })
      .from(mahasiswa)
      .innerJoin(prodi, eq(prodi.id, mahasiswa.idProdi))
      .where(eq(mahasiswa.id, aktor.idMahasiswa));
    if (m) {
      info.mahasiswa = {
        id: m.m.id,
        nim: m.m.nim,
        nama: m.m.nama,
        prodi: m.prodi,
        angkatan: m.m.angkatan,
        status: m.m.status,
      };
    }
  }
  if (aktor.idDosen) {
    const [d] = await db
      .select({ d: dosen, prodi: { id: prodi.id, nama: prodi.nama, jenjang: prodi.jenjang } })
      .from(dosen)
      .leftJoin(prodi, eq(prodi.id, dosen.idProdi))
      .where(eq(dosen.id, aktor.idDosen));
    if (d) {
      info.dosen = {
        id: d.d.id,
        nidn: d.d.nidn,
        nama: d.d.nama,
        gelar_depan: d.d.gelarDepan,
        gelar_akademik: d.d.gelarAkademik,
        prodi: d.prodi,
      };
    }
  }
  if (aktor.role === 'operator') {
    const [o] = await db.select().from(operator).where(eq(operator.idPengguna, aktor.idPengguna));
    if (o) info.operator = { id: o.id, is_active: o.isActive, hak_akses: o.hakAkses as HakAkses };
  }
  return info;
}

/** user_info from the read cache, until the user or one of their records changes (all announce
 * `pengguna:<id>`); the college and programme names by table. */
export function userInfoTersimpan(db: Db, cache: CacheBaca, aktor: Aktor) {
  return cache.baca(`user-info:${aktor.idPengguna}`, db, (p) => loadUserInfo(p.db, aktor), {
    topik: [`pengguna:${aktor.idPengguna}`],
    tersaring: ['pengguna', 'mahasiswa', 'dosen', 'operator'],
  });
}

export async function findPenggunaById(db: Db, id: string) {
  const [row] = await db.select().from(pengguna).where(eq(pengguna.id, id));
  return row ?? null;
}

/** Signed out: no longer counted as active. */
export async function hapusAktifTerakhir(db: Db, idPengguna: string) {
  await db.update(pengguna).set({ lastActiveAt: null }).where(eq(pengguna.id, idPengguna));
}

/** The last time the user was seen active (GET last-active). */
export async function catatAktifTerakhir(db: Db, idPengguna: string, waktu: Date) {
  await db.update(pengguna).set({ lastActiveAt: waktu }).where(eq(pengguna.id, idPengguna));
}
