import type { PostForum, TopikForum } from '@kampus/api/contract';
import { and, asc, count, desc, eq, exists, inArray, isNull, max, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { pengguna, postForum, tandaBacaForum } from '../../db/schema';

// The forum module's posts and read markers.

export type BarisPost = typeof postForum.$inferSelect;

export async function postById(db: Db, idForum: string, idPost: string) {
  const [r] = await db
    .select()
    .from(postForum)
    .where(and(eq(postForum.id, idPost), eq(postForum.idForum, idForum)))
    .limit(1);
  return r ?? null;
}

/** The caller's read marker of a forum; null before they first read it. */
export async function waktuBacaForum(db: Db, idForum: string, idPengguna: string) {
  const [r] = await db
    .select({ w: tandaBacaForum.waktuBaca })
    .from(tandaBacaForum)
    .where(and(eq(tandaBacaForum.idForum, idForum), eq(tandaBacaForum.idPengguna, idPengguna)))
    .limit(1);
  return r?.w ?? null;
}

/** Moves the caller's read marker forward to `waktu` (never back). */
export async function tandaiDibacaRow(db: Db, idForum: string, idPengguna: string, waktu: Date) {
  await db
    .insert(tandaBacaForum)
    .values({ idForum, idPengguna, waktuBaca: waktu })
    .onConflictDoUpdate({
      target: [tandaBacaForum.idForum, tandaBacaForum.idPengguna],
      set: { waktuBaca: sql`greatest(${tandaBacaForum.waktuBaca}, excluded.waktu_baca)` },
    });
}

/** The latest post time of a forum (deleted ones too: reading up to it reads them all). */
export async function postTerakhir(db: Db, idForum: string) {
  const [r] = await db
    .select({ w: max(postForum.createdAt) })
    .from(postForum)
    .where(eq(postForum.idForum, idForum));
  return r?.w ?? null;
}

/** Posts of a user in a forum, not deleted (a student's completion counts these). */
export async function jumlahPostPengguna(db: Db, idForum: string, idPengguna: string) {
  const [r] = await db
    .select({ n: count() })
    .from(postForum)
    .where(
      and(
        eq(postForum.idForum, idForum),
        eq(postForum.idPengguna, idPengguna),
        isNull(postForum.dihapusPada),
      ),
    );
  return r?.n ?? 0;
}

export interface Pemirsa {
  idPengguna: string;
  waktuBaca: Date | null;
  /** The forum is open (authors may change their posts). */
  terbuka: boolean;
  /** The caller manages the class (deletes any post). */
  pengelola: boolean;
}

type BarisDenganPengirim = {
  p: BarisPost;
  u: { id: string; nama: string; username: string } | null;
};

function kePost(r: BarisDenganPengirim, v: Pemirsa): PostForum {
  const dihapus = r.p.dihapusPada !== null;
  const milik = r.p.idPengguna === v.idPengguna;
  return {
    id: r.p.id,
    id_forum: r.p.idForum,
    id_induk: r.p.idInduk,
    isi: dihapus ? '' : r.p.isi,
    pengirim:
      dihapus || !r.u
        ? null
        : { id_user: r.u.id, nama: r.u.nama, username: r.u.username, role: r.p.role },
    created_at: r.p.createdAt.toISOString(),
    diubah_pada: r.p.diubahPada?.toISOString() ?? null,
    dihapus,
    belum_dibaca: !dihapus && !milik && (v.waktuBaca === null || r.p.createdAt > v.waktuBaca),
    bisa_diubah: !dihapus && milik && v.terbuka,
    bisa_dihapus: !dihapus && (v.pengelola || (milik && v.terbuka)),
  };
}

const kolomPengirim = { id: pengguna.id, nama: pengguna.nama, username: pengguna.username };

/** One post as the caller sees it. */
export async function satuPost(db: Db, idPost: string, v: Pemirsa): Promise<PostForum | null> {
  const [r] = await db
    .select({ p: postForum, u: kolomPengirim })
    .from(postForum)
    .leftJoin(pengguna, eq(pengguna.id, postForum.idPengguna))
    .where(eq(postForum.id, idPost))
    .limit(1);
  return r ? kePost(r, v) : null;
}

/**
 * The threads of a forum, newest first, each with its replies oldest first. A deleted thread
 * stays (emptied) while it has replies; deleted replies are gone.
 */
export async function daftarTopik(
  db: Db,
  idForum: string,
  paging: { page: number; perPage: number },
  v: Pemirsa,
): Promise<{ items: TopikForum[]; total: number }> {
  const balasan = alias(postForum, 'balasan');
  const where = and(
    eq(postForum.idForum, idForum),
    isNull(postForum.idInduk),
    or(
      isNull(postForum.dihapusPada),
      exists(
        db
          .select({ x: sql`1` })
          .from(balasan)
          .where(and(eq(balasan.idInduk, postForum.id), isNull(balasan.dihapusPada))),
      ),
    ),
  );
  const [total] = await db.select({ n: count() }).from(postForum).where(where);
  const topik = await db
    .select({ p: postForum, u: kolomPengirim })
    .from(postForum)
    .leftJoin(pengguna, eq(pengguna.id, postForum.idPengguna))
    .where(where)
    .orderBy(desc(postForum.createdAt), desc(postForum.id))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  const ids = topik.map((t) => t.p.id);
  const semuaBalasan =
    ids.length === 0
      ? []
      : await db
          .select({ p: postForum, u: kolomPengirim })
          .from(postForum)
          .leftJoin(pengguna, eq(pengguna.id, postForum.idPengguna))
          .where(and(inArray(postForum.idInduk, ids), isNull(postForum.dihapusPada)))
          .orderBy(asc(postForum.createdAt), asc(postForum.id));
  const items = topik.map(
    (t): TopikForum => ({
      ...kePost(t, v),
      balasan: semuaBalasan.filter((b) => b.p.idInduk === t.p.id).map((b) => kePost(b, v)),
    }),
  );
  return { items, total: total?.n ?? 0 };
}

export async function tambahPostRow(db: Db, baris: typeof postForum.$inferInsert) {
  const [r] = await db.insert(postForum).values(baris).returning({ id: postForum.id });
  if (!r) throw new Error('postingan tidak tersimpan');
  return r.id;
}

export async function ubahPostRow(db: Db, id: string, isi: string, kini: Date) {
  await db.update(postForum).set({ isi, diubahPada: kini }).where(eq(postForum.id, id));
}

export async function hapusPostRow(db: Db, id: string, oleh: string, kini: Date) {
  await db
    .update(postForum)
    .set({ dihapusPada: kini, dihapusOleh: oleh })
    .where(and(eq(postForum.id, id), isNull(postForum.dihapusPada)));
}
