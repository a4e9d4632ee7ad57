// The load generator's shared parts for the storm benches (bench/ujian.ts, bench/tugas.ts): a
// seeded random source, latency records and their summary, keep-alive HTTP, and the bare route
// at a fixed rate (the baseline measured in the same run).
import http from 'node:http';

export const BATAS_PERMINTAAN_MS = 30_000;

/** mulberry32: the same schedule and answers on every run of a seed. */
export function acak(benih: number) {
  let a = benih >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const tidur = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/** Latencies (ms) and failures of one kind of call. */
export class Catatan {
  ms: number[] = [];
  /** When each was sent (ms since the storm began), for the timeline. */
  pada: number[] = [];
  non2xx = 0;
  galat = 0;
  status = new Map<string, number>();
  catat(ms: number, pada: number) {
    this.ms.push(ms);
    this.pada.push(pada);
  }
  gagal(kunci: string, jaringan: boolean) {
    if (jaringan) this.galat++;
    else this.non2xx++;
    this.status.set(kunci, (this.status.get(kunci) ?? 0) + 1);
  }
}

export function persentil(xs: number[], q: number) {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] as number;
}

export function ringkas(c: Catatan) {
  const r = (x: number) => Math.round(x * 10) / 10;
  return {
    jumlah: c.ms.length + c.galat,
    p50: r(persentil(c.ms, 0.5)),
    p99: r(persentil(c.ms, 0.99)),
    maks: r(persentil(c.ms, 1)),
    non2xx: c.non2xx,
    galat: c.galat,
    ...(c.status.size > 0 ? { kegagalan: Object.fromEntries(c.status) } : {}),
    /** The five slowest: latency and when sent (s into the storm). */
    terlambat: c.ms
      .map((ms, i) => ({ ms: r(ms), pada: r((c.pada[i] as number) / 1000) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5),
  };
}

/**
 * The load generator's HTTP: node:http over keep-alive sockets (as many as are in flight; an
 * idle one is closed after 20 s, before the server's 72 s). Measured here against the bare
 * route: ~0.1 ms of CPU per request, where fetch with AbortSignal.timeout took ~0.55 ms, on
 * the same two cores as the server.
 */
export const agen = new http.Agent({
  keepAlive: true,
  maxSockets: Number.POSITIVE_INFINITY,
  timeout: 20_000,
});

export function minta(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; teks: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent: agen,
        headers:
          body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let teks = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => {
          teks += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, teks }));
        res.on('error', reject);
      },
    );
    // A request still unanswered after BATAS_PERMINTAAN_MS counts as a network error.
    const batas = setTimeout(
      () => req.destroy(Object.assign(new Error('batas waktu'), { name: 'TimeoutError' })),
      BATAS_PERMINTAAN_MS,
    );
    req.on('close', () => clearTimeout(batas));
    req.on('error', reject);
    req.end(body);
  });
}

/** GET `url` at a fixed rate for `detik` (open loop, as the storm sends): the bare baseline. */
export async function lajuTetap(url: string, rps: number, detik: number) {
  const c = new Catatan();
  const antara = 1000 / rps;
  const t0 = performance.now();
  const jalan: Promise<void>[] = [];
  for (let i = 0; i < rps * detik; i++) {
    await tidur(t0 + i * antara - performance.now());
    const t = performance.now();
    jalan.push(
      minta(url, 'GET', {})
        .then((res) => {
          c.catat(performance.now() - t, t - t0);
          if (res.status >= 300) c.gagal(String(res.status), false);
        })
        .catch((e: Error) => c.gagal(e.name, true)),
    );
  }
  await Promise.all(jalan);
  return c;
}
