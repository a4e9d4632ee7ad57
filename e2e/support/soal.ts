import type { Page } from 'playwright-core';

/** The three questions a journey writes through the question editor, one of each kind. */
export interface TeksSoalTigaJenis {
  /** Options A 'O(n)', B 'O(log n)' (the key), C 'O(1)'. */
  pilihan: string;
  /** Key 'Salah'. */
  benarSalah: string;
  /** Every answer type accepted (the default). */
  esai: string;
}

/**
 * Writes one question of each kind through 'Tambah Soal' (the first such menu on the page: an
 * exam's first group, or a bank) and the question editor, waiting for each to be saved.
 */
export async function tulisSoalTigaJenis(page: Page, teks: TeksSoalTigaJenis) {
  const tambah = async (
    jenis: string,
    isi: (m: ReturnType<Page['getByRole']>) => Promise<void>,
  ) => {
    await page.getByRole('button', { name: 'Tambah Soal' }).first().click();
    await page.getByRole('menuitem', { name: jenis }).click();
    const m = page.getByRole('dialog', { name: 'Tambah Soal' });
    await m.waitFor({ timeout: 20_000 });
    await isi(m);
    await m.getByRole('button', { name: 'Simpan' }).click();
    await m.waitFor({ state: 'detached' });
  };
  await tambah('Soal Pilihan', async (m) => {
    await m.locator('textarea').first().fill(teks.pilihan);
    await m.getByRole('textbox', { name: 'Pilihan A' }).fill('O(n)');
    await m.getByRole('textbox', { name: 'Pilihan B' }).fill('O(log n)');
    await m.getByRole('textbox', { name: 'Pilihan C' }).fill('O(1)');
    await m
      .getByRole('radiogroup', { name: /Kunci Jawaban/ })
      .getByText('B', { exact: true })
      .click();
  });
  await tambah('Soal Benar Salah', async (m) => {
    await m.locator('textarea').first().fill(teks.benarSalah);
    await m
      .getByRole('radiogroup', { name: /Kunci Jawaban/ })
      .getByText('Salah', { exact: true })
      .click();
  });
  await tambah('Soal Esai', async (m) => {
    await m.locator('textarea').first().fill(teks.esai);
  });
}
