import { joinTerlambat } from '@kampus/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { getPengaturan } from '../modules/sistem';
import { kelasDemoBerpertemuan } from './kelasDemo';

const MENIT = 60_000;
const HARI = 86_400_000;

/**
 * Demo video conferences on a fresh database, for the first class of each course taught by the
 * demo lecturer (as the demo quizzes): a finished one on the second meeting a week ago, joined by
 * the first five students (the last one late against the college's allowance), and one running
 * now on the third meeting, so the join button opens it in the app.
 */
export async function seedVidconDemo(db: Db, now: Date) {
  for (const k of await kelasDemoBerpertemuan(db)) {
    const { pertemuan } = k;
    const p2 = pertemuan[1];
    const p3 = pertemuan[2];
    if (!p2 || !p3) continue;
    const oleh = k.idPengajar;
    const toleransi = (await getPengaturan(db, k.idPt))?.pengaturan_kelas
      .syarat_kehadiran_online_mahasiswa.terlambat_vidcon_menit;

    const mulaiLalu = new Date(now.getTime() - 7 * HARI);
    const [lalu] = await db
      .insert(t.vidcon)
      .values({
        idPertemuan: p2.id,
        judul: `Kuliah daring: ${p2.judul}`,
        aplikasi: 'zoom',
        link: 'https://zoom.us/j/81234567890',
        catatan: 'Kode sandi dibagikan di kelas. Jangan bagikan tautan ini ke luar kelas.',
        waktuMulai: mulaiLalu,
        waktuSelesai: new Date(mulaiLalu.getTime() + 90 * MENIT),
        dibuatOleh: oleh,
        createdAt: new Date(mulaiLalu.getTime() - HARI),
        updatedAt: new Date(mulaiLalu.getTime() - HARI),
      })
      .returning({ id: t.vidcon.id });
    const peserta = await db
      .select({ idPengguna: t.mahasiswa.idPengguna })
      .from(t.pesertaKelas)
      .innerJoin(t.mahasiswa, eq(t.mahasiswa.id, t.pesertaKelas.idMahasiswa))
      .where(eq(t.pesertaKelas.idKelasKuliah, k.id))
      .orderBy(asc(t.mahasiswa.nim))
      .limit(5);
    if (lalu && peserta.length > 0) {
      await db.insert(t.joinVidcon).values(
        peserta.map((m, i) => {
          // Two minutes apart; the fifth joins twenty minutes after the start.
          const waktuJoin = new Date(mulaiLalu.getTime() + (i === 4 ? 20 : i * 2) * MENIT);
          return {
            idVidcon: lalu.id,
            idPengguna: m.idPengguna,
            role: 'mahasiswa',
            waktuJoin,
            terlambat: joinTerlambat(waktuJoin, mulaiLalu, toleransi),
          };
        }),
      );
    }

    const mulaiKini = new Date(now.getTime() - 10 * MENIT);
    await db.insert(t.vidcon).values({
      idPertemuan: p3.id,
      judul: `Diskusi daring: ${p3.judul}`,
      aplikasi: 'gmeet',
      link: 'https://meet.google.com/abc-defg-hij',
      catatan: '',
      waktuMulai: mulaiKini,
      waktuSelesai: new Date(mulaiKini.getTime() + 60 * MENIT),
      dibuatOleh: oleh,
      createdAt: new Date(mulaiKini.getTime() - HARI),
      updatedAt: new Date(mulaiKini.getTime() - HARI),
    });
  }
}
