import {
  ATURAN_KELOMPOK_SOAL,
  JENIS_UJIAN,
  PESAN_KELOMPOK_SOAL,
  PESAN_UJIAN,
  SIFAT_UJIAN,
  STATUS_UJIAN,
} from '@kampus/domain';
import { defineCall } from './call';
import { PagingQuery } from './envelope';
import { hasilUjianCalls } from './hasilUjian';
import { IdKode, IdUuid } from './masukan';
import { pengerjaanCalls } from './pengerjaan';
import { Soal, skemaSimpanSoal } from './soal';
import { IdUjian, IdUjianKelompok, IdUjianSoal } from './ujianParam';
import { z } from './zod';

// Quizzes and exams (issue 13; spec 3 'Exam', 5 'Quiz/exam save', 7 /lms/ujian): the exam, its
// question groups and questions. The attempt is in pengerjaan.ts, results and grading in
// hasilUjian.ts, the question itself in soal.ts; `ujianCalls` gathers all of them. Times travel as
// ISO strings with an offset.

const WaktuOffset = z.iso.datetime({ offset: true, error: 'Format waktu tidak valid' });

/** A question group of an exam (spec 3 kelompok_soal). */
export const KelompokSoal = z.object({
  id: z.string(),
  nomor: z.number().int(),
  judul: z.string(),
  aturan: z.enum(ATURAN_KELOMPOK_SOAL),
  jumlah_wajib_dijawab: z.number().int().nullable(),
  soal: z.array(Soal),
});
export type KelompokSoal = z.infer<typeof KelompokSoal>;

/** A quiz or exam (spec 3 'Exam'). */
export const Ujian = z.object({
  id: z.string(),
  judul: z.string(),
  /** Sanitised HTML. */
  deskripsi: z.string(),
  jenis: z.enum(JENIS_UJIAN),
  durasi: z.number().int().nullable(),
  sifat: z.enum(SIFAT_UJIAN),
  gunakan_batas_waktu: z.boolean(),
  acakSoal: z.boolean(),
  ditampilkan: z.boolean(),
  tampilkan_kunci_jawaban: z.boolean(),
  waktu_tampil_kunci: z.string().nullable(),
  waktu_mulai: z.string(),
  waktu_selesai: z.string(),
  /** The caller's own attempt: its start and its deadline or submission ('0001-01-01...' none). */
  waktu_mulai_pengerjaan: z.string(),
  waktu_selesai_pengerjaan: z.string(),
  id_pertemuan: z.string(),
  id_ujian_utama: z.string().nullable(),
  /** Remedial participants' student numbers (names for the staff's picker). */
  peserta_remedial: z.array(z.string()),
  peserta_remedial_detail: z.array(z.object({ nim: z.string(), nama: z.string() })),
  /** The exam's status on the server clock (spec 4 'Exam status'). */
  status: z.enum(STATUS_UJIAN),
  jumlah_pengerjaan: z.number().int(),
  jumlah_belum_dinilai: z.number().int(),
  has_remedial: z.boolean(),
  jumlah_soal: z.number().int(),
  /** Whether its groups can give every attempt its questions: a start is refused until then. */
  soal_siap: z.boolean(),
  /** Staff: what keeps it from being ready, in group order (domain masalahSoalUjian); [] for students. */
  masalah_soal: z.array(z.string()),
  is_tampilkan_nilai: z.boolean(),
  kelas_kuliah: z.object({
    id: z.string(),
    nama: z.string(),
    mata_kuliah: z.object({ id: z.string(), kode: z.string(), nama: z.string() }),
  }),
  pertemuan: z.object({ nomor: z.number().int() }),
  created_by: z.object({ name: z.string(), username: z.string() }).nullable(),
  /** The server clock when this was read: the exam page's timer starts from it. */
  waktu_server: z.string(),
});
export type Ujian = z.infer<typeof Ujian>;

/** An exam with its question groups (the staff's preview and editor). */
export const UjianDetail = Ujian.extend({ kelompok_soal: z.array(KelompokSoal).nullable() });
export type UjianDetail = z.infer<typeof UjianDetail>;

const Bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/**
 * The exam save payload (spec 7). The rules of spec 5 (1..8) are checked by the server with the
 * domain's validasiFormUjian after these shapes, so the messages come in the spec's order.
 */
