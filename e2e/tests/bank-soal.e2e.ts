import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getApi, postApi, tokenApi } from '../support/api';
import { halamanBanyak, login } from '../support/browser';
import { teksPdf } from '../support/pdf';
import { alamatServer } from '../support/server';
import { tulisSoalTigaJenis } from '../support/soal';
import { barisHasilCari, jawabanCari } from '../support/tunggu';

// Issue 14, the question-bank journey: a lecturer creates a bank, writes one question of each
// kind, imports 20 from the template, downloads the PDF, copies 5 of its questions into an exam;
// a second teacher of the course sees the bank only once it is Ditampilkan; a lecturer of
// another course never.

const { studentUrl, staffUrl } = alamatServer();

const halaman = halamanBanyak();

async function masuk(username: string) {
  const h = await halaman();
  await login(h.page, staffUrl, username, 'dosen123');
  await h.page.waitForURL(`${staffUrl}/beranda`);
  return h;
}

/**
 * The banks a lecturer's board shows for a search ('Cari judul/pembuat'). The board keeps the
 * unfiltered list on screen while the search loads, so it is read only once the answer to that
 * search has come and the board shows it.
 */
async function judulDiBoard(page: Page, cari: string) {
  await page.goto(`${staffUrl}/bank-soal`);
  // The pause in typing or 'Terapkan', whichever comes first, asks for it (once: same query).
  const jawaban = jawabanCari(page, '/lms/bank_soal', cari);
  await page.getByRole('searchbox', { name: 'Cari judul/pembuat' }).fill(cari);
  await page.getByRole('button', { name: 'Terapkan' }).click();
  const res = await jawaban;
  expect(res.status()).toBe(200);
  const dicari = ((await res.json()) as { data: { judul: string }[] }).data.map((b) => b.judul);
  await expect.poll(() => judulTampil(page)).toEqual(dicari);
  return dicari;
}

/** The titles on the board, [] for its 'nothing matches the filter' message, null while loading. */
async function judulTampil(page: Page) {
  if (await page.getByText('Tidak ada bank soal yang sesuai dengan filter.').isVisible()) return [];
  const daftar = page.getByRole('list', { name: 'Daftar bank soal' });
  if (!(await daftar.isVisible())) return null;
  return daftar.getByRole('heading').allTextContents();
}

