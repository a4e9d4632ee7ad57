import {
  type FaktaKehadiran,
  type KodePresensi,
  modeKehadiran,
  presensiOtomatis,
} from '@kampus/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { anggotaKelompokTugas, mahasiswa, pertemuan, pesertaKelas } from '../../db/schema';
import {
  amatiAktivitas,
  bacaAktivitas,
  lepasAmatiAktivitas,
  type Peristiwa,
  type PeristiwaBaru,
} from '../../platform/aktivitas';
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
// hitungProgresKehadiran, into the stored row. One student on each event; a whole meeting only
// in a recalculation job.

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
 * count as theirs (read only when the meeting counts assignments). The student's groups of the
 * meeting's assignments first (usually none: then nothing else is read), then only those
 * assignments' hand-ins, so an event costs the same whatever the class size.
 */
async function faktaKelompok(db: Db, k: KonteksPertemuan, idPengguna: string) {
  const idTugas = k.aktivitas.filter((a) => a.jenis === 'tugas').map((a) => a.id);
  if (!k.p.parameterKehadiran?.kerjakan_tugas || idTugas.length === 0) return [];
  const grup = await db
    .select({ k: anggotaKelompokTugas.idKelompok, t: anggotaKelompokTugas.idTugas })
    .from(anggotaKelompokTugas)
    .innerJoin(mahasiswa, eq(mahasiswa.id, anggotaKelompokTugas.idMahasiswa))
    .where(
      and(inArray(anggotaKelompokTugas.idTugas, idTugas), eq(mahasiswa.idPengguna, idPengguna)),
    );
  if (grup.length === 0) return [];
  const milik = new Set(grup.map((g) => g.k));
  const events = await bacaAktivitas(db, {
    idPertemuan: [k.p.id],
    jenis: 'tugas',
    idAktivitas: [...new Set(grup.map((g) => g.t))],
    batas: 10_000,
  });
  return events
    .filter((e) => {
      const id = kelompokDari(e);
      return id && e.idPengguna !== idPengguna && milik.has(id);
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
  // The row, locked until the transaction ends: two events of one student at once (a post while
  // a material is read) are counted one after the other, the second seeing the first's event.
  await db
    .select({ id: kehadiranMahasiswa.idPengguna })
    .from(kehadiranMahasiswa)
    .where(
      and(
        eq(kehadiranMahasiswa.idPertemuan, idPertemuan),
        eq(kehadiranMahasiswa.idPengguna, idPengguna),
      ),
    )
    .for('update');
  const events = await bacaAktivitas(db, { idPertemuan: [idPertemuan], idPengguna, batas: 10_000 });
  const h = progresDari(k, [...events.map(fakta), ...(await faktaKelompok(db, k, idPengguna))]);
  const presensi = presensiOtomatis(h.overall, k.minimalPersen);
  await simpanOtomatis(db, [
    {
      idPertemuan,
      idPengguna,
      presensi,
      progress: h.overall,
      fraction: h.fraction,
      detail: h.detail,
      diubahOleh: null,
      diubahPada: kini,
    },
  ]);
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

/** KEHADIRAN_PENGAMAT=false (the bench's storm without the incremental update): stop observing. */
export function matikanPengamatKehadiran() {
  lepasAmatiAktivitas(amatiUntukKehadiran);
}
