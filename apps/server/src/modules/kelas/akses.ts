import { izinPengajarUtama, punyaAkses } from '@kampus/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kelasKuliah, pengajarKelas, pesertaKelas } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { wajibIzin } from '../../http/route';
import type { CacheBaca } from '../../platform/cache';
import type { Aktor } from '../auth';

export type PeranDiKelas = 'peserta' | 'pengajar' | 'operator';

export interface AksesKelas {
  kelas: typeof kelasKuliah.$inferSelect;
  peran: PeranDiKelas;
  /** The caller is the class's main teacher (spec 6: only they change teachers). */
  isUtama: boolean;
}

export const PESAN_BUKAN_ANGGOTA = 'Anda tidak terdaftar pada kelas kuliah ini';
export const PESAN_HAK_KELAS = 'Anda tidak memiliki hak akses kelas kuliah';

/** What the caller is to a class: null when they neither teach nor attend it. */
type Keanggotaan = { peran: 'pengajar'; isUtama: boolean } | { peran: 'peserta' } | null;

/**
 * Who may read or change a class (spec 6): its students read it, its teachers read and change
 * it, operators need read or write on kelas_kuliah. Unknown classes are 404, others' are 403.
 */
function putuskanAkses(
  aktor: Aktor,
  kelas: typeof kelasKuliah.$inferSelect | null | undefined,
  anggota: Keanggotaan,
  tingkat: 'read' | 'write',
): AksesKelas {
  if (!kelas) throw notFound('Kelas kuliah tidak ditemukan');
  if (aktor.role === 'operator') {
    if (!punyaAkses(aktor.hakAkses ?? undefined, 'kelas_kuliah', tingkat)) {
      throw forbidden(
        tingkat === 'write' ? 'Anda tidak memiliki hak ubah kelas kuliah' : PESAN_HAK_KELAS,
      );
    }
    return { kelas, peran: 'operator', isUtama: false };
  }
  if (aktor.role === 'dosen') {
    if (anggota?.peran !== 'pengajar') throw forbidden(PESAN_BUKAN_ANGGOTA);
    return { kelas, peran: 'pengajar', isUtama: anggota.isUtama };
  }
  if (anggota?.peran !== 'peserta') throw forbidden(PESAN_BUKAN_ANGGOTA);
  if (tingkat === 'write') throw forbidden('Mahasiswa tidak dapat mengubah data kelas');
  return { kelas, peran: 'peserta', isUtama: false };
}

async function barisKelas(db: Db, aktor: Aktor, idKelas: string) {
  const [kelas] = await db
    .select()
    .from(kelasKuliah)
    .where(
      and(eq(kelasKuliah.id, idKelas), eq(kelasKuliah.idPerguruanTinggi, aktor.idPerguruanTinggi)),
    )
    .limit(1);
  return kelas ?? null;
}

/** Access to a class for a change, read fresh (also inside a transaction). */
export async function aksesKelas(
  db: Db,
  aktor: Aktor,
  idKelas: string,
  tingkat: 'read' | 'write',
): Promise<AksesKelas> {
  const kelas = await barisKelas(db, aktor, idKelas);
  let anggota: Keanggotaan = null;
  if (kelas && aktor.role === 'dosen') {
    const [p] = await db
      .select({ isUtama: pengajarKelas.isUtama })
      .from(pengajarKelas)
      .where(
        and(
          eq(pengajarKelas.idKelasKuliah, idKelas),
          eq(pengajarKelas.idDosen, aktor.idDosen ?? ''),
        ),
      );
    anggota = p ? { peran: 'pengajar', isUtama: p.isUtama } : null;
  } else if (kelas && aktor.role === 'mahasiswa') {
    const [m] = await db
      .select({ id: pesertaKelas.idMahasiswa })
      .from(pesertaKelas)
      .where(
        and(
          eq(pesertaKelas.idKelasKuliah, idKelas),
          eq(pesertaKelas.idMahasiswa, aktor.idMahasiswa ?? ''),
        ),
      );
    anggota = m ? { peran: 'peserta' } : null;
  }
  return putuskanAkses(aktor, kelas, anggota, tingkat);
}

/** The classes a student attends (ids), cached until one of their participations changes. */
export function kelasDiikuti(db: Db, cache: CacheBaca, idMahasiswa: string) {
  return cache.baca(
    `kelas-diikuti:${idMahasiswa}`,
    db,
    async (p) =>
      (
        await p.db
          .select({ id: pesertaKelas.idKelasKuliah })
          .from(pesertaKelas)
          .where(eq(pesertaKelas.idMahasiswa, idMahasiswa))
      ).map((r) => r.id),
    { topik: [`mahasiswa:${idMahasiswa}`], tersaring: ['peserta_kelas'] },
  );
}

/** The classes a lecturer teaches, with whether they are the main teacher; cached likewise. */
export function kelasDiajar(db: Db, cache: CacheBaca, idDosen: string) {
  return cache.baca(
    `kelas-diajar:${idDosen}`,
    db,
    (p) =>
      p.db
        .select({ id: pengajarKelas.idKelasKuliah, isUtama: pengajarKelas.isUtama })
        .from(pengajarKelas)
        .where(eq(pengajarKelas.idDosen, idDosen)),
    { topik: [`dosen:${idDosen}`], tersaring: ['pengajar_kelas'] },
  );
}

/**
 * Access to a class for reading, from the read cache: the hot path of every class and meeting
 * page. The same rule as `aksesKelas`; never use it for a change.
 */
export async function aksesBacaKelas(
  db: Db,
  cache: CacheBaca,
  aktor: Aktor,
  idKelas: string,
): Promise<AksesKelas> {
  const kelas = await cache.baca(
    `kelas-baris:${aktor.idPerguruanTinggi}:${idKelas}`,
    db,
    (p) => barisKelas(p.db, aktor, idKelas),
    { topik: [`kelas_kuliah:${idKelas}`], tersaring: ['kelas_kuliah'] },
  );
  let anggota: Keanggotaan = null;
  if (kelas && aktor.role === 'dosen') {
    const p = (await kelasDiajar(db, cache, aktor.idDosen ?? '')).find((k) => k.id === idKelas);
    anggota = p ? { peran: 'pengajar', isUtama: p.isUtama } : null;
  } else if (kelas && aktor.role === 'mahasiswa') {
    const ikut = await kelasDiikuti(db, cache, aktor.idMahasiswa ?? '');
    anggota = ikut.includes(idKelas) ? { peran: 'peserta' } : null;
  }
  return putuskanAkses(aktor, kelas, anggota, 'read');
}

/** Changing the class's teachers: an operator with write, or the class's main teacher (spec 6). */
export async function aksesKelasUtama(db: Db, aktor: Aktor, idKelas: string, pesan: string) {
  const akses = await aksesKelas(db, aktor, idKelas, 'write');
  wajibPengajarUtama(akses, pesan);
  return akses;
}

/** A teacher who is not the class's main teacher cannot change its teachers (403 `pesan`). */
export function wajibPengajarUtama(akses: AksesKelas, pesan: string) {
  wajibIzin(
    izinPengajarUtama({ pengajar: akses.peran === 'pengajar', utama: akses.isUtama }, pesan),
  );
}
