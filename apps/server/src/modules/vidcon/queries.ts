import type { JoinVidcon, Vidcon } from '@kampus/api/contract';
import type { StatusVidcon } from '@kampus/domain';
import { statusVidconPada } from '@kampus/domain';
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  lte,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { joinVidcon, kelasKuliah, mataKuliah, pengguna, pertemuan, vidcon } from '../../db/schema';
import type { Aktor } from '../auth';
import { lingkupKelas } from '../kelas';
import { daftarkanPenghitungAktivitas } from '../pertemuan';

// The vidcon module's rows: a vidcon with its class, its joins, and the meeting's count.

export type BarisVidcon = typeof vidcon.$inferSelect;
export type KolomVidcon = Pick<
  typeof vidcon.$inferInsert,
  'judul' | 'aplikasi' | 'link' | 'catatan' | 'waktuMulai' | 'waktuSelesai'
>;

/** Meeting activity counts (spec 3 count_activity): the vidcons of the meeting. */
daftarkanPenghitungAktivitas(async (db, ids) => {
  const rows = await db
    .select({ id: vidcon.idPertemuan, n: count() })
    .from(vidcon)
    .where(inArray(vidcon.idPertemuan, ids))
    .groupBy(vidcon.idPertemuan);
  return new Map(rows.map((r) => [r.id, { vidcon: r.n }]));
});

/** A vidcon and its class (for access checks). */
export async function vidconDanKelas(db: Db, id: string) {
  const [r] = await db
    .select({ v: vidcon, idKelas: pertemuan.idKelasKuliah })
    .from(vidcon)
    .innerJoin(pertemuan, eq(pertemuan.id, vidcon.idPertemuan))
    .where(eq(vidcon.id, id))
    .limit(1);
  return r ?? null;
}

/** Students who joined a vidcon, each counted once (spec 3 jumlah_peserta). */
export async function jumlahPeserta(db: Db, idVidcon: string) {
  const [r] = await db
    .select({ n: countDistinct(joinVidcon.idPengguna) })
    .from(joinVidcon)
    .where(and(eq(joinVidcon.idVidcon, idVidcon), eq(joinVidcon.role, 'mahasiswa')));
  return r?.n ?? 0;
}

export interface FilterVidcon {
  idPertemuan?: string;
  ids?: string[];
  /** Only this user's joins in join_data (a student sees their own). */
  joinMilik?: string;
  /** Across classes (/vidcon): only the classes this caller may see, the newest start first. */
  lingkup?: Aktor;
  status?: StatusVidcon;
  search?: string;
}

/** A status on the clock as a condition (domain statusVidconPada). */
function kondisiStatus(status: StatusVidcon | undefined, kini: Date): SQL | undefined {
  if (status === 'belum_dimulai') return gt(vidcon.waktuMulai, kini);
  if (status === 'selesai') return lte(vidcon.waktuSelesai, kini);
  if (status === 'berlangsung')
    return and(lte(vidcon.waktuMulai, kini), gt(vidcon.waktuSelesai, kini));
  return undefined;
}

