import { JENIS_UJIAN, PESAN_KELAYAKAN_UJIAN } from '@kampus/domain';
import { HakAkses, Kosong, Role } from './auth';
import { defineCall } from './call';
import { z } from './zod';

export const Logo = z.object({ logoContentUrl: z.string().nullable() });

export const Sistem = z.object({
  nama: z.string(),
  versi: z.string(),
  perguruan_tinggi: z.object({
    id: z.string(),
    nama: z.string(),
    singkatan: z.string(),
    alamat: z.string().nullable(),
    website: z.string().nullable(),
  }),
  time_zone: z.string(),
  waktu_server: z.string(),
});
export type Sistem = z.infer<typeof Sistem>;

export const Konfigurasi = z.object({
  keyword: z.string(),
  value: z.string().nullable(),
  deskripsi: z.string().nullable(),
});
export type Konfigurasi = z.infer<typeof Konfigurasi>;

const SyaratDosen = z.object({
  mulai_kuliah: z.boolean(),
  akhiri_kuliah: z.boolean(),
  presentase_kehadiran_kelas: z.boolean(),
  aktivitas_kuliah: z.boolean(),
});

/**
 * Exam eligibility by attendance (issue 25): on, the minimum percentage, the exam types whose
 * meetings it restricts. Absent in older settings means off.
 */
export const AturanKehadiranUjian = z.object({
  aktif: z.boolean({ error: 'Status aktif harus ya atau tidak' }),
  persen_minimal: z
    .number({ error: PESAN_KELAYAKAN_UJIAN.persenWajib })
    .min(1, PESAN_KELAYAKAN_UJIAN.persenRentang)
    .max(100, PESAN_KELAYAKAN_UJIAN.persenRentang),
  jenis_ujian: z
    .array(z.enum(JENIS_UJIAN, { error: 'Jenis ujian tidak dikenal' }), {
      error: PESAN_KELAYAKAN_UJIAN.jenisWajib,
    })
    .max(JENIS_UJIAN.length, PESAN_KELAYAKAN_UJIAN.jenisGanda),
});
export type AturanKehadiranUjian = z.infer<typeof AturanKehadiranUjian>;

/** Settings of spec section 3 'Settings (pengaturan)'. */
export const Pengaturan = z.object({
  pengaturan_sistem: z.object({ time_zone: z.string() }),
  pengaturan_kelas: z.object({
    syarat_kehadiran_online_mahasiswa: z.object({
      terlambat_vidcon_menit: z.number().int().nullable(),
      video_persen: z.number(),
      audio_persen: z.number(),
      ebook_detik: z.number().int(),
      presentase_progress_minimal_persen: z.number(),
    }),
    syarat_kehadiran_online_dosen: SyaratDosen.extend({
      presentase_kehadiran_kelas_persen: z.number(),
    }),
    syarat_kehadiran_offline_dosen: SyaratDosen,
    validasi_kehadiran_dosen: z.boolean(),
    tampil_tombol_presensi_dosen: z.object({ mulai: z.number().int() }),
    akses_resume_ujian: z.object({ tampilkan_soal: z.boolean() }),
    ubah_jadwal_pertemuan: z.object({
      online: z.object({ is_allowed: z.boolean() }),
      offline: z.object({ is_allowed: z.boolean() }),
    }),
    /**
     * Attendance types izin (I) and sakit (S) and whether each is active (spec 3 'Attendance
     * types'); absent means both active.
     */
    jenis_presensi: z
      .array(z.object({ id: z.string(), nama: z.string(), is_active: z.boolean().nullable() }))
      .optional(),
    /** Class banner limit in MB (1 MB = 1,000,000 bytes). */
    batas_ukuran_banner_mb: z.number(),
    /** Upload limits per material type in MB (1 MB = 1,000,000 bytes); the archive key is 'arsip'. */
    batas_ukuran_unggah_mb: z.object({
      ebook: z.number().positive(),
      video: z.number().positive(),
      audio: z.number().positive(),
      arsip: z.number().positive(),
      lampiran_jawaban_esai: z.number().positive(),
    }),
  }),
  /** Which page type (dosen or operator) may push grades to SIKAD. */
  pelaku_integrasi_nilai: z.object({ dosen: z.boolean(), operator: z.boolean() }),
  /** Exam eligibility by attendance (issue 25); absent means off. */
  pembatasan_ujian_kehadiran: AturanKehadiranUjian.optional(),
});
export type Pengaturan = z.infer<typeof Pengaturan>;

export const PengaturanSaya = z.object({
  time_zone: z.string(),
  role: Role,
  hak_akses: HakAkses.nullable(),
  is_pelaku_integrasi_nilai: z.boolean(),
});
export type PengaturanSaya = z.infer<typeof PengaturanSaya>;

