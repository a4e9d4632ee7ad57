import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buatAdapterSikadHttp } from '../platform/sikad';

// The simulator as its own process (main.ts): the port and data file from the environment, a
// restart keeps the data, and a push cut off with cara 'mati' ends the process.

const akarServer = fileURLToPath(new URL('../..', import.meta.url));
const proses: ChildProcess[] = [];
const folder: string[] = [];
afterEach(() => {
  for (const p of proses.splice(0)) if (p.exitCode === null) p.kill('SIGKILL');
  for (const f of folder.splice(0)) rmSync(f, { recursive: true, force: true });
});

async function portBebas(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return port;
}

/** Starts main.ts and resolves once it says it listens. */
function jalankan(env: Record<string, string>) {
  const anak = spawn(process.execPath, ['--import', 'tsx', 'src/sikad-simulator/main.ts'], {
    cwd: akarServer,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proses.push(anak);
  let keluaran = '';
  const siap = new Promise<string>((resolve, reject) => {
    anak.stdout?.on('data', (d: Buffer) => {
      keluaran += d.toString();
      if (keluaran.includes('berjalan di')) resolve(keluaran);
    });
    anak.stderr?.on('data', (d: Buffer) => {
      keluaran += d.toString();
    });
    anak.on('exit', (kode) => reject(new Error(`keluar ${kode}: ${keluaran}`)));
  });
  const selesai = new Promise<number | null>((r) => anak.on('exit', (kode) => r(kode)));
  return { anak, siap, selesai };
}

describe('simulator main', () => {
  it('listens on SIKAD_SIMULATOR_PORT, keeps SIKAD_SIMULATOR_DATA across a restart, dies when told', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sikad-main-'));
    folder.push(dir);
    const port = await portBebas();
    const env = {
      SIKAD_SIMULATOR_PORT: String(port),
      SIKAD_SIMULATOR_DATA: path.join(dir, 'sikad.json'),
      SIKAD_TOKEN: 'rahasia-main',
    };
    const pertama = jalankan(env);
    expect(await pertama.siap).toContain(`http://127.0.0.1:${port}`);
    const a = buatAdapterSikadHttp({
      url: `http://127.0.0.1:${port}`,
      token: 'rahasia-main',
      ulangi: 0,
    });
    const baris = [1, 2, 3].map((i) => ({
      nim: `${i}`,
      komponen: 'uts',
      nilai: 70 + i,
      nilai_lama: null,
    }));
    await a.kirimNilai('K1', baris.slice(0, 1), 'kunci-main-1');

    const atur = await fetch(`http://127.0.0.1:${port}/_kontrol/gagal-setelah`, {
      method: 'POST',
      headers: { 'x-sikad-token': 'rahasia-main', 'content-type': 'application/json' },
      body: JSON.stringify({ baris: 1, cara: 'mati' }),
    });
    expect(atur.status).toBe(200);
    await expect(a.kirimNilai('K1', baris, 'kunci-main-2')).rejects.toMatchObject({
      jenis: 'terputus',
    });
    expect(await pertama.selesai).toBe(1);

    const kedua = jalankan(env);
    await kedua.siap;
    expect(await a.kirimNilai('K1', baris, 'kunci-main-2')).toMatchObject({
      diterapkan: 2,
      sudah_diterapkan: 1,
    });
    expect((await a.bacaNilai('K1')).map((n) => n.nilai)).toEqual([71, 72, 73]);
    kedua.anak.kill('SIGTERM');
    expect(await kedua.selesai).toBe(0);
  });

  it('refuses a bad port', async () => {
    const { siap } = jalankan({ SIKAD_SIMULATOR_PORT: 'empat' });
    await expect(siap).rejects.toThrow('SIKAD_SIMULATOR_PORT harus bilangan bulat >= 0');
  });
});