/** Vidcons as the API shows them, by start time; hydrated in three queries. */
export async function daftarVidcon(
  db: Db,
  f: FilterVidcon,
  paging: { page: number; perPage: number },
  kini: Date,
): Promise<{ items: Vidcon[]; total: number }> {
  const where = and(
    f.idPertemuan ? eq(vidcon.idPertemuan, f.idPertemuan) : undefined,
    f.ids ? inArray(vidcon.id, f.ids) : undefined,
    f.lingkup
      ? and(
          eq(kelasKuliah.idPerguruanTinggi, f.lingkup.idPerguruanTinggi),
          lingkupKelas(db, f.lingkup),
        )
      : undefined,
    kondisiStatus(f.status, kini),
    f.search ? ilike(vidcon.judul, `%${f.search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  ) as SQL;
  const [total] = await db
    .select({ n: count() })
    .from(vidcon)
    .innerJoin(pertemuan, eq(pertemuan.id, vidcon.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .where(where);
  // A meeting's vidcons in the order they happen; across classes the newest first.
  const urutan = f.lingkup
    ? [desc(vidcon.waktuMulai), desc(vidcon.id)]
    : [asc(vidcon.waktuMulai), asc(vidcon.createdAt), asc(vidcon.id)];
  const rows = await db
    .select({
      v: vidcon,
      nomor: pertemuan.nomor,
      kelas: { id: kelasKuliah.id, nama: kelasKuliah.namaKelas },
      mk: { id: mataKuliah.id, kode: mataKuliah.kode, nama: mataKuliah.nama },
      pembuat: { name: pengguna.nama, username: pengguna.username },
    })
    .from(vidcon)
    .innerJoin(pertemuan, eq(pertemuan.id, vidcon.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .leftJoin(pengguna, eq(pengguna.id, vidcon.dibuatOleh))
    .where(where)
    .orderBy(...urutan)
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  const ids = rows.map((r) => r.v.id);
  const peserta =
    ids.length === 0
      ? []
      : await db
          .select({ id: joinVidcon.idVidcon, n: countDistinct(joinVidcon.idPengguna) })
          .from(joinVidcon)
          .where(and(inArray(joinVidcon.idVidcon, ids), eq(joinVidcon.role, 'mahasiswa')))
          .groupBy(joinVidcon.idVidcon);
  const joins =
    ids.length === 0
      ? []
      : await db
          .select({
            idVidcon: joinVidcon.idVidcon,
            username: pengguna.username,
            nama: pengguna.nama,
            role: joinVidcon.role,
            waktuJoin: joinVidcon.waktuJoin,
            terlambat: joinVidcon.terlambat,
          })
          .from(joinVidcon)
          .innerJoin(pengguna, eq(pengguna.id, joinVidcon.idPengguna))
          .where(
            and(
              inArray(joinVidcon.idVidcon, ids),
              f.joinMilik ? eq(joinVidcon.idPengguna, f.joinMilik) : undefined,
            ),
          )
          .orderBy(asc(joinVidcon.waktuJoin), asc(joinVidcon.id));
  const items = rows.map((r): Vidcon => {
    const jumlah = peserta.find((p) => p.id === r.v.id)?.n ?? 0;
    return {
      id: r.v.id,
      id_kelas_kuliah: r.kelas.id,
      id_pertemuan: r.v.idPertemuan,
      judul: r.v.judul,
      aplikasi: r.v.aplikasi,
      link: r.v.link,
      catatan: r.v.catatan,
      status: statusVidconPada(
        { waktu_mulai: r.v.waktuMulai, waktu_selesai: r.v.waktuSelesai },
        kini,
      ),
      waktu_mulai: r.v.waktuMulai.toISOString(),
      waktu_selesai: r.v.waktuSelesai.toISOString(),
      jumlah_peserta: jumlah,
      join_data: joins
        .filter((j) => j.idVidcon === r.v.id)
        .map(
          (j): JoinVidcon => ({
            username: j.username,
            nama: j.nama,
            role: j.role,
            waktu_join: j.waktuJoin.toISOString(),
            terlambat: j.terlambat,
          }),
        ),
      kelas_kuliah: { ...r.kelas, mata_kuliah: r.mk },
      pertemuan: { nomor: r.nomor },
      created_by: r.pembuat?.username ? r.pembuat : null,
      created_at: r.v.createdAt.toISOString(),
    };
  });
  return { items, total: total?.n ?? 0 };
}

export async function tambahVidconRow(
  db: Db,
  kolom: KolomVidcon & { idPertemuan: string; dibuatOleh: string },
) {
  const [r] = await db.insert(vidcon).values(kolom).returning({ id: vidcon.id });
  if (!r) throw new Error('vidcon tidak tersimpan');
  return r.id;
}

export async function ubahVidconRow(
  db: Db,
  id: string,
  kolom: KolomVidcon & { idPertemuan: string },
) {
  await db
    .update(vidcon)
    .set({ ...kolom, updatedAt: new Date() })
    .where(eq(vidcon.id, id));
}

export async function hapusVidconRow(db: Db, id: string) {
  await db.delete(vidcon).where(eq(vidcon.id, id));
}

export async function catatJoinRow(db: Db, baris: typeof joinVidcon.$inferInsert) {
  await db.insert(joinVidcon).values(baris);
}
