import { JENIS_SOAL, PESAN_NILAI } from '@kampus/domain';
import { defineCall } from './call';
import { PagingQuery } from './envelope';
import { Bulat, IdUuid } from './masukan';
import { SoalPengerjaan } from './pengerjaan';
import { IdPengerjaan, IdUjian, IdUjianPengerjaan } from './ujianParam';
import { z } from './zod';

// An exam's results and grading (issue 13; spec 2 'Exams', 5 'Score updates', 7 /lms/ujian/:id/
// pengerjaan for the lecturer): the work list, statistics, export, scores, deductions, publishing.

/** One row of the lecturer's work list. */
export const BarisPengerjaan = z.object({
  id: z.string(),
  mahasiswa: z.object({ id: z.string(), nim: z.string(), nama: z.string() }),
  waktu_mulai: z.string(),
  waktu_selesai: z.string(),
  dikumpulkan: z.boolean(),
  dikumpulkan_oleh: z.enum(['mahasiswa', 'sistem']).nullable(),
  jumlah_soal: z.number().int(),
  jumlah_soal_dijawab: z.number().int(),
  jumlah_belum_dinilai: z.number().int(),
  pengurangan_nilai: z.number(),
  nilai_akhir: z.number().nullable(),
  /** sudah_dinilai, belum_dinilai or belum_berakhir (spec 4 'Grade status per activity'). */
  status_nilai: z.enum(['sudah_dinilai', 'belum_dinilai', 'belum_berakhir']),
});
export type BarisPengerjaan = z.infer<typeof BarisPengerjaan>;

/** One student's work for the lecturer: the attempt with every question, key and answer. */
export const DetailPengerjaan = BarisPengerjaan.extend({
  kelompok_soal: SoalPengerjaan.shape.kelompok_soal,
});
export type DetailPengerjaan = z.infer<typeof DetailPengerjaan>;

export const StatistikJawaban = z.array(
  z.object({
    id_soal: z.string(),
    id_kelompok_soal: z.string(),
    /** 1..N across the exam's groups, as the editor and grading number the questions. */
    nomor: z.number().int(),
    jenis: z.enum(JENIS_SOAL),
    pertanyaan: z.string(),
    jumlah_menjawab: z.number().int(),
    jumlah_benar: z.number().int(),
    /** Choice questions: how many chose each option (benar/salah: [benar, salah]). */
    sebaran: z.array(z.number().int()),
    rata_rata_nilai: z.number().nullable(),
  }),
);

export const StatusPerhitungan = z.object({ status: z.enum(['IN_PROGRESS', 'COMPLETED']) });

export const hasilUjianCalls = {
  daftarPengerjaan: defineCall({
    method: 'GET',
    path: '/lms/ujian/:id/pengerjaan',
    summary: 'Daftar pengerjaan mahasiswa',
    params: IdUjian,
    query: PagingQuery.extend({ search: z.string().trim().max(100).optional() }),
    response: z.array(BarisPengerjaan),
    paged: true,
  }),
  tanpaPengerjaan: defineCall({
    method: 'GET',
    path: '/lms/ujian/:id/pengerjaan/no_pengerjaan',
    summary: 'Mahasiswa yang belum mengerjakan',
    params: IdUjian,
    query: PagingQuery.extend({ search: z.string().trim().max(100).optional() }),
    response: z.array(z.object({ id: z.string(), nim: z.string(), nama: z.string() })),
    paged: true,
  }),
  statistikJawaban: defineCall({
    method: 'GET',
    path: '/lms/ujian/:id/pengerjaan/jawaban_stats',
    summary: 'Statistik jawaban per soal',
    params: IdUjian,
    response: StatistikJawaban,
  }),
  eksporPengerjaan: defineCall({
    method: 'GET',
    path: '/lms/ujian/:id/pengerjaan/export_excel',
    summary: 'Unduh nilai pengerjaan (xlsx)',
    params: IdUjian,
    response: z.unknown(),
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }),
  detailPengerjaan: defineCall({
    method: 'GET',
    path: '/lms/ujian/:id/pengerjaan/:idPengerjaan',
    summary: 'Pengerjaan seorang mahasiswa dengan jawaban dan kunci',
    params: IdUjianPengerjaan,
    response: DetailPengerjaan,
  }),
  resetPengerjaan: defineCall({
    method: 'DELETE',
    path: '/lms/pengerjaan/:id',
    summary: 'Reset pengerjaan mahasiswa (hapus pengerjaan dan jawabannya)',
    params: IdPengerjaan,
    response: z.null(),
  }),
  publishNilai: defineCall({
    method: 'PUT',
    path: '/lms/ujian/:id/nilai_publishing',
    summary: 'Tampilkan atau sembunyikan nilai',
    params: IdUjian,
    body: z.object({ is_tampilkan_nilai: z.boolean({ error: 'is_tampilkan_nilai wajib diisi' }) }),
    response: z.object({ is_tampilkan_nilai: z.boolean() }),
  }),
  nilaiSoal: defineCall({
    method: 'PUT',
    path: '/lms/ujian/:id/pengerjaan/:idPengerjaan/kelompok_soal/:idKelompok/soal/:idSoal/nilai',
    summary: 'Nilai satu soal (bilangan bulat 0-100)',
    params: IdUjianPengerjaan.extend({
      idKelompok: IdUuid('Id kelompok soal tidak valid'),
      idSoal: IdUuid('Id soal tidak valid'),
    }),
    body: z.object({ nilai: Bulat(PESAN_NILAI.nilaiSoal, 0, 100) }),
    response: BarisPengerjaan,
  }),
  penguranganNilai: defineCall({
    method: 'PUT',
    path: '/lms/pengerjaan/:id/pengurangan_nilai',
    summary: 'Pengurangan nilai (dua desimal)',
    params: IdPengerjaan,
    body: z.object({
      nilai: z
        .number({ error: PESAN_NILAI.penguranganAngka })
        .min(0, PESAN_NILAI.penguranganNegatif)
        .max(100, PESAN_NILAI.penguranganMaksimal)
        .transform((n) => Math.round(n * 100) / 100),
    }),
    response: BarisPengerjaan,
  }),
  perhitunganNilaiPengerjaan: defineCall({
    method: 'GET',
    path: '/lms/ujian/:id/pengerjaan/:idPengerjaan/perhitungan_nilai',
    summary: 'Status perhitungan nilai sebuah pengerjaan',
    params: IdUjianPengerjaan,
    response: StatusPerhitungan,
  }),
  perhitunganNilaiUjian: defineCall({
    method: 'GET',
    path: '/lms/ujian/:id/perhitungan_nilai',
    summary: 'Status perhitungan nilai kuis/ujian',
    params: IdUjian,
    response: StatusPerhitungan,
  }),
};
