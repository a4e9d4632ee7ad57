import { PESAN_BAP } from '@kampus/domain';
import { defineCall } from './call';
import { Jadwal, Pengajar } from './kelas';
import { IdKode, IdUuid } from './masukan';
import { CountActivity } from './pertemuan';
import { z } from './zod';

const Bendera = z
  .enum(['true', 'false', '1', '0'], { error: 'Nilai harus true atau false' })
  .transform((v) => v === 'true' || v === '1');

/** Which parts and whose meetings a BAP holds (spec 7). */
export const BapQuery = z.object({
  include_laporan_kelas: Bendera.default(true),
  include_laporan_pertemuan_detail: Bendera.default(true),
  include_tanda_tangan: Bendera.default(true),
  id_pengajar: IdUuid('Id pengajar tidak valid').optional(),
  laporan_saya: Bendera.default(false),
});

export const KehadiranPengajarBap = z.object({
  nama: z.string(),
  is_hadir: z.boolean().nullable(),
  mulai_kuliah: z.string().nullable(),
  selesai_kuliah: z.string().nullable(),
});

/** A meeting of the BAP (spec 3 'BAP class report'). */
export const PertemuanBap = z.object({
  info: z.object({
    id: z.string(),
    nomor: z.number().int(),
    waktu_mulai: z.string(),
    waktu_selesai: z.string(),
    jenis: z.string(),
    judul: z.string(),
    deskripsi: z.string(),
    status: z.string(),
    kehadiran_pengajar: z.array(KehadiranPengajarBap),
    count_activity: CountActivity,
    peserta_hadir: z.number().int(),
    progress_peserta: z.number().nullable(),
    verified_by: z.object({ name: z.string(), username: z.string() }).nullable(),
  }),
  materi: z.array(z.object({ judul: z.string() })),
  forum: z.array(z.object({ judul: z.string() })),
  vidcon: z.array(z.object({ judul: z.string(), jumlah_peserta: z.number().int() })),
  tugas: z.array(
    z.object({ judul: z.string(), total_nilai: z.number(), jumlah_dinilai: z.number().int() }),
  ),
  ujian: z.array(z.object({ judul: z.string(), rata_rata_nilai: z.number().nullable() })),
});

export const LaporanBap = z.object({
  username: z.string(),
  timestamp: z.string(),
  kelas_kuliah: z.object({
    id: z.string(),
    periode: z.number().int(),
    mata_kuliah: z.object({
      kode: z.string(),
      nama: z.string(),
      sks: z.number().int(),
      prodi: z.object({ id: z.string(), nama: z.string(), jenjang: z.string() }),
    }),
    kelas: z.object({ nama: z.string(), jenis: z.object({ nama: z.string() }) }),
    mode_kuliah: z.string().nullable(),
    jumlah_peserta: z.number().int(),
    jumlah_pertemuan: z.number().int(),
    jadwal: z.array(Jadwal),
    pengajar: z.array(Pengajar),
  }),
  pertemuan: z.array(PertemuanBap),
});
export type LaporanBap = z.infer<typeof LaporanBap>;

/** The programme's signatory for the BAP (spec 3 'Program signatory'). */
export const PenandatanganProdi = z.object({
  fileKhsKiri: z.string().nullable(),
  jabatanKhsKiri: z.string(),
  namaKhsKiri: z.string(),
  nidnKhsKiri: z.string().nullable(),
});

const IdKelas = z.object({ id: IdKode('Id kelas tidak valid') });

export const bapCalls = {
  bap: defineCall({
    method: 'GET',
    path: '/lms/kelas_kuliah/:id/bap',
    summary: 'Laporan BAP kelas (data)',
    params: IdKelas,
    query: BapQuery,
    response: LaporanBap,
  }),
  unduhBap: defineCall({
    method: 'GET',
    path: '/lms/kelas_kuliah/:id/bap/unduh',
    summary: 'BAP kelas sebagai PDF',
    params: IdKelas,
    query: BapQuery,
    response: z.null(),
    produces: 'application/pdf',
  }),
  unduhSemuaBap: defineCall({
    method: 'GET',
    path: '/lms/kelas_kuliah/bap/unduh',
    summary: "ZIP berisi BAP semua kelas pada periode (nama default 'BAP - {periode}.zip')",
    query: BapQuery.omit({ id_pengajar: true }).extend({
      periode: z.coerce
        .number({ error: PESAN_BAP.periode })
        .int('Periode tidak valid')
        .min(1, 'Periode tidak valid')
        .max(99_999, 'Periode tidak valid'),
    }),
    response: z.null(),
    produces: 'application/zip',
  }),
  penandatanganProdi: defineCall({
    method: 'GET',
    path: '/v1/penandatangan_prodi/:id',
    summary: 'Penandatangan BAP program studi',
    params: z.object({ id: IdKode('Program studi tidak valid') }),
    response: PenandatanganProdi,
  }),
};
