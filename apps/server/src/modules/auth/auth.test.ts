import { calls, type TokenRequest } from '@kampus/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN, startTestServer, type TestServer } from '../../../test/harness';
import { logAktivitas, pengguna, perguruanTinggi } from '../../db/schema';
import { issueAuthCode } from './tokens';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const post = (body: TokenRequest, college?: string | null) =>
  s.panggil(calls.accessToken, { body, college });
/** A body built as the test needs it, sent as it is: one meant to be refused. */
const postMentah = (body: unknown) => s.panggil(calls.accessToken, { badanMentah: body });
/** The raw wire on purpose: a body that is not JSON, with its own content type. */
const postTeks = (body: string, contentType?: string) =>
  s.call('/v2/access_token', {
    method: 'POST',
    body,
    headers: contentType ? { 'content-type': contentType } : undefined,
  });
const userInfo = (token?: string, college?: string) =>
  s.panggil(calls.userInfo, { token, college });

describe('POST /v2/access_token (password)', () => {
  it.each(Object.entries(LOGIN))(
    'logs the demo %s in with tokens and its role',
    async (role, cred) => {
      const res = await post({ grant_type: 'password', client_id: 'web', ...cred });
      expect(res.status).toBe(200);
      expect(res.data.role).toBe(role);
      expect(res.data.refresh_expires_in).toBe(86400);
      expect(res.data.access_token.split('.')).toHaveLength(3);
    },
  );

  it('accepts the OAuth form encoding', async () => {
    const form = new URLSearchParams({ grant_type: 'password', ...LOGIN.dosen }).toString();
    const res = await postTeks(form, 'application/x-www-form-urlencoded');
    expect(res.status).toBe(200);
    expect(res.body.data.role).toBe('dosen');
  });

  it.each([
    ['a wrong password', { username: '2401001', password: 'salah' }],
    ['an unknown username', { username: 'tidakada', password: 'mahasiswa123' }],
  ])('refuses %s with 401 and one Indonesian message', async (_, cred) => {
    const res = await post({ grant_type: 'password', ...cred });
    expect(res.status).toBe(401);
    expect(res.body.status).toEqual({ code: 401, message: 'Username atau password salah' });
    expect(res.body.data).toBeNull();
  });

  it.each([
    ['missing college-id', null, 400, 'Header college-id wajib diisi'],
    ['an unknown college-id', 'kampus-entah', 400, "Perguruan tinggi 'kampus-entah' tidak dikenal"],
  ])('refuses %s with %s', async (_, college, code, message) => {
    const res = await post({ grant_type: 'password', ...LOGIN.dosen }, college);
    expect(res.status).toBe(code);
    expect(res.body.status.message).toBe(message);
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const res = await postTeks('{"grant_type": "password", ');
    expect(res.status).toBe(400);
    expect(res.body.status.message).toBe('Format data tidak valid: JSON tidak dapat dibaca');
  });

  it.each([
    [{ grant_type: 'password', password: 'x' }, 'username', 'Username wajib diisi'],
    [{ grant_type: 'password', username: 'dosen01' }, 'password', 'Password wajib diisi'],
    [
      { grant_type: 'client_credentials' },
      'grant_type',
      'grant_type harus password, refresh_token atau authorization_code',
    ],
    [{ grant_type: 'refresh_token' }, 'refresh_token', 'Refresh token wajib diisi'],
  ])('answers invalid input %j with 422 naming the field', async (body, field, message) => {
    const res = await postMentah(body);
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(`Data tidak valid: ${message}`);
    expect(res.body.errors).toContainEqual({ field, message });
  });

  it('keeps lecturers out of the student app and students out of the staff app', async () => {
    const dosen = await post({ grant_type: 'password', scope: 'ROLE_MAHASISWA', ...LOGIN.dosen });
    expect(dosen.status).toBe(403);
    expect(dosen.body.status.message).toMatch(/bukan akun mahasiswa/);
    const mhs = await post({
      grant_type: 'password',
      scope: 'ROLE_DOSEN ROLE_OPERATOR',
      ...LOGIN.mahasiswa,
    });
    expect(mhs.status).toBe(403);
    const ok = await post({ grant_type: 'password', scope: 'ROLE_MAHASISWA', ...LOGIN.mahasiswa });
    expect(ok.status).toBe(200);
  });

  it('records the login in the activity log', async () => {
    await s.login('operator');
    const rows = await s.ctx.database.db.select().from(logAktivitas);
    expect(rows.some((r) => r.jenisAktivitas === 'login' && r.role === 'operator')).toBe(true);
  });
});

