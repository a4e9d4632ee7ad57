import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getApi, tokenApi } from '../support/api';
import { halamanPerUji, login } from '../support/browser';
import { alamatServer } from '../support/server';
import { tungguTenang } from '../support/tunggu';

// What a new user met in the first builds (issue 10): an empty-id call with a raw validation
// toast, /forbidden with nothing to say, generic and misaligned breadcrumbs, a staff table
// cut off on a phone, and bare disclosure triangles on Bantuan.

const { studentUrl, staffUrl } = alamatServer();

const uji = halamanPerUji();

interface KelasApi {
  id: string;
  mata_kuliah: { kode: string; nama: string };
}
interface PertemuanApi {
  id: string;
  nomor: number;
}

async function kelasBasisData(token: string) {
  const daftar = await getApi<KelasApi[]>(studentUrl, token, '/lms/kelas_kuliah?per_page=100');
  const kelas = daftar.find((k) => k.mata_kuliah.kode === 'IF201');
  if (!kelas) throw new Error('Kelas IF201 tidak ada');
  const pertemuan = await getApi<PertemuanApi[]>(
    studentUrl,
    token,
    `/lms/pertemuan?id_kelas_kuliah=${kelas.id}&per_page=20`,
  );
  return { kelas, pertemuan: pertemuan.find((p) => p.nomor === 3)! };
}

/** Left edge of the home icon in the breadcrumb. */
const kiriBeranda = async (p: Page) =>
  (
    await p
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Beranda' })
      .boundingBox()
  )?.x;

