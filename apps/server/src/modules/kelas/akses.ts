import { izinPengajarUtama, punyaAkses } from '@kampus/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kelasKuliah, pengajarKelas, pesertaKelas } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { wajibIzin } from '../../http/route';
import type { Aktor } from '../auth/aktor';

export type PeranDiKelas = 'peserta' | 'pengajar' | 'operator';

export interface AksesKelas {
  kelas: typeof kelasKuliah.$inferSelect;
  peran: PeranDiKelas;
  /** The caller is the class's main teacher (spec 6: only they change teachers). */
  isUtama: boolean;
}

export const PESAN_BUKAN_ANGGOTA = 'Anda tidak terdaftar pada kelas kuliah ini';
export const PESAN_HAK_KELAS = 'Anda tidak memiliki hak akses kelas kuliah';

/**
 * Who may read or change a class (spec 6): its students read it, its teachers read and change
 * it, operators need read or write on kelas_kuliah. Unknown classes are 404, others' are 403.
 */
export async function aksesKelas(
  db: Db,
  aktor: Aktor,
  idKelas: string,
  tingkat: 'read' | 'write',
): Promise<AksesKelas> {
  const [kelas] = await db
    .select()
    .from(kelasKuliah)
    .where(
      and(eq(kelasKuliah.id, idKelas), eq(kelasKuliah.idPerguruanTinggi, aktor.idPerguruanTinggi)),
    )
    .limit(1);
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
    const [p] = await db
      .select({ isUtama: pengajarKelas.isUtama })
      .from(pengajarKelas)
      .where(
        and(
          eq(pengajarKelas.idKelasKuliah, idKelas),
          eq(pengajarKelas.idDosen, aktor.idDosen ?? ''),
        ),
      );
    if (!p) throw forbidden(PESAN_BUKAN_ANGGOTA);
    return { kelas, peran: 'pengajar', isUtama: p.isUtama };
  }
  const [m] = await db
    .select({ id: pesertaKelas.idMahasiswa })
    .from(pesertaKelas)
    .where(
      and(
        eq(pesertaKelas.idKelasKuliah, idKelas),
        eq(pesertaKelas.idMahasiswa, aktor.idMahasiswa ?? ''),
      ),
    );
  if (!m) throw forbidden(PESAN_BUKAN_ANGGOTA);
  if (tingkat === 'write') throw forbidden('Mahasiswa tidak dapat mengubah data kelas');
  return { kelas, peran: 'peserta', isUtama: false };
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
