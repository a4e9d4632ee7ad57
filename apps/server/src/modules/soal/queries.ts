import type { Soal as SoalApi } from '@kampus/api/contract';
import { and, count, eq, inArray, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankSoal, berkas, jawaban, kelompokSoal, pengerjaan, soal, ujian } from '../../db/schema';
import type { BerkasSoal, DataSoal } from './schema';

// The question rows of the one question model (exams' groups and banks alike): reading, adding,
// changing and removing them, and finding the stored files their text points to.

export type BarisSoal = typeof soal.$inferSelect;

/** A new question's columns, without its owner and number (given when it is added). */
export type SoalBaru = Omit<typeof soal.$inferInsert, 'nomor' | 'idKelompokSoal' | 'idBankSoal'>;

/** A question as the API shows it; the keys only when `denganKunci`. */
export function soalApi(
  s: BarisSoal,
  denganKunci: boolean,
  oleh: { name: string; username: string } | null = null,
): SoalApi {
  const d = s.data as DataSoal;
  return {
    id: s.id,
    nomor: s.nomor,
    jenis: s.jenis,
    pertanyaan: s.pertanyaan,
    created_by: oleh,
    soal_files: s.soalFiles,
    pilihan:
      d.jenis === 'pilihan'
        ? { pilihan: d.pilihan, kunci: denganKunci ? d.kunci : null, gambar: d.gambar }
        : null,
    benar_salah:
      d.jenis === 'benar_salah'
        ? { pilihan: d.pilihan, kunci: denganKunci ? d.kunci : null }
        : null,
    esay:
      d.jenis === 'esay'
        ? {
            jenis_file_diterima: d.jenis_file_diterima as NonNullable<
              SoalApi['esay']
            >['jenis_file_diterima'],
            kunci: denganKunci ? d.kunci : null,
            kunci_files: denganKunci ? d.kunci_files : [],
          }
        : null,
  };
}

export async function soalById(db: Db, id: string) {
  const [s] = await db.select().from(soal).where(eq(soal.id, id)).limit(1);
  return s ?? null;
}

/** Who a question belongs to: a question group of an exam, or a question bank (one model). */
export type PemilikSoal = { idKelompokSoal: string } | { idBankSoal: string };

/** The questions of a group or a bank. */
export const milikSoal = (p: PemilikSoal) =>
  'idKelompokSoal' in p
    ? eq(soal.idKelompokSoal, p.idKelompokSoal)
    : eq(soal.idBankSoal, p.idBankSoal);

export async function jumlahSoal(db: Db, p: PemilikSoal) {
  const [r] = await db.select({ n: count() }).from(soal).where(milikSoal(p));
  return r?.n ?? 0;
}

/** A question of that group or bank, or null. */
export async function soalMilik(db: Db, p: PemilikSoal, idSoal: string) {
  const [s] = await db
    .select()
    .from(soal)
    .where(and(eq(soal.id, idSoal), milikSoal(p)))
    .limit(1);
  return s ?? null;
}

/** A new question of a group or bank, numbered after its last. */
export async function tambahSoalRow(
  db: Db,
  p: PemilikSoal,
  v: Omit<typeof soal.$inferInsert, 'nomor' | 'idKelompokSoal' | 'idBankSoal'>,
) {
  const [m] = await db
    .select({ n: max(soal.nomor) })
    .from(soal)
    .where(milikSoal(p));
  const [s] = await db
    .insert(soal)
    .values({ ...v, ...p, nomor: (m?.n ?? 0) + 1 })
    .returning();
  if (!s) throw new Error('soal tidak tersimpan');
  return s;
}

export async function hapusSoalRow(db: Db, p: PemilikSoal, idSoal: string) {
  const [s] = await db
    .delete(soal)
    .where(and(eq(soal.id, idSoal), milikSoal(p)))
    .returning({ id: soal.id });
  return Boolean(s);
}

export async function ubahSoalRow(
  db: Db,
  id: string,
  v: Pick<typeof soal.$inferInsert, 'jenis' | 'pertanyaan' | 'data' | 'soalFiles'>,
) {
  const [s] = await db
    .update(soal)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(soal.id, id))
    .returning();
  if (!s) throw new Error('soal tidak tersimpan');
  return s;
}

/**
 * Adds questions (copies or imported ones) after the last of a bank or an exam's question group,
 * with the storage rows of their copied files, in one transaction. The owner's row is locked, so
 * with `maks` (a bank's 100) two adds at once cannot together pass it: when the questions would
 * not fit, nothing is added and the count already there is answered.
 */
export async function tambahSoalBanyakRows(
  db: Db,
  p: PemilikSoal,
  daftar: SoalBaru[],
  opsi: { maks?: number; berkas?: (typeof berkas.$inferInsert)[] } = {},
): Promise<{ ok: true; jumlah: number } | { ok: false; ada: number }> {
  return db.transaction(async (tx) => {
    if ('idBankSoal' in p) {
      await tx
        .select({ id: bankSoal.id })
        .from(bankSoal)
        .where(eq(bankSoal.id, p.idBankSoal))
        .for('update');
    } else {
      await tx
        .select({ id: kelompokSoal.id })
        .from(kelompokSoal)
        .where(eq(kelompokSoal.id, p.idKelompokSoal))
        .for('update');
    }
    const [r] = await tx
      .select({ n: count(), akhir: max(soal.nomor) })
      .from(soal)
      .where(milikSoal(p));
    const ada = r?.n ?? 0;
    if (opsi.maks !== undefined && ada + daftar.length > opsi.maks) return { ok: false, ada };
    if (opsi.berkas?.length) await tx.insert(berkas).values(opsi.berkas);
    const awal = r?.akhir ?? 0;
    if (daftar.length > 0) {
      await tx.insert(soal).values(daftar.map((v, i) => ({ ...v, ...p, nomor: awal + i + 1 })));
    }
    return { ok: true, jumlah: daftar.length };
  });
}

