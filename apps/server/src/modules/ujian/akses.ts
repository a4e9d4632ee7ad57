import { PESAN_UJIAN_SERVER } from '@kampus/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { CacheBaca } from '../../platform/cache';
import type { Aktor } from '../auth';
import { wajibLayakUjian } from '../kehadiran';
import { aksesBacaKelas, aksesKelas } from '../kelas';
import { bolehDilihatMahasiswa, kelasUjian, kelasUjianTersimpan, pengerjaanById } from './queries';

/**
 * An exam of a class the caller may read or change (kelas/akses.ts). For a student a hidden
 * exam, or a remedial one they are not listed for, does not exist; one whose meeting the exam
 * attendance rule restricts for them is refused (kehadiran wajibLayakUjian). With `cache` (reads only:
 * the student's calls while taking it) the exam row and the class membership come from the
 * read cache, as the hot class and meeting reads do: each save of an answer otherwise spends
 * three of its six database round trips on them.
 */
export async function ujianDenganAkses(
  db: Db,
  aktor: Aktor,
  id: string,
  tingkat: 'read' | 'write',
  cache?: CacheBaca,
) {
  const tersimpan = tingkat === 'read' ? cache : undefined;
  const r = tersimpan ? await kelasUjianTersimpan(db, tersimpan, id) : await kelasUjian(db, id);
  if (!r) throw notFound(PESAN_UJIAN_SERVER.tidakAda);
  const akses = tersimpan
    ? await aksesBacaKelas(db, tersimpan, aktor, r.idKelas)
    : await aksesKelas(db, aktor, r.idKelas, tingkat);
  if (
    aktor.role === 'mahasiswa' &&
    !(await bolehDilihatMahasiswa(db, r.u, aktor.idMahasiswa ?? ''))
  ) {
    throw notFound(PESAN_UJIAN_SERVER.tidakAda);
  }
  // The access restriction of the exam's meeting (issue 25): a student short of the attendance
  // the rule asks for neither reads, starts nor answers it (403 'pembatasan_ujian_kehadiran').
  await wajibLayakUjian(db, cache, aktor, r.u.idPertemuan);
  return { u: r.u, idKelas: r.idKelas, akses };
}

/** A student's attempt of an exam the caller may grade: the attempt must be of that exam. */
export async function pengerjaanDenganAkses(
  db: Db,
  aktor: Aktor,
  idPengerjaan: string,
  tingkat: 'read' | 'write',
  idUjian?: string,
) {
  const p = await pengerjaanById(db, idPengerjaan);
  if (!p || (idUjian !== undefined && p.idUjian !== idUjian)) {
    throw notFound(PESAN_UJIAN_SERVER.pengerjaanTidakAda);
  }
  const { u, idKelas } = await ujianDenganAkses(db, aktor, p.idUjian, tingkat);
  return { p, u, idKelas };
}
