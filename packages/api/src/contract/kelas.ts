import { z } from 'zod';
import { Prodi } from './auth';
import { defineCall } from './call';
import { PagingQuery } from './envelope';

export const JABATAN_PENGAJAR = ['Dosen Koordinator', 'Dosen', 'Asisten'] as const;

/** Teacher of a class (spec section 3 'Teacher'). */
export const Pengajar = z.object({
  id_dosen: z.string(),
  nidn: z.string(),
  nama: z.string(),
  /** Name with academic titles, as printed. */
  nama_pengajar: z.string(),
  gelar_depan: z.string().nullable(),
  gelar_akademik: z.string().nullable(),
  jabatan: z.enum(JABATAN_PENGAJAR),
  is_utama: z.boolean(),
  prodi: Prodi.pick({ jenjang: true, nama: true }).nullable(),
  avatar_url: z.string().nullable(),
});
export type Pengajar = z.infer<typeof Pengajar>;

/** A weekly slot; hari 0-6 with Sunday first, times HH:mm:ss. */
export const Jadwal = z.object({
  hari: z.number().int().min(0).max(6),
  jam_mulai: z.string(),
  jam_selesai: z.string(),
  ruangan: z.object({ id: z.string(), nama: z.string() }).nullable(),
});
export type Jadwal = z.infer<typeof Jadwal>;

export const STATUS_KELAS = ['akan_dimulai', 'berlangsung', 'selesai'] as const;
export const MODE_KULIAH = ['online', 'offline', 'campuran'] as const;

/** Class (spec section 3 'Class'); its id has underscore parts, the third is the course id. */
export const KelasKuliah = z.object({
  id: z.string(),
  status: z.enum(STATUS_KELAS),
  banner_url: z.string().nullable(),
  banner_color_idx: z.number().int(),
  periode: z.number().int(),
  mode_kuliah: z.enum(MODE_KULIAH).nullable(),
  lingkup: z.string().nullable(),
  kapasitas: z.number().int(),
  jumlah_pertemuan: z.number().int(),
  jumlah_peserta: z.number().int(),
  metode_pengajaran: z.enum(['Individu', 'Team Teaching']),
  mata_kuliah: z.object({
    id: z.string(),
    kode: z.string(),
    nama: z.string(),
    sks: z.number().int(),
    prodi: Prodi,
  }),
  kelas: z.object({ id: z.string(), nama: z.string(), jenis: z.object({ nama: z.string() }) }),
  pengajar: z.array(Pengajar),
  jadwal: z.array(Jadwal),
  prodi_kelas: z.array(Prodi.pick({ nama: true, jenjang: true })),
  kampus: z.object({ id: z.string(), nama: z.string() }),
});
export type KelasKuliah = z.infer<typeof KelasKuliah>;

export const KelasKuliahQuery = PagingQuery.extend({
  periode: z.coerce.number().int().positive('Periode tidak valid').optional(),
  search: z.string().trim().max(100, 'Kata kunci terlalu panjang').optional(),
});

export const kelasCalls = {
  daftarKelasKuliah: defineCall({
    method: 'GET',
    path: '/lms/kelas_kuliah',
    summary: 'Kelas kuliah milik pengguna (mahasiswa: diikuti, dosen: diajar, operator: semua)',
    query: KelasKuliahQuery,
    response: z.array(KelasKuliah),
    paged: true,
  }),
  kelasKuliah: defineCall({
    method: 'GET',
    path: '/v2/lms/kelas_kuliah/:id',
    summary: 'Detail kelas kuliah',
    params: z.object({ id: z.string().min(1).max(100) }),
    response: KelasKuliah,
  }),
};
