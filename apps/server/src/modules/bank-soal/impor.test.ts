import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BankSoalDetail, calls, envelope, HasilImporSoal } from '@kampus/api/contract';
import {
  JENIS_SOAL,
  type JenisSoal,
  PESAN_BANK_SOAL,
  PESAN_IZIN,
  PESAN_SOAL_BANK,
  TEMPLAT_IMPOR_SOAL,
  urlTemplatImporSoal,
} from '@kampus/domain';
import archiver from 'archiver';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  denganHakOperator,
  startTestServer,
  type TestServer,
  tokenSemua,
  tokenUntuk,
} from '../../../test/harness';
import { soal } from '../../db/schema';
import { PESAN_IMPOR } from './impor';
import { BARIS_JUDUL_TEMPLAT, buatTemplat } from './templat';
import { buatBankSoal } from './uji-bersama';

// Issue 14: POST /v2/lms/bank_soal/{id}/soal/import_excel with the committed templates (the staff
// app's public/templat files, filled in here), every malformed workbook of the issue answered
// with a clear 4xx, and nothing imported unless every row is right.

const folderTemplat = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../staff/public',
);

let s: TestServer;
let t: Awaited<ReturnType<typeof tokenSemua>>;
let dosen02: string;
let dosen03: string;
beforeAll(async () => {
  s = await startTestServer();
  t = await tokenSemua(s);
  [dosen02, dosen03] = await Promise.all([tokenUntuk(s, 'dosen02'), tokenUntuk(s, 'dosen03')]);
});
afterAll(() => s?.close());

const buatBank = async (ubah: Record<string, unknown> = {}) =>
  (await buatBankSoal(s, t.dosen, { judul: 'Bank Impor', ...ubah })).id;

const jumlahSoal = async (id: string) =>
  envelope(BankSoalDetail).parse(
    (await s.panggil(calls.bankSoal, { params: { id }, token: t.dosen })).body,
  ).data.list_soal;

function impor(
  idBank: string,
  isi: Buffer | null,
  jenis: string | null,
  o: { token?: string; nama?: string } = {},
) {
  const fd = new FormData();
  if (jenis !== null) fd.append('jenis_soal', jenis);
  if (isi) fd.append('file', new Blob([isi]), o.nama ?? 'soal.xlsx');
  // A multipart upload: s.panggil sends JSON only.
  return s.call(`/v2/lms/bank_soal/${idBank}/soal/import_excel`, {
    method: 'POST',
    token: o.token ?? t.dosen,
    body: fd,
  });
}

/** The committed template of a kind (what the staff app serves), as a workbook. */
async function templatTersimpan(jenis: JenisSoal) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(
    readFileSync(path.join(folderTemplat, urlTemplatImporSoal(jenis))) as unknown as ArrayBuffer,
  );
  return wb;
}

