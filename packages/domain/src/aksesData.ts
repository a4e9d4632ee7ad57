import { type HakAkses, punyaAkses, type Role } from './akses';

// Who may read personal and programme data outside a class (spec 6): the owner, the lecturers
// the data belongs with, and operators with the area that manages it. Whether a lecturer
// belongs is a fact from the database, passed in.

/**
 * A programme's BAP signatory (name, NIDN, signature image): operators with read on laporan,
 * and lecturers of the programme (their own programme, or teaching one of its courses).
 */
export function bolehLihatPenandatanganProdi(args: {
  role: Role;
  hak: HakAkses | null | undefined;
  dosenProdi: boolean;
}): boolean {
  if (args.role === 'operator') return punyaAkses(args.hak, 'laporan', 'read');
  if (args.role === 'dosen') return args.dosenProdi;
  return false;
}

/**
 * A student's own data (semesters studied): the student, lecturers who teach them or belong to
 * their programme, and operators with read on kelas_kuliah.
 */
export function bolehLihatDataMahasiswa(args: {
  role: Role;
  hak: HakAkses | null | undefined;
  diriSendiri: boolean;
  dosenTerkait: boolean;
}): boolean {
  if (args.role === 'mahasiswa') return args.diriSendiri;
  if (args.role === 'dosen') return args.dosenTerkait;
  return punyaAkses(args.hak, 'kelas_kuliah', 'read');
}
