import { hanyaMilikSendiri, PESAN_CHAT, punyaAkses } from '@kampus/domain';
import { forbidden, notFound } from '../../http/errors';
import { ujianDenganAkses } from '../ujian';
import { daftarkanPenjagaUtas } from './penjaga';
import { pesertaDiKelas } from './queries';

// Comments on exam work (spec 2 'Percakapan'): the student whose work it is, the class's
// lecturers, operators with rights on kelas_kuliah (read to read, write to write). Another
// student is refused; an exam hidden from the student (domain) does not exist for them.

daftarkanPenjagaUtas('ujian', async (db, aktor, { idKonten, idKelompok, idMahasiswa }) => {
  // Exams have no assignment groups.
  if (idKelompok !== undefined) throw notFound(PESAN_CHAT.threadTidakAda);
  const { idKelas, akses } = await ujianDenganAkses(db, aktor, idKonten, 'read');
  const sendiri = hanyaMilikSendiri(aktor.role);
  if (idMahasiswa !== undefined) {
    if (sendiri && idMahasiswa !== aktor.idMahasiswa) throw forbidden(PESAN_CHAT.bukanMilik);
    if (!sendiri && !(await pesertaDiKelas(db, idKelas, idMahasiswa))) {
      throw notFound(PESAN_CHAT.threadTidakAda);
    }
  }
  const bolehMenulis =
    akses.peran !== 'operator' || punyaAkses(aktor.hakAkses ?? undefined, 'kelas_kuliah', 'write');
  // A student writes only in their own thread; the content as a whole is the staff's.
  const tulis = bolehMenulis && (idMahasiswa !== undefined || !sendiri);
  return { tulis, idKelas };
});
