import {
  JENIS_PERTEMUAN,
  KATEGORI_PERTEMUAN,
  MAKS_DESKRIPSI_PERTEMUAN,
  PARAMETER_KEHADIRAN,
  PESAN_PERTEMUAN,
  STATUS_PERTEMUAN,
} from '@kampus/domain';
import { defineCall } from './call';
import { PagingQuery } from './envelope';
import { IdKode, IdUuid, KodePeriode } from './masukan';
import { z } from './zod';

const Waktu = z.string().describe('ISO 8601');
const WaktuOffset = z.iso.datetime({ offset: true, error: 'Format waktu tidak valid' });

export const ParameterKehadiran = z.object(
  Object.fromEntries(PARAMETER_KEHADIRAN.map((p) => [p, z.boolean()])) as Record<
    (typeof PARAMETER_KEHADIRAN)[number],
    z.ZodBoolean
  >,
);
export type ParameterKehadiranPertemuan = z.infer<typeof ParameterKehadiran>;

export const CountActivity = z.object({
  materi: z.number().int(),
  tugas: z.number().int(),
  vidcon: z.number().int(),
  ujian: z.number().int(),
  forum: z.number().int(),
});

export const PengajarPertemuan = z.object({
  id: z.string(),
  nama: z.string(),
  gelar_depan: z.string().nullable(),
  gelar_akademik: z.string().nullable(),
  /** Teaches this meeting. */
  is_pengajar: z.boolean(),
  /** The class's main teacher, who alone may change the selection (spec 6). */
  is_utama: z.boolean(),
});

export const SesiKuliah = z.object({
  id: z.string(),
  nama: z.string(),
  jam_mulai: z.string(),
  jam_selesai: z.string(),
});
export type SesiKuliah = z.infer<typeof SesiKuliah>;

export const Ruangan = z.object({
  id: z.string(),
  nama: z.string(),
  kapasitas: z.number().int(),
  is_available: z.boolean(),
});
export type Ruangan = z.infer<typeof Ruangan>;

/** A meeting (spec section 3 'Meeting'). */
export const Pertemuan = z.object({
  id: z.string(),
  nomor: z.number().int(),
  judul: z.string(),
  deskripsi: z.string(),
  /** The meeting text: sanitised HTML. */
  teks: z.string().nullable(),
  kategori: z.enum(KATEGORI_PERTEMUAN),
  jenis: z.enum(JENIS_PERTEMUAN),
  status: z.enum(STATUS_PERTEMUAN),
  waktu_mulai: Waktu,
  waktu_selesai: Waktu,
  mulai_kuliah: Waktu.nullable(),
  selesai_kuliah: Waktu.nullable(),
  waktu_terakhir_update_kehadiran: Waktu.nullable(),
  waktu_batas_aktivitas: Waktu.nullable(),
  default_deadline_materi: Waktu.nullable(),
  id_sesi: z.string().nullable(),
  id_ruangan: z.string().nullable(),
  id_kampus: z.string(),
  periode: z.number().int(),
  id_kelas_kuliah: z.string(),
  peserta_hadir: z.number().int(),
  jumlah_peserta: z.number().int(),
  /** 0..1 */
  progress_peserta: z.number().nullable(),
  count_activity: CountActivity,
  parameter_kehadiran: ParameterKehadiran,
  pengajar_kelas: z.array(PengajarPertemuan),
  sesi: SesiKuliah.nullable(),
  ruangan: Ruangan.omit({ is_available: true }).nullable(),
  kelas_kuliah: z.object({
    id: z.string(),
    mata_kuliah: z.object({ id: z.string(), kode: z.string(), nama: z.string() }),
    kelas: z.object({ nama: z.string(), jenis: z.object({ id: z.string(), nama: z.string() }) }),
  }),
});
export type Pertemuan = z.infer<typeof Pertemuan>;

export const PertemuanQuery = PagingQuery.extend({
  id_kelas_kuliah: IdKode('Id kelas tidak valid').optional(),
  periode: KodePeriode.optional(),
  search: z.string().trim().max(100, 'Kata kunci terlalu panjang').optional(),
  status: z.enum(STATUS_PERTEMUAN, { error: 'Status pertemuan tidak dikenal' }).optional(),
  jenis: z.enum(JENIS_PERTEMUAN, { error: 'Jenis pertemuan tidak dikenal' }).optional(),
});

const IdPertemuan = z.object({ id: IdUuid('Id pertemuan tidak valid') });

/** Save body of 'Ubah Data Pertemuan' (spec 2, 4, 5); schedule fields only when editable. */
export const UbahPertemuan = z.object({
  judul: z
    .string({ error: PESAN_PERTEMUAN.judul })
    .trim()
    .min(1, PESAN_PERTEMUAN.judul)
    .max(200, 'Judul terlalu panjang'),
  deskripsi: z
    .string({ error: PESAN_PERTEMUAN.deskripsi })
    .trim()
    .min(1, PESAN_PERTEMUAN.deskripsi)
    .max(MAKS_DESKRIPSI_PERTEMUAN, PESAN_PERTEMUAN.deskripsiMaks),
  kategori: z.string().max(20).nullable().optional(),
  jenis: z
    .union([z.enum(JENIS_PERTEMUAN), z.literal('')])
    .nullable()
    .optional(),
  parameter_kehadiran: ParameterKehadiran.partial().optional(),
  id_sesi: IdKode('Sesi tidak valid').or(z.literal('')).nullable().optional(),
  /** null or absent keeps the stored schedule. */
  waktu_mulai: WaktuOffset.nullable().optional(),
  waktu_selesai: WaktuOffset.nullable().optional(),
  id_ruangan: IdKode('Ruangan tidak valid').or(z.literal('')).nullable().optional(),
  pengajar: z.array(IdUuid('Pengajar tidak valid')).max(50, 'Pengajar terlalu banyak').optional(),
});
export type UbahPertemuan = z.input<typeof UbahPertemuan>;

