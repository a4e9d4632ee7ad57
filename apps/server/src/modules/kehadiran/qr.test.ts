import { calls } from '@kampus/api/contract';
import { jendelaQr, PESAN_IZIN, PESAN_QR } from '@kampus/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { denganHakOperator, tokenUntuk } from '../../../test/harness';
import { kelasKuliah, konfigurasi, pertemuan } from '../../db/schema';
import { buatTokenQr, KEYWORD_QR } from './qr';
import { siapkanUji, type UjiKehadiran } from './uji-bersama';

// QR attendance (issue 25): meeting 12 of IF101 A made an offline meeting running now.

let u: UjiKehadiran;
let idPt: string;
beforeAll(async () => {
  u = await siapkanUji();
  const db = u.s.ctx.database.db;
  await db
    .update(pertemuan)
    .set({
      jenis: 'offline',
      status: 'berlangsung',
      waktuSelesai: new Date(Date.now() + 60 * 60_000),
    })
    .where(eq(pertemuan.id, u.idPertemuan));
  const [k] = await db
    .select({ pt: kelasKuliah.idPerguruanTinggi })
    .from(kelasKuliah)
    .where(eq(kelasKuliah.id, u.idKelas));
  idPt = k?.pt as string;
});
afterAll(() => u?.s.close());

const kode = (token = u.t.dosen, id = u.idPertemuan) =>
  u.s.panggil(calls.kodeQrPertemuan, { params: { id }, token });
const pindai = (body: unknown, token = u.t.mahasiswa) =>
  u.s.panggil(calls.pindaiQr, { badanMentah: body, token });
const baris = async (nim: string) =>
  (
    await u.s.panggil(calls.kehadiranPertemuan, {
      params: { id: u.idPertemuan },
      token: u.t.dosen,
    })
  ).data.peserta.find((p) => p.mahasiswa.nim === nim);

async function aturQr(nilai: string) {
  await u.s.ctx.database.db
    .update(konfigurasi)
    .set({ value: nilai })
    .where(and(eq(konfigurasi.idPerguruanTinggi, idPt), eq(konfigurasi.keyword, KEYWORD_QR)));
}

describe('GET /v0/aturan/qr-code', () => {
  it('answers the demo college QR setting to every role', async () => {
    for (const token of [u.t.mahasiswa, u.t.dosen, u.t.operator]) {
      const res = await u.s.panggil(calls.aturanQr, { token });
      expect(res.status).toBe(200);
      expect(res.data).toEqual({ status: true });
    }
  });
});

describe("the lecturer's rotating code", () => {
  it('gives the lecturer of the class a signed code of the current window and its URL', async () => {
    const res = await kode();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.interval_detik).toBe(30);
    expect(res.data.token.startsWith(`${u.idPertemuan}.`)).toBe(true);
    expect(res.data.url).toMatch(/^https?:\/\/[^/]+\/kehadiran\/qr\?token=/);
    expect(res.data.url.endsWith(encodeURIComponent(res.data.token))).toBe(true);
    const berganti = Date.parse(res.data.berganti_pada);
    expect(Date.parse(res.data.berlaku_sampai) - berganti).toBe(30_000);
    expect(berganti - Date.now()).toBeLessThanOrEqual(30_000);
    expect(res.data.pertemuan).toMatchObject({ id: u.idPertemuan, nomor: 12, jenis: 'offline' });
  });

  it('refuses students, lecturers of other classes and operators without write', async () => {
    const mhs = await kode(u.t.mahasiswa);
    expect(mhs.status).toBe(403);
    expect(mhs.body.status.message).toBe(PESAN_IZIN.mahasiswaUbahKehadiran);
    expect((await kode(u.dosenLain)).status).toBe(403);
    await denganHakOperator(u.s, { kelas_kuliah: 'read' }, async () => {
      expect((await kode(u.t.operator)).status).toBe(403);
    });
  });

  it('gives an operator with write on kelas_kuliah a code', async () => {
    await denganHakOperator(u.s, { kelas_kuliah: 'write' }, async () => {
      expect((await kode(u.t.operator)).status).toBe(200);
    });
  });

  it('refuses a malformed id, an online meeting, one not started or ended', async () => {
    const salah = await kode(u.t.dosen, 'bukan-id');
    expect(salah.status).toBe(422);
    const db = u.s.ctx.database.db;
    const atur = (v: Partial<typeof pertemuan.$inferInsert>) =>
      db.update(pertemuan).set(v).where(eq(pertemuan.id, u.idPertemuan));
    try {
      await atur({ jenis: 'online' });
      let res = await kode();
      expect(res.status).toBe(409);
      expect(res.body.status.message).toBe(PESAN_QR.bukanOffline);
      await atur({
        jenis: 'campuran',
        status: 'belum_dimulai',
        waktuMulai: new Date(Date.now() + 60 * 60_000),
      });
      res = await kode();
      expect(res.body.status.message).toBe(PESAN_QR.belumDimulai);
      await atur({ status: 'selesai', waktuMulai: new Date(Date.now() - 60 * 60_000) });
      res = await kode();
      expect(res.status).toBe(409);
      expect(res.body.status.message).toBe(PESAN_QR.sudahBerakhir);
      await atur({ status: 'belum_dimulai' });
      expect((await kode()).status).toBe(200);
    } finally {
      await atur({ jenis: 'offline', status: 'berlangsung' });
    }
  });
});

