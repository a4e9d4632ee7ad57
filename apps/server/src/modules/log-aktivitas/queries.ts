import type { Role } from '@kampus/domain';
import type { Db } from '../../db/client';
import { logAktivitas } from '../../db/schema';

export interface CatatanAktivitas {
  idPerguruanTinggi: string;
  idPengguna: string | null;
  role: Role | null;
  jenisAktivitas: string;
  detail: string;
  ipAddress: string | null;
}

export async function catatAktivitas(db: Db, catatan: CatatanAktivitas) {
  await db.insert(logAktivitas).values(catatan);
}