describe('POST /v2/access_token (refresh_token)', () => {
  const refresh = (token: string) => post({ grant_type: 'refresh_token', refresh_token: token });

  it('rotates: the new refresh token works and the spent one does not', async () => {
    const first = await s.login('mahasiswa');
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.data.refresh_token).not.toBe(first.refresh_token);
    const third = await refresh(second.data.refresh_token);
    expect(third.status).toBe(200);
  });

  it('revokes the whole session when a spent refresh token is presented again', async () => {
    const first = await s.login('mahasiswa');
    const second = await refresh(first.refresh_token);
    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.body.status.message).toBe('Sesi Anda telah berakhir, silakan login kembali');
    // The thief's replay also ends the legitimate holder's session.
    const afterReplay = await refresh(second.data.refresh_token);
    expect(afterReplay.status).toBe(401);
  });

  it('refuses an unknown refresh token', async () => {
    const res = await refresh('bukan-token');
    expect(res.status).toBe(401);
  });
});

describe('POST /v2/access_token (authorization_code)', () => {
  async function kodeUntuk(username: string, ttl = 60) {
    const db = s.ctx.database.db;
    const [user] = await db.select().from(pengguna).where(eq(pengguna.username, username));
    return issueAuthCode(db, user!.id, 'web', null, ttl);
  }
  const tukar = (code: string, scope?: string) =>
    post({ grant_type: 'authorization_code', code, ...(scope ? { scope } : {}) });

  it('signs in with a one-time code, once', async () => {
    const code = await kodeUntuk('2401001');
    const first = await tukar(code, 'ROLE_MAHASISWA');
    expect(first.status).toBe(200);
    expect(first.data.role).toBe('mahasiswa');
    const again = await tukar(code);
    expect(again.status).toBe(401);
    expect(again.body.status.message).toBe('Kode otorisasi tidak valid atau sudah kedaluwarsa');
  });

  it('refuses an expired code and a code for the wrong app', async () => {
    expect((await tukar(await kodeUntuk('2401001', -1))).status).toBe(401);
    expect((await tukar(await kodeUntuk('dosen01'), 'ROLE_MAHASISWA')).status).toBe(403);
  });
});

describe('GET /v2/user_info', () => {
  it('describes a student with programme and NIM', async () => {
    const { access_token } = await s.login('mahasiswa');
    const res = await userInfo(access_token);
    expect(res.status).toBe(200);
    const info = res.data;
    expect(info.role).toBe('mahasiswa');
    expect(info.mahasiswa?.nim).toBe('2401001');
    expect(info.mahasiswa?.prodi.nama).toBe('Teknik Informatika');
    expect(info.dosen).toBeNull();
  });

  it('describes a lecturer and an operator with their permission map', async () => {
    const dosen = await userInfo((await s.login('dosen')).access_token);
    expect(dosen.data.dosen?.nidn).toBe('0412078501');
    const op = await userInfo((await s.login('operator')).access_token);
    expect(op.data.operator?.hak_akses.kelas_kuliah).toBe('write');
    expect(op.data.operator?.hak_akses.bantuan).toBe('read');
  });

  it.each([
    ['no token', undefined, 'Anda belum login. Silakan login terlebih dahulu.'],
    ['a forged token', 'a.b.c', 'Token akses tidak valid, silakan login kembali'],
  ])('refuses %s with 401', async (_, token, message) => {
    const res = await userInfo(token);
    expect(res.status).toBe(401);
    expect(res.body.status.message).toBe(message);
  });

  it("refuses a token from another college's session", async () => {
    await s.ctx.database.db
      .insert(perguruanTinggi)
      .values({ id: 'kampus-lain', nama: 'Kampus Lain', singkatan: 'KL' })
      .onConflictDoNothing();
    const { access_token } = await s.login('mahasiswa');
    const res = await userInfo(access_token, 'kampus-lain');
    expect(res.status).toBe(401);
    expect(res.body.status.message).toBe('Token tidak berlaku untuk perguruan tinggi ini');
  });
});