export const SimpanUjian = z.object({
  id_pertemuan: IdUuid(PESAN_UJIAN.pertemuan).nullable().optional(),
  judul: z
    .string({ error: PESAN_UJIAN.judul })
    .trim()
    .min(1, PESAN_UJIAN.judul)
    .max(200, 'Judul terlalu panjang'),
  deskripsi: z
    .string({ error: PESAN_UJIAN.deskripsi })
    .min(1, PESAN_UJIAN.deskripsi)
    .max(2_000_000, 'Deskripsi terlalu panjang'),
  jenis: z.enum(JENIS_UJIAN, { error: 'Jenis ujian wajib dipilih' }),
  sifat: z.enum(SIFAT_UJIAN, { error: 'Sifat ujian tidak dikenal' }).default('close'),
  acak_soal: Bool.default(false),
  ditampilkan: Bool.default(true),
  gunakan_batas_waktu: Bool.default(false),
  durasi: z
    .number({ error: 'Durasi tidak valid' })
    .int('Durasi tidak valid')
    .min(0, 'Durasi tidak valid')
    .max(60 * 24 * 366, 'Durasi terlalu panjang')
    .nullable()
    .optional(),
  id_ujian_utama: IdUuid('Ujian utama tidak valid').nullable().optional(),
  peserta_remedial: z
    .array(z.string().trim().min(1).max(30, 'NIM tidak valid'))
    .max(1000, 'Peserta remedial terlalu banyak')
    .default([]),
  tampilkan_kunci_jawaban: Bool.default(false),
  waktu_mulai: WaktuOffset.nullable().optional(),
  waktu_selesai: WaktuOffset.nullable().optional(),
  waktu_tampil_kunci: WaktuOffset.nullable().optional(),
});
export type SimpanUjian = z.input<typeof SimpanUjian>;

/** Copying exams of other classes into a meeting ('Salin Kuis/Ujian Lain'). */
export const SalinUjian = z.object({
  id_pertemuan: IdUuid(PESAN_UJIAN.pertemuan),
  list_id: z
    .array(IdUuid('Ujian tidak valid'))
    .min(1, PESAN_UJIAN.pilihUjian)
    .max(50, 'Ujian yang dipilih terlalu banyak'),
  waktu_mulai: WaktuOffset.nullable().optional(),
  waktu_selesai: WaktuOffset.nullable().optional(),
  waktu_tampil_kunci: WaktuOffset.nullable().optional(),
  salin_kunci_jawaban: Bool.default(false),
});
export type SalinUjian = z.input<typeof SalinUjian>;

export const SimpanKelompokSoal = z.object({
  judul: z.string().trim().max(200, 'Judul terlalu panjang').default(''),
  aturan: z.enum(ATURAN_KELOMPOK_SOAL, { error: 'Aturan kelompok soal tidak dikenal' }),
  jumlah_wajib_dijawab: z
    .number({ error: 'Jumlah soal wajib dijawab tidak valid' })
    .int('Jumlah soal wajib dijawab tidak valid')
    .min(0, PESAN_KELOMPOK_SOAL.jumlahMinimal)
    .max(1000, PESAN_KELOMPOK_SOAL.jumlahMaksimal)
    .nullable()
    .optional(),
});
export type SimpanKelompokSoal = z.input<typeof SimpanKelompokSoal>;

export const SimpanSoal = skemaSimpanSoal({ soal: 'soal_ujian', kunci: 'kunci_ujian' });
export type SimpanSoal = z.input<typeof SimpanSoal>;

