import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dirServer, hentikanAnak } from './anak';
import { createPostgresDatabase } from './harness';

// Issue 21 item 7: `npm run start:cluster` keeps the other instances serving when one dies, and
// starts the dead one again, as a process supervisor would. The real script, on a build of the
// server of its own (apps/server/dist/uji-klaster, ~1 s), the apps left out.

const postgres = process.env.KAMPUS_TEST_DB === 'postgres';
const root = path.resolve(dirServer, '../..');

/** A free run of `n` ports (the cluster takes PORT + 2k and STAFF_PORT + 2k). */
async function portBerurutan(n: number): Promise<number> {
  for (;;) {
    const awal = 20_000 + Math.floor(Math.random() * 30_000);
    const server: net.Server[] = [];
    try {
      for (let i = 0; i < n; i++) {
        const s = net.createServer();
        await new Promise<void>((ok, gagal) => {
          s.once('error', gagal);
          s.listen(awal + i, '127.0.0.1', ok);
        });
        server.push(s);
      }
      return awal;
    } catch {
    } finally {
      for (const s of server) await new Promise((r) => s.close(r));
    }
  }
}

async function sehat(port: number) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/health`)).status === 200;
  } catch {
    return false;
  }
}

describe.skipIf(!postgres)('npm run start:cluster', () => {
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let skrip: ChildProcess | undefined;
  const folder = mkdtempSync(path.join(tmpdir(), 'kampus-uji-klaster-'));
  afterAll(async () => {
    if (skrip) await hentikanAnak({ proses: skrip }, 'SIGKILL');
    await pgDb?.drop();
    rmSync(folder, { recursive: true, force: true });
    rmSync(path.join(dirServer, 'dist/uji-klaster'), { recursive: true, force: true });
  });

  it('keeps the other instance serving when one dies, and starts the dead one again', async () => {
    const build = spawnSync(process.execPath, ['build.mjs', 'src/main.ts', 'dist/uji-klaster'], {
      cwd: dirServer,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    pgDb = await createPostgresDatabase({ terisi: true });
    const port = await portBerurutan(4);
    let log = '';
    skrip = spawn(process.execPath, ['scripts/start-cluster.mjs', '--tanpa-build'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: pgDb.url,
        KAMPUS_INSTANS: '2',
        PORT: String(port),
        STAFF_PORT: String(port + 1),
        KAMPUS_SERVER_MAIN: 'apps/server/dist/uji-klaster/main.js',
        JWT_SECRET: 'rahasia-uji-yang-panjangnya-lebih-dari-32-karakter',
        DATA_DIR: folder,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const s of [skrip.stdout, skrip.stderr]) {
      s?.on('data', (d) => {
        log += d;
      });
    }
    const tunggu = async (cek: () => boolean | Promise<boolean>, ms: number, apa: string) => {
      const batas = Date.now() + ms;
      while (!(await cek())) {
        if (Date.now() > batas) throw new Error(`${apa} tidak terjadi:\n${log}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    await tunggu(() => log.includes('2 instans siap'), 90_000, 'klaster siap');
    const pidKedua = Number(log.match(/\[instans 2\] pid (\d+)/)?.[1]);
    expect(pidKedua).toBeGreaterThan(0);

    // The second instance crashes; the first answers every request meanwhile.
    process.kill(pidKedua, 'SIGKILL');
    let gagal = 0;
    let dijawab = 0;
    await tunggu(
      async () => {
        if (await sehat(port)) dijawab++;
        else gagal++;
        return sehat(port + 2);
      },
      60_000,
      'instans 2 kembali',
    );
    expect(gagal).toBe(0);
    expect(dijawab).toBeGreaterThan(0);
    expect(log).toMatch(/\[instans 2\] berhenti \(SIGKILL\); instans lain tetap melayani/);
    const pidBaru = [...log.matchAll(/\[instans 2\] pid (\d+)/g)].map((m) => Number(m[1]));
    expect(pidBaru).toHaveLength(2);
    expect(await sehat(port + 1)).toBe(true);
    expect(await sehat(port + 3)).toBe(true);
    expect(skrip.exitCode).toBeNull();

    // Stopping the cluster stops every instance.
    await new Promise<void>((r) => {
      skrip?.once('exit', () => r());
      skrip?.kill('SIGTERM');
    });
    expect(skrip.exitCode).toBe(0);
    const hidup = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    expect(pidBaru.filter(hidup)).toEqual([]);
  }, 180_000);
});
