import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getApi, putApi, tokenApi } from '../support/api';
import { launchBrowser, login, watchErrors } from '../support/browser';
import { teksPdf } from '../support/pdf';
import { alamatServer } from '../support/server';

const { studentUrl, staffUrl } = alamatServer();

interface PertemuanApi {
  id: string;
  nomor: number;
  judul: string;
  jenis: 'online' | 'offline';
  status: string;
  waktu_mulai: string;
  waktu_selesai: string;
  id_kelas_kuliah: string;
  id_sesi: string | null;
  id_ruangan: string | null;
  pengajar_kelas: { id: string; nama: string; is_pengajar: boolean }[];
  kelas_kuliah: { mata_kuliah: { nama: string } };
}
interface Bentrok {
  bentrok_kelas: { data: unknown[] };
  bentrok_ruangan: { data: { mata_kuliah: { nama: string } }[]; ignorable: boolean };
  bentrok_pengajar: { data: unknown[]; ignorable: boolean };
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(async () => {
  context = await browser.newContext({
    locale: 'id-ID',
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  page = await context.newPage();
  errors = watchErrors(page);
});
afterEach(async () => {
  await context.close();
});

/** 'DDMMYYYY' of an instant in Jakarta time, as typed into the id-ID date picker. */
const ketikTanggal = (iso: string) => {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' })
    .format(new Date(iso))
    .split('-');
  return `${d}${m}${y}`;
};
const tanggalSama = (a: string, b: string) => ketikTanggal(a) === ketikTanggal(b);

/**
 * Finds, through the API, a meeting of the lecturer's class to edit and a slot that clashes in a
 * room only (the room is too small for both classes), plus a free room for the same slot. The
 * seed follows today's date, so nothing here is fixed.
 */
async function siapkanJadwal() {
  const dosen = await tokenApi(studentUrl, 'dosen01', 'dosen123');
  const operator = await tokenApi(studentUrl, 'operator', 'operator123');
  const kelas = await getApi<{ id: string }[]>(studentUrl, dosen, '/lms/kelas_kuliah?per_page=50');
  const idKelas = kelas.map((k) => k.id).find((id) => id.endsWith('_K1_IF101_A'));
  if (!idKelas) throw new Error('Kelas IF101 A tidak ada di seed');
  const daftar = (token: string, id: string) =>
    getApi<PertemuanApi[]>(
      studentUrl,
      token,
      `/lms/pertemuan?id_kelas_kuliah=${encodeURIComponent(id)}&per_page=50`,
    );
  const milikSaya = await daftar(dosen, idKelas);
  const sesi = await getApi<{ id: string; nama: string }[]>(studentUrl, dosen, '/lms/sesi_kuliah');
  const ruangan = await getApi<{ id: string; nama: string }[]>(studentUrl, dosen, '/lms/ruangan');
  const semuaKelas = await getApi<{ id: string }[]>(
    studentUrl,
    operator,
    '/lms/kelas_kuliah?per_page=50',
  );
  const lain: PertemuanApi[] = [];
  for (const k of semuaKelas.filter((x) => x.id !== idKelas)) {
    lain.push(
      ...(await daftar(operator, k.id)).filter(
        (p) => p.status === 'belum_dimulai' && p.jenis === 'offline' && p.id_ruangan && p.id_sesi,
      ),
    );
  }

  for (const p of milikSaya.filter((x) => x.status === 'belum_dimulai' && x.jenis === 'offline')) {
    const pengajar = p.pengajar_kelas.filter((x) => x.is_pengajar).map((x) => x.id);
    const cek = (t: PertemuanApi, idRuangan: string) =>
      putApi<Bentrok>(studentUrl, dosen, '/lms/pertemuan/cek_bentrok', {
        id: p.id,
        id_kelas_kuliah: idKelas,
        waktu_mulai: t.waktu_mulai,
        waktu_selesai: t.waktu_selesai,
        id_ruangan: idRuangan,
        pengajar,
        jenis: 'offline',
      });
    // Prefer a clash on the meeting's own day; any later day works too.
    const urut = [...lain].sort(
      (a, b) =>
        Number(!tanggalSama(a.waktu_mulai, p.waktu_mulai)) -
        Number(!tanggalSama(b.waktu_mulai, p.waktu_mulai)),
    );
    for (const target of urut) {
      const hasil = await cek(target, target.id_ruangan as string);
      const hanyaRuangan =
        hasil.bentrok_ruangan.data.length > 0 &&
        !hasil.bentrok_ruangan.ignorable &&
        hasil.bentrok_kelas.data.length === 0 &&
        hasil.bentrok_pengajar.data.length === 0;
      if (!hanyaRuangan) continue;
      for (const r of ruangan) {
        const bebas = await cek(target, r.id);
        if (
          bebas.bentrok_ruangan.data.length === 0 &&
          bebas.bentrok_kelas.data.length === 0 &&
          bebas.bentrok_pengajar.data.length === 0
        ) {
          return {
            idKelas,
            pertemuan: p,
            target,
            sesi: sesi.find((s) => s.id === target.id_sesi)?.nama as string,
            ruangBentrok: ruangan.find((x) => x.id === target.id_ruangan)?.nama as string,
            ruangBebas: r.nama,
            kelasBentrok: hasil.bentrok_ruangan.data[0]?.mata_kuliah.nama as string,
          };
        }
      }
    }
  }
  throw new Error('Seed tidak punya jadwal untuk uji bentrok ruangan');
}

async function pilih(p: Page, scope: ReturnType<Page['getByRole']>, label: RegExp, opsi: RegExp) {
  await scope.getByRole('button', { name: label }).click();
  await p.getByRole('option', { name: opsi }).click();
}

const regexAman = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('Kelas dan pertemuan', () => {
  it('the lecturer fixes a room clash found by Cek Jadwal, saves and starts the meeting; the student sees it; the BAP downloads as a PDF', async () => {
    const j = await siapkanJadwal();
    const judulBaru = `Rekursi dan Backtracking ${Date.now() % 10000}`;

    await login(page, staffUrl, 'dosen01', 'dosen123');
    await page.waitForURL(`${staffUrl}/beranda`);
    await page.goto(`${staffUrl}/kelas/${j.idKelas}/${j.pertemuan.id}`);
    await page.getByRole('button', { name: 'Ubah Pertemuan' }).click();
    const modal = page.getByRole('dialog', { name: 'Ubah Data Pertemuan' });
    await modal.waitFor();

    const judul = modal.getByRole('textbox', { name: /^Judul/ });
    await judul.fill(judulBaru);
    await modal
      .getByRole('group', { name: /^Tanggal/ })
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type(ketikTanggal(j.target.waktu_mulai));
    await pilih(page, modal, /Sesi/, new RegExp(`^${regexAman(j.sesi)} `));
    await pilih(page, modal, /Ruangan/, new RegExp(`^${regexAman(j.ruangBentrok)}`));

    // The clash: a room conflict that may not be ignored, and no saving until it is fixed.
    await modal.getByRole('button', { name: 'Cek Jadwal' }).click();
    const ringkasan = modal.getByRole('status');
    await ringkasan.filter({ hasText: /^Ada jadwal yang bentrok$/ }).waitFor();
    await modal.getByText(j.kelasBentrok).first().waitFor();
    await expect.poll(() => modal.getByRole('button', { name: 'Simpan' }).isDisabled()).toBe(true);

    // Any change clears the old result; a free room passes the check.
    await pilih(page, modal, /Ruangan/, new RegExp(`^${regexAman(j.ruangBebas)}`));
    // The old result was on screen: wait for it to go, once the change is drawn.
    await expect
      .poll(() => modal.getByText('Ada jadwal yang bentrok', { exact: true }).count())
      .toBe(0);
    await modal.getByRole('button', { name: 'Cek Jadwal' }).click();
    await ringkasan.filter({ hasText: /^Tidak ada jadwal yang bentrok$/ }).waitFor();
    await modal.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Berhasil mengubah data pertemuan').waitFor();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: judulBaru }).waitFor();
    await page.getByText(j.ruangBebas).first().waitFor();

    await page.getByRole('button', { name: 'Mulai Pertemuan' }).click();
    await page.getByText('Pertemuan dimulai').waitFor();
    await page.getByRole('main').getByText('Sedang Berlangsung').first().waitFor();
    expect(errors).toEqual([]);

    // The student sees the new title running in the meeting menu.
    const siswa = await browser.newContext({
      locale: 'id-ID',
      viewport: { width: 1280, height: 900 },
    });
    const halamanSiswa = await siswa.newPage();
    const galatSiswa = watchErrors(halamanSiswa);
    await login(halamanSiswa, studentUrl, '2401001', 'mahasiswa123');
    await halamanSiswa.waitForURL(`${studentUrl}/beranda`);
    await halamanSiswa.goto(`${studentUrl}/kelas/${j.idKelas}`);
    const item = halamanSiswa.getByRole('link', { name: new RegExp(regexAman(judulBaru)) });
    await item.waitFor();
    expect(await item.textContent()).toContain('Sedang Berlangsung');
    await item.click();
    await halamanSiswa.getByRole('heading', { name: judulBaru }).waitFor();
    // No staff actions for a student.
    expect(await halamanSiswa.getByRole('button', { name: 'Ubah Pertemuan' }).count()).toBe(0);
    expect(galatSiswa).toEqual([]);
    await siswa.close();

    // The lecturer downloads the class's BAP: a real PDF naming the class.
    await page.goto(`${staffUrl}/kelas`);
    await page.getByRole('button', { name: /^Unduh BAP Algoritma dan Pemrograman A/ }).click();
    const bap = page.getByRole('dialog', { name: 'Unduh BAP' });
    const [unduhan] = await Promise.all([
      page.waitForEvent('download'),
      bap.getByRole('button', { name: 'Unduh' }).click(),
    ]);
    expect(unduhan.suggestedFilename()).toMatch(/^BAP - IF101 Algoritma dan Pemrograman A.*\.pdf$/);
    const pdf = await teksPdf(new Uint8Array(await readFile(await unduhan.path())));
    expect(pdf.teks).toContain('BERITA ACARA PERKULIAHAN');
    expect(pdf.teks).toContain('Algoritma dan Pemrograman');
    expect(pdf.teks).toContain(judulBaru);
    expect(errors).toEqual([]);
  });
});
