import { calls } from '@kampus/api/contract';
import { PESAN_SOAL } from '@kampus/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contohPng,
  kelas,
  startTestServer,
  type TestServer,
  tokenSemua,
} from '../../../test/harness';
import { buatBankSoal } from '../bank-soal/uji-bersama';
import { soal } from '../soal/schema';

// Issue 21: a picture in a question's text is an uploaded file (POST /v2/storager, checked for
// its content and size) linked from the text, not its bytes as base64 text; the server refuses a
// data: URI picture from an older client, keeps the link unsigned and signs it for each reader.

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
let idUjian: string;
let idKelompok: string;

const menit = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
const DATA_URI = `data:image/png;base64,${contohPng().toString('base64')}`;

/** Uploads a picture into `dir` as the editor does; answers the signed address. */
async function unggahGambar(dir: string, isi: Buffer = contohPng(687), nama = 'pohon.png') {
  const fd = new FormData();
  fd.append('service_id', 'lms');
  fd.append('dir', dir);
  fd.append('file', new Blob([isi], { type: 'image/png' }), nama);
  // A multipart upload: s.panggil sends JSON only.
  return s.call('/v2/storager', { method: 'POST', token: t.dosen, body: fd });
}

/** The picture addresses in a question's HTML, as a browser reads the src attribute. */
const srcGambar = (html: string) =>
  [...html.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));

beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
  const pertemuan = await s.panggil(calls.daftarPertemuan, {
    query: { id_kelas_kuliah: kelas('IF101'), per_page: 20 },
    token: t.dosen,
  });
  const u = await s.panggil(calls.tambahUjian, {
    body: {
      id_pertemuan: pertemuan.body.data.find((p: { nomor: number }) => p.nomor === 10).id,
      judul: 'Kuis Bergambar',
      deskripsi: 'Soal dengan gambar',
      jenis: 'kuis',
      sifat: 'close',
      acak_soal: false,
      ditampilkan: true,
      gunakan_batas_waktu: false,
      tampilkan_kunci_jawaban: false,
      waktu_mulai: menit(-5),
      waktu_selesai: menit(60),
    },
    token: t.dosen,
  });
  expect(u.status).toBe(200);
  idUjian = u.data.id;
  const k = await s.panggil(calls.tambahKelompokSoal, {
    params: { id: idUjian },
    body: {
      judul: 'Bagian A',
      aturan: 'semua',
    },
    token: t.dosen,
  });
  idKelompok = k.data.id;
});
afterAll(() => s?.close());

const tambahSoal = (pertanyaan: string, ubah: Record<string, unknown> = {}) =>
  s.panggil(calls.tambahSoal, {
    params: { id: idUjian, idKelompok },
    body: {
      jenis: 'benar_salah',
      pertanyaan,
      benar_salah: { kunci: 'benar' },
      ...ubah,
    },
    token: t.dosen,
  });

describe('a picture in a question text', () => {
  it('is a link to the uploaded file: stored unsigned, read back signed and served', async () => {
    const up = await unggahGambar('soal_ujian');
    expect(up.status).toBe(200);
    const signed = up.body.data.url as string;
    expect(signed).toMatch(/^\/v2\/storager\/berkas\/soal_ujian\/[0-9a-f-]{36}\.png\?exp=\d+&sig=/);
    const alamat = signed.split('?')[0] ?? '';

    // As the editor sends it: Markdown turned into HTML, the signed address in the src.
    const res = await tambahSoal(
      `<p>Perhatikan gambar berikut.</p><p><img src="${signed.replace(/&/g, '&amp;')}" alt="pohon.png"></p>`,
    );
    expect(res.status).toBe(200);
    const [baris] = await s.ctx.database.db
      .select({ pertanyaan: soal.pertanyaan })
      .from(soal)
      .where(eq(soal.id, res.data.id));
    // The stored text holds the link, without the signature and without the picture's bytes.
    expect(baris?.pertanyaan).toBe(
      `<p>Perhatikan gambar berikut.</p><p><img src="${alamat}" alt="pohon.png" /></p>`,
    );
    expect(baris!.pertanyaan.length).toBeLessThan(150);

    // The lecturer's editor and the student's exam page both get a working signed link.
    const detail = await s.panggil(calls.ujian, { params: { id: idUjian }, token: t.dosen });
    const [dosen] = srcGambar(detail.body.data.kelompok_soal[0].soal[0].pertanyaan);
    expect(dosen).toMatch(new RegExp(`^${alamat}\\?exp=\\d+&sig=`));
    // The picture's own address (a file, signed or not), no call of the contract.
    expect((await s.call(dosen ?? '')).status).toBe(200);
    expect((await s.call(alamat)).status).toBe(403);

    const mulai = await s.panggil(calls.mulaiPengerjaan, {
      params: { id: idUjian },
      token: t.mahasiswa,
    });
    expect(mulai.status).toBe(200);
    const kerja = await s.panggil(calls.soalPengerjaanSaya, {
      params: { id: idUjian },
      token: t.mahasiswa,
    });
    const teksMahasiswa = kerja.data.kelompok_soal
      .flatMap((k: { soal: { pertanyaan: string }[] }) => k.soal)
      .map((x: { pertanyaan: string }) => x.pertanyaan)
      .join('');
    const [mahasiswa] = srcGambar(teksMahasiswa);
    const gambar = await fetch(`${s.url}${mahasiswa}`);
    expect(gambar.status).toBe(200);
    expect(gambar.headers.get('content-type')).toBe('image/png');
  });

  it('is refused as base64 text (an older editor) with a message saying what to do', async () => {
    for (const pertanyaan of [
      `<p>Lihat</p><p><img src="${DATA_URI}" alt="a.png"></p>`,
      encodeURIComponent(`<p><img src="${DATA_URI}"></p>`),
      `Lihat ![a.png](${DATA_URI})`,
    ]) {
      const res = await tambahSoal(pertanyaan);
      expect(res.status).toBe(422);
      expect(res.body.status.message).toBe(`Data tidak valid: ${PESAN_SOAL.gambarTertanam}`);
      expect(res.body.errors).toEqual([
        { field: 'pertanyaan', message: PESAN_SOAL.gambarTertanam },
      ]);
    }
    const pilihan = await tambahSoal('Pilih gambar', {
      jenis: 'pilihan',
      pilihan: { pilihan: [`<img src="${DATA_URI}">`, 'B', 'C'], kunci: 0 },
    });
    expect(pilihan.status).toBe(422);
    expect(pilihan.body.errors).toEqual([
      { field: 'pilihan.pilihan.0', message: PESAN_SOAL.gambarTertanam },
    ]);

    // The same in a question bank.
    const bank = await buatBankSoal(s, t.dosen, { judul: 'Bank Bergambar', deskripsi: 'x' });
    const res = await s.panggil(calls.tambahSoalBank, {
      params: { id: bank.id },
      body: {
        jenis: 'esay',
        pertanyaan: `<p><img src="${DATA_URI}"></p>`,
        esay: { jenis_file_diterima: ['text'] },
      },
      token: t.dosen,
    });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(`Data tidak valid: ${PESAN_SOAL.gambarTertanam}`);
  });

  it('is checked by its content on upload: text named .png is refused', async () => {
    const res = await unggahGambar('soal_ujian', Buffer.from('bukan gambar sama sekali'), 'a.png');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
