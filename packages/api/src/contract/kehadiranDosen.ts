import { SYARAT_KEHADIRAN_DOSEN } from '@kampus/domain';
import { defineCall } from './call';
import { PagingQuery } from './envelope';
import { FilterKehadiran } from './kehadiranMahasiswa';
import { IdUuid } from './masukan';
import { z } from './zod';

// Lecturer attendance per meeting (spec 2 'Attendance per meeting' lecturers section, 3 'Lecturer
// attendance row', 4 'Lecturer attendance', 5 'Attendance', 7 every /lms/kehadiran_dosen call).

/** Times as the spec sends them: YYYY-MM-DDTHH:mm:ssZ (any ISO offset is accepted). */
const WaktuKuliah = z.iso
  .datetime({ offset: true, error: 'Format waktu tidak valid' })
  .nullable()
  .optional();

const Orang = z.object({ name: z.string(), username: z.string() });

/** A requirement of syarat_kehadiran_*_dosen as the tooltip lists it. */
export const SyaratDosen = z.object({
  kunci: z.enum(SYARAT_KEHADIRAN_DOSEN),
  label: z.string(),
});

/** A requirement judged for one lecturer: met or not, and why. */
export const HasilSyaratDosen = SyaratDosen.extend({
  terpenuhi: z.boolean(),
  alasan: z.string(),
});

/** One of the lecturer's own activity events in the meeting. */
export const AktivitasDosen = z.object({
  jenis: z.string(),
  id_aktivitas: z.string(),
  aksi: z.string(),
  waktu: z.string(),
});

/** Lecturer attendance row (spec 3): one teacher of the meeting. */
export const KehadiranDosen = z.object({
  id_pertemuan: z.string(),
  pengajar: z.object({
    id_dosen: z.string(),
    avatar_url: z.string().nullable(),
    nama: z.string(),
    /** Name with academic titles, as printed. */
    nama_pengajar: z.string(),
    gelar_depan: z.string().nullable(),
    gelar_akademik: z.string().nullable(),
  }),
  /** Attendance was recorded for this lecturer (grey tag when not, spec 4). */
  ada_presensi: z.boolean(),
  /** null while no attendance is recorded. */
  is_hadir: z.boolean().nullable(),
  is_valid: z.boolean(),
  /** 'Sudah Divalidasi' / 'Belum Divalidasi' when validation is on and attendance recorded. */
  status_validasi: z.string().nullable(),
  mulai_kuliah: z.string().nullable(),
  selesai_kuliah: z.string().nullable(),
  aktivitas: z.array(AktivitasDosen),
  /** Each requirement turned on for the meeting's type, judged for this lecturer. */
  syarat: z.array(HasilSyaratDosen),
  /** Every requirement turned on is met (true when none is). */
  memenuhi_syarat: z.boolean(),
  /** The caller may change this row now (spec 4 'Editing allowed'). */
  bisa_diubah: z.boolean(),
  updated_by: Orang.nullable(),
  updated_at: z.string().nullable(),
  divalidasi_oleh: Orang.nullable(),
  divalidasi_pada: z.string().nullable(),
});
export type KehadiranDosen = z.infer<typeof KehadiranDosen>;

/** A meeting's lecturers section: the meeting, the tooltip and every teacher's row. */
export const KehadiranDosenPertemuan = z.object({
  pertemuan: z.object({
    id: z.string(),
    id_kelas_kuliah: z.string(),
    nomor: z.number().int(),
    judul: z.string(),
    jenis: z.string(),
    status: z.string(),
    waktu_mulai: z.string(),
    waktu_selesai: z.string(),
    mulai_kuliah: z.string().nullable(),
    selesai_kuliah: z.string().nullable(),
  }),
  /** validasi_kehadiran_dosen of the settings. */
  validasi_kehadiran_dosen: z.boolean(),
  /** The requirements turned on for the meeting's type (the tooltip's list). */
  syarat: z.array(SyaratDosen),
  /** The tooltip's text when none is turned on; null otherwise. */
  pesan_syarat: z.string().nullable(),
  /** The class's attendance percent the requirement is judged on; null when none is known. */
  persentase_kehadiran_kelas: z.number().nullable(),
  pengajar: z.array(KehadiranDosen),
});
export type KehadiranDosenPertemuan = z.infer<typeof KehadiranDosenPertemuan>;

