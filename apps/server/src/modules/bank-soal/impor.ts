import { SimpanSoalBank } from '@kampus/api/contract';
import {
  bacaBarisImpor,
  type GalatSel,
  type JenisSoal,
  MAKS_BARIS_IMPOR,
  NO_CONTOH,
  type SoalImpor,
  TEMPLAT_IMPOR_SOAL,
} from '@kampus/domain';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError } from '../../http/errors';
import { bagianMultipart } from '../storager';

// Reading a question-import workbook (issue 14; spec 7 POST /v2/lms/bank_soal/{id}/soal/import_excel):
// one sheet per question kind with the columns of packages/domain imporSoal.ts. The file is read
// in memory with exceljs' workbook loader (it is small: at most 100 questions; its size and what
// it unpacks to are capped before it is opened). exceljs' streaming reader was tried first and
// failed now and then on a good workbook under load, so it is not used. Every row problem is
// reported at once, and nothing is imported unless every row is right.

/** The largest import file: a full template of 100 questions is a few dozen KB. */
export const BATAS_BERKAS_IMPOR_BYTE = 5 * 1024 * 1024;
/** What a workbook may unpack to (zip bombs): far above any real template. */
const BATAS_ISI_ZIP_BYTE = 20 * 1024 * 1024;
/** Rows (blank ones too) a sheet may have before it is refused without reading further. */
const MAKS_NOMOR_BARIS = 2000;
/** How far down the header row is looked for. */
const BARIS_CARI_JUDUL = 10;
/** Row problems listed in the message (all of them go in `errors`). */
const MAKS_GALAT_PESAN = 20;

export const PESAN_IMPOR = {
  bukanMultipart: 'Impor soal memakai multipart/form-data (file dan jenis_soal)',
  terlaluBesar: `Ukuran file melebihi batas maksimal ${BATAS_BERKAS_IMPOR_BYTE / 1024 / 1024} MB`,
  kosong: 'File kosong',
  xlsLama:
    'File .xls (Excel 97-2003) tidak dapat dibaca. Simpan ulang file sebagai .xlsx (Excel Workbook) lalu impor kembali.',
  bukanWorkbook: 'File bukan workbook Excel (.xlsx). Gunakan templat impor soal.',
  rusak: 'Workbook tidak dapat dibaca (rusak atau bukan file Excel). Gunakan templat impor soal.',
  terlaluBesarIsi: 'Isi workbook terlalu besar untuk diimpor',
  tanpaSheet: 'Workbook tidak berisi sheet. Gunakan templat impor soal.',
  tanpaSoal: 'Tidak ada soal pada file. Isi soal mulai baris sesudah baris contoh.',
} as const;

const galat = (status: number, message: string, errors?: { field: string; message: string }[]) =>
  new ApiError(status, message, undefined, errors);

/** The import form: the workbook's bytes and name, and the question kind (any part order). */
export async function bacaFormImpor(req: FastifyRequest) {
  if (!req.isMultipart()) throw galat(400, PESAN_IMPOR.bukanMultipart);
  const fields: Record<string, string> = {};
  let berkas: { nama: string; isi: Buffer } | null = null;
  for await (const part of bagianMultipart(req)) {
    if (part.type !== 'file') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'file' || berkas) {
      part.file.resume();
      continue;
    }
    const potongan: Buffer[] = [];
    let ukuran = 0;
    let lewat = false;
    for await (const c of part.file as AsyncIterable<Buffer>) {
      ukuran += c.length;
      // Read to its end (and dropped) so the answer still flows.
      if (ukuran > BATAS_BERKAS_IMPOR_BYTE) lewat = true;
      else potongan.push(c);
    }
    if (lewat || part.file.truncated) throw galat(413, PESAN_IMPOR.terlaluBesar);
    berkas = { nama: part.filename, isi: Buffer.concat(potongan) };
  }
  return { fields, berkas };
}

/**
 * The sum of the sizes a zip's central directory declares for its entries, or null when it has
 * none (not a zip, or cut off). Zip64 sizes count as too large.
 */
export function ukuranIsiZip(zip: Buffer): number | null {
  const akhir = Math.max(0, zip.length - 22 - 0xffff);
  for (let i = zip.length - 22; i >= akhir; i--) {
    if (zip.readUInt32LE(i) !== 0x06054b50) continue;
    const jumlah = zip.readUInt16LE(i + 10);
    let p = zip.readUInt32LE(i + 16);
    let total = 0;
    for (let n = 0; n < jumlah; n++) {
      if (p + 46 > zip.length || zip.readUInt32LE(p) !== 0x02014b50) return null;
      const ukuran = zip.readUInt32LE(p + 24);
      total += ukuran === 0xffffffff ? Number.POSITIVE_INFINITY : ukuran;
      p += 46 + zip.readUInt16LE(p + 28) + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
    }
    return total;
  }
  return null;
}