describe('Bank soal', () => {
  it('a lecturer builds a bank by hand and from the template, downloads it as PDF and copies 5 questions into an exam; other teachers of the course see it only when shown', async () => {
    const judul = `Bank Struktur Data ${Date.now() % 100000}`;
    const dosen = await masuk('dosen01');
    const { page } = dosen;

    // ---- The bank ----
    await page.getByRole('link', { name: 'Bank Soal' }).first().click();
    await page.waitForURL(`${staffUrl}/bank-soal`);
    await page.getByRole('button', { name: 'Tambah Bank Soal' }).click();
    const form = page.getByRole('dialog', { name: 'Tambah Data Bank Soal' });
    await form.waitFor({ timeout: 20_000 });
    await form.getByRole('textbox', { name: /^Judul/ }).fill(judul);
    await form.getByRole('textbox', { name: /^Deskripsi/ }).fill('Latihan untuk kelas IF201.');
    await form.getByRole('combobox', { name: /Mata Kuliah/ }).fill('IF201');
    await page.getByRole('option', { name: /IF201/ }).first().click();
    await form.getByRole('button', { name: 'Tambah' }).click();
    await page.waitForURL(/\/bank-soal\/[0-9a-f-]{36}$/);
    const idBank = page.url().split('/').pop() ?? '';
    await page.getByText('Ups! Data Kosong').waitFor();
    await page.getByText('Belum ada soal yang tersedia pada bank soal ini.').waitFor();

    // ---- One question of each kind ----
    await tulisSoalTigaJenis(page, {
      pilihan: 'Kompleksitas pencarian biner adalah?',
      benarSalah: 'Quicksort selalu berjalan dalam O(n log n).',
      esai: 'Jelaskan perbedaan stack dan queue.',
    });
    const token = await tokenApi(studentUrl, 'dosen01', 'dosen123');
    type Detail = { list_soal: { id: string; jenis: string; pertanyaan: string }[] };
    let bank = await getApi<Detail>(studentUrl, token, `/lms/bank_soal/${idBank}`);
    expect(bank.list_soal.map((s) => s.jenis)).toEqual(['pilihan', 'benar_salah', 'esay']);

    // ---- 20 questions from the template, filled in by the test ----
    await page.getByRole('button', { name: 'Tambah Soal' }).click();
    await page.getByRole('menuitem', { name: 'Impor Soal' }).click();
    const impor = page.getByRole('dialog', { name: 'Impor Soal' });
    await impor.waitFor({ timeout: 20_000 });
    await impor.getByText('Soal Pilihan', { exact: true }).click();
    const [unduhTemplat] = await Promise.all([
      page.waitForEvent('download'),
      impor.getByRole('link', { name: /Unduh Templat/ }).click(),
    ]);
    const wb = new ExcelJS.Workbook();
    const templat = await readFile((await unduhTemplat.path()) as string);
    // exceljs's types predate Node 20's Buffer generics; the bytes are what it reads.
    await wb.xlsx.load(
      templat.buffer.slice(templat.byteOffset, templat.byteOffset + templat.byteLength),
    );
    const ws = wb.worksheets[0];
    if (!ws) throw new Error('templat tanpa sheet');
    const barisKepala = ws.getRow(3).values as unknown[];
    expect(barisKepala).toContain('Pertanyaan');
    for (let i = 1; i <= 20; i++) {
      ws.getRow(4 + i).values = [
        i,
        `Soal impor nomor ${i}: berapa hasil ${i} + ${i}?`,
        String(i),
        String(2 * i),
        String(3 * i),
        String(4 * i),
        '',
        'B',
      ];
    }
    const berkas = path.join(tmpdir(), `impor-${Date.now()}.xlsx`);
    await writeFile(berkas, Buffer.from(await wb.xlsx.writeBuffer()));
    const [pemilih] = await Promise.all([
      page.waitForEvent('filechooser'),
      impor.getByRole('button', { name: 'Pilih File' }).click(),
    ]);
    await pemilih.setFiles(berkas);
    await impor.getByRole('button', { name: 'Impor', exact: true }).click();
    await impor.getByText('Impor Berhasil').waitFor({ timeout: 30_000 });
    await impor.getByText(/20 soal/).waitFor();
    await page.keyboard.press('Escape');
    await impor.waitFor({ state: 'detached' });
    bank = await getApi<Detail>(studentUrl, token, `/lms/bank_soal/${idBank}`);
    expect(bank.list_soal).toHaveLength(23);
    await page.getByText('Soal impor nomor 20: berapa hasil 20 + 20?').waitFor();

    // ---- One question from the course's shared demo bank ('Soal Mata Kuliah') ----
    await page.getByRole('button', { name: 'Tambah Soal' }).click();
    await page.getByRole('menuitem', { name: 'Soal Mata Kuliah' }).click();
    const dariBank = page.getByRole('dialog', { name: 'Soal Mata Kuliah' });
    await dariBank.waitFor({ timeout: 20_000 });
    // The unfiltered rows stay while the search loads: pick from its answer.
    const cariLifo = jawabanCari(page, '/lms/bank_soal/soal_mata_kuliah', 'prinsip LIFO');
    await dariBank.getByRole('searchbox').fill('prinsip LIFO');
    const lifo = await barisHasilCari(dariBank, cariLifo, 'prinsip LIFO');
    await lifo.first().locator('label').first().click();
    await expect.poll(() => lifo.first().getByRole('checkbox').isChecked()).toBe(true);
    await dariBank.getByRole('button', { name: /^Salin/ }).click();
    await dariBank.waitFor({ state: 'detached' });
    bank = await getApi<Detail>(studentUrl, token, `/lms/bank_soal/${idBank}`);
    expect(bank.list_soal).toHaveLength(24);
    expect(bank.list_soal.at(-1)?.pertanyaan).toContain('prinsip LIFO');

    // ---- The PDF ----
    const [unduhPdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh' }).click(),
    ]);
    expect(unduhPdf.suggestedFilename()).toBe(`Bank Soal - ${judul}.pdf`);
    const pdf = await teksPdf(new Uint8Array(await readFile((await unduhPdf.path()) as string)));
    expect(pdf.teks).toContain(judul);
    expect(pdf.teks).toContain('Kompleksitas pencarian biner adalah?');
    expect(pdf.teks).toContain('Jelaskan perbedaan stack dan queue.');
    expect(pdf.teks).toContain('Soal impor nomor 20');

    // ---- 5 of its questions into an exam of IF201 ----
    const kelas = await getApi<{ id: string }[]>(
      studentUrl,
      token,
      '/lms/kelas_kuliah?per_page=50',
    );
    const idKelas = kelas.map((k) => k.id).find((id) => id.endsWith('_IF201_A'));
    if (!idKelas) throw new Error('kelas IF201 A tidak ada');
    const pertemuan = await getApi<{ id: string; nomor: number }[]>(
      studentUrl,
      token,
      `/lms/pertemuan?id_kelas_kuliah=${encodeURIComponent(idKelas)}&per_page=50`,
    );
    const p = pertemuan.find((x) => x.nomor === 6) ?? pertemuan[0];
    if (!p) throw new Error('pertemuan tidak ada');
    const nanti = (menit: number) => new Date(Date.now() + menit * 60_000).toISOString();
    const ujian = await postApi<{ id: string }>(studentUrl, token, '/lms/ujian', {
      id_pertemuan: p.id,
      judul: `Kuis dari Bank ${Date.now() % 100000}`,
      deskripsi: encodeURIComponent('<p>Kuis dari bank soal</p>'),
      jenis: 'kuis',
      sifat: 'close',
      acak_soal: false,
      ditampilkan: true,
      gunakan_batas_waktu: false,
      durasi: null,
      tampilkan_kunci_jawaban: false,
      waktu_mulai: nanti(60),
      waktu_selesai: nanti(120),
      waktu_tampil_kunci: null,
      peserta_remedial: [],
    });
    await postApi(studentUrl, token, `/lms/ujian/${ujian.id}/kelompok_soal`, {
      judul: 'Bagian A',
      aturan: 'semua',
    });
    await page.goto(`${staffUrl}/kelas/${encodeURIComponent(idKelas)}/ujian/${ujian.id}`);
    await page.getByRole('button', { name: 'Tambah Soal' }).first().click();
    await page.getByRole('menuitem', { name: 'Soal Mata Kuliah' }).click();
    const salin = page.getByRole('dialog', { name: 'Soal Mata Kuliah' });
    await salin.waitFor({ timeout: 20_000 });
    const cariImpor = jawabanCari(page, '/lms/bank_soal/soal_mata_kuliah', 'Soal impor nomor');
    await salin.getByRole('searchbox').fill('Soal impor nomor');
    // Clicking by position while the unfiltered rows give way could tick a row twice (off).
    const baris = await barisHasilCari(salin, cariImpor, 'Soal impor nomor');
    expect(await baris.count()).toBeGreaterThanOrEqual(5);
    // React Aria's checkbox: its label takes the click.
    for (let i = 0; i < 5; i++) {
      await baris.nth(i).locator('label').first().click();
      await expect.poll(() => baris.nth(i).getByRole('checkbox').isChecked()).toBe(true);
    }
    await salin.getByRole('button', { name: /^Salin/ }).click();
    await salin.waitFor({ state: 'detached' });
    const detailUjian = await getApi<{ kelompok_soal: { soal: { pertanyaan: string }[] }[] }>(
      studentUrl,
      token,
      `/lms/ujian/${ujian.id}`,
    );
    const disalin = detailUjian.kelompok_soal[0]?.soal ?? [];
    expect(disalin).toHaveLength(5);
    expect(disalin.every((s) => s.pertanyaan.includes('Soal impor nomor'))).toBe(true);

    // ---- Who sees it ----
    const dosen02 = await masuk('dosen02');
    expect(await judulDiBoard(dosen02.page, judul)).toEqual([]);
    const dosen03 = await masuk('dosen03');
    expect(await judulDiBoard(dosen03.page, judul)).toEqual([]);

    await page.goto(`${staffUrl}/bank-soal/${idBank}`);
    await page.getByRole('button', { name: 'Ubah Bank Soal' }).click();
    const ubah = page.getByRole('dialog', { name: 'Ubah Data Bank Soal' });
    await ubah.waitFor({ timeout: 20_000 });
    await ubah
      .getByRole('radiogroup', { name: 'Visibilitas' })
      .locator('label')
      .filter({ hasText: /^Ditampilkan/ })
      .click();
    await ubah.getByRole('button', { name: 'Simpan' }).click();
    await ubah.waitFor({ state: 'detached' });

    expect(await judulDiBoard(dosen02.page, judul)).toEqual([judul]);
    expect(await judulDiBoard(dosen03.page, judul)).toEqual([]);
    await dosen02.page.getByRole('link', { name: `Lihat ${judul}` }).click();
    await dosen02.page.getByText('Soal impor nomor 1: berapa hasil 1 + 1?').waitFor();
    // Read-only for a teacher who does not own it.
    expect(await dosen02.page.getByRole('button', { name: 'Tambah Soal' }).count()).toBe(0);

    expect(dosen.errors).toEqual([]);
    expect(dosen02.errors).toEqual([]);
    expect(dosen03.errors).toEqual([]);
  }, 240_000);
});
