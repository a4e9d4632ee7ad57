import type { AturanKehadiranUjian, Pengaturan, StatusPembatasan } from '@kampus/api/contract';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  konfigurasi,
  pengaturan,
  perguruanTinggi,
  periode,
  tagihanMahasiswa,
} from '../../db/schema';

export async function getPerguruanTinggi(db: Db, id: string) {
  const [row] = await db.select().from(perguruanTinggi).where(eq(perguruanTinggi.id, id));
  return row ?? null;
}

export async function getPengaturan(db: Db, collegeId: string): Promise<Pengaturan | null> {
  const [row] = await db
    .select({ data: pengaturan.data })
    .from(pengaturan)
    .where(eq(pengaturan.idPerguruanTinggi, collegeId));
  return (row?.data as Pengaturan | undefined) ?? null;
}

/**
 * Sets the exam attendance rule inside the settings document (one key, the rest untouched);
 * false when the college has no settings.
 */
export async function simpanAturanKehadiranUjian(
  db: Db,
  collegeId: string,
  aturan: AturanKehadiranUjian,
): Promise<boolean> {
  const rows = await db
    .update(pengaturan)
    .set({
      data: sql`jsonb_set(${pengaturan.data}, '{pembatasan_ujian_kehadiran}', ${JSON.stringify(aturan)}::jsonb, true)`,
      updatedAt: new Date(),
    })
    .where(eq(pengaturan.idPerguruanTinggi, collegeId))
    .returning({ id: pengaturan.idPerguruanTinggi });
  return rows.length > 0;
}

export async function getKonfigurasi(db: Db, collegeId: string, keywords: string[]) {
  const where =
    keywords.length > 0
      ? and(eq(konfigurasi.idPerguruanTinggi, collegeId), inArray(konfigurasi.keyword, keywords))
      : eq(konfigurasi.idPerguruanTinggi, collegeId);
  const rows = await db.select().from(konfigurasi).where(where).orderBy(konfigurasi.keyword);
  return rows.map((r) => ({ keyword: r.keyword, value: r.value, deskripsi: r.deskripsi }));
}

export async function getSemesterBerjalan(db: Db, collegeId: string) {
  const [row] = await db
    .select()
    .from(periode)
    .where(and(eq(periode.idPerguruanTinggi, collegeId), eq(periode.isBerjalan, true)))
    .limit(1);
  return row ?? null;
}

/** The 'pembayaran' rule: a student with an unpaid bill past its due date is restricted. */
export async function getStatusPembatasan(
  db: Db,
  idMahasiswa: string | null,
  hariIni: string,
): Promise<StatusPembatasan> {
  if (!idMahasiswa) return {};
  const tunggakan = await db
    .select()
    .from(tagihanMahasiswa)
    .where(
      and(
        eq(tagihanMahasiswa.idMahasiswa, idMahasiswa),
        eq(tagihanMahasiswa.lunas, false),
        lt(tagihanMahasiswa.jatuhTempo, hariIni),
      ),
    )
    .orderBy(tagihanMahasiswa.jatuhTempo);
  return {
    pembayaran: {
      nama: 'Pembayaran Kuliah',
      memenuhi_syarat: tunggakan.length === 0,
      kekurangan: tunggakan.map((t) => ({
        keterangan: t.keterangan,
        jumlah: t.jumlah,
        jatuh_tempo: t.jatuhTempo,
      })),
    },
  };
}

/** A round trip to the database (health check). */
export async function pingDatabase(db: Db) {
  await db.execute(sql`select 1`);
}
