import { modeKehadiran } from '@kampus/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kehadiranMahasiswa } from '../../db/schema';

// A meeting's attendance summary (spec 3 'Meeting' peserta_hadir, progress_peserta), which the
// meeting list, the lecturer attendance and the BAP show: computed from the students' rows when
// read, in one grouped query for a page of meetings. Not stored on the meeting: keeping it there
// meant every student's event (2,000 exam submissions in a minute) updated the same meeting row
// in its transaction, and announced a change of the meeting table to every cached reader.

export interface RingkasanKehadiran {
  /** Students marked H. */
  peserta_hadir: number;
  /** The class's average progress 0..1 (students without a row count as 0); null in manual
   * presence (offline, or no criterion flagged) or without participants. */
  progress_peserta: number | null;
}

export interface PertemuanRingkasan {
  id: string;
  jenis: string;
  parameterKehadiran: Parameters<typeof modeKehadiran>[0]['parameter_kehadiran'];
  /** Students of the meeting's class. */
  jumlahPeserta: number;
}

export async function ringkasanKehadiran(
  db: Db,
  daftar: readonly PertemuanRingkasan[],
): Promise<Map<string, RingkasanKehadiran>> {
  const ids = daftar.map((p) => p.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: kehadiranMahasiswa.idPertemuan,
            hadir: sql<number>`count(*) filter (where ${kehadiranMahasiswa.presensi} = 'H')::int`,
            progres: sql<number>`coalesce(sum(${kehadiranMahasiswa.progress}), 0)::float8`,
          })
          .from(kehadiranMahasiswa)
          .where(inArray(kehadiranMahasiswa.idPertemuan, ids))
          .groupBy(kehadiranMahasiswa.idPertemuan);
  const per = new Map(rows.map((r) => [r.id, r]));
  return new Map(
    daftar.map((p) => {
      const r = per.get(p.id);
      const progres =
        modeKehadiran({ jenis: p.jenis, parameter_kehadiran: p.parameterKehadiran }) ===
          'progres' && p.jumlahPeserta > 0
          ? Number(r?.progres ?? 0) / p.jumlahPeserta
          : null;
      return [p.id, { peserta_hadir: Number(r?.hadir ?? 0), progress_peserta: progres }];
    }),
  );
}
