import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { type SoalDemo, soalDemo } from './ujian';

/** More questions for a demo bank, beyond the demo quiz's four. */
const SOAL_TAMBAHAN: SoalDemo[] = [
  {
    jenis: 'pilihan',
    pertanyaan: '<p>Struktur data manakah yang bekerja dengan prinsip LIFO?</p>',
    data: {
      jenis: 'pilihan',
      pilihan: ['Antrian (queue)', 'Tumpukan (stack)', 'Pohon biner', 'Graf'],
      kunci: 1,
      gambar: [],
    },
  },
  {
    jenis: 'benar_salah',
    pertanyaan: '<p>Pencarian biner hanya dapat dilakukan pada data yang sudah terurut.</p>',
    data: { jenis: 'benar_salah', pilihan: { benar: 'Benar', salah: 'Salah' }, kunci: 'benar' },
  },
];

/**
 * Demo question banks on a fresh database: for each course whose main lecturer is the demo
 * lecturer (dosen01), a bank shown to the course's other teachers (Ditampilkan); on the first of
 * IF201, which dosen02 teaches too, a second, hidden bank (Disembunyikan) that only dosen01 sees.
 */
export async function seedBankSoalDemo(db: Db) {
  const mataKuliah = await db
    .selectDistinct({
      id: t.mataKuliah.id,
      nama: t.mataKuliah.nama,
      idPt: t.mataKuliah.idPerguruanTinggi,
      idDosen: t.dosen.id,
      idPengguna: t.dosen.idPengguna,
    })
    .from(t.pengajarKelas)
    .innerJoin(t.dosen, eq(t.dosen.id, t.pengajarKelas.idDosen))
    .innerJoin(t.pengguna, eq(t.pengguna.id, t.dosen.idPengguna))
    .innerJoin(t.kelasKuliah, eq(t.kelasKuliah.id, t.pengajarKelas.idKelasKuliah))
    .innerJoin(t.mataKuliah, eq(t.mataKuliah.id, t.kelasKuliah.idMataKuliah))
    .where(and(eq(t.pengguna.username, 'dosen01'), eq(t.pengajarKelas.isUtama, true)))
    .orderBy(asc(t.mataKuliah.id));

  for (const mk of mataKuliah) {
    const bank = async (
      judul: string,
      deskripsi: string,
      ditampilkan: boolean,
      soal: SoalDemo[],
    ) => {
      const [b] = await db
        .insert(t.bankSoal)
        .values({
          idPerguruanTinggi: mk.idPt,
          judul,
          deskripsi,
          idMataKuliah: mk.id,
          idDosen: mk.idDosen,
          ditampilkan,
          dibuatOleh: mk.idPengguna,
        })
        .returning();
      if (!b) throw new Error('bank soal demo tidak tersimpan');
      await db
        .insert(t.soal)
        .values(
          soal.map((s, n) => ({ idBankSoal: b.id, nomor: n + 1, ...s, dibuatOleh: mk.idPengguna })),
        );
    };
    await bank(
      `Bank Soal ${mk.nama}`,
      `Kumpulan soal latihan dan kuis ${mk.nama} untuk semua kelas.`,
      true,
      [...soalDemo(mk.nama), ...SOAL_TAMBAHAN],
    );
    if (mk.id === 'IF201') {
      await bank(
        `Draf Soal UAS ${mk.nama}`,
        'Soal ujian akhir yang masih disusun; belum dibagikan ke dosen lain.',
        false,
        soalDemo(mk.nama).slice(0, 2),
      );
    }
  }
}
