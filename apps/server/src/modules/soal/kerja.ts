import type { AppContext } from '../../context';
import { lepasBerkasSoal } from './lepasBerkas';

// The question's background work on the durable queue (platform/antrean.ts): removing the files
// nothing points to any more. The job's name keeps its first name: jobs already queued under it
// still run after an upgrade.

export const KERJA_LEPAS_BERKAS = 'ujian.lepas-berkas';

/**
 * Queues the removal of the files that questions or answers just deleted or changed pointed to
 * (soal/lepasBerkas.ts). After the change is committed: a queue that cannot take the job now
 * leaves the files behind (space, not data), never fails the change.
 */
export async function jadwalkanLepasBerkas(ctx: AppContext, kunci: string[]) {
  if (kunci.length === 0) return;
  try {
    await pasangKerjaSoal(ctx);
    await ctx.antrean.kirim(KERJA_LEPAS_BERKAS, { kunci });
  } catch (error) {
    console.warn(`Berkas soal tidak dijadwalkan untuk dihapus: ${(error as Error).message}`);
  }
}

const terpasang = new WeakMap<AppContext, Promise<void>>();

/**
 * Starts this process's question-file worker, once per context (at start with the exam's
 * workers, ujian/kerja.ts, and again by the first job queued should that start have failed).
 */
export function pasangKerjaSoal(ctx: AppContext) {
  let siap = terpasang.get(ctx);
  if (!siap) {
    siap = ctx.antrean.kerjakan<{ kunci: string[] }>(KERJA_LEPAS_BERKAS, async ({ kunci }) => {
      await lepasBerkasSoal(ctx, kunci);
    });
    terpasang.set(ctx, siap);
    siap.catch(() => terpasang.delete(ctx));
  }
  return siap;
}
