import { type CallQueryInput, calls, type SimpanMateri } from '@kampus/api/contract';
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
import { dosen, pengajarKelas, pengguna } from '../../db/schema';

// The copy listing (GET /v2/lms/materi, 'Salin Materi Kelas Lain', spec 2) shows a lecturer only
// materials of courses they teach, and never one not yet shown from another lecturer's class.

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
let dosen02: string;
let dosen03: string;
const judulTampil = 'Ringkasan salin tampil';
const judulTersembunyi = 'Kunci jawaban salin tersembunyi';
const id = { tampil: '', tersembunyi: '' };

async function idPertemuan(idKelas: string, nomor: number) {
  const res = await s.panggil(calls.daftarPertemuan, {
    query: { id_kelas_kuliah: idKelas, per_page: 20 },
    token: t.operator,
  });
  return res.data.find((p) => p.nomor === nomor)!.id;
}

const daftar = (
  token: string,
  query: CallQueryInput<typeof calls.daftarMateriSalin> = { search: 'salin', per_page: 50 },
) => s.panggil(calls.daftarMateriSalin, { query, token });
const judul = (res: Awaited<ReturnType<typeof daftar>>) => res.data.map((m) => m.judul).sort();

/**
 * A url material saved as JSON: the contract types this call's fields as multipart only, so the
 * JSON body goes as it is, checked here against the save fields.
 */
const tambahJson = (body: SimpanMateri) =>
  s.panggil(calls.tambahMateri, { badanMentah: body, token: t.dosen });

beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
  [dosen02, dosen03] = await Promise.all([tokenUntuk(s, 'dosen02'), tokenUntuk(s, 'dosen03')]);
  // dosen02 also teaches IF101, in class B only; dosen01 teaches class A.
  const db = s.ctx.database.db;
  const [d2] = await db
    .select({ id: dosen.id })
    .from(dosen)
    .innerJoin(pengguna, eq(pengguna.id, dosen.idPengguna))
    .where(eq(pengguna.username, 'dosen02'));
  await db
    .insert(pengajarKelas)
    .values({ idKelasKuliah: kelas('IF101', 'B', 'K2'), idDosen: d2!.id });

  const p = await idPertemuan(kelas('IF101'), 14);
  const dasar = {
    id_pertemuan: p,
    deskripsi: 'x',
    tipe_file: 'url',
    jenis_materi: 'modul',
    file_url: 'https://example.org/materi',
  } as const;
  const tampil = await tambahJson({
    ...dasar,
    judul: judulTampil,
    tampil_sekarang: true,
  });
  expect(tampil.status).toBe(200);
  id.tampil = tampil.data.id;
  const tersembunyi = await tambahJson({
    ...dasar,
    judul: judulTersembunyi,
    tampil_sekarang: false,
    waktu_mulai_tampil: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });
  expect(tersembunyi.status).toBe(200);
  id.tersembunyi = tersembunyi.data.id;
});
afterAll(() => s?.close());

describe('GET /v2/lms/materi (copy listing)', () => {
  it('shows the teacher of the class both its shown and its hidden materials', async () => {
    const res = await daftar(t.dosen);
    expect(res.status).toBe(200);
    expect(judul(res)).toEqual([judulTersembunyi, judulTampil].sort());
  });

  it("shows a teacher of the same course only the other class's shown materials", async () => {
    const res = await daftar(dosen02);
    expect(res.status).toBe(200);
    expect(judul(res)).toEqual([judulTampil]);
    expect(JSON.stringify(res.body)).not.toContain(judulTersembunyi);
  });

  it('shows a lecturer who does not teach the course nothing of it', async () => {
    const res = await daftar(dosen03);
    expect(res.status).toBe(200);
    expect(res.data).toEqual([]);
    expect(res.body.meta.total_items).toBe(0);
    // Naming the course does not widen it.
    const mk = await daftar(dosen03, { id_mata_kuliah: 'IF101', per_page: 50 });
    expect(mk.data).toEqual([]);
  });

  it('shows an operator with read on kelas_kuliah the whole college', async () => {
    const res = await daftar(t.operator);
    expect(judul(res)).toEqual([judulTersembunyi, judulTampil].sort());
  });

  it('refuses a student and an operator without read on kelas_kuliah', async () => {
    const mhs = await daftar(t.mahasiswa);
    expect(mhs.status).toBe(403);
    expect(mhs.body.status.message).toBe('Mahasiswa tidak dapat menyalin materi');
    await denganHakOperator(s, { kelas_kuliah: 'no_access' }, async () => {
      const res = await daftar(t.operator);
      expect(res.status).toBe(403);
      expect(res.body.status.message).toBe('Anda tidak memiliki hak akses kelas kuliah');
    });
  });
});

describe('POST /lms/materi/salin', () => {
  const salin = async (token: string, list_id: string[]) =>
    s.panggil(calls.salinMateri, {
      body: {
        id_pertemuan: await idPertemuan(kelas('IF101', 'B', 'K2'), 15),
        list_id,
        is_syarat_hadir: false,
        tampil_sekarang: true,
        waktu_mulai_tampil: null,
        deadline: null,
        type: 'salin',
      },
      token,
    });

  it("refuses to copy another lecturer's hidden material by its id", async () => {
    const res = await salin(dosen02, [id.tampil, id.tersembunyi]);
    expect(res.status).toBe(404);
    expect(res.body.status.message).toBe('Sebagian materi yang dipilih tidak ditemukan');
  });

  it("copies another lecturer's shown material of the same course", async () => {
    const res = await salin(dosen02, [id.tampil]);
    expect(res.status).toBe(200);
    expect(res.data.map((m) => m.judul)).toEqual([judulTampil]);
  });
});

describe('material links', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
  ])('refuses a url material linking to %j', async (file_url) => {
    const res = await tambahJson({
      id_pertemuan: await idPertemuan(kelas('IF101'), 14),
      judul: 'Tautan berbahaya',
      deskripsi: 'x',
      tipe_file: 'url',
      jenis_materi: 'modul',
      tampil_sekarang: true,
      file_url,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toContainEqual({
      field: 'file_url',
      message: 'Link harus berupa alamat web yang diawali http:// atau https://',
    });
  });

  it('prepends http to a link without a scheme', async () => {
    const res = await tambahJson({
      id_pertemuan: await idPertemuan(kelas('IF101'), 14),
      judul: 'Tautan tanpa skema',
      deskripsi: 'x',
      tipe_file: 'url',
      jenis_materi: 'modul',
      tampil_sekarang: true,
      file_url: 'zoom.us/j/123',
    });
    expect(res.status).toBe(200);
    expect(res.data.file_url).toBe('http://zoom.us/j/123');
  });
});
