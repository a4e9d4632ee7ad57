import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, HEADER_POSISI } from '../contract';
import { installFakeXhr } from '../test/fakeXhr';
import { createApiClient } from './client';

// Read your own writes behind a load balancer (issue 21 item 8): a write's answer says how far
// the data has moved; the client presents the furthest it was told on every call after, so the
// server instance that takes the next read catches up first.

const tokens = {
  get: () => ({ accessToken: 't', refreshToken: 'r' }),
  set: () => {},
  clear: () => {},
};

const ok = (data: unknown, posisi?: string) =>
  new Response(JSON.stringify({ status: { code: 200, message: 'OK' }, data }), {
    status: 200,
    headers: {
      'content-type': 'application/json',
      ...(posisi ? { [HEADER_POSISI]: posisi } : {}),
    },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the data position of writes', () => {
  it('presents the furthest position a write was answered with on the calls after it', async () => {
    const answers = [ok(null, '9000'), ok(null, '10000'), ok(null, '9999'), ok([]), ok([])];
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
      return answers.shift() as Response;
    });
    const client = createApiClient({ collegeId: 'c', tokens, fetch });
    const dikirim = () =>
      new Headers(fetch.mock.calls.at(-1)?.[1]?.headers).get(HEADER_POSISI) ?? null;

    await client.call(calls.hapusMateri, { params: { id: 'm1' } });
    expect(dikirim()).toBeNull();
    await client.call(calls.hapusMateri, { params: { id: 'm2' } });
    expect(dikirim()).toBe('9000');
    // An older position answered later (another instance, a slower write) does not go back.
    await client.call(calls.hapusMateri, { params: { id: 'm3' } });
    await client.call(calls.kelasKuliah, { params: { id: 'k' } });
    expect(dikirim()).toBe('10000');
    await client.call(calls.kelasKuliah, { params: { id: 'k' } });
    expect(dikirim()).toBe('10000');
  });

  it('takes the position of an upload too', async () => {
    installFakeXhr(() => ({
      status: 200,
      body: { data: { id: 'm1' } },
      headers: { [HEADER_POSISI]: '77' },
    }));
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => ok([]));
    const client = createApiClient({ collegeId: 'c', tokens, fetch });
    await client.unggah(calls.ubahMateri, { params: { id: 'm1' }, form: new FormData() });
    await client.call(calls.kelasKuliah, { params: { id: 'k' } });
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get(HEADER_POSISI)).toBe('77');
  });
});