async function tokenUntukPengguna(username: string) {
  const res = await post({ grant_type: 'password', username, password: 'mahasiswa123' });
  return res.data;
}

describe('POST /lms/log_aktivitas/logout', () => {
  it('logs out: the refresh token stops working', async () => {
    const tokens = await s.login('dosen');
    const res = await s.panggil(calls.logout, {
      body: { refresh_token: tokens.refresh_token },
      token: tokens.access_token,
    });
    expect(res.status).toBe(200);
    const after = await post({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(after.status).toBe(401);
  });

  it('ends the session for the access token too, at once', async () => {
    const tokens = await s.login('mahasiswa');
    const other = await s.login('mahasiswa');
    expect((await userInfo(tokens.access_token)).status).toBe(200);
    // No refresh token in the body: the session of the access token ends anyway.
    const res = await s.panggil(calls.logout, { token: tokens.access_token });
    expect(res.status).toBe(200);
    const after = await userInfo(tokens.access_token);
    expect(after.status).toBe(401);
    expect(after.body.status.message).toBe('Sesi Anda telah berakhir, silakan login kembali');
    expect(
      (await post({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).status,
    ).toBe(401);
    // The same user's other login (another device) goes on.
    expect((await userInfo(other.access_token)).status).toBe(200);
  });
  it('ends the access tokens of a session revoked by a replayed refresh token', async () => {
    const first = await s.login('dosen');
    const second = await post({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    const access = second.data.access_token;
    expect((await userInfo(access)).status).toBe(200);
    await post({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect((await userInfo(access)).status).toBe(401);
    expect((await userInfo(first.access_token)).status).toBe(401);
  });
  it('refuses the tokens of an account disabled after login', async () => {
    const tokens = await tokenUntukPengguna('2401002');
    expect((await userInfo(tokens.access_token)).status).toBe(200);
    await s.ctx.database.db
      .update(pengguna)
      .set({ isActive: false })
      .where(eq(pengguna.username, '2401002'));
    const res = await userInfo(tokens.access_token);
    expect(res.status).toBe(401);
    expect(res.body.status.message).toBe('Akun Anda tidak aktif');
    expect(
      (await post({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).status,
    ).toBe(401);
  });
  it('refuses a logout without a token', async () => {
    const res = await s.panggil(calls.logout);
    expect(res.status).toBe(401);
  });
});

describe('login limits (OWASP ASVS 6.3.1)', () => {
  let terbatas: TestServer;
  let tanpaProxy: TestServer;
  beforeAll(async () => {
    // Two free failures per username and address, a 1 s first wait, six failures per address.
    [terbatas, tanpaProxy] = await Promise.all([
      startTestServer({ LOGIN_RATE_LIMIT: '2', LOGIN_ADDRESS_LIMIT: '6', TRUST_PROXY: 'true' }),
      startTestServer({ LOGIN_RATE_LIMIT: '2' }),
    ]);
  });
  afterAll(async () => {
    await terbatas?.close();
    await tanpaProxy?.close();
  });

  const masuk = (
    server: TestServer,
    username: string,
    password: string,
    headers: Record<string, string> = {},
  ) =>
    // Raw on purpose: each attempt carries its own X-Forwarded-For header.
    server.call('/v2/access_token', {
      method: 'POST',
      body: JSON.stringify({ grant_type: 'password', username, password }),
      headers,
    });
  const dari = (alamat: string) => ({ 'x-forwarded-for': alamat });

  it('counts failures only: logging in many times is never limited', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await masuk(terbatas, 'dosen02', 'dosen123', dari('10.0.1.1'))).status).toBe(200);
    }
  });

  it('forgets the failures once the right password is given', async () => {
    const alamat = dari('10.0.2.1');
    for (let i = 0; i < 2; i++) {
      expect((await masuk(terbatas, 'dosen03', 'salah', alamat)).status).toBe(401);
    }
    expect((await masuk(terbatas, 'dosen03', 'dosen123', alamat)).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect((await masuk(terbatas, 'dosen03', 'salah', alamat)).status).toBe(401);
    }
  });

  it('slows repeated failures down without locking the real user out', async () => {
    const alamat = dari('10.0.3.1');
    for (let i = 0; i < 3; i++) {
      expect((await masuk(terbatas, '2401003', 'salah', alamat)).status).toBe(401);
    }
    // The third failure starts a 1 s wait: every attempt in it is refused, even the right one.
    const ditahan = await masuk(terbatas, '2401003', 'mahasiswa123', alamat);
    expect(ditahan.status).toBe(429);
    expect(ditahan.headers.get('retry-after')).toBe('1');
    expect(ditahan.body.status.message).toBe(
      'Terlalu banyak percobaan. Silakan coba lagi dalam 1 detik.',
    );
    // Another address (the student's own phone) is not slowed by it.
    expect((await masuk(terbatas, '2401003', 'mahasiswa123', dari('10.0.3.2'))).status).toBe(200);
    // Once the wait is over the right password works again.
    await new Promise((r) => setTimeout(r, 1100));
    expect((await masuk(terbatas, '2401003', 'mahasiswa123', alamat)).status).toBe(200);
  });

  it('doubles the wait with each further failure', async () => {
    const alamat = dari('10.0.4.1');
    for (let i = 0; i < 3; i++) await masuk(terbatas, '2401004', 'salah', alamat);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await masuk(terbatas, '2401004', 'salah', alamat)).status).toBe(401);
    const ditahan = await masuk(terbatas, '2401004', 'salah', alamat);
    expect(ditahan.status).toBe(429);
    expect(ditahan.headers.get('retry-after')).toBe('2');
  });

  it('keys the username as login reads it (trimmed, any case)', async () => {
    const alamat = dari('10.0.5.1');
    for (const nama of ['dosen02', ' DOSEN02', 'Dosen02\t']) {
      expect((await masuk(terbatas, nama, 'salah', alamat)).status).toBe(401);
    }
    expect((await masuk(terbatas, 'dosen02', 'dosen123', alamat)).status).toBe(429);
  });

  it('refuses an address after too many failures over many usernames', async () => {
    const alamat = dari('10.0.6.1');
    for (let i = 0; i < 6; i++) {
      expect((await masuk(terbatas, `24010${10 + i}`, 'salah', alamat)).status).toBe(401);
    }
    const ditolak = await masuk(terbatas, '2401020', 'mahasiswa123', alamat);
    expect(ditolak.status).toBe(429);
    expect(ditolak.body.status.message).toMatch(/^Terlalu banyak percobaan\. Silakan coba lagi/);
    // Other addresses go on.
    expect((await masuk(terbatas, '2401020', 'mahasiswa123', dari('10.0.6.2'))).status).toBe(200);
  });

  it('believes X-Forwarded-For only when TRUST_PROXY says so', async () => {
    // An attacker who rotates the header is still one address.
    for (let i = 0; i < 3; i++) {
      const res = await masuk(tanpaProxy, 'dosen01', 'salah', dari(`172.16.0.${i + 1}`));
      expect(res.status).toBe(401);
    }
    const res = await masuk(tanpaProxy, 'dosen01', 'salah', dari('172.16.0.99'));
    expect(res.status).toBe(429);
    // The activity log records the socket's address, not the forged one.
    await masuk(tanpaProxy, 'operator', 'operator123', dari('203.0.113.9'));
    const rows = await tanpaProxy.ctx.database.db.select().from(logAktivitas);
    const login = rows.filter((r) => r.jenisAktivitas === 'login');
    expect(login.length).toBeGreaterThan(0);
    expect(login.every((r) => r.ipAddress !== '203.0.113.9')).toBe(true);
  });
});
