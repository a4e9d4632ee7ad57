import type { Komentar } from '@kampus/api/contract';
import { labelPeranKomentar } from '@kampus/domain';
import { and, asc, count, desc, eq, inArray, max, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  chatDibaca,
  chatGroup,
  chatKomentar,
  chatThread,
  dosen,
  mahasiswa,
  pengajarKelas,
  pengguna,
  pesertaKelas,
} from '../../db/schema';

// The chat module's rows: groups, threads, comments, read marks; and the people of a class (the
// group's members come from the class, never from the client).

export type BarisGroup = typeof chatGroup.$inferSelect;
export type BarisThread = typeof chatThread.$inferSelect;
export type BarisKomentar = typeof chatKomentar.$inferSelect;

export async function groupById(db: Db, pt: string, id: string) {
  const [g] = await db
    .select()
    .from(chatGroup)
    .where(and(eq(chatGroup.idPerguruanTinggi, pt), eq(chatGroup.id, id)))
    .limit(1);
  return g ?? null;
}

/** Creates a group unless it exists (two clients may open it at once); answers the row. */
export async function tambahGroup(db: Db, row: typeof chatGroup.$inferInsert) {
  await db.insert(chatGroup).values(row).onConflictDoNothing();
  return groupById(db, row.idPerguruanTinggi, row.id);
}

export async function ubahNamaGroup(db: Db, pt: string, id: string, nama: string) {
  await db
    .update(chatGroup)
    .set({ nama })
    .where(and(eq(chatGroup.idPerguruanTinggi, pt), eq(chatGroup.id, id)));
}

export async function threadById(db: Db, pt: string, id: string) {
  const [t] = await db
    .select()
    .from(chatThread)
    .where(and(eq(chatThread.idPerguruanTinggi, pt), eq(chatThread.id, id)))
    .limit(1);
  return t ?? null;
}

export async function tambahThread(db: Db, row: typeof chatThread.$inferInsert) {
  await db.insert(chatThread).values(row).onConflictDoNothing();
  return threadById(db, row.idPerguruanTinggi, row.id);
}

/** The threads of a group; with `idMahasiswa`, that student's and the group-assignment ones. */
export async function threadGroup(db: Db, pt: string, idGroup: string, idMahasiswa?: string) {
  return db
    .select()
    .from(chatThread)
    .where(
      and(
        eq(chatThread.idPerguruanTinggi, pt),
        eq(chatThread.idGroup, idGroup),
        idMahasiswa === undefined
          ? undefined
          : or(eq(chatThread.idMahasiswa, idMahasiswa), sql`${chatThread.idMahasiswa} is null`),
      ),
    )
    .orderBy(asc(chatThread.createdAt), asc(chatThread.id));
}

const kolomKomentar = {
  k: chatKomentar,
  nama: pengguna.nama,
};

function komentarApi(r: { k: BarisKomentar; nama: string }): Komentar {
  return {
    id: r.k.id,
    id_thread: r.k.idThread,
    id_user: r.k.idPengguna,
    nama: r.nama,
    role: labelPeranKomentar(r.k.role),
    isi: r.k.dihapus ? '' : r.k.isi,
    waktu_posting: r.k.waktuPosting.toISOString(),
    dihapus: r.k.dihapus,
    waktu_dihapus: r.k.waktuDihapus ? r.k.waktuDihapus.toISOString() : null,
  };
}

/**
 * A page of a thread's comments, oldest first: the newest `limit`, or the `limit` before the
 * comment `sebelum` (by posting time, then id); `adaSebelumnya` when older ones remain.
 */
export async function halamanKomentar(
  db: Db,
  pt: string,
  idThread: string,
  o: { sebelum?: string; limit: number },
) {
  let batas: SQL | undefined;
  if (o.sebelum) {
    const [acuan] = await db
      .select({ w: chatKomentar.waktuPosting, id: chatKomentar.id })
      .from(chatKomentar)
      .where(
        and(
          eq(chatKomentar.idPerguruanTinggi, pt),
          eq(chatKomentar.idThread, idThread),
          eq(chatKomentar.id, o.sebelum),
        ),
      )
      .limit(1);
    if (!acuan) return null;
    batas = sql`(${chatKomentar.waktuPosting}, ${chatKomentar.id}) < (select k.waktu_posting, k.id from chat_komentar k where k.id = ${acuan.id})`;
  }
  const rows = await db
    .select(kolomKomentar)
    .from(chatKomentar)
    .innerJoin(pengguna, eq(pengguna.id, chatKomentar.idPengguna))
    .where(and(eq(chatKomentar.idPerguruanTinggi, pt), eq(chatKomentar.idThread, idThread), batas))
    .orderBy(desc(chatKomentar.waktuPosting), desc(chatKomentar.id))
    .limit(o.limit + 1);
  const adaSebelumnya = rows.length > o.limit;
  return { items: rows.slice(0, o.limit).reverse().map(komentarApi), adaSebelumnya };
}

export async function komentarById(db: Db, pt: string, idThread: string, id: string) {
  const [r] = await db
    .select(kolomKomentar)
    .from(chatKomentar)
    .innerJoin(pengguna, eq(pengguna.id, chatKomentar.idPengguna))
    .where(
      and(
        eq(chatKomentar.idPerguruanTinggi, pt),
        eq(chatKomentar.idThread, idThread),
        eq(chatKomentar.id, id),
      ),
    )
    .limit(1);
  return r ? { baris: r.k, api: komentarApi(r) } : null;
}