/**
 * Adds uploaded files to a question's attachments and (an essay's) key files under a lock on its
 * row, so two uploads onto one question at once both land and together stay within `maks` of
 * each: null when the question is not the owner's, `penuh` naming the list that would pass `maks`.
 */
export async function tambahBerkasSoalRow(
  db: Db,
  p: PemilikSoal,
  idSoal: string,
  baru: { lampiran: BerkasSoal[]; kunci: BerkasSoal[] },
  maks: number,
) {
  return db.transaction(async (tx) => {
    const [s] = await tx
      .select()
      .from(soal)
      .where(and(eq(soal.id, idSoal), milikSoal(p)))
      .for('update');
    if (!s) return null;
    const d = s.data as DataSoal;
    const soalFiles = [...s.soalFiles, ...baru.lampiran];
    const data: DataSoal =
      d.jenis === 'esay' ? { ...d, kunci_files: [...d.kunci_files, ...baru.kunci] } : d;
    if (soalFiles.length > maks) return { penuh: 'lampiran' as const };
    if (data.jenis === 'esay' && data.kunci_files.length > maks) return { penuh: 'kunci' as const };
    const [u] = await tx
      .update(soal)
      .set({ soalFiles, data, updatedAt: new Date() })
      .where(eq(soal.id, s.id))
      .returning();
    return u ?? null;
  });
}

// ---- Stored files of questions and answers, for removing them once nothing uses them ----------

/** Which rows' files to look at: one question, an exam (with its remedials), a bank, an attempt. */
export type LingkupBerkasSoal =
  | { idSoal: string }
  | { idUjian: string }
  | { idBankSoal: string }
  | { idPengerjaan: string };

/**
 * The text of the questions and answers in `l` in which their stored files' keys appear
 * (question text, attachments, options, key files; answer files), for reading the keys out.
 */
export async function teksBerkasSoal(db: Db, l: LingkupBerkasSoal): Promise<string[]> {
  const teksSoal = sql<string>`${soal.pertanyaan} || ${soal.soalFiles}::text || ${soal.data}::text`;
  const teksJawaban = sql<string>`${jawaban.isi}::text`;
  const ujianDanRemedial = (id: string) =>
    db
      .select({ id: ujian.id })
      .from(ujian)
      .where(or(eq(ujian.id, id), eq(ujian.idUjianUtama, id)));
  const [s, j] =
    'idSoal' in l
      ? await Promise.all([
          db.select({ t: teksSoal }).from(soal).where(eq(soal.id, l.idSoal)),
          db.select({ t: teksJawaban }).from(jawaban).where(eq(jawaban.idSoal, l.idSoal)),
        ])
      : 'idBankSoal' in l
        ? [await db.select({ t: teksSoal }).from(soal).where(eq(soal.idBankSoal, l.idBankSoal)), []]
        : 'idPengerjaan' in l
          ? [
              [],
              await db
                .select({ t: teksJawaban })
                .from(jawaban)
                .where(eq(jawaban.idPengerjaan, l.idPengerjaan)),
            ]
          : await Promise.all([
              db
                .select({ t: teksSoal })
                .from(soal)
                .innerJoin(kelompokSoal, eq(kelompokSoal.id, soal.idKelompokSoal))
                .where(inArray(kelompokSoal.idUjian, ujianDanRemedial(l.idUjian))),
              db
                .select({ t: teksJawaban })
                .from(jawaban)
                .innerJoin(pengerjaan, eq(pengerjaan.id, jawaban.idPengerjaan))
                .where(inArray(pengerjaan.idUjian, ujianDanRemedial(l.idUjian))),
            ]);
  return [...s, ...j].map((r) => r.t);
}

/**
 * Which of the question-file keys `kunci` a question still points to (a copy of an exam shares
 * its files; a copied option keeps its image's link): one pass over the questions.
 */
export async function kunciDipakaiSoal(db: Db, kunci: string[]): Promise<Set<string>> {
  if (kunci.length === 0) return new Set();
  const teks = sql`${soal.pertanyaan} || ${soal.soalFiles}::text || ${soal.data}::text`;
  const hasil = await db.execute(sql`
    SELECT DISTINCT m[1] AS k
    FROM ${soal}, regexp_matches(${teks}, ${POLA_KUNCI_SOAL_SQL}, 'g') AS m
    WHERE m[1] IN (SELECT jsonb_array_elements_text(${JSON.stringify(kunci)}::jsonb))`);
  return new Set((hasil as unknown as { rows: { k: string }[] }).rows.map((r) => r.k));
}

/** A question file's key (spec 3 kinds of questions' files), as buatStorageKey writes it. */
const POLA_KUNCI_SOAL_SQL =
  '((?:soal_ujian|kunci_ujian|soal_bank_soal|kunci_bank_soal)/[0-9a-f-]{36}\\.[a-z0-9]{1,10})';
