import { type CallDef, calls, EventWaktu } from '@kampus/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { pengguna } from '../../db/schema';

let s: TestServer;
const token: Record<'mahasiswa' | 'dosen' | 'operator', string> = {
  mahasiswa: '',
  dosen: '',
  operator: '',
};
beforeAll(async () => {
  s = await startTestServer();
  for (const role of ['mahasiswa', 'dosen', 'operator'] as const) {
    token[role] = (await s.login(role)).access_token;
  }
});
afterAll(() => s?.close());

const get = <C extends CallDef>(call: C, role: keyof typeof token = 'mahasiswa') =>
  s.panggil(call, { token: token[role] });

describe('every call', () => {
  it.each([
    ['/v1/sistem', calls.sistem],
    ['/v1/configuration', calls.configuration],
    ['/lms/pengaturan', calls.pengaturan],
    ['/v1/semester_akademik_berjalan', calls.semesterBerjalan],
    ['/v2/lms/check_pembatasan', calls.checkPembatasan],
  ] as const)('%s needs a bearer token (401) and the college-id header (400)', async (_, call) => {
    const noToken = await s.panggil(call);
    expect(noToken.status).toBe(401);
    const noCollege = await s.panggil(call, { token: token.mahasiswa, college: null });
    expect(noCollege.status).toBe(400);
    expect(noCollege.body.status.message).toBe('Header college-id wajib diisi');
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    // A path no call of the contract has, on purpose.
    const res = await s.call('/lms/tidak_ada', { token: token.mahasiswa });
    expect(res.status).toBe(404);
    expect(res.body.status.message).toBe('Alamat tidak ditemukan');
  });
});

describe('GET /health', () => {
  it('reports the database without any header', async () => {
    const res = await s.panggil(calls.health, { college: null });
    expect(res.status).toBe(200);
    expect(res.data.status).toBe('ok');
  });
});

describe('GET /openapi.json', () => {
  it('documents every call of the contract from the shared schemas', async () => {
    // The OpenAPI document is served beside the contract, not one of its calls.
    const res = await s.call('/openapi.json', { college: null });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.0.3');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/v2/access_token', '/v2/lms/kelas_kuliah/{id}', '/lms/events']),
    );
    const token = res.body.paths['/v2/access_token'].post;
    expect(token.security).toEqual([]);
    expect(JSON.stringify(token.requestBody)).toContain('refresh_token');
  });
});

