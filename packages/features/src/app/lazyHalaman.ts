import { type ComponentType, lazy } from 'react';

const KUNCI_MUAT_ULANG = 'kampus.muatUlangChunk';
/** At most one full reload per 60 s for a failed page chunk (spec section 8). */
const JEDA_MUAT_ULANG_MS = 60_000;

/**
 * A route page loaded on demand. When its chunk fails to load (usually a new deploy replaced
 * it), the page reloads once to fetch the new build, then gives up for a minute.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazyHalaman<P extends object>(muat: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    try {
      return await muat();
    } catch (error) {
      const terakhir = Number(sessionStorage.getItem(KUNCI_MUAT_ULANG) ?? 0);
      if (Date.now() - terakhir > JEDA_MUAT_ULANG_MS) {
        sessionStorage.setItem(KUNCI_MUAT_ULANG, String(Date.now()));
        window.location.reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }
  });
}
