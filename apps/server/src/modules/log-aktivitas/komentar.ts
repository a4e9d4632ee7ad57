import { hanyaMilikSendiri, type JenisKomentar, PESAN_CHAT } from '@kampus/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { forbidden } from '../../http/errors';
import type { Aktor } from '../auth';
import { catatAktivitas } from './queries';

// Comment logs (spec 7 `POST lms/log_aktivitas/{ujian|tugas}/{contentId}/log_tambah_komentar`,
// with /kelompok/{group}, and `.../log_hapus_komentar`): one activity entry naming the content
// and the group, for those who may write there (the content's guard, as the chat calls ask it).

const LABEL_JENIS: Record<JenisKomentar, string> = { ujian: 'kuis/ujian', tugas: 'tugas' };

export interface LogKomentar {
  jenis: JenisKomentar;
  idKonten: string;
  idKelompok?: string;
  /** Deleting: when the deleted comment was posted and whose it was. */
  hapus?: { waktu_posting: string; user_deleted: string };
}

export async function catatLogKomentar(
  ctx: AppContext,
  aktor: Aktor,
  req: FastifyRequest,
  log: LogKomentar,
) {
  const db = ctx.database.db;
  // Loaded when first needed: the chat module reaches the exams, whose imports come back here
  // through auth (which logs logins with catatAktivitas).
  const { aksesUtas } = await import('../chat');
  // A student's comment on an exam or an individual assignment is in their own thread.
  const milikMahasiswa = hanyaMilikSendiri(aktor.role) && !log.idKelompok;
  const hak = await aksesUtas(db, aktor, log.jenis, {
    idKonten: log.idKonten,
    ...(log.idKelompok ? { idKelompok: log.idKelompok } : {}),
    ...(milikMahasiswa ? { idMahasiswa: aktor.idMahasiswa ?? '' } : {}),
  });
  if (!hak.tulis) throw forbidden(PESAN_CHAT.tidakBolehTulis);
  // Only one's own comments can be deleted (domain izinHapusKomentar).
  if (log.hapus && log.hapus.user_deleted !== aktor.idPengguna) {
    throw forbidden(PESAN_CHAT.hapusBukanMilik);
  }
  const pada = `${LABEL_JENIS[log.jenis]} ${log.idKonten}${
    log.idKelompok ? `, kelompok ${log.idKelompok}` : ''
  }`;
  await catatAktivitas(db, {
    idPerguruanTinggi: aktor.idPerguruanTinggi,
    idPengguna: aktor.idPengguna,
    role: aktor.role,
    jenisAktivitas: log.hapus ? 'hapus_komentar' : 'tambah_komentar',
    detail: log.hapus
      ? `Menghapus komentar pada ${pada} (waktu posting ${new Date(log.hapus.waktu_posting).toISOString()})`
      : `Menambah komentar pada ${pada}`,
    ipAddress: req.ip,
  });
  return null;
}
