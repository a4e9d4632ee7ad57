import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getApi, postApi, tokenApi } from '../support/api';
import { halamanPerUji, login } from '../support/browser';
import { alamatServer } from '../support/server';

// The installable student app (issue 23): its service worker precaches the shell, so with the
// network cut a reload still opens the app (not the browser's 'No internet' page) with the class
// list last seen; the answers of the API it keeps for that are the signed-in user's only, and
// nothing of a user is served from its cache after a logout.

const { studentUrl } = alamatServer();

const uji = halamanPerUji();

/** Waits until the page's service worker is installed (the shell precached) and active. */
async function tungguServiceWorker(page: Page) {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    const sw = reg.active;
    if (sw && sw.state !== 'activated') {
      await new Promise<void>((selesai) =>
        sw.addEventListener('statechange', () => sw.state === 'activated' && selesai()),
      );
    }
    return { scope: reg.scope, state: reg.active?.state };
  });
}

/** Every address kept in the caches of the origin (the worker's precache and its API cache). */
function isiCache(page: Page) {
  return page.evaluate(async () => {
    const alamat: string[] = [];
    for (const nama of await caches.keys()) {
      const cache = await caches.open(nama);
      for (const req of await cache.keys()) alamat.push(new URL(req.url).pathname);
    }
    return alamat;
  });
}

/** A quiz with one essay question in IF101 A's meeting `nomor`, running from 2 minutes ago. */
async function kuisEsai(nomor: number) {
  const dosen = await tokenApi(studentUrl, 'dosen01', 'dosen123');
  const kelas = await getApi<{ id: string }[]>(studentUrl, dosen, '/lms/kelas_kuliah?per_page=50');
  const idKelas = kelas.map((k) => k.id).find((id) => id.endsWith('_IF101_A')) ?? '';
  const pertemuan = await getApi<{ id: string; nomor: number }[]>(
    studentUrl,
    dosen,
    `/lms/pertemuan?id_kelas_kuliah=${encodeURIComponent(idKelas)}&per_page=50`,
  );
  const u = await postApi<{ id: string }>(studentUrl, dosen, '/lms/ujian', {
    id_pertemuan: pertemuan.find((x) => x.nomor === nomor)?.id,
    judul: `Kuis Luring ${Date.now() % 100000}`,
    deskripsi: 'Kerjakan sendiri.',
    jenis: 'kuis',
    sifat: 'close',
    acak_soal: false,
    ditampilkan: true,
    gunakan_batas_waktu: false,
    durasi: null,
    tampilkan_kunci_jawaban: false,
    waktu_mulai: new Date(Date.now() - 2 * 60_000).toISOString(),
    waktu_selesai: new Date(Date.now() + 30 * 60_000).toISOString(),
    waktu_tampil_kunci: null,
    peserta_remedial: [],
  });
  const k = await postApi<{ id: string }>(studentUrl, dosen, `/lms/ujian/${u.id}/kelompok_soal`, {
    judul: 'Bagian A',
    aturan: 'semua',
  });
  await postApi(studentUrl, dosen, `/lms/ujian/${u.id}/kelompok_soal/${k.id}/soal`, {
    jenis: 'esay',
    pertanyaan: 'Jelaskan rekursi dengan satu contoh.',
    esay: { jenis_file_diterima: ['text'], kunci: '' },
  });
  return u.id;
}

const statusSimpan = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /jawaban|Offline/i })
    .first();

const API = /^\/(?:v0|v1|v2|lms)\/|^\/health|^\/openapi\.json/;

/** What a call of the API from the page gets: its status, or the error when none came. */
const panggil = (page: Page, alamat: string) =>
  page.evaluate(async (a) => {
    try {
      // The session the app keeps (packages/api stores/session.ts), if any.
      const sesi = localStorage.getItem('kampus.sesi.mahasiswa');
      const akses = sesi ? (JSON.parse(sesi) as { accessToken?: string }).accessToken : null;
      const res = await fetch(a, {
        headers: {
          'college-id': 'kampus-demo',
          ...(akses ? { authorization: `Bearer ${akses}` } : {}),
        },
      });
      return `status ${res.status}`;
    } catch (e) {
      return `galat ${(e as Error).name}`;
    }
  }, alamat);

