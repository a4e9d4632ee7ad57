import { readdirSync } from 'node:fs';
import { type CallBodyInput, type CallQueryInput, calls } from '@kampus/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contohPng,
  kelas,
  startTestServer,
  type TestServer,
  tokenSemua,
  tokenUntuk,
} from '../../../test/harness';

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
});
afterAll(() => s?.close());

const daftar = (query: CallQueryInput<typeof calls.daftarKelasKuliah>) =>
  s.panggil(calls.daftarKelasKuliah, { query: { per_page: 50, ...query }, token: t.operator });
const kode = (res: Awaited<ReturnType<typeof daftar>>) =>
  res.data.map((k) => `${k.mata_kuliah.kode} ${k.kelas.nama}`).sort();

const png = contohPng;

function unggahBanner(token: string, nama: string, isi: Buffer, type = 'image/png') {
  const fd = new FormData();
  fd.append('file_banner', new Blob([isi], { type }), nama);
  // A multipart upload: s.panggil sends JSON only.
  return s.call(`/lms/kelas_kuliah/${kelas('IF101')}`, { method: 'PUT', token, body: fd });
}

describe('GET /lms/kelas_kuliah filters', () => {
  it.each([
    ['id_mata_kuliah=IF101', { id_mata_kuliah: 'IF101' }, ['IF101 A', 'IF101 B']],
    ['id_prodi=MN', { id_prodi: 'MN' }, ['MN101 A', 'MN202 A', 'AK101 A'].sort()],
    ['mode_kuliah=online', { mode_kuliah: 'online' }, ['AK101 A', 'IF101 B', 'IF301 A']],
    ['nama_kelas=B', { nama_kelas: 'B' }, ['IF101 B']],
    ['search=kewirausahaan', { search: 'kewirausahaan' }, ['MN202 A']],
  ] as const)('%s', async (_, query, expected) => {
    expect(kode(await daftar(query))).toEqual(expected);
  });

  it('filters by lecturer', async () => {
    const dosen = await s.panggil(calls.dosenRef, {
      query: { search: 'Ahmad' },
      token: t.operator,
    });
    const id = dosen.data[0]!.id;
    expect(kode(await daftar({ id_dosen: id }))).toEqual(['AK101 A', 'MN101 A', 'MN202 A']);
  });

  it('answers an unknown lecture mode with 422', async () => {
    expect(
      (
        await s.panggil(calls.daftarKelasKuliah, {
          queryMentah: { mode_kuliah: 'hibrida' },
          token: t.operator,
        })
      ).status,
    ).toBe(422);
  });
});

describe('GET /v2/lms/kelas_kuliah/{id}/peserta/nim_nama', () => {
  it('lists the participants, the class leader first', async () => {
    const res = await s.panggil(calls.pesertaKelas, {
      params: { id: kelas('SI201') },
      token: t.mahasiswa,
    });
    expect(res.data).toHaveLength(10);
    expect(res.data[0]?.jabatan).toBe('ketua_kelas');
    expect(res.data.filter((p) => p.jabatan === 'ketua_kelas')).toHaveLength(1);
    expect(res.data.map((p) => p.nim)).toContain('2401001');
  });

  it("refuses a student of another class and a lecturer who doesn't teach it", async () => {
    expect(
      (await s.panggil(calls.pesertaKelas, { params: { id: kelas('MN101') }, token: t.mahasiswa }))
        .status,
    ).toBe(403);
    expect(
      (await s.panggil(calls.pesertaKelas, { params: { id: kelas('MN101') }, token: t.dosen }))
        .status,
    ).toBe(403);
  });
});

