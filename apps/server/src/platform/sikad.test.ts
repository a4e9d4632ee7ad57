import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type BarisKirimSikad,
  kunciIdempotensiSikad,
  type NilaiLmsKomponen,
  perluKonfirmasiTimpaSikad,
  pratinjauSikad,
  rekonsiliasiSikad,
  rencanaKirimSikad,
} from '@kampus/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { mulaiSimulatorSikad, type RiwayatSikad, type SimulatorSikad } from '../sikad-simulator';
import {
  type AdapterSikad,
  adapterSikadDariEnv,
  buatAdapterSikadHttp,
  GalatSikad,
  PESAN_SIKAD,
} from './sikad';

// The round trip against the simulator over real HTTP: preview, push, repeat, a change made in
// SIKAD, a push cut off halfway and resumed, and the adapter's errors.

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

const adapter = (
  sim: SimulatorSikad,
  opsi: Partial<Parameters<typeof buatAdapterSikadHttp>[0]> = {},
) => buatAdapterSikadHttp({ url: sim.url, token: sim.token, jedaUlangMs: 10, ...opsi });

async function kontrol(sim: SimulatorSikad, jalur: string, body?: unknown) {
  const res = await fetch(`${sim.url}${jalur}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { [sim.headerToken]: sim.token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: unknown }).data;
}

const riwayat = async (sim: SimulatorSikad, idKelas: string) =>
  (await kontrol(sim, `/_kontrol/riwayat/${idKelas}`)) as RiwayatSikad[];

/** n students with grades in the components 'uts' and 'uas'. */
function nilaiLms(n: number, nilai = (i: number) => 60 + i): NilaiLmsKomponen[] {
  return Array.from({ length: n }, (_, i) => {
    const nim = `2024${String(i + 1).padStart(4, '0')}`;
    return ['uts', 'uas'].map((komponen) => ({
      nim,
      nama: `Mahasiswa ${i + 1}`,
      komponen,
      nilai: nilai(i),
    }));
  }).flat();
}

async function rencana(a: AdapterSikad, idKelas: string, lms: NilaiLmsKomponen[]) {
  const pratinjau = pratinjauSikad(lms, await a.bacaNilai(idKelas));
  const baris = rencanaKirimSikad(pratinjau);
  return { pratinjau, baris, kunci: kunciIdempotensiSikad(idKelas, baris) };
}

describe('SIKAD round trip (simulator + HTTP adapter)', () => {
  it('previews, pushes, reads back equal; the same push again changes nothing', async () => {
    const sim = await simulator();
    const a = adapter(sim, { ukuranBagian: 4 });
    const lms = nilaiLms(3, (i) => 70 + i + 0.333);
    const { pratinjau, baris, kunci } = await rencana(a, 'KLS-1', lms);
    expect(pratinjau).toHaveLength(6);
    expect(pratinjau.every((p) => p.berubah && p.nilai_lama === null)).toBe(true);
    expect(pratinjau[0]).toMatchObject({
      nim: '20240001',
      nama: 'Mahasiswa 1',
      komponen: 'uas',
      nilai_baru: 70.33,
    });

    const hasil = await a.kirimNilai('KLS-1', baris, kunci);
    expect(hasil).toMatchObject({ kunci, diterapkan: 6, sudah_diterapkan: 0 });
    const terbaca = await a.bacaNilai('KLS-1');
    expect(rekonsiliasiSikad(baris, terbaca).berbeda).toEqual([]);
    expect(terbaca.every((n) => n.update_by_sikad === false)).toBe(true);

    // A doubled push (the same key): the first answers come back, nothing is written.
    const lagi = await a.kirimNilai('KLS-1', baris, kunci);
    expect(lagi).toMatchObject({ diterapkan: 0, sudah_diterapkan: 6 });
    const r = await riwayat(sim, 'KLS-1');
    expect(r).toHaveLength(6);
    expect(r.every((x) => x.versi === 1 && x.kunci === kunci)).toBe(true);
    // And a fresh preview has nothing left to send.
    expect((await rencana(a, 'KLS-1', lms)).baris).toEqual([]);
  });

  it('a change made in SIKAD reads back as update_by_sikad and needs the overwrite warning', async () => {
    const sim = await simulator();
    const a = adapter(sim);
    const lms = nilaiLms(2);
    const awal = await rencana(a, 'KLS-2', lms);
    await a.kirimNilai('KLS-2', awal.baris, awal.kunci);

    const res = await fetch(`${sim.url}/nilai/kelas/KLS-2/20240002/uts`, {
      method: 'PATCH',
      headers: { [sim.headerToken]: sim.token, 'content-type': 'application/json' },
      body: JSON.stringify({ nilai: 55.5 }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      data: { nilai: 55.5, update_by_sikad: true, versi: 2 },
    });

    const setelah = await rencana(a, 'KLS-2', lms);
    expect(setelah.pratinjau.find((p) => p.nim === '20240002' && p.komponen === 'uts')).toEqual({
      nim: '20240002',
      nama: 'Mahasiswa 2',
      komponen: 'uts',
      nilai_lama: 55.5,
      nilai_baru: 61,
      berubah: true,
      update_by_sikad: true,
    });
    expect(perluKonfirmasiTimpaSikad(setelah.pratinjau)).toBe(true);
    // The same grade as the first push, but over SIKAD's change: a new key, applied once.
    expect(setelah.baris).toEqual([
      { nim: '20240002', komponen: 'uts', nilai: 61, nilai_lama: 55.5 },
    ]);
    expect(setelah.kunci).not.toBe(awal.kunci);
    expect(await a.kirimNilai('KLS-2', setelah.baris, setelah.kunci)).toMatchObject({
      diterapkan: 1,
    });
    const akhir = await a.bacaNilai('KLS-2');
    expect(akhir.find((n) => n.nim === '20240002' && n.komponen === 'uts')).toMatchObject({
      nilai: 61,
      update_by_sikad: false,
    });
  });

  it('a push cut off halfway fails with the rows confirmed; resumed with its key, each row is applied once', async () => {
    const sim = await simulator();
    const a = adapter(sim, { ukuranBagian: 3, ulangi: 0 });
    const { baris, kunci } = await rencana(a, 'KLS-3', nilaiLms(5)); // 10 rows, parts of 3
    await kontrol(sim, '/_kontrol/gagal-setelah', { baris: 5 });

    const galat = await a.kirimNilai('KLS-3', baris, kunci).catch((e: unknown) => e);
    expect(galat).toBeInstanceOf(GalatSikad);
    expect(galat).toMatchObject({
      jenis: 'terputus',
      message: PESAN_SIKAD.terputus,
      terkonfirmasi: 3,
    });
    expect((galat as GalatSikad).bisaDiulang).toBe(true);
    expect(await riwayat(sim, 'KLS-3')).toHaveLength(5);

    const lanjut = await a.kirimNilai('KLS-3', baris, kunci);
    expect(lanjut).toMatchObject({ diterapkan: 5, sudah_diterapkan: 5 });
    expectSekali(await riwayat(sim, 'KLS-3'), baris, kunci);
    expect(rekonsiliasiSikad(baris, await a.bacaNilai('KLS-3')).berbeda).toEqual([]);
  });

  it('the adapter resumes a cut-off push by itself when it may retry', async () => {
    const sim = await simulator();
    const a = adapter(sim, { ukuranBagian: 4, ulangi: 1 });
    const { baris, kunci } = await rencana(a, 'KLS-4', nilaiLms(4));
    await kontrol(sim, '/_kontrol/gagal-setelah', { baris: 6 });
    // The retried part reports the rows its cut-off attempt had reached as already applied.
    expect(await a.kirimNilai('KLS-4', baris, kunci)).toMatchObject({
      diterapkan: 6,
      sudah_diterapkan: 2,
    });
    expectSekali(await riwayat(sim, 'KLS-4'), baris, kunci);
  });

  it('SIKAD killed halfway and restarted from its file: the resumed push applies each row once', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sikad-'));
    folder.push(dir);
    const berkasData = path.join(dir, 'sikad.json');
    const sim = await simulator({ berkasData, token: 'rahasia-uji' });
    const a = adapter(sim, { ukuranBagian: 4, ulangi: 0 });
    const { baris, kunci } = await rencana(a, 'KLS-5', nilaiLms(5));
    await kontrol(sim, '/_kontrol/gagal-setelah', { baris: 7, cara: 'mati' });

    await expect(a.kirimNilai('KLS-5', baris, kunci)).rejects.toMatchObject({ jenis: 'terputus' });
    await sim.tutup();
    await expect(a.bacaNilai('KLS-5')).rejects.toMatchObject({
      jenis: 'tidak_terhubung',
      message: 'SIKAD tidak dapat dihubungi',
    });

    const hidupLagi = await simulator({ berkasData, token: 'rahasia-uji', port: sim.port });
    expect(await riwayat(hidupLagi, 'KLS-5')).toHaveLength(7);
    expect(await a.kirimNilai('KLS-5', baris, kunci)).toMatchObject({
      diterapkan: 3,
      sudah_diterapkan: 7,
    });
    expectSekali(await riwayat(hidupLagi, 'KLS-5'), baris, kunci);
  });

  it('an empty plan sends nothing', async () => {
    const a = buatAdapterSikadHttp({ url: 'http://127.0.0.1:9', token: 'x' });
    expect(await a.kirimNilai('KLS', [], 'sikad1-kosong')).toEqual({
      kunci: 'sikad1-kosong',
      diterapkan: 0,
      sudah_diterapkan: 0,
      baris: [],
    });
  });
});

describe('SIKAD adapter errors (Indonesian)', () => {
  it('a wrong token is refused', async () => {
    const sim = await simulator();
    const a = buatAdapterSikadHttp({ url: sim.url, token: 'salah' });
    await expect(a.bacaNilai('KLS')).rejects.toMatchObject({
      jenis: 'token_ditolak',
      statusHttp: 401,
      message: 'SIKAD menolak token integrasi',
    });
  });

  it('SIKAD not listening', async () => {
    const sim = await simulator();
    await sim.tutup();
    const a = adapter(sim, { ulangi: 1 });
    await expect(a.bacaNilai('KLS')).rejects.toMatchObject({
      jenis: 'tidak_terhubung',
      message: 'SIKAD tidak dapat dihubungi',
    });
  });

  it('SIKAD too slow', async () => {
    const sim = await simulator();
    await kontrol(sim, '/_kontrol/tunda', { ms: 500 });
    const a = adapter(sim, { batasWaktuMs: 100, ulangi: 0 });
    await expect(a.bacaNilai('KLS')).rejects.toMatchObject({
      jenis: 'waktu_habis',
      message: 'SIKAD tidak menjawab dalam 1 detik',
    });
  });

  it("SIKAD's refusal carries its message; it is not retried", async () => {
    const sim = await simulator();
    const a = adapter(sim);
    const baris: BarisKirimSikad[] = [{ nim: '1', komponen: 'uts', nilai: 150, nilai_lama: null }];
    await expect(a.kirimNilai('KLS', baris, 'sikad1-uji-tolak')).rejects.toMatchObject({
      jenis: 'ditolak',
      statusHttp: 400,
      message: 'SIKAD menolak permintaan: Baris 1: nilai harus di antara 0 dan 100',
      bisaDiulang: false,
    });
  });

  it('an answer that is not SIKAD’s', async () => {
    const palsu = (async () => new Response('<html>proxy</html>', { status: 200 })) as typeof fetch;
    const a = buatAdapterSikadHttp({ url: 'http://sikad', token: 'x', fetch: palsu });
    await expect(a.bacaNilai('KLS')).rejects.toMatchObject({
      jenis: 'jawaban_rusak',
      message: PESAN_SIKAD.jawabanRusak,
    });
    const bentukLain = (async () => Response.json({ data: { daftar: [] } })) as typeof fetch;
    const b = buatAdapterSikadHttp({ url: 'http://sikad', token: 'x', fetch: bentukLain });
    await expect(b.bacaNilai('KLS')).rejects.toMatchObject({ jenis: 'jawaban_rusak' });
  });

  it('a server error is retried, then reported', async () => {
    let panggilan = 0;
    const rusak = (async () => {
      panggilan++;
      return Response.json({ status: { code: 503, message: 'x' } }, { status: 503 });
    }) as typeof fetch;
    const a = buatAdapterSikadHttp({
      url: 'http://sikad/',
      token: 'x',
      fetch: rusak,
      ulangi: 2,
      jedaUlangMs: 1,
    });
    await expect(a.bacaNilai('KLS')).rejects.toMatchObject({
      jenis: 'bermasalah',
      message: 'SIKAD sedang bermasalah (HTTP 503)',
    });
    expect(panggilan).toBe(3);
  });
});

/** Every row of the push was written exactly once under its key, at version 1. */
function expectSekali(r: RiwayatSikad[], baris: BarisKirimSikad[], kunci: string) {
  const dariKunci = r.filter((x) => x.kunci === kunci);
  expect(dariKunci).toHaveLength(baris.length);
  expect(new Set(dariKunci.map((x) => `${x.nim}/${x.id_komponen}`)).size).toBe(baris.length);
  expect(dariKunci.every((x) => x.versi === 1)).toBe(true);
}

describe('adapterSikadDariEnv', () => {
  it('none without SIKAD_URL; otherwise one with SIKAD_TOKEN', async () => {
    expect(adapterSikadDariEnv({})).toBeNull();
    const sim = await simulator({ token: 'rahasia-env' });
    const a = adapterSikadDariEnv({
      SIKAD_URL: sim.url,
      SIKAD_TOKEN: 'rahasia-env',
      SIKAD_BATAS_WAKTU_MS: '2000',
    });
    expect(await a?.bacaNilai('KLS')).toEqual([]);
    const salah = adapterSikadDariEnv({ SIKAD_URL: sim.url, SIKAD_BATAS_WAKTU_MS: 'x' });
    await expect(salah?.bacaNilai('KLS')).rejects.toMatchObject({ jenis: 'token_ditolak' });
  });
});
