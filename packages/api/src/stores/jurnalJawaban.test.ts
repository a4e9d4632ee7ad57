import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../client/errors';
import type { IsiJawaban } from '../contract/pengerjaan';
import {
  jurnalIndexedDb,
  jurnalMemori,
  type KirimJawaban,
  PESAN_JURNAL,
  type PenyimpananJurnal,
  PenyinkronJawaban,
} from './jurnalJawaban';

/** A server that holds versions per question, and can be cut off or made to refuse. */
function serverPalsu() {
  const tersimpan = new Map<string, { isi: IsiJawaban; versi: number }>();
  const s = {
    tersimpan,
    putus: false,
    tolak: null as null | { status: number; pesan: string },
    dikumpulkan: null as null | { id_soal: string; versi: number }[],
    kirim: {
      async simpan(idSoal, isi, versi) {
        if (s.putus) throw new ApiError('Network Error', 500, 'Network Error');
        if (s.tolak) throw new ApiError(s.tolak.pesan, s.tolak.status);
        const ada = tersimpan.get(idSoal);
        if (ada && ada.versi >= versi) {
          return { versi: ada.versi, hasil: ada.versi === versi ? 'sudah_ada' : 'usang' };
        }
        tersimpan.set(idSoal, { isi, versi });
        return { versi, hasil: 'simpan' };
      },
      async kumpulkan(jawaban) {
        if (s.putus) throw new ApiError('Network Error', 500, 'Network Error');
        s.dikumpulkan = jawaban;
      },
    } satisfies KirimJawaban,
  };
  return s;
}

const mesin: PenyinkronJawaban[] = [];
function buat(penyimpanan: PenyimpananJurnal, kirim: KirimJawaban, versiServer = {}) {
  const m = new PenyinkronJawaban({
    idPengerjaan: 'p1',
    penyimpanan,
    kirim,
    versiServer,
    intervalMs: 60_000,
    jedaUlangMs: 60_000,
    acak: () => 0.5,
  });
  mesin.push(m);
  return m;
}
afterEach(() => {
  for (const m of mesin.splice(0)) m.tutup();
});

