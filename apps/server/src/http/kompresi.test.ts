import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { buildApp } from '../app';
import { AMBANG_KOMPRESI_BYTE } from './kompresi';

// Compression (issue 23): the built apps' files as the build compressed them, by the browser's
// accept-encoding, with their cache headers; the API's large JSON answers compressed on the fly,
// the small hot ones (an exam read or save) sent as they are.

let s: TestServer;
let aplikasi: FastifyInstance;
let url: string;
let dist: string;
const skrip = `export const teks = ${JSON.stringify('LMS Mahasiswa '.repeat(400))};\n`;
beforeAll(async () => {
  s = await startTestServer();
  dist = mkdtempSync(path.join(tmpdir(), 'kampus-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>LMS Mahasiswa</title><script type="module" src="/assets/index-AbCd1234.js"></script></head><body><div id="root"></div></body></html>',
  );
  const berkas = path.join(dist, 'assets', 'index-AbCd1234.js');
  writeFileSync(berkas, skrip);
  writeFileSync(`${berkas}.br`, brotliCompressSync(skrip));
  writeFileSync(`${berkas}.gz`, gzipSync(skrip));
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  aplikasi = await buildApp(s.ctx, { appDir: dist });
  url = await aplikasi.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await aplikasi?.close();
  await s?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The bytes as they come on the wire (fetch would decode them). */
function ambil(alamat: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(alamat, { headers }, (res) => {
        const potongan: Buffer[] = [];
        res.on('data', (d: Buffer) => potongan.push(d));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(potongan),
          }),
        );
        res.on('error', reject);
      })
        .on('error', reject)
        .end();
    },
  );
}

describe("the apps' files", () => {
  it('come in brotli or gzip as the browser accepts, immutable, varying by accept-encoding', async () => {
    const br = await ambil(`${url}/assets/index-AbCd1234.js`, { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(skrip);
    expect(br.body.length).toBeLessThan(skrip.length / 10);

    const gz = await ambil(`${url}/assets/index-AbCd1234.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(skrip);

    const polos = await ambil(`${url}/assets/index-AbCd1234.js`);
    expect(polos.status).toBe(200);
    expect(polos.headers['content-encoding']).toBeUndefined();
    expect(polos.headers.vary).toMatch(/accept-encoding/i);
    expect(polos.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(polos.body.toString()).toBe(skrip);
  });

  it('index.html and the service worker are checked on each use, never cached stale', async () => {
    for (const alamat of ['/', '/login', '/index.html', '/kelas/20251_K1_IF101_A']) {
      const halaman = await ambil(`${url}${alamat}`, { 'accept-encoding': 'br, gzip' });
      expect(halaman.status, alamat).toBe(200);
      expect(halaman.headers['cache-control'], alamat).toBe('no-cache');
      expect(halaman.body.toString(), alamat).toContain('<title>LMS Mahasiswa</title>');
    }
    const sw = await ambil(`${url}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
  });
});

describe("the API's answers", () => {
  it('a large JSON answer is compressed, a small one is not', async () => {
    const { access_token } = await s.login('operator');
    const headers = {
      'college-id': 'kampus-demo',
      authorization: `Bearer ${access_token}`,
      'accept-encoding': 'br, gzip',
    };
    const besar = await ambil(`${url}/v1/mahasiswa_aktif_per_periode?periode=20251`, headers);
    expect(besar.status).toBe(200);
    expect(besar.headers['content-encoding']).toBe('br');
    expect(besar.headers.vary).toMatch(/accept-encoding/i);
    const json = brotliDecompressSync(besar.body);
    expect(json.length).toBeGreaterThanOrEqual(AMBANG_KOMPRESI_BYTE);
    expect(JSON.parse(json.toString()).status).toBeDefined();
    expect(besar.body.length).toBeLessThan(json.length / 3);
    // Without accept-encoding the same answer comes as it is.
    const { 'accept-encoding': _, ...tanpa } = headers;
    const polos = await ambil(`${url}/v1/mahasiswa_aktif_per_periode?periode=20251`, tanpa);
    expect(polos.headers['content-encoding']).toBeUndefined();
    expect(polos.body.equals(json)).toBe(true);

    const kecil = await ambil(`${url}/v2/user_info`, headers);
    expect(kecil.status).toBe(200);
    expect(kecil.body.length).toBeLessThan(AMBANG_KOMPRESI_BYTE);
    expect(kecil.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(kecil.body.toString())).toBeDefined();
  });
});
