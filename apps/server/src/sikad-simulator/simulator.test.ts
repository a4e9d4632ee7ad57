import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mulaiSimulatorSikad, type SimulatorSikad } from './index';
import { PenyimpananSikad } from './penyimpanan';

// The simulator's HTTP surface: its token, its Indonesian 4xx messages, the Idempotency-Key
// rules and its data file.

const dibuka: SimulatorSikad[] = [];
const folder: string[] = [];
afterEach(async () => {
  await Promise.all(dibuka.splice(0).map((s) => s.tutup()));
  for (const f of folder.splice(0)) rmSync(f, { recursive: true, force: true });
});

async function simulator(opsi: Parameters<typeof mulaiSimulatorSikad>[0] = {}) {
  const sim = await mulaiSimulatorSikad(opsi);
  dibuka.push(sim);
  return sim;
}

function folderSementara() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sikad-sim-'));
  folder.push(dir);
  return dir;
}

interface Permintaan {
  method?: string;
  jalur: string;
  body?: string | object;
  headers?: Record<string, string>;
  token?: string | null;
}

async function minta(sim: SimulatorSikad, p: Permintaan) {
  const headers: Record<string, string> = { ...p.headers };
  if (p.token !== null) headers[sim.headerToken] = p.token ?? sim.token;
  if (p.body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
    headers['content-type'] = 'application/json';
  const res = await fetch(`${sim.url}${p.jalur}`, {
    method: p.method ?? 'GET',
    headers,
    body: typeof p.body === 'object' ? JSON.stringify(p.body) : p.body,
  });
  return {
    status: res.status,
    replay: res.headers.get('idempotent-replayed'),
    isi: (await res.json()) as { status: { code: number; message: string }; data: any },
  };
}

const kirim = (kunci: string | undefined, body: unknown, idKelas = 'K1'): Permintaan => ({
  method: 'PUT',
  jalur: `/nilai/kelas/${idKelas}`,
  body: body as object,
  headers: kunci === undefined ? {} : { 'idempotency-key': kunci },
});

const satuBaris = (nilai: unknown = 80, nim = '111') => ({
  nilai: [{ nim, id_komponen: 'uts', nilai }],
});

describe('token', () => {
  it.each<[string, string | null]>([
    ['a wrong token', 'salah'],
    ['no token', null],
  ])('%s is refused with 401', async (_k, token) => {
    const sim = await simulator({ token: 'rahasia' });
    for (const p of [
      { jalur: '/nilai/kelas/K1' },
      kirim('kunci-uji-1', satuBaris()),
      { jalur: '/_kontrol/riwayat/K1' },
    ]) {
      const res = await minta(sim, { ...p, token });
      expect(res.status).toBe(401);
      expect(res.isi).toEqual({
        status: { code: 401, message: 'Token SIKAD tidak valid' },
        data: null,
      });
    }
  });

  it('the health check needs none', async () => {
    const sim = await simulator();
    expect((await minta(sim, { jalur: '/sehat', token: null })).status).toBe(200);
  });
});

describe('malformed requests get a 4xx with an Indonesian message', () => {
  it.each<[string, Permintaan, number, string]>([
    ['no key', kirim(undefined, satuBaris()), 400, 'Header Idempotency-Key wajib diisi'],
    ['a short key', kirim('abc', satuBaris()), 400, 'Header Idempotency-Key minimal 8 karakter'],
    [
      'a key with spaces',
      kirim('kunci dengan spasi', satuBaris()),
      400,
      "Header Idempotency-Key hanya boleh berisi huruf, angka, '_', '.', ':' atau '-'",
    ],
    [
      'broken JSON',
      { ...kirim('kunci-uji-1', undefined), body: '{"nilai": [' },
      400,
      'Format data tidak valid: JSON tidak dapat dibaca',
    ],
    [
      'not JSON',
      {
        ...kirim('kunci-uji-1', undefined),
        body: 'nilai=80',
        headers: { 'idempotency-key': 'kunci-uji-1', 'content-type': 'text/plain' },
      },
      415,
      'Jenis konten permintaan harus application/json',
    ],
    ['an array body', kirim('kunci-uji-1', [1]), 400, 'Data permintaan harus berupa objek JSON'],
    ['no list', kirim('kunci-uji-1', {}), 400, "Daftar 'nilai' wajib diisi"],
    ['an empty list', kirim('kunci-uji-1', { nilai: [] }), 400, 'Daftar nilai kosong'],
    [
      'a row not an object',
      kirim('kunci-uji-1', { nilai: [5] }),
      400,
      'Baris 1: Setiap baris nilai harus berupa objek',
    ],
    [
      'a grade as text',
      kirim('kunci-uji-1', satuBaris('80')),
      400,
      'Baris 1: nilai harus berupa angka',
    ],
    [
      'a grade over 100',
      kirim('kunci-uji-1', satuBaris(100.5)),
      400,
      'Baris 1: nilai harus di antara 0 dan 100',
    ],
    [
      'a negative grade',
      kirim('kunci-uji-1', satuBaris(-1)),
      400,
      'Baris 1: nilai harus di antara 0 dan 100',
    ],
    [
      'a row without a grade',
      kirim('kunci-uji-1', { nilai: [{ nim: '1', id_komponen: 'uts' }] }),
      400,
      'Baris 1: nilai wajib diisi',
    ],
    [
      'no nim in row 2',
      kirim('kunci-uji-1', {
        nilai: [
          { nim: '1', id_komponen: 'uts', nilai: 1 },
          { id_komponen: 'uts', nilai: 1 },
        ],
      }),
      400,
      'Baris 2: nim wajib diisi',
    ],
    [
      'a row twice',
      kirim('kunci-uji-1', {
        nilai: [
          { nim: '1', id_komponen: 'uts', nilai: 1 },
          { nim: '1', id_komponen: 'uts', nilai: 2 },
        ],
      }),
      400,
      'Baris 2: nim 1 komponen uts muncul lebih dari sekali',
    ],
    [
      'too many rows',
      kirim('kunci-uji-1', {
        nilai: Array.from({ length: 501 }, (_, i) => ({
          nim: `${i}`,
          id_komponen: 'uts',
          nilai: 1,
        })),
      }),
      400,
      'Paling banyak 500 baris per permintaan',
    ],
    [
      'a class id with a space',
      kirim('kunci-uji-1', satuBaris(), 'K%201'),
      400,
      "id_kelas hanya boleh berisi huruf, angka, '_', '.', ':' atau '-'",
    ],
    [
      'PATCH without a grade',
      { method: 'PATCH', jalur: '/nilai/kelas/K1/111/uts', body: {} },
      400,
      'nilai wajib diisi',
    ],
    [
      'PATCH with text',
      { method: 'PATCH', jalur: '/nilai/kelas/K1/111/uts', body: { nilai: 'A' } },
      400,
      'nilai harus berupa angka',
    ],
    [
      'PATCH with an empty body',
      { method: 'PATCH', jalur: '/nilai/kelas/K1/111/uts', body: '' },
      400,
      'Data permintaan kosong',
    ],
    [
      'a negative cut-off',
      { method: 'POST', jalur: '/_kontrol/gagal-setelah', body: { baris: -1 } },
      400,
      'baris tidak boleh negatif',
    ],
    [
      'an unknown cut-off',
      { method: 'POST', jalur: '/_kontrol/gagal-setelah', body: { baris: 1, cara: 'meledak' } },
      400,
      "cara harus 'putus' atau 'mati'",
    ],
    [
      'a delay too long',
      { method: 'POST', jalur: '/_kontrol/tunda', body: { ms: 60_001 } },
      400,
      'ms harus di antara 0 dan 60000',
    ],
    ['an unknown path', { jalur: '/mahasiswa' }, 404, 'Alamat tidak ditemukan di SIKAD'],
  ])('%s', async (_k, p, status, pesan) => {
    const sim = await simulator();
    const res = await minta(sim, p);
    expect(res.status).toBe(status);
    expect(res.isi).toEqual({ status: { code: status, message: pesan }, data: null });
    // Nothing was written.
    expect((await minta(sim, { jalur: '/_kontrol/riwayat/K1' })).isi.data).toEqual([]);
  });
});

describe('Idempotency-Key', () => {
  it('the same request again gets its first answer and changes nothing', async () => {
    const sim = await simulator();
    const pertama = await minta(sim, kirim('kunci-uji-1', satuBaris(80)));
    expect(pertama.status).toBe(200);
    expect(pertama.isi.status.message).toBe('Berhasil update nilai');
    expect(pertama.isi.data).toMatchObject({ diterapkan: 1, sudah_diterapkan: 0 });
    const kedua = await minta(sim, kirim('kunci-uji-1', satuBaris(80)));
    expect(kedua.replay).toBe('true');
    expect(kedua.isi).toEqual(pertama.isi);
    expect((await minta(sim, { jalur: '/_kontrol/riwayat/K1' })).isi.data).toHaveLength(1);
  });

  it('a key reused with another grade for a row it applied is refused (409)', async () => {
    const sim = await simulator();
    await minta(sim, kirim('kunci-uji-1', satuBaris(80)));
    const res = await minta(
      sim,
      kirim('kunci-uji-1', {
        nilai: [
          { nim: '222', id_komponen: 'uts', nilai: 1 },
          { nim: '111', id_komponen: 'uts', nilai: 90 },
        ],
      }),
    );
    expect(res.status).toBe(409);
    expect(res.isi.status.message).toBe(
      'Baris 2: Idempotency-Key sudah dipakai dengan nilai lain untuk nim 111 komponen uts',
    );
    // Refused whole: row 1 was not written either.
    expect((await minta(sim, { jalur: '/nilai/kelas/K1' })).isi.data.nilai).toHaveLength(1);
  });

  it('a key reused for another class is refused (409)', async () => {
    const sim = await simulator();
    await minta(sim, kirim('kunci-uji-1', satuBaris(80)));
    const res = await minta(sim, kirim('kunci-uji-1', satuBaris(80), 'K2'));
    expect(res.status).toBe(409);
    expect(res.isi.status.message).toBe('Idempotency-Key sudah dipakai untuk kelas lain');
  });

  it('a cut-off of 0 drops the push before any row; turning it off lets pushes through', async () => {
    const sim = await simulator({ gagalSetelah: 0 });
    await expect(minta(sim, kirim('kunci-uji-1', satuBaris()))).rejects.toThrow();
    expect((await minta(sim, { jalur: '/_kontrol/riwayat/K1' })).isi.data).toEqual([]);
    // The cut-off fires once; set it again and then off.
    const atur = await minta(sim, {
      method: 'POST',
      jalur: '/_kontrol/gagal-setelah',
      body: { baris: 0 },
    });
    expect(atur.isi.status.message).toBe('Push berikutnya terputus setelah 0 baris');
    const mati = await minta(sim, {
      method: 'POST',
      jalur: '/_kontrol/gagal-setelah',
      body: { baris: null },
    });
    expect(mati.isi.status.message).toBe('Simulasi gagal dimatikan');
    expect((await minta(sim, kirim('kunci-uji-1', satuBaris()))).status).toBe(200);
  });
});

describe('data file', () => {
  it('grades, history and first answers survive a restart; the file can be emptied', async () => {
    const berkasData = path.join(folderSementara(), 'sub', 'sikad.json');
    const waktu = new Date('2026-11-27T08:00:00Z');
    const sim = await simulator({ berkasData, token: 't', sekarang: () => waktu });
    await minta(sim, kirim('kunci-uji-1', satuBaris(80)));
    await minta(sim, { method: 'PATCH', jalur: '/nilai/kelas/K1/222/uas', body: { nilai: null } });
    await sim.tutup();

    const lagi = await simulator({ berkasData, token: 't' });
    const { data } = (await minta(lagi, { jalur: '/nilai/kelas/K1' })).isi;
    expect(data).toEqual({
      id_kelas: 'K1',
      nilai: [
        {
          nim: '111',
          id_komponen: 'uts',
          nilai: 80,
          update_by_sikad: false,
          versi: 1,
          diubah_pada: waktu.toISOString(),
        },
        {
          nim: '222',
          id_komponen: 'uas',
          nilai: null,
          update_by_sikad: true,
          versi: 1,
          diubah_pada: waktu.toISOString(),
        },
      ],
    });
    expect((await minta(lagi, kirim('kunci-uji-1', satuBaris(80)))).replay).toBe('true');

    expect((await minta(lagi, { method: 'DELETE', jalur: '/_kontrol/data' })).status).toBe(200);
    expect(JSON.parse(readFileSync(berkasData, 'utf8'))).toEqual({
      versi: 1,
      nilai: [],
      riwayat: [],
      jawaban: [],
    });
  });

  it.each([
    ['not JSON', '{', 'Berkas data simulator SIKAD rusak'],
    ['another shape', '{"versi":2}', 'Berkas data simulator SIKAD tidak dikenali'],
  ])('a file that is %s is reported, not overwritten', (_k, isi, pesan) => {
    const berkas = path.join(folderSementara(), 'sikad.json');
    writeFileSync(berkas, isi);
    expect(() => new PenyimpananSikad(berkas)).toThrow(pesan);
    expect(readFileSync(berkas, 'utf8')).toBe(isi);
  });
});
