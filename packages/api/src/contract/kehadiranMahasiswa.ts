import { KODE_PRESENSI } from '@kampus/domain';
import { defineCall } from './call';
import { PagingQuery } from './envelope';
import { IdKode, IdUuid, KodePeriode } from './masukan';
import { Kekurangan } from './sistem';
import { z } from './zod';

// Student attendance (spec 2 'Attendance per meeting', 'Class attendance recap', 3 'Student
// attendance row', 'Attendance types', 'Recap row', 4 'Attendance codes', 'Recalculation
// status', 7 every /lms/kehadiran_mahasiswa call and SSE /lms/events/kehadiran_mahasiswa).

export const PESAN_KEHADIRAN = {
  presensi: 'Presensi harus H, A, I, atau S',
  isHadir: 'Kehadiran harus ya atau tidak',
  nim: 'NIM tidak valid',
  data: 'Data kehadiran wajib diisi',
  terlaluBanyak: 'Data kehadiran terlalu banyak',
  pertemuan: 'Id pertemuan tidak valid',
  mahasiswa: 'Id mahasiswa tidak valid',
  kelas: 'Kelas kuliah tidak valid',
} as const;

export const DetailKehadiran = z.object({
  id_aktivitas: z.string().nullable(),
  jenis: z.enum(['materi', 'tugas', 'vidcon', 'ujian', 'forum']),
  judul: z.string(),
  weight: z.number(),
  is_hadir: z.boolean(),
  empty_activity: z.boolean(),
  /** Why the activity counts or not. */
  alasan: z.string(),
});
export type DetailKehadiran = z.infer<typeof DetailKehadiran>;

const Pengubah = z.object({ username: z.string(), name: z.string() });

/** Spec 3 'Student attendance row'. */
export const KehadiranMahasiswa = z.object({
  mahasiswa: z.object({ nama: z.string(), nim: z.string(), id_user: z.string() }),
  /** The mark; null while there is none yet (ada_presensi false). */
  presensi: z.enum(KODE_PRESENSI).nullable(),
  ada_presensi: z.boolean(),
  is_hadir: z.boolean().nullable(),
  is_qr_code: z.boolean(),
  presensi_label: z.string().nullable(),
  /** Set by a person (not LMS:SYSTEM): it overrides the computed mark. */
  is_manual: z.boolean(),
  progress: z.object({ overall: z.number(), fraction: z.string() }),
  updated_at: z.string().nullable(),
  updated_by: Pengubah.nullable(),
  detail: z.array(DetailKehadiran),
});
export type KehadiranMahasiswa = z.infer<typeof KehadiranMahasiswa>;

export const StatusHitung = z.enum(['processing', 'completed', 'failed']);

/** A meeting's student attendance. */
export const KehadiranPertemuan = z.object({
  pertemuan: z.object({
    id: z.string(),
    id_kelas_kuliah: z.string(),
    nomor: z.number().int(),
    judul: z.string(),
    jenis: z.string(),
    status: z.string(),
    waktu_terakhir_update_kehadiran: z.string().nullable(),
  }),
  /** 'progres': computed from activity; 'manual': offline or no criterion flagged (spec 4). */
  mode: z.enum(['progres', 'manual']),
  minimal_persen: z.number(),
  /** Status of the latest recalculation of this meeting; 'processing' disables manual update. */
  status_hitung: StatusHitung.nullable(),
  jumlah_peserta: z.number().int(),
  jumlah_hadir: z.number().int(),
  peserta: z.array(KehadiranMahasiswa),
});
export type KehadiranPertemuan = z.infer<typeof KehadiranPertemuan>;

const KodePresensi = z.enum(KODE_PRESENSI, { error: PESAN_KEHADIRAN.presensi });

