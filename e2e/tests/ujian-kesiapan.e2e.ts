import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getApi, postApi, tokenApi } from '../support/api';
import { halamanBanyak, login } from '../support/browser';
import { alamatServer } from '../support/server';
import { isiWaktu } from '../support/waktu';

// Issue 21.2 and 21.3 in a browser: a quiz shown before it has questions is not started (the
// student is told it is not ready) and is taken once the questions come; 'Kumpulkan' pressed
// while an essay attachment is still uploading over a slow connection submits it with the file.

const { studentUrl, staffUrl } = alamatServer();
const halaman = halamanBanyak();
const PDF = readFileSync(new URL('../fixtures/modul-rekursi.pdf', import.meta.url));

interface Ujian {
  id: string;
  judul: string;
}

/** IF101 A and its meeting `nomor`, as dosen01 sees them. */
async function kelasDanPertemuan(token: string, nomor: number) {
  const kelas = await getApi<{ id: string }[]>(studentUrl, token, '/lms/kelas_kuliah?per_page=50');
  const idKelas = kelas.map((k) => k.id).find((id) => id.endsWith('_IF101_A'));
  if (!idKelas) throw new Error('kelas IF101 A tidak ada');
  const pertemuan = await getApi<{ id: string; nomor: number }[]>(
    studentUrl,
    token,
    `/lms/pertemuan?id_kelas_kuliah=${encodeURIComponent(idKelas)}&per_page=50`,
  );
  const p = pertemuan.find((x) => x.nomor === nomor);
  if (!p) throw new Error(`pertemuan ${nomor} tidak ada`);
  return { idKelas, idPertemuan: p.id };
}

/** A quiz running from 2 minutes ago for 30 minutes, shown, without questions. */
function kuisBaru(token: string, idPertemuan: string, judul: string) {
  return postApi<Ujian>(studentUrl, token, '/lms/ujian', {
    id_pertemuan: idPertemuan,
    judul,
    deskripsi: 'Kerjakan sendiri.',
    jenis: 'kuis',
    sifat: 'close',
    acak_soal: false,
    ditampilkan: true,
    gunakan_batas_waktu: false,
    durasi: null,
    tampilkan_kunci_jawaban: false,
    waktu_mulai: new Date(Date.now() - 2 * 60_000).toISOString(),
    waktu_selesai: new Date(Date.now() + 30 * 60_000).toISOString(),
    waktu_tampil_kunci: null,
    peserta_remedial: [],
  });
}

async function tambahSoal(token: string, idUjian: string, soal: unknown) {
  const k = await postApi<{ id: string }>(
    studentUrl,
    token,
    `/lms/ujian/${idUjian}/kelompok_soal`,
    { judul: 'Bagian A', aturan: 'semua' },
  );
  await postApi(studentUrl, token, `/lms/ujian/${idUjian}/kelompok_soal/${k.id}/soal`, soal);
}

