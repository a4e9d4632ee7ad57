import { calls } from '@kampus/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  denganHakOperator,
  kelas,
  startTestServer,
  type TestServer,
  tokenSemua,
  tokenUntuk,
} from '../../../test/harness';
import { operator } from '../../db/schema';

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
});
afterAll(() => s?.close());

const bap = (id: string, token: string) => s.panggil(calls.bap, { params: { id }, token });
const penandatangan = (id: string, token: string) =>
  s.panggil(calls.penandatanganProdi, { params: { id }, token });

/** A file download, read as bytes with its headers: s.panggil answers JSON only. */
async function unduh(path: string, token: string) {
  const res = await fetch(s.url + path, {
    headers: { 'college-id': 'kampus-demo', authorization: `Bearer ${token}` },
  });
  return { res, buffer: Buffer.from(await res.arrayBuffer()) };
}

describe('GET /lms/kelas_kuliah/{id}/bap', () => {
  it('reports the class and every meeting to its lecturer', async () => {
    const res = await bap(kelas('IF201'), t.dosen);
    const data = res.data;
    expect(data.kelas_kuliah).toMatchObject({
      jumlah_peserta: 28,
      jumlah_pertemuan: 16,
      mata_kuliah: { kode: 'IF201' },
    });
    expect(data.pertemuan).toHaveLength(16);
    expect(data.pertemuan[0]?.info.kehadiran_pengajar.map((g) => g.nama)).toEqual([
      'Dr. Budi Santoso, M.Kom.',
      'Siti Rahmawati, S.Kom., M.T.',
    ]);
  });

  it("reports each lecturer's own attendance, and who validated it", async () => {
    const idP = (await bap(kelas('IF201'), t.dosen)).data.pertemuan[0]?.info.id ?? '';
    const idDosen = async (token: string) =>
      (await s.call('/v2/user_info', { token })).body.data.dosen.id as string;
    const [budi, siti] = [await idDosen(t.dosen), await idDosen(await tokenUntuk(s, 'dosen02'))];
    const mulai = '2025-09-01T01:05:00.000Z';
    const selesai = '2025-09-01T02:40:00.000Z';
    const ubah = (idDosen: string, body: object) =>
      s.panggil(calls.ubahKehadiranDosen, {
        params: { idPertemuan: idP, idDosen },
        badanMentah: body,
        token: t.operator,
      });
    expect(
      (await ubah(budi, { is_hadir: true, mulai_kuliah: mulai, selesai_kuliah: selesai })).status,
    ).toBe(200);
    expect((await ubah(siti, { is_hadir: false })).status).toBe(200);
    const info = (await bap(kelas('IF201'), t.dosen)).data.pertemuan[0]?.info;
    expect(info?.kehadiran_pengajar).toEqual([
      {
        nama: 'Dr. Budi Santoso, M.Kom.',
        is_hadir: true,
        mulai_kuliah: mulai,
        selesai_kuliah: selesai,
      },
      {
        nama: 'Siti Rahmawati, S.Kom., M.T.',
        is_hadir: false,
        mulai_kuliah: null,
        selesai_kuliah: null,
      },
    ]);
    expect(info?.verified_by).toMatchObject({ username: 'operator' });
    // A meeting without any record says nothing of its lecturers' attendance.
    const lain = (await bap(kelas('IF201'), t.dosen)).data.pertemuan[1]?.info;
    expect(lain?.kehadiran_pengajar.map((g) => g.is_hadir)).toEqual([null, null]);
  });

  it.each([['a student', 'mahasiswa', 'BAP hanya untuk dosen dan operator']])(
    'refuses %s',
    async (_, who, message) => {
      const res = await bap(kelas('IF201'), t[who as 'mahasiswa']);
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe(message);
    },
  );

  it('refuses a lecturer of another class and an operator without laporan', async () => {
    expect((await bap(kelas('MN101'), t.dosen)).status).toBe(403);
    const db = s.ctx.database.db;
    const [op] = await db.select().from(operator);
    await db
      .update(operator)
      .set({ hakAkses: { ...op!.hakAkses, laporan: 'no_access' } })
      .where(eq(operator.id, op!.id));
    try {
      const res = await bap(kelas('MN101'), t.operator);
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe('Anda tidak memiliki hak akses laporan');
    } finally {
      await db.update(operator).set({ hakAkses: op!.hakAkses }).where(eq(operator.id, op!.id));
    }
  });

  it('answers an invalid flag with 422', async () => {
    const res = await s.panggil(calls.bap, {
      params: { id: kelas('IF201') },
      queryMentah: { include_tanda_tangan: 'mungkin' },
      token: t.dosen,
    });
    expect(res.status).toBe(422);
  });
});

