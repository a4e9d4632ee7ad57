import type { Pengerjaan as PengerjaanApi } from '@kampus/api/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { berkas, jawaban, pengerjaan } from '../../../db/schema';
import {
  akhirPengerjaan,
  type BarisPengerjaanDb,
  iso,
  isoAtauKosong,
  kumpulkanRow,
  pengerjaanMahasiswa,
} from '../queries';
import type { IsiJawaban } from '../schema';

// The student's attempt (the hot path of an exam): starting it, saving answers, submitting it.

export function pengerjaanApi(
  p: BarisPengerjaanDb,
  o: { jumlahDijawab: number; tampilkanNilai: boolean; kini: Date },
): PengerjaanApi {
  const jumlahSoal = (p.urutan ?? []).reduce((n, k) => n + k.soal.length, 0);
  return {
    id: p.id,
    id_ujian: p.idUjian,
    waktu_mulai: p.waktuMulai.toISOString(),
    waktu_selesai: isoAtauKosong(akhirPengerjaan(p)),
    batas: iso(p.batas),
    dikumpulkan: p.waktuSelesai !== null,
    dikumpulkan_oleh: (p.dikumpulkanOleh as PengerjaanApi['dikumpulkan_oleh']) ?? null,
    jumlah_soal: jumlahSoal,
    jumlah_soal_dijawab: o.jumlahDijawab,
    nilai_akhir: o.tampilkanNilai ? p.nilaiAkhir : null,
    pengurangan_nilai: o.tampilkanNilai ? p.penguranganNilai : 0,
    waktu_server: o.kini.toISOString(),
  };
}

/** How many questions of an attempt hold an answer. */
export async function jumlahDijawab(db: Db, idPengerjaan: string) {
  const [r] = await db
    .select({ n: count() })
    .from(jawaban)
    .where(eq(jawaban.idPengerjaan, idPengerjaan));
  return r?.n ?? 0;
}

/**
 * Starts an attempt once: the unique index (id_ujian, id_mahasiswa) makes every concurrent start
 * after the first insert nothing, and all of them then read the same row.
 */
export async function mulaiPengerjaanRow(
  db: Db,
  baru: typeof pengerjaan.$inferInsert & { id: string },
): Promise<{ p: BarisPengerjaanDb; baru: boolean }> {
  const [dibuat] = await db
    .insert(pengerjaan)
    .values(baru)
    .onConflictDoNothing({ target: [pengerjaan.idUjian, pengerjaan.idMahasiswa] })
    .returning();
  if (dibuat) return { p: dibuat, baru: true };
  const ada = await pengerjaanMahasiswa(db, baru.idUjian, baru.idMahasiswa);
  if (!ada) throw new Error('pengerjaan tidak ditemukan setelah konflik');
  return { p: ada, baru: false };
}

/**
 * Stores an answer in one statement: only while the attempt is open and `kini` is not past its
 * deadline (the attempt row is share-locked, so a submission running at the same moment either
 * sees this answer or refuses it), and only over an older version. Answers the stored version
 * (null when the attempt refused it).
 */
export async function simpanJawabanRow(
  db: Db,
  a: {
    idPengerjaan: string;
    idSoal: string;
    isi: IsiJawaban;
    versi: number;
    nilai: number | null;
    kini: Date;
  },
): Promise<'simpan' | 'ditolak' | { versi: number; disimpanPada: Date }> {
  const hasil = await db.execute(sql`
    INSERT INTO ${jawaban} (id_pengerjaan, id_soal, isi, versi, disimpan_pada, nilai)
    SELECT p.id, ${a.idSoal}, ${JSON.stringify(a.isi)}::jsonb, ${a.versi}, ${a.kini}, ${a.nilai}
    FROM ${pengerjaan} p
    WHERE p.id = ${a.idPengerjaan} AND p.waktu_selesai IS NULL
      AND (p.batas IS NULL OR p.batas >= ${a.kini})
    FOR SHARE
    ON CONFLICT (id_pengerjaan, id_soal) DO UPDATE
      SET isi = EXCLUDED.isi, versi = EXCLUDED.versi, disimpan_pada = EXCLUDED.disimpan_pada,
          nilai = EXCLUDED.nilai, dinilai_oleh = NULL
      WHERE ${jawaban}.versi < EXCLUDED.versi
    RETURNING versi`);
  if ((hasil as unknown as { rows: unknown[] }).rows.length > 0) return 'simpan';
  const [ada] = await db
    .select({ versi: jawaban.versi, disimpanPada: jawaban.disimpanPada })
    .from(jawaban)
    .where(and(eq(jawaban.idPengerjaan, a.idPengerjaan), eq(jawaban.idSoal, a.idSoal)))
    .limit(1);
  return ada ?? 'ditolak';
}

/** The student's own submission. */
export function kumpulkanOlehMahasiswa(db: Db, idPengerjaan: string, kini: Date) {
  return kumpulkanRow(db, idPengerjaan, 'mahasiswa', kini);
}

/**
 * The storage keys among `kunci` that `idPengguna` uploaded into the answer folder: an essay may
 * only attach the student's own uploads.
 */
export async function berkasJawabanMilik(db: Db, kunci: string[], idPengguna: string) {
  if (kunci.length === 0) return new Set<string>();
  const rows = await db
    .select({ kunci: berkas.kunci })
    .from(berkas)
    .where(
      and(
        inArray(berkas.kunci, kunci),
        eq(berkas.idPengunggah, idPengguna),
        eq(berkas.jenis, 'jawaban_ujian'),
      ),
    );
  return new Set(rows.map((r) => r.kunci));
}