export const SemesterBerjalan = z.object({
  id: z.number().int(),
  periode: z.number().int(),
  nama: z.string(),
  tahun: z.number().int(),
  semester: z.number().int(),
  tanggal_mulai: z.string(),
  tanggal_selesai: z.string(),
});
export type SemesterBerjalan = z.infer<typeof SemesterBerjalan>;

export const Kekurangan = z.object({
  keterangan: z.string(),
  jumlah: z.number().nullable(),
  jatuh_tempo: z.string().nullable(),
});

/** Access restriction rules (spec section 3 'Others'): every rule must be met. */
export const StatusPembatasan = z.record(
  z.string(),
  z.object({ nama: z.string(), memenuhi_syarat: z.boolean(), kekurangan: z.array(Kekurangan) }),
);
export type StatusPembatasan = z.infer<typeof StatusPembatasan>;

export const Kesehatan = z.object({ status: z.literal('ok'), database: z.string() });

export const sistemCalls = {
  health: defineCall({
    method: 'GET',
    path: '/health',
    summary: 'Pemeriksaan kesehatan server dan database',
    auth: false,
    college: false,
    response: Kesehatan,
  }),
  logo: defineCall({
    method: 'GET',
    path: '/v1/logo_perguruan_tinggi',
    summary: 'Logo perguruan tinggi (publik: tampil di halaman login)',
    auth: false,
    response: Logo,
  }),
  sistem: defineCall({
    method: 'GET',
    path: '/v1/sistem',
    summary: 'Informasi sistem',
    response: Sistem,
  }),
  configuration: defineCall({
    method: 'GET',
    path: '/v1/configuration',
    summary: 'Nilai konfigurasi (boleh disaring dengan keyword berulang)',
    query: z.object({
      keyword: z
        .union([z.string().max(100), z.array(z.string().max(100)).max(50)], {
          error: 'Keyword tidak valid',
        })
        .optional()
        .transform((k) => (k === undefined ? [] : Array.isArray(k) ? k : [k])),
    }),
    response: z.array(Konfigurasi),
  }),
  config: defineCall({
    method: 'GET',
    path: '/v1/config/:keyword',
    summary: 'Satu nilai konfigurasi',
    params: z.object({
      keyword: z
        .string()
        .min(1, 'Keyword tidak valid')
        .max(100, 'Keyword tidak valid')
        .regex(/^[A-Za-z0-9_.-]+$/, 'Keyword tidak valid'),
    }),
    response: Konfigurasi,
  }),
  pengaturan: defineCall({
    method: 'GET',
    path: '/lms/pengaturan',
    summary: 'Pengaturan LMS perguruan tinggi',
    response: Pengaturan,
  }),
  ubahPembatasanUjianKehadiran: defineCall({
    method: 'PUT',
    path: '/lms/pengaturan/pembatasan_ujian_kehadiran',
    summary: 'Ubah pembatasan ujian berdasarkan kehadiran (operator dengan hak ubah konfigurasi)',
    body: AturanKehadiranUjian,
    response: AturanKehadiranUjian,
  }),
  pengaturanSaya: defineCall({
    method: 'GET',
    path: '/lms/pengaturan/me',
    summary: 'Pengaturan yang berlaku untuk pengguna ini',
    response: PengaturanSaya,
  }),
  semesterBerjalan: defineCall({
    method: 'GET',
    path: '/v1/semester_akademik_berjalan',
    summary: 'Semester akademik yang sedang berjalan',
    response: SemesterBerjalan,
  }),
  checkPembatasan: defineCall({
    method: 'GET',
    path: '/v2/lms/check_pembatasan',
    summary: 'Status aturan pembatasan akses pengguna ini',
    response: StatusPembatasan,
  }),
  lastActive: defineCall({
    method: 'PUT',
    path: '/lms/visitor/last_active',
    summary: 'Tandai pengguna masih aktif (tiap 300 detik)',
    response: z.object({ last_active: z.string() }),
  }),
  events: defineCall({
    method: 'GET',
    path: '/lms/events',
    summary: "Aliran SSE; stream=sistem mengirim event 'time' tiap detik",
    query: z.object({ stream: z.enum(['sistem'], { error: 'Stream tidak dikenal' }) }),
    response: Kosong,
    produces: 'text/event-stream',
  }),
};

/** Payload of the 'time' event of the sistem stream. */
export const EventWaktu = z.object({ waktu: z.string(), time_zone: z.string() });
export type EventWaktu = z.infer<typeof EventWaktu>;