/** Single update: is_hadir (H or A), or a code; ada_presensi false returns to the computed mark. */
export const UbahKehadiranMahasiswa = z.object({
  is_hadir: z.boolean({ error: PESAN_KEHADIRAN.isHadir }).optional(),
  presensi: KodePresensi.nullable().optional(),
  ada_presensi: z.boolean({ error: 'Ada presensi harus ya atau tidak' }).optional(),
});
export type UbahKehadiranMahasiswa = z.input<typeof UbahKehadiranMahasiswa>;

export const UbahKehadiranMassal = z.object({
  data: z
    .array(
      z.object({
        nim: z.string({ error: PESAN_KEHADIRAN.nim }).trim().min(1, PESAN_KEHADIRAN.nim).max(40),
        presensi: KodePresensi.nullable(),
        ada_presensi: z.boolean({ error: 'Ada presensi harus ya atau tidak' }),
      }),
      { error: PESAN_KEHADIRAN.data },
    )
    .min(1, PESAN_KEHADIRAN.data)
    .max(2000, PESAN_KEHADIRAN.terlaluBanyak),
});
export type UbahKehadiranMassal = z.input<typeof UbahKehadiranMassal>;

export const JenisPresensi = z.object({
  id: z.string(),
  nama: z.string(),
  is_active: z.boolean().nullable(),
});

/** A queued recalculation (its status follows on SSE 'calc-percentage'). */
export const PekerjaanHitung = z.object({
  id_job: z.string(),
  status: StatusHitung,
});

export const HitungPersentase = z.object({
  data: z.object(
    {
      id_kelas_kuliah: IdKode(PESAN_KEHADIRAN.kelas),
      id_pertemuan: z.array(IdUuid(PESAN_KEHADIRAN.pertemuan)).max(100).optional(),
    },
    { error: PESAN_KEHADIRAN.data },
  ),
});
export type HitungPersentase = z.input<typeof HitungPersentase>;

/** SSE 'calc-percentage'. */
export const EventHitungKehadiran = z.object({
  id_job: z.string(),
  id_kelas_kuliah: z.string(),
  id_pertemuan: z.array(z.string()),
  status: StatusHitung,
});
export type EventHitungKehadiran = z.infer<typeof EventHitungKehadiran>;

/** Spec 3 'Recap row'. */
export const RekapKehadiran = KehadiranMahasiswa.omit({ is_qr_code: true }).extend({
  pertemuan: z.object({ id: z.string(), nomor: z.number().int(), jenis: z.string() }),
});
export type RekapKehadiran = z.infer<typeof RekapKehadiran>;

export const RekapKehadiranKelas = z.object({
  kelas: z.object({
    id: z.string(),
    periode: z.number().int(),
    mata_kuliah: z.object({ kode: z.string(), nama: z.string() }),
    kelas: z.object({ nama: z.string() }),
  }),
  pertemuan: z.array(
    z.object({ id: z.string(), nomor: z.number().int(), jenis: z.string(), judul: z.string() }),
  ),
  mahasiswa: z.array(z.object({ nama: z.string(), nim: z.string(), id_user: z.string() })),
  rekap: z.array(RekapKehadiran),
});
export type RekapKehadiranKelas = z.infer<typeof RekapKehadiranKelas>;

/** A meeting of the attendance list (/kehadiran-peserta): its class and its summary. */
export const RingkasanKehadiran = z.object({
  pertemuan: z.object({
    id: z.string(),
    nomor: z.number().int(),
    judul: z.string(),
    jenis: z.string(),
    status: z.string(),
    waktu_mulai: z.string(),
    waktu_selesai: z.string(),
    waktu_terakhir_update_kehadiran: z.string().nullable(),
  }),
  kelas_kuliah: z.object({
    id: z.string(),
    periode: z.number().int(),
    mata_kuliah: z.object({ kode: z.string(), nama: z.string() }),
    kelas: z.object({ nama: z.string() }),
  }),
  jumlah_peserta: z.number().int(),
  /** Students with a mark, and those present (H). */
  jumlah_presensi: z.number().int(),
  jumlah_hadir: z.number().int(),
  /** Average progress 0..1 of the rows with a mark; null without any. */
  rata_rata_progress: z.number().nullable(),
});
export type RingkasanKehadiran = z.infer<typeof RingkasanKehadiran>;

