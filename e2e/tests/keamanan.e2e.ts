import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Frame, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { getApi, putApi, tokenApi } from '../support/api';
import { ambilPelanggaranCsp, halamanPerUji, login } from '../support/browser';
import { alamatServer } from '../support/server';

// Security headers in the browser (issue 10): what the Content-Security-Policy refuses is
// refused and reported to the journey, the apps cannot be framed by another site, and stored
// files can be framed by our own pages only.

const { studentUrl, staffUrl } = alamatServer();
const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

const uji = halamanPerUji();

let situsLain: Server | undefined;
afterEach(async () => {
  await new Promise((r) => (situsLain ? situsLain.close(r) : r(null)));
  situsLain = undefined;
});

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Another site (another origin on this machine): its page frames the given addresses, and it
 * serves /gambar.png.
 */
async function bukaSitusLain(bingkai: Record<string, string> = {}) {
  const isi = Object.entries(bingkai)
    .map(([judul, src]) => `<iframe title="${judul}" src="${src}"></iframe>`)
    .join('');
  situsLain = createServer((req, res) => {
    if (req.url === '/gambar.png') {
      res.setHeader('content-type', 'image/png');
      res.end(PNG);
      return;
    }
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><html><body>${isi}</body></html>`);
  });
  await new Promise<void>((r) => situsLain?.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(situsLain.address() as AddressInfo).port}/`;
}

/** A PDF uploaded by the lecturer: its signed address on the student app's origin. */
async function unggahPdf() {
  const token = await tokenApi(studentUrl, 'dosen01', 'dosen123');
  const form = new FormData();
  form.append('service_id', 'lms');
  form.append('dir', 'materi');
  const pdf = await readFile(path.join(fixtures, 'modul-rekursi.pdf'));
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'modul-rekursi.pdf');
  const res = await fetch(`${studentUrl}/v2/storager`, {
    method: 'POST',
    body: form,
    headers: { 'college-id': 'kampus-demo', authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return studentUrl + ((await res.json()) as { data: { url: string } }).data.url;
}

const bingkai = async (page: Page, judul: string): Promise<Frame> => {
  const frame = await (
    await page.locator(`iframe[title="${judul}"]`).elementHandle()
  )?.contentFrame();
  if (!frame) throw new Error(`Bingkai ${judul} tidak ada`);
  return frame;
};

/**
 * The CSP reports of the page until one matches each pattern (they arrive asynchronously). Name
 * every report the page makes, so none comes after this returns and fails the next journey.
 */
async function tungguPelanggaran(...pola: RegExp[]) {
  const dilaporkan: string[] = [];
  await expect
    .poll(() => {
      dilaporkan.push(...ambilPelanggaranCsp());
      return pola.every((p) => dilaporkan.some((d) => p.test(d)));
    })
    .toBe(true);
  return dilaporkan;
}

const regexAman = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A violation as Chrome reports it on the console ('... violates ... directive ...'). */
const laporanChrome = (teks: string) => new RegExp(`^\\S+: (?!CSP: ).*${teks}`);
/** The same violation as the page's listener reports it (support/browser.ts watchErrors). */
const laporanPendengar = (arahan: string) => new RegExp(`^\\S+: CSP: ${arahan}`);

describe('Content-Security-Policy in the browser', () => {
  it('refuses an inline script and a style element without the page nonce, and the journey hears of it', async () => {
    const { page } = uji;
    await page.goto(`${studentUrl}/login`);
    await page.getByRole('button', { name: 'Masuk' }).waitFor();
    await page.evaluate(() => {
      const skrip = document.createElement('script');
      skrip.textContent = 'window.__disusupkan = true';
      document.head.append(skrip);
      const gaya = document.createElement('style');
      gaya.textContent = 'body { display: none }';
      document.head.append(gaya);
    });
    // Each violation comes twice: on Chrome's console and through the page's listener.
    await tungguPelanggaran(
      laporanChrome('script-src'),
      laporanChrome('style-src'),
      laporanPendengar('script-src'),
      laporanPendengar('style-src'),
    );
    expect(await page.evaluate(() => '__disusupkan' in window)).toBe(false);
    expect(await page.getByRole('button', { name: 'Masuk' }).isVisible()).toBe(true);
  });

  it('keeps both apps and the stored files out of frames on another site', async () => {
    const { page } = uji;
    const berkas = await unggahPdf();
    await page.goto(
      await bukaSitusLain({
        mahasiswa: `${studentUrl}/login`,
        staf: `${staffUrl}/login`,
        berkas,
      }),
    );
    // Once per refused frame, on Chrome's console: the framed pages never run.
    await tungguPelanggaran(
      laporanChrome(`'${regexAman(studentUrl)}/'.*frame-ancestors 'none'`),
      laporanChrome(`'${regexAman(staffUrl)}/'.*frame-ancestors 'none'`),
      laporanChrome(`'${regexAman(studentUrl)}/'.*frame-ancestors 'self'`),
    );
    for (const judul of ['mahasiswa', 'staf', 'berkas']) {
      const frame = await bingkai(page, judul);
      await expect.poll(() => frame.url()).toBe('chrome-error://chromewebdata/');
    }
  });

  it('shows an image the meeting text links from another server', async () => {
    const { page } = uji;
    const dosen = await tokenApi(studentUrl, 'dosen01', 'dosen123');
    const kelas = await getApi<{ id: string }[]>(
      studentUrl,
      dosen,
      '/lms/kelas_kuliah?per_page=50',
    );
    const idKelas = kelas.map((k) => k.id).find((id) => id.endsWith('_K1_IF101_A'));
    if (!idKelas) throw new Error('Kelas IF101 A tidak ada');
    const daftar = await getApi<{ id: string; nomor: number }[]>(
      studentUrl,
      dosen,
      `/lms/pertemuan?id_kelas_kuliah=${encodeURIComponent(idKelas)}&per_page=50`,
    );
    const pertemuan = daftar.find((p) => p.nomor === 2);
    if (!pertemuan) throw new Error('Pertemuan 2 tidak ada');
    const situs = await bukaSitusLain();
    await putApi(studentUrl, dosen, `/lms/pertemuan/${pertemuan.id}/teks`, {
      teks: `<p>Perhatikan diagram berikut.</p><p><img src="${situs}gambar.png" alt="Diagram dari server kampus"></p>`,
    });

    await login(page, studentUrl, '2401001', 'mahasiswa123');
    await page.waitForURL(`${studentUrl}/beranda`);
    await page.goto(`${studentUrl}/kelas/${idKelas}/${pertemuan.id}`);
    const gambar = page.getByRole('img', { name: 'Diagram dari server kampus' });
    await gambar.waitFor();
    await expect
      .poll(() => gambar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
    expect(uji.errors).toEqual([]);
  });

  it('lets our own page frame a stored PDF, which opens in the browser viewer', async () => {
    const { page } = uji;
    const berkas = await unggahPdf();
    await page.goto(`${studentUrl}/login`);
    await page.getByRole('button', { name: 'Masuk' }).waitFor();
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.title = 'berkas';
      frame.src = src;
      document.body.append(frame);
    }, berkas);
    const frame = await bingkai(page, 'berkas');
    await expect.poll(() => frame.url()).toBe(berkas);
    // Chromium shows a PDF through its viewer extension, in a frame inside ours; the file's
    // own policy (sandbox, default-src 'none') does not stop it.
    await expect
      .poll(() => frame.childFrames().some((f) => f.url().startsWith('chrome-extension://')))
      .toBe(true);
    expect(uji.errors).toEqual([]);
  });
});