/** A cell as text; formulas and error values are refused (their reason). */
function teksSel(nilai: ExcelJS.CellValue): { teks: string } | { galat: string } {
  if (nilai === null || nilai === undefined) return { teks: '' };
  if (typeof nilai === 'string') return { teks: nilai };
  if (typeof nilai === 'number' || typeof nilai === 'boolean') return { teks: String(nilai) };
  if (nilai instanceof Date) return { teks: nilai.toISOString().slice(0, 10) };
  if (typeof nilai === 'object') {
    if ('formula' in nilai || 'sharedFormula' in nilai) {
      return { galat: 'sel berisi rumus (formula); isi dengan nilai biasa' };
    }
    if ('error' in nilai) return { galat: `sel berisi galat ${String(nilai.error)}` };
    if ('richText' in nilai) return { teks: nilai.richText.map((r) => r.text).join('') };
    if ('text' in nilai) return { teks: String(nilai.text) };
  }
  return { galat: 'isi sel tidak dikenali' };
}

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** A row problem as the message shows it and as `errors` carries it. */
interface GalatBaris extends GalatSel {
  baris: number;
}

/**
 * The questions of an import workbook of one kind. Every refusal is a 4xx with a message naming
 * the problem (for rows: which row, which column, why); nothing is returned half.
 */
export async function bacaWorkbookImpor(isi: Buffer, jenis: JenisSoal): Promise<SoalImpor[]> {
  const t = TEMPLAT_IMPOR_SOAL[jenis];
  if (isi.length === 0) throw galat(422, PESAN_IMPOR.kosong);
  if (isi.subarray(0, 8).equals(Buffer.from('d0cf11e0a1b11ae1', 'hex'))) {
    throw galat(422, PESAN_IMPOR.xlsLama);
  }
  if (!isi.subarray(0, 4).equals(Buffer.from('504b0304', 'hex'))) {
    throw galat(422, PESAN_IMPOR.bukanWorkbook);
  }
  const isiZip = ukuranIsiZip(isi);
  if (isiZip === null) throw galat(422, PESAN_IMPOR.rusak);
  if (isiZip > BATAS_ISI_ZIP_BYTE) throw galat(413, PESAN_IMPOR.terlaluBesarIsi);

  const wb = new ExcelJS.Workbook();
  try {
    // exceljs types its argument as its own ArrayBuffer-like Buffer; a Node Buffer is what it reads.
    await wb.xlsx.load(isi as unknown as ExcelJS.Buffer);
  } catch {
    throw galat(422, PESAN_IMPOR.rusak);
  }
  const sheetAda = wb.worksheets.map((ws) => ws.name);
  const ws = wb.worksheets.find((w) => norm(w.name) === norm(t.sheet));
  if (!ws) {
    if (sheetAda.length === 0) throw galat(422, PESAN_IMPOR.tanpaSheet);
    throw galat(
      422,
      `Sheet '${t.sheet}' tidak ditemukan (sheet pada file: ${sheetAda.map((s) => `'${s}'`).join(', ')}). ` +
        `Gunakan templat ${t.judul.replace(/^Templat /, '').toLowerCase()} tanpa mengubah nama sheet.`,
    );
  }
  const baris: ExcelJS.Row[] = [];
  ws.eachRow((row) => {
    baris.push(row);
  });
  const hasil = bacaSheet(baris, jenis);
  if (hasil.length === 0) throw galat(422, PESAN_IMPOR.tanpaSoal);
  return hasil;
}

const tanpaJudul = (t: (typeof TEMPLAT_IMPOR_SOAL)[JenisSoal]) =>
  galat(
    422,
    `Baris judul kolom (${t.kolom.map((k) => k.judul).join(', ')}) tidak ditemukan pada ${BARIS_CARI_JUDUL} baris pertama sheet '${t.sheet}'.`,
  );