describe('student pages', () => {
  it('/pertemuan/{id} asks for nothing without an id, shows no raw toast, and names class and meeting', async () => {
    const { page } = uji;
    const token = await tokenApi(studentUrl, '2401001', 'mahasiswa123');
    const { kelas, pertemuan } = await kelasBasisData(token);
    const alamatKosong: string[] = [];
    page.on('request', (r) => {
      // A call whose id was left empty ends in a slash: /v2/lms/kelas_kuliah/
      if (new URL(r.url()).pathname.endsWith('/')) alamatKosong.push(r.url());
    });
    await login(page, studentUrl, '2401001', 'mahasiswa123');
    await page.waitForURL(`${studentUrl}/beranda`);
    await page.getByRole('list', { name: 'Kelas kuliah' }).waitFor();
    const berandaX = await kiriBeranda(page);

    await page.goto(`${studentUrl}/pertemuan/${pertemuan.id}`);
    const remah = page.getByRole('navigation', { name: 'Breadcrumb' });
    await remah.getByText('IF201 A Reguler').waitFor();
    await remah.getByText('Pertemuan 3').waitFor();
    await page.getByRole('link', { name: 'Buka di halaman kelas' }).waitFor();
    expect(await kiriBeranda(page)).toBe(berandaX);
    // Every call the page makes has been made and answered, and a toast it caused would show.
    await tungguTenang(page);
    expect(alamatKosong).toEqual([]);
    expect(await page.getByText(/Data tidak valid/).count()).toBe(0);
    // No toast at all: the toast region is rendered only while a toast shows.
    expect(await page.getByRole('region', { name: 'Notifikasi' }).count()).toBe(0);

    // The class page: the class by code, name and type; the breadcrumb where it is on Beranda.
    await remah.getByRole('link', { name: 'IF201 A Reguler' }).click();
    await page.waitForURL(`${studentUrl}/kelas/${kelas.id}`);
    await page.getByRole('heading', { name: 'Basis Data' }).waitFor();
    expect(await kiriBeranda(page)).toBe(berandaX);
    await page.goto(`${studentUrl}/kelas/${kelas.id}/${pertemuan.id}`);
    await remah.getByText('Pertemuan 3').waitFor();
    expect(await kiriBeranda(page)).toBe(berandaX);
    // Back to Beranda without a reload, the class pages' styles still loaded: it stays put.
    await remah.getByRole('link', { name: 'Beranda' }).click();
    await page.waitForURL(`${studentUrl}/beranda`);
    await page.getByRole('list', { name: 'Kelas kuliah' }).waitFor();
    expect(await kiriBeranda(page)).toBe(berandaX);
    await page.goto(`${studentUrl}/jadwal`);
    await remah.getByText('Jadwal').waitFor();
    expect(await kiriBeranda(page)).toBe(berandaX);
    expect(uji.errors).toEqual([]);
  });

  it('sends a student who meets every rule from /forbidden home', async () => {
    const { page } = uji;
    await login(page, studentUrl, '2401001', 'mahasiswa123');
    await page.waitForURL(`${studentUrl}/beranda`);
    await page.goto(`${studentUrl}/forbidden`);
    await page.waitForURL(`${studentUrl}/beranda`);
    // Home drawn, not only its address: what /forbidden showed is gone.
    await page.getByRole('list', { name: 'Kelas kuliah' }).waitFor();
    expect(await page.getByText(/syarat berikut belum terpenuhi/).count()).toBe(0);
  });

  it('gives a restricted student a way to check again besides logging out', async () => {
    const { page } = uji;
    await login(page, studentUrl, '2401064', 'mahasiswa123');
    await page.waitForURL(`${studentUrl}/forbidden`);
    const periksa = page.getByRole('button', { name: 'Periksa Ulang Status' });
    await page.getByText('Rp 5.500.000').waitFor();
    // The arrears were on screen before the click: wait for the re-check's answer, drawn.
    const diperiksa = page.waitForResponse((r) =>
      new URL(r.url()).pathname.endsWith('/lms/check_pembatasan'),
    );
    await periksa.click();
    await diperiksa;
    // Still in arrears: the page stays, with the arrears, and the user can try again.
    await expect.poll(() => periksa.isEnabled()).toBe(true);
    await page.getByText('Rp 5.500.000').waitFor();
    expect(new URL(page.url()).pathname).toBe('/forbidden');
  });

  it('answers the help questions in the kit’s disclosures', async () => {
    const { page } = uji;
    await login(page, studentUrl, '2401001', 'mahasiswa123');
    await page.waitForURL(`${studentUrl}/beranda`);
    await page.goto(`${studentUrl}/bantuan`);
    const tanya = page.getByRole('button', { name: 'Saya lupa password.' });
    // Counted once the page is drawn: before that there is nothing to count.
    await tanya.waitFor();
    expect(await page.locator('details').count()).toBe(0);
    expect(await tanya.getAttribute('aria-expanded')).toBe('false');
    await tanya.click();
    await expect.poll(() => tanya.getAttribute('aria-expanded')).toBe('true');
    await page.getByText(/operator LMS atau bagian akademik/).waitFor();
    expect(uji.errors).toEqual([]);
  });
});

describe('staff on a phone', () => {
  it('the class table keeps Kelas, Pengajar and Lihat on a 390 px screen', async () => {
    const { page } = uji;
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, staffUrl, 'dosen01', 'dosen123');
    await page.waitForURL(`${staffUrl}/beranda`);
    await page.goto(`${staffUrl}/kelas`);
    const tabel = page.getByRole('region', { name: 'Data Kelas Kuliah' });
    const lihat = tabel.getByRole('link', { name: /^Lihat / }).first();
    await lihat.waitFor();
    // The class (name and type) and its teacher are on screen, not beyond a sideways scroll.
    for (const teks of [/A Reguler/, /Budi Santoso/]) {
      const kotak = await tabel.getByRole('cell', { name: teks }).first().boundingBox();
      expect(kotak).not.toBeNull();
      expect(kotak!.x + kotak!.width).toBeLessThanOrEqual(390);
    }
    const kotakLihat = await lihat.boundingBox();
    expect(kotakLihat && kotakLihat.x + kotakLihat.width).toBeLessThanOrEqual(390);
    // Nothing to scroll sideways: the page is as wide as the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await lihat.click();
    await page.waitForURL(/\/kelas\/20\d{3}_K\d_[A-Z]{2}\d{3}_[A-Z]$/);
    expect(uji.errors).toEqual([]);
  });
});
