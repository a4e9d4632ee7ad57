import { PESAN_VIDCON_SERVER } from '@kampus/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { Aktor } from '../auth';
import { aksesKelas } from '../kelas';
import { pertemuanById } from '../pertemuan';
import { vidconDanKelas } from './queries';

// "Is this vidcon theirs": the class of a vidcon or a meeting, read or changed by the caller
// (kelas/akses.ts: a student of the class, a lecturer teaching it, an operator of the college).
// No vidcon is hidden from anyone of its class.

/** A meeting whose class the caller may read or change. */
export async function pertemuanDenganAkses(
  db: Db,
  aktor: Aktor,
  idPertemuan: string,
  tingkat: 'read' | 'write',
) {
  const p = await pertemuanById(db, idPertemuan);
  if (!p) throw notFound(PESAN_VIDCON_SERVER.pertemuanTidakAda);
  await aksesKelas(db, aktor, p.idKelasKuliah, tingkat);
  return p;
}

/** A vidcon of a class the caller may read or change. */
export async function vidconDenganAkses(
  db: Db,
  aktor: Aktor,
  id: string,
  tingkat: 'read' | 'write',
) {
  const r = await vidconDanKelas(db, id);
  if (!r) throw notFound(PESAN_VIDCON_SERVER.tidakAda);
  await aksesKelas(db, aktor, r.idKelas, tingkat);
  return r;
}
