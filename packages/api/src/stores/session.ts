import type { Role } from '@kampus/domain';
import { proxy, subscribe } from 'valtio/vanilla';
import type { TokenStore, Tokens } from '../client/client';

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  role: Role | null;
  /**
   * The session ended because the user logged out (not because it expired): the app then goes
   * to the plain login page instead of offering to come back to the page left.
   */
  keluar?: boolean;
}

const kosong = (): SessionState => ({ accessToken: null, refreshToken: null, role: null });

/**
 * The session of one app, kept in localStorage so a reload stays signed in, and shared
 * across tabs: logging out in one tab logs out the others.
 */
export function createSessionStore(
  storageKey: string,
  storage: Storage | null = globalThis.localStorage ?? null,
) {
  const baca = (): SessionState => {
    try {
      const raw = storage?.getItem(storageKey);
      return raw ? { ...kosong(), ...(JSON.parse(raw) as Partial<SessionState>) } : kosong();
    } catch {
      return kosong();
    }
  };
  const state = proxy<SessionState>(baca());

  subscribe(state, () => {
    try {
      if (state.accessToken) storage?.setItem(storageKey, JSON.stringify(state));
      else storage?.removeItem(storageKey);
    } catch {
      // Private mode or full storage: the session lives in memory only.
    }
  });

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (e) => {
      if (e.key === storageKey) Object.assign(state, baca());
    });
  }

  const tokens: TokenStore = {
    get: () =>
      state.accessToken && state.refreshToken
        ? { accessToken: state.accessToken, refreshToken: state.refreshToken }
        : null,
    set: (t: Tokens, role: Role) => {
      Object.assign(state, {
        accessToken: t.accessToken,
        refreshToken: t.refreshToken,
        role,
        keluar: false,
      });
    },
    clear: (karenaLogout = false) => {
      Object.assign(state, { ...kosong(), keluar: karenaLogout });
    },
  };

  return { state, tokens };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