export const FilterKehadiran = z.object({
  periode: KodePeriode.optional(),
  id_kelas_kuliah: IdKode(PESAN_KEHADIRAN.kelas).optional(),
  search: z.string().trim().max(100, 'Pencarian terlalu panjang').optional(),
  status: z
    .enum(['belum_dimulai', 'berlangsung', 'selesai'], { error: 'Status tidak valid' })
    .optional(),
  jenis: z
    .enum(['online', 'offline', 'campuran'], { error: 'Jenis pertemuan tidak valid' })
    .optional(),
});

const IdPertemuan = z.object({ id: IdUuid(PESAN_KEHADIRAN.pertemuan) });
const IdKelas = z.object({ id: IdKode(PESAN_KEHADIRAN.kelas) });
/**
 * The signed-in student's exam eligibility by attendance for a meeting (issue 25): the access
 * restriction of the exam's meeting, with the shortfall shown on /forbidden/{meetingId}.
 */
export const PembatasanUjianKehadiran = z.object({
  nama: z.string(),
  /** The rule is on and the meeting holds an exam type it covers. */
  berlaku: z.boolean(),
  memenuhi_syarat: z.boolean(),
  kekurangan: z.array(Kekurangan),
  /** Rounded down to one decimal; null when no earlier meeting has a mark. */
  persen_kehadiran: z.number().nullable(),
  persen_minimal: z.number(),
  /** Present marks out of the earlier meetings that have a mark. */
  hadir: z.number().int(),
  total: z.number().int(),
  pertemuan: z.object({
    id: z.string(),
    nomor: z.number().int(),
    judul: z.string().nullable(),
    kategori: z.string().nullable(),
    /** The exam types the meeting holds (its category and its exams). */
    jenis_ujian: z.array(z.string()),
  }),
  kelas_kuliah: z.object({ id: z.string() }),
});
export type PembatasanUjianKehadiran = z.infer<typeof PembatasanUjianKehadiran>;

