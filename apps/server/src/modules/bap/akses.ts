import { bolehLihatPenandatanganProdi } from '@kampus/domain';
import type { Db } from '../../db/client';
import { forbidden } from '../../http/errors';
import type { Aktor } from '../auth';
import { aksesKelas } from '../kelas';
import { dosenProdi } from './queries';

/**
 * A class's BAP: its lecturers (they must teach it), or operators with read on laporan, who see
 * every class of the college (IZIN.bacaBap checks the role and area first).
 */
export async function aksesBapKelas(db: Db, aktor: Aktor, idKelas: string) {
  if (aktor.role === 'dosen') await aksesKelas(db, aktor, idKelas, 'read');
}

/** Name, NIDN and signature image: the programme's lecturers and operators with laporan only. */
export async function aksesPenandatangan(db: Db, aktor: Aktor, idProdi: string) {
  const boleh = bolehLihatPenandatanganProdi({
    role: aktor.role,
    hak: aktor.hakAkses,
    dosenProdi: aktor.idDosen ? await dosenProdi(db, aktor.idDosen, idProdi) : false,
  });
  if (!boleh) {
    throw forbidden('Anda hanya dapat melihat penandatangan program studi Anda sendiri');
  }
}
