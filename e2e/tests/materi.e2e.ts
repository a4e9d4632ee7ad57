import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getApi, tokenApi } from '../support/api';
import { halamanBanyak, login } from '../support/browser';
import { alamatServer } from '../support/server';
import { barisHasilCari, jawabanCari } from '../support/tunggu';

const { studentUrl, staffUrl } = alamatServer();
const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

interface PertemuanApi {
  id: string;
  nomor: number;
  jenis: 'online' | 'offline';
  status: string;
  waktu_mulai: string;
  default_deadline_materi: string | null;
}

const halaman = halamanBanyak();

/** An online meeting not yet finished, where an attendance requirement is allowed. */
async function pertemuanOnline(token: string, akhiranKelas: string) {
  const kelas = await getApi<{ id: string }[]>(studentUrl, token, '/lms/kelas_kuliah?per_page=50');
  const idKelas = kelas.map((k) => k.id).find((id) => id.endsWith(akhiranKelas));
  if (!idKelas) throw new Error(`Kelas ${akhiranKelas} tidak ada di seed`);
  const daftar = await getApi<PertemuanApi[]>(
    studentUrl,
    token,
    `/lms/pertemuan?id_kelas_kuliah=${encodeURIComponent(idKelas)}&per_page=50`,
  );
  // Still ahead, so a new material gets the meeting's default deadline (spec 4).
  const p = daftar.find(
    (x) =>
      x.jenis === 'online' &&
      x.status === 'belum_dimulai' &&
      Date.parse(x.waktu_mulai) > Date.now() + 10 * 60_000 &&
      x.default_deadline_materi !== null,
  );
  if (!p) throw new Error(`Kelas ${idKelas} tidak punya pertemuan online yang belum selesai`);
  return { idKelas, pertemuan: p };
}

async function pilih(page: Page, scope: Locator, label: RegExp, opsi: string | RegExp) {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: opsi }).click();
}

/** The lecturer fills 'Upload Materi Baru' and saves. */
async function tambahMateri(
  page: Page,
  isi: { judul: string; tipe: string; jenis: string; berkas: string; syarat: boolean },
) {
  await page.getByRole('button', { name: 'Tambah Materi' }).click();
  const modal = page.getByRole('dialog', { name: 'Tambah Data' });
  await modal.waitFor();
  await modal.getByRole('textbox', { name: /^Judul/ }).fill(isi.judul);
  await modal.locator('textarea').first().fill(`Pelajari **${isi.judul}** sebelum kuliah.`);
  const tombolFile = modal.getByRole('button', { name: 'Pilih File' });
  // The file input waits for the type (spec 5).
  expect(await tombolFile.isDisabled()).toBe(true);
  await pilih(page, modal, /Tipe File/, isi.tipe);
  await pilih(page, modal, /Jenis Materi/, isi.jenis);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), tombolFile.click()]);
  await chooser.setFiles(path.join(fixtures, isi.berkas));
  await modal.getByText(isi.berkas).first().waitFor();
  if (isi.syarat) {
    const syarat = modal.getByRole('radiogroup', { name: /Syarat Kehadiran/ });
    await syarat.getByText('Ya', { exact: true }).click();
    await expect.poll(() => syarat.getByRole('radio', { name: 'Ya' }).isChecked()).toBe(true);
  }
  await modal.getByRole('button', { name: 'Simpan' }).click();
  await page.getByText('Berhasil menambah materi').last().waitFor();
  await modal.waitFor({ state: 'detached' });
}

const kartu = (page: Page, judul: string) => page.getByRole('article', { name: judul });

