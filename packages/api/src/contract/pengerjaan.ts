import { ATURAN_KELOMPOK_SOAL } from '@kampus/domain';
import { defineCall } from './call';
import { Bulat, IdUuid } from './masukan';
import { BerkasTersimpan, Soal } from './soal';
import { IdUjian } from './ujianParam';
import { z } from './zod';

// A student's attempt on an exam, the hot path (issue 13; spec 3 'Exam attempt', 7 /lms/ujian/:id/
// pengerjaan): starting, reading the questions, saving answers, submitting.

/** A student's answer to one question (the kind must match the question's). */
export const IsiJawaban = z.discriminatedUnion(
  'jenis',
  [
    z.object({
      jenis: z.literal('pilihan'),
      pilihan: Bulat('Pilihan tidak valid', 0, 25).nullable(),
    }),
    z.object({ jenis: z.literal('benar_salah'), jawaban: z.enum(['benar', 'salah']).nullable() }),
    z.object({
      jenis: z.literal('esay'),
      teks: z.string().max(200_000, 'Jawaban terlalu panjang').default(''),
      files: z
        .array(BerkasTersimpan('jawaban_ujian'))
        .max(10, 'Lampiran terlalu banyak')
        .default([]),
    }),
  ],
  { error: 'Jenis jawaban tidak dikenal' },
);
export type IsiJawaban = z.infer<typeof IsiJawaban>;

export const SimpanJawaban = z.object({
  isi: IsiJawaban,
  /** The device's counter for this question: only a higher one replaces the stored answer. */
  versi: Bulat('Versi jawaban tidak valid', 1),
});
export type SimpanJawaban = z.input<typeof SimpanJawaban>;

export const HasilSimpanJawaban = z.object({
  id_soal: z.string(),
  /** The version the server holds now (at least the one sent, unless it was refused). */
  versi: z.number().int(),
  hasil: z.enum(['simpan', 'sudah_ada', 'usang']),
  disimpan_pada: z.string(),
});
export type HasilSimpanJawaban = z.infer<typeof HasilSimpanJawaban>;

/** A student's attempt (spec 3 'Exam attempt'). */
export const Pengerjaan = z.object({
  id: z.string(),
  id_ujian: z.string(),
  waktu_mulai: z.string(),
  /** Submitted: when; open: the deadline ('0001-01-01...' when none). */
  waktu_selesai: z.string(),
  /** The deadline on the server: min(exam end, start + duration); null when none. */
  batas: z.string().nullable(),
  dikumpulkan: z.boolean(),
  dikumpulkan_oleh: z.enum(['mahasiswa', 'sistem']).nullable(),
  jumlah_soal: z.number().int(),
  jumlah_soal_dijawab: z.number().int(),
  /** Null until graded, and for students until the scores are published. */
  nilai_akhir: z.number().nullable(),
  pengurangan_nilai: z.number(),
  waktu_server: z.string(),
});
export type Pengerjaan = z.infer<typeof Pengerjaan>;

/** A stored answer as the student and the lecturer see it. */
export const Jawaban = z.object({
  isi: IsiJawaban,
  versi: z.number().int(),
  disimpan_pada: z.string(),
  /** Shown to students only once the scores are published. */
  nilai: z.number().int().nullable(),
});
export type Jawaban = z.infer<typeof Jawaban>;

const SoalDenganJawaban = Soal.extend({ jawaban: Jawaban.nullable() });

/** The questions of an attempt, in its order, with the stored answers. */
export const SoalPengerjaan = z.object({
  pengerjaan: Pengerjaan,
  /** True when the answer key is shown (domain kunciJawabanTampil). */
  kunci_tampil: z.boolean(),
  kelompok_soal: z.array(
    z.object({
      id: z.string(),
      nomor: z.number().int(),
      judul: z.string(),
      aturan: z.enum(ATURAN_KELOMPOK_SOAL),
      wajib_dijawab: z.number().int(),
      soal: z.array(SoalDenganJawaban),
    }),
  ),
});
export type SoalPengerjaan = z.infer<typeof SoalPengerjaan>;

export const KumpulkanPengerjaan = z.object({
  /** The versions the device holds: submitting waits until the server has each of them. */
  jawaban: z
    .array(z.object({ id_soal: IdUuid('Soal tidak valid'), versi: Bulat('Versi tidak valid', 1) }))
    .max(2000)
    .default([]),
});
export type KumpulkanPengerjaan = z.input<typeof KumpulkanPengerjaan>;

export const pengerjaanCalls = {
  mulaiPengerjaan: defineCall({
    method: 'POST',
    path: '/lms/ujian/:id/pengerjaan/start',
    summary: 'Mulai pengerjaan (satu per mahasiswa; mengulang mengembalikan yang sama)',
    params: IdUjian,
    response: Pengerjaan,
  }),
  pengerjaanSaya: defineCall({
    method: 'GET',
    path: '/lms/ujian/:id/pengerjaan/me',
    summary: 'Pengerjaan sendiri (null bila belum mulai)',
    params: IdUjian,
    response: Pengerjaan.nullable(),
  }),
  soalPengerjaanSaya: defineCall({
    method: 'GET',
    path: '/lms/ujian/:id/pengerjaan/me/soal',
    summary: 'Soal pengerjaan sendiri dalam urutannya, dengan jawaban tersimpan',
    params: IdUjian,
    response: SoalPengerjaan,
  }),
  simpanJawaban: defineCall({
    method: 'PUT',
    path: '/lms/ujian/:id/pengerjaan/me/soal/:idSoal',
    summary: 'Simpan jawaban satu soal (idempoten, berversi; ditolak setelah batas waktu)',
    params: IdUjian.extend({ idSoal: IdUuid('Id soal tidak valid') }),
    body: SimpanJawaban,
    response: HasilSimpanJawaban,
  }),
  kumpulkanPengerjaan: defineCall({
    method: 'POST',
    path: '/lms/ujian/:id/pengerjaan/me/selesai',
    summary: 'Kumpulkan pengerjaan (hanya bila server memegang setiap jawaban perangkat)',
    params: IdUjian,
    body: KumpulkanPengerjaan,
    response: Pengerjaan,
  }),
};
