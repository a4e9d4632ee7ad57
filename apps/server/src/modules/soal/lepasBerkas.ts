import type { AppContext } from '../../context';
import { berkasByStorageKey, hapusBerkasRow } from '../storager';
import { kunciDipakaiSoal, type LingkupBerkasSoal, teksBerkasSoal } from './queries';
import type { soal } from './schema';

// Files of questions and answers leave storage when the last question or answer that points to
// them goes: a question or bank deleted, an exam deleted (its attempts with it), an attempt reset,
// an attachment taken off a question. The keys are read before the rows go; the removal runs on
// the durable queue after the change (soal/kerja.ts), so a request never waits on storage.
// A copied exam shares its questions' files and a copied option keeps its image's link, so a
// question's file is removed only when no question refers to it any more. An answer's files are
// its own (nothing copies answers).

/** Keys of the question and answer kinds (spec 3 file kinds), as buatStorageKey writes them. */
const POLA_KUNCI =
  /\b(?:soal_ujian|kunci_ujian|jawaban_ujian|soal_bank_soal|kunci_bank_soal)\/[0-9a-f-]{36}\.[a-z0-9]{1,10}\b/g;

/** The stored-file keys found in texts (question HTML, JSON of attachments and answers). */
export function storageKeysDalam(teks: string[]): string[] {
  return [...new Set(teks.flatMap((t) => t.match(POLA_KUNCI) ?? []))];
}

/** The keys of a question row's files (its text, attachments, options' images, key files). */
export function storageKeysBaris(
  s: Pick<typeof soal.$inferSelect, 'pertanyaan' | 'soalFiles' | 'data'>,
) {
  return storageKeysDalam([s.pertanyaan, JSON.stringify(s.soalFiles), JSON.stringify(s.data)]);
}

/** The keys of the files of `l`'s questions and answers: read before the rows go. */
export async function storageKeysBerkasSoal(ctx: AppContext, l: LingkupBerkasSoal) {
  return storageKeysDalam(await teksBerkasSoal(ctx.database.db, l));
}

/**
 * Removes the files of `kunci` that no question refers to any more (their storage rows and
 * bytes). Run by the queue's job; a file that cannot be removed now fails the job, which is
 * tried again.
 */
export async function lepasBerkasSoal(ctx: AppContext, kunci: string[]) {
  const db = ctx.database.db;
  const dipakai = await kunciDipakaiSoal(
    db,
    kunci.filter((k) => !k.startsWith('jawaban_ujian/')),
  );
  for (const k of new Set(kunci)) {
    if (dipakai.has(k)) continue;
    const row = await berkasByStorageKey(db, k);
    if (row) await hapusBerkasRow(db, row.id);
    await ctx.storage.hapus(k);
  }
}