/** A teacher's row in the lecturer attendance list: who, present or not, start–end, validation. */
export const RingkasanKehadiranDosen = KehadiranDosen.pick({
  pengajar: true,
  ada_presensi: true,
  is_hadir: true,
  is_valid: true,
  status_validasi: true,
  mulai_kuliah: true,
  selesai_kuliah: true,
});
export type RingkasanKehadiranDosen = z.infer<typeof RingkasanKehadiranDosen>;

/**
 * A meeting of the lecturer attendance list (/kehadiran?tab=1): its class and its teachers' rows
 * (a lecturer gets only their own row; an operator every teacher of the meeting).
 */
export const BarisDaftarKehadiranDosen = z.object({
  pertemuan: z.object({
    id: z.string(),
    nomor: z.number().int(),
    judul: z.string(),
    jenis: z.string(),
    status: z.string(),
    waktu_mulai: z.string(),
    waktu_selesai: z.string(),
  }),
  kelas_kuliah: z.object({
    id: z.string(),
    periode: z.number().int(),
    mata_kuliah: z.object({ kode: z.string(), nama: z.string() }),
    kelas: z.object({ nama: z.string() }),
  }),
  /** validasi_kehadiran_dosen of the settings: whether status_validasi is given. */
  validasi_kehadiran_dosen: z.boolean(),
  pengajar: z.array(RingkasanKehadiranDosen),
});
export type BarisDaftarKehadiranDosen = z.infer<typeof BarisDaftarKehadiranDosen>;

/** The lecturer-change modal's save, one call per lecturer (spec 7). */
export const UbahKehadiranDosen = z.object({
  is_hadir: z.boolean({ error: 'Status hadir harus ya atau tidak' }),
  mulai_kuliah: WaktuKuliah,
  selesai_kuliah: WaktuKuliah,
});
export type UbahKehadiranDosen = z.input<typeof UbahKehadiranDosen>;

const IdPertemuan = z.object({ idPertemuan: IdUuid('Id pertemuan tidak valid') });
const IdPertemuanDosen = IdPertemuan.extend({ idDosen: IdUuid('Id dosen tidak valid') });

export const kehadiranDosenCalls = {
  daftarKehadiranDosen: defineCall({
    method: 'GET',
    path: '/lms/kehadiran_dosen',
    summary:
      'Daftar kehadiran dosen per pertemuan (dengan filter), terbaru dulu; dosen hanya kelas dan kehadirannya sendiri',
    query: PagingQuery.extend(FilterKehadiran.shape),
    response: z.array(BarisDaftarKehadiranDosen),
    paged: true,
  }),
  kehadiranDosenPertemuan: defineCall({
    method: 'GET',
    path: '/lms/kehadiran_dosen/:idPertemuan',
    summary: 'Kehadiran dosen sebuah pertemuan: tiap pengajar, syarat kehadiran, validasi',
    params: IdPertemuan,
    response: KehadiranDosenPertemuan,
  }),
  kehadiranDosenSaya: defineCall({
    method: 'GET',
    path: '/lms/kehadiran_dosen/:idPertemuan/me',
    summary: 'Kehadiran dosen yang sedang masuk pada sebuah pertemuan',
    params: IdPertemuan,
    response: KehadiranDosen,
  }),
  kehadiranSatuDosen: defineCall({
    method: 'GET',
    path: '/lms/kehadiran_dosen/:idPertemuan/:idDosen',
    summary: 'Kehadiran seorang pengajar pada sebuah pertemuan',
    params: IdPertemuanDosen,
    response: KehadiranDosen,
  }),
  ubahKehadiranDosen: defineCall({
    method: 'PUT',
    path: '/lms/kehadiran_dosen/:idPertemuan/dosen/:idDosen',
    summary:
      'Ubah kehadiran seorang pengajar (operator dengan hak ubah; dosen hanya kehadirannya sendiri)',
    params: IdPertemuanDosen,
    body: UbahKehadiranDosen,
    response: KehadiranDosen,
  }),
};