describe('LMS Mahasiswa as an installed app', () => {
  it('is installable, and with the network cut a reload opens the app shell', async () => {
    const { page, context } = uji;
    await login(page, studentUrl, '2401001', 'mahasiswa123');
    await page.waitForURL(`${studentUrl}/beranda`);
    const kelas = page.getByRole('list', { name: 'Kelas kuliah' });
    await kelas.getByRole('link', { name: 'Basis Data' }).waitFor();
    expect(await tungguServiceWorker(page)).toEqual({
      scope: `${studentUrl}/`,
      state: 'activated',
    });

    // Chromium's own installability check: manifest, icons, the worker.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // A Playwright context is an incognito profile, where Chromium installs nothing; any other
    // reason (no manifest, no icon, no worker) would be listed too.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
    const { data } = (await cdp.send('Page.getAppManifest')) as { data?: string };
    const manifest = JSON.parse(data ?? '{}') as { name?: string; lang?: string };
    expect(manifest).toMatchObject({ name: 'LMS Mahasiswa', lang: 'id' });

    // The precache holds the shell: the page and the files it links.
    const tersimpan = await isiCache(page);
    expect(tersimpan).toContain('/index.html');
    expect(tersimpan).toContain('/offline.html');
    expect(tersimpan.filter((a) => a.startsWith('/assets/')).length).toBeGreaterThan(20);

    // Loaded once more under the worker's control: the API's reads now go through it.
    await page.reload();
    await kelas.getByRole('link', { name: 'Basis Data' }).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');

    await context.setOffline(true);
    // The network really is cut for the page and its worker: what was never read fails.
    expect(await panggil(page, '/v1/prodi_ref')).toBe('galat TypeError');
    await page.reload();
    // The app's own page, from the precache, not Chromium's error page, with the classes last
    // seen (the worker answers the reads from this user's cache).
    await expect.poll(() => page.title()).toBe('LMS Mahasiswa');
    expect(page.url()).toBe(`${studentUrl}/beranda`);
    for (const nama of ['Algoritma dan Pemrograman', 'Basis Data', 'Pemrograman Web']) {
      await kelas.getByRole('link', { name: nama }).waitFor();
    }
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');

    // An address of the API opened as a page gets the Indonesian offline page.
    await page.goto(`${studentUrl}/v1/sistem`);
    await page.getByRole('heading', { name: 'Tidak ada koneksi internet' }).waitFor();

    await context.setOffline(false);
    await page.goto(`${studentUrl}/beranda`);
    await kelas.getByRole('link', { name: 'Basis Data' }).waitFor();
  });

  it('keeps the API answers per user and deletes them at logout: none is served after it', async () => {
    const { page, context } = uji;
    await login(page, studentUrl, '2401001', 'mahasiswa123');
    await page.waitForURL(`${studentUrl}/beranda`);
    await tungguServiceWorker(page);
    // Loaded once more under the worker's control, so the API is called through it.
    await page.reload();
    const kelas = page.getByRole('list', { name: 'Kelas kuliah' });
    await kelas.getByRole('link', { name: 'Basis Data' }).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    expect(await panggil(page, '/v2/user_info')).toBe('status 200');

    // What the worker keeps of the API is keyed by the signed-in user.
    const sebelum = (await isiCache(page)).filter((a) => API.test(a));
    expect(sebelum.length).toBeGreaterThan(0);
    expect(
      await page.evaluate(async () => {
        const cache = await caches.open('kampus-api');
        return (await cache.keys()).every((r) => new URL(r.url).searchParams.has('__pengguna'));
      }),
    ).toBe(true);

    await page.getByRole('button', { name: /Aditya Pratama/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${studentUrl}/login`);

    const tersimpan = await isiCache(page);
    expect(tersimpan.length).toBeGreaterThan(0);
    expect(tersimpan.filter((a) => API.test(a))).toEqual([]);
    await context.setOffline(true);
    for (const alamat of ['/v2/user_info', '/v1/sistem', '/v1/semester_akademik_berjalan']) {
      expect(await panggil(page, alamat), alamat).toBe('galat TypeError');
    }
    await context.setOffline(false);
  });

  it('a running exam opens offline after a reload with its answers, and saves them once back online', async () => {
    const { page, context } = uji;
    const idUjian = await kuisEsai(13);
    await login(page, studentUrl, '2401001', 'mahasiswa123');
    await page.waitForURL(`${studentUrl}/beranda`);
    await tungguServiceWorker(page);
    await page.goto(`${studentUrl}/ujian/${idUjian}`);
    await page.getByRole('button', { name: 'Kerjakan' }).click();
    const konfirmasi = page.getByRole('dialog');
    await konfirmasi.getByText('Saya sudah membaca dan menyetujui ketentuan di atas.').click();
    await konfirmasi.getByRole('button', { name: 'Mulai' }).click();
    await page.waitForURL(`${studentUrl}/ujian/${idUjian}/soal`);
    const jawaban = page.getByRole('textbox', { name: /^Jawaban/ });
    await jawaban.waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');

    // The connection drops; the student answers (the journal keeps it) and reloads.
    await context.setOffline(true);
    const teks = 'Rekursi: fungsi yang memanggil dirinya, misalnya faktorial.';
    await jawaban.fill(teks);
    await expect.poll(() => statusSimpan(page).textContent()).toMatch(/Offline/);
    await page.reload();
    await expect.poll(() => page.title()).toBe('LMS Mahasiswa');
    expect(page.url()).toBe(`${studentUrl}/ujian/${idUjian}/soal`);
    await page.getByText('Jelaskan rekursi dengan satu contoh.').waitFor();
    await expect.poll(() => jawaban.inputValue()).toBe(teks);

    // Back online: what was answered offline reaches the server.
    await context.setOffline(false);
    await expect
      .poll(() => statusSimpan(page).textContent(), { timeout: 30_000 })
      .toBe('Semua jawaban tersimpan');
  });

  it('offers the new version once a deploy is served, and reloads on it', async () => {
    const { page } = uji;
    await page.goto(`${studentUrl}/login`);
    await tungguServiceWorker(page);
    // The open app, under the running worker.
    await page.reload();
    await page.getByRole('button', { name: 'Masuk' }).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${studentUrl}/sw.js`,
    );
    // A deploy, as this page sees it: a service worker script that differs from the running
    // one installs beside it and waits (the servers are shared by the journeys, so the build is
    // not changed under them; another script address is a new script to the browser).
    await page.evaluate(() =>
      navigator.serviceWorker.register('/sw.js?versi=berikutnya', { scope: '/' }),
    );
    const tawaran = page.getByRole('region', { name: 'Notifikasi' });
    await tawaran.getByText('Versi baru tersedia').waitFor({ timeout: 30_000 });
    // The waiting worker takes over and the page reloads under it: wait for that reload before
    // reading the page (a read during it dies with its execution context).
    const dimuatUlang = page.waitForEvent('load', { timeout: 30_000 });
    await tawaran.getByRole('button', { name: 'Muat ulang' }).click();
    await dimuatUlang;
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toBe(`${studentUrl}/sw.js?versi=berikutnya`);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
    ).toBeNull();
    await page.getByRole('button', { name: 'Masuk' }).waitFor();
  });
});
