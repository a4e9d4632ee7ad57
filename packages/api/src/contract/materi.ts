import { FOLDER_UNGGAH, JENIS_MATERI, PESAN_MATERI, STATUS_UNDUH, TIPE_FILE } from '@kampus/domain';
import { defineCall } from './call';
import { PagingQuery } from './envelope';
import { IdKode, IdUuid, TautanOpsional } from './masukan';
import { z } from './zod';

const WaktuOffset = z.iso.datetime({ offset: true, error: 'Format waktu tidak valid' });

/** A student's own progress on a material (spec 3 display properties). */
export const PresensiMateriSaya = z.object({
  statusUnduh: z.enum(STATUS_UNDUH),
  waktuDownload: z.string().nullable(),
  waktuTerakhirDownload: z.string().nullable(),
  waktuBuka: z.string().nullable(),
  persen: z.number(),
});
export type PresensiMateriSaya = z.infer<typeof PresensiMateriSaya>;

/** A material (spec 3 'Material'). */
export const Materi = z.object({
  id: z.string(),
  id_pertemuan: z.string(),
  pertemuan: z.object({
    id: z.string(),
    nomor: z.number().int(),
    jenis: z.string(),
    id_kelas_kuliah: z.string(),
    kelas: z.object({ nama: z.string(), jenis: z.object({ nama: z.string() }) }),
    mata_kuliah: z.object({ id: z.string(), kode: z.string(), nama: z.string() }),
  }),
  judul: z.string(),
  /** Sanitised HTML. */
  deskripsi: z.string(),
  tipe_file: z.enum(TIPE_FILE),
  jenis_materi: z.enum(JENIS_MATERI),
  tampil_sekarang: z.boolean(),
  waktu_mulai_tampil: z.string().nullable(),
  is_syarat_hadir: z.boolean().nullable(),
  deadline: z.string().nullable(),
  created_by: z.object({ name: z.string(), username: z.string() }).nullable(),
  created_at: z.string(),
  file: z
    .object({ url: z.string(), nama: z.string(), ukuran: z.number().int(), mime: z.string() })
    .nullable(),
  /** The link of a url material, or the stored file's address. */
  file_url: z.string().nullable(),
  /** Visible to students now (shown now, or past its display start). */
  tampil: z.boolean(),
  /** The caller's own presence; students only. */
  presensi: PresensiMateriSaya.nullable(),
  /** Students who met the requirement, for the class's teachers. */
  jumlah_terpenuhi: z.number().int().nullable(),
});
export type Materi = z.infer<typeof Materi>;

const Bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const BoolNull = z.union([Bool, z.literal('null').transform(() => null), z.null()]);

/**
 * Material save fields (spec 7): deskripsi arrives URI-encoded HTML; the file, when new, is the
 * multipart part 'file'. JSON works too for a url material or an edit without a new file.
 */
export const SimpanMateri = z.object({
  id_pertemuan: IdUuid(PESAN_MATERI.pertemuan),
  judul: z
    .string({ error: PESAN_MATERI.judul })
    .trim()
    .min(1, PESAN_MATERI.judul)
    .max(200, 'Judul terlalu panjang'),
  deskripsi: z
    .string({ error: PESAN_MATERI.deskripsi })
    .min(1, PESAN_MATERI.deskripsi)
    .max(2_000_000),
  tipe_file: z.enum(TIPE_FILE, { error: PESAN_MATERI.tipe }),
  jenis_materi: z.enum(JENIS_MATERI, { error: PESAN_MATERI.jenis }),
  tampil_sekarang: Bool.default(true),
  waktu_mulai_tampil: WaktuOffset.nullable().optional(),
  is_syarat_hadir: BoolNull.optional(),
  deadline: WaktuOffset.nullable().optional(),
  /** The link of a url material: http(s) only, http prepended when it has no scheme. */
  file_url: TautanOpsional,
});
export type SimpanMateri = z.input<typeof SimpanMateri>;

