import type { Locator, Page, Request, Response } from 'playwright-core';
import { expect } from 'vitest';

// Waits for the state that proves an action took effect. A page keeps showing its previous state
// (the unfiltered list while a search loads, the last question until the next one renders), so a
// journey reads it only once the new state is there, never right after the action.

/**
 * The answer to a list's search: the GET whose path ends with `jalur` and whose `search` is
 * `cari`. Ask before typing: the pause in typing may send the request before any click.
 */
export function jawabanCari(page: Page, jalur: string, cari: string): Promise<Response> {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    return (
      r.request().method() === 'GET' &&
      url.pathname.endsWith(jalur) &&
      url.searchParams.get('search') === cari
    );
  });
}

/**
 * The successful answer to the `metode` request whose body holds `teks` (a saved answer, a form):
 * a status that already read 'saved' before it proves nothing. Ask before the action.
 */
export function jawabanKiriman(page: Page, metode: string, teks: string): Promise<Response> {
  return page.waitForResponse(
    (r) =>
      r.ok() && r.request().method() === metode && (r.request().postData() ?? '').includes(teks),
  );
}

/**
 * The rows of a search's answer once the table shows exactly them (their checkbox rows, each
 * holding `cari`): the previous rows stay on screen while the search loads.
 */
export async function barisHasilCari(tabel: Locator, jawaban: Promise<Response>, cari: string) {
  const res = await jawaban;
  expect(res.status(), `${res.url()}`).toBe(200);
  const jumlah = ((await res.json()) as { data: unknown[] }).data.length;
  const baris = tabel
    .locator('tbody')
    .getByRole('row')
    .filter({ has: tabel.page().getByRole('checkbox') });
  await expect
    .poll(async () => [await baris.count(), await baris.filter({ hasText: cari }).count()])
    .toEqual([jumlah, jumlah]);
  return baris;
}

/** Requests in flight per page (support/browser.ts watchErrors registers each page). */
const diJalan = new WeakMap<Page, { jalan: Set<Request>; dimulai: number }>();

/** Follows the page's requests for `tungguTenang`; event streams never end and are left out. */
export function pantauJaringan(page: Page) {
  const j = { jalan: new Set<Request>(), dimulai: 0 };
  diJalan.set(page, j);
  page.on('request', (r) => {
    if (r.headers().accept === 'text/event-stream') return;
    j.jalan.add(r);
    j.dimulai++;
  });
  page.on('requestfinished', (r) => j.jalan.delete(r));
  page.on('requestfailed', (r) => j.jalan.delete(r));
}

/**
 * Waits until the page asks for nothing more: no request in flight, and none started while it
 * drew what the last answers brought (two animation frames and a task). What a journey then
 * finds absent (a toast, a call) is not merely still on its way.
 */
export async function tungguTenang(page: Page) {
  const j = diJalan.get(page);
  if (!j) throw new Error('Halaman tanpa pantauJaringan (support/browser.ts watchErrors).');
  await expect
    .poll(
      async () => {
        if (j.jalan.size > 0) return false;
        const sebelum = j.dimulai;
        await page.evaluate(
          () =>
            new Promise((selesai) =>
              requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(selesai, 0))),
            ),
        );
        return j.jalan.size === 0 && j.dimulai === sebelum;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}
