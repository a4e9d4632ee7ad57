import { randomUUID } from 'node:crypto';
import { hitungNilaiAkhir, nilaiOtomatis, soalUntukPengerjaan } from '@kampus/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import type { DataSoal } from '../modules/soal';
import type { IsiJawaban } from '../modules/ujian';
import { kelasDemoBerpertemuan } from './kelasDemo';

const MENIT = 60_000;
const HARI = 86_400_000;

export interface SoalDemo {
  jenis: 'pilihan' | 'benar_salah' | 'esay';
  pertanyaan: string;
  data: DataSoal;
}

/** Questions of a course's demo quiz: two choices, one true/false, one essay. */
export function soalDemo(mataKuliah: string): SoalDemo[] {
  return [
    {
      jenis: 'pilihan',
      pertanyaan: `<p>Manakah pernyataan yang paling tepat tentang tujuan mata kuliah ${mataKuliah}?</p>`,
      data: {
        jenis: 'pilihan',
        pilihan: [
          'Menghafal definisi tanpa penerapan',
          'Memahami konsep dan menerapkannya pada kasus nyata',
          'Mengerjakan tugas secara berkelompok saja',
          'Mengikuti ujian akhir saja',
        ],
        kunci: 1,
        gambar: [],
      },
    },
    {
      jenis: 'pilihan',
      pertanyaan: '<p>Berapa kali pertemuan tatap muka dalam satu semester reguler?</p>',
      data: { jenis: 'pilihan', pilihan: ['8', '12', '16', '20'], kunci: 2, gambar: [] },
    },
    {
      jenis: 'benar_salah',
      pertanyaan: '<p>Kehadiran di kelas daring dihitung dari aktivitas mahasiswa di LMS.</p>',
      data: { jenis: 'benar_salah', pilihan: { benar: 'Benar', salah: 'Salah' }, kunci: 'benar' },
    },
    {
      jenis: 'esay',
      pertanyaan: `<p>Jelaskan dengan kata-kata Anda sendiri satu konsep penting dari ${mataKuliah} dan berikan contohnya.</p>`,
      data: {
        jenis: 'esay',
        jenis_file_diterima: ['text', 'pdf'],
        kunci: '<p>Jawaban memuat definisi yang benar dan contoh yang relevan.</p>',
        kunci_files: [],
      },
    },
  ];
}

async function buatUjian(
  db: Db,
  v: typeof t.ujian.$inferInsert,
  soal: SoalDemo[],
  dibuatOleh: string | null,
) {
  const [u] = await db.insert(t.ujian).values(v).returning();
  if (!u) throw new Error('ujian demo tidak tersimpan');
  const [k] = await db
    .insert(t.kelompokSoal)
    .values({ idUjian: u.id, nomor: 1, judul: 'Bagian A', aturan: 'semua' })
    .returning();
  if (!k) throw new Error('kelompok soal demo tidak tersimpan');
  const rows = await db
    .insert(t.soal)
    .values(soal.map((s, i) => ({ idKelompokSoal: k.id, nomor: i + 1, ...s, dibuatOleh })))
    .returning();
  return { u, k, soal: rows };
}

/** A student's answer to a demo question: mostly right, the essay a sentence. */
function jawabanDemo(s: typeof t.soal.$inferSelect, i: number): IsiJawaban {
  const d = s.data as DataSoal;
  if (d.jenis === 'pilihan') return { jenis: 'pilihan', pilihan: i % 3 === 0 ? 0 : d.kunci };
  if (d.jenis === 'benar_salah')
    return { jenis: 'benar_salah', jawaban: i % 4 === 0 ? 'salah' : 'benar' };
  return {
    jenis: 'esay',
    teks: '<p>Konsep abstraksi: menyembunyikan detail agar masalah lebih mudah dipecahkan, misalnya fungsi pengurutan.</p>',
    files: [],
  };
}

/**
 * Demo quizzes on a fresh database, for the first class of each course taught by the demo
 * lecturer: a finished quiz with graded, published attempts; a quiz open now (30 minutes, the
 * demo student can take it); the UTS, still ahead.
 */