export const SalinMateri = z.object({
  id_pertemuan: IdUuid(PESAN_MATERI.pertemuan),
  list_id: z
    .array(IdUuid('Materi tidak valid'))
    .min(1, PESAN_MATERI.materiDipilih)
    .max(100, 'Materi yang dipilih terlalu banyak'),
  is_syarat_hadir: z.boolean().nullable(),
  tampil_sekarang: z.boolean(),
  waktu_mulai_tampil: WaktuOffset.nullable(),
  deadline: WaktuOffset.nullable(),
  type: z.literal('salin').optional(),
});

/** What a student did with a material (spec 2 'Material presence'). */
export const AksiPresensiMateri = z.object({
  aksi: z.enum(['buka', 'baca', 'putar', 'unduh'], { error: 'Aksi presensi tidak dikenal' }),
  /** Furthest played share of a video or audio, 0..100. */
  persen: z.number().min(0).max(100).optional(),
});

/** The fields of a generic upload; the folder decides the accepted types (domain FOLDER_UNGGAH). */
export const UnggahBerkas = z.object({
  dir: z.enum(FOLDER_UNGGAH, { error: 'Folder unggahan tidak dikenal' }),
  service_id: z.string().max(100).optional(),
});

const IdMateri = z.object({ id: IdUuid('Id materi tidak valid') });

export const materiCalls = {
  daftarMateriPertemuan: defineCall({
    method: 'GET',
    path: '/lms/materi',
    summary: 'Data Materi sebuah pertemuan (10 per halaman)',
    query: PagingQuery.extend({ id_pertemuan: IdUuid(PESAN_MATERI.pertemuan) }),
    response: z.array(Materi),
    paged: true,
  }),
  daftarMateriSalin: defineCall({
    method: 'GET',
    path: '/v2/lms/materi',
    summary: 'Materi kelas lain yang dapat disalin',
    query: PagingQuery.extend({
      search: z.string().trim().max(100).optional(),
      exclude_id_kelas_kuliah: IdKode('Id kelas tidak valid').optional(),
      id_mata_kuliah: IdKode('Mata kuliah tidak valid').optional(),
    }),
    response: z.array(Materi),
    paged: true,
  }),
  materi: defineCall({
    method: 'GET',
    path: '/lms/materi/:id',
    summary: 'Detail materi',
    params: IdMateri,
    response: Materi,
  }),
  tambahMateri: defineCall({
    method: 'POST',
    path: '/lms/materi',
    summary: 'Tambah materi (multipart dengan file, atau JSON untuk url)',
    multipart: { files: ['file'], fields: SimpanMateri },
    response: Materi,
  }),
  ubahMateri: defineCall({
    method: 'PUT',
    path: '/lms/materi/:id',
    summary: 'Ubah materi (file hanya bila diganti)',
    params: IdMateri,
    multipart: { files: ['file'], fields: SimpanMateri },
    response: Materi,
  }),
  hapusMateri: defineCall({
    method: 'DELETE',
    path: '/lms/materi/:id',
    summary: 'Hapus materi dan berkasnya',
    params: IdMateri,
    response: z.null(),
  }),
  salinMateri: defineCall({
    method: 'POST',
    path: '/lms/materi/salin',
    summary: 'Salin materi kelas lain ke pertemuan ini',
    body: SalinMateri,
    response: z.array(Materi),
  }),
  presensiMateri: defineCall({
    method: 'POST',
    path: '/lms/materi/:id/presensi',
    summary: 'Catat presensi mahasiswa pada materi (idempoten)',
    params: IdMateri,
    body: AksiPresensiMateri,
    response: PresensiMateriSaya,
  }),
  unggahBerkas: defineCall({
    method: 'POST',
    path: '/v2/storager',
    summary: 'Unggah berkas (multipart file, service_id, dir)',
    multipart: { files: ['file'], fields: UnggahBerkas },
    response: z.object({ url: z.string(), nama: z.string(), ukuran: z.number().int() }),
  }),
  hapusBerkas: defineCall({
    method: 'DELETE',
    path: '/v2/storager',
    summary: 'Hapus berkas yang diunggah sendiri',
    query: z.object({ url: z.string().min(1, 'url wajib diisi').max(2000, 'url tidak valid') }),
    response: z.null(),
  }),
};
