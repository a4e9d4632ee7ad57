import {
  JENIS_PARAMETER_KEHADIRAN,
  type JenisAktivitas,
  modeKehadiran,
  PARAMETER_KEHADIRAN,
} from '@kampus/domain';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { pertemuan } from '../../db/schema';
import type { Aktor } from '../auth';
import { antrekan } from './kerja';

// The five activity areas (materi, tugas, ujian, forum, vidcon) call this after a lecturer or an
// operator adds or removes an activity of a meeting, or changes what counts of it (a material's
// attendance requirement, an exam to or from remedial, a forum's minimum posts, its title shown
// in the details, or its meeting): the stored progress of those meetings' students is stale
// (1/1 should be 1/2), so each one is recalculated on the durable queue, as 'Update Progres'
// would, but only where it matters.

/** The criterion that counts each kind of activity. */
const KRITERIA_JENIS = Object.fromEntries(
  PARAMETER_KEHADIRAN.map((k) => [JENIS_PARAMETER_KEHADIRAN[k], k]),
) as Record<JenisAktivitas, (typeof PARAMETER_KEHADIRAN)[number]>;

/**
 * The meetings among `idPertemuan` whose stored progress an activity of kind `jenis` moves:
 * started (not 'belum_dimulai', as for the meeting's new criteria), in progress mode (online with
 * a criterion) and with that kind's criterion flagged; grouped by class.
 */
export async function pertemuanTerdampak(
  ctx: AppContext,
  idPertemuan: readonly (string | null | undefined)[],
  jenis: JenisAktivitas,
) {
  const ids = [...new Set(idPertemuan.filter((id): id is string => !!id))];
  const perKelas = new Map<string, string[]>();
  if (ids.length === 0) return perKelas;
  const kriteria = KRITERIA_JENIS[jenis];
  const daftar = await ctx.database.db
    .select({
      id: pertemuan.id,
      idKelas: pertemuan.idKelasKuliah,
      status: pertemuan.status,
      jenis: pertemuan.jenis,
      parameter: pertemuan.parameterKehadiran,
    })
    .from(pertemuan)
    .where(inArray(pertemuan.id, ids));
  for (const p of daftar) {
    if (p.status === 'belum_dimulai') continue;
    if (modeKehadiran({ jenis: p.jenis, parameter_kehadiran: p.parameter }) !== 'progres') continue;
    if (p.parameter?.[kriteria] !== true) continue;
    perKelas.set(p.idKelas, [...(perKelas.get(p.idKelas) ?? []), p.id]);
  }
  return perKelas;
}

/**
 * Queues the recalculation of the meetings an activity change of kind `jenis` touched (one job
 * per class, its status on the class's stream). Never fails the caller's request: what is
 * saved stays saved, a failure here is only logged (as for the meeting's criteria).
 */
export async function kehadiranAktivitasBerubah(
  ctx: AppContext,
  aktor: Aktor,
  idPertemuan: readonly (string | null | undefined)[],
  jenis: JenisAktivitas,
): Promise<void> {
  try {
    const perKelas = await pertemuanTerdampak(ctx, idPertemuan, jenis);
    for (const [idKelas, ids] of perKelas) await antrekan(ctx, aktor, idKelas, ids);
  } catch (e) {
    console.warn(
      `Hitung ulang kehadiran ${idPertemuan.filter(Boolean).join(', ')} (${jenis}) belum diantrekan: ${(e as Error).message}`,
    );
  }
}
