import { bulatkanNilai, isNilaiKosong } from './angka';

// The SIKAD round-trip (issue 26, beyond the spec): preview the difference between the LMS's
// component grades and SIKAD's, push only what changed under a key derived from the content,
// and reconcile by reading SIKAD back. Grades are compared after the 2-decimal rounding (spec 9).

/** A component grade as the LMS computed it for one student. */
export interface NilaiLmsKomponen {
  nim: string;
  nama: string;
  /** The SIKAD component's id. */
  komponen: string;
  /** null or the -1.618 placeholder: the LMS has no grade (nothing is sent). */
  nilai: number | null;
}

/** A component grade as SIKAD holds it. */
export interface NilaiSikadKomponen {
  nim: string;
  komponen: string;
  nilai: number | null;
  /** SIKAD's own staff changed it after the LMS's last push. */
  update_by_sikad: boolean;
}

/** One row of the preview shown before sending. */
export interface BarisPratinjauSikad {
  nim: string;
  nama: string;
  komponen: string;
  /** What SIKAD holds now (null: nothing). */
  nilai_lama: number | null;
  /** What the LMS would send (null: the LMS has no grade). */
  nilai_baru: number | null;
  /** Sending would change SIKAD. */
  berubah: boolean;
  update_by_sikad: boolean;
}

/** One row of a push: the value to set, and the value SIKAD held when the preview was made. */
export interface BarisKirimSikad {
  nim: string;
  komponen: string;
  nilai: number;
  nilai_lama: number | null;
}

/** A grade as compared: rounded to 2 decimals; null for none or the placeholder. */
export function nilaiBanding(nilai: number | null | undefined): number | null {
  if (isNilaiKosong(nilai) || !Number.isFinite(nilai as number)) return null;
  return bulatkanNilai(nilai as number);
}

const kunciSel = (nim: string, komponen: string) => JSON.stringify([nim, komponen]);

/** Code-unit order (never the locale's), so every runtime sorts alike. */
const bandingTeks = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const urutBaris = <T extends { nim: string; komponen: string }>(a: T, b: T) =>
  bandingTeks(a.nim, b.nim) || bandingTeks(a.komponen, b.komponen);

/**
 * The preview: one row per (nim, komponen) the LMS has, sorted by nim then component. A row
 * changes when the LMS has a grade that differs from SIKAD's after rounding; the LMS never
 * clears a grade SIKAD holds. A duplicate (nim, komponen) in either list: the last one counts.
 */
export function pratinjauSikad(
  lms: readonly NilaiLmsKomponen[],
  sikad: readonly NilaiSikadKomponen[],
): BarisPratinjauSikad[] {
  const diSikad = new Map(sikad.map((s) => [kunciSel(s.nim, s.komponen), s]));
  const diLms = new Map(lms.map((l) => [kunciSel(l.nim, l.komponen), l]));
  return [...diLms.values()]
    .map((l) => {
      const s = diSikad.get(kunciSel(l.nim, l.komponen));
      const nilai_lama = nilaiBanding(s?.nilai);
      const nilai_baru = nilaiBanding(l.nilai);
      return {
        nim: l.nim,
        nama: l.nama,
        komponen: l.komponen,
        nilai_lama,
        nilai_baru,
        berubah: nilai_baru !== null && nilai_baru !== nilai_lama,
        update_by_sikad: s?.update_by_sikad === true,
      };
    })
    .sort(urutBaris);
}

/** The push plan: only the rows that change SIKAD, in the preview's order. */
export function rencanaKirimSikad(pratinjau: readonly BarisPratinjauSikad[]): BarisKirimSikad[] {
  return pratinjau
    .filter((b) => b.berubah && b.nilai_baru !== null)
    .map((b) => ({
      nim: b.nim,
      komponen: b.komponen,
      nilai: b.nilai_baru as number,
      nilai_lama: b.nilai_lama,
    }))
    .sort(urutBaris);
}

/**
 * The overwrite warning (spec 5 'SIKAD grade edit') is due when the push would replace a grade
 * SIKAD's staff changed.
 */
export function perluKonfirmasiTimpaSikad(pratinjau: readonly BarisPratinjauSikad[]): boolean {
  return pratinjau.some((b) => b.berubah && b.update_by_sikad);
}

/**
 * The idempotency key of a push: the same class and rows (in any order) give the same key, so a
 * retried or doubled push is recognised by SIKAD. The old value is part of the content: pushing
 * the same grade again after SIKAD's staff changed it is a new push, not a repeat.
 */
export function kunciIdempotensiSikad(idKelas: string, baris: readonly BarisKirimSikad[]): string {
  const isi = [...baris]
    .sort(urutBaris)
    .map((b) => [b.nim, b.komponen, nilaiBanding(b.nilai), nilaiBanding(b.nilai_lama)]);
  return `sikad1-${sha256Hex(JSON.stringify([idKelas, isi]))}`;
}

