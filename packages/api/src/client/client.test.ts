import { PESAN_BADAN_TERLALU_BESAR } from '@kampus/domain';
import { describe, expect, it, vi } from 'vitest';
import { calls } from '../contract';
import { createApiClient, type Tokens } from './client';
import { ApiError } from './errors';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown, meta?: unknown) =>
  json(200, { status: { code: 200, message: 'OK' }, data, meta });

function memoryTokens(initial: Tokens | null = { accessToken: 'lama', refreshToken: 'r1' }) {
  let tokens = initial;
  return {
    get: () => tokens,
    set: (t: Tokens) => {
      tokens = t;
    },
    clear: () => {
      tokens = null;
    },
  };
}

const tokenResponse = (access: string, refresh: string) =>
  ok({
    access_token: access,
    refresh_token: refresh,
    token_type: 'Bearer',
    expires_in: 900,
    refresh_expires_in: 86400,
    role: 'mahasiswa',
  });

describe('createApiClient', () => {
  it('sends the college-id header and the bearer token', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => ok({ id: 'x' }));
    const client = createApiClient({ collegeId: 'kampus-demo', tokens: memoryTokens(), fetch });
    await client.call(calls.kelasKuliah, { params: { id: '20251_K1_IF101_A' } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/v2/lms/kelas_kuliah/20251_K1_IF101_A');
    const headers = new Headers(init?.headers);
    expect(headers.get('college-id')).toBe('kampus-demo');
    expect(headers.get('authorization')).toBe('Bearer lama');
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    const tokens = memoryTokens();
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url) === '/v2/access_token') return tokenResponse('baru', 'r2');
      const auth = new Headers(init?.headers).get('authorization');
      return auth === 'Bearer baru'
        ? ok({ nama: 'Ayu' })
        : json(401, { status: { code: 401, message: 'Sesi habis' } });
    });
    const client = createApiClient({ collegeId: 'c', tokens, fetch });
    await expect(client.call(calls.userInfo)).resolves.toEqual({ nama: 'Ayu' });
    expect(tokens.get()).toEqual({ accessToken: 'baru', refreshToken: 'r2' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('shares one refresh between concurrent 401s', async () => {
    let refreshes = 0;
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url) === '/v2/access_token') {
        refreshes++;
        return tokenResponse('baru', 'r2');
      }
      const auth = new Headers(init?.headers).get('authorization');
      return auth === 'Bearer baru' ? ok(1) : json(401, {});
    });
    const client = createApiClient({ collegeId: 'c', tokens: memoryTokens(), fetch });
    await Promise.all([
      client.call(calls.userInfo),
      client.call(calls.sistem),
      client.call(calls.pengaturan),
    ]);
    expect(refreshes).toBe(1);
  });

  it('logs the user out when the refresh fails too (spec section 8: 401 logs out)', async () => {
    const tokens = memoryTokens();
    const onLogout = vi.fn();
    const fetch = vi.fn(async () =>
      json(401, { status: { code: 401, message: 'Sesi Anda telah berakhir' } }),
    );
    const client = createApiClient({ collegeId: 'c', tokens, fetch, onLogout });
    const error = await client.call(calls.userInfo).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.statusCode).toBe(401);
    expect(onLogout).toHaveBeenCalledOnce();
    expect(tokens.get()).toBeNull();
  });

  it('turns a failed connection into a Network Error', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const client = createApiClient({ collegeId: 'c', tokens: memoryTokens(), fetch });
    await expect(client.call(calls.sistem)).rejects.toMatchObject({ jenis: 'Network Error' });
  });

  it('logs in with the app roles as the scope and stores the tokens', async () => {
    const tokens = memoryTokens(null);
    const fetch = vi.fn(async (_u: RequestInfo | URL, _i?: RequestInit) => tokenResponse('a', 'b'));
    const client = createApiClient({ collegeId: 'c', tokens, fetch, roles: ['mahasiswa'] });
    await client.login('2401001', 'mahasiswa123');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toMatchObject({
      grant_type: 'password',
      username: '2401001',
      scope: 'ROLE_MAHASISWA',
    });
    expect(tokens.get()).toEqual({ accessToken: 'a', refreshToken: 'b' });
  });

  it('shows the server message of a refused login', async () => {
    const fetch = vi.fn(async () =>
      json(401, { status: { code: 401, message: 'Username atau password salah' }, data: null }),
    );
    const client = createApiClient({ collegeId: 'c', tokens: memoryTokens(null), fetch });
    await expect(client.login('x', 'y')).rejects.toThrow('Username atau password salah');
  });

  it('returns data and meta of a paged list', async () => {
    const meta = { total_items: 12, page: 2, per_page: 5, total_pages: 3 };
    const fetch = vi.fn(async () => ok([], meta));
    const client = createApiClient({ collegeId: 'c', tokens: memoryTokens(), fetch });
    await expect(
      client.page(calls.daftarKelasKuliah, { query: { page: 2, per_page: 5 } }),
    ).resolves.toEqual({ data: [], meta });
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(
      '/lms/kelas_kuliah?page=2&per_page=5',
    );
  });

  it('revokes the refresh token and forgets the session on logout, even when offline', async () => {
    const tokens = memoryTokens();
    const fetch = vi.fn(async () => {
      throw new TypeError('offline');
    });
    const client = createApiClient({ collegeId: 'c', tokens, fetch });
    await client.logout();
    expect(tokens.get()).toBeNull();
  });

  it('tells the store that the session ended by logout', async () => {
    const clear = vi.fn();
    const fetch = vi.fn(async () => ok(null));
    const client = createApiClient({
      collegeId: 'c',
      tokens: { ...memoryTokens(), clear },
      fetch,
    });
    await client.logout();
    expect(clear).toHaveBeenCalledWith(true);
  });

  it('refuses a JSON body over the server limit before sending it, with the server message', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => ok(null));
    const client = createApiClient({ collegeId: 'kampus-demo', tokens: memoryTokens(), fetch });
    const teks = (n: number) => ({
      isi: { jenis: 'esay' as const, teks: 'é'.repeat(n), files: [] },
      versi: 1,
    });
    const panggil = (n: number) =>
      client.call(calls.simpanJawaban, { params: { id: 'u', idSoal: 's' }, body: teks(n) });
    // 'é' is two bytes in UTF-8: 600,000 of them are over 1 MiB though fewer characters.
    const galat = await panggil(600_000).catch((e: unknown) => e);
    expect(galat).toBeInstanceOf(ApiError);
    expect(galat).toMatchObject({ statusCode: 413, message: PESAN_BADAN_TERLALU_BESAR });
    expect(fetch).not.toHaveBeenCalled();
    await panggil(400_000);
    expect(fetch).toHaveBeenCalledOnce();
  });
});

