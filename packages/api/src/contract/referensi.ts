import { Prodi } from './auth';
import { defineCall } from './call';
import { BulatQuery, IdUuid, KodePeriode } from './masukan';
import { z } from './zod';

/** Reference lists come whole (itemsPerPage 999999, spec 9); an optional search narrows them. */
const RefQuery = z.object({
  itemsPerPage: BulatQuery('Jumlah per halaman tidak valid', 1, 999_999).optional(),
  search: z.string().trim().max(100).optional(),
});

export const MataKuliahRef = z.object({
  id: z.string(),
  kode: z.string(),
  nama: z.string(),
  sks: z.number().int(),
  id_prodi: z.string(),
});

export const DosenRef = z.object({
  id: z.string(),
  nidn: z.string(),
  nama: z.string(),
  /** Name with academic titles. */
  nama_lengkap: z.string(),
});

export const MahasiswaRef = z.object({
  id: z.string(),
  nim: z.string(),
  nama: z.string(),
  prodi: Prodi.pick({ jenjang: true, nama: true }),
  angkatan: z.number().int(),
});

/** A semester a student studied: value 10*(tahun-1)+semester (spec 3 'Semester option'). */
export const TahunSemester = z.object({
  periode: z.number().int(),
  tahun: z.number().int(),
  semester: z.number().int(),
  nama: z.string(),
});

export const PeriodeMengajar = z.object({
  periode: z.number().int(),
  tahun: z.number().int(),
  jenisSemester: z.string(),
  nama: z.string(),
});

export const referensiCalls = {
  makulRef: defineCall({
    method: 'GET',
    path: '/v1/makul_ref',
    summary: 'Referensi mata kuliah',
    query: RefQuery,
    response: z.array(MataKuliahRef),
  }),
  prodiRef: defineCall({
    method: 'GET',
    path: '/v1/prodi_ref',
    summary: 'Referensi program studi',
    query: RefQuery,
    response: z.array(Prodi.extend({ kode: z.string() })),
  }),
  labelKelasRef: defineCall({
    method: 'GET',
    path: '/v1/label_kelas_ref',
    summary: "Referensi label kelas (mis. 'A')",
    query: RefQuery,
    response: z.array(z.object({ id: z.string(), nama: z.string() })),
  }),
  jenisKelasRef: defineCall({
    method: 'GET',
    path: '/v1/jenis_kelas_ref',
    summary: 'Referensi jenis kelas',
    query: RefQuery,
    response: z.array(z.object({ id: z.string(), nama: z.string() })),
  }),
  dosenRef: defineCall({
    method: 'GET',
    path: '/v1/dosen_ref',
    summary: 'Referensi dosen',
    query: RefQuery,
    response: z.array(DosenRef),
  }),
  kampusRef: defineCall({
    method: 'GET',
    path: '/v1/kampus_ref',
    summary: 'Referensi kampus',
    query: RefQuery,
    response: z.array(z.object({ id: z.string(), nama: z.string() })),
  }),
  mahasiswaAktifPerPeriode: defineCall({
    method: 'GET',
    path: '/v1/mahasiswa_aktif_per_periode',
    summary: 'Mahasiswa aktif pada periode',
    query: z.object({
      periode: KodePeriode.optional(),
      search: z.string().max(100).optional(),
    }),
    response: z.array(MahasiswaRef),
  }),
  periodeMengajar: defineCall({
    method: 'GET',
    path: '/v1/dosen/:id/periode_mengajar',
    summary: 'Periode mengajar dosen',
    params: z.object({ id: IdUuid('Id dosen tidak valid') }),
    response: z.array(PeriodeMengajar),
  }),
  mataKuliahRef: defineCall({
    method: 'GET',
    path: '/v2/lms/mata_kuliah/ref',
    summary: 'Mata kuliah (yang diajar dosen bila id_dosen diisi)',
    query: z.object({
      id_dosen: IdUuid('Id dosen tidak valid').optional(),
      ignore_default_pagination: z.string().optional(),
    }),
    response: z.array(z.object({ id: z.string(), kode: z.string(), nama: z.string() })),
  }),
  tahunSemester: defineCall({
    method: 'GET',
    path: '/v1/mahasiswa/:id/tahun_semester',
    summary: 'Tahun dan semester yang ditempuh mahasiswa',
    params: z.object({ id: IdUuid('Id mahasiswa tidak valid') }),
    response: z.array(TahunSemester),
  }),
};