async function sampai(cek: () => boolean) {
  for (let i = 0; i < 200 && !cek(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(cek()).toBe(true);
}

const pilih = (n: number): IsiJawaban => ({ jenis: 'pilihan', pilihan: n });

describe('PenyinkronJawaban: the answer journal of an attempt', () => {
  it('sends an answer and marks it saved once the server holds its version', async () => {
    const srv = serverPalsu();
    const m = buat(jurnalMemori(), srv.kirim);
    await m.jawab('s1', pilih(2));
    await sampai(() => m.state.entri.s1?.status === 'tersimpan');
    expect(srv.tersimpan.get('s1')).toEqual({ isi: pilih(2), versi: 1 });
    expect(m.state.menunggu).toBe(0);
  });

  it('keeps answers given offline on the device and sends them when the connection is back', async () => {
    const srv = serverPalsu();
    const jurnal = jurnalMemori();
    srv.putus = true;
    const m = buat(jurnal, srv.kirim);
    await m.jawab('s1', pilih(0));
    await m.jawab('s2', pilih(1));
    await sampai(() => m.state.offline);
    expect(m.state.menunggu).toBe(2);
    expect(srv.tersimpan.size).toBe(0);
    srv.putus = false;
    m.lanjutkan();
    await sampai(() => m.state.menunggu === 0);
    expect([...srv.tersimpan.keys()].sort()).toEqual(['s1', 's2']);
    expect(m.state.offline).toBe(false);
  });

  it('a reload (a new engine on the same device) finds the unsent answers and sends them', async () => {
    const srv = serverPalsu();
    const jurnal = jurnalMemori();
    srv.putus = true;
    const lama = buat(jurnal, srv.kirim);
    await lama.jawab('s1', pilih(3));
    await sampai(() => lama.state.offline);
    lama.tutup();
    srv.putus = false;
    const baru = buat(jurnal, srv.kirim);
    await baru.siap();
    await sampai(() => baru.state.entri.s1?.status === 'tersimpan');
    expect(srv.tersimpan.get('s1')?.isi).toEqual(pilih(3));
  });

  it('counts versions from what the server already holds, so a new device does not lose to an old one', async () => {
    const srv = serverPalsu();
    srv.tersimpan.set('s1', { isi: pilih(0), versi: 4 });
    const m = buat(jurnalMemori(), srv.kirim, { s1: 4 });
    await m.jawab('s1', pilih(1));
    await sampai(() => m.state.entri.s1?.status === 'tersimpan');
    expect(srv.tersimpan.get('s1')).toEqual({ isi: pilih(1), versi: 5 });
  });

  it('an answer refused for good (deadline passed) is kept and shown, not retried forever', async () => {
    const srv = serverPalsu();
    srv.tolak = {
      status: 409,
      pesan: 'Waktu pengerjaan sudah habis. Jawaban tidak dapat disimpan lagi.',
    };
    const m = buat(jurnalMemori(), srv.kirim);
    await m.jawab('s1', pilih(1));
    await sampai(() => m.state.entri.s1?.status === 'gagal');
    expect(m.state.entri.s1?.pesan).toContain('Waktu pengerjaan sudah habis');
    expect(m.state.menunggu).toBe(0);
  });

  it('an expired session pauses sending until the student signs in again', async () => {
    const srv = serverPalsu();
    srv.tolak = { status: 401, pesan: 'Sesi Anda telah berakhir' };
    const m = buat(jurnalMemori(), srv.kirim);
    await m.jawab('s1', pilih(1));
    await sampai(() => m.state.sesiBerakhir);
    expect(m.state.menunggu).toBe(1);
    srv.tolak = null;
    m.lanjutkan();
    await sampai(() => m.state.menunggu === 0);
    expect(srv.tersimpan.get('s1')?.versi).toBe(1);
  });

  it('submits only once the server holds every answer, then clears the journal', async () => {
    const srv = serverPalsu();
    const jurnal = jurnalMemori();
    const m = buat(jurnal, srv.kirim);
    srv.putus = true;
    await m.jawab('s1', pilih(1));
    await expect(m.kumpulkan()).rejects.toThrow(PESAN_JURNAL.belumTersimpan);
    expect(srv.dikumpulkan).toBeNull();
    srv.putus = false;
    await m.kumpulkan();
    expect(srv.dikumpulkan).toEqual([{ id_soal: 's1', versi: 1 }]);
    expect(await jurnal.semua('p1')).toEqual([]);
  });

  it('an answer given just before the submit (an upload that just finished) is part of it', async () => {
    const srv = serverPalsu();
    const m = buat(jurnalMemori(), srv.kirim);
    await m.siap();
    const esai: IsiJawaban = { jenis: 'esay', teks: '', files: [] };
    // Not awaited: the page calls jawab from the upload's callback and submits right after.
    void m.jawab('s3', esai);
    await m.kumpulkan();
    expect(srv.tersimpan.get('s3')).toEqual({ isi: esai, versi: 1 });
    expect(srv.dikumpulkan).toEqual([{ id_soal: 's3', versi: 1 }]);
  });

  it('a newer answer given while an older one is on its way still waits for its own send', async () => {
    const srv = serverPalsu();
    let lepas: () => void = () => {};
    const lambat: KirimJawaban = {
      ...srv.kirim,
      async simpan(idSoal, isi, versi) {
        if (versi === 1) await new Promise<void>((r) => (lepas = r));
        return srv.kirim.simpan(idSoal, isi, versi);
      },
    };
    const m = buat(jurnalMemori(), lambat);
    await m.jawab('s1', pilih(0));
    await sampai(() => m.state.menyimpan);
    await m.jawab('s1', pilih(2));
    lepas();
    await sampai(() => m.state.entri.s1?.status === 'tersimpan' && m.state.entri.s1.versi === 2);
    expect(srv.tersimpan.get('s1')).toEqual({ isi: pilih(2), versi: 2 });
  });
});

describe('essays', () => {
  it('sends an essay once typing pauses, not every keystroke', async () => {
    const srv = serverPalsu();
    const kiriman: number[] = [];
    const m = new PenyinkronJawaban({
      idPengerjaan: 'p1',
      penyimpanan: jurnalMemori(),
      kirim: {
        ...srv.kirim,
        simpan: (id, isi, versi) => {
          kiriman.push(versi);
          return srv.kirim.simpan(id, isi, versi);
        },
      },
      intervalMs: 60_000,
      jedaKetikMs: 50,
    });
    mesin.push(m);
    for (const teks of ['R', 'Re', 'Rek', 'Reku', 'Rekursi']) {
      await m.jawab('e1', { jenis: 'esay', teks, files: [] });
    }
    await sampai(() => m.state.entri.e1?.status === 'tersimpan');
    expect(kiriman).toEqual([5]);
    expect(srv.tersimpan.get('e1')?.isi).toEqual({ jenis: 'esay', teks: 'Rekursi', files: [] });
  });
});

describe('jurnalIndexedDb', () => {
  it('keeps entries per attempt across openings, and forgets one attempt', async () => {
    const a = jurnalIndexedDb();
    await a.simpan({
      idPengerjaan: 'p1',
      idSoal: 's1',
      isi: pilih(1),
      versi: 1,
      status: 'menunggu',
      diubahPada: 1,
    });
    await a.simpan({
      idPengerjaan: 'p2',
      idSoal: 's1',
      isi: pilih(2),
      versi: 1,
      status: 'menunggu',
      diubahPada: 1,
    });
    await a.simpan({
      idPengerjaan: 'p1',
      idSoal: 's1',
      isi: pilih(3),
      versi: 2,
      status: 'menunggu',
      diubahPada: 2,
    });
    const b = jurnalIndexedDb();
    expect((await b.semua('p1')).map((e) => [e.idSoal, e.versi])).toEqual([['s1', 2]]);
    await b.hapusPengerjaan('p1');
    expect(await b.semua('p1')).toEqual([]);
    expect(await b.semua('p2')).toHaveLength(1);
  });
});
