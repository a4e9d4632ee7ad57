import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_COLLEGE_ID } from '../src/seed/demo';
import { LOGIN } from './harness';

// Real server processes for the tests that kill one (test/server-anak.ts under tsx): a crash or
// a pulled plug is a SIGKILL, with no shutdown at all.

export const dirServer = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Anak {
  proses: ChildProcess;
  url: string;
}

/** Starts test/server-anak.ts with `env` and resolves once it serves. */
export function mulaiAnak(env: Record<string, string>): Promise<Anak> {
  const proses = spawn(process.execPath, ['--import', 'tsx', 'test/server-anak.ts'], {
    cwd: dirServer,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  return new Promise((resolve, reject) => {
    const batas = setTimeout(() => reject(new Error(`server tidak siap:\n${log}`)), 60_000);
    proses.stderr?.on('data', (d) => {
      log += d;
    });
    proses.stdout?.on('data', (d) => {
      log += d;
      const m = String(log).match(/SIAP (http:\/\/\S+)/);
      if (m?.[1]) {
        clearTimeout(batas);
        resolve({ proses, url: m[1] });
      }
    });
    proses.on('exit', (code) => {
      clearTimeout(batas);
      reject(new Error(`server berhenti (${code}):\n${log}`));
    });
  });
}

/** Stops a child process with `sinyal` and waits for it to exit. */
export function hentikanAnak(a: { proses: ChildProcess }, sinyal: NodeJS.Signals) {
  return new Promise<void>((resolve) => {
    if (a.proses.exitCode !== null || a.proses.signalCode !== null) return resolve();
    a.proses.removeAllListeners('exit');
    a.proses.on('exit', () => resolve());
    a.proses.kill(sinyal);
  });
}

/** A JSON call with the demo college. */
export async function panggil(url: string, p: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init;
  const res = await fetch(url + p, {
    ...rest,
    headers: {
      'college-id': DEMO_COLLEGE_ID,
      ...(rest.body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: res.status, body: (await res.json()) as any };
}

export async function masuk(url: string, who: keyof typeof LOGIN) {
  const r = await panggil(url, '/v2/access_token', {
    method: 'POST',
    body: JSON.stringify({ grant_type: 'password', ...LOGIN[who] }),
  });
  return r.body.data.access_token as string;
}
