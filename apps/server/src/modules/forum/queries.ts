import type { Forum } from '@kampus/api/contract';
import {
  forumSelesaiMahasiswa,
  forumTerbuka,
  forumTerlipat,
  idForumChat,
  idGroupChatKelas,
  linkForum,
  statusForumPada,
} from '@kampus/domain';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  forum,
  kelasKuliah,
  mataKuliah,
  pengguna,
  pertemuan,
  pesertaKelas,
  postForum,
  tandaBacaForum,
} from '../../db/schema';
import type { Aktor } from '../auth';
import { lingkupKelas } from '../kelas';
import { daftarkanPenghitungAktivitas } from '../pertemuan';

// The forum module's forum rows: a forum with its class, and its counts for one caller.

export type BarisForum = typeof forum.$inferSelect;
export type KolomForum = Pick<
  typeof forum.$inferInsert,
  'judul' | 'deskripsi' | 'waktuMulai' | 'waktuSelesai' | 'penilaianKeaktifan' | 'minimalPost'
>;

/** Meeting activity counts (spec 3 count_activity): the forums of the meeting. */
daftarkanPenghitungAktivitas(async (db, ids) => {
  const rows = await db
    .select({ id: forum.idPertemuan, n: count() })
    .from(forum)
    .where(inArray(forum.idPertemuan, ids))
    .groupBy(forum.idPertemuan);
  return new Map(rows.map((r) => [r.id, { forum: r.n }]));
});

/** A forum and its class (for access checks). */
export async function forumDanKelas(db: Db, id: string) {
  const [r] = await db
    .select({ f: forum, idKelas: pertemuan.idKelasKuliah })
    .from(forum)
    .innerJoin(pertemuan, eq(pertemuan.id, forum.idPertemuan))
    .where(eq(forum.id, id))
    .limit(1);
  return r ?? null;
}

/** Students who posted in a forum (not deleted), each counted once (spec 5's participants). */
export async function jumlahPesertaJoin(db: Db, idForum: string) {
  const [r] = await db
    .select({ n: sql<number>`count(distinct ${postForum.idPengguna})`.mapWith(Number) })
    .from(postForum)
    .where(
      and(
        eq(postForum.idForum, idForum),
        eq(postForum.role, 'mahasiswa'),
        isNull(postForum.dihapusPada),
      ),
    );
  return r?.n ?? 0;
}

export interface FilterForum {
  idPertemuan?: string;
  idKelas?: string;
  periode?: number;
  ids?: string[];
  /** Limit to the caller's classes (their own for students and lecturers). */
  lingkup?: boolean;
}

/** Time of the forum's latest post not deleted (its last activity). */
const terakhir = sql<
  string | null
>`(select max(${postForum.createdAt}) from ${postForum} where ${postForum.idForum} = ${forum.id} and ${postForum.dihapusPada} is null)`;

const keIso = (v: Date | null | undefined) => v?.toISOString() ?? null;

/** Per forum, for one caller: posts, students who posted, last post, own posts, unread. */
async function hitunganPost(db: Db, ids: string[], idPengguna: string) {
  if (ids.length === 0) return new Map<string, Hitungan>();
  const hidup = sql`${postForum.dihapusPada} is null`;
  const rows = await db
    .select({
      id: postForum.idForum,
      post: sql<number>`count(*) filter (where ${hidup})`.mapWith(Number),
      peserta:
        sql<number>`count(distinct ${postForum.idPengguna}) filter (where ${hidup} and ${postForum.role} = 'mahasiswa')`.mapWith(
          Number,
        ),
      terakhir: sql<Date | null>`max(${postForum.createdAt}) filter (where ${hidup})`.mapWith(
        postForum.createdAt,
      ),
      saya: sql<number>`count(*) filter (where ${hidup} and ${postForum.idPengguna} = ${idPengguna})`.mapWith(
        Number,
      ),
      unread:
        sql<number>`count(*) filter (where ${hidup} and ${postForum.idPengguna} <> ${idPengguna} and ${postForum.createdAt} > coalesce(${tandaBacaForum.waktuBaca}, '-infinity'::timestamptz))`.mapWith(
          Number,
        ),
    })
    .from(postForum)
    .leftJoin(
      tandaBacaForum,
      and(eq(tandaBacaForum.idForum, postForum.idForum), eq(tandaBacaForum.idPengguna, idPengguna)),
    )
    .where(inArray(postForum.idForum, ids))
    .groupBy(postForum.idForum);
  return new Map(rows.map((r) => [r.id, r]));
}
type Hitungan = {
  post: number;
  peserta: number;
  terakhir: Date | null;
  saya: number;
  unread: number;
};

/** Students of each class. */
async function pesertaPerKelas(db: Db, idKelas: string[]) {
  if (idKelas.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: pesertaKelas.idKelasKuliah, n: count() })
    .from(pesertaKelas)
    .where(inArray(pesertaKelas.idKelasKuliah, idKelas))
    .groupBy(pesertaKelas.idKelasKuliah);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/**
 * Forums as their caller sees them, hydrated in three queries. A meeting's are by start; the
 * rest (the /forum page) by last activity (latest post, else creation), newest first.
 */
