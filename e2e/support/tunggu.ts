import type { Locator, Page, Response } from 'playwright-core';
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
