import { bolehLihatDataMahasiswa } from '@kampus/domain';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../http/errors';
import type { Aktor } from '../auth';
import { dosenTerkaitMahasiswa, mahasiswaById } from './queries';

/**
 * A student's own data: the student, lecturers who teach them or share their programme, and
 * operators with read on kelas_kuliah (aksesData bolehLihatDataMahasiswa).
 */
export async function aksesDataMahasiswa(db: Db, aktor: Aktor, idMahasiswa: string) {
  const boleh = bolehLihatDataMahasiswa({
    role: aktor.role,
    hak: aktor.hakAkses,
    diriSendiri: aktor.idMahasiswa === idMahasiswa,
    dosenTerkait: aktor.idDosen
      ? await dosenTerkaitMahasiswa(db, aktor.idDosen, idMahasiswa)
      : false,
  });
  if (!boleh) throw forbidden('Anda tidak memiliki akses ke data mahasiswa ini');
  const m = await mahasiswaById(db, idMahasiswa);
  if (!m || m.idPerguruanTinggi !== aktor.idPerguruanTinggi)
    throw notFound('Mahasiswa tidak ditemukan');
  return m;
}
