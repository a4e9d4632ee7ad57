import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getApi, postApi, tokenApi } from '../support/api';
import { halamanBanyak, login } from '../support/browser';
import { alamatServer } from '../support/server';

const { studentUrl, staffUrl } = alamatServer();

const halaman = halamanBanyak();

interface ForumApi {
  id: string;
  judul: string;
  link: string;
}

/** A running forum on the first meeting of the lecturer's class, made through the API. */
async function forumBerlangsung(judul: string) {
  const dosen = await tokenApi(studentUrl, 'dosen01', 'dosen123');
  const kelas = await getApi<{ id: string }[]>(studentUrl, dosen, '/lms/kelas_kuliah?per_page=50');
  const idKelas = kelas.map((k) => k.id).find((id) => id.endsWith('_K1_IF101_A'));
  if (!idKelas) throw new Error('Kelas _K1_IF101_A tidak ada di seed');
  const pertemuan = await getApi<{ id: string }[]>(
    studentUrl,
    dosen,
    `/lms/pertemuan?id_kelas_kuliah=${encodeURIComponent(idKelas)}&per_page=50`,
  );
  const idPertemuan = pertemuan[0]?.id;
  if (!idPertemuan) throw new Error(`Kelas ${idKelas} tidak punya pertemuan`);
  return postApi<ForumApi>(studentUrl, dosen, '/lms/forum', {
    id_pertemuan: idPertemuan,
    judul,
    deskripsi: encodeURIComponent('<p>Sebutkan satu contoh rekursi di sekitar Anda.</p>'),
    waktu_mulai: new Date(Date.now() - 60_000).toISOString(),
    waktu_selesai: new Date(Date.now() + 24 * 60 * 60_000).toISOString(),
    penilaian_keaktifan: true,
    minimal_post: 1,
  });
}

async function masuk(page: Page, url: string, username: string, password: string) {
  await login(page, url, username, password);
  await page.waitForURL(`${url}/beranda`);
}

/** Writes a new thread in the open forum page. */
async function tulisTopik(page: Page, isi: string) {
  await page.getByRole('textbox', { name: 'Isi topik' }).fill(isi);
  await page.getByRole('button', { name: 'Kirim' }).click();
  await page.getByText(isi).waitFor();
}

describe('Forum diskusi', () => {
  it("two students post, the lecturer replies, and a student's open page gets the reply live", async () => {
    const judul = `Diskusi Rekursi ${Date.now() % 10000}`;
    const forum = await forumBerlangsung(judul);
    const topikA = `Boneka matryoshka berisi boneka yang lebih kecil ${Date.now() % 1000}`;
    const topikB = `Cermin yang saling berhadapan ${Date.now() % 1000}`;
    const balasan = `Contoh yang bagus, apa kasus dasarnya? ${Date.now() % 1000}`;

    const a = await halaman();
    await masuk(a.page, studentUrl, '2401001', 'mahasiswa123');
    await a.page.goto(`${studentUrl}${forum.link}`);
    await a.page.getByRole('heading', { name: judul }).waitFor();
    await tulisTopik(a.page, topikA);

    const b = await halaman();
    await masuk(b.page, studentUrl, '2401002', 'mahasiswa123');
    await b.page.goto(`${studentUrl}${forum.link}`);
    await b.page.getByText(topikA).waitFor();
    await tulisTopik(b.page, topikB);

    // Student A's page was not reloaded: B's thread arrives on the forum's stream.
    await a.page.getByText(topikB).waitFor();

    const dosen = await halaman();
    await masuk(dosen.page, staffUrl, 'dosen01', 'dosen123');
    await dosen.page.goto(`${staffUrl}${forum.link}`);
    const thread = dosen.page.getByRole('listitem').filter({ hasText: topikA });
    await thread.getByRole('button', { name: 'Balas' }).first().click();
    await dosen.page.getByRole('textbox', { name: 'Tulis balasan' }).fill(balasan);
    await dosen.page.getByRole('button', { name: 'Kirim Balasan' }).click();
    await dosen.page.getByText(balasan).waitFor();

    // The lecturer's reply shows on A's open page under A's thread, without a reload.
    await a.page.getByRole('listitem').filter({ hasText: topikA }).getByText(balasan).waitFor();

    // Both students completed the forum (minimal_post 1).
    const tokenB = await tokenApi(studentUrl, '2401002', 'mahasiswa123');
    const dilihatB = await getApi<{ completed: boolean | null }>(
      studentUrl,
      tokenB,
      `/lms/forum/${forum.id}`,
    );
    expect(dilihatB.completed).toBe(true);
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    expect(dosen.errors).toEqual([]);
  }, 180_000);
});
