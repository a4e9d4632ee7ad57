import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getApi, tokenApi } from '../support/api';
import { halamanBanyak, login } from '../support/browser';
import { alamatServer } from '../support/server';
import { isiWaktu } from '../support/waktu';

// The vidcon journey (spec 2 'Video conference', 4 'Vidcon'): a lecturer adds a vidcon to a
// meeting that started half an hour ago; a student joins it in the app, late (the demo college
// allows 15 minutes, terlambat_vidcon_menit); the lecturer sees the join recorded as late.

const { studentUrl, staffUrl } = alamatServer();

const halaman = halamanBanyak();

interface PertemuanApi {
  id: string;
  nomor: number;
}

async function pertemuanIF101A(token: string) {
  const kelas = await getApi<{ id: string }[]>(studentUrl, token, '/lms/kelas_kuliah?per_page=50');
  const idKelas = kelas.map((k) => k.id).find((id) => id.endsWith('_K1_IF101_A'));
  if (!idKelas) throw new Error('Kelas IF101 A tidak ada di seed');
  const daftar = await getApi<PertemuanApi[]>(
    studentUrl,
    token,
    `/lms/pertemuan?id_kelas_kuliah=${encodeURIComponent(idKelas)}&per_page=50`,
  );
  const p = daftar.find((x) => x.nomor === 7);
  if (!p) throw new Error('Pertemuan 7 IF101 A tidak ada di seed');
  return { idKelas, pertemuan: p };
}

const kartu = (page: Page, judul: string) => page.getByRole('article', { name: judul });

describe('Vidcon', () => {
  // Two sign-ins and three page loads: near a minute alone, more beside another worker.
  it('a lecturer adds a vidcon that started 30 minutes ago; a student joins it late in the app; the lecturer sees the late join', {
    timeout: 150_000,
  }, async () => {
    const dosen = await tokenApi(studentUrl, 'dosen01', 'dosen123');
    const { idKelas, pertemuan } = await pertemuanIF101A(dosen);
    const judul = `Kuliah Daring E2E ${Date.now() % 100000}`;
    const alamat = `vidcon.kampus-demo.ac.id/ruang/${Date.now() % 100000}`;

    // The lecturer adds it from the meeting page: the link without a scheme gets http.
    const pengajar = await halaman();
    await login(pengajar.page, staffUrl, 'dosen01', 'dosen123');
    await pengajar.page.waitForURL(`${staffUrl}/beranda`);
    await pengajar.page.goto(`${staffUrl}/kelas/${idKelas}/${pertemuan.id}`);
    await pengajar.page.getByRole('button', { name: 'Tambah Vidcon' }).click();
    const modal = pengajar.page.getByRole('dialog', { name: 'Tambah Data' });
    await modal.waitFor();
    await modal.getByText(/Jangan bagikan link vidcon/).waitFor();
    await modal.getByRole('region', { name: `Pertemuan ${pertemuan.nomor}` }).waitFor();
    await modal.getByRole('textbox', { name: /^Judul/ }).fill(judul);
    await modal.getByRole('button', { name: /Aplikasi/ }).click();
    await pengajar.page.getByRole('option', { name: 'Lainnya' }).click();
    const link = modal.getByRole('textbox', { name: /^Link/ });
    await link.fill(alamat);
    await link.blur();
    await expect.poll(() => link.inputValue()).toBe(`http://${alamat}`);
    await isiWaktu(pengajar.page, modal, /^Waktu Mulai/, new Date(Date.now() - 30 * 60_000));
    await modal.getByRole('button', { name: 'Simpan' }).click();
    await pengajar.page.getByText('Berhasil menambah vidcon').last().waitFor();
    await modal.waitFor({ state: 'detached' });
    const kartuDosen = kartu(pengajar.page, judul);
    await kartuDosen.getByText('Sedang Berlangsung').waitFor();
    await kartuDosen.getByText('Peserta Bergabung (0)').waitFor();
    expect(pengajar.errors).toEqual([]);

    // The student joins it in the app, 30 minutes after its start: late.
    const mhs = await halaman();
    await login(mhs.page, studentUrl, '2401001', 'mahasiswa123');
    await mhs.page.waitForURL(`${studentUrl}/beranda`);
    await mhs.page.goto(`${studentUrl}/kelas/${idKelas}/${pertemuan.id}`);
    const kartuMhs = kartu(mhs.page, judul);
    await kartuMhs.getByText('Sedang Berlangsung').waitFor();
    expect(await kartuMhs.getByRole('button', { name: 'Ubah' }).count()).toBe(0);
    await kartuMhs.getByRole('button', { name: 'Gabung' }).click();
    const ruang = mhs.page.getByRole('dialog', { name: judul });
    await ruang.waitFor();
    expect(await ruang.getByRole('link', { name: 'Buka di Tab Baru' }).getAttribute('href')).toBe(
      `http://${alamat}`,
    );
    await ruang.getByRole('button', { name: 'Tutup' }).last().click();
    await ruang.waitFor({ state: 'detached' });
    await kartuMhs.getByText('Riwayat Bergabung Anda').waitFor();
    await kartuMhs.getByText('Terlambat').waitFor();

    // The student's /vidcon lists it with its class.
    await mhs.page.goto(`${studentUrl}/vidcon`);
    await mhs.page.getByRole('searchbox', { name: 'Cari judul' }).fill(judul);
    const diDaftar = kartu(mhs.page, judul);
    await diDaftar.getByText(/IF101/).waitFor();
    await diDaftar.getByText(`Pertemuan ${pertemuan.nomor}`, { exact: false }).waitFor();
    expect(mhs.errors).toEqual([]);

    // The lecturer sees the student's join, recorded as late.
    await pengajar.page.reload();
    await kartuDosen.getByText('Peserta Bergabung (1)').waitFor();
    const baris = kartuDosen.getByRole('listitem').filter({ hasText: '(2401001)' });
    await baris.getByText('Terlambat').waitFor();
    await kartuDosen.getByText('Peserta: 1 mahasiswa').waitFor();
    expect(pengajar.errors).toEqual([]);
  });
});
