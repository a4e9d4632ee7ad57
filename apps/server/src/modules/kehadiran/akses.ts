import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { Aktor } from '../auth';
import { aksesKelas } from '../kelas';
import { type KonteksPertemuan, konteksPertemuan } from './hitung';

// "Is this meeting's attendance theirs" (spec 6): the class's students read their own, its
// lecturers and operators with read see everyone's; changing needs a lecturer of the class or
// an operator with write on kelas_kuliah (kelas/akses.ts).

export const PESAN_KEHADIRAN_SERVER = {
  pertemuanTidakAda: 'Pertemuan tidak ditemukan',
  bukanPertemuanKelas: 'Pertemuan tidak ditemukan pada kelas kuliah ini',
  mahasiswaTidakAda: 'Mahasiswa tidak terdaftar pada kelas kuliah ini',
  belumDimulai: 'Kehadiran belum dapat diubah karena pertemuan belum dimulai',
  presensiWajib: 'Presensi wajib diisi',
  kehadiranSendiri: 'Anda hanya dapat melihat kehadiran Anda sendiri',
  kelasTidakAda: 'Kelas kuliah tidak ditemukan',
  sedangUpdate: 'Sedang ada proses update',
  jenisNonaktif: (label: string) => `Presensi ${label} tidak aktif`,
  nimTidakAda: (nim: string) => `NIM ${nim} tidak terdaftar pada kelas kuliah ini`,
} as const;

/** The meeting's facts, once the caller may read or change its class. */
export async function pertemuanDenganAkses(
  db: Db,
  aktor: Aktor,
  idPertemuan: string,
  tingkat: 'read' | 'write',
): Promise<KonteksPertemuan> {
  const k = await konteksPertemuan(db, idPertemuan);
  if (!k || k.p.idPerguruanTinggi !== aktor.idPerguruanTinggi)
    throw notFound(PESAN_KEHADIRAN_SERVER.pertemuanTidakAda);
  await aksesKelas(db, aktor, k.p.idKelasKuliah, tingkat);
  return k;
}

/** A meeting of the given class (the /me and /nim calls name both). */
export async function pertemuanKelas(db: Db, aktor: Aktor, idKelas: string, idPertemuan: string) {
  const k = await pertemuanDenganAkses(db, aktor, idPertemuan, 'read');
  if (k.p.idKelasKuliah !== idKelas) throw notFound(PESAN_KEHADIRAN_SERVER.bukanPertemuanKelas);
  return k;
}
