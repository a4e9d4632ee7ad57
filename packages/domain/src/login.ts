// Login throttling (OWASP ASVS 6.3.1): failures slow an attacker down without locking the real
// user out. Counted per username and address; the address has its own, higher ceiling.

/** The same account however it is typed: login trims the username, and case does not matter. */
export function kunciUsername(username: string): string {
  return username.trim().toLowerCase();
}

export interface AturanBatasLogin {
  /** Failures of one username from one address before any wait. */
  gagalBebas: number;
  /** The longest wait, in seconds, however many failures. */
  jedaMaksDetik: number;
}

/**
 * Seconds to wait after the `gagal`-th failure in a row: none within the free failures, then
 * 1, 2, 4, 8... seconds, never above the maximum. A success resets the count.
 */
export function jedaLoginDetik(gagal: number, aturan: AturanBatasLogin): number {
  const lebih = Math.floor(gagal) - aturan.gagalBebas;
  if (!(lebih > 0)) return 0;
  // 2^31 seconds is far beyond any sensible maximum; stop doubling before precision is lost.
  return Math.min(aturan.jedaMaksDetik, 2 ** Math.min(lebih - 1, 31));
}

/** The 429 message with the wait rounded up to whole seconds. */
export function pesanTerlaluBanyakPercobaan(detik: number): string {
  return `Terlalu banyak percobaan. Silakan coba lagi dalam ${Math.max(1, Math.ceil(detik))} detik.`;
}