/** The committed template with `baris` written below its example row. */
async function templatTerisi(
  jenis: JenisSoal,
  baris: (string | number | ExcelJS.CellValue)[][],
  ubah?: (ws: ExcelJS.Worksheet) => void,
) {
  const wb = await templatTersimpan(jenis);
  const ws = wb.getWorksheet(TEMPLAT_IMPOR_SOAL[jenis].sheet);
  if (!ws) throw new Error('sheet templat tidak ada');
  baris.forEach((b, i) => {
    ws.getRow(BARIS_JUDUL_TEMPLAT + 2 + i).values = b;
  });
  ubah?.(ws);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const barisPilihan = (n: number) =>
  Array.from({ length: n }, (_, i) => [
    i + 1,
    `Soal pilihan nomor ${i + 1}?`,
    'Satu',
    'Dua',
    'Tiga',
    i % 2 ? 'Empat' : '',
    '',
    'ABC'[i % 3] as string,
  ]);

describe('the committed templates', () => {
  it.each(JENIS_SOAL)(
    '%s: its sheet, header row and example row are the domain definitions',
    async (jenis) => {
      const t = TEMPLAT_IMPOR_SOAL[jenis];
      const ws = (await templatTersimpan(jenis)).getWorksheet(t.sheet);
      expect(ws).toBeDefined();
      const sel = (baris: number) =>
        t.kolom.map((_, i) => {
          const v = ws?.getRow(baris).getCell(i + 1).value;
          return v === null || v === undefined ? '' : String(v);
        });
      expect(sel(BARIS_JUDUL_TEMPLAT)).toEqual(t.kolom.map((k) => k.judul));
      expect(sel(BARIS_JUDUL_TEMPLAT + 1)).toEqual([...t.contoh]);
      // What the generator would write now has the same cells (regenerate when this fails).
      const baru = buatTemplat(jenis).getWorksheet(t.sheet);
      for (const n of [1, 2, BARIS_JUDUL_TEMPLAT, BARIS_JUDUL_TEMPLAT + 1]) {
        expect(ws?.getRow(n).values).toEqual(baru?.getRow(n).values);
      }
    },
  );

  it('the untouched template has no question to import (its example row is skipped)', async () => {
    const id = await buatBank();
    const res = await impor(id, await templatTerisi('pilihan', []), 'pilihan');
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(PESAN_IMPOR.tanpaSoal);
  });
});

describe('importing a filled template', () => {
  it('imports 20 choice questions with their options and keys', async () => {
    const id = await buatBank();
    const res = await impor(id, await templatTerisi('pilihan', barisPilihan(20)), 'pilihan');
    expect(res.status).toBe(200);
    const hasil = envelope(HasilImporSoal).parse(res.body).data;
    expect(hasil).toEqual({
      status: { code: 200, message: '20 soal berhasil diimpor' },
      jumlah: 20,
    });
    const daftar = await jumlahSoal(id);
    expect(daftar).toHaveLength(20);
    expect(daftar[0]).toMatchObject({
      nomor: 1,
      jenis: 'pilihan',
      pertanyaan: '<p>Soal pilihan nomor 1?</p>',
      pilihan: { pilihan: ['Satu', 'Dua', 'Tiga'], kunci: 0 },
    });
    expect(daftar[1]?.pilihan).toMatchObject({
      pilihan: ['Satu', 'Dua', 'Tiga', 'Empat'],
      kunci: 1,
    });
  });

  it('imports true/false questions after the questions already there', async () => {
    const id = await buatBank();
    await impor(id, await templatTerisi('pilihan', barisPilihan(2)), 'pilihan');
    const res = await impor(
      id,
      await templatTerisi('benar_salah', [
        [1, 'Bumi itu bulat.', 'Benar'],
        ['', 'Matahari mengelilingi bumi.', 'salah'],
      ]),
      'benar_salah',
    );
    expect(res.status).toBe(200);
    expect(res.body.data.status.message).toBe('2 soal berhasil diimpor');
    const daftar = await jumlahSoal(id);
    expect(daftar.map((x) => [x.nomor, x.jenis, x.benar_salah?.kunci ?? null])).toEqual([
      [1, 'pilihan', null],
      [2, 'pilihan', null],
      [3, 'benar_salah', 'benar'],
      [4, 'benar_salah', 'salah'],
    ]);
  });

  it('imports essays with their answer types and key; text is escaped, line breaks kept', async () => {
    const id = await buatBank();
    const res = await impor(
      id,
      await templatTerisi('esay', [
        [
          1,
          'Jelaskan <script>x()</script> rekursi.\nBeri contoh.',
          'text, pdf',
          'Fungsi memanggil diri',
        ],
        [2, 'Unggah diagram.', 'semua', ''],
      ]),
      'esay',
    );
    expect(res.status).toBe(200);
    const daftar = await jumlahSoal(id);
    expect(daftar[0]).toMatchObject({
      pertanyaan: '<p>Jelaskan &lt;script&gt;x()&lt;/script&gt; rekursi.<br />Beri contoh.</p>',
      esay: { jenis_file_diterima: ['text', 'pdf'], kunci: 'Fungsi memanggil diri' },
    });
    expect(daftar[1]?.esay?.jenis_file_diterima).toEqual([
      'text',
      'image',
      'pdf',
      'docs',
      'compressed',
    ]);
  });

  it('accepts an .xlsx saved under a .xls name (the content decides)', async () => {
    const id = await buatBank();
    const res = await impor(id, await templatTerisi('pilihan', barisPilihan(1)), 'pilihan', {
      nama: 'soal.XLS',
    });
    expect(res.status).toBe(200);
  });
});

describe('refusals: a clear message, nothing imported', () => {
  it('names every bad row, column and reason', async () => {
    const id = await buatBank();
    const isi = await templatTerisi('pilihan', [
      ...barisPilihan(2),
      [3, 'Tanpa pilihan C', 'a', 'b', '', '', '', 'A'],
      [4, 'Kunci asing', 'a', 'b', 'c', '', '', 'F'],
      [5, '', 'a', 'b', 'c', '', '', 'A'],
    ]);
    const res = await impor(id, isi, 'pilihan');
    expect(res.status).toBe(422);
    const pesan = res.body.status.message as string;
    expect(pesan).toContain('Impor dibatalkan, tidak ada soal yang diimpor. 3 kesalahan:');
    expect(pesan).toContain('Baris 7, kolom Pilihan C: Pilihan jawaban wajib diisi');
    expect(pesan).toContain('Baris 8, kolom Kunci: Kunci harus satu huruf A sampai E');
    expect(pesan).toContain('Baris 9, kolom Pertanyaan: Pertanyaan wajib diisi');
    expect(res.body.errors).toContainEqual({
      field: 'baris 8, kolom Kunci',
      message: 'Kunci harus satu huruf A sampai E',
    });
    expect(await jumlahSoal(id)).toEqual([]);
  });

  it('a wrong sheet: the template of another kind', async () => {
    const id = await buatBank();
    const res = await impor(id, await templatTerisi('pilihan', barisPilihan(3)), 'esay');
    expect(res.status).toBe(422);
    expect(res.body.status.message).toContain("Sheet 'Soal Esai' tidak ditemukan");
    expect(res.body.status.message).toContain("'Soal Pilihan'");
    expect(await jumlahSoal(id)).toEqual([]);
  });

  it('no sheet at all', async () => {
    const id = await buatBank();
    const kosong = Buffer.from(await new ExcelJS.Workbook().xlsx.writeBuffer());
    const res = await impor(id, kosong, 'pilihan');
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(PESAN_IMPOR.tanpaSheet);
  });

  it('missing columns', async () => {
    const id = await buatBank();
    const isi = await templatTerisi('pilihan', barisPilihan(3), (ws) => {
      ws.getCell(BARIS_JUDUL_TEMPLAT, 8).value = 'Jawaban';
      ws.getCell(BARIS_JUDUL_TEMPLAT, 5).value = null;
    });
    const res = await impor(id, isi, 'pilihan');
    expect(res.status).toBe(422);
    expect(res.body.status.message).toContain(
      "Kolom 'Pilihan C', 'Kunci' tidak ditemukan pada baris judul (baris 3)",
    );
    const tanpaJudul = new ExcelJS.Workbook();
    tanpaJudul.addWorksheet('Soal Pilihan').addRow(['Soal', 'Jawaban']);
    const res2 = await impor(id, Buffer.from(await tanpaJudul.xlsx.writeBuffer()), 'pilihan');
    expect(res2.status).toBe(422);
    expect(res2.body.status.message).toContain('Baris judul kolom (No, Pertanyaan, Pilihan A');
    expect(await jumlahSoal(id)).toEqual([]);
  });

  it('a formula cell', async () => {
    const id = await buatBank();
    const isi = await templatTerisi('pilihan', barisPilihan(3), (ws) => {
      ws.getCell(BARIS_JUDUL_TEMPLAT + 3, 8).value = { formula: 'CHAR(65)', result: 'A' };
    });
    const res = await impor(id, isi, 'pilihan');
    expect(res.status).toBe(422);
    expect(res.body.status.message).toContain(
      'Baris 6, kolom Kunci: sel berisi rumus (formula); isi dengan nilai biasa',
    );
    expect(await jumlahSoal(id)).toEqual([]);
  });

  it('10,000 rows: refused at the first row past 100, without reading the rest', async () => {
    const id = await buatBank();
    const isi = await templatTerisi('benar_salah', []);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(isi as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Soal Benar Salah');
    for (let i = 0; i < 10_000; i++) ws?.addRow([i + 1, `Pernyataan ${i + 1}`, 'Benar']);
    const besar = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await impor(id, besar, 'benar_salah');
    expect(res.status).toBe(422);
    expect(res.body.status.message).toContain('File berisi lebih dari 100 soal');
    expect(await jumlahSoal(id)).toEqual([]);
  });

  it.each([
    [
      'not a workbook (a PDF named .xlsx)',
      Buffer.from('%PDF-1.4 isi'),
      'soal.xlsx',
      PESAN_IMPOR.bukanWorkbook,
    ],
    [
      'an Excel 97-2003 file',
      Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]),
      'soal.xls',
      PESAN_IMPOR.xlsLama,
    ],
    ['an empty file', Buffer.alloc(0), 'soal.xlsx', PESAN_IMPOR.kosong],
    ['another extension', Buffer.from('No,Pertanyaan'), 'soal.csv', PESAN_BANK_SOAL.formatImpor],
  ])('%s', async (_k, isi, nama, pesan) => {
    const id = await buatBank();
    const res = await impor(id, isi, 'pilihan', { nama });
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(pesan);
  });

  it('a cut-off workbook and a zip that is not one', async () => {
    const id = await buatBank();
    const utuh = await templatTerisi('pilihan', barisPilihan(3));
    const putus = await impor(id, utuh.subarray(0, Math.floor(utuh.length / 2)), 'pilihan');
    expect(putus.status).toBe(422);
    expect(putus.body.status.message).toBe(PESAN_IMPOR.rusak);
    const zip = archiver('zip');
    const bagian: Buffer[] = [];
    zip.on('data', (c: Buffer) => bagian.push(c));
    const selesai = new Promise((r) => zip.on('end', r));
    zip.append('bukan excel', { name: 'catatan.txt' });
    await zip.finalize();
    await selesai;
    const res = await impor(id, Buffer.concat(bagian), 'pilihan');
    expect(res.status).toBe(422);
    expect(res.body.status.message).toBe(PESAN_IMPOR.tanpaSheet);
  });

  it('the file and the question kind are required; JSON is not an upload', async () => {
    const id = await buatBank();
    const isi = await templatTerisi('pilihan', barisPilihan(1));
    const tanpaFile = await impor(id, null, 'pilihan');
    expect(tanpaFile.status).toBe(422);
    expect(tanpaFile.body.status.message).toBe(PESAN_BANK_SOAL.berkasBelumDipilih);
    const tanpaJenis = await impor(id, isi, null);
    expect(tanpaJenis.status).toBe(422);
    expect(tanpaJenis.body.status.message).toBe(PESAN_BANK_SOAL.jenisBelumDipilih);
    const jenisAsing = await impor(id, isi, 'isian');
    expect(jenisAsing.status).toBe(422);
    expect(jenisAsing.body.status.message).toBe(PESAN_BANK_SOAL.jenisBelumDipilih);
    // A JSON body sent to the upload call on purpose: it must be refused as not multipart.
    const json = await s.panggil(calls.imporSoalBank, {
      params: { id },
      badanMentah: { jenis_soal: 'pilihan' },
      token: t.dosen,
    });
    expect(json.status).toBe(400);
    expect(json.body.status.message).toBe(PESAN_IMPOR.bukanMultipart);
  });

  it('counts the questions already in the bank against its 100', async () => {
    const id = await buatBank();
    await s.ctx.database.db.insert(soal).values(
      Array.from({ length: 95 }, (_, i) => ({
        idBankSoal: id,
        nomor: i + 1,
        jenis: 'benar_salah' as const,
        pertanyaan: `Soal ${i + 1}`,
        data: {
          jenis: 'benar_salah' as const,
          pilihan: { benar: 'Benar', salah: 'Salah' },
          kunci: 'benar' as const,
        },
      })),
    );
    const res = await impor(id, await templatTerisi('pilihan', barisPilihan(10)), 'pilihan');
    expect(res.status).toBe(409);
    expect(res.body.status.message).toBe(PESAN_SOAL_BANK.melebihi(95, 10, 'diimpor'));
    expect(await jumlahSoal(id)).toHaveLength(95);
    const lima = await impor(id, await templatTerisi('pilihan', barisPilihan(5)), 'pilihan');
    expect(lima.status).toBe(200);
    expect(await jumlahSoal(id)).toHaveLength(100);
  });
});

