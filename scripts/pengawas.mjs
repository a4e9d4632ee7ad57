// Keeps several server processes running, as a process supervisor (systemd, PM2) would: a
// process that dies is started again after a back-off (1 s, doubling up to 30 s while it keeps
// dying soon after its start), and the others go on serving meanwhile. Used by
// scripts/start-cluster.mjs.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** A process that served this long before it died starts over from the shortest back-off. */
const STABIL_MS = 60_000;

/**
 * Starts `jumlah` processes one after the other (`perintah(k)` gives process k's command), each
 * ready once a line of its output passes `siap(line)`. Resolves `siapSemua` once all are ready
 * the first time; rejects it (and stops the others) when one dies before that, a start that
 * cannot work (a wrong DATABASE_URL, a port in use) rather than a crash.
 *
 * @param {{
 *   jumlah: number,
 *   perintah: (k: number) => { cmd: string, args: string[], cwd?: string, env?: NodeJS.ProcessEnv },
 *   siap: (line: string) => boolean,
 *   jedaAwalMs?: number,
 *   jedaMaksMs?: number,
 * }} opsi
 */
export function awasi({ jumlah, perintah, siap, jedaAwalMs = 1000, jedaMaksMs = 30_000 }) {
  /** @type {{ anak: import('node:child_process').ChildProcess | null, jeda: number, timer: NodeJS.Timeout | null, pernahSiap: boolean }[]} */
  const instans = Array.from({ length: jumlah }, () => ({
    anak: null,
    jeda: jedaAwalMs,
    timer: null,
    pernahSiap: false,
  }));
  let berhenti = false;

  /** Starts process k; resolves once it is ready, rejects if it dies before. */
  function jalankan(k) {
    const label = `[instans ${k + 1}]`;
    const i = instans[k];
    const { cmd, args, cwd, env } = perintah(k);
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const mulai = Date.now();
    i.anak = child;
    console.log(`${label} pid ${child.pid}`);
    return new Promise((resolve, reject) => {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: stream }).on('line', (line) => {
          out.write(`${label} ${line}\n`);
          if (siap(line)) {
            i.pernahSiap = true;
            resolve(undefined);
          }
        });
      }
      child.on('exit', (code, signal) => {
        if (i.anak === child) i.anak = null;
        const sebab = signal ?? code;
        reject(new Error(`${label} berhenti (${sebab}) sebelum siap`));
        if (berhenti || !i.pernahSiap) return;
        // Died after serving: started again, sooner when it had been up a while.
        if (Date.now() - mulai >= STABIL_MS) i.jeda = jedaAwalMs;
        console.error(
          `${label} berhenti (${sebab}); instans lain tetap melayani, dijalankan lagi dalam ${i.jeda / 1000} s.`,
        );
        i.timer = setTimeout(() => {
          i.timer = null;
          if (berhenti) return;
          jalankan(k).then(
            () => console.log(`${label} melayani lagi.`),
            () => {},
          );
        }, i.jeda);
        i.jeda = Math.min(i.jeda * 2, jedaMaksMs);
      });
    });
  }

  const siapSemua = (async () => {
    for (let k = 0; k < jumlah; k++) await jalankan(k);
  })();

  return {
    siapSemua,
    /** The running process k, or null while it is down. */
    anak: (k) => instans[k]?.anak ?? null,
    /** Stops every process with `signal` and waits for them to exit. */
    async hentikan(signal = 'SIGTERM') {
      berhenti = true;
      const menunggu = [];
      for (const i of instans) {
        if (i.timer) clearTimeout(i.timer);
        const c = i.anak;
        if (c && c.exitCode === null && c.signalCode === null) {
          menunggu.push(new Promise((r) => c.once('exit', r)));
          c.kill(signal);
        }
      }
      await Promise.all(menunggu);
    },
  };
}
