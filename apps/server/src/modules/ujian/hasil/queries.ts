import type { BarisPengerjaan } from '@kampus/api/contract';
import { and, asc, count, eq, exists, ilike, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  jawaban,
  mahasiswa,
  pengerjaan,
  pesertaKelas,
  pesertaRemedial,
  ujian,
} from '../../../db/schema';
import type { BarisSoal } from '../../soal';
import {
  akhirPengerjaan,
  type BarisPengerjaanDb,
  type BarisUjian,
  isoAtauKosong,
} from '../queries';
import type { IsiJawaban } from '../schema';

// Results and grading: the lecturer's list of attempts, who has not started, grades and scores.

/** The lecturer's work list rows, with per-attempt answer counts. */
export async function daftarPengerjaanUjian(
  db: Db,
  idUjian: string,
  o: { search?: string; page: number; perPage: number; ids?: string[] },
  kini: Date,
): Promise<{ items: BarisPengerjaan[]; total: number }> {
  const where = and(
    eq(pengerjaan.idUjian, idUjian),
    o.ids ? inArray(pengerjaan.id, o.ids) : undefined,
    o.search
      ? or(
          ilike(mahasiswa.nama, `%${o.search.replace(/[\\%_]/g, '\\$&')}%`),
          ilike(mahasiswa.nim, `%${o.search.replace(/[\\%_]/g, '\\$&')}%`),
        )
      : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(pengerjaan)
    .innerJoin(mahasiswa, eq(mahasiswa.id, pengerjaan.idMahasiswa))
    .where(where);
  const rows = await db
    .select({ p: pengerjaan, m: { id: mahasiswa.id, nim: mahasiswa.nim, nama: mahasiswa.nama } })
    .from(pengerjaan)
    .innerJoin(mahasiswa, eq(mahasiswa.id, pengerjaan.idMahasiswa))
    .where(where)
    .orderBy(asc(mahasiswa.nim))
    .limit(o.perPage)
    .offset((o.page - 1) * o.perPage);
  const ids = rows.map((r) => r.p.id);
  const hitung = ids.length
    ? await db
        .select({
          id: jawaban.idPengerjaan,
          n: count(),
          belum: sql<number>`count(*) filter (where ${jawaban.nilai} is null)`.mapWith(Number),
        })
        .from(jawaban)
        .where(inArray(jawaban.idPengerjaan, ids))
        .groupBy(jawaban.idPengerjaan)
    : [];
  const items = rows.map((r) => {
    const h = hitung.find((x) => x.id === r.p.id);
    return barisPengerjaanApi(r.p, r.m, { dijawab: h?.n ?? 0, belum: h?.belum ?? 0 }, kini);
  });
  return { items, total: total?.n ?? 0 };
}

export function barisPengerjaanApi(
  p: BarisPengerjaanDb,
  m: { id: string; nim: string; nama: string },
  h: { dijawab: number; belum: number },
  kini: Date,
): BarisPengerjaan {
  const berakhir = p.waktuSelesai !== null || (p.batas !== null && p.batas < kini);
  return {
    id: p.id,
    mahasiswa: m,
    waktu_mulai: p.waktuMulai.toISOString(),
    waktu_selesai: isoAtauKosong(akhirPengerjaan(p)),
    dikumpulkan: p.waktuSelesai !== null,
    dikumpulkan_oleh: (p.dikumpulkanOleh as BarisPengerjaan['dikumpulkan_oleh']) ?? null,
    jumlah_soal: (p.urutan ?? []).reduce((n, k) => n + k.soal.length, 0),
    jumlah_soal_dijawab: h.dijawab,
    jumlah_belum_dinilai: h.belum,
    pengurangan_nilai: p.penguranganNilai,
    nilai_akhir: p.nilaiAkhir,
    status_nilai: !berakhir
      ? 'belum_berakhir'
      : p.nilaiAkhir === null
        ? 'belum_dinilai'
        : 'sudah_dinilai',
  };
}

/** Students of the exam's class who have not started it (remedial: of its participants). */
export async function tanpaPengerjaanUjian(
  db: Db,
  u: BarisUjian,
  idKelas: string,
  o: { search?: string; page: number; perPage: number },
) {
  const belum = notExists(
    db
      .select({ x: sql`1` })
      .from(pengerjaan)
      .where(and(eq(pengerjaan.idUjian, u.id), eq(pengerjaan.idMahasiswa, mahasiswa.id))),
  );
  const remedial =
    u.jenis === 'remedial'
      ? exists(
          db
            .select({ x: sql`1` })
            .from(pesertaRemedial)
            .where(
              and(eq(pesertaRemedial.idUjian, u.id), eq(pesertaRemedial.idMahasiswa, mahasiswa.id)),
            ),
        )
      : undefined;
  const cari = o.search
    ? or(
        ilike(mahasiswa.nama, `%${o.search.replace(/[\\%_]/g, '\\$&')}%`),
        ilike(mahasiswa.nim, `%${o.search.replace(/[\\%_]/g, '\\$&')}%`),
      )
    : undefined;
  const where = and(eq(pesertaKelas.idKelasKuliah, idKelas), belum, remedial, cari);
  const [total] = await db
    .select({ n: count() })
    .from(pesertaKelas)
    .innerJoin(mahasiswa, eq(mahasiswa.id, pesertaKelas.idMahasiswa))
    .where(where);
  const items = await db
    .select({ id: mahasiswa.id, nim: mahasiswa.nim, nama: mahasiswa.nama })
    .from(pesertaKelas)
    .innerJoin(mahasiswa, eq(mahasiswa.id, pesertaKelas.idMahasiswa))
    .where(where)
    .orderBy(asc(mahasiswa.nim))
    .limit(o.perPage)
    .offset((o.page - 1) * o.perPage);
  return { items, total: total?.n ?? 0 };
}

/** Every answer of an exam's attempts (statistics, export). */
export async function jawabanUjian(db: Db, idUjian: string) {
  return db
    .select({ j: jawaban })
    .from(jawaban)
    .innerJoin(pengerjaan, eq(pengerjaan.id, jawaban.idPengerjaan))
    .where(eq(pengerjaan.idUjian, idUjian))
    .then((rows) => rows.map((r) => r.j));
}

export async function mahasiswaById(db: Db, id: string) {
  const [m] = await db
    .select({ id: mahasiswa.id, nim: mahasiswa.nim, nama: mahasiswa.nama })
    .from(mahasiswa)
    .where(eq(mahasiswa.id, id))
    .limit(1);
  return m ?? null;
}

export async function hapusPengerjaanRow(db: Db, id: string) {
  await db.delete(pengerjaan).where(eq(pengerjaan.id, id));
}

export async function setTampilkanNilai(db: Db, idUjian: string, tampil: boolean) {
  await db
    .update(ujian)
    .set({ isTampilkanNilai: tampil, updatedAt: new Date() })
    .where(eq(ujian.id, idUjian));
}

/** A lecturer's grade of one question; an unanswered question gets an empty answer of its kind. */
export async function nilaiSoalRow(
  db: Db,
  a: { idPengerjaan: string; s: BarisSoal; nilai: number; oleh: string },
) {
  const kosong: IsiJawaban =
    a.s.jenis === 'pilihan'
      ? { jenis: 'pilihan', pilihan: null }
      : a.s.jenis === 'benar_salah'
        ? { jenis: 'benar_salah', jawaban: null }
        : { jenis: 'esay', teks: '', files: [] };
  await db
    .insert(jawaban)
    .values({
      idPengerjaan: a.idPengerjaan,
      idSoal: a.s.id,
      isi: kosong,
      versi: 0,
      nilai: a.nilai,
      dinilaiOleh: a.oleh,
    })
    .onConflictDoUpdate({
      target: [jawaban.idPengerjaan, jawaban.idSoal],
      set: { nilai: a.nilai, dinilaiOleh: a.oleh },
    });
}

export async function setPengurangan(db: Db, idPengerjaan: string, nilai: number) {
  const [row] = await db
    .update(pengerjaan)
    .set({ penguranganNilai: nilai, updatedAt: new Date() })
    .where(eq(pengerjaan.id, idPengerjaan))
    .returning();
  return row ?? null;
}
