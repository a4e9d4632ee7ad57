import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { halamanPerUji, login } from '../support/browser';
import { alamatServer } from '../support/server';

// The installable student app (issue 23): its service worker precaches the shell, so with the
// network cut a reload still opens the app (not the browser's 'No internet' page), and it never
// keeps an answer of the API, so nothing of a user is served from its cache after a logout.

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

/** Every address kept in the caches of the origin (the worker's precache and any other). */
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

    await context.setOffline(true);
    // The network really is cut for the page and its worker: a call of the API fails.
    expect(await panggil(page, '/v2/user_info')).toBe('galat TypeError');
    await page.reload();
    // The app's own page, from the precache, not Chromium's error page.
    await expect.poll(() => page.title()).toBe('LMS Mahasiswa');
    expect(page.url()).toBe(`${studentUrl}/beranda`);
    await expect.poll(() => page.locator('#root > *').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');

    // An address of the API opened as a page gets the Indonesian offline page.
    await page.goto(`${studentUrl}/v1/sistem`);
    await page.getByRole('heading', { name: 'Tidak ada koneksi internet' }).waitFor();

    await context.setOffline(false);
    await page.goto(`${studentUrl}/beranda`);
    await kelas.getByRole('link', { name: 'Basis Data' }).waitFor();
  });

  it('keeps no answer of the API: after a logout none is served from its cache', async () => {
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
});
