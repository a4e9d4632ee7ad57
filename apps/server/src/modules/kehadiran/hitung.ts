import {
  type FaktaKehadiran,
  type KodePresensi,
  modeKehadiran,
  presensiOtomatis,
} from '@kampus/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { anggotaKelompokTugas, mahasiswa, pertemuan, pesertaKelas } from '../../db/schema';
import { bacaAktivitas, type Peristiwa } from '../../platform/aktivitas';
import {
  type BarisPertemuan,
  type KonteksPertemuan,
  konteksPertemuan,
  progresDari,
} from './konteks';
import { kehadiranMahasiswa } from './schema';

export {
  type BarisPertemuan,
  type KonteksPertemuan,
  konteksPertemuan,
  MINIMAL_PERSEN_DEFAULT,
  minimalPersen,
  pertemuanDanKampus,
  progresDari,
} from './konteks';

// The presence engine on the server (issue 25): the facts of a meeting (its criteria, its
// activities, the settings' minimum) and a student's events, through the domain's
// hitungProgresKehadiran, into the stored rows. The students whose events arrived, in batches
// after the events commit (susulan.ts); a whole meeting only in a recalculation job.

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
export function kelompokDari(e: { jenis: string; aksi: string; data: unknown }): string | null {
  if (e.jenis !== 'tugas' || e.aksi !== 'kumpul') return null;
  const id = (e.data as Record<string, unknown> | null)?.id_kelompok;
  return typeof id === 'string' ? id : null;
}

/** The members (user ids) of assignment groups. */
export async function anggotaKelompok(db: Db, ids: string[]) {
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
 * A group hands in once for all its members: the hand-ins of the groups these students belong
 * to count as theirs (read only when the meeting counts assignments). Their groups of the
 * meeting's assignments first (usually none: then nothing else is read), then only those
 * assignments' hand-ins; two queries whatever the number of students.
 */
async function faktaKelompok(db: Db, k: KonteksPertemuan, idPengguna: string[]) {
  const hasil = new Map<string, FaktaKehadiran[]>();
  const idTugas = k.aktivitas.filter((a) => a.jenis === 'tugas').map((a) => a.id);
  if (!k.p.parameterKehadiran?.kerjakan_tugas || idTugas.length === 0) return hasil;
  const grup = await db
    .select({
      k: anggotaKelompokTugas.idKelompok,
      t: anggotaKelompokTugas.idTugas,
      p: mahasiswa.idPengguna,
    })
    .from(anggotaKelompokTugas)
    .innerJoin(mahasiswa, eq(mahasiswa.id, anggotaKelompokTugas.idMahasiswa))
    .where(
      and(
        inArray(anggotaKelompokTugas.idTugas, idTugas),
        inArray(mahasiswa.idPengguna, idPengguna),
      ),
    );
  if (grup.length === 0) return hasil;
  const events = await bacaAktivitas(db, {
    idPertemuan: [k.p.id],
    jenis: 'tugas',
    idAktivitas: [...new Set(grup.map((g) => g.t))],
    batas: 100_000,
  });
  for (const g of grup) {
    for (const e of events) {
      if (kelompokDari(e) === g.k && e.idPengguna !== g.p)
        hasil.set(g.p, [...(hasil.get(g.p) ?? []), fakta(e)]);
    }
  }
  return hasil;
}

/** Which of these users are students of the meeting's class. */
async function pesertaPertemuan(db: Db, p: BarisPertemuan, idPengguna: string[]) {
  const rows = await db
    .select({ id: mahasiswa.idPengguna })
    .from(pesertaKelas)
    .innerJoin(mahasiswa, eq(mahasiswa.id, pesertaKelas.idMahasiswa))
    .where(
      and(
        eq(pesertaKelas.idKelasKuliah, p.idKelasKuliah),
        inArray(mahasiswa.idPengguna, [...new Set(idPengguna)]),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Some students' rows of one meeting, from their events (the incremental update of the events'
 * catch-up, susulan.ts): six queries for the meeting whatever the number of students.
 */
export async function perbaruiKehadiranPesertaBanyak(
  db: Db,
  idPertemuan: string,
  idPengguna: string[],
  kini = new Date(),
) {
  if (idPengguna.length === 0) return 0;
  const k = await konteksPertemuan(db, idPertemuan);
  if (
    !k ||
    modeKehadiran({ jenis: k.p.jenis, parameter_kehadiran: k.p.parameterKehadiran }) === 'manual'
  )
    return 0;
  const peserta = await pesertaPertemuan(db, k.p, idPengguna);
  if (peserta.length === 0) return 0;
  const perPengguna = new Map<string, FaktaKehadiran[]>(peserta.map((u) => [u, []]));
  const events = await bacaAktivitas(db, {
    idPertemuan: [idPertemuan],
    idPengguna: peserta,
    batas: 100_000,
  });
  for (const e of events) perPengguna.get(e.idPengguna)?.push(fakta(e));
  for (const [u, f] of await faktaKelompok(db, k, peserta)) perPengguna.get(u)?.push(...f);
  const baris: BarisBaru[] = [...perPengguna].map(([u, f]) => {
    const h = progresDari(k, f);
    return {
      idPertemuan,
      idPengguna: u,
      presensi: presensiOtomatis(h.overall, k.minimalPersen) as KodePresensi,
      progress: h.overall,
      fraction: h.fraction,
      detail: h.detail,
      diubahOleh: null,
      diubahPada: kini,
    };
  });
  for (let i = 0; i < baris.length; i += 500) await simpanOtomatis(db, baris.slice(i, i + 500));
  return baris.length;
}

/** One student's row of one meeting, from their events. */
export function perbaruiKehadiranPeserta(
  db: Db,
  idPertemuan: string,
  idPengguna: string,
  kini = new Date(),
) {
  return perbaruiKehadiranPesertaBanyak(db, idPertemuan, [idPengguna], kini);
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
  return baris.length;
}
