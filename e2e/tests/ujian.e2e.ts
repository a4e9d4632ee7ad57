import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getApi, putApi, tokenApi } from '../support/api';
import { halamanBanyak, login } from '../support/browser';
import { alamatServer } from '../support/server';
import { tulisSoalTigaJenis } from '../support/soal';
import { jawabanKiriman } from '../support/tunggu';
import { isiWaktu } from '../support/waktu';

// Issue 13, the exam journey: a lecturer builds an exam with all three kinds of question; three
// students take it in their own browsers, one offline for 20 s, one reloading, one whose session
// ends; the lecturer extends the time and every open page shows the new deadline; every answer
// reaches the server; the lecturer grades the essay, deducts and publishes; the students see
// their scores.

const { studentUrl, staffUrl } = alamatServer();

const halaman = halamanBanyak();

async function pilih(page: Page, scope: Locator, label: RegExp, opsi: string | RegExp) {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: opsi }).click();
}

interface UjianApi {
  id: string;
  judul: string;
}

const statusSimpan = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /jawaban|Offline/i })
    .first();

/** The exam page's three questions answered by kind: choice, true/false, essay. */
async function jawabSemua(page: Page, esai: string, nomorSoal = [1, 2, 3]) {
  for (const nomor of nomorSoal) {
    await page.getByRole('button', { name: new RegExp(`^Soal ${nomor},`) }).click();
    // That question's card: the previous question stays on screen until it is drawn.
    const kartu = page.getByRole('region', { name: new RegExp(`^Soal ${nomor} dari`) });
    const pilihan = kartu.getByRole('radiogroup', { name: /Pilih satu jawaban/ });
    const benarSalah = kartu.getByRole('radiogroup', { name: /Pilih jawaban/ });
    const teks = kartu.getByRole('textbox', { name: /^Jawaban/ });
    await pilihan.or(benarSalah).or(teks).first().waitFor();
    if (await pilihan.isVisible()) await pilihan.locator('label').nth(1).click();
    else if (await benarSalah.isVisible()) await benarSalah.locator('label').nth(1).click();
    else await teks.fill(esai);
  }
}

