import { PESAN_BANK_SOAL, PESAN_IZIN } from '@kampus/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contohPdf,
  contohPng,
  denganHakOperator,
  startTestServer,
  type TestServer,
  tokenSemua,
  tokenUntuk,
} from '../../../test/harness';
import { bacaPdf } from '../../../test/pdf';
import { soal as soalTabel } from '../soal/schema';
import { buatBankSoal } from './uji-bersama';

// Issue 14: GET /lms/bank_soal/{id}/unduh, the bank as 'Bank Soal - {judul}.pdf' (letter
// portrait, 1 inch margins), read back with pdf.js.

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
let dosen02: string;
let dosen03: string;
let idBank: string;
let idKosong: string;

const PDF = contohPdf();

beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
  [dosen02, dosen03] = await Promise.all([tokenUntuk(s, 'dosen02'), tokenUntuk(s, 'dosen03')]);
  // A picture in the question's text, inserted as the editor does: uploaded, then linked.
  const fdGambar = new FormData();
  fdGambar.append('dir', 'soal_bank_soal');
  fdGambar.append('file', new Blob([contohPng(687)]), 'diagram-pohon.png');
  // Multipart uploads: s.panggil sends JSON only.
  const gambar = await s.call('/v2/storager', { method: 'POST', token: t.dosen, body: fdGambar });
  expect(gambar.status).toBe(200);
  const soal = [
    {
      jenis: 'pilihan',
      pertanyaan: `<p>Traversal yang mengunjungi <strong>akar</strong> lebih dulu?</p><p><img src="${gambar.body.data.url.replace(/&/g, '&amp;')}" alt="diagram-pohon.png"></p>`,
      pilihan: { pilihan: ['Preorder', 'Inorder', 'Postorder'], kunci: 0 },
    },
    {
      jenis: 'benar_salah',
      pertanyaan: '**BST** selalu seimbang.',
      benar_salah: { kunci: 'salah' },
    },
    {
      jenis: 'esay',
      pertanyaan: 'Jelaskan heap &amp; kegunaannya.',
      esay: { jenis_file_diterima: ['text', 'pdf'], kunci: 'Pohon biner lengkap' },
    },
  ];
  const bank = await buatBankSoal(
    s,
    t.dosen,
    {
      judul: 'Struktur Data / UTS',
      deskripsi: '<p>Soal latihan <b>pohon</b></p>',
      ditampilkan: true,
    },
    soal,
  );
  idBank = bank.id;
  const ids = bank.soal;
  idKosong = (await buatBankSoal(s, t.dosen, { judul: 'Bank Kosong', deskripsi: 'Belum diisi' }))
    .id;
  const fd = new FormData();
  fd.append('files', new Blob([contohPng(900)]), 'pohon.png');
  fd.append('files', new Blob([PDF]), 'bacaan-tambahan.pdf');
  // A multipart upload: s.panggil sends JSON only.
  const up = await s.call(`/lms/bank_soal/${idBank}/soal/${ids[0]}/files`, {
    method: 'PUT',
    token: t.dosen,
    body: fd,
  });
  expect(up.status).toBe(200);
});
afterAll(() => s?.close());

async function unduh(id: string, token: string) {
  const res = await fetch(`${s.url}/lms/bank_soal/${id}/unduh`, {
    headers: { 'college-id': 'kampus-demo', authorization: `Bearer ${token}` },
  });
  return { res, buffer: Buffer.from(await res.arrayBuffer()) };
}

