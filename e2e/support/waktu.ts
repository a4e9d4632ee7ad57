import type { Locator, Page } from 'playwright-core';

/** 'DDMMYYYYHHmm' of an instant in Jakarta time, as typed into the id-ID date-time picker. */
export function ketikWaktu(d: Date) {
  const bagian = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Jakarta',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${bagian.day}${bagian.month}${bagian.year}${bagian.hour}${bagian.minute}`;
}

/** Types `d` into the date-time picker labelled `label` inside `modal`. */
export async function isiWaktu(page: Page, modal: Locator, label: RegExp, d: Date) {
  await modal.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(ketikWaktu(d));
}