describe('system and configuration', () => {
  it('GET /v1/logo_perguruan_tinggi returns the logo as an image URL, even before login', async () => {
    const res = await s.panggil(calls.logo);
    expect(res.data.logoContentUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await s.panggil(calls.logo, { college: null })).status).toBe(400);
  });

  it('GET /v1/sistem names the college and its time zone', async () => {
    const res = await get(calls.sistem, 'dosen');
    const data = res.data;
    expect(data.perguruan_tinggi.nama).toBe('Universitas Nusantara Digital');
    expect(data.time_zone).toBe('Asia/Jakarta');
  });

  it('GET /v1/configuration lists all values, or those of repeated keyword keys', async () => {
    const all = (await get(calls.configuration)).data;
    expect(all.map((k) => k.keyword)).toEqual(
      expect.arrayContaining([
        'start_lecture',
        'end_lecture',
        'attendance_percentage',
        'lecture_activity',
        'deadline',
        'url_dosen_new',
      ]),
    );
    const some = await s.panggil(calls.configuration, {
      query: { keyword: ['deadline', 'start_lecture'] },
      token: token.mahasiswa,
    });
    expect(some.data.map((k) => k.keyword)).toEqual(['deadline', 'start_lecture']);
  });

  it('GET /v1/config/{keyword} returns one value or a 404 in Indonesian', async () => {
    const found = await s.panggil(calls.config, {
      params: { keyword: 'url_dosen_new' },
      token: token.dosen,
    });
    expect(found.data.value).toMatch(/^https:\/\//);
    const missing = await s.panggil(calls.config, {
      params: { keyword: 'tidak_ada' },
      token: token.mahasiswa,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.status.message).toBe("Konfigurasi 'tidak_ada' tidak ditemukan");
  });

  it('GET /lms/pengaturan carries the defaults of spec section 9', async () => {
    const data = (await get(calls.pengaturan)).data;
    const syarat = data.pengaturan_kelas.syarat_kehadiran_online_mahasiswa;
    expect([syarat.video_persen, syarat.audio_persen, syarat.ebook_detik]).toEqual([50, 50, 60]);
    expect(data.pengaturan_kelas.batas_ukuran_unggah_mb.ebook).toBe(10);
  });

  it.each([
    ['mahasiswa', null, false],
    ['dosen', null, true],
    ['operator', 'write', false],
  ] as const)('GET /lms/pengaturan/me for %s', async (role, kelasKuliah, pelaku) => {
    const data = (await get(calls.pengaturanSaya, role)).data;
    expect(data.role).toBe(role);
    expect(data.hak_akses?.kelas_kuliah ?? null).toBe(kelasKuliah);
    expect(data.is_pelaku_integrasi_nilai).toBe(pelaku);
  });

  it('GET /v1/semester_akademik_berjalan is the seeded period 20251', async () => {
    const data = (await get(calls.semesterBerjalan)).data;
    expect(data).toMatchObject({
      periode: 20251,
      nama: '2025/2026 Ganjil',
      tahun: 2025,
      semester: 1,
    });
  });
});

describe('GET /v2/lms/check_pembatasan', () => {
  it('lets a student with paid tuition through', async () => {
    const data = (await get(calls.checkPembatasan)).data;
    expect(data.pembayaran?.memenuhi_syarat).toBe(true);
  });

  it('restricts the student with an overdue bill and lists the arrears', async () => {
    const login = await s.panggil(calls.accessToken, {
      body: {
        grant_type: 'password',
        username: '2401064',
        password: 'mahasiswa123',
      },
    });
    const res = await s.panggil(calls.checkPembatasan, { token: login.data.access_token });
    expect(res.data.pembayaran?.memenuhi_syarat).toBe(false);
    expect(res.data.pembayaran?.kekurangan[0]).toMatchObject({ jumlah: 5500000 });
  });

  it('has no rules for staff', async () => {
    expect((await get(calls.checkPembatasan, 'dosen')).data).toEqual({});
  });
});

describe('PUT /lms/visitor/last_active', () => {
  it('stores when the user was last active', async () => {
    const res = await s.panggil(calls.lastActive, { token: token.dosen });
    expect(res.status).toBe(200);
    const [row] = await s.ctx.database.db
      .select({ at: pengguna.lastActiveAt })
      .from(pengguna)
      .where(eq(pengguna.username, 'dosen01'));
    expect(row?.at?.toISOString()).toBe(res.data.last_active);
  });
});

describe('SSE /lms/events?stream=sistem', () => {
  it("streams 'time' events with the server clock", async () => {
    // A stream read as it arrives: s.panggil waits for the whole answer.
    const controller = new AbortController();
    const res = await fetch(`${s.url}/lms/events?stream=sistem`, {
      headers: { 'college-id': 'kampus-demo', authorization: `Bearer ${token.mahasiswa}` },
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    let text = '';
    const events: string[] = [];
    while (events.length < 2) {
      const { value } = await reader.read();
      text += new TextDecoder().decode(value);
      events.splice(
        0,
        events.length,
        ...text.split('\n\n').filter((e) => e.includes('event: time')),
      );
    }
    controller.abort();
    const data = EventWaktu.parse(JSON.parse(events[0]!.split('data: ')[1]!));
    expect(Math.abs(Date.parse(data.waktu) - Date.now())).toBeLessThan(5000);
    expect(data.time_zone).toBe('Asia/Jakarta');
  });

  it('refuses an unknown stream with 422 and a missing token with 401', async () => {
    expect(
      (
        await s.panggil(calls.events, {
          queryMentah: { stream: 'lain' },
          token: token.mahasiswa,
        })
      ).status,
    ).toBe(422);
    expect((await s.panggil(calls.events, { query: { stream: 'sistem' } })).status).toBe(401);
  });
});