describe('who may import', () => {
  it("the bank's lecturer and operators with write on bank_soal only", async () => {
    const id = await buatBank({ ditampilkan: true });
    const isi = await templatTerisi('benar_salah', [[1, 'Pernyataan.', 'Benar']]);
    expect((await impor(id, isi, 'benar_salah', { token: dosen02 })).status).toBe(403);
    expect((await impor(id, isi, 'benar_salah', { token: dosen03 })).status).toBe(404);
    const mhs = await impor(id, isi, 'benar_salah', { token: t.mahasiswa });
    expect(mhs.status).toBe(403);
    expect(mhs.body.status.message).toBe(PESAN_IZIN.mahasiswaBankSoal);
    for (const hak of ['no_access', 'read'] as const) {
      await denganHakOperator(s, { bank_soal: hak }, async () => {
        const res = await impor(id, isi, 'benar_salah', { token: t.operator });
        expect(res.status).toBe(403);
        expect(res.body.status.message).toBe(PESAN_IZIN.hakUbahBankSoal);
      });
    }
    await denganHakOperator(s, { bank_soal: 'write' }, async () => {
      expect((await impor(id, isi, 'benar_salah', { token: t.operator })).status).toBe(200);
    });
    expect(await jumlahSoal(id)).toHaveLength(1);
  });
});
