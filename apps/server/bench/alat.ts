import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server: where build.mjs and the built files live. */
export const dirServer = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds `entri` (relative to apps/server) with build.mjs into dist/bench and answers the built
 * file's path: the benches measure the server as `npm start` runs it, bundled and run by node,
 * not through tsx (whose loader thread and helpers add their own work and ~90 MB).
 */
export function bangun(entri: string): string {
  const r = spawnSync(process.execPath, ['build.mjs', entri, 'dist/bench'], {
    cwd: dirServer,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error(`build ${entri} gagal`);
  return path.join(dirServer, 'dist/bench', `${path.basename(entri, '.ts')}.js`);
}

/** A TCP port free on 127.0.0.1 right now (for the processes a bench starts). */
export function portBebas(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject()));
    });
  });
}

/** CPU time (user + system, ms) a process and every process it started have used so far:
 * the bench starts the server through tsx, which runs it in a child of its own. */
export function cpuPohonMs(pid: number): number {
  const tik = 100; // USER_HZ on Linux
  let total = 0;
  const kunjungi = (p: number) => {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${p}/stat`, 'utf8');
    } catch {
      return;
    }
    // Fields after the command name (which may hold spaces) in parentheses: utime is the 14th
    // field of the line, stime the 15th.
    const kolom = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    total += ((Number(kolom[11]) + Number(kolom[12])) * 1000) / tik;
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${p}/task`);
    } catch {}
    for (const t of tasks) {
      let anak = '';
      try {
        anak = readFileSync(`/proc/${p}/task/${t}/children`, 'utf8');
      } catch {}
      for (const c of anak.split(' ').filter(Boolean)) kunjungi(Number(c));
    }
  };
  kunjungi(pid);
  return total;
}