export async function tambahKomentarRow(db: Db, row: typeof chatKomentar.$inferInsert) {
  const [r] = await db.insert(chatKomentar).values(row).returning({ id: chatKomentar.id });
  if (!r) throw new Error('komentar tidak tersimpan');
  return r.id;
}

/** Deleting keeps the row (its place in the thread) without its text. */
export async function hapusKomentarRow(db: Db, id: string) {
  await db
    .update(chatKomentar)
    .set({ dihapus: true, isi: '', waktuDihapus: new Date() })
    .where(eq(chatKomentar.id, id));
}

/** Marks a thread read by a user now. */
export async function tandaiDibacaRow(db: Db, pt: string, idThread: string, idPengguna: string) {
  await db
    .insert(chatDibaca)
    .values({ idPerguruanTinggi: pt, idThread, idPengguna, terakhirDibaca: sql`now()` })
    .onConflictDoUpdate({
      target: [chatDibaca.idPerguruanTinggi, chatDibaca.idThread, chatDibaca.idPengguna],
      set: { terakhirDibaca: sql`now()` },
    });
}

/**
 * Per thread, for one reader: others' comments (not deleted) after their last read, the
 * newest comment's time and the last read (domain belumDibaca, counted in SQL).
 */
export async function hitungBelumDibaca(
  db: Db,
  pt: string,
  idThreads: string[],
  idPengguna: string,
) {
  if (idThreads.length === 0) return [];
  const dibaca = await db
    .select({ id: chatDibaca.idThread, w: chatDibaca.terakhirDibaca })
    .from(chatDibaca)
    .where(
      and(
        eq(chatDibaca.idPerguruanTinggi, pt),
        eq(chatDibaca.idPengguna, idPengguna),
        inArray(chatDibaca.idThread, idThreads),
      ),
    );
  const terakhir = await db
    .select({ id: chatKomentar.idThread, w: max(chatKomentar.waktuPosting) })
    .from(chatKomentar)
    .where(
      and(
        eq(chatKomentar.idPerguruanTinggi, pt),
        inArray(chatKomentar.idThread, idThreads),
        eq(chatKomentar.dihapus, false),
      ),
    )
    .groupBy(chatKomentar.idThread);
  const belum = await db
    .select({ id: chatKomentar.idThread, n: count() })
    .from(chatKomentar)
    .leftJoin(
      chatDibaca,
      and(
        eq(chatDibaca.idPerguruanTinggi, chatKomentar.idPerguruanTinggi),
        eq(chatDibaca.idThread, chatKomentar.idThread),
        eq(chatDibaca.idPengguna, idPengguna),
      ),
    )
    .where(
      and(
        eq(chatKomentar.idPerguruanTinggi, pt),
        inArray(chatKomentar.idThread, idThreads),
        eq(chatKomentar.dihapus, false),
        ne(chatKomentar.idPengguna, idPengguna),
        sql`(${chatDibaca.terakhirDibaca} is null or ${chatKomentar.waktuPosting} > ${chatDibaca.terakhirDibaca})`,
      ),
    )
    .groupBy(chatKomentar.idThread);
  const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
  return idThreads.map((id) => ({
    id_thread: id,
    belum_dibaca: belum.find((b) => b.id === id)?.n ?? 0,
    waktu_terakhir: iso(terakhir.find((t) => t.id === id)?.w),
    terakhir_dibaca: iso(dibaca.find((d) => d.id === id)?.w),
  }));
}

/** The people of a class by their user ids: its lecturers and its students. */
export async function orangKelas(db: Db, idKelas: string) {
  const [pengajar, peserta] = await Promise.all([
    db
      .select({ id_user: dosen.idPengguna, nama: pengguna.nama })
      .from(pengajarKelas)
      .innerJoin(dosen, eq(dosen.id, pengajarKelas.idDosen))
      .innerJoin(pengguna, eq(pengguna.id, dosen.idPengguna))
      .where(eq(pengajarKelas.idKelasKuliah, idKelas))
      .orderBy(desc(pengajarKelas.isUtama), asc(pengguna.nama)),
    db
      .select({ id_user: mahasiswa.idPengguna, nama: pengguna.nama, idMahasiswa: mahasiswa.id })
      .from(pesertaKelas)
      .innerJoin(mahasiswa, eq(mahasiswa.id, pesertaKelas.idMahasiswa))
      .innerJoin(pengguna, eq(pengguna.id, mahasiswa.idPengguna))
      .where(eq(pesertaKelas.idKelasKuliah, idKelas))
      .orderBy(asc(pengguna.nama)),
  ]);
  return { pengajar, peserta };
}

/** Whether a student (id_mahasiswa) takes a class. */
export async function pesertaDiKelas(db: Db, idKelas: string, idMahasiswa: string) {
  const [r] = await db
    .select({ x: pesertaKelas.idMahasiswa })
    .from(pesertaKelas)
    .where(and(eq(pesertaKelas.idKelasKuliah, idKelas), eq(pesertaKelas.idMahasiswa, idMahasiswa)))
    .limit(1);
  return Boolean(r);
}
