import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { berkas, materi } from '../../db/schema';

/** A stored upload by its storage key, or null. */
export async function berkasByStorageKey(db: Db, kunci: string) {
  const [row] = await db.select().from(berkas).where(eq(berkas.kunci, kunci)).limit(1);
  return row ?? null;
}

/** Whether a material still uses the upload. */
export async function berkasDipakaiMateri(db: Db, idBerkas: string) {
  const [dipakai] = await db
    .select({ id: materi.id })
    .from(materi)
    .where(eq(materi.idBerkas, idBerkas))
    .limit(1);
  return Boolean(dipakai);
}

export async function hapusBerkasRow(db: Db, idBerkas: string) {
  await db.delete(berkas).where(eq(berkas.id, idBerkas));
}