function bacaSheet(rows: Iterable<ExcelJS.Row>, jenis: JenisSoal) {
  const t = TEMPLAT_IMPOR_SOAL[jenis];
  /** Column number of each template column, once the header row is found. */
  let kolom: Map<string, number> | null = null;
  const soal: SoalImpor[] = [];
  const semuaGalat: GalatBaris[] = [];
  let barisData = 0;
  for (const row of rows) {
    if (row.number > MAKS_NOMOR_BARIS) {
      throw galat(
        422,
        `Sheet '${t.sheet}' berisi lebih dari ${MAKS_NOMOR_BARIS} baris. Hapus baris kosong di bawah data dan impor paling banyak ${MAKS_BARIS_IMPOR} soal.`,
      );
    }
    const nilai = (row.values as ExcelJS.CellValue[]) ?? [];
    if (!kolom) {
      if (row.number > BARIS_CARI_JUDUL) throw tanpaJudul(t);
      const judul = new Map<string, number>();
      nilai.forEach((v, i) => {
        const s = teksSel(v);
        if ('teks' in s && s.teks.trim()) judul.set(norm(s.teks), i);
      });
      if (!judul.has(norm('Pertanyaan'))) continue;
      const hilang = t.kolom.filter((k) => k.wajib && !judul.has(norm(k.judul)));
      if (hilang.length > 0) {
        throw galat(
          422,
          `Kolom ${hilang.map((k) => `'${k.judul}'`).join(', ')} tidak ditemukan pada baris judul (baris ${row.number}). ` +
            `Kolom templat: ${t.kolom.map((k) => k.judul).join(', ')}.`,
        );
      }
      kolom = new Map(
        t.kolom.flatMap((k) => {
          const i = judul.get(norm(k.judul));
          return i === undefined ? [] : [[k.judul, i] as const];
        }),
      );
      continue;
    }
    const sel: Record<string, string> = {};
    const galatBaris: GalatBaris[] = [];
    for (const [judul, i] of kolom) {
      const s = teksSel(nilai[i]);
      if ('galat' in s) galatBaris.push({ baris: row.number, kolom: judul, pesan: s.galat });
      else sel[judul] = s.teks;
    }
    const isi = Object.values(sel).some((v) => v.trim() !== '');
    if (!isi && galatBaris.length === 0) continue;
    if (norm(sel.No ?? '') === norm(NO_CONTOH)) continue;
    barisData++;
    if (barisData > MAKS_BARIS_IMPOR) {
      throw galat(
        422,
        `File berisi lebih dari ${MAKS_BARIS_IMPOR} soal. Satu bank soal menampung paling banyak ${MAKS_BARIS_IMPOR} soal; bagi soal ke beberapa bank.`,
      );
    }
    const hasil = bacaBarisImpor(jenis, sel);
    galatBaris.push(...hasil.galat.map((g) => ({ ...g, baris: row.number })));
    if (galatBaris.length > 0) semuaGalat.push(...galatBaris);
    else if (hasil.soal) soal.push(hasil.soal);
  }
  if (!kolom) throw tanpaJudul(t);
  if (semuaGalat.length > 0) {
    const daftar = semuaGalat
      .slice(0, MAKS_GALAT_PESAN)
      .map((g) => `Baris ${g.baris}, kolom ${g.kolom}: ${g.pesan}`);
    const sisa = semuaGalat.length - daftar.length;
    throw galat(
      422,
      [
        `Impor dibatalkan, tidak ada soal yang diimpor. ${semuaGalat.length} kesalahan:`,
        ...daftar,
        ...(sisa > 0 ? [`...dan ${sisa} kesalahan lainnya`] : []),
      ].join('\n'),
      semuaGalat.map((g) => ({
        field: `baris ${g.baris}, kolom ${g.kolom}`,
        message: g.pesan,
      })),
    );
  }
  return soal;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as the stored rich text of a question: paragraphs, line breaks kept. */
export function teksKeHtml(teks: string) {
  return teks
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/** An imported question as the editors would have saved it (the contract's shape and rules). */
export function masukanSoalImpor(s: SoalImpor): z.infer<typeof SimpanSoalBank> {
  const dasar = { jenis: s.jenis, pertanyaan: teksKeHtml(s.pertanyaan) };
  const masukan =
    s.jenis === 'pilihan'
      ? { ...dasar, pilihan: { pilihan: s.pilihan, kunci: s.kunci } }
      : s.jenis === 'benar_salah'
        ? { ...dasar, benar_salah: { kunci: s.kunci } }
        : { ...dasar, esay: { jenis_file_diterima: s.jenis_file_diterima, kunci: s.kunci } };
  const hasil = SimpanSoalBank.safeParse(masukan);
  if (!hasil.success) throw galat(422, hasil.error.issues[0]?.message ?? 'Soal tidak valid');
  return hasil.data;
}
