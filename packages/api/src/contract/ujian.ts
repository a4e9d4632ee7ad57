import {
  ATURAN_KELOMPOK_SOAL,
  adaGambarDataUri,
  JENIS_FILE_ESAI,
  JENIS_SOAL,
  JENIS_UJIAN,
  PESAN_SOAL,
  SIFAT_UJIAN,
  STATUS_UJIAN,
} from '@kampus/domain';
import { defineCall } from './call';
import { PagingQuery } from './envelope';
import { Bulat, IdKode, IdUuid } from './masukan';
import { z } from './zod';

// Quizzes and exams (issue 13; spec 3 'Exam', 'Exam attempt', 'Question', 5 'Quiz/exam save',
// 7 every /lms/ujian and /lms/pengerjaan call). Times travel as ISO strings with an offset.

const WaktuOffset = z.iso.datetime({ offset: true, error: 'Format waktu tidak valid' });

/** A file attached to a question or its key (spec 3 soal_files). */
export const BerkasSoal = z.object({
  name: z.string(),
  content_length: z.number().int(),
  url: z.string(),
  extension: z.string(),
  path: z.string(),
});
export type BerkasSoal = z.infer<typeof BerkasSoal>;

/** A question (spec 3 'Question'); the keys are null for whoever may not see them yet. */
export const Soal = z.object({
  id: z.string(),
  nomor: z.number().int(),
  jenis: z.enum(JENIS_SOAL),
  /** Sanitised HTML. */
  pertanyaan: z.string(),
  created_by: z.object({ name: z.string(), username: z.string() }).nullable(),
  soal_files: z.array(BerkasSoal),
  pilihan: z
    .object({
      pilihan: z.array(z.string()),
      kunci: z.number().int().nullable(),
      gambar: z.array(z.string()),
    })
    .nullable(),
  benar_salah: z
    .object({
      pilihan: z.object({ benar: z.string(), salah: z.string() }),
      kunci: z.enum(['benar', 'salah']).nullable(),
    })
    .nullable(),
  esay: z
    .object({
      jenis_file_diterima: z.array(z.enum(JENIS_FILE_ESAI)),
      kunci: z.string().nullable(),
      kunci_files: z.array(BerkasSoal),
    })
    .nullable(),
});
export type Soal = z.infer<typeof Soal>;

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
  id_pertemuan: IdUuid('Pertemuan wajib diisi').nullable().optional(),
  judul: z
    .string({ error: 'Judul wajib diisi' })
    .trim()
    .min(1, 'Judul wajib diisi')
    .max(200, 'Judul terlalu panjang'),
  deskripsi: z
    .string({ error: 'Deskripsi wajib diisi' })
    .min(1, 'Deskripsi wajib diisi')
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
  id_pertemuan: IdUuid('Pertemuan wajib diisi'),
  list_id: z
    .array(IdUuid('Ujian tidak valid'))
    .min(1, 'Pilih ujian terlebih dahulu')
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
    .min(0, 'Jumlah soal wajib dijawab minimal 1')
    .max(1000, 'Jumlah soal wajib dijawab tidak boleh lebih dari jumlah soal')
    .nullable()
    .optional(),
});
export type SimpanKelompokSoal = z.input<typeof SimpanKelompokSoal>;

/** A file of our storage (POST /v2/storager) in one folder, never a foreign link. */
const BerkasTersimpan = (folder: string) =>
  z.object({
    name: z.string().trim().min(1).max(255),
    content_length: Bulat('Ukuran berkas tidak valid'),
    url: z
      .string()
      .max(300)
      .regex(
        // The upload answers a signed address (?exp=..&sig=..); the server keeps the path.
        new RegExp(`^/v2/storager/berkas/${folder}/[0-9a-f-]{36}\\.[a-z0-9]{1,10}(\\?[^#\\s]*)?$`),
        'Berkas tidak valid',
      ),
    extension: z.string().max(10).default(''),
    path: z.string().max(300).default(''),
  });

/** Pictures are uploaded files linked from the text, never base64 inside it (issue 21). */
const tanpaGambarDataUri = (t: string) => !adaGambarDataUri(t);

