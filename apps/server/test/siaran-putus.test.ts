import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kelasKuliah } from '../src/db/schema';
import { siarkanEvent } from '../src/platform/sse';
import { DEMO_COLLEGE_ID } from '../src/seed/demo';
import { createPostgresDatabase, kelas } from './harness';
import { type Instans, mulaiInstans } from './instans';
import { bukaProksi } from './proksi';
import { bukaSse, tungguSampai } from './sse';

// Issue 21 item 5: an instance whose listening connection is cut must not serve what it cached
// while it could not hear the database's announcements. Instance B listens through a proxy the
// test cuts and keeps refusing; instance A (and plain SQL) write meanwhile.

const postgres = process.env.KAMPUS_TEST_DB === 'postgres';
const IF201 = kelas('IF201');

describe.skipIf(!postgres)('an instance whose listening connection is cut', () => {
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let proksi: Awaited<ReturnType<typeof bukaProksi>>;
  let a: Instans;
  let b: Instans;
  let token: string;

  beforeAll(async () => {
    pgDb = await createPostgresDatabase({ terisi: true });
    proksi = await bukaProksi(pgDb.url);
    a = await mulaiInstans(pgDb.url);
    b = await mulaiInstans(pgDb.url, { urlSiaran: proksi.url });
    token = await a.masuk('dosen');
  });
  afterAll(async () => {
    await b?.tutup();
    await a?.tutup();
    await proksi?.tutup();
    await pgDb?.drop();
  });

  const kapasitasDiB = async () => {
    const r = await b.panggil(`/v2/lms/kelas_kuliah/${IF201}`, { token });
    expect(r.status).toBe(200);
    return r.body.data.kapasitas as number;
  };
  const ubahKapasitas = (n: number) =>
    a.database.db.update(kelasKuliah).set({ kapasitas: n }).where(eq(kelasKuliah.id, IF201));

  it('reads through while it cannot listen, then caches again and tells open streams to refetch', async () => {
    await kapasitasDiB();
    const kena = b.ctx.cache.statistik.kena;
    await kapasitasDiB();
    expect(b.ctx.cache.statistik.kena).toBeGreaterThan(kena);

    // The listening connection drops and cannot come back for a while.
    proksi.tolak = true;
    proksi.putus();
    await tungguSampai(() => !b.ctx.siaran.mendengar);
    // A page opens B's event stream meanwhile (its first: B starts listening to events now).
    const aliran = await bukaSse(`${b.url}/lms/events?stream=sistem`, token);
    // A read during the outage, a write it cannot hear, and the next read.
    await kapasitasDiB();
    await ubahKapasitas(71);
    expect(await kapasitasDiB()).toBe(71);
    await ubahKapasitas(72);
    expect(await kapasitasDiB()).toBe(72);
    expect(aliran.lain()).toEqual([]);

    // Back: the stream is told to refetch (what was published meanwhile is lost), and the
    // cache keeps values again, fresh ones.
    proksi.tolak = false;
    await tungguSampai(() => b.ctx.siaran.mendengar, 5000);
    await tungguSampai(() => aliran.lain().length > 0);
    expect(aliran.lain()).toEqual([{ event: 'refetch', data: {} }]);
    expect(await kapasitasDiB()).toBe(72);
    const kenaLagi = b.ctx.cache.statistik.kena;
    expect(await kapasitasDiB()).toBe(72);
    expect(b.ctx.cache.statistik.kena).toBeGreaterThan(kenaLagi);
    await ubahKapasitas(73);
    await expect.poll(kapasitasDiB, { timeout: 2000 }).toBe(73);
    // And events from the other instance reach the stream again.
    await siarkanEvent(a.ctx, DEMO_COLLEGE_ID, 'time_changed', { id_ujian: 'u1' });
    await tungguSampai(() => aliran.lain().length > 1);
    expect(aliran.lain()[1]).toEqual({ event: 'time_changed', data: { id_ujian: 'u1' } });
    await aliran.tutup();
  });
});
