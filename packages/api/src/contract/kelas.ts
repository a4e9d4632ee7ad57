import {
  JABATAN_PENGAJAR,
  METODE_PENGAJARAN,
  MODE_KULIAH,
  PESAN_UBAH_KELAS,
  STATUS_KELAS,
} from '@kampus/domain';
import { Prodi } from './auth';
import { defineCall } from './call';
import { PagingQuery } from './envelope';
import { Bulat, IdKode, IdUuid, KodePeriode } from './masukan';
import { z } from './zod';

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
  metode_pengajaran: z.enum(METODE_PENGAJARAN),
  mata_kuliah: z.object({
    id: z.string(),
    kode: z.string(),
    nama: z.string(),
    sks: z.number().int(),
    prodi: Prodi,
  }),
  kelas: z.object({
    id: z.string(),
    nama: z.string(),
    jenis: z.object({ id: z.string(), nama: z.string() }),
  }),
  pengajar: z.array(Pengajar),
  jadwal: z.array(Jadwal),
  prodi_kelas: z.array(Prodi.pick({ nama: true, jenjang: true })),
  kampus: z.object({ id: z.string(), nama: z.string() }),
});
export type KelasKuliah = z.infer<typeof KelasKuliah>;

/** Filters of the class list: those of the activity-log filter list that apply to classes. */
export const KelasKuliahQuery = PagingQuery.extend({
  periode: KodePeriode.optional(),
  search: z.string().trim().max(100, 'Kata kunci terlalu panjang').optional(),
  id_mata_kuliah: IdKode('Mata kuliah tidak valid').optional(),
  /** The class label, e.g. 'A'. */
  nama_kelas: z.string().max(20, 'Nama kelas terlalu panjang').optional(),
  id_jenis_kelas: IdKode('Jenis kelas tidak valid').optional(),
  id_prodi: IdKode('Program studi tidak valid').optional(),
  mode_kuliah: z.enum(MODE_KULIAH, { error: 'Mode kuliah tidak dikenal' }).optional(),
  id_dosen: IdUuid('Id dosen tidak valid').optional(),
});

/** A participant (spec section 3 'Student'). */
export const PesertaKelas = z.object({
  id: z.string(),
  nim: z.string(),
  nama: z.string(),
  prodi: Prodi.pick({ jenjang: true, nama: true }),
  angkatan: z.number().int(),
  /** 'ketua_kelas' or 'Peserta'. */
  jabatan: z.enum(['ketua_kelas', 'Peserta']),
  status: z.string(),
  avatar_url: z.string().nullable(),
});
export type PesertaKelas = z.infer<typeof PesertaKelas>;

const IdKelas = z.object({ id: IdKode('Id kelas tidak valid') });

/** 'Ubah Kelas': the class data an operator may change. */
export const UbahDataKelas = z.object({
  kapasitas: z
    .number()
    .int()
    .min(1, PESAN_UBAH_KELAS.kapasitas)
    .max(1000, 'Kapasitas terlalu besar'),
  mode_kuliah: z.enum(MODE_KULIAH, { error: PESAN_UBAH_KELAS.mode_kuliah }),
  lingkup: z.string().trim().max(100, 'Lingkup kelas terlalu panjang').nullable(),
  id_jenis_kelas: IdKode(PESAN_UBAH_KELAS.id_jenis_kelas),
  id_kampus: IdKode(PESAN_UBAH_KELAS.id_kampus),
  metode_pengajaran: z.enum(METODE_PENGAJARAN, {
    error: PESAN_UBAH_KELAS.metode_pengajaran,
  }),
});

/** A default banner (index modulo 7) instead of an uploaded image. */
export const BannerDefault = z.object({
  banner_color_idx: Bulat('Banner tidak dikenal'),
});

export const kelasCalls = {
  pesertaKelas: defineCall({
    method: 'GET',
    path: '/v2/lms/kelas_kuliah/:id/peserta/nim_nama',
    summary: 'Peserta kelas (Data Peserta)',
    params: IdKelas,
    response: z.array(PesertaKelas),
  }),
  ubahBannerKelas: defineCall({
    method: 'PUT',
    path: '/lms/kelas_kuliah/:id',
    summary:
      'Banner kelas: multipart file_banner (.png/.jpg/.jpeg, batas dari pengaturan) atau JSON banner_color_idx',
    params: IdKelas,
    /** Absent for a multipart upload. */
    body: BannerDefault.optional(),
    multipart: { files: ['file_banner'] },
    response: KelasKuliah,
  }),
  ubahDataKelas: defineCall({
    method: 'PUT',
    path: '/lms/kelas_kuliah/:id/data',
    summary: 'Ubah Kelas (operator dengan hak tulis kelas_kuliah)',
    params: IdKelas,
    body: UbahDataKelas,
    response: KelasKuliah,
  }),
  ubahKetuaKelas: defineCall({
    method: 'PUT',
    path: '/lms/kelas_kuliah/:id/ketua_kelas',
    summary: 'Ubah Ketua Kelas: tepat satu mahasiswa peserta',
    params: IdKelas,
    body: z.object({ id_mahasiswa: IdUuid('Mahasiswa wajib dipilih') }),
    response: z.array(PesertaKelas),
  }),
  ubahJabatanPengajar: defineCall({
    method: 'PUT',
    path: '/lms/kelas_kuliah/:id/pengajar/:idDosen',
    summary: 'Ubah Jabatan pengajar: Dosen Koordinator, Dosen atau Asisten',
    params: z.object({
      id: IdKode('Id kelas tidak valid'),
      idDosen: IdUuid('Id dosen tidak valid'),
    }),
    body: z.object({ jabatan: z.enum(JABATAN_PENGAJAR, { error: 'Jabatan wajib dipilih' }) }),
    response: KelasKuliah,
  }),
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
    params: IdKelas,
    response: KelasKuliah,
  }),
};
