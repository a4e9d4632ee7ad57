import { type JenisKomentar, PESAN_CHAT } from '@kampus/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { Aktor } from '../auth';

// Whose conversation a thread is, answered by the area that owns the content: the chat module
// knows no exam or assignment table. Each content area registers one guard for its kind, as
// meeting activity counts are registered with modules/pertemuan:
//   daftarkanPenjagaUtas('tugas', (db, aktor, s) => ... aksesUtasTugas(db, aktor, ...) ...)

/** What a comment is about: a content, and the student or assignment group it is with. */
export interface SasaranUtas {
  idKonten: string;
  /** An assignment group's conversation (group assignments only). */
  idKelompok?: string;
  /** One student's conversation (exams and individual assignments). */
  idMahasiswa?: string;
}

/** What the caller may do there, and who the conversation's people are. */
export interface HakUtas {
  /**
   * May post (and delete their own) comments: the student whose thread it is, a member of the
   * group, a lecturer of the class, an operator with write on kelas_kuliah.
   */
  tulis: boolean;
  /** The content's class: its lecturers are the group's Dosen (spec 6 'Comment group'). */
  idKelas: string;
  /** The students of an assignment group (id_mahasiswa); absent: the thread's student. */
  idMahasiswaAnggota?: string[];
}

/**
 * A guard: resolves the caller's rights on a thread of `sasaran`, or throws 404 (no such
 * content, student or group for them) or 403. Called without idKelompok and idMahasiswa it
 * answers for the content as a whole: it resolves for whoever may read the content, and a
 * caller who is not a student (domain hanyaMilikSendiri) may then read every thread of it.
 */
export type PenjagaUtas = (db: Db, aktor: Aktor, sasaran: SasaranUtas) => Promise<HakUtas>;

const penjaga = new Map<JenisKomentar, PenjagaUtas>();

/**
 * Registers the guard of a kind of content (one per kind; a second replaces the first).
 * Answers how to put back the one it replaced (tests share one module graph per worker).
 */
export function daftarkanPenjagaUtas(jenis: JenisKomentar, fn: PenjagaUtas): () => void {
  const sebelumnya = penjaga.get(jenis);
  penjaga.set(jenis, fn);
  return () => {
    if (penjaga.get(jenis) !== fn) return;
    if (sebelumnya) penjaga.set(jenis, sebelumnya);
    else penjaga.delete(jenis);
  };
}

/** The caller's rights on a thread (or a whole content) of a kind, from its guard. */
export async function aksesUtas(
  db: Db,
  aktor: Aktor,
  jenis: JenisKomentar,
  sasaran: SasaranUtas,
): Promise<HakUtas> {
  const fn = penjaga.get(jenis);
  // A kind nobody answers for is nobody's: never readable.
  if (!fn) throw notFound(PESAN_CHAT.jenisTidakDikenal);
  return fn(db, aktor, sasaran);
}
