import { JENIS_KOMENTAR, PESAN_CHAT } from '@kampus/domain';
import { defineCall } from './call';
import { IdUuid } from './masukan';
import { z } from './zod';

// Comment logs (spec 7 `POST lms/log_aktivitas/{ujian|tugas}/{contentId}/log_tambah_komentar`,
// with /kelompok/{group} for groups, and `.../log_hapus_komentar`): an activity log entry naming
// the content and the group. Only those who may comment there may log it.

const ParamKonten = z.object({
  jenis: z.enum(JENIS_KOMENTAR, { error: PESAN_CHAT.jenis }),
  id: IdUuid('Id konten tidak valid'),
});
const ParamKelompok = ParamKonten.extend({ idKelompok: IdUuid('Id kelompok tidak valid') });

/** The deleted comment: when it was posted and whose it was (spec 7). */
export const LogHapusKomentar = z.object({
  waktu_posting: z.iso.datetime({ offset: true, error: PESAN_CHAT.waktuPosting }),
  user_deleted: IdUuid(PESAN_CHAT.userDeleted),
});
export type LogHapusKomentar = z.input<typeof LogHapusKomentar>;

export const logAktivitasCalls = {
  logTambahKomentar: defineCall({
    method: 'POST',
    path: '/lms/log_aktivitas/:jenis/:id/log_tambah_komentar',
    summary: 'Catat aktivitas menulis komentar pada kuis/ujian atau tugas',
    params: ParamKonten,
    response: z.null(),
  }),
  logTambahKomentarKelompok: defineCall({
    method: 'POST',
    path: '/lms/log_aktivitas/:jenis/:id/kelompok/:idKelompok/log_tambah_komentar',
    summary: 'Catat aktivitas menulis komentar pada tugas kelompok',
    params: ParamKelompok,
    response: z.null(),
  }),
  logHapusKomentar: defineCall({
    method: 'POST',
    path: '/lms/log_aktivitas/:jenis/:id/log_hapus_komentar',
    summary: 'Catat aktivitas menghapus komentar (waktu_posting, user_deleted)',
    params: ParamKonten,
    body: LogHapusKomentar,
    response: z.null(),
  }),
  logHapusKomentarKelompok: defineCall({
    method: 'POST',
    path: '/lms/log_aktivitas/:jenis/:id/kelompok/:idKelompok/log_hapus_komentar',
    summary: 'Catat aktivitas menghapus komentar pada tugas kelompok',
    params: ParamKelompok,
    body: LogHapusKomentar,
    response: z.null(),
  }),
};