const Pertanyaan = z
  .string({ error: 'Pertanyaan wajib diisi' })
  .min(1, 'Pertanyaan wajib diisi')
  .max(1_000_000, 'Pertanyaan terlalu panjang')
  .refine(tanpaGambarDataUri, PESAN_SOAL.gambarTertanam);

/**
 * A question as the editors save it (spec 3 'Question', 5 'Question'), its files kept in the
 * storage folders of its owner: an exam's (soal_ujian, kunci_ujian) or a bank's (soal_bank_soal,
 * kunci_bank_soal; spec 3 file kinds). One shape, two folders.
 */
export function skemaSimpanSoal(folder: { soal: string; kunci: string }) {
  const lampiran = z.array(BerkasTersimpan(folder.soal)).max(20).default([]);
  return z.discriminatedUnion(
    'jenis',
    [
      z.object({
        jenis: z.literal('pilihan'),
        pertanyaan: Pertanyaan,
        soal_files: lampiran,
        pilihan: z.object({
          pilihan: z
            .array(z.string().max(100_000).refine(tanpaGambarDataUri, PESAN_SOAL.gambarTertanam), {
              error: 'Pilihan jawaban wajib diisi',
            })
            .min(3, 'Pilihan jawaban minimal 3')
            .max(26, 'Pilihan jawaban terlalu banyak'),
          kunci: Bulat('Kunci jawaban wajib dipilih', 0, 25),
          gambar: z.array(z.string().max(300)).max(26).default([]),
        }),
      }),
      z.object({
        jenis: z.literal('benar_salah'),
        pertanyaan: Pertanyaan,
        soal_files: lampiran,
        benar_salah: z.object({
          pilihan: z
            .object({ benar: z.string().trim().max(100), salah: z.string().trim().max(100) })
            .default({ benar: 'Benar', salah: 'Salah' }),
          kunci: z.enum(['benar', 'salah'], { error: 'Kunci jawaban wajib dipilih' }),
        }),
      }),
      z.object({
        jenis: z.literal('esay'),
        pertanyaan: Pertanyaan,
        soal_files: lampiran,
        esay: z.object({
          jenis_file_diterima: z
            .array(z.enum(JENIS_FILE_ESAI, { error: 'Jenis jawaban tidak dikenal' }))
            .min(1, 'Jenis jawaban wajib dipilih')
            .max(JENIS_FILE_ESAI.length),
          kunci: z
            .string()
            .max(1_000_000)
            .refine(tanpaGambarDataUri, PESAN_SOAL.gambarTertanam)
            .default(''),
          kunci_files: z.array(BerkasTersimpan(folder.kunci)).max(20).default([]),
        }),
      }),
    ],
    { error: 'Jenis soal tidak dikenal' },
  );
}

/** An exam's question as the editor saves it. */
export const SimpanSoal = skemaSimpanSoal({ soal: 'soal_ujian', kunci: 'kunci_ujian' });
export type SimpanSoal = z.input<typeof SimpanSoal>;

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

const IdUjian = z.object({ id: IdUuid('Id ujian tidak valid') });
const IdUjianKelompok = IdUjian.extend({ idKelompok: IdUuid('Id kelompok soal tidak valid') });
const IdUjianSoal = IdUjianKelompok.extend({ idSoal: IdUuid('Id soal tidak valid') });
const IdUjianPengerjaan = IdUjian.extend({ idPengerjaan: IdUuid('Id pengerjaan tidak valid') });
const IdPengerjaan = z.object({ id: IdUuid('Id pengerjaan tidak valid') });

export const ujianCalls = {
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
    body: z.object({ nilai: Bulat('Nilai harus bilangan bulat 0 sampai 100', 0, 100) }),
    response: BarisPengerjaan,
  }),
  penguranganNilai: defineCall({
    method: 'PUT',
    path: '/lms/pengerjaan/:id/pengurangan_nilai',
    summary: 'Pengurangan nilai (dua desimal)',
    params: IdPengerjaan,
    body: z.object({
      nilai: z
        .number({ error: 'Pengurangan nilai harus angka' })
        .min(0, 'Pengurangan nilai tidak boleh negatif')
        .max(100, 'Pengurangan nilai tidak boleh lebih dari 100')
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