describe("the student's scan", () => {
  it('marks an enrolled student present by QR, once', async () => {
    const { token } = (await kode()).data;
    const res = await pindai({ token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data).toMatchObject({
      hasil: 'tercatat',
      pesan: PESAN_QR.tercatat,
      presensi: 'H',
      pertemuan: { id: u.idPertemuan, nomor: 12 },
    });
    expect(await baris('2401001')).toMatchObject({
      presensi: 'H',
      is_hadir: true,
      is_qr_code: true,
      updated_by: { username: '2401001' },
    });
    const lagi = await pindai({ token });
    expect(lagi.status).toBe(200);
    expect(lagi.data).toMatchObject({ hasil: 'sudah_tercatat', pesan: PESAN_QR.sudahTercatat });
    const p = await u.s.panggil(calls.pertemuan, {
      params: { id: u.idPertemuan },
      token: u.t.dosen,
    });
    expect(p.data.peserta_hadir).toBe(1);
  });

  it('records two scans at the same moment once', async () => {
    const { token } = (await kode()).data;
    const mhs3 = await tokenUntuk(u.s, '2401003');
    const hasil = await Promise.all([pindai({ token }, mhs3), pindai({ token }, mhs3)]);
    expect(hasil.map((r) => r.status)).toEqual([200, 200]);
    expect(hasil.map((r) => r.data.hasil).sort()).toEqual(['sudah_tercatat', 'tercatat']);
    expect(await baris('2401003')).toMatchObject({ presensi: 'H', is_qr_code: true });
  });

  it('accepts the previous window, refuses older codes as expired', async () => {
    // Away from a window's edge, so the windows below are the ones the server sees.
    while (Date.now() % 30_000 > 27_000) await new Promise((r) => setTimeout(r, 500));
    const j = jendelaQr(Date.now());
    const lalu = buatTokenQr(u.s.ctx.tokens.secret, idPt, u.idPertemuan, j - 1);
    expect((await pindai({ token: lalu }, u.mhs2)).data.hasil).toBe('tercatat');
    const basi = buatTokenQr(u.s.ctx.tokens.secret, idPt, u.idPertemuan, j - 2);
    const res = await pindai({ token: basi });
    expect(res.status).toBe(410);
    expect(res.body.status.message).toBe(PESAN_QR.kedaluwarsa);
    const depan = buatTokenQr(u.s.ctx.tokens.secret, idPt, u.idPertemuan, j + 5);
    expect((await pindai({ token: depan })).status).toBe(410);
  });

  it('refuses forged and malformed codes with an Indonesian message', async () => {
    const { token } = (await kode()).data;
    const palsu = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const t of [
      palsu,
      buatTokenQr(
        new TextEncoder().encode('kunci-lain'),
        idPt,
        u.idPertemuan,
        jendelaQr(Date.now()),
      ),
      'sembarang',
      `${u.idPertemuan}.zz.${'x'.repeat(32)}`,
    ]) {
      const res = await pindai({ token: t });
      expect(res.status, t).toBe(422);
      expect(res.body.status.message).toBe(PESAN_QR.tidakValid);
    }
    expect((await pindai({})).status).toBe(422);
    expect((await pindai({ token: '' })).status).toBe(422);
    expect((await pindai({ token: 5 })).status).toBe(422);
  });

  it('refuses a student not enrolled, and staff', async () => {
    const { token } = (await kode()).data;
    const lain = await pindai({ token }, u.mhsLain);
    expect(lain.status).toBe(403);
    expect(lain.body.status.message).toBe(PESAN_QR.bukanPeserta);
    for (const t of [u.t.dosen, u.t.operator]) {
      const res = await pindai({ token }, t);
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe(PESAN_IZIN.pindaiQr);
    }
  });

  it("a lecturer's manual change afterwards clears is_qr_code", async () => {
    const id = (await baris('2401002'))?.mahasiswa.id_user as string;
    const res = await u.s.panggil(calls.ubahKehadiranMahasiswa, {
      params: { id: u.idPertemuan, idMahasiswa: id },
      badanMentah: { presensi: 'A' },
      token: u.t.dosen,
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ presensi: 'A', is_qr_code: false });
  });

  it('refuses codes and scans while QR attendance is off', async () => {
    const { token } = (await kode()).data;
    await aturQr('false');
    try {
      expect((await u.s.panggil(calls.aturanQr, { token: u.t.mahasiswa })).data.status).toBe(false);
      const k = await kode();
      expect(k.status).toBe(403);
      expect(k.body.status.message).toBe(PESAN_QR.nonaktif);
      const res = await pindai({ token }, u.mhs2);
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe(PESAN_QR.nonaktif);
    } finally {
      await aturQr('true');
    }
  });
});
