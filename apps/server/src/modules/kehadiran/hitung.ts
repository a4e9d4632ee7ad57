import {
  type AktivitasKehadiran,
  type FaktaKehadiran,
  hitungProgresKehadiran,
  JENIS_AKTIVITAS,
  JENIS_PARAMETER_KEHADIRAN,
  type JenisAktivitas,
  type KodePresensi,
  modeKehadiran,
  PARAMETER_KEHADIRAN,
  presensiOtomatis,
} from '@kampus/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  anggotaKelompokTugas,
  forum,
  kelasKuliah,
  mahasiswa,
  materi,
  pertemuan,
  pesertaKelas,
  tugas,
  ujian,
  vidcon,
} from '../../db/schema';
import {
  amatiAktivitas,
  bacaAktivitas,
  type Peristiwa,
  type PeristiwaBaru,
} from '../../platform/aktivitas';
import { getPengaturan } from '../sistem';
import { kehadiranMahasiswa } from './schema';

// The presence engine on the server (issue 25): the facts of a meeting (its criteria, its
// activities, the settings' minimum) and a student's events, through the domain's
// hitungProgresKehadiran, into the stored row. One student on each event; a whole meeting only
// in a recalculation job.

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

/** The activities of meetings that attendance counts (remedial exams are for a few only). */
export async function aktivitasPertemuan(
  db: Db,
  ids: string[],
  jenis: readonly JenisAktivitas[] = JENIS_AKTIVITAS,
) {
  const hasil = new Map<string, AktivitasKehadiran[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return hasil;
  const tambah = (idP: string, a: AktivitasKehadiran) => hasil.get(idP)?.push(a);
  const perlu = (j: JenisAktivitas) => jenis.includes(j);
  const [m, t, u, f, v] = await Promise.all([
    perlu('materi')
      ? db
          .select({
            id: materi.id,
            p: materi.idPertemuan,
            judul: materi.judul,
            s: materi.isSyaratHadir,
          })
          .from(materi)
          .where(inArray(materi.idPertemuan, ids))
      : [],
    perlu('tugas')
      ? db
          .select({ id: tugas.id, p: tugas.idPertemuan, judul: tugas.judul })
          .from(tugas)
          .where(inArray(tugas.idPertemuan, ids))
      : [],
    perlu('ujian')
      ? db
          .select({ id: ujian.id, p: ujian.idPertemuan, judul: ujian.judul })
          .from(ujian)
          .where(and(inArray(ujian.idPertemuan, ids), ne(ujian.jenis, 'remedial')))
      : [],
    perlu('forum')
      ? db
          .select({
            id: forum.id,
            p: forum.idPertemuan,
            judul: forum.judul,
            min: forum.minimalPost,
          })
          .from(forum)
          .where(inArray(forum.idPertemuan, ids))
      : [],
    perlu('vidcon')
      ? db
          .select({ id: vidcon.id, p: vidcon.idPertemuan, judul: vidcon.judul })
          .from(vidcon)
          .where(inArray(vidcon.idPertemuan, ids))
      : [],
  ]);
  for (const r of m) tambah(r.p, { id: r.id, jenis: 'materi', judul: r.judul, syarat_hadir: r.s });
  for (const r of t) tambah(r.p, { id: r.id, jenis: 'tugas', judul: r.judul });
  for (const r of u) tambah(r.p, { id: r.id, jenis: 'ujian', judul: r.judul });
  for (const r of f) tambah(r.p, { id: r.id, jenis: 'forum', judul: r.judul, minimal_post: r.min });
  for (const r of v) tambah(r.p, { id: r.id, jenis: 'vidcon', judul: r.judul });
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

type BarisBaru = typeof kehadiranMahasiswa.$inferInsert;

/**
 * Writes computed rows: a new row takes the computed mark; an automatic row follows it; a
 * manual row keeps its mark, who set it and when, and only its progress moves. Offline or
 * without criteria nothing is computed (manual presence, spec 4): no row is written.
 */
async function simpanOtomatis(db: Db, baris: BarisBaru[]) {
  if (baris.length === 0) return;
  const ex = (k: string) => sql.raw(`excluded.${k}`);
  const manual = sql`${kehadiranMahasiswa.isManual}`;
  await db
    .insert(kehadiranMahasiswa)
    .values(baris)
    .onConflictDoUpdate({
      target: [kehadiranMahasiswa.idPertemuan, kehadiranMahasiswa.idPengguna],
      set: {
        progress: ex('progress'),
        fraction: ex('fraction'),
        detail: ex('detail'),
        presensi: sql`case when ${manual} then ${kehadiranMahasiswa.presensi} else ${ex('presensi')} end`,
        diubahOleh: sql`case when ${manual} then ${kehadiranMahasiswa.diubahOleh} else null end`,
        diubahPada: sql`case when ${manual} then ${kehadiranMahasiswa.diubahPada} else ${ex('diubah_pada')} end`,
      },
    });
}

function fakta(e: {
  jenis: string;
  idAktivitas: string;
  aksi: string;
  data: unknown;
}): FaktaKehadiran {
  return {
    jenis: e.jenis,
    id_aktivitas: e.idAktivitas,
    aksi: e.aksi,
    data: (e.data as Record<string, unknown>) ?? {},
  };
}

/** The groups of a group assignment's hand-in event (its data.id_kelompok), if any. */
function kelompokDari(e: { jenis: string; aksi: string; data: unknown }): string | null {
  if (e.jenis !== 'tugas' || e.aksi !== 'kumpul') return null;
  const id = (e.data as Record<string, unknown> | null)?.id_kelompok;
  return typeof id === 'string' ? id : null;
}

/** The members (user ids) of assignment groups. */
async function anggotaKelompok(db: Db, ids: string[]) {
  const hasil = new Map<string, string[]>();
  if (ids.length === 0) return hasil;
  const rows = await db
    .select({ k: anggotaKelompokTugas.idKelompok, p: mahasiswa.idPengguna })
    .from(anggotaKelompokTugas)
    .innerJoin(mahasiswa, eq(mahasiswa.id, anggotaKelompokTugas.idMahasiswa))
    .where(inArray(anggotaKelompokTugas.idKelompok, [...new Set(ids)]));
  for (const r of rows) hasil.set(r.k, [...(hasil.get(r.k) ?? []), r.p]);
  return hasil;
}

/**
 * A group hands in once for all its members: the hand-ins of the groups a student belongs to
 * count as theirs (read only when the meeting counts assignments).
 */
async function faktaKelompok(db: Db, k: KonteksPertemuan, idPengguna: string) {
  if (!k.p.parameterKehadiran?.kerjakan_tugas || !k.aktivitas.some((a) => a.jenis === 'tugas'))
    return [];
  const events = await bacaAktivitas(db, { idPertemuan: [k.p.id], jenis: 'tugas', batas: 10_000 });
  const kelompok = events.flatMap((e) => {
    const id = kelompokDari(e);
    return id && e.idPengguna !== idPengguna ? [id] : [];
  });
  const anggota = await anggotaKelompok(db, kelompok);
  return events
    .filter((e) => {
      const id = kelompokDari(e);
      return id && e.idPengguna !== idPengguna && anggota.get(id)?.includes(idPengguna);
    })
    .map(fakta);
}

/** Whether a user is a student of the meeting's class. */
async function pesertaPertemuan(db: Db, p: BarisPertemuan, idPengguna: string) {
  const [r] = await db
    .select({ id: mahasiswa.id })
    .from(pesertaKelas)
    .innerJoin(mahasiswa, eq(mahasiswa.id, pesertaKelas.idMahasiswa))
    .where(
      and(eq(pesertaKelas.idKelasKuliah, p.idKelasKuliah), eq(mahasiswa.idPengguna, idPengguna)),
    )
    .limit(1);
  return !!r;
}

/**
 * The meeting's own summary (spec 3 'Meeting' peserta_hadir, progress_peserta), which the
 * lecturer attendance and the BAP read: students marked H, and the class's average progress
 * (students without a row count as 0; null when the meeting is in manual presence).
 */
export async function perbaruiRingkasanPertemuan(db: Db, k: KonteksPertemuan) {
  const progres =
    modeKehadiran({ jenis: k.p.jenis, parameter_kehadiran: k.p.parameterKehadiran }) === 'progres';
  const idP = k.p.id;
  await db
    .update(pertemuan)
    .set({
      pesertaHadir: sql`(select count(*) from kehadiran_mahasiswa k
        where k.id_pertemuan = ${idP} and k.presensi = 'H')`,
      progressPeserta: progres
        ? sql`(select coalesce(sum(k.progress), 0) / nullif((select count(*) from peserta_kelas pk
            where pk.id_kelas_kuliah = ${k.p.idKelasKuliah}), 0)
            from kehadiran_mahasiswa k where k.id_pertemuan = ${idP})`
        : null,
    })
    .where(eq(pertemuan.id, idP));
}

/** One student's row of one meeting, from their events (the incremental update). */
export async function perbaruiKehadiranPeserta(
  db: Db,
  idPertemuan: string,
  idPengguna: string,
  kini = new Date(),
) {
  const k = await konteksPertemuan(db, idPertemuan);
  if (
    !k ||
    modeKehadiran({ jenis: k.p.jenis, parameter_kehadiran: k.p.parameterKehadiran }) === 'manual'
  )
    return;
  if (!(await pesertaPertemuan(db, k.p, idPengguna))) return;
  const events = await bacaAktivitas(db, { idPertemuan: [idPertemuan], idPengguna, batas: 10_000 });
  const h = progresDari(k, [...events.map(fakta), ...(await faktaKelompok(db, k, idPengguna))]);
  await simpanOtomatis(db, [
    {
      idPertemuan,
      idPengguna,
      presensi: presensiOtomatis(h.overall, k.minimalPersen),
      progress: h.overall,
      fraction: h.fraction,
      detail: h.detail,
      diubahOleh: null,
      diubahPada: kini,
    },
  ]);
  await perbaruiRingkasanPertemuan(db, k);
}

/** A whole meeting: every student of the class, in a few queries (the recalculation job). */
export async function hitungUlangPertemuan(db: Db, idPertemuan: string, kini = new Date()) {
  const k = await konteksPertemuan(db, idPertemuan);
  if (!k) return 0;
  if (modeKehadiran({ jenis: k.p.jenis, parameter_kehadiran: k.p.parameterKehadiran }) === 'manual')
    return 0;
  const peserta = await db
    .select({ idPengguna: mahasiswa.idPengguna })
    .from(pesertaKelas)
    .innerJoin(mahasiswa, eq(mahasiswa.id, pesertaKelas.idMahasiswa))
    .where(eq(pesertaKelas.idKelasKuliah, k.p.idKelasKuliah));
  const perPengguna = new Map<string, FaktaKehadiran[]>(peserta.map((s) => [s.idPengguna, []]));
  let setelahId = 0;
  const kumpulKelompok: Peristiwa[] = [];
  for (;;) {
    const batch = await bacaAktivitas(db, { idPertemuan: [idPertemuan], setelahId, batas: 5000 });
    for (const e of batch) perPengguna.get(e.idPengguna)?.push(fakta(e));
    kumpulKelompok.push(...batch.filter((e) => kelompokDari(e)));
    if (batch.length < 5000) break;
    setelahId = batch.at(-1)?.id ?? setelahId;
  }
  // A group's hand-in counts for each of its members.
  const anggota = await anggotaKelompok(
    db,
    kumpulKelompok.map((e) => kelompokDari(e) as string),
  );
  for (const e of kumpulKelompok) {
    for (const idP of anggota.get(kelompokDari(e) as string) ?? []) {
      if (idP !== e.idPengguna) perPengguna.get(idP)?.push(fakta(e));
    }
  }
  const baris: BarisBaru[] = [...perPengguna].map(([idPengguna, f]) => {
    const h = progresDari(k, f);
    return {
      idPertemuan,
      idPengguna,
      presensi: presensiOtomatis(h.overall, k.minimalPersen) as KodePresensi,
      progress: h.overall,
      fraction: h.fraction,
      detail: h.detail,
      diubahOleh: null,
      diubahPada: kini,
    };
  });
  for (let i = 0; i < baris.length; i += 500) await simpanOtomatis(db, baris.slice(i, i + 500));
  await db
    .update(pertemuan)
    .set({ waktuTerakhirUpdateKehadiran: kini })
    .where(eq(pertemuan.id, idPertemuan));
  await perbaruiRingkasanPertemuan(db, k);
  return baris.length;
}

/** The attendance observer: a student's event updates their row of that meeting, in its tx. */
export async function amatiUntukKehadiran(db: Db, e: PeristiwaBaru) {
  if (e.role !== 'mahasiswa') return;
  await perbaruiKehadiranPeserta(db, e.idPertemuan, e.idPengguna);
  // A group's hand-in: every member's row.
  const idKelompok = kelompokDari({ ...e, data: e.data ?? {} });
  if (!idKelompok) return;
  for (const idP of (await anggotaKelompok(db, [idKelompok])).get(idKelompok) ?? []) {
    if (idP !== e.idPengguna) await perbaruiKehadiranPeserta(db, e.idPertemuan, idP);
  }
}

amatiAktivitas(amatiUntukKehadiran);
