import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KANAL_DATA } from '../src/db/perubahan';
import { KANAL_EVENT } from '../src/platform/sse';
import { dirServer } from './anak';
import { createPostgresDatabase, kelas } from './harness';
import { type Instans, mulaiInstans } from './instans';
import { bukaSse, tungguSampai } from './sse';

// Issue 21 item 9: data changed with the change triggers disabled (as a restore may do) is
// announced to no instance; `npm run cache:kosongkan -w @kampus/server` makes every instance on
// the database forget its read cache, and the pages open on them refetch.

const postgres = process.env.KAMPUS_TEST_DB === 'postgres';
const IF201 = kelas('IF201');

describe.skipIf(!postgres)('npm run cache:kosongkan', () => {
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let a: Instans;
  let b: Instans;
  let token: string;

  beforeAll(async () => {
    pgDb = await createPostgresDatabase({ terisi: true });
    a = await mulaiInstans(pgDb.url);
    b = await mulaiInstans(pgDb.url);
    token = await a.masuk('dosen');
  });
  afterAll(async () => {
    await b?.tutup();
    await a?.tutup();
    await pgDb?.drop();
  });

  const kapasitas = async (i: Instans) =>
    (await i.panggil(`/v2/lms/kelas_kuliah/${IF201}`, { token })).body.data.kapasitas as number;

  it('names the channels the server listens on', () => {
    const skrip = readFileSync(path.join(dirServer, 'scripts/kosongkan-cache.mjs'), 'utf8');
    expect(skrip).toContain(`pg_notify('${KANAL_DATA}', '*')`);
    expect(skrip).toContain(`pg_notify('${KANAL_EVENT}', $1)`);
  });

  it('makes every instance read again what was changed with the triggers disabled', async () => {
    const awal = await kapasitas(a);
    expect(await kapasitas(b)).toBe(awal);
    const aliran = await bukaSse(`${b.url}/lms/events?stream=sistem`, token);

    // As a restore with --disable-triggers writes: no announcement.
    const klien = new pg.Client({ connectionString: pgDb.url });
    await klien.connect();
    await klien.query("SET session_replication_role = 'replica'");
    await klien.query('UPDATE kelas_kuliah SET kapasitas = $1 WHERE id = $2', [awal + 9, IF201]);
    await klien.end();
    expect(await kapasitas(a)).toBe(awal);
    expect(await kapasitas(b)).toBe(awal);

    const r = spawnSync('npm', ['run', '-s', 'cache:kosongkan', '-w', '@kampus/server'], {
      cwd: dirServer,
      env: { ...process.env, DATABASE_URL: pgDb.url },
      encoding: 'utf8',
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('dikosongkan');
    await expect.poll(() => kapasitas(a), { timeout: 2000 }).toBe(awal + 9);
    await expect.poll(() => kapasitas(b), { timeout: 2000 }).toBe(awal + 9);
    await tungguSampai(() => aliran.lain().length > 0);
    expect(aliran.lain()).toEqual([{ event: 'refetch', data: {} }]);
    await aliran.tutup();
  });
});
