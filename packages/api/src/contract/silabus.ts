import { Prodi } from './auth';
import { defineCall } from './call';
import { Bulat, IdKode, TautanAtauBerkas } from './masukan';
import { z } from './zod';

/** Semester learning plan item (spec 3 'Grade recap'). */
export const RencanaPembelajaran = z.object({
  id: z.string(),
  /** The meeting number the plan covers. */
  id_pertemuan: z.number().int(),
  materi: z.string(),
  materi_inggris: z.string().nullable(),
});
export type RencanaPembelajaran = z.infer<typeof RencanaPembelajaran>;

export const RencanaEvaluasi = z.object({
  id: z.string(),
  komponen_nilai: z.object({ id: z.string(), nama: z.string() }),
  bobot: z.number(),
});
export type RencanaEvaluasi = z.infer<typeof RencanaEvaluasi>;

export const BerkasSilabus = z.object({
  nama: z.string(),
  url: z.string(),
  content_length: z.number().int().nullable(),
});
export type BerkasSilabus = z.infer<typeof BerkasSilabus>;

/** Course info with the syllabus and the RPS team (spec 3 'Course info'). */
export const InfoMataKuliah = z.object({
  id: z.string(),
  kode: z.string(),
  nama: z.string(),
  nama_inggris: z.string().nullable(),
  sks: z.number().int(),
  prodi: Prodi,
  id_dosen_koordinator: z.string().nullable(),
  id_dosen_pengembang_rps: z.string().nullable(),
  nama_dosen_koordinator: z.string().nullable(),
  nama_dosen_pengembang_rps: z.string().nullable(),
  pendahuluan: z.object({
    silabus: z.object({ teks: z.string().nullable(), file: BerkasSilabus.nullable() }),
  }),
});
export type InfoMataKuliah = z.infer<typeof InfoMataKuliah>;

export const UbahSilabus = z.object({
  teks: z.string().trim().max(10_000, 'Teks silabus terlalu panjang').nullable(),
  /** An uploaded file's URL, or a link (URL-type items cannot be downloaded, spec 2). */
  file: z
    .object({
      nama: z
        .string()
        .trim()
        .min(1, 'Nama berkas wajib diisi')
        .max(255, 'Nama berkas terlalu panjang'),
      /** Our own stored file, or an http(s) link (http prepended when it has no scheme). */
      url: TautanAtauBerkas('silabus'),
      content_length: Bulat('Ukuran berkas tidak valid').nullable(),
    })
    .nullable(),
});

const IdMataKuliah = z.object({ courseId: IdKode('Mata kuliah tidak valid') });

/** One-time code for the academic system (spec 7, form encoded). */
export const AuthorizeSikad = z.object({
  response_type: z.literal('code', { error: "response_type harus 'code'" }),
  client_id: z.string().min(1, 'client_id wajib diisi').max(100, 'client_id tidak valid'),
  state: z.string().max(200).optional(),
  redirect_uri: z
    .string()
    .max(2000, 'redirect_uri tidak valid')
    .url('redirect_uri tidak valid')
    .refine((u) => /^https?:\/\//i.test(u), 'redirect_uri tidak valid'),
  as_role: z.enum(['ROLE_MAHASISWA', 'ROLE_DOSEN', 'ROLE_OPERATOR'], {
    error: 'as_role tidak dikenal',
  }),
});

export const silabusCalls = {
  rencanaPembelajaran: defineCall({
    method: 'GET',
    path: '/v2/academic/makul/:courseId/rencana-pembelajaran',
    summary: 'Rencana pembelajaran semester',
    params: IdMataKuliah,
    query: z.object({ ignore_default_pagination: z.string().optional() }),
    response: z.array(RencanaPembelajaran),
  }),
  rencanaEvaluasi: defineCall({
    method: 'GET',
    path: '/v2/academic/makul/:courseId/rencana-evaluasi',
    summary: 'Rencana evaluasi',
    params: IdMataKuliah,
    response: z.array(RencanaEvaluasi),
  }),
  infoMataKuliah: defineCall({
    method: 'GET',
    path: '/v2/academic/matakuliah/:courseId',
    summary: 'Mata kuliah dengan silabus dan tim RPS',
    params: IdMataKuliah,
    response: InfoMataKuliah,
  }),
  ubahSilabus: defineCall({
    method: 'PUT',
    path: '/v2/academic/matakuliah/:courseId/silabus',
    summary: 'Ubah silabus (dosen koordinator, pengembang RPS, atau operator dengan hak tulis)',
    params: IdMataKuliah,
    body: UbahSilabus,
    response: InfoMataKuliah,
  }),
  authorizeSikad: defineCall({
    method: 'POST',
    path: '/v2/authorize/sikad',
    summary: 'Kode sekali pakai untuk masuk ke sistem akademik',
    body: AuthorizeSikad,
    response: z.object({
      code: z.string(),
      state: z.string().nullable(),
      redirect_uri: z.string(),
    }),
  }),
  keluarKeSikad: defineCall({
    method: 'POST',
    path: '/lms/log_aktivitas/keluar_ke_sikad',
    summary: 'Catat perpindahan ke sistem akademik',
    body: z.object({ tujuan: z.string().max(500).optional() }).optional(),
    response: z.null(),
  }),
};
