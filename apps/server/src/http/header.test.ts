import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contohPng, startTestServer, type TestServer } from '../../test/harness';
import { buildApp } from '../app';

// Security headers (issue 10): the apps' HTML under a strict Content-Security-Policy and never
// framed, API answers not sniffed, tokens never cached, stored files framed only by our pages.

let s: TestServer;
let aplikasi: FastifyInstance;
let url: string;
let dist: string;
beforeAll(async () => {
  s = await startTestServer();
  dist = mkdtempSync(path.join(tmpdir(), 'kampus-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>LMS Mahasiswa</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  // The college's name is the part of the page that comes from data: it must not break out.
  await s.ctx.database.db.execute(
    `update perguruan_tinggi set nama = 'Univ "Dian" </script><script>alert(1)</script>' where id = 'kampus-demo'` as never,
  );
  aplikasi = await buildApp(s.ctx, { appDir: dist });
  url = await aplikasi.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await aplikasi?.close();
  await s?.close();
  rmSync(dist, { recursive: true, force: true });
});

const csp = (h: Headers) =>
  Object.fromEntries(
    (h.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([nama, ...nilai]) => [nama, nilai]),
  );

describe("the apps' HTML", () => {
  it('is served under a strict policy, never framed, with the runtime settings in a meta element', async () => {
    const res = await fetch(`${url}/kelas/20251_K1_IF101_A`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const kebijakan = csp(res.headers);
    expect(kebijakan['script-src']).toEqual(["'self'"]);
    // Styles: our own files, and the elements React Aria adds with this page's nonce.
    const nonce = html.match(/<meta name="csp-nonce" content="([A-Za-z0-9+/=]{24})">/)?.[1];
    expect(kebijakan['style-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(kebijakan['object-src']).toEqual(["'none'"]);
    expect(kebijakan['frame-ancestors']).toEqual(["'none'"]);
    expect(kebijakan['default-src']).toEqual(["'self'"]);
    // What the built apps load besides their own files: the logo as a data: URL, previews of
    // chosen files as blob:, images linked in rich text, the live streams and the viewers.
    expect(kebijakan['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http:']);
    expect(kebijakan['connect-src']).toEqual(["'self'"]);
    expect(kebijakan['frame-src']).toEqual([
      "'self'",
      'https://docs.google.com',
      'https://*.zoom.us',
      'https://meet.google.com',
      'https://teams.microsoft.com',
    ]);
    expect(kebijakan['font-src']).toEqual(["'self'", 'data:']);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    // No inline script at all: the only script is the app's own file.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" src="/assets/app.js"></script>');
    const meta = html.match(/<meta name="kampus-runtime" content="([^"]*)">/)?.[1];
    expect(meta).toBeDefined();
    expect(meta).not.toMatch(/[<>"]/);
    const runtime = JSON.parse(
      meta!
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
    expect(runtime).toEqual({
      collegeId: 'kampus-demo',
      namaPerguruanTinggi: 'Univ "Dian" </script><script>alert(1)</script>',
    });
  });

  it('gives every page a nonce of its own, and never serves index.html without its settings', async () => {
    const nonce = async (alamat: string) =>
      (await (await fetch(alamat)).text()).match(/name="csp-nonce" content="([^"]+)"/)?.[1];
    const [a, b, c] = await Promise.all([
      nonce(`${url}/beranda`),
      nonce(`${url}/beranda`),
      nonce(`${url}/index.html`),
    ]);
    expect(a).toBeDefined();
    expect(c).toBeDefined();
    expect(new Set([a, b, c]).size).toBe(3);
  });

  it('serves the built files under the same headers', async () => {
    const res = await fetch(`${url}/assets/app.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(csp(res.headers)['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('API answers', () => {
  it('are not sniffed, and tokens and the user are never cached', async () => {
    const login = await fetch(`${url}/v2/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'college-id': 'kampus-demo' },
      body: JSON.stringify({ grant_type: 'password', username: 'dosen01', password: 'dosen123' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    expect(login.headers.get('x-content-type-options')).toBe('nosniff');
    const { access_token } = ((await login.json()) as { data: { access_token: string } }).data;
    const user = await fetch(`${url}/v2/user_info`, {
      headers: { 'college-id': 'kampus-demo', authorization: `Bearer ${access_token}` },
    });
    expect(user.status).toBe(200);
    expect(user.headers.get('cache-control')).toBe('no-store');
    expect(user.headers.get('x-content-type-options')).toBe('nosniff');
    // An API answer is never a page: nothing may load in its name, nothing may frame it, and
    // it carries none of the document headers a page gets.
    expect(csp(user.headers)).toEqual({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
    expect(user.headers.get('x-frame-options')).toBe('DENY');
    expect(user.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(user.headers.get('x-dns-prefetch-control')).toBeNull();
    const salah = await fetch(`${url}/v2/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'college-id': 'kampus-demo' },
      body: JSON.stringify({ grant_type: 'password', username: 'dosen01', password: 'salah' }),
    });
    expect(salah.status).toBe(401);
    expect(salah.headers.get('cache-control')).toBe('no-store');
  });
});

describe('stored files', () => {
  it('may be framed by our own pages only, and never run as a page', async () => {
    const { access_token } = await s.login('dosen');
    const fd = new FormData();
    fd.append('service_id', 'lms');
    fd.append('dir', 'gambar');
    fd.append('file', new Blob([contohPng()], { type: 'image/png' }), 'diagram.png');
    const unggah = await fetch(`${url}/v2/storager`, {
      method: 'POST',
      body: fd,
      headers: { 'college-id': 'kampus-demo', authorization: `Bearer ${access_token}` },
    });
    const berkas = await fetch(url + ((await unggah.json()) as { data: { url: string } }).data.url);
    expect(berkas.status).toBe(200);
    expect(berkas.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const kebijakan = csp(berkas.headers);
    expect(kebijakan['frame-ancestors']).toEqual(["'self'"]);
    expect(kebijakan.sandbox).toEqual([]);
    expect(kebijakan['default-src']).toEqual(["'none'"]);
    expect(berkas.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
