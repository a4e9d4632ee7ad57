import { describe, expect, it } from 'vitest';
import { serverClock, setWaktuServer, waktuServer } from './clock';
import { createSessionStore } from './session';

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('session store', () => {
  it('keeps the tokens across a reload and forgets them on clear', async () => {
    const storage = memoryStorage();
    const a = createSessionStore('sesi', storage);
    a.tokens.set({ accessToken: 'x', refreshToken: 'y' }, 'dosen');
    await tick();
    const reloaded = createSessionStore('sesi', storage);
    expect(reloaded.tokens.get()).toEqual({ accessToken: 'x', refreshToken: 'y' });
    expect(reloaded.state.role).toBe('dosen');
    reloaded.tokens.clear();
    await tick();
    expect(storage.getItem('sesi')).toBeNull();
  });
});

describe('session end', () => {
  it('remembers a chosen logout, unlike an expired session, until the next login', () => {
    const sesi = createSessionStore('sesi', memoryStorage());
    sesi.tokens.set({ accessToken: 'x', refreshToken: 'y' }, 'mahasiswa');
    sesi.tokens.clear();
    expect(sesi.state.keluar).toBe(false);
    sesi.tokens.set({ accessToken: 'x', refreshToken: 'y' }, 'mahasiswa');
    sesi.tokens.clear(true);
    expect(sesi.state).toMatchObject({ accessToken: null, keluar: true });
    sesi.tokens.set({ accessToken: 'a', refreshToken: 'b' }, 'mahasiswa');
    expect(sesi.state.keluar).toBe(false);
  });
});

describe('server clock', () => {
  it('follows the server time from the offset of the last event', () => {
    setWaktuServer(
      '2025-09-01T02:00:00.000Z',
      'Asia/Makassar',
      Date.parse('2025-09-01T01:59:50.000Z'),
    );
    expect(serverClock.timeZone).toBe('Asia/Makassar');
    expect(waktuServer(Date.parse('2025-09-01T02:00:00.000Z'))).toBe(
      Date.parse('2025-09-01T02:00:10.000Z'),
    );
  });
});
