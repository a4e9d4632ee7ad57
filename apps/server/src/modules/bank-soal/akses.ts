import { bolehUbahBankSoal, PESAN_BANK, PESAN_UJIAN_SERVER } from '@kampus/domain';
import type { Db } from '../../db/client';
import type { bankSoal } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import type { Aktor } from '../auth';
import { mataKuliahUjian, ujianDenganAkses } from '../ujian';
import { bankSoalById, daftarBankSoal, mengajarMataKuliah } from './queries';

/**
 * Who may change a bank: its lecturer (or the lecturer who created it), or an operator with write
 * on bank_soal (spec 6).
 */
export function bolehUbahBank(aktor: Aktor, b: typeof bankSoal.$inferSelect) {
  if (!bolehUbahBankSoal(aktor.role, aktor.hakAkses)) return false;
  if (aktor.role === 'operator') return true;
  return b.idDosen === aktor.idDosen || b.dibuatOleh === aktor.idPengguna;
}

/**
 * A bank the caller sees (a hidden bank of another lecturer does not exist for them: 404), and
 * for a change one they may change (403).
 */
export async function bankDenganAkses(db: Db, aktor: Aktor, id: string, tingkat: 'read' | 'write') {
  const b = await bankSoalById(db, id);
  if (!b || b.idPerguruanTinggi !== aktor.idPerguruanTinggi) throw notFound(PESAN_BANK.tidakAda);
  const { items } = await daftarBankSoal(db, aktor, { ids: [id] }, { page: 1, perPage: 1 }, (x) =>
    bolehUbahBank(aktor, x),
  );
  const terlihat = items[0];
  if (!terlihat) throw notFound(PESAN_BANK.tidakAda);
  if (tingkat === 'write' && !terlihat.boleh_ubah) throw forbidden(PESAN_BANK.bukanMilik);
  return { b, item: terlihat };
}

/**
 * Whose a copy of bank `b` is: the caller's own as a lecturer (of a course they teach, as when
 * creating a bank), or for an operator the source's lecturer.
 */
export async function dosenSalinan(db: Db, aktor: Aktor, b: typeof bankSoal.$inferSelect) {
  // Past IZIN.kelolaBankSoal only lecturers and operators remain; an operator has no lecturer.
  if (aktor.idDosen === null) return b.idDosen;
  if (!(await mengajarMataKuliah(db, aktor.idDosen, b.idMataKuliah))) {
    throw forbidden(PESAN_BANK.bukanMataKuliah);
  }
  return aktor.idDosen;
}

/** An exam the caller manages whose class is of the bank's course (for 'Salin dari Kuis/Ujian'). */
export async function ujianSumberDenganAkses(
  db: Db,
  aktor: Aktor,
  b: typeof bankSoal.$inferSelect,
  idUjian: string,
) {
  const { u } = await ujianDenganAkses(db, aktor, idUjian, 'write');
  if ((await mataKuliahUjian(db, u.id)) !== b.idMataKuliah) {
    throw notFound(PESAN_UJIAN_SERVER.tidakAda);
  }
  return u;
}
