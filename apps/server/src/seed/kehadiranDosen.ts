import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { kelasDemoBerpertemuan } from './kelasDemo';

const MENIT = 60_000;

/**
 * Demo lecturer attendance on a fresh database, for the demo classes (as the demo quizzes and
 * vidcons): every teacher of each finished meeting recorded present by themselves, from five
 * minutes after the start to ten before the end, validated by the operator a day later; the
 * latest finished meeting is left 'Belum Divalidasi'; in a team-taught class the second teacher
 * was absent from the first meeting (recorded by the operator).
 */
export async function seedKehadiranDosenDemo(db: Db, now: Date) {
  const [op] = await db.select({ idPengguna: t.operator.idPengguna }).from(t.operator).limit(1);
  for (const k of await kelasDemoBerpertemuan(db)) {
    const selesai = k.pertemuan.filter((p) => p.waktuSelesai < now);
    if (selesai.length === 0) continue;
    const guru = await db
      .select({
        idPertemuan: t.pengajarPertemuan.idPertemuan,
        idDosen: t.dosen.id,
        idPengguna: t.dosen.idPengguna,
        isUtama: t.pengajarKelas.isUtama,
      })
      .from(t.pengajarPertemuan)
      .innerJoin(t.dosen, eq(t.dosen.id, t.pengajarPertemuan.idDosen))
      .innerJoin(
        t.pengajarKelas,
        and(eq(t.pengajarKelas.idDosen, t.dosen.id), eq(t.pengajarKelas.idKelasKuliah, k.id)),
      )
      .where(
        inArray(
          t.pengajarPertemuan.idPertemuan,
          selesai.map((p) => p.id),
        ),
      )
      .orderBy(asc(t.dosen.nama));
    const terakhir = selesai[selesai.length - 1];
    const baris = selesai.flatMap((p) =>
      guru
        .filter((g) => g.idPertemuan === p.id)
        .map((g) => {
          const absen = p.nomor === 1 && !g.isUtama;
          const belumDivalidasi = p.id === terakhir?.id || !op;
          const dicatat = new Date(p.waktuSelesai.getTime() + 5 * MENIT);
          return {
            idPertemuan: p.id,
            idDosen: g.idDosen,
            isHadir: !absen,
            mulaiKuliah: absen ? null : new Date(p.waktuMulai.getTime() + 5 * MENIT),
            selesaiKuliah: absen ? null : new Date(p.waktuSelesai.getTime() - 10 * MENIT),
            isValid: !belumDivalidasi,
            divalidasiOleh: belumDivalidasi ? null : (op?.idPengguna ?? null),
            divalidasiPada: belumDivalidasi ? null : new Date(dicatat.getTime() + 24 * 60 * MENIT),
            updatedBy: absen ? (op?.idPengguna ?? g.idPengguna) : g.idPengguna,
            updatedAt: dicatat,
          };
        }),
    );
    if (baris.length > 0) {
      await db.insert(t.kehadiranDosen).values(baris).onConflictDoNothing();
    }
  }
}