const KelasPertemuan = z.object({
  idKelas: IdKode(PESAN_KEHADIRAN.kelas),
  idPertemuan: IdUuid(PESAN_KEHADIRAN.pertemuan),
});
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const kehadiranMahasiswaCalls = {
  daftarKehadiranMahasiswa: defineCall({
    method: 'GET',
    path: '/lms/kehadiran_mahasiswa',
    summary: 'Daftar kehadiran peserta per pertemuan (dengan filter), terbaru dulu',
    query: PagingQuery.extend(FilterKehadiran.shape),
    response: z.array(RingkasanKehadiran),
    paged: true,
  }),
  eksporDaftarKehadiran: defineCall({
    method: 'GET',
    path: '/lms/kehadiran_mahasiswa/export_excel',
    summary: 'Unduh daftar kehadiran peserta per pertemuan (xlsx), dengan filter yang sama',
    query: FilterKehadiran,
    response: z.unknown(),
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }),
  kehadiranPertemuan: defineCall({
    method: 'GET',
    path: '/lms/kehadiran_mahasiswa/pertemuan/:id',
    summary: 'Kehadiran mahasiswa sebuah pertemuan, dengan progres dan rincian aktivitas',
    params: IdPertemuan,
    response: KehadiranPertemuan,
  }),
  ubahKehadiranMahasiswa: defineCall({
    method: 'PUT',
    path: '/lms/kehadiran_mahasiswa/pertemuan/:id/mahasiswa/:idMahasiswa',
    summary: 'Ubah kehadiran seorang mahasiswa secara manual (id pengguna mahasiswa)',
    params: IdPertemuan.extend({ idMahasiswa: IdUuid(PESAN_KEHADIRAN.mahasiswa) }),
    body: UbahKehadiranMahasiswa,
    response: KehadiranMahasiswa,
  }),
  ubahKehadiranMassal: defineCall({
    method: 'PUT',
    path: '/lms/kehadiran_mahasiswa/pertemuan/:id',
    summary: 'Ubah kehadiran beberapa mahasiswa sekaligus (nim, presensi, ada_presensi)',
    params: IdPertemuan,
    body: UbahKehadiranMassal,
    response: KehadiranPertemuan,
  }),
  jenisPresensi: defineCall({
    method: 'GET',
    path: '/lms/kehadiran_mahasiswa/jenis_presensi',
    summary: 'Jenis presensi izin dan sakit beserta status aktifnya',
    response: z.array(JenisPresensi),
  }),
  hitungUlangKehadiran: defineCall({
    method: 'POST',
    path: '/lms/kehadiran_mahasiswa/pertemuan/:id/hitung_ulang',
    summary: 'Hitung ulang progres kehadiran pertemuan (pekerjaan latar; status lewat SSE)',
    params: IdPertemuan,
    response: PekerjaanHitung,
  }),
  hitungPersentaseKehadiran: defineCall({
    method: 'POST',
    path: '/lms/kehadiran_mahasiswa/hitung_persentase',
    summary: 'Update persentase kehadiran pertemuan-pertemuan sebuah kelas (pekerjaan latar)',
    body: HitungPersentase,
    response: PekerjaanHitung,
  }),
  rekapKehadiranKelas: defineCall({
    method: 'GET',
    path: '/lms/kehadiran_mahasiswa/kelas_kuliah/:id',
    summary: 'Rekap kehadiran mahasiswa sebuah kelas per pertemuan',
    params: IdKelas,
    response: RekapKehadiranKelas,
  }),
  eksporRekapKehadiran: defineCall({
    method: 'GET',
    path: '/lms/kehadiran_mahasiswa/kelas_kuliah/:id/export_excel',
    summary: 'Unduh rekap kehadiran kelas (xlsx)',
    params: IdKelas,
    response: z.unknown(),
    produces: XLSX,
  }),
  kehadiranSaya: defineCall({
    method: 'GET',
    path: '/lms/kehadiran_mahasiswa/kelas_kuliah/:idKelas/pertemuan/:idPertemuan/me',
    summary: 'Kehadiran mahasiswa yang masuk pada sebuah pertemuan, dengan alasannya',
    params: KelasPertemuan,
    response: KehadiranMahasiswa,
  }),
  kehadiranNim: defineCall({
    method: 'GET',
    path: '/lms/kehadiran_mahasiswa/kelas_kuliah/:idKelas/pertemuan/:idPertemuan/nim/:nim',
    summary: 'Kehadiran seorang mahasiswa (menurut NIM) pada sebuah pertemuan',
    params: KelasPertemuan.extend({
      nim: z.string({ error: PESAN_KEHADIRAN.nim }).min(1, PESAN_KEHADIRAN.nim).max(40),
    }),
    response: KehadiranMahasiswa,
  }),
  pembatasanUjianKehadiran: defineCall({
    method: 'GET',
    path: '/lms/kehadiran_mahasiswa/pembatasan_ujian/:idPertemuan',
    summary:
      'Syarat kehadiran ujian mahasiswa yang masuk untuk sebuah pertemuan: memenuhi_syarat dan kekurangannya',
    params: z.object({ idPertemuan: IdUuid(PESAN_KEHADIRAN.pertemuan) }),
    response: PembatasanUjianKehadiran,
  }),
  eventsKehadiranMahasiswa: defineCall({
    method: 'GET',
    path: '/lms/events/kehadiran_mahasiswa',
    summary:
      "Aliran SSE sebuah kelas: 'time' tiap detik dan 'calc-percentage' status perhitungan kehadiran",
    query: z.object({ id_kelas_kuliah: IdKode(PESAN_KEHADIRAN.kelas) }),
    response: z.null(),
    produces: 'text/event-stream',
  }),
};
