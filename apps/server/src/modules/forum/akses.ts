import { boleh, forumTerlipat, PESAN_FORUM_SERVER } from '@kampus/domain';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../http/errors';
import type { Aktor } from '../auth';
import { aksesKelas } from '../kelas';
import { pertemuanById } from '../pertemuan';
import { type BarisForum, forumDanKelas } from './queries';

// "Is this forum theirs": the class of a forum or a meeting, read or changed by the caller
// (kelas/akses.ts: a student of the class, a lecturer teaching it, an operator of the college).
// A student sees a forum before its start only collapsed: its posts and stream wait for it.

/** A meeting whose class the caller may read or change. */
export async function pertemuanDenganAkses(
  db: Db,
  aktor: Aktor,
  idPertemuan: string,
  tingkat: 'read' | 'write',
) {
  const p = await pertemuanById(db, idPertemuan);
  if (!p) throw notFound(PESAN_FORUM_SERVER.pertemuanTidakAda);
  await aksesKelas(db, aktor, p.idKelasKuliah, tingkat);
  return p;
}

/**
 * A forum of a class the caller may read or change. 'posting' is reading for students and
 * lecturers of the class, changing for operators (they write into a class only with write).
 */
export async function forumDenganAkses(
  db: Db,
  aktor: Aktor,
  id: string,
  tingkat: 'read' | 'write' | 'posting',
) {
  const r = await forumDanKelas(db, id);
  if (!r) throw notFound(PESAN_FORUM_SERVER.tidakAda);
  const t = tingkat === 'posting' ? (aktor.role === 'operator' ? 'write' : 'read') : tingkat;
  await aksesKelas(db, aktor, r.idKelas, t);
  return r;
}

/** A student may not open a forum's discussion before its start (spec 2: collapsed). */
export function wajibSudahDibuka(aktor: Aktor, f: BarisForum, kini: Date) {
  if (forumTerlipat({ waktu_mulai: f.waktuMulai }, aktor.role, kini)) {
    throw forbidden(PESAN_FORUM_SERVER.belumDimulai);
  }
}

/** The caller manages the forums of a class they may read: its lecturers, operators with write. */
export const pengelolaForum = (aktor: Aktor) => boleh('kelolaForum', aktor);
