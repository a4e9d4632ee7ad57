import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { jawaban, pengerjaan } from '../src/db/schema';
import { DEMO_COLLEGE_ID } from '../src/seed/demo';
import { createPostgresDatabase, kelas, LOGIN } from './harness';

// Issue 13: "kill the server mid-exam and restart: every acknowledged answer is there and the
// auto-submit still happens". A real server process (test/server-anak.ts) is killed with SIGKILL
// (no shutdown, as in a crash) and started again on the same data.

const dirServer = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const postgres = process.env.KAMPUS_TEST_DB === 'postgres';

interface Anak {
  proses: ChildProcess;
  url: string;
}

function mulai(env: Record<string, string>): Promise<Anak> {
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

function berhenti(a: Anak, sinyal: NodeJS.Signals) {
  return new Promise<void>((resolve) => {
    if (a.proses.exitCode !== null || a.proses.signalCode !== null) return resolve();
    a.proses.removeAllListeners('exit');
    a.proses.on('exit', () => resolve());
    a.proses.kill(sinyal);
  });
}

async function panggil(url: string, p: string, init: RequestInit & { token?: string } = {}) {
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

async function masuk(url: string, who: keyof typeof LOGIN) {
  const r = await panggil(url, '/v2/access_token', {
    method: 'POST',
    body: JSON.stringify({ grant_type: 'password', ...LOGIN[who] }),
  });
  return r.body.data.access_token as string;
}

const folder = mkdtempSync(path.join(tmpdir(), 'kampus-uji-mulai-ulang-'));
let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
const anak: Anak[] = [];
afterAll(async () => {
  for (const a of anak) await berhenti(a, 'SIGKILL');
  await pgDb?.drop();
  rmSync(folder, { recursive: true, force: true });
});

describe('an exam across a server crash', () => {
  it('keeps every acknowledged answer and still submits at the deadline', async () => {
    pgDb = postgres ? await createPostgresDatabase({ terisi: true }) : null;
    const env = {
      KAMPUS_DATA_DIR: path.join(folder, 'pglite'),
      KAMPUS_CETAKAN: postgres ? '' : inject('cetakanPglite'),
      DATABASE_URL: pgDb?.url ?? '',
      STORAGE_DIR: path.join(folder, 'berkas'),
    };
    const a = await mulai(env);
    anak.push(a);
    const [dosen, mhs] = await Promise.all([masuk(a.url, 'dosen'), masuk(a.url, 'mahasiswa')]);
    const pert = await panggil(
      a.url,
      `/lms/pertemuan?id_kelas_kuliah=${kelas('IF101')}&per_page=20`,
      {
        token: dosen,
      },
    );
    const idPertemuan = pert.body.data[0].id as string;
    // The exam ends 20 s from now: long enough for the crash and the restart before it.
    const selesai = new Date(Date.now() + 20_000);
    const u = await panggil(a.url, '/lms/ujian', {
      method: 'POST',
      token: dosen,
      body: JSON.stringify({
        id_pertemuan: idPertemuan,
        judul: 'Kuis saat server mati',
        deskripsi: 'Kuis',
        jenis: 'kuis',
        waktu_mulai: new Date(Date.now() - 10 * 60_000).toISOString(),
        waktu_selesai: selesai.toISOString(),
      }),
    });
    expect(u.status).toBe(200);
    const idUjian = u.body.data.id as string;
    const k = await panggil(a.url, `/lms/ujian/${idUjian}/kelompok_soal`, {
      method: 'POST',
      token: dosen,
      body: JSON.stringify({ aturan: 'semua' }),
    });
    const idSoal: string[] = [];
    for (let i = 0; i < 3; i++) {
      const s = await panggil(a.url, `/lms/ujian/${idUjian}/kelompok_soal/${k.body.data.id}/soal`, {
        method: 'POST',
        token: dosen,
        body: JSON.stringify({
          jenis: 'benar_salah',
          pertanyaan: `Soal ${i + 1}`,
          benar_salah: { kunci: 'benar' },
        }),
      });
      idSoal.push(s.body.data.id);
    }
    const p = await panggil(a.url, `/lms/ujian/${idUjian}/pengerjaan/start`, {
      method: 'POST',
      token: mhs,
    });
    expect(p.status).toBe(200);
    for (const [i, id] of idSoal.entries()) {
      const r = await panggil(a.url, `/lms/ujian/${idUjian}/pengerjaan/me/soal/${id}`, {
        method: 'PUT',
        token: mhs,
        body: JSON.stringify({
          isi: { jenis: 'benar_salah', jawaban: i === 1 ? 'salah' : 'benar' },
          versi: 2,
        }),
      });
      expect(r.status).toBe(200);
    }

    await berhenti(a, 'SIGKILL');
    const b = await mulai(env);
    anak.push(b);

    // The same token still works (same secret); every acknowledged answer is there.
    const soal = await panggil(b.url, `/lms/ujian/${idUjian}/pengerjaan/me/soal`, { token: mhs });
    expect(soal.status).toBe(200);
    const tersimpan = soal.body.data.kelompok_soal[0].soal.map(
      (s: { id: string; jawaban: { versi: number; isi: unknown } | null }) => [
        s.id,
        s.jawaban?.versi,
      ],
    );
    expect(Object.fromEntries(tersimpan)).toEqual(Object.fromEntries(idSoal.map((id) => [id, 2])));
    expect(soal.body.data.pengerjaan.dikumpulkan).toBe(false);

    // No request until after the deadline: only the queued job can submit the attempt.
    await new Promise((r) => setTimeout(r, Math.max(0, selesai.getTime() - Date.now()) + 7000));
    await berhenti(b, 'SIGTERM');

    const db = await openDatabase({ url: pgDb?.url, dataDir: env.KAMPUS_DATA_DIR });
    try {
      const [row] = await db.db.select().from(pengerjaan).where(eq(pengerjaan.id, p.body.data.id));
      expect(row?.dikumpulkanOleh).toBe('sistem');
      expect(row?.waktuSelesai?.getTime()).toBe(row?.batas?.getTime());
      // Two of three right: (100 + 0 + 100) / 3.
      expect(row?.nilaiAkhir).toBe(66.67);
      const n = await db.db.select().from(jawaban).where(eq(jawaban.idPengerjaan, p.body.data.id));
      expect(n).toHaveLength(3);
    } finally {
      await db.close();
    }
  }, 120_000);
});
