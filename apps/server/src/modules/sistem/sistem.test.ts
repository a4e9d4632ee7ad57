import {
  EventWaktu,
  envelope,
  Konfigurasi,
  Pengaturan,
  PengaturanSaya,
  SemesterBerjalan,
  Sistem,
  StatusPembatasan,
} from '@kampus/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
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

const get = (path: string, role: keyof typeof token = 'mahasiswa') =>
  s.call(path, { token: token[role] });

describe('every call', () => {
  it.each([
    '/v1/sistem',
    '/v1/configuration',
    '/lms/pengaturan',
    '/v1/semester_akademik_berjalan',
    '/v2/lms/check_pembatasan',
  ])('%s needs a bearer token (401) and the college-id header (400)', async (path) => {
    const noToken = await s.call(path);
    expect(noToken.status).toBe(401);
    const noCollege = await s.call(path, { token: token.mahasiswa, college: null });
    expect(noCollege.status).toBe(400);
    expect(noCollege.body.status.message).toBe('Header college-id wajib diisi');
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await get('/lms/tidak_ada');
    expect(res.status).toBe(404);
    expect(res.body.status.message).toBe('Alamat tidak ditemukan');
  });
});

describe('GET /health', () => {
  it('reports the database without any header', async () => {
    const res = await s.call('/health', { college: null });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('ok');
  });
});

describe('GET /openapi.json', () => {
  it('documents every call of the contract from the shared schemas', async () => {
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
    const res = await s.call('/v1/logo_perguruan_tinggi');
    expect(res.body.data.logoContentUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await s.call('/v1/logo_perguruan_tinggi', { college: null })).status).toBe(400);
  });

  it('GET /v1/sistem names the college and its time zone', async () => {
    const res = await get('/v1/sistem', 'dosen');
    const data = envelope(Sistem).parse(res.body).data;
    expect(data.perguruan_tinggi.nama).toBe('Universitas Nusantara Digital');
    expect(data.time_zone).toBe('Asia/Jakarta');
  });

  it('GET /v1/configuration lists all values, or those of repeated keyword keys', async () => {
    const all = envelope(z.array(Konfigurasi)).parse((await get('/v1/configuration')).body).data;
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
    const some = await get('/v1/configuration?keyword=deadline&keyword=start_lecture');
    expect(some.body.data.map((k: { keyword: string }) => k.keyword)).toEqual([
      'deadline',
      'start_lecture',
    ]);
  });

  it('GET /v1/config/{keyword} returns one value or a 404 in Indonesian', async () => {
    const found = await get('/v1/config/url_dosen_new', 'dosen');
    expect(found.body.data.value).toMatch(/^https:\/\//);
    const missing = await get('/v1/config/tidak_ada');
    expect(missing.status).toBe(404);
    expect(missing.body.status.message).toBe("Konfigurasi 'tidak_ada' tidak ditemukan");
  });

  it('GET /lms/pengaturan carries the defaults of spec section 9', async () => {
    const data = envelope(Pengaturan).parse((await get('/lms/pengaturan')).body).data;
    const syarat = data.pengaturan_kelas.syarat_kehadiran_online_mahasiswa;
    expect([syarat.video_persen, syarat.audio_persen, syarat.ebook_detik]).toEqual([50, 50, 60]);
    expect(data.pengaturan_kelas.batas_ukuran_unggah_mb.ebook).toBe(10);
  });

  it.each([
    ['mahasiswa', null, false],
    ['dosen', null, true],
    ['operator', 'write', false],
  ] as const)('GET /lms/pengaturan/me for %s', async (role, kelasKuliah, pelaku) => {
    const data = envelope(PengaturanSaya).parse((await get('/lms/pengaturan/me', role)).body).data;
    expect(data.role).toBe(role);
    expect(data.hak_akses?.kelas_kuliah ?? null).toBe(kelasKuliah);
    expect(data.is_pelaku_integrasi_nilai).toBe(pelaku);
  });

  it('GET /v1/semester_akademik_berjalan is the seeded period 20251', async () => {
    const data = envelope(SemesterBerjalan).parse(
      (await get('/v1/semester_akademik_berjalan')).body,
    ).data;
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
    const data = envelope(StatusPembatasan).parse(
      (await get('/v2/lms/check_pembatasan')).body,
    ).data;
    expect(data.pembayaran?.memenuhi_syarat).toBe(true);
  });

  it('restricts the student with an overdue bill and lists the arrears', async () => {
    const login = await s.call('/v2/access_token', {
      method: 'POST',
      body: JSON.stringify({
        grant_type: 'password',
        username: '2401064',
        password: 'mahasiswa123',
      }),
    });
    const res = await s.call('/v2/lms/check_pembatasan', { token: login.body.data.access_token });
    expect(res.body.data.pembayaran.memenuhi_syarat).toBe(false);
    expect(res.body.data.pembayaran.kekurangan[0]).toMatchObject({ jumlah: 5500000 });
  });

  it('has no rules for staff', async () => {
    expect((await get('/v2/lms/check_pembatasan', 'dosen')).body.data).toEqual({});
  });
});

describe('PUT /lms/visitor/last_active', () => {
  it('stores when the user was last active', async () => {
    const res = await s.call('/lms/visitor/last_active', { method: 'PUT', token: token.dosen });
    expect(res.status).toBe(200);
    const [row] = await s.ctx.database.db
      .select({ at: pengguna.lastActiveAt })
      .from(pengguna)
      .where(eq(pengguna.username, 'dosen01'));
    expect(row?.at?.toISOString()).toBe(res.body.data.last_active);
  });
});

describe('SSE /lms/events?stream=sistem', () => {
  it("streams 'time' events with the server clock", async () => {
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
    expect((await get('/lms/events?stream=lain')).status).toBe(422);
    expect((await s.call('/lms/events?stream=sistem')).status).toBe(401);
  });
});
