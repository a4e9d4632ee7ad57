import type { AppContext } from '../../context';
import { pasangKerjaSoal } from '../soal';
import { hitungUlangPengerjaan, hitungUlangUjian } from './nilai';
import { type BarisPengerjaanDb, kumpulkanRow, pengerjaanById } from './queries';

// Background work of exams on the durable queue (platform/antrean.ts): it survives a restart and
// runs once across instances.

export const KERJA_KUMPULKAN = 'ujian.kumpulkan';
export const KERJA_HITUNG_ULANG = 'ujian.hitung-ulang';

/**
 * Queues the submission of an attempt at its deadline. Keyed by attempt and deadline: a repeat
 * is ignored, a changed deadline queues another (the job of the old one then finds the attempt
 * not due yet and does nothing).
 */
export async function jadwalkanKumpul(ctx: AppContext, p: BarisPengerjaanDb) {
  if (!p.batas || p.waktuSelesai) return;
  await pasangKerjaUjian(ctx);
  await ctx.antrean.kirim(
    KERJA_KUMPULKAN,
    { id: p.id },
    { mulaiPada: p.batas, singletonKey: `${p.id}:${p.batas.toISOString()}` },
  );
}

/**
 * Submits an attempt whose deadline has passed (by the server) and scores it; nothing when it
 * was submitted already or its deadline moved later. Also used when an overdue attempt is read
 * before its job ran.
 */
export async function kumpulkanJikaLewat(ctx: AppContext, p: BarisPengerjaanDb, kini = new Date()) {
  if (p.waktuSelesai || !p.batas || p.batas.getTime() >= kini.getTime()) return p;
  const db = ctx.database.db;
  // The submission time is the deadline itself: what was stored by then counts.
  const dikumpulkan = await kumpulkanRow(db, p.id, 'sistem', p.batas);
  if (!dikumpulkan) return (await pengerjaanById(db, p.id)) ?? p;
  return hitungUlangPengerjaan(db, dikumpulkan);
}

/** Queues the rescoring of an exam (its perhitungan_nilai is IN_PROGRESS until it ran). */
export async function jadwalkanHitungUlang(ctx: AppContext, idUjian: string, kini: Date) {
  await pasangKerjaUjian(ctx);
  await ctx.antrean.kirim(
    KERJA_HITUNG_ULANG,
    { id: idUjian },
    { singletonKey: `${idUjian}:${kini.toISOString()}` },
  );
}

const terpasang = new WeakMap<AppContext, Promise<void>>();

/**
 * Starts this process's exam workers, once per context (at start, and again by the first job
 * queued should that start have failed).
 */
export function pasangKerjaUjian(ctx: AppContext) {
  let siap = terpasang.get(ctx);
  if (!siap) {
    siap = (async () => {
      await ctx.antrean.kerjakan<{ id: string }>(KERJA_KUMPULKAN, async ({ id }) => {
        const p = await pengerjaanById(ctx.database.db, id);
        if (p) await kumpulkanJikaLewat(ctx, p);
      });
      await ctx.antrean.kerjakan<{ id: string }>(KERJA_HITUNG_ULANG, async ({ id }) => {
        await hitungUlangUjian(ctx.database.db, id);
      });
      // The question files' worker too: exams and banks queue their files' removal.
      await pasangKerjaSoal(ctx);
    })();
    terpasang.set(ctx, siap);
    siap.catch(() => terpasang.delete(ctx));
  }
  return siap;
}

/**
 * At start, whatever the database holds: every instance takes every kind of exam job, whoever
 * queued it, so a deadline still comes when the instance that queued it died and the others
 * had no exam open when they started (issue 21). Tried again every `jedaMs` until the queue
 * starts; never rejects.
 */
export async function mulaiKerjaUjian(ctx: AppContext, jedaMs = 10_000): Promise<void> {
  try {
    await pasangKerjaUjian(ctx);
  } catch (e) {
    if (ctx.antrean.sudahBerhenti) return;
    console.warn(`Pekerjaan ujian belum dapat dimulai: ${(e as Error).message}`);
    setTimeout(() => void mulaiKerjaUjian(ctx, jedaMs), jedaMs).unref();
  }
}