/** A JWT as the server signs it (the client reads only its claims). */
const jwt = (klaim: { iat?: number; exp: number }) => {
  const b64 = (o: object) =>
    btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', ...klaim })}.tanda`;
};
const detik = (ms: number) => Math.floor(ms / 1000);

describe('an expired access token (issue 21: a page opened after 15 minutes)', () => {
  /** Answers 401 to any token but the refreshed one; records the paths called. */
  function server(tokenBaru: string) {
    const jalur: string[] = [];
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      jalur.push(String(url));
      if (String(url) === '/v2/access_token') return tokenResponse(tokenBaru, 'r2');
      const auth = new Headers(init?.headers).get('authorization');
      return auth === `Bearer ${tokenBaru}` ? ok({ dibatasi: false }) : json(401, {});
    });
    return { fetch, jalur };
  }

  it('is refreshed before the first call, which then gets no 401', async () => {
    const kini = Date.now();
    const lama = jwt({ iat: detik(kini) - 1800, exp: detik(kini) - 900 });
    const baru = jwt({ iat: detik(kini), exp: detik(kini) + 900 });
    const { fetch, jalur } = server(baru);
    const client = createApiClient({
      collegeId: 'c',
      tokens: memoryTokens({ accessToken: lama, refreshToken: 'r1' }),
      fetch,
    });
    await expect(client.call(calls.checkPembatasan)).resolves.toEqual({ dibatasi: false });
    expect(jalur).toEqual(['/v2/access_token', '/v2/lms/check_pembatasan']);
  });

  it('shares one refresh among the calls of a page load', async () => {
    const kini = Date.now();
    const baru = jwt({ iat: detik(kini), exp: detik(kini) + 900 });
    const { fetch, jalur } = server(baru);
    const client = createApiClient({
      collegeId: 'c',
      tokens: memoryTokens({ accessToken: jwt({ exp: detik(kini) - 5 }), refreshToken: 'r1' }),
      fetch,
    });
    await Promise.all([client.call(calls.checkPembatasan), client.call(calls.userInfo)]);
    expect(jalur.filter((j) => j === '/v2/access_token')).toHaveLength(1);
    expect(jalur).toHaveLength(3);
  });

  it('is not refreshed while it is still valid, nor when it is not a JWT', async () => {
    const kini = Date.now();
    for (const accessToken of [jwt({ iat: detik(kini), exp: detik(kini) + 600 }), 'buram']) {
      const { fetch, jalur } = server(accessToken);
      const client = createApiClient({
        collegeId: 'c',
        tokens: memoryTokens({ accessToken, refreshToken: 'r1' }),
        fetch,
      });
      await client.call(calls.checkPembatasan);
      expect(jalur).toEqual(['/v2/lms/check_pembatasan']);
    }
  });

  it('does not refresh on every call when the device clock runs an hour ahead', async () => {
    const kini = Date.now();
    vi.useFakeTimers({ now: kini + 3_600_000, toFake: ['Date'] });
    try {
      // Tokens minted by the server at its own time, an hour behind the device.
      const baru = jwt({ iat: detik(kini), exp: detik(kini) + 900 });
      const { fetch, jalur } = server(baru);
      const client = createApiClient({
        collegeId: 'c',
        tokens: memoryTokens({ accessToken: jwt({ exp: detik(kini) - 1 }), refreshToken: 'r1' }),
        fetch,
      });
      await client.call(calls.checkPembatasan);
      await client.call(calls.userInfo);
      await client.call(calls.sistem);
      expect(jalur.filter((j) => j === '/v2/access_token')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
