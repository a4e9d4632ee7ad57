// The exam storm's data (bench/ujian.ts): on top of the demo college, one generated class of n
// students (seedBesar with one class, one lecturer, one meeting) and one exam of that meeting,
// open for the whole run, with ten questions of the three kinds an attempt gets.
import type { Db } from '../src/db/client';
import { kelompokSoal, soal, ujian } from '../src/db/schema';
import type { DataSoal } from '../src/modules/soal';
import { kelasBenchSatu } from './seedBesar';

export interface UjianBench {
  idUjian: string;
  idKelas: string;
  /** Questions an attempt gets (the 'random' group draws 3 of its 4). */
  soalPerPengerjaan: number;
}

/** The class (n students), then the exam: starts 5 minutes ago, ends in 3 hours, 90 minutes each. */
export async function seedUjian(db: Db, n: number): Promise<UjianBench> {
  const { k, p, d } = await kelasBenchSatu(db, n);

  const kini = Date.now();
  const [u] = await db
    .insert(ujian)
    .values({
      idPertemuan: p.id,
      judul: 'UTS Bench',
      deskripsi: '<p>Kerjakan sendiri. Jawaban tersimpan otomatis.</p>',
      jenis: 'uts',
      sifat: 'close',
      acakSoal: true,
      ditampilkan: true,
      gunakanBatasWaktu: true,
      durasi: 90,
      waktuMulai: new Date(kini - 5 * 60_000),
      waktuSelesai: new Date(kini + 3 * 3600_000),
      dibuatOleh: d.idPengguna,
    })
    .returning({ id: ujian.id });
  if (!u) throw new Error('ujian bench tidak tersimpan');

  const kelompok = async (
    nomor: number,
    judul: string,
    aturan: 'semua' | 'random' | 'sebagian',
    wajib: number | null,
    daftar: { pertanyaan: string; data: DataSoal }[],
  ) => {
    const [g] = await db
      .insert(kelompokSoal)
      .values({ idUjian: u.id, nomor, judul, aturan, jumlahWajibDijawab: wajib })
      .returning({ id: kelompokSoal.id });
    if (!g) throw new Error('kelompok soal bench tidak tersimpan');
    await db.insert(soal).values(
      daftar.map((s, i) => ({
        idKelompokSoal: g.id,
        nomor: i + 1,
        jenis: s.data.jenis,
        pertanyaan: s.pertanyaan,
        data: s.data,
        dibuatOleh: d.idPengguna,
      })),
    );
  };
  const pilihan = (i: number): DataSoal => ({
    jenis: 'pilihan',
    pilihan: ['O(1)', 'O(log n)', 'O(n)', 'O(n log n)', 'O(n²)'],
    kunci: i % 5,
    gambar: [],
  });
  const benarSalah = (i: number): DataSoal => ({
    jenis: 'benar_salah',
    pilihan: { benar: 'Benar', salah: 'Salah' },
    kunci: i % 2 === 0 ? 'benar' : 'salah',
  });
  const esay: DataSoal = {
    jenis: 'esay',
    jenis_file_diterima: ['text', 'pdf'],
    kunci: '<p>Jawaban yang diharapkan.</p>',
    kunci_files: [],
  };
  await kelompok(
    1,
    'Pilihan ganda',
    'semua',
    null,
    [1, 2, 3, 4].map((i) => ({
      pertanyaan: `<p>Kompleksitas algoritma ${i}?</p>`,
      data: pilihan(i),
    })),
  );
  await kelompok(
    2,
    'Benar/salah',
    'random',
    3,
    [1, 2, 3, 4].map((i) => ({ pertanyaan: `<p>Pernyataan ${i}.</p>`, data: benarSalah(i) })),
  );
  await kelompok(
    3,
    'Esai',
    'sebagian',
    2,
    [1, 2, 3].map((i) => ({ pertanyaan: `<p>Jelaskan konsep ${i}.</p>`, data: esay })),
  );
  return { idUjian: u.id, idKelas: k.id, soalPerPengerjaan: 4 + 3 + 3 };
}