/** The exam's own calls; the attempt's are in pengerjaan.ts, the results' in hasilUjian.ts. */
const ujianSendiriCalls = {
  daftarUjian: defineCall({
    method: 'GET',
    path: '/lms/ujian',
    summary: 'Daftar kuis/ujian (pertemuan, kelas, atau semua milik mahasiswa)',
    query: PagingQuery.extend({
      id_pertemuan: IdUuid('Pertemuan tidak valid').optional(),
      id_kelas_kuliah: IdKode('Id kelas tidak valid').optional(),
      jenis: z.enum(JENIS_UJIAN, { error: 'Jenis ujian tidak dikenal' }).optional(),
      status: z.enum(STATUS_UJIAN, { error: 'Status tidak dikenal' }).optional(),
      search: z.string().trim().max(100).optional(),
    }),
    response: z.array(Ujian),
    paged: true,
  }),
  daftarUjianSalin: defineCall({
    method: 'GET',
    path: '/v2/lms/ujian',
    summary: 'Kuis/ujian kelas lain yang dapat disalin',
    query: PagingQuery.extend({
      search: z.string().trim().max(100).optional(),
      exclude_id_kelas_kuliah: IdKode('Id kelas tidak valid').optional(),
      id_mata_kuliah: IdKode('Mata kuliah tidak valid').optional(),
    }),
    response: z.array(Ujian),
    paged: true,
  }),
  ujian: defineCall({
    method: 'GET',
    path: '/lms/ujian/:id',
    summary: 'Detail kuis/ujian (dengan kelompok soal untuk pengajar)',
    params: IdUjian,
    response: UjianDetail,
  }),
  tambahUjian: defineCall({
    method: 'POST',
    path: '/lms/ujian',
    summary: 'Tambah kuis/ujian',
    body: SimpanUjian,
    response: UjianDetail,
  }),
  ubahUjian: defineCall({
    method: 'PUT',
    path: '/lms/ujian/:id',
    summary: "Ubah kuis/ujian (perubahan waktu mengirim event 'time_changed')",
    params: IdUjian,
    body: SimpanUjian,
    response: UjianDetail,
  }),
  hapusUjian: defineCall({
    method: 'DELETE',
    path: '/lms/ujian/:id',
    summary: 'Hapus kuis/ujian beserta pengerjaan dan remedialnya',
    params: IdUjian,
    response: z.object({ jumlah_pengerjaan: z.number().int(), jumlah_remedial: z.number().int() }),
  }),
  salinUjian: defineCall({
    method: 'POST',
    path: '/lms/ujian/salin',
    summary: 'Salin kuis/ujian kelas lain (dengan soalnya) ke pertemuan ini',
    body: SalinUjian,
    response: z.array(UjianDetail),
  }),
  tambahKelompokSoal: defineCall({
    method: 'POST',
    path: '/lms/ujian/:id/kelompok_soal',
    summary: 'Tambah kelompok soal',
    params: IdUjian,
    body: SimpanKelompokSoal,
    response: KelompokSoal,
  }),
  ubahKelompokSoal: defineCall({
    method: 'PUT',
    path: '/lms/ujian/:id/kelompok_soal/:idKelompok',
    summary: 'Ubah aturan kelompok soal',
    params: IdUjianKelompok,
    body: SimpanKelompokSoal,
    response: KelompokSoal,
  }),
  hapusKelompokSoal: defineCall({
    method: 'DELETE',
    path: '/lms/ujian/:id/kelompok_soal/:idKelompok',
    summary: 'Hapus kelompok soal dan soalnya',
    params: IdUjianKelompok,
    response: z.null(),
  }),
  tambahSoal: defineCall({
    method: 'POST',
    path: '/lms/ujian/:id/kelompok_soal/:idKelompok/soal',
    summary: 'Tambah soal (pilihan, benar_salah, esay)',
    params: IdUjianKelompok,
    body: SimpanSoal,
    response: Soal,
  }),
  ubahSoal: defineCall({
    method: 'PUT',
    path: '/lms/ujian/:id/kelompok_soal/:idKelompok/soal/:idSoal',
    summary: 'Ubah soal',
    params: IdUjianSoal,
    body: SimpanSoal,
    response: Soal,
  }),
  hapusSoal: defineCall({
    method: 'DELETE',
    path: '/lms/ujian/:id/kelompok_soal/:idKelompok/soal/:idSoal',
    summary: 'Hapus soal',
    params: IdUjianSoal,
    response: z.null(),
  }),
};

/** Every exam call, in the order of spec 7: the exam, the attempt, the results, the live stream. */
export const ujianCalls = {
  ...ujianSendiriCalls,
  ...pengerjaanCalls,
  ...hasilUjianCalls,
  eventsUjian: defineCall({
    method: 'GET',
    path: '/lms/events/ujian/:id',
    summary: "Aliran SSE kuis/ujian: 'time' tiap detik dan 'time_changed' saat waktunya diubah",
    params: IdUjian,
    response: z.null(),
    produces: 'text/event-stream',
  }),
};

/** Payload of the 'time_changed' event of an exam's stream. */
export const EventWaktuUjian = z.object({ id_ujian: z.string() });
