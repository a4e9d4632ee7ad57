import {
  type BarisKirimSikad,
  type BarisPratinjauSikad,
  barisUsangSikad,
  type HasilRekonsiliasiSikad,
  kunciIdempotensiSikad,
  type NilaiLmsKomponen,
  perluKonfirmasiTimpaSikad,
  pratinjauSikad,
  rekonsiliasiSikad,
  rencanaKirimSikad,
} from '@kampus/domain';
import { type AdapterSikad, GalatSikad, type HasilKirimSikad, PESAN_SIKAD } from './sikad';

// The round trip as the grade module uses it (issue 26): preview against what SIKAD holds now,
// then push the plan and read SIKAD back to mark what differs. The domain rules decide; these
// only fetch and send.

export interface PratinjauKelasSikad {
  pratinjau: BarisPratinjauSikad[];
  /** The rows to push (only the changed ones). */
  baris: BarisKirimSikad[];
  /** The push's Idempotency-Key: the same plan always gets the same key. */
  kunci: string;
  /** The overwrite warning of spec 5 'SIKAD grade edit' is due before pushing. */
  perluKonfirmasi: boolean;
}

export async function pratinjauKelasSikad(
  adapter: AdapterSikad,
  idKelas: string,
  nilaiLms: readonly NilaiLmsKomponen[],
): Promise<PratinjauKelasSikad> {
  const pratinjau = pratinjauSikad(nilaiLms, await adapter.bacaNilai(idKelas));
  const baris = rencanaKirimSikad(pratinjau);
  return {
    pratinjau,
    baris,
    kunci: kunciIdempotensiSikad(idKelas, baris),
    perluKonfirmasi: perluKonfirmasiTimpaSikad(pratinjau),
  };
}

export interface HasilKirimKelasSikad {
  hasil: HasilKirimSikad;
  rekonsiliasi: HasilRekonsiliasiSikad;
}

/**
 * Pushes a previewed plan (again, to resume one cut off) and reconciles. Refused with
 * 'pratinjau_usang' when SIKAD changed a row since the preview: the user was not warned of it.
 */
export async function kirimKelasSikad(
  adapter: AdapterSikad,
  idKelas: string,
  baris: readonly BarisKirimSikad[],
  kunci = kunciIdempotensiSikad(idKelas, baris),
): Promise<HasilKirimKelasSikad> {
  if (barisUsangSikad(baris, await adapter.bacaNilai(idKelas)).length > 0) {
    throw new GalatSikad('pratinjau_usang', PESAN_SIKAD.pratinjauUsang, 409);
  }
  const hasil = await adapter.kirimNilai(idKelas, baris, kunci);
  const rekonsiliasi = rekonsiliasiSikad(baris, await adapter.bacaNilai(idKelas));
  return { hasil, rekonsiliasi };
}
