import {
  APLIKASI_VIDCON,
  MAKS_PANJANG_TAUTAN,
  PESAN_TAUTAN,
  PESAN_VIDCON,
  STATUS_VIDCON,
  tautanHttp,
} from '@kampus/domain';
import { defineCall } from './call';
import { PagingQuery } from './envelope';
import { IdUuid } from './masukan';
import { z } from './zod';

// Video conferences (spec 3 'Vidcon', 5 'Vidcon form', 7 `PUT /lms/vidcon/{id}/join`). The
// spec shows the save payload but not its path; the calls follow the materials' style.

const WaktuOffset = z.iso.datetime({ offset: true, error: 'Format waktu tidak valid' });

/** One join of a vidcon (spec 3 join_data); `terlambat` null when no allowance is set. */
export const JoinVidcon = z.object({
  username: z.string(),
  nama: z.string(),
  role: z.string(),
  waktu_join: z.string(),
  terlambat: z.boolean().nullable(),
});
export type JoinVidcon = z.infer<typeof JoinVidcon>;

/** A vidcon (spec 3 'Vidcon'); its status is computed from the server's clock. */
export const Vidcon = z.object({
  id: z.string(),
  id_kelas_kuliah: z.string(),
  id_pertemuan: z.string(),
  judul: z.string(),
  aplikasi: z.enum(APLIKASI_VIDCON),
  link: z.string(),
  catatan: z.string(),
  status: z.enum(STATUS_VIDCON),
  waktu_mulai: z.string(),
  waktu_selesai: z.string(),
  /** Students who joined, each counted once. */
  jumlah_peserta: z.number().int(),
  /** Every join for the class's teachers; a student's own joins for a student. */
  join_data: z.array(JoinVidcon),
  /** The class and meeting it belongs to (the /vidcon list spans classes). */
  kelas_kuliah: z.object({
    id: z.string(),
    nama: z.string(),
    mata_kuliah: z.object({ id: z.string(), kode: z.string(), nama: z.string() }),
  }),
  pertemuan: z.object({ nomor: z.number().int() }),
  created_by: z.object({ name: z.string(), username: z.string() }).nullable(),
  created_at: z.string(),
});
export type Vidcon = z.infer<typeof Vidcon>;

/**
 * Vidcon save fields (spec 7 'Vidcon save'). What the form requires is checked by the server in
 * the spec's order (domain validasiVidcon), so an empty field answers the form's own message;
 * the link is kept only as an http(s) address, with http prepended when it has no scheme.
 */
export const SimpanVidcon = z.object({
  id_pertemuan: IdUuid(PESAN_VIDCON.pertemuan).nullable().optional(),
  judul: z
    .string({ error: PESAN_VIDCON.judul })
    .trim()
    .max(200, 'Judul terlalu panjang')
    .default(''),
  aplikasi: z.enum(APLIKASI_VIDCON, { error: 'Aplikasi tidak dikenal' }).nullable().optional(),
  link: z
    .string({ error: PESAN_VIDCON.link })
    .max(MAKS_PANJANG_TAUTAN * 2, PESAN_TAUTAN.tidakValid)
    .default('')
    .transform((nilai, ctx) => {
      if (nilai.trim() === '') return '';
      const tautan = tautanHttp(nilai);
      if (tautan === null) {
        ctx.addIssue({ code: 'custom', message: PESAN_TAUTAN.tidakValid });
        return z.NEVER;
      }
      return tautan;
    }),
  catatan: z.string().max(5000, 'Catatan terlalu panjang').nullable().optional(),
  waktu_mulai: WaktuOffset.nullable().optional(),
  waktu_selesai: WaktuOffset.nullable().optional(),
});
export type SimpanVidcon = z.input<typeof SimpanVidcon>;

const IdVidcon = z.object({ id: IdUuid('Id vidcon tidak valid') });

export const vidconCalls = {
  daftarVidconPertemuan: defineCall({
    method: 'GET',
    path: '/lms/vidcon',
    summary:
      'Data vidcon sebuah pertemuan (10 per halaman), atau tanpa id_pertemuan semua vidcon kelas pengguna (/vidcon)',
    query: PagingQuery.extend({
      /** Without it: the vidcons of every class of the caller, the newest start first. */
      id_pertemuan: IdUuid(PESAN_VIDCON.pertemuan).optional(),
      status: z.enum(STATUS_VIDCON, { error: 'Status tidak dikenal' }).optional(),
      search: z.string().trim().max(100).optional(),
    }),
    response: z.array(Vidcon),
    paged: true,
  }),
  vidcon: defineCall({
    method: 'GET',
    path: '/lms/vidcon/:id',
    summary: 'Detail vidcon',
    params: IdVidcon,
    response: Vidcon,
  }),
  tambahVidcon: defineCall({
    method: 'POST',
    path: '/lms/vidcon',
    summary: 'Tambah vidcon',
    body: SimpanVidcon,
    response: Vidcon,
  }),
  ubahVidcon: defineCall({
    method: 'PUT',
    path: '/lms/vidcon/:id',
    summary:
      'Ubah vidcon (tanggal dan waktu terkunci bila berakhir atau berlangsung dengan peserta)',
    params: IdVidcon,
    body: SimpanVidcon,
    response: Vidcon,
  }),
  hapusVidcon: defineCall({
    method: 'DELETE',
    path: '/lms/vidcon/:id',
    summary: 'Hapus vidcon',
    params: IdVidcon,
    response: z.null(),
  }),
  gabungVidcon: defineCall({
    method: 'PUT',
    path: '/lms/vidcon/:id/join',
    summary: 'Catat bergabung ke vidcon (join_data); menjawab vidcon beserta link-nya',
    params: IdVidcon,
    response: Vidcon,
  }),
};
