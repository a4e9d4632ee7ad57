// The access token's own times (its JWT claims), read without verifying it: only to decide when
// to refresh, never to trust who the user is (the server verifies every call).

/** Refresh this long before the expiry, so a call does not arrive just after it. */
export const JEDA_SEBELUM_KEDALUWARSA_MS = 10_000;

/** `iat` and `exp` (seconds since the epoch) of a JWT; null for a token that is not one. */
export function waktuToken(token: string): { iat: number | null; exp: number } | null {
  const bagian = token.split('.');
  if (bagian.length !== 3 || !bagian[1]) return null;
  try {
    const base64 = bagian[1].replace(/-/g, '+').replace(/_/g, '/');
    const klaim = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as {
      iat?: unknown;
      exp?: unknown;
    };
    if (typeof klaim.exp !== 'number' || !Number.isFinite(klaim.exp)) return null;
    return { iat: typeof klaim.iat === 'number' ? klaim.iat : null, exp: klaim.exp };
  } catch {
    return null;
  }
}

/**
 * The token is past (or within a few seconds of) its expiry at `sekarangMs` on the device's
 * clock, corrected by `selisihJamMs` (device clock minus server clock); a token without a
 * readable expiry is never taken as expired (the server's 401 then decides).
 */
export function tokenKedaluwarsa(token: string, sekarangMs: number, selisihJamMs = 0): boolean {
  const waktu = waktuToken(token);
  if (!waktu) return false;
  return sekarangMs - selisihJamMs >= waktu.exp * 1000 - JEDA_SEBELUM_KEDALUWARSA_MS;
}

/**
 * How far the device's clock is ahead of the server's, learned from a token just received (its
 * `iat` is the server's now); 0 when the token does not say.
 */
export function selisihJam(tokenBaru: string, diterimaMs: number): number {
  const iat = waktuToken(tokenBaru)?.iat;
  return typeof iat === 'number' ? diterimaMs - iat * 1000 : 0;
}