describe('PUT /lms/kelas_kuliah/{id} (banner)', () => {
  it('stores an uploaded PNG and serves it back', async () => {
    const res = await unggahBanner(t.dosen, 'sampul kelas.png', png(2048));
    expect(res.status).toBe(200);
    const url: string = res.body.data.banner_url;
    expect(url).toMatch(/^\/v2\/storager\/berkas\/banner_kelas\/[0-9a-f-]{36}\.png$/);
    const file = await fetch(s.url + url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toContain('sampul kelas.png');
    expect((await file.arrayBuffer()).byteLength).toBe(2048);
  });

  it('serves byte ranges so players can seek', async () => {
    const res = await unggahBanner(t.dosen, 'b.png', png(4000));
    const part = await fetch(s.url + res.body.data.banner_url, {
      headers: { range: 'bytes=100-199' },
    });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });

  it.each([
    [
      'a GIF',
      'b.gif',
      png(100),
      422,
      'Jenis file yang didukung adalah .png, .jpg, .jpeg, dengan maksimal ukuran sebesar 2 MB',
    ],
    [
      'a file over the 2 MB setting',
      'b.png',
      png(2_000_001),
      413,
      'Ukuran file tidak boleh lebih dari 2MB.',
    ],
  ])('refuses %s and keeps nothing of it', async (_, nama, isi, status, message) => {
    const before = readdirSync(s.ctx.config.storageDir, { recursive: true }).length;
    const res = await unggahBanner(t.dosen, nama, isi);
    expect(res.status).toBe(status);
    expect(res.body.status.message).toBe(message);
    expect(readdirSync(s.ctx.config.storageDir, { recursive: true })).toHaveLength(before);
  });

  it('switches back to a default banner by index', async () => {
    const res = await s.panggil(calls.ubahBannerKelas, {
      params: { id: kelas('IF101') },
      body: { banner_color_idx: 4 },
      token: t.dosen,
    });
    expect(res.data).toMatchObject({ banner_url: null, banner_color_idx: 4 });
  });

  it('refuses students', async () => {
    expect((await unggahBanner(t.mahasiswa, 'b.png', png(10))).status).toBe(403);
  });
});

describe('PUT /lms/kelas_kuliah/{id}/data', () => {
  const body = {
    kapasitas: 45,
    mode_kuliah: 'offline',
    lingkup: 'Internal Prodi',
    id_jenis_kelas: 'REG',
    id_kampus: 'K1',
    metode_pengajaran: 'Individu',
  } as const;
  const ubahData = (token: string, isi: CallBodyInput<typeof calls.ubahDataKelas> = body) =>
    s.panggil(calls.ubahDataKelas, { params: { id: kelas('IF202') }, body: isi, token });

  it('lets an operator with write change the class data', async () => {
    const res = await ubahData(t.operator);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ kapasitas: 45, mode_kuliah: 'offline' });
  });

  it('refuses a lecturer and a student', async () => {
    expect((await ubahData(t.dosen)).status).toBe(403);
    expect((await ubahData(t.mahasiswa)).status).toBe(403);
  });

  it('answers an invalid capacity with 422', async () => {
    const res = await ubahData(t.operator, { ...body, kapasitas: 0 });
    expect(res.status).toBe(422);
    expect(res.body.errors).toContainEqual({ field: 'kapasitas', message: 'Kapasitas minimal 1' });
  });
});

describe('PUT /lms/kelas_kuliah/{id}/ketua_kelas', () => {
  it('designates exactly one student', async () => {
    const peserta = await s.panggil(calls.pesertaKelas, {
      params: { id: kelas('SI201') },
      token: t.operator,
    });
    const baru = peserta.data.find((p) => p.jabatan !== 'ketua_kelas')!;
    const dosen02 = await tokenUntuk(s, 'dosen02');
    const res = await s.panggil(calls.ubahKetuaKelas, {
      params: { id: kelas('SI201') },
      body: { id_mahasiswa: baru.id },
      token: dosen02,
    });
    expect(res.status).toBe(200);
    const ketua = res.data.filter((p) => p.jabatan === 'ketua_kelas');
    expect(ketua.map((p) => p.id)).toEqual([baru.id]);
  });

  it('refuses a student who is not a participant, and student callers', async () => {
    const luar = await s.panggil(calls.pesertaKelas, {
      params: { id: kelas('MN101') },
      token: t.operator,
    });
    const ketuaBaru = (token: string) =>
      s.panggil(calls.ubahKetuaKelas, {
        params: { id: kelas('SI201') },
        body: { id_mahasiswa: luar.data[0]!.id },
        token,
      });
    const res = await ketuaBaru(t.operator);
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe('Mahasiswa bukan peserta kelas ini');
    expect((await ketuaBaru(t.mahasiswa)).status).toBe(403);
  });
});

describe('PUT /lms/kelas_kuliah/{id}/pengajar/{idDosen}', () => {
  it('lets the main teacher change a position but not the other teacher', async () => {
    const k = (
      await s.panggil(calls.kelasKuliah, { params: { id: kelas('IF201') }, token: t.dosen })
    ).data;
    const dosen02 = k.pengajar.find((p) => p.nama === 'Siti Rahmawati')!;
    const params = { id: kelas('IF201'), idDosen: dosen02.id_dosen };
    const bukanUtama = await s.panggil(calls.ubahJabatanPengajar, {
      params,
      body: { jabatan: 'Asisten' },
      token: await tokenUntuk(s, 'dosen02'),
    });
    expect(bukanUtama.status).toBe(403);
    const utama = await s.panggil(calls.ubahJabatanPengajar, {
      params,
      body: { jabatan: 'Asisten' },
      token: t.dosen,
    });
    expect(utama.status).toBe(200);
    expect(utama.data.pengajar.find((p) => p.id_dosen === dosen02.id_dosen)?.jabatan).toBe(
      'Asisten',
    );
  });

  it('answers an unknown position with 422', async () => {
    const k = await s.panggil(calls.kelasKuliah, {
      params: { id: kelas('IF201') },
      token: t.operator,
    });
    const res = await s.panggil(calls.ubahJabatanPengajar, {
      params: { id: kelas('IF201'), idDosen: k.data.pengajar[0]!.id_dosen },
      badanMentah: { jabatan: 'Rektor' },
      token: t.operator,
    });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe('Data tidak valid: Jabatan wajib dipilih');
  });
});
