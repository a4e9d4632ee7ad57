// Shared result shapes: ordered checks give the first failing message, forms a field->message map.

/** Result of a check done in the spec's order: the first failing message, or ok. */
export type HasilCek = { ok: true } | { ok: false; pesan: string };

/** Inline form errors: one Indonesian message per field, in the order the fields were checked. */
export type GalatForm<K extends string = string> = Partial<Record<K, string>>;

export const LOLOS: HasilCek = Object.freeze({ ok: true });

export function gagal(pesan: string): HasilCek {
  return { ok: false, pesan };
}

/** Runs checks in order and stops at the first message (spec 5 'checked in order'). */
export function cekBerurutan(aturan: ReadonlyArray<readonly [boolean, string]>): HasilCek {
  for (const [melanggar, pesan] of aturan) {
    if (melanggar) return gagal(pesan);
  }
  return LOLOS;
}

export function adaGalat(galat: GalatForm): boolean {
  return Object.values(galat).some((pesan) => pesan !== undefined);
}

/** The first message of a form, in field order (object keys keep insertion order). */
export function galatPertama(galat: GalatForm): string | null {
  for (const pesan of Object.values(galat)) {
    if (pesan !== undefined) return pesan;
  }
  return null;
}

/** Empty input: null, undefined, NaN or a blank string. */
export function isKosong(nilai: unknown): boolean {
  if (nilai === null || nilai === undefined) return true;
  if (typeof nilai === 'string') return nilai.trim() === '';
  if (typeof nilai === 'number') return Number.isNaN(nilai);
  if (Array.isArray(nilai)) return nilai.length === 0;
  return false;
}
