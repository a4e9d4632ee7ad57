import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contohPng, startTestServer, type TestServer, tokenSemua } from '../../../test/harness';
import { loadConfig } from '../../config';
import { bacaRentang } from './routes';
import { S3Storage } from './s3';
import { BerkasTerlaluBesar, buatStorageKey } from './storage';

// Uploads in an S3-compatible store (issue 12): tested against s3rver, a real S3 HTTP server
// (path-style, signature v4) running in this process on a loopback port.

const BUCKET = 'kampus-uji';
let s3: S3rver;
let endpoint: string;
let akar: string;
let spool: string;
let storage: S3Storage;

beforeAll(async () => {
  // The SDK's notice that its releases after January 2027 need Node 22 (README, Files).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  akar = mkdtempSync(path.join(tmpdir(), 'kampus-uji-s3-'));
  spool = mkdtempSync(path.join(tmpdir(), 'kampus-uji-spool-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: akar,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    DATA_DIR: 'memory://',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  storage = new S3Storage(config.s3!, { spoolDir: spool });
});
afterAll(async () => {
  storage?.tutup();
  await s3?.close();
  rmSync(akar, { recursive: true, force: true });
  rmSync(spool, { recursive: true, force: true });
});

/** Every key in the bucket. */
async function isiBucket() {
  const r = await storage.client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (r.Contents ?? []).map((o) => o.Key);
}

describe('S3_* settings', () => {
  it('use the local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).s3).toBeUndefined();
  });

  it('put the bucket in the path for an own endpoint unless told otherwise', () => {
    const c = loadConfig({ DATA_DIR: 'memory://', S3_BUCKET: 'b-1', S3_ENDPOINT: endpoint });
    expect(c.s3).toMatchObject({ bucket: 'b-1', region: 'us-east-1', forcePathStyle: true });
    expect(loadConfig({ DATA_DIR: 'memory://', S3_BUCKET: 'b-1' }).s3?.forcePathStyle).toBe(false);
    const virtual = loadConfig({
      DATA_DIR: 'memory://',
      S3_BUCKET: 'b-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(virtual.s3?.forcePathStyle).toBe(false);
  });

  it('refuse S3 settings without a bucket, or half a key pair, in Indonesian', () => {
    expect(() => loadConfig({ DATA_DIR: 'memory://', S3_ENDPOINT: endpoint })).toThrow(
      /S3_BUCKET: wajib diisi bila S3_ENDPOINT diset/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: 'memory://', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'x' }),
    ).toThrow(/isi keduanya/);
  });
});

describe('S3Storage', () => {
  it('writes, measures, reads (whole and a range), moves and deletes', async () => {
    const kunci = buatStorageKey('sementara', '.pdf');
    const isi = Buffer.from('%PDF-1.4 isi berkas');
    expect(await storage.simpan(kunci, Readable.from([isi]), 100)).toBe(isi.length);
    expect(await storage.ukuran(kunci)).toBe(isi.length);
    const tujuan = kunci.replace(/^sementara\//, 'materi/');
    await storage.pindah(kunci, tujuan);
    expect(await storage.ukuran(kunci)).toBeNull();
    expect(await buffer(storage.baca(tujuan))).toEqual(isi);
    expect((await buffer(storage.baca(tujuan, { awal: 1, akhir: 3 }))).toString()).toBe('PDF');
    await storage.hapus(tujuan);
    expect(await storage.ukuran(tujuan)).toBeNull();
    await expect(buffer(storage.baca(tujuan))).rejects.toThrow();
    expect(readdirSync(spool)).toEqual([]);
  });

  it('sends nothing to the bucket when the size or a check refuses the upload', async () => {
    const sebelum = await isiBucket();
    await expect(
      storage.simpan(buatStorageKey('materi', '.pdf'), Readable.from([Buffer.alloc(101)]), 100),
    ).rejects.toBeInstanceOf(BerkasTerlaluBesar);
    const tolak = new Transform({
      transform(_c, _e, done) {
        done(new Error('isi ditolak'));
      },
    });
    await expect(
      storage.simpan(buatStorageKey('materi', '.pdf'), Readable.from([Buffer.from('MZ')]), 100, [
        tolak,
      ]),
    ).rejects.toThrow('isi ditolak');
    expect(await isiBucket()).toEqual(sebelum);
    expect(readdirSync(spool)).toEqual([]);
  });
});

describe('Range header', () => {
  it.each([
    ['bytes=0-9', { awal: 0, akhir: 9 }],
    ['bytes=90-', { awal: 90, akhir: 99 }],
    ['bytes=-10', { awal: 90, akhir: 99 }],
    ['bytes=50-500', { awal: 50, akhir: 99 }],
    ['bytes=100-', 'tidak-terpenuhi'],
    ['bytes=0-1,5-6', null],
    [undefined, null],
  ])('%j of a 100-byte file is %j', (header, hasil) => {
    expect(bacaRentang(header, 100)).toEqual(hasil);
  });
});

describe('the server with S3_BUCKET set', () => {
  let s: TestServer;
  let t: Awaited<ReturnType<typeof tokenSemua>>;
  beforeAll(async () => {
    s = await startTestServer({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    t = await tokenSemua(s);
  });
  afterAll(() => s?.close());

  it('keeps an upload in the bucket, not on disk, and serves it whole and by range', async () => {
    const png = contohPng(5000);
    const fd = new FormData();
    fd.append('service_id', 'lms');
    fd.append('dir', 'gambar');
    fd.append('file', new Blob([png], { type: 'image/png' }), 'diagram.png');
    // A multipart upload: s.panggil sends JSON only.
    const res = await s.call('/v2/storager', { method: 'POST', token: t.dosen, body: fd });
    expect(res.status).toBe(200);
    const url: string = res.body.data.url;
    const kunci = url.split('?')[0]!.replace('/v2/storager/berkas/', '');
    expect(await isiBucket()).toContain(kunci);
    expect(readdirSync(s.ctx.config.storageDir, { recursive: true })).toEqual([]);

    const utuh = await fetch(s.url + url);
    expect(utuh.status).toBe(200);
    expect(utuh.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await utuh.arrayBuffer())).toEqual(png);

    const sebagian = await fetch(s.url + url, { headers: { range: 'bytes=4990-' } });
    expect(sebagian.status).toBe(206);
    expect(sebagian.headers.get('content-range')).toBe('bytes 4990-4999/5000');
    expect(Buffer.from(await sebagian.arrayBuffer())).toEqual(png.subarray(4990));

    const lewat = await fetch(s.url + url, { headers: { range: 'bytes=5000-' } });
    expect(lewat.status).toBe(416);
  });
});
