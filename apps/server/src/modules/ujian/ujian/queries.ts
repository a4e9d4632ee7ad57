import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  kelompokSoal,
  mahasiswa,
  pengerjaan,
  pesertaKelas,
  pesertaRemedial,
  soal,
  ujian,
} from '../../../db/schema';

// Writes of the exam itself: the exam and its remedial participants, copies, question groups.

/** Students of a class by student number (the remedial participants), in the same college. */
export async function mahasiswaKelasByNim(db: Db, idKelas: string, nim: string[]) {
  if (nim.length === 0) return [];
  return db
    .select({ id: mahasiswa.id, nim: mahasiswa.nim })
    .from(pesertaKelas)
    .innerJoin(mahasiswa, eq(mahasiswa.id, pesertaKelas.idMahasiswa))
    .where(and(eq(pesertaKelas.idKelasKuliah, idKelas), inArray(mahasiswa.nim, nim)));
}

type KolomUjian = Omit<typeof ujian.$inferInsert, 'id'>;

/** A new exam and its remedial participants, in one transaction; answers its id. */
export async function tambahUjianRow(db: Db, v: KolomUjian, peserta: string[]) {
  return db.transaction(async (tx) => {
    const [baru] = await tx.insert(ujian).values(v).returning({ id: ujian.id });
    if (!baru) throw new Error('ujian tidak tersimpan');
    if (peserta.length > 0) {
      await tx
        .insert(pesertaRemedial)
        .values(peserta.map((idMahasiswa) => ({ idUjian: baru.id, idMahasiswa })));
    }
    return baru.id;
  });
}

/** Saves an exam and replaces its remedial participants, in one transaction. */
export async function ubahUjianRow(db: Db, id: string, v: Partial<KolomUjian>, peserta: string[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(ujian)
      .set({ ...v, updatedAt: new Date() })
      .where(eq(ujian.id, id))
      .returning();
    await tx.delete(pesertaRemedial).where(eq(pesertaRemedial.idUjian, id));
    if (peserta.length > 0) {
      await tx
        .insert(pesertaRemedial)
        .values(peserta.map((idMahasiswa) => ({ idUjian: id, idMahasiswa })));
    }
    if (!row) throw new Error('ujian tidak tersimpan');
    return row;
  });
}

/** Deletes an exam (its attempts and remedial exams with it); answers what went with it. */
export async function hapusUjianRow(db: Db, id: string) {
  return db.transaction(async (tx) => {
    const [[n], [rem]] = await Promise.all([
      tx.select({ n: count() }).from(pengerjaan).where(eq(pengerjaan.idUjian, id)),
      tx.select({ n: count() }).from(ujian).where(eq(ujian.idUjianUtama, id)),
    ]);
    await tx.delete(ujian).where(eq(ujian.id, id));
    return { jumlah_pengerjaan: n?.n ?? 0, jumlah_remedial: rem?.n ?? 0 };
  });
}

/**
 * Copies exams with their groups and questions into a meeting, in one transaction; answers the
 * new ids. `ubah` sets what the copy tab chose (times, key display).
 */
export async function salinUjianRows(
  db: Db,
  ids: string[],
  o: {
    idPertemuan: string;
    dibuatOleh: string;
    waktuMulai: Date | null;
    waktuSelesai: Date | null;
    tampilkanKunciJawaban: boolean;
    waktuTampilKunci: Date | null;
  },
) {
  return db.transaction(async (tx) => {
    const hasil: string[] = [];
    for (const id of ids) {
      const [asal] = await tx.select().from(ujian).where(eq(ujian.id, id));
      if (!asal) continue;
      const [baru] = await tx
        .insert(ujian)
        .values({
          idPertemuan: o.idPertemuan,
          judul: asal.judul,
          deskripsi: asal.deskripsi,
          jenis: asal.jenis,
          sifat: asal.sifat,
          acakSoal: asal.acakSoal,
          ditampilkan: asal.ditampilkan,
          gunakanBatasWaktu: asal.gunakanBatasWaktu,
          durasi: asal.durasi,
          tampilkanKunciJawaban: o.tampilkanKunciJawaban,
          waktuTampilKunci: o.waktuTampilKunci,
          waktuMulai: o.waktuMulai ?? asal.waktuMulai,
          waktuSelesai: o.waktuSelesai ?? asal.waktuSelesai,
          idSumber: asal.id,
          dibuatOleh: o.dibuatOleh,
        })
        .returning({ id: ujian.id });
      if (!baru) continue;
      hasil.push(baru.id);
      const kelompok = await tx
        .select()
        .from(kelompokSoal)
        .where(eq(kelompokSoal.idUjian, asal.id))
        .orderBy(asc(kelompokSoal.nomor));
      for (const k of kelompok) {
        const [kb] = await tx
          .insert(kelompokSoal)
          .values({
            idUjian: baru.id,
            nomor: k.nomor,
            judul: k.judul,
            aturan: k.aturan,
            jumlahWajibDijawab: k.jumlahWajibDijawab,
          })
          .returning({ id: kelompokSoal.id });
        const daftar = await tx.select().from(soal).where(eq(soal.idKelompokSoal, k.id));
        if (kb && daftar.length > 0) {
          await tx.insert(soal).values(
            daftar.map((x) => ({
              idKelompokSoal: kb.id,
              nomor: x.nomor,
              jenis: x.jenis,
              pertanyaan: x.pertanyaan,
              data: x.data,
              soalFiles: x.soalFiles,
              idSumber: x.id,
              dibuatOleh: o.dibuatOleh,
            })),
          );
        }
      }
    }
    return hasil;
  });
}

export async function kelompokUjian(db: Db, idUjian: string, idKelompok: string) {
  const [k] = await db
    .select()
    .from(kelompokSoal)
    .where(and(eq(kelompokSoal.id, idKelompok), eq(kelompokSoal.idUjian, idUjian)))
    .limit(1);
  return k ?? null;
}

/** A new group, numbered after the exam's last. */
export async function tambahKelompokRow(
  db: Db,
  v: Omit<typeof kelompokSoal.$inferInsert, 'nomor'>,
) {
  const [m] = await db
    .select({ n: max(kelompokSoal.nomor) })
    .from(kelompokSoal)
    .where(eq(kelompokSoal.idUjian, v.idUjian));
  const [k] = await db
    .insert(kelompokSoal)
    .values({ ...v, nomor: (m?.n ?? 0) + 1 })
    .returning();
  if (!k) throw new Error('kelompok soal tidak tersimpan');
  return k;
}

export async function ubahKelompokRow(
  db: Db,
  id: string,
  v: Pick<typeof kelompokSoal.$inferInsert, 'judul' | 'aturan' | 'jumlahWajibDijawab'>,
) {
  await db.update(kelompokSoal).set(v).where(eq(kelompokSoal.id, id));
}

export async function hapusKelompokRow(db: Db, id: string) {
  await db.delete(kelompokSoal).where(eq(kelompokSoal.id, id));
}

export async function adaPengerjaan(db: Db, idUjian: string) {
  const [p] = await db
    .select({ id: pengerjaan.id })
    .from(pengerjaan)
    .where(eq(pengerjaan.idUjian, idUjian))
    .limit(1);
  return Boolean(p);
}

/** Marks an exam's scores as being recalculated (perhitungan_nilai IN_PROGRESS). */
export async function tandaiPerhitungan(db: Db, idUjian: string, kini: Date) {
  await db.update(ujian).set({ perhitunganSejak: kini }).where(eq(ujian.id, idUjian));
}