describe('GET /lms/bank_soal/{id}/unduh', () => {
  it('prints the bank: title, course, lecturer, numbered questions, lettered options, keys, pictures', async () => {
    const { res, buffer } = await unduh(idBank, t.dosen);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Bank Soal - Struktur Data - UTS.pdf')}`,
    );
    const pdf = await bacaPdf(buffer);
    // Letter portrait: 8.5 x 11 inches.
    expect(pdf.ukuran).toEqual([612, 792]);
    // The picture of the question's text and the attached one (issue 21: the text's picture was
    // a literal '[gambar]', and a drawn attachment went unnamed).
    expect(pdf.gambar).toBe(2);
    expect(pdf.teks).not.toMatch(/\[gambar\]/i);
    for (const teks of [
      'Struktur Data / UTS',
      'Mata Kuliah',
      'IF201',
      'Budi Santoso',
      'Soal latihan pohon',
      '1. Traversal yang mengunjungi akar lebih dulu?',
      'A. Preorder (Kunci Jawaban)',
      'B. Inorder',
      'C. Postorder',
      'Lampiran: pohon.png, bacaan-tambahan.pdf',
      '2. BST selalu seimbang.',
      'Salah (Kunci Jawaban)',
      '3. Jelaskan heap & kegunaannya.',
      'Jenis jawaban diterima: Teks, PDF',
      'Kunci Jawaban: Pohon biner lengkap',
    ]) {
      expect(pdf.teks).toContain(teks);
    }
    expect(pdf.teks).not.toContain('<strong>');
    expect(pdf.teks).not.toContain('**');
    expect(pdf.teks).not.toContain('Benar (Kunci Jawaban)');
  });

  it('draws a picture an older editor kept as base64 and names one whose file is gone', async () => {
    const bank = await buatBankSoal(s, t.dosen, { judul: 'Bank Lama' }, [
      { jenis: 'benar_salah', pertanyaan: 'sementara', benar_salah: { kunci: 'benar' } },
      { jenis: 'benar_salah', pertanyaan: 'sementara', benar_salah: { kunci: 'salah' } },
    ]);
    // Stored before pictures were uploaded (the API refuses such text now).
    const base64 = contohPng().toString('base64');
    const teks = [
      `<p>Gambar lama:</p><p><img src="data:image/png;base64,${base64}" alt="lama.png" /></p>`,
      '<p>Gambar hilang:</p><p><img src="/v2/storager/berkas/soal_bank_soal/00000000-0000-4000-8000-000000000000.png" alt="hilang.png" /></p>',
    ];
    for (const [i, id] of bank.soal.entries()) {
      await s.ctx.database.db
        .update(soalTabel)
        .set({ pertanyaan: teks[i] ?? '' })
        .where(eq(soalTabel.id, id));
    }
    const { res, buffer } = await unduh(bank.id, t.dosen);
    expect(res.status).toBe(200);
    const pdf = await bacaPdf(buffer);
    expect(pdf.gambar).toBe(1);
    expect(pdf.teks).toContain('1. Gambar lama:');
    expect(pdf.teks).toContain('2. Gambar hilang: (Gambar: hilang.png)');
    expect(pdf.teks).not.toMatch(/\[gambar\]/i);
  });

  it("answers 'Belum ada soal' for an empty bank", async () => {
    const { res, buffer } = await unduh(idKosong, t.dosen);
    expect(res.status).toBe(422);
    expect(JSON.parse(buffer.toString()).status.message).toBe(PESAN_BANK_SOAL.belumAdaSoal);
  });

  it('is for whoever sees the bank', async () => {
    expect((await unduh(idBank, dosen02)).res.status).toBe(200);
    expect((await unduh(idKosong, dosen02)).res.status).toBe(404);
    expect((await unduh(idBank, dosen03)).res.status).toBe(404);
    const mhs = await unduh(idBank, t.mahasiswa);
    expect(mhs.res.status).toBe(403);
    expect(JSON.parse(mhs.buffer.toString()).status.message).toBe(PESAN_IZIN.mahasiswaBankSoal);
    await denganHakOperator(s, { bank_soal: 'no_access' }, async () => {
      const res = await unduh(idBank, t.operator);
      expect(res.res.status).toBe(403);
      expect(JSON.parse(res.buffer.toString()).status.message).toBe(PESAN_IZIN.hakBacaBankSoal);
    });
    await denganHakOperator(s, { bank_soal: 'read' }, async () => {
      expect((await unduh(idBank, t.operator)).res.status).toBe(200);
    });
  });
});