export async function daftarForumRows(
  db: Db,
  aktor: Aktor,
  f: FilterForum,
  paging: { page: number; perPage: number },
  kini: Date,
  /** The caller manages these forums (a lecturer of their class, an operator with write). */
  bisaKelola: boolean,
): Promise<{ items: Forum[]; total: number }> {
  const where = and(
    eq(kelasKuliah.idPerguruanTinggi, aktor.idPerguruanTinggi),
    f.lingkup ? lingkupKelas(db, aktor) : undefined,
    f.idPertemuan ? eq(forum.idPertemuan, f.idPertemuan) : undefined,
    f.idKelas ? eq(pertemuan.idKelasKuliah, f.idKelas) : undefined,
    f.periode ? eq(kelasKuliah.periode, f.periode) : undefined,
    f.ids ? inArray(forum.id, f.ids) : undefined,
  ) as SQL;
  const [total] = await db
    .select({ n: count() })
    .from(forum)
    .innerJoin(pertemuan, eq(pertemuan.id, forum.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .where(where);
  const urutan = f.idPertemuan
    ? [asc(forum.waktuMulai), asc(forum.createdAt), asc(forum.id)]
    : [desc(sql`coalesce(${terakhir}, ${forum.createdAt})`), desc(forum.id)];
  const rows = await db
    .select({
      f: forum,
      p: { id: pertemuan.id, nomor: pertemuan.nomor, judul: pertemuan.judul },
      k: { id: kelasKuliah.id, nama: kelasKuliah.namaKelas },
      mk: { kode: mataKuliah.kode, nama: mataKuliah.nama },
      pembuat: { name: pengguna.nama, username: pengguna.username },
    })
    .from(forum)
    .innerJoin(pertemuan, eq(pertemuan.id, forum.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .leftJoin(pengguna, eq(pengguna.id, forum.dibuatOleh))
    .where(where)
    .orderBy(...urutan)
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  const hitungan = await hitunganPost(
    db,
    rows.map((r) => r.f.id),
    aktor.idPengguna,
  );
  const peserta = await pesertaPerKelas(db, [...new Set(rows.map((r) => r.k.id))]);
  const mahasiswa = aktor.role === 'mahasiswa';
  const items = rows.map((r): Forum => {
    const h = hitungan.get(r.f.id);
    const waktu = { waktu_mulai: r.f.waktuMulai, waktu_selesai: r.f.waktuSelesai };
    const groupId = idGroupChatKelas(r.k.id);
    const forumId = idForumChat(r.f.id);
    return {
      id: r.f.id,
      id_kelas_kuliah: r.k.id,
      id_pertemuan: r.f.idPertemuan,
      pertemuan: r.p,
      kelas_kuliah: { id: r.k.id, mata_kuliah: r.mk, kelas: { nama: r.k.nama } },
      judul: r.f.judul,
      deskripsi: r.f.deskripsi,
      waktu_mulai: r.f.waktuMulai.toISOString(),
      waktu_selesai: r.f.waktuSelesai.toISOString(),
      penilaian_keaktifan: r.f.penilaianKeaktifan,
      minimal_post: r.f.minimalPost,
      status: statusForumPada(waktu, kini),
      terbuka: forumTerbuka(waktu, kini),
      bisa_diubah: bisaKelola,
      terlipat: forumTerlipat(waktu, aktor.role, kini),
      jumlah_peserta: peserta.get(r.k.id) ?? 0,
      jumlah_peserta_join: h?.peserta ?? 0,
      jumlah_post: h?.post ?? 0,
      jumlah_post_saya: h?.saya ?? 0,
      completed: mahasiswa ? forumSelesaiMahasiswa(h?.saya ?? 0, r.f.minimalPost) : null,
      id_group_chat: groupId,
      id_forum_chat: forumId,
      link: linkForum(groupId, forumId),
      unread_count: h?.unread ?? 0,
      last_chat_time: keIso(h?.terakhir),
      created_by: r.pembuat?.username ? r.pembuat : null,
      created_at: r.f.createdAt.toISOString(),
    };
  });
  return { items, total: total?.n ?? 0 };
}

export async function tambahForumRow(
  db: Db,
  kolom: KolomForum & { idPertemuan: string; dibuatOleh: string },
) {
  const [r] = await db.insert(forum).values(kolom).returning({ id: forum.id });
  if (!r) throw new Error('forum tidak tersimpan');
  return r.id;
}

export async function ubahForumRow(
  db: Db,
  id: string,
  kolom: KolomForum & { idPertemuan: string },
) {
  await db
    .update(forum)
    .set({ ...kolom, updatedAt: new Date() })
    .where(eq(forum.id, id));
}

export async function hapusForumRow(db: Db, id: string) {
  await db.delete(forum).where(eq(forum.id, id));
}
