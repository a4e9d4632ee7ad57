import {
  type AktivitasKehadiran,
  type FaktaKehadiran,
  hitungProgresKehadiran,
  JENIS_AKTIVITAS,
  JENIS_PARAMETER_KEHADIRAN,
  type JenisAktivitas,
  modeKehadiran,
  PARAMETER_KEHADIRAN,
} from '@kampus/domain';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forum, kelasKuliah, materi, pertemuan, tugas, ujian, vidcon } from '../../db/schema';
import { getPengaturan } from '../sistem';

// A meeting's facts for the presence engine (hitung.ts): the meeting with its college, the
// settings' minimum, and the activities its flagged criteria count.

/** The minimum progress when the college has no settings (spec 9's sample: 60%). */
export const MINIMAL_PERSEN_DEFAULT = 60;

export type BarisPertemuan = typeof pertemuan.$inferSelect & { idPerguruanTinggi: string };

export interface KonteksPertemuan {
  p: BarisPertemuan;
  minimalPersen: number;
  aktivitas: AktivitasKehadiran[];
}

export async function pertemuanDanKampus(db: Db, id: string): Promise<BarisPertemuan | null> {
  const [r] = await db
    .select({ p: pertemuan, pt: kelasKuliah.idPerguruanTinggi })
    .from(pertemuan)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .where(eq(pertemuan.id, id))
    .limit(1);
  return r ? { ...r.p, idPerguruanTinggi: r.pt } : null;
}

export async function minimalPersen(db: Db, idPerguruanTinggi: string) {
  const set = await getPengaturan(db, idPerguruanTinggi);
  return (
    set?.pengaturan_kelas.syarat_kehadiran_online_mahasiswa.presentase_progress_minimal_persen ??
    MINIMAL_PERSEN_DEFAULT
  );
}

/** The activities of meetings that attendance counts (remedial exams are for a few only), in one
 * query over the five areas' tables whatever the kinds asked for. */
export async function aktivitasPertemuan(
  db: Db,
  ids: string[],
  jenis: readonly JenisAktivitas[] = JENIS_AKTIVITAS,
) {
  const hasil = new Map<string, AktivitasKehadiran[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return hasil;
  const perlu = (j: JenisAktivitas) => jenis.includes(j);
  // Every branch names its columns: the first one asked for names the union's.
  const pilih = (
    t: typeof materi | typeof tugas | typeof ujian | typeof forum | typeof vidcon,
    jenisIni: JenisAktivitas,
    syarat: SQL,
    minimal: SQL,
    saring: SQL | undefined,
  ) =>
    sql`select ${t.id} as id, ${t.idPertemuan} as p, ${jenisIni}::text as jenis, ${t.judul} as judul,
      ${syarat} as s, ${minimal} as min from ${t} where ${saring}`;
  const tidak = sql`null::boolean`;
  const tanpa = sql`null::int`;
  const cabang = [
    perlu('materi') &&
      pilih(
        materi,
        'materi',
        sql`${materi.isSyaratHadir}`,
        tanpa,
        inArray(materi.idPertemuan, ids),
      ),
    perlu('tugas') && pilih(tugas, 'tugas', tidak, tanpa, inArray(tugas.idPertemuan, ids)),
    perlu('ujian') &&
      pilih(
        ujian,
        'ujian',
        tidak,
        tanpa,
        and(inArray(ujian.idPertemuan, ids), ne(ujian.jenis, 'remedial')),
      ),
    perlu('forum') &&
      pilih(forum, 'forum', tidak, sql`${forum.minimalPost}`, inArray(forum.idPertemuan, ids)),
    perlu('vidcon') && pilih(vidcon, 'vidcon', tidak, tanpa, inArray(vidcon.idPertemuan, ids)),
  ].filter((c): c is SQL => c !== false);
  if (cabang.length === 0) return hasil;
  // Ordered as the five queries before it were: by kind, then as each table gave them.
  const res = await db.execute(sql`${sql.join(cabang, sql` union all `)}`);
  type Baris = {
    id: string;
    p: string;
    jenis: JenisAktivitas;
    judul: string;
    s: boolean | null;
    min: number | null;
  };
  const rows = (res as unknown as { rows: Baris[] }).rows;
  for (const j of ['materi', 'tugas', 'ujian', 'forum', 'vidcon'] as const) {
    for (const r of rows) {
      if (r.jenis !== j) continue;
      const a: AktivitasKehadiran =
        j === 'materi'
          ? { id: r.id, jenis: j, judul: r.judul, syarat_hadir: r.s }
          : j === 'forum'
            ? { id: r.id, jenis: j, judul: r.judul, minimal_post: r.min }
            : { id: r.id, jenis: j, judul: r.judul };
      hasil.get(r.p)?.push(a);
    }
  }
  return hasil;
}

/**
 * A meeting's facts. Only the activities its flagged criteria count are read; a meeting in
 * manual presence (offline, nothing flagged) reads none (the incremental update stops there).
 */
export async function konteksPertemuan(db: Db, id: string): Promise<KonteksPertemuan | null> {
  const p = await pertemuanDanKampus(db, id);
  if (!p) return null;
  const manual = modeKehadiran({ jenis: p.jenis, parameter_kehadiran: p.parameterKehadiran });
  const jenis =
    manual === 'manual'
      ? []
      : PARAMETER_KEHADIRAN.filter((k) => p.parameterKehadiran?.[k] === true).map(
          (k) => JENIS_PARAMETER_KEHADIRAN[k],
        );
  const [min, akt] = await Promise.all([
    minimalPersen(db, p.idPerguruanTinggi),
    jenis.length ? aktivitasPertemuan(db, [id], jenis) : new Map<string, AktivitasKehadiran[]>(),
  ]);
  return { p, minimalPersen: min, aktivitas: akt.get(id) ?? [] };
}

export function progresDari(k: KonteksPertemuan, fakta: FaktaKehadiran[]) {
  return hitungProgresKehadiran({
    pertemuan: { jenis: k.p.jenis, parameter_kehadiran: k.p.parameterKehadiran },
    aktivitas: k.aktivitas,
    fakta,
  });
}
