import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getApi, postApi, putApi, tokenApi } from '../support/api';
import { halamanBanyak, login } from '../support/browser';
import { alamatServer } from '../support/server';

// Issue 25: attendance computed from what each student did (a material read, a quiz submitted,
// a forum post), with its reasons; the lecturer's
// manual mark; a recalculation that refreshes an open page; the operator's lecturer attendance;
// the recap's spreadsheet.

const { studentUrl, staffUrl } = alamatServer();
const halaman = halamanBanyak();

interface PertemuanApi {
  id: string;
  nomor: number;
  judul: string;
  deskripsi: string;
  jenis: string;
  status: string;
  waktu_mulai: string;
}

interface BarisKehadiran {
  mahasiswa: { nama: string; nim: string; id_user: string };
  presensi: string | null;
  progress: { overall: number; fraction: string };
}

/**
 * The latest started online meeting of the lecturer's class _K1_IF101_A, its attendance set to
 * count the materials read and the forum posts (no vidcon), with a link material and a forum
 * of its own made through the API.
 */
async function siapkanPertemuan(dosen: string, operator: string, akhir: string) {
  const kelas = await getApi<{ id: string }[]>(studentUrl, dosen, '/lms/kelas_kuliah?per_page=50');
  const idKelas = kelas.map((k) => k.id).find((id) => id.endsWith('_K1_IF101_A'));
  if (!idKelas) throw new Error('Kelas _K1_IF101_A tidak ada di seed');
  const daftar = await getApi<PertemuanApi[]>(
    studentUrl,
    dosen,
    `/lms/pertemuan?id_kelas_kuliah=${encodeURIComponent(idKelas)}&per_page=50`,
  );
  const p = daftar
    .filter((x) => x.jenis === 'online' && x.status !== 'belum_dimulai')
    .sort((a, b) => Date.parse(b.waktu_mulai) - Date.parse(a.waktu_mulai))[0];
  if (!p) throw new Error(`Kelas ${idKelas} tidak punya pertemuan online yang sudah dimulai`);
  await putApi(studentUrl, operator, `/lms/pertemuan/${p.id}`, {
    judul: p.judul,
    deskripsi: p.deskripsi,
    parameter_kehadiran: {
      hadir_vidcon: false,
      kerjakan_kuis_ujian: true,
      kerjakan_tugas: false,
      posting_forum: true,
      unduh_materi: true,
    },
  });
  const materi = `Bacaan rekursi ${akhir}`;
  await postApi(studentUrl, dosen, '/lms/materi', {
    id_pertemuan: p.id,
    judul: materi,
    deskripsi: encodeURIComponent('<p>Baca sebelum diskusi.</p>'),
    tipe_file: 'url',
    jenis_materi: 'modul',
    is_syarat_hadir: true,
    deadline: new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString(),
    file_url: 'https://example.org/rekursi',
  });
  const forum = await postApi<{ id: string; link: string }>(studentUrl, dosen, '/lms/forum', {
    id_pertemuan: p.id,
    judul: `Diskusi kehadiran ${akhir}`,
    deskripsi: encodeURIComponent('<p>Ceritakan satu contoh rekursi.</p>'),
    waktu_mulai: new Date(Date.now() - 60_000).toISOString(),
    waktu_selesai: new Date(Date.now() + 24 * 60 * 60_000).toISOString(),
    penilaian_keaktifan: false,
    minimal_post: 1,
  });
  const kuis = await postApi<{ id: string; judul: string }>(studentUrl, dosen, '/lms/ujian', {
    id_pertemuan: p.id,
    judul: `Kuis rekursi ${akhir}`,
    deskripsi: 'Kerjakan sendiri.',
    jenis: 'kuis',
    sifat: 'close',
    acak_soal: false,
    ditampilkan: true,
    gunakan_batas_waktu: false,
    durasi: null,
    tampilkan_kunci_jawaban: false,
    waktu_mulai: new Date(Date.now() - 2 * 60_000).toISOString(),
    waktu_selesai: new Date(Date.now() + 60 * 60_000).toISOString(),
    waktu_tampil_kunci: null,
    peserta_remedial: [],
  });
  const kelompok = await postApi<{ id: string }>(
    studentUrl,
    dosen,
    `/lms/ujian/${kuis.id}/kelompok_soal`,
    { judul: 'Bagian A', aturan: 'semua' },
  );
  await postApi(studentUrl, dosen, `/lms/ujian/${kuis.id}/kelompok_soal/${kelompok.id}/soal`, {
    jenis: 'benar_salah',
    pertanyaan: 'Rekursi selalu membutuhkan kasus dasar.',
    benar_salah: { kunci: 'benar' },
  });
  return { idKelas, pertemuan: p, materi, forum, kuis };
}