describe('Kuis/ujian: kesiapan soal dan lampiran saat mengumpulkan', () => {
  it('a quiz shown without questions opens on its editor for the lecturer, tells the student it is not ready, and is taken once its questions come', async () => {
    const dosenApi = await tokenApi(studentUrl, 'dosen01', 'dosen123');
    const { idKelas, idPertemuan } = await kelasDanPertemuan(dosenApi, 6);
    const judul = `Kuis Tanpa Soal ${Date.now() % 100000}`;

    // The lecturer saves a quiz with the form's defaults (shown, from the meeting's times).
    const dosen = await halaman();
    await login(dosen.page, staffUrl, 'dosen01', 'dosen123');
    await dosen.page.waitForURL(`${staffUrl}/beranda`);
    await dosen.page.goto(`${staffUrl}/kelas/${encodeURIComponent(idKelas)}/${idPertemuan}`);
    await dosen.page.getByRole('button', { name: 'Tambah Kuis/Ujian' }).click();
    const form = dosen.page.getByRole('dialog', { name: 'Tambah Data' });
    await form.getByText(/Kuis\/ujian baru belum memiliki soal/).waitFor();
    await form.getByRole('textbox', { name: /^Judul/ }).fill(judul);
    await form.locator('textarea').first().fill('Kuis tanpa soal.');
    await form.getByRole('button', { name: /Jenis Kuis\/Ujian/ }).click();
    await dosen.page.getByRole('option', { name: 'Kuis' }).click();
    await isiWaktu(dosen.page, form, /^Waktu Mulai/, new Date(Date.now() - 2 * 60_000));
    await isiWaktu(dosen.page, form, /^Waktu Selesai/, new Date(Date.now() + 30 * 60_000));
    await form.getByRole('button', { name: 'Tambah' }).click();
    // It opens on its question editor, which says why students cannot start it.
    await dosen.page.waitForURL(new RegExp(`/kelas/${encodeURIComponent(idKelas)}/ujian/[^/?]+$`));
    const idUjian = dosen.page.url().split('/').pop() ?? '';
    await dosen.page.getByRole('heading', { name: 'Soal Kuis/Ujian' }).waitFor();
    await dosen.page.getByText('Belum ada kelompok soal').waitFor();

    // The quiz has started: the student is told it is not ready, and has nothing to press.
    const { page, errors } = await halaman();
    await login(page, studentUrl, '2401006', 'mahasiswa123');
    await page.waitForURL(`${studentUrl}/beranda`);
    await page.goto(`${studentUrl}/ujian/${idUjian}`);
    const pengerjaan = page.getByRole('region', { name: 'Pengerjaan Saya' });
    await pengerjaan.getByText(/belum siap dikerjakan/).waitFor();
    expect(await page.getByRole('button', { name: 'Kerjakan' }).count()).toBe(0);
    // The server agrees: a start is refused and leaves no attempt.
    const mhsApi = await tokenApi(studentUrl, '2401006', 'mahasiswa123');
    const mulai = await fetch(`${studentUrl}/lms/ujian/${idUjian}/pengerjaan/start`, {
      method: 'POST',
      headers: { 'college-id': 'kampus-demo', authorization: `Bearer ${mhsApi}` },
    });
    expect(mulai.status).toBe(409);

    // The lecturer adds the questions; the student reloads and takes the quiz with them.
    await tambahSoal(dosenApi, idUjian, {
      jenis: 'benar_salah',
      pertanyaan: 'Rekursi selalu membutuhkan kasus dasar.',
      benar_salah: { kunci: 'benar' },
    });
    await page.reload();
    await page.getByRole('button', { name: 'Kerjakan' }).click();
    const konfirmasi = page.getByRole('dialog');
    await konfirmasi.getByText('Saya sudah membaca dan menyetujui ketentuan di atas.').click();
    await konfirmasi.getByRole('button', { name: 'Mulai' }).click();
    await page.waitForURL(`${studentUrl}/ujian/${idUjian}/soal`);
    await page.getByText('Terjawab 0 dari 1 soal').first().waitFor();
    await page.getByText('Rekursi selalu membutuhkan kasus dasar.').waitFor();
    expect(errors).toEqual([]);
  });

  it('Kumpulkan during a held essay upload waits for it: the server holds the text and the file', async () => {
    const dosenApi = await tokenApi(studentUrl, 'dosen01', 'dosen123');
    const { idPertemuan } = await kelasDanPertemuan(dosenApi, 7);
    const u = await kuisBaru(dosenApi, idPertemuan, `Kuis Lampiran ${Date.now() % 100000}`);
    await tambahSoal(dosenApi, u.id, {
      jenis: 'esay',
      pertanyaan: 'Unggah rangkuman rekursi Anda (PDF).',
      esay: { jenis_file_diterima: ['text', 'pdf'], kunci: '' },
    });

    const { page, errors } = await halaman();
    await login(page, studentUrl, '2401007', 'mahasiswa123');
    await page.waitForURL(`${studentUrl}/beranda`);
    await page.goto(`${studentUrl}/ujian/${u.id}`);
    await page.getByRole('button', { name: 'Kerjakan' }).click();
    const konfirmasi = page.getByRole('dialog');
    await konfirmasi.getByText('Saya sudah membaca dan menyetujui ketentuan di atas.').click();
    await konfirmasi.getByRole('button', { name: 'Mulai' }).click();
    await page.waitForURL(`${studentUrl}/ujian/${u.id}/soal`);

    await page.getByRole('textbox', { name: /^Jawaban/ }).fill('Rangkuman terlampir.');
    // A slow uplink: the upload reaches the server only once the test lets it go, after the
    // student has pressed 'Kumpulkan'.
    let lepaskan: () => void = () => {};
    const dilepas = new Promise<void>((r) => {
      lepaskan = r;
    });
    let unggahMasuk = false;
    await page.route('**/v2/storager', async (route) => {
      await dilepas;
      unggahMasuk = true;
      await route.continue();
    });
    await page.locator('input[type="file"]').setInputFiles({
      name: 'rangkuman.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByText('Mengunggah 1 lampiran…').waitFor();
    await page.getByRole('button', { name: 'Kumpulkan' }).click();
    const tanya = page.getByRole('alertdialog');
    await tanya.getByText(/1 lampiran masih diunggah/).waitFor();
    await tanya.getByRole('button', { name: 'Ya' }).click();
    await page.getByText(/Menunggu 1 lampiran selesai diunggah/).waitFor();
    expect(unggahMasuk).toBe(false);
    await new Promise((r) => setTimeout(r, 1000));
    expect(page.url()).toBe(`${studentUrl}/ujian/${u.id}/soal`);
    lepaskan();
    await page.waitForURL(`${studentUrl}/ujian/${u.id}`, { timeout: 30_000 });

    // The lecturer finds the text and the file in the submitted attempt, and can open the file.
    const [kerja] = await getApi<{ id: string; dikumpulkan: boolean }[]>(
      studentUrl,
      dosenApi,
      `/lms/ujian/${u.id}/pengerjaan?per_page=5`,
    );
    expect(kerja?.dikumpulkan).toBe(true);
    const detail = await getApi<{
      kelompok_soal: {
        soal: { jawaban: { isi: { teks: string; files: { url: string; name: string }[] } } }[];
      }[];
    }>(studentUrl, dosenApi, `/lms/ujian/${u.id}/pengerjaan/${kerja?.id}`);
    const isi = detail.kelompok_soal[0]?.soal[0]?.jawaban.isi;
    expect(isi?.teks).toBe('Rangkuman terlampir.');
    expect(isi?.files.map((f) => f.name)).toEqual(['rangkuman.pdf']);
    const berkas = await fetch(`${studentUrl}${isi?.files[0]?.url}`, {
      headers: { 'college-id': 'kampus-demo', authorization: `Bearer ${dosenApi}` },
    });
    expect(berkas.status).toBe(200);
    expect(Buffer.from(await berkas.arrayBuffer()).equals(PDF)).toBe(true);
    expect(errors).toEqual([]);
  });
});
