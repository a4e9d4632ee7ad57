import type { calls, EventHitungKehadiran } from '@kampus/api/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { pertemuan } from '../../db/schema';
import { notFound, tidakValid } from '../../http/errors';
import type { HandlerContext } from '../../http/route';
import { siarkanEvent } from '../../platform/sse';
import type { Aktor } from '../auth';
import { aksesKelas } from '../kelas';
import { PESAN_KEHADIRAN_SERVER, pertemuanDenganAkses } from './akses';
import { hitungUlangPertemuan } from './hitung';
import { hitungKehadiran } from './schema';

// Recalculations on the durable queue (platform/antrean.ts): 'hitung_ulang' of a meeting and
// 'hitung_persentase' of a class's meetings. Each is a row of hitung_kehadiran whose status
// (processing, then completed or failed) goes to every instance's streams as 'calc-percentage'.

export const KERJA_HITUNG_KEHADIRAN = 'kehadiran.hitung';
export const EVENT_HITUNG = 'calc-percentage';
/** The stream topic of a class's attendance recalculations. */
export const topikKehadiran = (idKelas: string) => `kehadiran_mahasiswa:${idKelas}`;

type BarisHitung = typeof hitungKehadiran.$inferSelect;

function siarkanStatus(ctx: AppContext, h: BarisHitung, status: EventHitungKehadiran['status']) {
  const data: EventHitungKehadiran = {
    id_job: h.id,
    id_kelas_kuliah: h.idKelasKuliah,
    id_pertemuan: h.idPertemuan,
    status,
  };
  return siarkanEvent(ctx, h.idPerguruanTinggi, EVENT_HITUNG, data, {
    topik: topikKehadiran(h.idKelasKuliah),
  });
}

/** Runs one recalculation; a failure is recorded and announced, not retried. */
export async function jalankanHitung(ctx: AppContext, id: string) {
  const db = ctx.database.db;
  const [h] = await db.select().from(hitungKehadiran).where(eq(hitungKehadiran.id, id));
  if (h?.status !== 'processing') return;
  let status: 'completed' | 'failed' = 'completed';
  let pesan: string | null = null;
  try {
    for (const idP of h.idPertemuan) await hitungUlangPertemuan(db, idP);
  } catch (e) {
    status = 'failed';
    pesan = (e as Error).message.slice(0, 500);
  }
  await db
    .update(hitungKehadiran)
    .set({ status, pesan, selesaiPada: new Date() })
    .where(eq(hitungKehadiran.id, id));
  await siarkanStatus(ctx, h, status);
}

const terpasang = new WeakMap<AppContext, Promise<void>>();

/** Starts this process's attendance worker, once per context. */
export function pasangKerjaKehadiran(ctx: AppContext) {
  let siap = terpasang.get(ctx);
  if (!siap) {
    siap = ctx.antrean.kerjakan<{ id: string }>(KERJA_HITUNG_KEHADIRAN, ({ id }) =>
      jalankanHitung(ctx, id),
    );
    terpasang.set(ctx, siap);
    siap.catch(() => terpasang.delete(ctx));
  }
  return siap;
}

/** At start: take the jobs queued by any instance; tried again every `jedaMs`; never rejects. */
export async function mulaiKerjaKehadiran(ctx: AppContext, jedaMs = 10_000): Promise<void> {
  try {
    await pasangKerjaKehadiran(ctx);
  } catch (e) {
    if (ctx.antrean.sudahBerhenti) return;
    console.warn(`Pekerjaan kehadiran belum dapat dimulai: ${(e as Error).message}`);
    setTimeout(() => void mulaiKerjaKehadiran(ctx, jedaMs), jedaMs).unref();
  }
}

/**
 * Queues the recalculation of meetings of one class (the calls below, and another area whose
 * change moves every mark of a meeting: its attendance criteria); its status streams on SSE.
 */
export async function antrekan(ctx: AppContext, aktor: Aktor, idKelas: string, ids: string[]) {
  const [h] = await ctx.database.db
    .insert(hitungKehadiran)
    .values({
      idPerguruanTinggi: aktor.idPerguruanTinggi,
      idKelasKuliah: idKelas,
      idPertemuan: ids,
      dimintaOleh: aktor.idPengguna,
    })
    .returning();
  if (!h) throw new Error('pekerjaan hitung kehadiran tidak tersimpan');
  await pasangKerjaKehadiran(ctx);
  await ctx.antrean.kirim(KERJA_HITUNG_KEHADIRAN, { id: h.id }, { singletonKey: h.id });
  await siarkanStatus(ctx, h, 'processing');
  return { id_job: h.id, status: 'processing' as const };
}

export async function hitungUlangKehadiran(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.hitungUlangKehadiran>,
) {
  const k = await pertemuanDenganAkses(ctx.database.db, aktor, params.id, 'write');
  return antrekan(ctx, aktor, k.p.idKelasKuliah, [k.p.id]);
}

export async function hitungPersentaseKehadiran(
  ctx: AppContext,
  { aktor, body }: HandlerContext<typeof calls.hitungPersentaseKehadiran>,
) {
  const db = ctx.database.db;
  const { kelas } = await aksesKelas(db, aktor, body.data.id_kelas_kuliah, 'write');
  const diminta = body.data.id_pertemuan;
  const daftar = await db
    .select({ id: pertemuan.id })
    .from(pertemuan)
    .where(
      and(
        eq(pertemuan.idKelasKuliah, kelas.id),
        diminta?.length ? inArray(pertemuan.id, diminta) : undefined,
      ),
    )
    .orderBy(asc(pertemuan.nomor));
  if (diminta?.length && daftar.length !== new Set(diminta).size)
    throw tidakValid(PESAN_KEHADIRAN_SERVER.bukanPertemuanKelas, 'data.id_pertemuan');
  if (daftar.length === 0) throw notFound(PESAN_KEHADIRAN_SERVER.pertemuanTidakAda);
  return antrekan(
    ctx,
    aktor,
    kelas.id,
    daftar.map((p) => p.id),
  );
}
