import { JENIS_AKTIVITAS, type JenisAktivitas } from '@kampus/domain';
import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { peristiwaAktivitas } from './schema';

// The one interface through which an area announces what a user did on an activity, and the
// areas computed from them (attendance, grades) read it. An area never reads another area's
// tables for this: it reads these events. Writing inside the caller's transaction (pass its
// `tx` as db) makes the event exist exactly when the act it records does.

export { peristiwaAktivitas } from './schema';

export interface PeristiwaBaru {
  idPertemuan: string;
  jenis: JenisAktivitas;
  idAktivitas: string;
  idPengguna: string;
  role: string;
  aksi: string;
  waktu: Date;
  data?: Record<string, unknown>;
}

export type Peristiwa = typeof peristiwaAktivitas.$inferSelect;

/**
 * Records an activity event; inside the caller's transaction when `db` is its `tx`. The areas
 * computed from events read them after they commit (attendance: modules/kehadiran/susulan.ts).
 */
export async function umumkanAktivitas(db: Db, e: PeristiwaBaru): Promise<number> {
  if (!JENIS_AKTIVITAS.includes(e.jenis))
    throw new Error(`jenis aktivitas tidak dikenal: ${e.jenis}`);
  if (!/^[a-z][a-z_]{0,39}$/.test(e.aksi)) throw new Error(`aksi aktivitas tidak sah: ${e.aksi}`);
  const [baris] = await db
    .insert(peristiwaAktivitas)
    .values({ ...e, data: e.data ?? {} })
    .returning({ id: peristiwaAktivitas.id });
  if (!baris) throw new Error('peristiwa aktivitas tidak tersimpan');
  return baris.id;
}

export interface SaringPeristiwa {
  idPertemuan?: string[];
  /** One user, or several. */
  idPengguna?: string | readonly string[];
  jenis?: JenisAktivitas;
  idAktivitas?: string[];
  /** Only events after this id (a reader continuing where it stopped). */
  setelahId?: number;
  batas?: number;
}

/** Events in the order they were recorded, for the areas computed from them. */
export async function bacaAktivitas(db: Db, s: SaringPeristiwa): Promise<Peristiwa[]> {
  const syarat: (SQL | undefined)[] = [
    s.idPertemuan ? inArray(peristiwaAktivitas.idPertemuan, s.idPertemuan) : undefined,
    typeof s.idPengguna === 'string'
      ? eq(peristiwaAktivitas.idPengguna, s.idPengguna)
      : s.idPengguna
        ? inArray(peristiwaAktivitas.idPengguna, [...s.idPengguna])
        : undefined,
    s.jenis ? eq(peristiwaAktivitas.jenis, s.jenis) : undefined,
    s.idAktivitas ? inArray(peristiwaAktivitas.idAktivitas, s.idAktivitas) : undefined,
    s.setelahId !== undefined ? gt(peristiwaAktivitas.id, s.setelahId) : undefined,
  ];
  return db
    .select()
    .from(peristiwaAktivitas)
    .where(and(...syarat))
    .orderBy(asc(peristiwaAktivitas.id))
    .limit(s.batas ?? 1000);
}
