import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { pantauJaringan } from './tunggu';

/** Debian's Chromium, as on CI; browsers cannot be downloaded here. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** What the Content-Security-Policy refused in any watched page since the last journey ended. */
const pelanggaranCsp: string[] = [];

/** Reads and forgets the CSP violations seen so far (support/setup.ts fails a journey on any). */
export function ambilPelanggaranCsp() {
  return pelanggaranCsp.splice(0);
}

/** Uncaught errors of any watched page since the last journey ended. */
const galatHalaman: string[] = [];

/** Reads and forgets the pages' uncaught errors (support/setup.ts fails a journey on any). */
export function ambilGalatHalaman() {
  return galatHalaman.splice(0);
}

/**
 * Chrome's own report ('Refused to load ...', or in newer versions 'Executing inline script
 * violates the following Content Security Policy directive ...') or the listener's line below.
 */
const pesanCsp = (teks: string) =>
  teks.startsWith('CSP: ') || /Content[- ]Security[- ]Policy/i.test(teks);

/**
 * E2E_CPU_LAMBAT=4 runs every page on a CPU 4 times slower (Chromium's own throttling): a page
 * then takes longer to show a new state, which brings out a journey that reads it too early.
 */
function perlambat(page: Page) {
  const kali = Number(process.env.E2E_CPU_LAMBAT ?? 1);
  if (!(kali > 1)) return;
  void page
    .context()
    .newCDPSession(page)
    .then((cdp) => cdp.send('Emulation.setCPUThrottlingRate', { rate: kali }));
}

/**
 * Fails the journey on any error the page logs: a user would see something broken. Also follows
 * the page's requests, for support/tunggu.ts tungguTenang.
 */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  pantauJaringan(page);
  perlambat(page);
  // Anything the Content-Security-Policy blocks, even what the browser only reports quietly
  // (an eval caught by a library, a style element), is an error of the journey.
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `CSP: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on('pageerror', (e) => {
    // A script that threw is broken for the user whatever the journey checks (support/setup.ts).
    galatHalaman.push(`${page.url()}: ${e.message}`);
    errors.push(e.message);
  });
  page.on('console', (m) => {
    // Whatever the journey checks, a CSP violation fails it (support/setup.ts).
    if (pesanCsp(m.text())) pelanggaranCsp.push(`${page.url()}: ${m.text()}`);
    // Failed requests are reported below with their address.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) {
      errors.push(m.text());
    }
  });
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  return errors;
}

export async function login(page: Page, baseUrl: string, username: string, password: string) {
  await page.goto(`${baseUrl}/beranda`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

/**
 * One browser for the file and a fresh, signed-out page per test (id-ID, 1280x800 unless told
 * otherwise), with every error it logs collected in `errors`.
 */
export function halamanPerUji(opsi: BrowserContextOptions = {}) {
  let browser: Browser | undefined;
  const uji = {} as { context: BrowserContext; page: Page; errors: string[] };
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    if (!browser) throw new Error('browser belum jalan');
    uji.context = await browser.newContext({
      locale: 'id-ID',
      viewport: { width: 1280, height: 800 },
      ...opsi,
    });
    uji.page = await uji.context.newPage();
    uji.errors = watchErrors(uji.page);
  });
  afterEach(() => uji.context?.close());
  return uji;
}

/**
 * One browser for the file, and as many signed-out pages per test as the journey needs (a
 * lecturer and students side by side): each in its own context (id-ID, 1280x900, downloads
 * accepted) with the errors it logs; all closed after each test.
 */
export function halamanBanyak() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    for (const c of contexts.splice(0)) await c.close();
  });
  return async (): Promise<{ context: BrowserContext; page: Page; errors: string[] }> => {
    if (!browser) throw new Error('browser belum jalan');
    const context = await browser.newContext({
      locale: 'id-ID',
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    contexts.push(context);
    const page = await context.newPage();
    return { context, page, errors: watchErrors(page) };
  };
}