export async function seedUjianDemo(db: Db, now: Date) {
  for (const k of await kelasDemoBerpertemuan(db)) {
    const { pertemuan } = k;
    const p2 = pertemuan[1];
    const p3 = pertemuan[2];
    const pUts = pertemuan.find((p) => p.kategori === 'uts') ?? pertemuan[7];
    if (!p2 || !p3 || !pUts) continue;
    const oleh = k.idPengajar;
    const soal = soalDemo(k.mataKuliah);
    const deskripsi = '<p>Kerjakan dengan jujur. Jawaban tersimpan otomatis.</p>';

    const lalu = await buatUjian(
      db,
      {
        idPertemuan: p2.id,
        judul: 'Kuis 1',
        deskripsi,
        jenis: 'kuis',
        waktuMulai: new Date(now.getTime() - 7 * HARI),
        waktuSelesai: new Date(now.getTime() - 7 * HARI + 60 * MENIT),
        gunakanBatasWaktu: true,
        durasi: 30,
        tampilkanKunciJawaban: true,
        waktuTampilKunci: new Date(now.getTime() - 6 * HARI),
        isTampilkanNilai: true,
        dibuatOleh: oleh,
      },
      soal,
      oleh,
    );
    await buatUjian(
      db,
      {
        idPertemuan: p3.id,
        judul: 'Kuis 2',
        deskripsi,
        jenis: 'kuis',
        acakSoal: true,
        waktuMulai: new Date(now.getTime() - 10 * MENIT),
        waktuSelesai: new Date(now.getTime() + 7 * HARI),
        gunakanBatasWaktu: true,
        durasi: 30,
        dibuatOleh: oleh,
      },
      soal,
      oleh,
    );
    await buatUjian(
      db,
      {
        idPertemuan: pUts.id,
        judul: 'Ujian Tengah Semester',
        deskripsi: '<p>Ujian tengah semester, tutup buku.</p>',
        jenis: 'uts',
        waktuMulai: new Date(now.getTime() + 14 * HARI),
        waktuSelesai: new Date(now.getTime() + 14 * HARI + 120 * MENIT),
        gunakanBatasWaktu: true,
        durasi: 90,
        dibuatOleh: oleh,
      },
      soal,
      oleh,
    );

    // The finished quiz: the first ten students took it, graded and published.
    const peserta = await db
      .select({ id: t.pesertaKelas.idMahasiswa })
      .from(t.pesertaKelas)
      .innerJoin(t.mahasiswa, eq(t.mahasiswa.id, t.pesertaKelas.idMahasiswa))
      .where(eq(t.pesertaKelas.idKelasKuliah, k.id))
      .orderBy(asc(t.mahasiswa.nim))
      .limit(10);
    for (const [i, m] of peserta.entries()) {
      const id = randomUUID();
      const mulai = new Date(lalu.u.waktuMulai.getTime() + (i + 1) * MENIT);
      const pilih = soalUntukPengerjaan(
        { id: lalu.k.id, aturan: 'semua', soal: lalu.soal.map((s) => s.id) },
        { shuffleSeed: id, acakSoal: false },
      );
      const jawaban = lalu.soal.map((s) => {
        const isi = jawabanDemo(s, i);
        const d = s.data as DataSoal;
        const kunci =
          d.jenis === 'pilihan'
            ? { jenis: 'pilihan' as const, kunci: d.kunci }
            : d.jenis === 'benar_salah'
              ? { jenis: 'benar_salah' as const, kunci: d.kunci }
              : { jenis: 'esay' as const };
        const nilai =
          nilaiOtomatis(kunci, isi.jenis === 'esay' ? { jenis: 'esay' } : isi) ?? 70 + (i % 4) * 10;
        return { idPengerjaan: id, idSoal: s.id, isi, versi: 1, nilai, disimpanPada: mulai };
      });
      const { nilai } = hitungNilaiAkhir([
        { wajib: jawaban.length, nilai: jawaban.map((j) => j.nilai) },
      ]);
      await db.insert(t.pengerjaan).values({
        id,
        idUjian: lalu.u.id,
        idMahasiswa: m.id,
        waktuMulai: mulai,
        batas: new Date(mulai.getTime() + 30 * MENIT),
        waktuSelesai: new Date(mulai.getTime() + 20 * MENIT),
        dikumpulkanOleh: 'mahasiswa',
        urutan: [{ id_kelompok: lalu.k.id, soal: pilih.soal, wajib: pilih.wajibDijawab }],
        nilaiAkhir: nilai,
      });
      await db.insert(t.jawaban).values(jawaban);
    }
  }
}
