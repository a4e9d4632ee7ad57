import { JABATAN_KELOMPOK, NILAI_TUGAS_MAKSIMAL, PESAN_TUGAS_SERVER } from '@kampus/domain';
import { defineCall } from './call';
import { PagingQuery } from './envelope';
import { IdUuid } from './masukan';
import { BerkasTugas, IdTugas } from './tugas';
import { z } from './zod';

// Submissions of an assignment and their grades (issue 24). A submission is one row per
// student, or per group for a group assignment; it is judged by when its upload started on the
// server (domain putusanPengumpulan), so a slow connection is not punished.

const Orang = z.object({ name: z.string(), username: z.string() });

/** A student as submissions and groups show them (spec 3 'Group' mahasiswa). */
export const MahasiswaTugas = z.object({
  id: z.string(),
  nim: z.string(),
  nama: z.string(),
  avatar_url: z.string().nullable(),
});
export type MahasiswaTugas = z.infer<typeof MahasiswaTugas>;

/** A submission: files and text, when its upload started and was sent, its grade. */
export const Pengumpulan = z.object({
  id: z.string(),
  id_tugas: z.string(),
  mahasiswa: MahasiswaTugas.nullable(),
  kelompok: z.object({ id: z.string(), nama: z.string() }).nullable(),
  /** Sanitised HTML. */
  teks: z.string(),
  berkas: z.array(BerkasTugas),
  /** The server's time when the request that sent it arrived. */
  waktu_mulai_unggah: z.string(),
  waktu_kirim: z.string(),
  terlambat: z.boolean(),
  dikirim_oleh: Orang.nullable(),
  nilai: z.number().nullable(),
  umpan_balik: z.string(),
  dinilai_oleh: Orang.nullable(),
  waktu_dinilai: z.string().nullable(),
});
export type Pengumpulan = z.infer<typeof Pengumpulan>;

/** One student (or group) of the lecturer's list, with their submission when there is one. */
export const BarisPengumpulan = z.object({
  mahasiswa: MahasiswaTugas.nullable(),
  kelompok: z
    .object({ id: z.string(), nama: z.string(), jumlah_anggota: z.number().int() })
    .nullable(),
  pengumpulan: Pengumpulan.nullable(),
});
export type BarisPengumpulan = z.infer<typeof BarisPengumpulan>;

/** A student's own view of an assignment's submission (their group's for a group one). */
export const PengumpulanSaya = z.object({
  kelompok: z.object({ id: z.string(), nama: z.string() }).nullable(),
  jabatan: z.enum(JABATAN_KELOMPOK).nullable(),
  pengumpulan: Pengumpulan.nullable(),
  /** Whether sending (or replacing) is possible now, and why not (domain cekKirimPengumpulan). */
  boleh_kirim: z.boolean(),
  pesan: z.string().nullable(),
  waktu_server: z.string(),
});
export type PengumpulanSaya = z.infer<typeof PengumpulanSaya>;

/** The text part of a submission (multipart field `teks`; files in parts `files`). */
export const KirimPengumpulan = z.object({
  teks: z.string().max(200_000, 'Jawaban terlalu panjang').optional(),
});

/** A lecturer's grade: the number is checked by domain validasiNilaiTugas (a comma is read). */
export const NilaiPengumpulan = z.object({
  nilai: z
    .union([z.number(), z.string().max(20, `Nilai harus di antara 0 dan ${NILAI_TUGAS_MAKSIMAL}`)])
    .nullable()
    .optional(),
  umpan_balik: z.string().max(5000, PESAN_TUGAS_SERVER.umpanBalikPanjang).optional(),
});

const IdPengumpulan = IdTugas.extend({
  idPengumpulan: IdUuid('Id pengumpulan tidak valid'),
});

export const pengumpulanTugasCalls = {
  daftarPengumpulan: defineCall({
    method: 'GET',
    path: '/lms/tugas/:id/pengumpulan',
    summary: 'Pengumpulan tiap mahasiswa (atau kelompok) sebuah tugas, untuk pengajar',
    params: IdTugas,
    query: PagingQuery.extend({
      status: z
        .enum(['belum_mengumpulkan', 'belum_dinilai', 'sudah_dinilai'], {
          error: 'Status tidak dikenal',
        })
        .optional(),
    }),
    response: z.array(BarisPengumpulan),
    paged: true,
  }),
  pengumpulanSaya: defineCall({
    method: 'GET',
    path: '/lms/tugas/:id/pengumpulan/saya',
    summary: 'Pengumpulan mahasiswa sendiri (atau kelompoknya)',
    params: IdTugas,
    response: PengumpulanSaya,
  }),
  kirimPengumpulan: defineCall({
    method: 'PUT',
    path: '/lms/tugas/:id/pengumpulan',
    summary:
      'Kirim atau ganti pengumpulan (multipart files dan teks; jenis berkas pengumpulan_tugas), dinilai dari waktu mulai unggah',
    params: IdTugas,
    multipart: { files: ['files'], fields: KirimPengumpulan },
    response: Pengumpulan,
  }),
  nilaiPengumpulan: defineCall({
    method: 'PUT',
    path: '/lms/tugas/:id/pengumpulan/:idPengumpulan/nilai',
    summary: 'Nilai dan umpan balik sebuah pengumpulan',
    params: IdPengumpulan,
    body: NilaiPengumpulan,
    response: Pengumpulan,
  }),
  unduhPengumpulan: defineCall({
    method: 'GET',
    path: '/lms/tugas/:id/pengumpulan/unduh',
    summary: 'ZIP berisi berkas semua pengumpulan tugas (dialirkan)',
    params: IdTugas,
    response: z.null(),
    produces: 'application/zip',
  }),
};
