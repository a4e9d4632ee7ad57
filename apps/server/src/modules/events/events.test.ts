import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, tokenSemua } from '../../../test/harness';
import { bukaSse, tungguSampai } from '../../../test/sse';
import { jumlahAliran, siarkanEvent } from '../../platform/sse';

// Events reach the open streams of their college through the database's notifications, and
// one clock ticks for every stream of the process (issue 12).

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
});
afterAll(() => s?.close());

const URL_SISTEM = () => `${s.url}/lms/events?stream=sistem`;

describe('siarkanEvent', () => {
  it("writes an event to every open stream of the college, and not to another college's", async () => {
    const [satu, dua] = [
      await bukaSse(URL_SISTEM(), t.mahasiswa),
      await bukaSse(URL_SISTEM(), t.dosen),
    ];
    await siarkanEvent(s.ctx, 'kampus-lain', 'time_changed', { id_ujian: 'x' });
    await siarkanEvent(s.ctx, 'kampus-demo', 'time_changed', { id_ujian: 'u1' });
    await tungguSampai(() => satu.lain().length > 0 && dua.lain().length > 0);
    expect(satu.lain()).toEqual([{ event: 'time_changed', data: { id_ujian: 'u1' } }]);
    expect(dua.lain()).toEqual([{ event: 'time_changed', data: { id_ujian: 'u1' } }]);
    await satu.tutup();
    await dua.tutup();
  });

  it('sends an event for one topic only to the streams of that topic', async () => {
    const c = await bukaSse(URL_SISTEM(), t.mahasiswa);
    await siarkanEvent(s.ctx, 'kampus-demo', 'time_changed', { id: 1 }, { topik: 'ujian:9' });
    await siarkanEvent(s.ctx, 'kampus-demo', 'pengumuman', { id: 2 }, { topik: 'sistem' });
    await tungguSampai(() => c.lain().length > 0);
    expect(c.lain()).toEqual([{ event: 'pengumuman', data: { id: 2 } }]);
    await c.tutup();
  });

  it('refuses an event too large for a notification', async () => {
    await expect(
      siarkanEvent(s.ctx, 'kampus-demo', 'besar', { isi: 'x'.repeat(9000) }),
    ).rejects.toThrow(/terlalu besar/);
  });
});

describe('the clock', () => {
  it('ticks every open stream from one timer, and forgets a stream that closed', async () => {
    const klien = await Promise.all(
      Array.from({ length: 5 }, () => bukaSse(URL_SISTEM(), t.mahasiswa)),
    );
    expect(jumlahAliran(s.ctx)).toBe(5);
    // The first event comes on connect; later ones from the shared ticker, the same instant
    // for every stream.
    await tungguSampai(() => klien.every((k) => k.events.length >= 3), 4000);
    const detak = klien.map(
      (k) => new Set(k.events.slice(1).map((e) => (e.data as { waktu: string }).waktu)),
    );
    const bersama = [...(detak[0] ?? [])].filter((w) => detak.every((d) => d.has(w)));
    expect(bersama.length).toBeGreaterThan(0);
    for (const k of klien) await k.tutup();
    await tungguSampai(() => jumlahAliran(s.ctx) === 0);
  });
});
