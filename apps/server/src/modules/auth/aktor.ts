import type { HakAkses, Role } from '@kampus/domain';

/** The signed-in user making a call, with what role checks need. */
export interface Aktor {
  idPengguna: string;
  idPerguruanTinggi: string;
  username: string;
  nama: string;
  role: Role;
  idMahasiswa: string | null;
  idDosen: string | null;
  /** Operator permission map; null for students and lecturers. */
  hakAkses: HakAkses | null;
  /** The login session of the access token (set by authentication). */
  idSesi?: string;
}
