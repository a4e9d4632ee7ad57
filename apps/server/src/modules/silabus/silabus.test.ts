import { type CallBodyInput, calls } from '@kampus/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, tokenSemua, tokenUntuk } from '../../../test/harness';

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
});
afterAll(() => s?.close());

const info = (courseId: string, token: string) =>
  s.panggil(calls.infoMataKuliah, { params: { courseId }, token });

describe('syllabus', () => {
  it('gives the 16-meeting learning plan of a course to its student', async () => {
    const res = await s.panggil(calls.rencanaPembelajaran, {
      params: { courseId: 'IF201' },
      query: { ignore_default_pagination: 'true' },
      token: t.mahasiswa,
    });
    expect(res.data).toHaveLength(16);
    expect(res.data[0]).toMatchObject({ id_pertemuan: 1, materi: 'Konsep Basis Data' });
    expect(res.data[7]).toMatchObject({
      id_pertemuan: 8,
      materi: 'Ujian Tengah Semester',
      materi_inggris: 'Midterm Examination',
    });
  });

  it('gives the evaluation plan with weights adding up to 100', async () => {
    const res = await s.panggil(calls.rencanaEvaluasi, {
      params: { courseId: 'IF201' },
      token: t.dosen,
    });
    expect(res.data.map((r) => r.komponen_nilai.nama)).toEqual(['Kuis', 'Tugas', 'UAS', 'UTS']);
    expect(res.data.reduce((n, r) => n + r.bobot, 0)).toBe(100);
  });

  it('names the RPS team and the syllabus link', async () => {
    const data = (await info('IF101', t.mahasiswa)).data;
    expect(data.nama_dosen_koordinator).toBe('Dr. Budi Santoso, M.Kom.');
    expect(data.pendahuluan.silabus.file).toEqual({
      nama: 'RPS Algoritma dan Pemrograman',
      url: 'https://undi.example.ac.id/rps/IF101',
      content_length: null,
    });
  });

  it('refuses a student who takes no class of the course, and an unknown course', async () => {
    expect((await info('MN101', t.mahasiswa)).status).toBe(403);
    expect((await info('XX999', t.operator)).status).toBe(404);
  });

  it('lets only the coordinator or RPS developer change the syllabus', async () => {
    const body = { teks: 'Silabus baru', file: null };
    const koordinator = await s.panggil(calls.ubahSilabus, {
      params: { courseId: 'IF201' },
      body,
      token: t.dosen,
    });
    expect(koordinator.status).toBe(200);
    expect(koordinator.data.pendahuluan.silabus.teks).toBe('Silabus baru');
    const dosen02 = await tokenUntuk(s, 'dosen02');
    const lain = await s.panggil(calls.ubahSilabus, {
      params: { courseId: 'IF201' },
      body,
      token: dosen02,
    });
    expect(lain.status).toBe(403);
    expect(lain.body.status.message).toBe(
      'Hanya dosen koordinator atau pengembang RPS yang dapat mengubah silabus',
    );
  });
});

describe('syllabus links', () => {
  const ubah = (file: CallBodyInput<typeof calls.ubahSilabus>['file']) =>
    s.panggil(calls.ubahSilabus, {
      params: { courseId: 'IF201' },
      body: { teks: null, file },
      token: t.dosen,
    });

  it.each([
    'javascript:alert(document.cookie)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    '/v2/storager/berkas/../../etc/passwd',
  ])('refuses the link %j with 422 and keeps the stored one', async (url) => {
    const sebelum = (await info('IF201', t.dosen)).data;
    const res = await ubah({ nama: 'RPS', url, content_length: null });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toMatch(/^Data tidak valid: /);
    expect(res.body.errors).toContainEqual({
      field: 'file.url',
      message: 'Link harus berupa alamat web yang diawali http:// atau https://',
    });
    const sesudah = (await info('IF201', t.dosen)).data;
    expect(sesudah.pendahuluan).toEqual(sebelum.pendahuluan);
  });

  it.each([
    ['undi.example.ac.id/rps/IF201', 'http://undi.example.ac.id/rps/IF201'],
    ['https://undi.example.ac.id/rps/IF201', 'https://undi.example.ac.id/rps/IF201'],
    [
      '/v2/storager/berkas/silabus/0b5c8f1e-8d3a-4a57-9d3f-2f0c1b2a3c4d.pdf',
      '/v2/storager/berkas/silabus/0b5c8f1e-8d3a-4a57-9d3f-2f0c1b2a3c4d.pdf',
    ],
  ])('stores %j as %j', async (url, disimpan) => {
    const res = await ubah({ nama: 'RPS Basis Data', url, content_length: null });
    expect(res.status).toBe(200);
    expect(res.data.pendahuluan.silabus.file?.url).toBe(disimpan);
  });
});

describe('RPS hand-off to the academic system', () => {
  it('issues a one-time code for the lecturer (form encoded) that works once', async () => {
    const form = new URLSearchParams({
      response_type: 'code',
      client_id: 'sikad',
      state: 'dosen-1',
      redirect_uri: 'https://siakad.undi.example.ac.id/oauth',
      as_role: 'ROLE_DOSEN',
    });
    // Form encoded on purpose (the spec's wire format): s.panggil sends JSON only.
    const res = await s.call('/v2/authorize/sikad', {
      method: 'POST',
      token: t.dosen,
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.state).toBe('dosen-1');
    const tukar = (code: string) =>
      s.panggil(calls.accessToken, { body: { grant_type: 'authorization_code', code } });
    expect((await tukar(res.body.data.code)).data.role).toBe('dosen');
    expect((await tukar(res.body.data.code)).status).toBe(401);
  });

  it('refuses a role the account does not have', async () => {
    const res = await s.panggil(calls.authorizeSikad, {
      body: {
        response_type: 'code',
        client_id: 'sikad',
        redirect_uri: 'https://x.example/cb',
        as_role: 'ROLE_DOSEN',
      },
      token: t.mahasiswa,
    });
    expect(res.status).toBe(403);
  });

  it('logs leaving for the academic system', async () => {
    const res = await s.panggil(calls.keluarKeSikad, {
      body: { tujuan: 'rencana-pembelajaran' },
      token: t.dosen,
    });
    expect(res.status).toBe(200);
  });
});