/**
 * Rows of a plan SIKAD changed since the preview: it holds neither the old value the preview saw
 * nor the value being pushed (a resumed push already wrote some). Pushing them would overwrite a
 * change nobody was warned about, so the preview is made again first.
 */
export function barisUsangSikad(
  baris: readonly BarisKirimSikad[],
  sikadSekarang: readonly NilaiSikadKomponen[],
): BarisKirimSikad[] {
  const diSikad = new Map(sikadSekarang.map((s) => [kunciSel(s.nim, s.komponen), s]));
  return baris.filter((b) => {
    const sekarang = nilaiBanding(diSikad.get(kunciSel(b.nim, b.komponen))?.nilai);
    return sekarang !== nilaiBanding(b.nilai_lama) && sekarang !== nilaiBanding(b.nilai);
  });
}

/** A push in parts of at most `ukuran` rows, in order. */
export function potongBagian<T>(baris: readonly T[], ukuran: number): T[][] {
  if (!Number.isInteger(ukuran) || ukuran < 1) throw new RangeError('Ukuran bagian minimal 1');
  const hasil: T[][] = [];
  for (let i = 0; i < baris.length; i += ukuran) hasil.push(baris.slice(i, i + ukuran));
  return hasil;
}

/** A pushed row SIKAD does not hold as sent when read back. */
export interface SelisihSikad {
  nim: string;
  komponen: string;
  /** What was pushed. */
  dikirim: number;
  /** What SIKAD holds (null: nothing). */
  terbaca: number | null;
  update_by_sikad: boolean;
}

export interface HasilRekonsiliasiSikad {
  /** Pushed rows SIKAD holds as sent. */
  cocok: BarisKirimSikad[];
  /** Pushed rows that differ after read-back, in the plan's order. */
  berbeda: SelisihSikad[];
}

/** Reconciliation: read SIKAD back after a push and mark each pushed row that differs. */
export function rekonsiliasiSikad(
  dikirim: readonly BarisKirimSikad[],
  bacaUlang: readonly NilaiSikadKomponen[],
): HasilRekonsiliasiSikad {
  const diSikad = new Map(bacaUlang.map((s) => [kunciSel(s.nim, s.komponen), s]));
  const hasil: HasilRekonsiliasiSikad = { cocok: [], berbeda: [] };
  for (const b of [...dikirim].sort(urutBaris)) {
    const s = diSikad.get(kunciSel(b.nim, b.komponen));
    const terbaca = nilaiBanding(s?.nilai);
    if (terbaca !== null && terbaca === nilaiBanding(b.nilai)) hasil.cocok.push(b);
    else
      hasil.berbeda.push({
        nim: b.nim,
        komponen: b.komponen,
        dikirim: b.nilai,
        terbaca,
        update_by_sikad: s?.update_by_sikad === true,
      });
  }
  return hasil;
}

// SHA-256 (FIPS 180-4) on the UTF-8 bytes of a string, without I/O or platform crypto, so the
// browser and the server derive the same key. A collision would make SIKAD drop a push.

const K256 = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

function utf8(teks: string): number[] {
  const bita: number[] = [];
  for (const ch of teks) {
    const c = ch.codePointAt(0) as number;
    if (c < 0x80) bita.push(c);
    else if (c < 0x800) bita.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) bita.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else
      bita.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return bita;
}

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** SHA-256 of a string's UTF-8 bytes, as 64 lower-case hex digits. */
export function sha256Hex(teks: string): string {
  const bita = utf8(teks);
  const panjangBit = bita.length * 8;
  bita.push(0x80);
  while (bita.length % 64 !== 56) bita.push(0);
  // The length as a 64-bit big-endian number (strings here stay far below 2^32 bits).
  bita.push(0, 0, 0, 0);
  for (let i = 3; i >= 0; i--) bita.push((panjangBit >>> (i * 8)) & 0xff);
  const h = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const w = new Uint32Array(64);
  for (let awal = 0; awal < bita.length; awal += 64) {
    for (let i = 0; i < 16; i++) {
      const j = awal + i * 4;
      w[i] =
        ((bita[j] as number) << 24) |
        ((bita[j + 1] as number) << 16) |
        ((bita[j + 2] as number) << 8) |
        (bita[j + 3] as number);
    }
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15] as number;
      const b = w[i - 2] as number;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = (w[i - 16] as number) + s0 + (w[i - 7] as number) + s1;
    }
    type Kata8 = [number, number, number, number, number, number, number, number];
    let [a, b, c, d, e, f, g, hh] = Array.from(h, (x) => x | 0) as Kata8;
    for (let i = 0; i < 64; i++) {
      const S1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
      const ch = (e & f) ^ (~e & g);
      const t1 = (hh + S1 + ch + (K256[i] as number) + (w[i] as number)) | 0;
      const S0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
      const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    const akhir = [a, b, c, d, e, f, g, hh];
    akhir.forEach((x, i) => {
      h[i] = (h[i] as number) + x;
    });
  }
  return Array.from(h, (x) => x.toString(16).padStart(8, '0')).join('');
}
