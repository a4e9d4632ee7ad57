import {
  EKSTENSI_FOLDER_UNGGAH,
  JENIS_TUGAS,
  PESAN_TUGAS,
  PESAN_TUGAS_SERVER,
  STATUS_MONITORING_TUGAS,
} from '@kampus/domain';
import { defineCall } from './call';
import { PagingQuery } from './envelope';
import { IdUuid } from './masukan';
import { z } from './zod';

// Assignments (issue 24; spec 2 'Assignments', 3 file kinds lampiran_tugas and
// pengumpulan_tugas, 'Assignment type filter', 4 'Group'). The spec shows no paths for them;
// the calls follow the materials' and vidcons' style. Submissions and grades are in
// ./pengumpulanTugas.ts, groups in ./kelompokTugas.ts.

export const WaktuTugas = z.iso.datetime({ offset: true, error: 'Format waktu tidak valid' });

/** A stored file of an assignment or a submission (spec 3 soal_files' shape). */
export const BerkasTugas = z.object({
  name: z.string(),
  content_length: z.number().int(),
  /** A signed, expiring address (storager/tanda.ts). */
  url: z.string(),
  extension: z.string(),
});
export type BerkasTugas = z.infer<typeof BerkasTugas>;

/** The monitoring card's counts and status (spec 2; BAP tugas total_nilai, jumlah_dinilai). */
export const RekapTugas = z.object({
  status: z.enum(STATUS_MONITORING_TUGAS),
  /** Students of the class, or groups of a group assignment. */
  jumlah_target: z.number().int(),
  jumlah_pengumpulan: z.number().int(),
  jumlah_terlambat: z.number().int(),
  jumlah_dinilai: z.number().int(),
  total_nilai: z.number(),
  rata_rata_nilai: z.number().nullable(),
});
export type RekapTugas = z.infer<typeof RekapTugas>;

/** An assignment of a meeting. */
export const Tugas = z.object({
  id: z.string(),
  id_kelas_kuliah: z.string(),
  id_pertemuan: z.string(),
  pertemuan: z.object({ nomor: z.number().int(), judul: z.string() }),
  mata_kuliah: z.object({ kode: z.string(), nama: z.string() }),
  judul: z.string(),
  /** Sanitised HTML. */
  deskripsi: z.string(),
  jenis: z.enum(JENIS_TUGAS),
  waktu_mulai: z.string(),
  waktu_selesai: z.string(),
  terima_terlambat: z.boolean(),
  /** Accepted extensions of a submission's files ('.pdf', ...). */
  jenis_file_diterima: z.array(z.string()),
  /** Largest file of a submission, in MB of 1,000,000 bytes (spec 9). */
  batas_ukuran_mb: z.number(),
  lampiran: z.array(BerkasTugas),
  /** For its lecturers and operators; null for a student. */
  rekap: RekapTugas.nullable(),
  /** For a student: their own (or their group's) submission in short; null when none or staff. */
  pengumpulan_saya: z
    .object({ waktu_kirim: z.string(), terlambat: z.boolean(), nilai: z.number().nullable() })
    .nullable(),
  created_by: z.object({ name: z.string(), username: z.string() }).nullable(),
  created_at: z.string(),
});
export type Tugas = z.infer<typeof Tugas>;

const JenisFile = z
  .array(z.string().max(10, PESAN_TUGAS_SERVER.jenisFile))
  .max(EKSTENSI_FOLDER_UNGGAH.pengumpulan_tugas.length, PESAN_TUGAS_SERVER.jenisFile)
  .refine(
    (daftar) =>
      daftar.every((e) =>
        (EKSTENSI_FOLDER_UNGGAH.pengumpulan_tugas as readonly string[]).includes(e),
      ),
    PESAN_TUGAS_SERVER.jenisFile,
  );

/**
 * The assignment form. What the form requires is checked by the server in the spec's order
 * (domain validasiTugas), so an empty field answers the form's own message. Without accepted
 * types every type of the pengumpulan_tugas folder is taken; without a size, the settings'.
 */
export const SimpanTugas = z.object({
  id_pertemuan: IdUuid(PESAN_TUGAS.pertemuan).nullable().optional(),
  judul: z
    .string({ error: PESAN_TUGAS.judul })
    .trim()
    .max(200, 'Judul terlalu panjang')
    .default(''),
  deskripsi: z
    .string({ error: PESAN_TUGAS.deskripsi })
    .max(2_000_000, 'Deskripsi terlalu panjang')
    .default(''),
  jenis: z.enum(JENIS_TUGAS, { error: PESAN_TUGAS.jenis }).nullable().optional(),
  waktu_mulai: WaktuTugas.nullable().optional(),
  waktu_selesai: WaktuTugas.nullable().optional(),
  terima_terlambat: z.boolean({ error: 'Terima terlambat harus ya atau tidak' }).default(false),
  jenis_file_diterima: JenisFile.nullable().optional(),
  batas_ukuran_mb: z
    .number({ error: PESAN_TUGAS_SERVER.batasUkuran })
    .positive(PESAN_TUGAS_SERVER.batasUkuran)
    .max(10_000, 'Batas ukuran file terlalu besar')
    .nullable()
    .optional(),
});
export type SimpanTugas = z.input<typeof SimpanTugas>;

export const IdTugas = z.object({ id: IdUuid('Id tugas tidak valid') });

export const tugasCalls = {
  daftarTugas: defineCall({
    method: 'GET',
    path: '/lms/tugas',
    summary: 'Tugas sebuah pertemuan, atau tugas semua kelas pengguna (/tugas), terbaru lebih dulu',
    query: PagingQuery.extend({
      id_pertemuan: IdUuid('Pertemuan tidak valid').optional(),
      id_kelas_kuliah: z.string().max(100, 'Kelas tidak valid').optional(),
      jenis: z.enum(JENIS_TUGAS, { error: 'Jenis tugas tidak dikenal' }).optional(),
      search: z.string().max(200, 'Pencarian terlalu panjang').optional(),
    }),
    response: z.array(Tugas),
    paged: true,
  }),
  tugas: defineCall({
    method: 'GET',
    path: '/lms/tugas/:id',
    summary: 'Detail tugas',
    params: IdTugas,
    response: Tugas,
  }),
  tambahTugas: defineCall({
    method: 'POST',
    path: '/lms/tugas',
    summary: 'Tambah tugas individu atau kelompok',
    body: SimpanTugas,
    response: Tugas,
  }),
  ubahTugas: defineCall({
    method: 'PUT',
    path: '/lms/tugas/:id',
    summary: 'Ubah tugas (jenis terkunci bila sudah ada pengumpulan)',
    params: IdTugas,
    body: SimpanTugas,
    response: Tugas,
  }),
  hapusTugas: defineCall({
    method: 'DELETE',
    path: '/lms/tugas/:id',
    summary: 'Hapus tugas beserta lampiran, kelompok dan pengumpulannya',
    params: IdTugas,
    response: z.null(),
  }),
  unggahLampiranTugas: defineCall({
    method: 'POST',
    path: '/lms/tugas/:id/lampiran',
    summary: 'Unggah lampiran tugas (multipart files; jenis berkas lampiran_tugas)',
    params: IdTugas,
    multipart: { files: ['files'] },
    response: Tugas,
  }),
  hapusLampiranTugas: defineCall({
    method: 'DELETE',
    path: '/lms/tugas/:id/lampiran',
    summary: 'Hapus satu lampiran tugas',
    params: IdTugas,
    query: z.object({ url: z.string().min(1, 'url wajib diisi').max(2000, 'url tidak valid') }),
    response: Tugas,
  }),
};
