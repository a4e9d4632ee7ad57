import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Files that belong to a class or a student (materials, assignments, exams, question banks) are
 * served only through an address the API signed for a caller allowed to see them: the signature
 * covers the key and an expiry, so a copied link stops working. Banners and pictures stay open.
 */
export const JENIS_BERKAS_TERLINDUNG = new Set([
  'materi',
  'lampiran_tugas',
  'pengumpulan_tugas',
  'soal_ujian',
  'kunci_ujian',
  'jawaban_ujian',
  'soal_bank_soal',
  'kunci_bank_soal',
]);

/** How long a signed address works: a day of study, not forever. */
export const UMUR_TANDA_DETIK = 12 * 60 * 60;

const AWALAN = '/v2/storager/berkas/';

export const perluTanda = (kunci: string) =>
  JENIS_BERKAS_TERLINDUNG.has(kunci.slice(0, kunci.indexOf('/')));

const tanda = (kunci: string, exp: number, secret: Uint8Array) =>
  createHmac('sha256', secret).update(`berkas:${kunci}:${exp}`).digest('base64url');

/** Signs a stored file's address when its kind is protected; any other address is unchanged. */
export function tandaiUrl<T extends string | null>(
  url: T,
  secret: Uint8Array,
  sekarangMs = Date.now(),
): T {
  if (url === null || !url.startsWith(AWALAN)) return url;
  const kunci = url.slice(AWALAN.length).split('?')[0] ?? '';
  if (!perluTanda(kunci)) return url;
  const exp = Math.floor(sekarangMs / 1000) + UMUR_TANDA_DETIK;
  return `${AWALAN}${kunci}?exp=${exp}&sig=${tanda(kunci, exp, secret)}` as T;
}

/** A request for a protected file carries an unexpired signature of its key. */
export function tandaValid(
  kunci: string,
  query: { exp?: string; sig?: string },
  secret: Uint8Array,
  sekarangMs = Date.now(),
): boolean {
  const exp = Number(query.exp);
  if (!Number.isInteger(exp) || !query.sig || exp * 1000 < sekarangMs) return false;
  const harap = Buffer.from(tanda(kunci, exp, secret));
  const ada = Buffer.from(query.sig);
  return harap.length === ada.length && timingSafeEqual(harap, ada);
}