export const TeksPertemuan = z.object({
  teks: z.string().max(2_000_000, 'Teks pertemuan terlalu besar'),
});

export const CekBentrok = z.object({
  /** The meeting being edited, left out of its own conflicts. */
  id: IdUuid('Id pertemuan tidak valid').optional(),
  id_kelas_kuliah: IdKode('id_kelas_kuliah wajib diisi'),
  waktu_mulai: WaktuOffset.nullable().refine((v) => v !== null, PESAN_PERTEMUAN.waktu),
  waktu_selesai: WaktuOffset.nullable().refine((v) => v !== null, PESAN_PERTEMUAN.waktu),
  id_ruangan: IdKode('Ruangan tidak valid').or(z.literal('')).nullable().optional(),
  pengajar: z.array(IdUuid('Pengajar tidak valid')).max(50, 'Pengajar terlalu banyak').default([]),
  jenis: z
    .union([z.enum(JENIS_PERTEMUAN), z.literal('')])
    .nullable()
    .optional(),
});

export const ItemBentrok = z.object({
  id: z.string(),
  nomor: z.number().int(),
  judul: z.string(),
  waktu_mulai: Waktu,
  waktu_selesai: Waktu,
  sesi: z.string().nullable(),
  mata_kuliah: z.object({ kode: z.string(), nama: z.string() }),
  kelas: z.string(),
  pengajar: z.array(z.string()),
  ruangan: z.string().nullable(),
});

const GrupBentrok = z.object({ data: z.array(ItemBentrok) });
/** Room and teacher results carry an ignorable flag ('Boleh diabaikan', spec 3). */
const GrupBentrokAbaikan = GrupBentrok.extend({ ignorable: z.boolean() });

export const HasilCekBentrok = z.object({
  bentrok_kelas: GrupBentrok,
  bentrok_ruangan: GrupBentrokAbaikan,
  bentrok_pengajar: GrupBentrokAbaikan,
});
export type HasilCekBentrok = z.infer<typeof HasilCekBentrok>;

export const pertemuanCalls = {
  daftarPertemuan: defineCall({
    method: 'GET',
    path: '/lms/pertemuan',
    summary: 'Daftar pertemuan (Data Pertemuan, tabel pertemuan), dibatasi sesuai peran',
    query: PertemuanQuery,
    response: z.array(Pertemuan),
    paged: true,
  }),
  pertemuan: defineCall({
    method: 'GET',
    path: '/lms/pertemuan/:id',
    summary: 'Detail pertemuan',
    params: IdPertemuan,
    response: Pertemuan,
  }),
  ubahPertemuan: defineCall({
    method: 'PUT',
    path: '/lms/pertemuan/:id',
    summary: "Simpan 'Ubah Data Pertemuan' dengan aturan spesifikasi bagian 4 dan 5",
    params: IdPertemuan,
    body: UbahPertemuan,
    response: Pertemuan,
  }),
  ubahTeksPertemuan: defineCall({
    method: 'PUT',
    path: '/lms/pertemuan/:id/teks',
    summary: 'Simpan teks pertemuan (rich text, disanitasi di server)',
    params: IdPertemuan,
    body: TeksPertemuan,
    response: Pertemuan,
  }),
  mulaiPertemuan: defineCall({
    method: 'PUT',
    path: '/lms/pertemuan/:id/start',
    summary: 'Mulai pertemuan: belum_dimulai -> berlangsung',
    params: IdPertemuan,
    response: Pertemuan,
  }),
  akhiriPertemuan: defineCall({
    method: 'PUT',
    path: '/lms/pertemuan/:id/end',
    summary: 'Akhiri pertemuan: berlangsung -> selesai',
    params: IdPertemuan,
    response: Pertemuan,
  }),
  cekBentrok: defineCall({
    method: 'PUT',
    path: '/lms/pertemuan/cek_bentrok',
    summary: 'Cek jadwal bentrok kelas, ruangan dan pengajar',
    body: CekBentrok,
    response: HasilCekBentrok,
  }),
  sesiKuliah: defineCall({
    method: 'GET',
    path: '/lms/sesi_kuliah',
    summary: 'Sesi kuliah',
    response: z.array(SesiKuliah),
  }),
  ruangan: defineCall({
    method: 'GET',
    path: '/lms/ruangan',
    summary: 'Ruangan dengan ketersediaan pada rentang waktu',
    query: z.object({
      ignore_default_pagination: z.string().optional(),
      availability_start: WaktuOffset.optional(),
      availability_end: WaktuOffset.optional(),
      /** The meeting being edited does not make its own room unavailable. */
      exclude_id_pertemuan: IdUuid('Id pertemuan tidak valid').optional(),
    }),
    response: z.array(Ruangan),
  }),
};