async function masuk(page: Page, url: string, username: string, password: string) {
  await login(page, url, username, password);
  await page.waitForURL(`${url}/beranda`);
}

/** The participants table's row of a student. */
const baris = (page: Page, nama: string) =>
  page.getByRole('table', { name: 'Kehadiran peserta' }).getByRole('row').filter({ hasText: nama });

describe('Kehadiran', () => {
  it('a student becomes present from what they did, with the reasons; the lecturer marks another I; a recalculation refreshes the open page; the operator edits lecturer attendance; the recap spreadsheet has the marks', async () => {
    const akhir = String(Date.now() % 100000);
    const dosenToken = await tokenApi(studentUrl, 'dosen01', 'dosen123');
    const operatorToken = await tokenApi(studentUrl, 'operator', 'operator123');
    const { idKelas, pertemuan, materi, forum, kuis } = await siapkanPertemuan(
      dosenToken,
      operatorToken,
      akhir,
    );
    const awal = await getApi<{ peserta: BarisKehadiran[] }>(
      studentUrl,
      dosenToken,
      `/lms/kehadiran_mahasiswa/pertemuan/${pertemuan.id}`,
    );
    const nama = (nim: string) => {
      const m = awal.peserta.find((x) => x.mahasiswa.nim === nim)?.mahasiswa.nama;
      if (!m) throw new Error(`${nim} bukan peserta kelas`);
      return m;
    };
    const [mhsA, mhsB, mhsC] = ['2401001', '2401002', '2401003'].map(nama) as [
      string,
      string,
      string,
    ];

    // The student opens the link material and posts in the forum of the meeting.
    const mhs = await halaman();
    await masuk(mhs.page, studentUrl, '2401001', 'mahasiswa123');
    await mhs.page.goto(`${studentUrl}/kelas/${idKelas}/${pertemuan.id}`);
    await mhs.page.getByRole('button', { name: materi }).click();
    const viewer = mhs.page.getByRole('dialog', { name: materi });
    const [tab] = await Promise.all([
      mhs.context.waitForEvent('page'),
      viewer.getByRole('link', { name: 'Buka Link' }).click(),
    ]);
    await tab.close();
    await viewer.getByText('Terpenuhi', { exact: true }).waitFor();
    await viewer.getByRole('button', { name: 'Tutup' }).last().click();
    await mhs.page.goto(`${studentUrl}${forum.link}`);
    const topik = `Faktorial memanggil dirinya sendiri ${akhir}`;
    await mhs.page.getByRole('textbox', { name: 'Isi topik' }).fill(topik);
    await mhs.page.getByRole('button', { name: 'Kirim' }).click();
    await mhs.page.getByText(topik).waitFor();

    // ...and takes the meeting's quiz.
    await mhs.page.goto(`${studentUrl}/ujian/${kuis.id}`);
    await mhs.page.getByRole('button', { name: 'Kerjakan' }).click();
    const konfirmasi = mhs.page.getByRole('dialog');
    await konfirmasi.getByText('Saya sudah membaca dan menyetujui ketentuan di atas.').click();
    await konfirmasi.getByRole('button', { name: 'Mulai' }).click();
    await mhs.page.waitForURL(`${studentUrl}/ujian/${kuis.id}/soal`);
    await mhs.page
      .getByRole('radiogroup', { name: /Pilih jawaban/ })
      .locator('label')
      .first()
      .click();
    await mhs.page.getByText('Terjawab 1 dari 1 soal').first().waitFor();
    await mhs.page.getByRole('button', { name: 'Kumpulkan' }).click();
    await mhs.page.getByRole('alertdialog').getByRole('button', { name: 'Ya' }).click();
    await mhs.page.waitForURL(`${studentUrl}/ujian/${kuis.id}`);

    // Their recap shows the meeting as present; its detail lists each activity with its reason.
    await mhs.page.goto(`${studentUrl}/kehadiran`);
    await mhs.page.locator(`a[href="/kehadiran/${idKelas}"]`).first().click();
    await mhs.page.waitForURL(`${studentUrl}/kehadiran/${idKelas}`);
    await mhs.page
      .getByRole('button', { name: new RegExp(`^Pertemuan ${pertemuan.nomor}: Hadir`) })
      .click();
    const detail = mhs.page.getByRole('dialog');
    await detail.getByText(materi).waitFor();
    await detail.getByText(`Diskusi kehadiran ${akhir}`).waitFor();
    await detail.getByText(kuis.judul).waitFor();
    expect(await detail.textContent()).toContain('100.0%');
    expect(mhs.errors).toEqual([]);

    // The lecturer sees it on the meeting's attendance, then marks another student I.
    const dosen = await halaman();
    await masuk(dosen.page, staffUrl, 'dosen01', 'dosen123');
    await dosen.page.goto(`${staffUrl}/kelas/${idKelas}/${pertemuan.id}`);
    await dosen.page.getByRole('link', { name: 'Kehadiran Kelas' }).click();
    await dosen.page.waitForURL(`${staffUrl}/kelas/${idKelas}/${pertemuan.id}/kehadiran`);
    await baris(dosen.page, mhsA).getByTitle('Hadir').waitFor();
    await baris(dosen.page, mhsA)
      .getByRole('button', { name: new RegExp(`^Detail progres ${mhsA}`) })
      .click();
    const modal = dosen.page.getByRole('dialog');
    await modal.getByText(materi).waitFor();
    await modal.getByRole('button', { name: 'Tutup' }).last().click();

    await dosen.page.getByRole('button', { name: 'Ubah kehadiran' }).click();
    await dosen.page.getByRole('button', { name: new RegExp(`Kehadiran ${mhsB}$`) }).click();
    await dosen.page.getByRole('option', { name: /Izin/ }).click();
    await dosen.page.getByRole('button', { name: 'Simpan kehadiran' }).click();
    await dosen.page.getByText('Berhasil update kehadiran').waitFor();
    await baris(dosen.page, mhsB).getByTitle('Izin').waitFor();

    // A third student posts while the page is open; the page learns of it only when a
    // recalculation (asked by the operator, elsewhere) streams 'completed'.
    const tokenC = await tokenApi(studentUrl, '2401003', 'mahasiswa123');
    await postApi(studentUrl, tokenC, `/lms/forum/${forum.id}/post`, {
      isi: `<p>Menara Hanoi ${akhir}</p>`,
    });
    const progresC = baris(dosen.page, mhsC).getByRole('button', {
      name: new RegExp(`^Detail progres ${mhsC}`),
    });
    await expect.poll(() => progresC.getAttribute('aria-label')).toMatch(/: 0\.0%$/);
    await postApi(
      studentUrl,
      operatorToken,
      `/lms/kehadiran_mahasiswa/pertemuan/${pertemuan.id}/hitung_ulang`,
      {},
    );
    await expect
      .poll(() => progresC.getAttribute('aria-label'), { timeout: 30_000 })
      .toMatch(/: 33\.3%$/);
    expect(dosen.errors).toEqual([]);

    // The operator changes the lecturer's attendance of the meeting.
    const op = await halaman();
    await masuk(op.page, staffUrl, 'operator', 'operator123');
    await op.page.goto(`${staffUrl}/kehadiran-peserta/${idKelas}/${pertemuan.id}`);
    await op.page.getByRole('button', { name: 'Ubah Kehadiran Pengajar' }).click();
    const ubah = op.page.getByRole('dialog', { name: /Kehadiran Pengajar/ });
    const hadir = ubah.getByRole('switch', { name: 'Hadir' }).first();
    if (!(await hadir.isChecked())) await hadir.click({ force: true });
    await ubah.getByRole('button', { name: 'Simpan' }).click();
    await op.page.getByText('Berhasil mengubah kehadiran dosen').waitFor();
    expect(op.errors).toEqual([]);

    // The recap's spreadsheet has the marks: H for the first student, I for the second.
    await dosen.page.goto(`${staffUrl}/kehadiran/${idKelas}`);
    const [unduhan] = await Promise.all([
      dosen.page.waitForEvent('download'),
      dosen.page.getByRole('button', { name: 'Export Excel' }).click(),
    ]);
    const berkas = await unduhan.path();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(berkas);
    const ws = wb.getWorksheet('Rekap Kehadiran');
    if (!ws) throw new Error('lembar Rekap Kehadiran tidak ada');
    const kepala = ws.getRow(4).values as unknown[];
    const kolom = kepala.indexOf(`P${pertemuan.nomor}`);
    expect(kolom).toBeGreaterThan(0);
    const tanda = (nim: string) => {
      let hasil: unknown = null;
      ws.eachRow((r) => {
        if (r.getCell(2).value === nim) hasil = r.getCell(kolom).value;
      });
      return hasil;
    };
    expect(tanda('2401001')).toBe('H');
    expect(tanda('2401002')).toBe('I');
    expect(dosen.errors).toEqual([]);
  }, 240_000);
});