/** Seconds left shown by the page's timer ('HH:mm:ss'). */
async function sisaDetik(page: Page) {
  const teks = (await page.getByRole('timer', { name: 'Sisa waktu' }).textContent()) ?? '';
  const m = teks.match(/(\d\d):(\d\d):(\d\d)/);
  if (!m) return null;
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

describe('Kuis/ujian', () => {
  it('a lecturer builds an exam; students take it through a lost connection, a reload and an expired session; the lecturer extends the time, grades and publishes; the students see their scores', async () => {
    const dosenApi = await tokenApi(studentUrl, 'dosen01', 'dosen123');
    const kelas = await getApi<{ id: string }[]>(
      studentUrl,
      dosenApi,
      '/lms/kelas_kuliah?per_page=50',
    );
    const idKelas = kelas.map((k) => k.id).find((id) => id.endsWith('_IF101_A'));
    if (!idKelas) throw new Error('kelas IF101 A tidak ada');
    const pertemuan = await getApi<{ id: string; nomor: number }[]>(
      studentUrl,
      dosenApi,
      `/lms/pertemuan?id_kelas_kuliah=${encodeURIComponent(idKelas)}&per_page=50`,
    );
    const p = pertemuan.find((x) => x.nomor === 5) ?? pertemuan[0];
    if (!p) throw new Error('pertemuan tidak ada');
    const judul = `Kuis Rekursi ${Date.now() % 100000}`;

    // ---- The lecturer builds the exam ----
    const dosen = await halaman();
    await login(dosen.page, staffUrl, 'dosen01', 'dosen123');
    await dosen.page.waitForURL(`${staffUrl}/beranda`);
    await dosen.page.goto(`${staffUrl}/kelas/${encodeURIComponent(idKelas)}/${p.id}`);
    await dosen.page.getByRole('button', { name: 'Tambah Kuis/Ujian' }).click();
    const form = dosen.page.getByRole('dialog', { name: 'Tambah Data' });
    await form.waitFor();
    await form.getByRole('textbox', { name: /^Judul/ }).fill(judul);
    await form
      .locator('textarea')
      .first()
      .fill('Kerjakan **sendiri**, jawaban tersimpan otomatis.');
    await pilih(dosen.page, form, /Jenis Kuis\/Ujian/, 'Kuis');
    const mulai = new Date(Date.now() - 2 * 60_000);
    const selesai = new Date(Date.now() + 12 * 60_000);
    await isiWaktu(dosen.page, form, /^Waktu Mulai/, mulai);
    await isiWaktu(dosen.page, form, /^Waktu Selesai/, selesai);
    await form.getByRole('button', { name: 'Tambah' }).click();
    await dosen.page.getByText('Berhasil menambah kuis/ujian').last().waitFor();
    const [u] = await getApi<UjianApi[]>(
      studentUrl,
      dosenApi,
      `/lms/ujian?id_pertemuan=${p.id}&search=${encodeURIComponent(judul)}`,
    );
    if (!u) throw new Error('kuis tidak tersimpan');

    await dosen.page.goto(`${staffUrl}/kelas/${encodeURIComponent(idKelas)}/ujian/${u.id}`);
    await dosen.page.getByRole('button', { name: 'Tambah Kelompok Soal' }).first().click();
    const kelompok = dosen.page.getByRole('dialog', { name: 'Tambah Kelompok Soal' });
    await kelompok.getByRole('button', { name: 'Simpan' }).click();
    await kelompok.waitFor({ state: 'detached' });

    await tulisSoalTigaJenis(dosen.page, {
      pilihan: 'Kompleksitas pencarian biner adalah?',
      benarSalah: 'Quicksort selalu O(n log n).',
      esai: 'Jelaskan rekursi dengan contoh.',
    });
    const detail = await getApi<{ kelompok_soal: { soal: { jenis: string }[] }[] }>(
      studentUrl,
      dosenApi,
      `/lms/ujian/${u.id}`,
    );
    expect(detail.kelompok_soal[0]?.soal.map((s) => s.jenis)).toEqual([
      'pilihan',
      'benar_salah',
      'esay',
    ]);

    // ---- Three students start it ----
    const mhs = await Promise.all(
      ['2401003', '2401004', '2401005'].map(async (nim) => {
        const h = await halaman();
        await login(h.page, studentUrl, nim, 'mahasiswa123');
        await h.page.waitForURL(`${studentUrl}/beranda`);
        await h.page.goto(`${studentUrl}/ujian/${u.id}`);
        await h.page.getByRole('button', { name: 'Kerjakan' }).click();
        const konfirmasi = h.page.getByRole('dialog');
        const mulaiBtn = konfirmasi.getByRole('button', { name: 'Mulai' });
        expect(await mulaiBtn.isDisabled()).toBe(true);
        await konfirmasi.getByText('Saya sudah membaca dan menyetujui ketentuan di atas.').click();
        await expect.poll(() => konfirmasi.getByRole('checkbox').isChecked()).toBe(true);
        await mulaiBtn.click();
        await h.page.waitForURL(`${studentUrl}/ujian/${u.id}/soal`);
        await h.page.getByRole('timer', { name: 'Sisa waktu' }).waitFor();
        return { nim, ...h };
      }),
    );
    const [offline, muatUlang, sesiHabis] = mhs as [
      (typeof mhs)[0],
      (typeof mhs)[0],
      (typeof mhs)[0],
    ];

    // One goes offline for 20 s and keeps answering: the answers wait on the device.
    await offline.context.setOffline(true);
    await jawabSemua(offline.page, 'Fungsi yang memanggil dirinya sendiri, misalnya faktorial.');
    await expect.poll(() => statusSimpan(offline.page).textContent()).toMatch(/Offline/);
    await new Promise((r) => setTimeout(r, 20_000));
    await offline.context.setOffline(false);
    await expect
      .poll(() => statusSimpan(offline.page).textContent(), { timeout: 30_000 })
      .toBe('Semua jawaban tersimpan');

    // One reloads mid-exam: what was answered is still there.
    // (The status read 'Semua jawaban tersimpan' before the essay too: wait for the essay's save.)
    const esaiMuatUlang = jawabanKiriman(muatUlang.page, 'PUT', 'Rekursi memecah masalah');
    await jawabSemua(muatUlang.page, 'Rekursi memecah masalah menjadi versi yang lebih kecil.');
    await esaiMuatUlang;
    await expect
      .poll(() => statusSimpan(muatUlang.page).textContent())
      .toBe('Semua jawaban tersimpan');
    await muatUlang.page.reload();
    await muatUlang.page.getByRole('button', { name: /^Soal 3,/ }).click();
    await expect
      .poll(() => muatUlang.page.getByRole('textbox', { name: /^Jawaban/ }).inputValue())
      .toBe('Rekursi memecah masalah menjadi versi yang lebih kecil.');

    // One's session ends mid-exam (signed out elsewhere): the page stays and signs in again.
    const sesi = await sesiHabis.page.evaluate(() => localStorage.getItem('kampus.sesi.mahasiswa'));
    const token = (JSON.parse(sesi ?? '{}') as { accessToken?: string }).accessToken ?? '';
    const keluar = await fetch(`${studentUrl}/lms/log_aktivitas/logout`, {
      method: 'POST',
      headers: { 'college-id': 'kampus-demo', authorization: `Bearer ${token}` },
    });
    expect(keluar.status).toBe(200);
    // The next answer meets the ended session: it waits on the device, the page asks to sign in.
    await jawabSemua(sesiHabis.page, 'Contoh rekursi: menghitung deret Fibonacci.', [1]);
    const masuk = sesiHabis.page.getByRole('dialog', { name: 'Sesi berakhir' });
    await masuk.waitFor();
    await masuk.getByLabel(/^Password/).fill('mahasiswa123');
    await masuk.getByRole('button', { name: 'Masuk Kembali' }).click();
    await masuk.waitFor({ state: 'detached' });
    const esaiSesiHabis = jawabanKiriman(sesiHabis.page, 'PUT', 'deret Fibonacci');
    await jawabSemua(sesiHabis.page, 'Contoh rekursi: menghitung deret Fibonacci.', [2, 3]);
    await esaiSesiHabis;
    await expect
      .poll(() => statusSimpan(sesiHabis.page).textContent(), { timeout: 30_000 })
      .toBe('Semua jawaban tersimpan');
    expect(sesiHabis.page.url()).toBe(`${studentUrl}/ujian/${u.id}/soal`);

    // ---- The lecturer extends the time: every open page shows the new deadline, no reload ----
    for (const m of mhs) expect(await sisaDetik(m.page)).toBeLessThan(13 * 60);
    await putApi(studentUrl, dosenApi, `/lms/ujian/${u.id}`, {
      id_pertemuan: p.id,
      judul,
      deskripsi: 'Kerjakan sendiri.',
      jenis: 'kuis',
      waktu_mulai: mulai.toISOString(),
      waktu_selesai: new Date(selesai.getTime() + 60 * 60_000).toISOString(),
    });
    for (const m of mhs) {
      await expect.poll(() => sisaDetik(m.page), { timeout: 15_000 }).toBeGreaterThan(60 * 60);
    }

    // ---- Everyone submits; the server holds every answer ----
    for (const m of mhs) {
      await m.page.getByRole('button', { name: 'Kumpulkan' }).click();
      await m.page.getByRole('alertdialog').getByRole('button', { name: 'Ya' }).click();
      await m.page.waitForURL(`${studentUrl}/ujian/${u.id}`);
    }
    const kerja = await getApi<
      {
        id: string;
        mahasiswa: { nim: string };
        jumlah_soal_dijawab: number;
        dikumpulkan: boolean;
      }[]
    >(studentUrl, dosenApi, `/lms/ujian/${u.id}/pengerjaan?per_page=50`);
    expect(
      kerja.map((k) => [k.mahasiswa.nim, k.jumlah_soal_dijawab, k.dikumpulkan]).sort(),
    ).toEqual([
      ['2401003', 3, true],
      ['2401004', 3, true],
      ['2401005', 3, true],
    ]);

    // ---- The lecturer grades the essay, deducts and publishes ----
    const idKerja = kerja.find((k) => k.mahasiswa.nim === '2401004')?.id ?? '';
    await dosen.page.goto(
      `${staffUrl}/kelas/${encodeURIComponent(idKelas)}/ujian/${u.id}?tab=hasil`,
    );
    await dosen.page
      .getByRole('row', { name: /2401004/ })
      .getByRole('link', { name: /^Lihat pengerjaan/ })
      .click();
    await dosen.page.waitForURL(new RegExp(`/pengerjaan/${idKerja}$`));
    await dosen.page.getByRole('textbox', { name: /^Nilai soal 3/ }).fill('80');
    await dosen.page.getByRole('button', { name: 'Simpan nilai soal 3' }).click();
    await dosen.page.getByText('Berhasil update nilai').last().waitFor();
    await dosen.page.getByRole('textbox', { name: /^Pengurangan Nilai/ }).fill('5');
    await dosen.page.getByRole('button', { name: /Simpan Pengurangan/ }).click();
    await dosen.page.getByText('Berhasil update pengurangan nilai').last().waitFor();
    await dosen.page.goto(
      `${staffUrl}/kelas/${encodeURIComponent(idKelas)}/ujian/${u.id}?tab=hasil`,
    );
    const tampil = dosen.page.getByRole('switch', { name: 'Tampilkan Nilai' });
    await expect.poll(() => tampil.isEnabled()).toBe(true);
    await dosen.page.getByText('Tampilkan Nilai', { exact: true }).click();
    await dosen.page.getByText('Berhasil publish nilai').last().waitFor();

    // ---- The students see their scores ----
    // 2401004: choice B (right), true/false 'Salah' (right), essay 80, minus 5: (100+100+80)/3-5.
    await muatUlang.page.reload();
    await muatUlang.page
      .getByText(/88[,.]33/)
      .first()
      .waitFor();

    // The ended session's page saw its 401s (the save, the refused refresh) and nothing else.
    for (const m of [dosen, offline, muatUlang]) expect(m.errors).toEqual([]);
    expect(sesiHabis.errors.filter((e) => !e.startsWith('401 '))).toEqual([]);
  }, 240_000);
});
