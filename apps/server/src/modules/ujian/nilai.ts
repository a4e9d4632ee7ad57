import { hitungNilaiAkhir, type KelompokDinilai, nilaiOtomatis } from '@kampus/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jawaban, kelompokSoal, pengerjaan, soal, ujian } from '../../db/schema';
import type { DataSoal } from '../soal';
import type { BarisPengerjaanDb } from './queries';
import type { IsiJawaban } from './schema';

/** The key of a question as automatic scoring needs it. */
export function kunciOtomatis(d: DataSoal) {
  if (d.jenis === 'pilihan') return { jenis: 'pilihan' as const, kunci: d.kunci };
  if (d.jenis === 'benar_salah') return { jenis: 'benar_salah' as const, kunci: d.kunci };
  return { jenis: 'esay' as const };
}

/** An answer as automatic scoring reads it. */
export function jawabanDinilai(isi: IsiJawaban) {
  return isi.jenis === 'esay' ? { jenis: 'esay' as const } : isi;
}

/**
 * Recomputes a submitted attempt's final score from its stored answers (domain
 * hitungNilaiAkhir): null while an essay waits for its grade. An open attempt keeps none.
 */
export async function hitungUlangPengerjaan(db: Db, p: BarisPengerjaanDb) {
  if (p.waktuSelesai === null) return p;
  const daftar = await db.select().from(jawaban).where(eq(jawaban.idPengerjaan, p.id));
  const nilaiPer = new Map(daftar.map((j) => [j.idSoal, j.nilai]));
  const kelompok: KelompokDinilai[] = (p.urutan ?? []).map((k) => ({
    wajib: Math.min(k.wajib, k.soal.length),
    nilai: k.soal.filter((id) => nilaiPer.has(id)).map((id) => nilaiPer.get(id) ?? null),
  }));
  const { nilai } = hitungNilaiAkhir(kelompok, p.penguranganNilai);
  const [baru] = await db
    .update(pengerjaan)
    .set({ nilaiAkhir: nilai, updatedAt: new Date() })
    .where(eq(pengerjaan.id, p.id))
    .returning();
  return baru ?? p;
}

/**
 * Rescores every answer of an exam's choice and true/false questions with their current keys,
 * then every submitted attempt's final score (after a key changed).
 */
export async function hitungUlangUjian(db: Db, idUjian: string) {
  const daftarSoal = await db
    .select({ id: soal.id, data: soal.data })
    .from(soal)
    .innerJoin(kelompokSoal, eq(kelompokSoal.id, soal.idKelompokSoal))
    .where(eq(kelompokSoal.idUjian, idUjian));
  const otomatis = daftarSoal.filter((s) => (s.data as DataSoal).jenis !== 'esay');
  const percobaan = await db
    .select()
    .from(pengerjaan)
    .where(and(eq(pengerjaan.idUjian, idUjian)));
  const ids = percobaan.map((p) => p.id);
  if (ids.length > 0 && otomatis.length > 0) {
    const daftar = await db
      .select()
      .from(jawaban)
      .where(
        and(
          inArray(jawaban.idPengerjaan, ids),
          inArray(
            jawaban.idSoal,
            otomatis.map((s) => s.id),
          ),
        ),
      );
    const kunci = new Map(otomatis.map((s) => [s.id, kunciOtomatis(s.data as DataSoal)]));
    for (const j of daftar) {
      const k = kunci.get(j.idSoal);
      if (!k) continue;
      const nilai = nilaiOtomatis(k, jawabanDinilai(j.isi as IsiJawaban));
      if (nilai !== j.nilai) {
        await db
          .update(jawaban)
          .set({ nilai })
          .where(and(eq(jawaban.idPengerjaan, j.idPengerjaan), eq(jawaban.idSoal, j.idSoal)));
      }
    }
  }
  for (const p of percobaan) await hitungUlangPengerjaan(db, p);
  await db
    .update(ujian)
    .set({ perhitunganSejak: null })
    .where(and(eq(ujian.id, idUjian), isNotNull(ujian.perhitunganSejak)));
}