describe('GET /lms/kelas_kuliah/{id}/bap/unduh', () => {
  it('downloads a real PDF named after the class', async () => {
    const { res, buffer } = await unduh(
      `/lms/kelas_kuliah/${kelas('IF201')}/bap/unduh?laporan_saya=true`,
      t.dosen,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(
      'BAP - IF201 Basis Data A - Budi Santoso.pdf',
    );
    expect(buffer.subarray(0, 5).toString()).toBe('%PDF-');
    expect(buffer.subarray(-6).toString()).toContain('%%EOF');
    expect(buffer.length).toBeGreaterThan(3000);
  });
});

describe('GET /lms/kelas_kuliah/bap/unduh', () => {
  it("zips every class's PDF of the period for an operator", async () => {
    const { res, buffer } = await unduh('/lms/kelas_kuliah/bap/unduh?periode=20251', t.operator);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain('BAP - 2025-2026 Ganjil.zip');
    expect(buffer.subarray(0, 2).toString()).toBe('PK');
    // One PDF per class: the ZIP's central directory names them.
    expect(
      buffer.toString('latin1').match(/BAP - [A-Z]{2}\d{3} .*?\.pdf/g)?.length,
    ).toBeGreaterThanOrEqual(10);
  });

  it('answers a missing period with 422 and a period without classes with 404', async () => {
    expect((await unduh('/lms/kelas_kuliah/bap/unduh', t.operator)).res.status).toBe(422);
    expect((await unduh('/lms/kelas_kuliah/bap/unduh?periode=20191', t.operator)).res.status).toBe(
      404,
    );
  });
});

describe('GET /v1/penandatangan_prodi/{id}', () => {
  it('gives the programme signatory with a PNG signature', async () => {
    const res = await penandatangan('TI', t.dosen);
    expect(res.data).toMatchObject({
      jabatanKhsKiri: 'Ketua Program Studi Teknik Informatika',
      namaKhsKiri: 'Rudi Hartono, S.T., M.Kom.',
    });
    expect(res.data.fileKhsKiri).toMatch(/^data:image\/png;base64,/);
  });

  it.each([
    ['a lecturer teaching one of its courses', 'dosen02', 'TI', 200],
    ['a lecturer of its own programme', 'dosen02', 'SI', 200],
    ['a lecturer of another programme', 'dosen03', 'TI', 403],
    ['a lecturer of another programme', 'dosen03', 'SI', 403],
    ['a student', '2401001', 'TI', 403],
  ])('answers %s (%s for %s) with %i', async (_k, username, prodi, status) => {
    const res = await penandatangan(prodi, await tokenUntuk(s, username));
    expect(res.status).toBe(status);
    if (status === 403) {
      expect(res.body.data).toBeNull();
      expect(JSON.stringify(res.body)).not.toContain('base64');
    }
  });

  it('needs read on laporan for an operator', async () => {
    expect((await penandatangan('SI', t.operator)).status).toBe(200);
    await denganHakOperator(s, { laporan: 'no_access' }, async () => {
      const res = await penandatangan('SI', t.operator);
      expect(res.status).toBe(403);
    });
  });
});
