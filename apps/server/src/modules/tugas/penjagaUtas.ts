import { hanyaMilikSendiri, PESAN_CHAT, punyaAkses } from '@kampus/domain';
import { forbidden, notFound } from '../../http/errors';
import { daftarkanPenjagaUtas } from '../chat';
import { aksesUtasTugas, tugasDenganAkses } from './akses';
import { kelompokRows } from './queriesKelompok';

// Comments on a submission ('Percakapan', issue 24): the assignments area answers the chat
// module for its threads. An individual assignment's thread is one student's; a group
// assignment's is one group's (its members are the chat group's Mahasiswa). The student or the
// group's members, the class's lecturers, operators with rights on kelas_kuliah (read to read,
// write to write); another student is refused.

daftarkanPenjagaUtas('tugas', async (db, aktor, { idKonten, idKelompok, idMahasiswa }) => {
  const { t, idKelas, akses } = await tugasDenganAkses(db, aktor, idKonten, 'read');
  const sendiri = hanyaMilikSendiri(aktor.role);
  const bolehMenulis =
    akses.peran !== 'operator' || punyaAkses(aktor.hakAkses ?? undefined, 'kelas_kuliah', 'write');
  const sasaran = idKelompok ?? idMahasiswa;
  // The assignment as a whole: whoever may read it; its staff write.
  if (sasaran === undefined) return { tulis: bolehMenulis && !sendiri, idKelas };
  // A thread of the other kind does not exist for this assignment.
  if ((idKelompok !== undefined) !== (t.jenis === 'kelompok')) {
    throw notFound(PESAN_CHAT.threadTidakAda);
  }
  if (!(await aksesUtasTugas(db, aktor, idKonten, sasaran))) {
    throw sendiri ? forbidden(PESAN_CHAT.bukanMilik) : notFound(PESAN_CHAT.threadTidakAda);
  }
  if (idKelompok === undefined) return { tulis: bolehMenulis, idKelas };
  const [k] = await kelompokRows(db, idKonten, [idKelompok]);
  return { tulis: bolehMenulis, idKelas, idMahasiswaAnggota: k?.anggota.map((a) => a.id) ?? [] };
});
