import { request } from 'node:http';
import { PESAN_BADAN_TERLALU_BESAR } from '@kampus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, tokenSemua } from '../../test/harness';

// Issue 21.4: a body over the size limit must reach the caller as the Indonesian message, not
// as a broken connection. A client that sends the whole body before reading (Node's fetch, a
// browser on some uploads) saw the socket closed under it when the server answered 413 from the
// length without reading the rest.

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
});
afterAll(() => s?.close());

describe('an oversized body is answered, not cut off (issue 21.4)', () => {
  it.each([
    ['2 MB', 2 * 1024 * 1024],
    ['16 MB', 16 * 1024 * 1024],
  ])(
    'a %s JSON body gets a 413 with its message, and the connection stays usable',
    async (_, n) => {
      const body = JSON.stringify({ judul: 'x', deskripsi: 'a'.repeat(n) });
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${s.url}/lms/ujian`, {
          method: 'POST',
          headers: {
            'college-id': 'kampus-demo',
            authorization: `Bearer ${t.dosen}`,
            'content-type': 'application/json',
          },
          body,
        });
        expect(res.status).toBe(413);
        expect(await res.json()).toEqual({
          status: { code: 413, message: PESAN_BADAN_TERLALU_BESAR },
          data: null,
        });
      }
      // The next ordinary call on the same keep-alive agent works.
      const ok = await s.call('/lms/ujian?per_page=1', { token: t.dosen });
      expect(ok.status).toBe(200);
    },
  );
});

describe('an oversized upload is answered, not cut off (issue 21.4)', () => {
  it.each([
    ['20 MB', 20 * 1024 * 1024],
    ['80 MB', 80 * 1024 * 1024],
  ])('a %s answer attachment gets a 413 with its message', async (_, n) => {
    const isi = Buffer.alloc(n, 0x20);
    Buffer.from('%PDF-1.4\n').copy(isi);
    const fd = new FormData();
    fd.append('service_id', 'lms');
    fd.append('dir', 'jawaban_ujian');
    fd.append('file', new Blob([isi], { type: 'application/pdf' }), 'jawaban.pdf');
    const res = await s.call('/v2/storager', { method: 'POST', token: t.mahasiswa, body: fd });
    expect(res.status).toBe(413);
    // Spec 8, the 'uploader' variant of the storage call.
    expect(res.body.status.message).toBe('Maximum file size is 10.24 MB');
  });
});

/**
 * Sends `total` bytes in 64 KB chunks with a pause between them, as a phone on a slow uplink does,
 * and settles once the whole body was sent and the answer read: with the answer, or with the
 * first socket error (a reset while still sending is what a browser reports as a network error).
 */
function kirimPelan(url: string, token: string, total: number, berpotong = false) {
  return new Promise<{ status?: number; body?: string; galat?: string }>((selesai) => {
    const u = new URL('/lms/ujian', url);
    let galat: string | undefined;
    let jawaban: { status?: number; body: string } | null = null;
    let terkirimSemua = false;
    const cobaSelesai = () => {
      if (galat) selesai({ galat });
      else if (jawaban && terkirimSemua) selesai(jawaban);
    };
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        headers: {
          'college-id': 'kampus-demo',
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          ...(berpotong ? {} : { 'content-length': total }),
        },
      },
      (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => {
          jawaban = { status: res.statusCode, body };
          cobaSelesai();
        });
      },
    );
    req.on('error', (e) => {
      galat ??= (e as NodeJS.ErrnoException).code ?? e.message;
      cobaSelesai();
    });
    const potong = Buffer.alloc(64 * 1024, 0x61);
    let terkirim = 0;
    const kirim = () => {
      if (galat) return;
      if (terkirim >= total) {
        req.end(() => {
          terkirimSemua = true;
          cobaSelesai();
        });
        return;
      }
      const n = Math.min(potong.length, total - terkirim);
      terkirim += n;
      req.write(potong.subarray(0, n), () => setTimeout(kirim, 5));
    };
    kirim();
  });
}

describe('a slow client sending an oversized body (issue 21.4)', () => {
  it.each([
    ['with its length', false],
    ['chunked', true],
  ])('%s: still reads the 413 and its message after sending the rest', async (_, berpotong) => {
    const hasil = await kirimPelan(s.url, t.dosen, 3 * 1024 * 1024, berpotong);
    expect(hasil.galat).toBeUndefined();
    expect(hasil.status).toBe(413);
    expect(JSON.parse(hasil.body ?? '{}')).toEqual({
      status: { code: 413, message: PESAN_BADAN_TERLALU_BESAR },
      data: null,
    });
  });
});
