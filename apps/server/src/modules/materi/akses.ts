import { materiTerlihat, PESAN_IZIN } from '@kampus/domain';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../http/errors';
import type { Aktor } from '../auth';
import { aksesKelas } from '../kelas';
import { pertemuanById } from '../pertemuan';
import { mataKuliahKelas, mataKuliahPertemuan, materiById } from './queries';

/** A meeting whose class the caller may read or change (kelas/akses.ts). */
export async function pertemuanDenganAkses(
  db: Db,
  aktor: Aktor,
  idPertemuan: string,
  tingkat: 'read' | 'write',
) {
  const p = await pertemuanById(db, idPertemuan);
  if (!p) throw notFound('Pertemuan tidak ditemukan');
  await aksesKelas(db, aktor, p.idKelasKuliah, tingkat);
  return p;
}

/** A material of a class the caller may use; one not shown yet does not exist for students. */
export async function materiDenganAkses(
  db: Db,
  aktor: Aktor,
  id: string,
  tingkat: 'read' | 'write',
) {
  const m = await materiById(db, id);
  if (!m) throw notFound('Materi tidak ditemukan');
  const p = await pertemuanDenganAkses(db, aktor, m.idPertemuan, tingkat);
  if (!materiTerlihat(aktor, m, new Date())) throw notFound('Materi tidak ditemukan');
  return { m, p };
}

/** Materials are copied only from classes of the same course, in the caller's college. */
export async function wajibSumberSeMataKuliah(
  db: Db,
  aktor: Aktor,
  idKelasTujuan: string,
  idPertemuanSumber: string[],
) {
  const idMataKuliah = await mataKuliahKelas(db, idKelasTujuan);
  const sumber = await mataKuliahPertemuan(db, idPertemuanSumber);
  const bolehSemua = sumber.every(
    (ps) => ps.idPt === aktor.idPerguruanTinggi && ps.idMataKuliah === idMataKuliah,
  );
  if (!bolehSemua)
    throw forbidden('Materi hanya dapat disalin dari kelas dengan mata kuliah yang sama');
}

/** The student of a presence call (IZIN.presensiMateri lets only students through). */
export function idMahasiswaPresensi(aktor: Aktor): string {
  if (!aktor.idMahasiswa) throw forbidden(PESAN_IZIN.presensiMateri);
  return aktor.idMahasiswa;
}
