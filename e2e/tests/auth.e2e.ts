import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { halamanPerUji, login } from '../support/browser';
import { alamatServer } from '../support/server';

const { studentUrl, staffUrl } = alamatServer();

const uji = halamanPerUji();

/** The header clock text, e.g. '23 Nov 2026, 02:41:28 WIB'. */
const clock = (p: Page) => p.getByText(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}:\d{2} WIB$/);

describe('LMS Mahasiswa', () => {
  it('a student logs in and sees their classes on /beranda with the live clock ticking', async () => {
    const { page } = uji;
    await login(page, studentUrl, '2401001', 'mahasiswa123');
    await page.waitForURL(`${studentUrl}/beranda`);
    const kelas = page.getByRole('list', { name: 'Kelas kuliah' });
    for (const nama of [
      'Algoritma dan Pemrograman',
      'Basis Data',
      'Pemrograman Web',
      'Kewirausahaan',
    ]) {
      await expect.poll(() => kelas.getByRole('link', { name: nama }).count()).toBe(1);
    }
    // Another student's class is not there.
    expect(await kelas.getByRole('link', { name: 'Pengantar Manajemen' }).count()).toBe(0);

    await clock(page).waitFor();
    const first = await clock(page).textContent();
    await expect.poll(() => clock(page).textContent(), { timeout: 5000 }).not.toBe(first);

    await kelas.getByRole('link', { name: 'Basis Data' }).click();
    await page.waitForURL(/\/kelas\/20\d{3}_K1_IF201_A$/);
    await page.getByRole('heading', { name: 'Basis Data' }).waitFor();
    await page.getByRole('link', { name: 'Profil Kelas' }).click();
    await page.waitForURL(/\/kelas\/20\d{3}_K1_IF201_A\/profil$/);
    await page.getByRole('region', { name: 'Data Kelas' }).waitFor();
    expect(uji.errors).toEqual([]);
  });

  it('shows the Indonesian error of a wrong password and stays on the login page', async () => {
    const { page } = uji;
    await login(page, studentUrl, '2401001', 'salah');
    await page.getByText('Username atau password salah').waitFor();
    expect(page.url()).toContain('/login');
  });

  it('shows the 404 page for an unknown address', async () => {
    const { page } = uji;
    await login(page, studentUrl, '2401001', 'mahasiswa123');
    await page.waitForURL(`${studentUrl}/beranda`);
    await page.goto(`${studentUrl}/alamat/yang/tidak/ada`);
    const judul = page.getByRole('heading', {
      name: 'Uppss!!! Alamat yang Anda tuju tidak ditemukan',
    });
    await judul.waitFor();
    await page
      .getByText('Silakan periksa kembali alamat (URL) yang Anda tuju atau hubungi administrator.')
      .waitFor();
    // The user keeps the app around the page: the menu still leads home.
    await page.getByRole('link', { name: 'Beranda' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/alamat/yang/tidak/ada');
  });

  it('logout returns to the login page and the session is gone', async () => {
    const { page } = uji;
    await login(page, studentUrl, '2401001', 'mahasiswa123');
    await page.waitForURL(`${studentUrl}/beranda`);
    await page.getByRole('button', { name: /Aditya Pratama/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // The plain login page: the user chose to leave, there is no page to come back to.
    await page.waitForURL(`${studentUrl}/login`);
    await page.getByRole('button', { name: 'Masuk' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    // An address opened while signed out still offers the way back after login.
    await page.goto(`${studentUrl}/beranda`);
    await page.waitForURL(/\/login\?redirect=%2Fberanda/);
    await page.getByRole('button', { name: 'Masuk' }).waitFor();
  });

  it('sends a student with overdue tuition to /forbidden with the arrears', async () => {
    const { page } = uji;
    await login(page, studentUrl, '2401064', 'mahasiswa123');
    await page.waitForURL(`${studentUrl}/forbidden`);
    await page.getByRole('heading', { name: 'Akses Dibatasi' }).waitFor();
    // The arrears may come after the heading.
    await page.getByText('Rp 5.500.000').waitFor();
    // Classes stay closed to them: opening /beranda lands back on /forbidden.
    await page.goto(`${studentUrl}/beranda`);
    await page.waitForURL(`${studentUrl}/forbidden`);
    // The address changes before the page is drawn.
    await page.getByRole('heading', { name: 'Akses Dibatasi' }).waitFor();
  });

  it('keeps a lecturer out of the student app', async () => {
    const { page } = uji;
    await login(page, studentUrl, 'dosen01', 'dosen123');
    await page.getByText(/bukan akun mahasiswa/).waitFor();
    // Still on the login page, signed out: /beranda asks for a login again.
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.goto(`${studentUrl}/beranda`);
    await page.waitForURL(/\/login\?redirect=%2Fberanda/);
    await page.getByRole('button', { name: 'Masuk' }).waitFor();
  });
});

describe('LMS Dosen & Operator', () => {
  it('the lecturer logs into the staff app and sees the classes they teach', async () => {
    const { page } = uji;
    await login(page, staffUrl, 'dosen01', 'dosen123');
    await page.waitForURL(`${staffUrl}/beranda`);
    const kelas = page.getByRole('list', { name: 'Kelas kuliah' });
    await expect.poll(() => kelas.getByRole('link').count()).toBe(5);
    await page
      .getByText(/^Selamat (pagi|siang|sore|malam), Dr\. Budi Santoso, M\.Kom\.$/)
      .waitFor();
    expect(uji.errors).toEqual([]);
  });

  it('the operator logs in and sees every class', async () => {
    const { page } = uji;
    await login(page, staffUrl, 'operator', 'operator123');
    await page.waitForURL(`${staffUrl}/beranda`);
    await expect
      .poll(() => page.getByRole('list', { name: 'Kelas kuliah' }).getByRole('link').count())
      .toBe(10);
  });

  it('works on a phone: the menu opens as a full-screen dialog', async () => {
    const { page } = uji;
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, staffUrl, 'dosen01', 'dosen123');
    await page.waitForURL(`${staffUrl}/beranda`);
    await page.getByRole('button', { name: 'Buka menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    // Full screen: the dialog covers the phone's width (once it has finished opening).
    await expect
      .poll(async () => (await menu.boundingBox())?.width ?? 0)
      .toBeGreaterThanOrEqual(380);
    await menu.getByRole('link', { name: 'Bantuan' }).click();
    await page.waitForURL(`${staffUrl}/bantuan`);
    await page.getByText('Pertanyaan Umum').waitFor();
    // The menu closed on the way (it may still be leaving when the new page shows).
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
    expect(uji.errors).toEqual([]);
  });
});
