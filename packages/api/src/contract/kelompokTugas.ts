import { JABATAN_KELOMPOK, PESAN_KELOMPOK } from '@kampus/domain';
import { defineCall } from './call';
import { IdUuid } from './masukan';
import { MahasiswaTugas } from './pengumpulanTugas';
import { IdTugas } from './tugas';
import { z } from './zod';

// Groups of a group assignment (spec 2 'Assignments', 3 'Group (kelompok tugas)', 4 'Group',
// 6 'Only group writers can make a member leader or delete one').

export const AnggotaKelompokTugas = z.object({
  jabatan: z.enum(JABATAN_KELOMPOK),
  mahasiswa: MahasiswaTugas,
  /** False once the group's submission is graded (who was graded stays). */
  canDelete: z.boolean(),
});

export const KelompokTugas = z.object({
  id: z.string(),
  id_tugas: z.string(),
  nama: z.string(),
  /** The leader first, then the members in the order they joined. */
  anggota: z.array(AnggotaKelompokTugas),
  /** The group's one submission exists (any member sees it; the leader sends it). */
  sudah_mengumpulkan: z.boolean(),
});
export type KelompokTugas = z.infer<typeof KelompokTugas>;

/**
 * A group's name and members (student ids of the class). The first member leads a new group;
 * an edit keeps the leader while they remain, else the first member leads.
 */
export const SimpanKelompok = z.object({
  nama: z
    .string({ error: PESAN_KELOMPOK.nama })
    .trim()
    .max(100, PESAN_KELOMPOK.namaPanjang)
    .default(''),
  anggota: z
    .array(IdUuid(PESAN_KELOMPOK.bukanPeserta), { error: PESAN_KELOMPOK.anggota })
    .max(200, 'Anggota kelompok terlalu banyak')
    .default([]),
});
export type SimpanKelompok = z.input<typeof SimpanKelompok>;

const IdKelompok = IdTugas.extend({ idKelompok: IdUuid('Id kelompok tidak valid') });
const IdAnggota = IdKelompok.extend({ idMahasiswa: IdUuid('Id mahasiswa tidak valid') });

export const kelompokTugasCalls = {
  daftarKelompok: defineCall({
    method: 'GET',
    path: '/lms/tugas/:id/kelompok',
    summary: 'Kelompok sebuah tugas kelompok (mahasiswa: kelompoknya sendiri)',
    params: IdTugas,
    response: z.array(KelompokTugas),
  }),
  tambahKelompok: defineCall({
    method: 'POST',
    path: '/lms/tugas/:id/kelompok',
    summary: 'Tambah kelompok',
    params: IdTugas,
    body: SimpanKelompok,
    response: KelompokTugas,
  }),
  ubahKelompok: defineCall({
    method: 'PUT',
    path: '/lms/tugas/:id/kelompok/:idKelompok',
    summary: 'Ubah nama dan anggota kelompok',
    params: IdKelompok,
    body: SimpanKelompok,
    response: KelompokTugas,
  }),
  hapusKelompok: defineCall({
    method: 'DELETE',
    path: '/lms/tugas/:id/kelompok/:idKelompok',
    summary: 'Hapus kelompok beserta pengumpulannya',
    params: IdKelompok,
    response: z.null(),
  }),
  jadikanKetuaKelompok: defineCall({
    method: 'PUT',
    path: '/lms/tugas/:id/kelompok/:idKelompok/anggota/:idMahasiswa/ketua',
    summary: "'Jadikan Ketua Kelompok': anggota ini ketua, yang lain anggota",
    params: IdAnggota,
    response: KelompokTugas,
  }),
  hapusAnggotaKelompok: defineCall({
    method: 'DELETE',
    path: '/lms/tugas/:id/kelompok/:idKelompok/anggota/:idMahasiswa',
    summary: "'Hapus Anggota': menghapus ketua menjadikan anggota pertama yang tersisa ketua",
    params: IdAnggota,
    response: KelompokTugas,
  }),
};