describe('Materi dan presensi', () => {
  it('the lecturer uploads an e-book with a requirement and a video; the student reads and watches them and meets the requirement; the lecturer copies the e-book to another class', async () => {
    const dosen = await tokenApi(studentUrl, 'dosen01', 'dosen123');
    const asal = await pertemuanOnline(dosen, '_K1_IF101_A');
    // Copies go to another class of the same course.
    const tujuan = await pertemuanOnline(dosen, '_K2_IF101_B');
    const ebook = `Modul Rekursi ${Date.now() % 10000}`;
    const video = `Video Rekursi ${Date.now() % 10000}`;

    const pengajar = await halaman();
    await login(pengajar.page, staffUrl, 'dosen01', 'dosen123');
    await pengajar.page.waitForURL(`${staffUrl}/beranda`);
    await pengajar.page.goto(`${staffUrl}/kelas/${asal.idKelas}/${asal.pertemuan.id}`);
    await tambahMateri(pengajar.page, {
      judul: ebook,
      tipe: 'E-Book',
      jenis: 'Modul',
      berkas: 'modul-rekursi.pdf',
      syarat: true,
    });
    await tambahMateri(pengajar.page, {
      judul: video,
      tipe: 'Video',
      jenis: 'Audio Visual',
      berkas: 'video-kuliah.webm',
      syarat: true,
    });
    await kartu(pengajar.page, ebook).waitFor();
    await kartu(pengajar.page, video).getByText('Syarat Kehadiran').waitFor();
    expect(pengajar.errors).toEqual([]);

    // The student reads the e-book: the countdown of the settings (60 s), then 'Sudah Baca'.
    const mhs = await halaman();
    await login(mhs.page, studentUrl, '2401001', 'mahasiswa123');
    await mhs.page.waitForURL(`${studentUrl}/beranda`);
    await mhs.page.goto(`${studentUrl}/kelas/${asal.idKelas}/${asal.pertemuan.id}`);
    await kartu(mhs.page, ebook).getByText('Belum Terpenuhi').waitFor();
    await kartu(mhs.page, ebook).getByRole('button', { name: ebook }).click();
    const viewer = mhs.page.getByRole('dialog', { name: ebook });
    await viewer.getByRole('timer').waitFor();
    await viewer.getByTitle(/modul-rekursi/).waitFor();
    // The stored PDF opens in the frame: our own pages may frame stored files (issue 10).
    await expect
      .poll(async () => {
        const frame = await (
          await viewer.getByTitle(/modul-rekursi/).elementHandle()
        )?.contentFrame();
        return frame?.childFrames().some((f) => f.url().startsWith('chrome-extension://'));
      })
      .toBe(true);
    const sudahBaca = viewer.getByRole('button', { name: 'Sudah Baca' });
    await sudahBaca.waitFor({ timeout: 70_000 });
    await sudahBaca.click();
    await viewer.getByText('Materi sudah dibaca').waitFor();
    await viewer.getByText('Terpenuhi', { exact: true }).waitFor();
    await viewer.getByRole('button', { name: 'Tutup' }).last().click();
    await kartu(mhs.page, ebook).getByText('Terpenuhi', { exact: true }).waitFor();

    // The student watches the video past the threshold (50 % by default).
    await kartu(mhs.page, video).getByRole('button', { name: video }).click();
    const pemutar = mhs.page.getByRole('dialog', { name: video });
    const media = pemutar.locator('video');
    await media.waitFor();
    await media.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await pemutar.getByText('Terpenuhi', { exact: true }).waitFor({ timeout: 20_000 });
    await pemutar.getByRole('button', { name: 'Tutup' }).last().click();
    await kartu(mhs.page, video).getByText('Terpenuhi', { exact: true }).waitFor();
    expect(mhs.errors).toEqual([]);

    // The server agrees, for this student only.
    const tokenMhs = await tokenApi(studentUrl, '2401001', 'mahasiswa123');
    const punyaSaya = await getApi<{ judul: string; presensi: { statusUnduh: string } }[]>(
      studentUrl,
      tokenMhs,
      `/lms/materi?id_pertemuan=${asal.pertemuan.id}`,
    );
    expect(
      punyaSaya.filter((m) => [ebook, video].includes(m.judul)).map((m) => m.presensi.statusUnduh),
    ).toEqual(['terpenuhi', 'terpenuhi']);
    const tokenLain = await tokenApi(studentUrl, '2401002', 'mahasiswa123');
    const punyaLain = await getApi<{ judul: string; presensi: { statusUnduh: string } }[]>(
      studentUrl,
      tokenLain,
      `/lms/materi?id_pertemuan=${asal.pertemuan.id}`,
    );
    expect(punyaLain.find((m) => m.judul === ebook)?.presensi.statusUnduh).toBe('belum_terpenuhi');

    // The lecturer copies the e-book into a meeting of another class.
    await pengajar.page.goto(`${staffUrl}/kelas/${tujuan.idKelas}/${tujuan.pertemuan.id}`);
    await pengajar.page.getByRole('button', { name: 'Tambah Materi' }).click();
    const modal = pengajar.page.getByRole('dialog', { name: 'Tambah Data' });
    await modal.getByRole('tab', { name: 'Salin Materi Kelas Lain' }).click();
    await modal.getByRole('button', { name: 'Salin' }).click();
    await modal.getByText('Materi wajib dipilih!').waitFor();
    // The unfiltered rows stay while the search loads: pick from its answer.
    const dicari = jawabanCari(pengajar.page, '/v2/lms/materi', ebook);
    await modal.getByRole('searchbox').fill(ebook);
    const baris = await barisHasilCari(modal, dicari, ebook);
    expect(await baris.textContent()).toContain('01 Reguler');
    await baris.getByRole('checkbox').click({ force: true });
    await expect.poll(() => baris.getByRole('checkbox').isChecked()).toBe(true);
    await modal.getByRole('button', { name: 'Salin' }).click();
    await pengajar.page.getByText('Berhasil menyalin materi').waitFor();
    await kartu(pengajar.page, ebook).waitFor();
    expect(pengajar.errors).toEqual([]);
  }, 180_000);
});
