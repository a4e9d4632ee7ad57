import { describe, expect, it } from 'vitest';
import { getApi, putApi, tokenApi } from '../support/api';
import { halamanBanyak, login } from '../support/browser';
import { alamatServer } from '../support/server';

// Issue 25, exam eligibility by attendance: the operator turns the rule on through the API; a
// student absent from every meeting before the UTS opens the UTS and lands on
// /forbidden/{meetingId} with the shortfall; the way back leads to the class. The files of a
// worker share one server and database (support/globalSetup.ts), so everything changed here
// (the rule, the student's marks) is put back at the end, whatever happened.

const { studentUrl } = alamatServer();
const halaman = halamanBanyak();

/** A student of IF101 A no other journey uses. */
const NIM = '2401020';

interface Pertemuan {
  id: string;
  nomor: number;
  status: string;
}
interface Kehadiran {
  mahasiswa: { id_user: string };
  presensi: string | null;
  is_manual: boolean;
}
interface Aturan {
  aktif: boolean;
  persen_minimal: number;
  jenis_ujian: string[];
}

const PATH_ATURAN = '/lms/pengaturan/pembatasan_ujian_kehadiran';

describe('Kehadiran: syarat kehadiran ujian', () => {
  it('a student under the eligibility rule lands on /forbidden/{meetingId} with the shortfall', async () => {
    const [operator, dosen] = await Promise.all([
      tokenApi(studentUrl, 'operator', 'operator123'),
      tokenApi(studentUrl, 'dosen01', 'dosen123'),
    ]);
    const kelas = await getApi<{ id: string }[]>(
      studentUrl,
      dosen,
      '/lms/kelas_kuliah?per_page=50',
    );
    const idKelas = kelas.map((k) => k.id).find((id) => id.endsWith('_IF101_A'));
    if (!idKelas) throw new Error('kelas IF101 A tidak ada');
    const daftar = await getApi<Pertemuan[]>(
      studentUrl,
      dosen,
      `/lms/pertemuan?id_kelas_kuliah=${encodeURIComponent(idKelas)}&per_page=50`,
    );
    const uts = daftar.find((p) => p.nomor === 8);
    if (!uts) throw new Error('pertemuan UTS tidak ada');
    const ujian = await getApi<{ id: string; jenis: string }[]>(
      studentUrl,
      dosen,
      `/lms/ujian?id_pertemuan=${uts.id}&per_page=50`,
    );
    const idUts = ujian.find((u) => u.jenis === 'uts')?.id;
    if (!idUts) throw new Error('ujian UTS demo tidak ada');

    // The earlier meetings the lecturer may mark (those started), the first started if none is.
    let sebelum = daftar.filter((p) => p.nomor < 8 && p.status !== 'belum_dimulai');
    if (sebelum.length === 0) {
      const pertama = daftar.find((p) => p.nomor === 1);
      if (!pertama) throw new Error('pertemuan 1 tidak ada');
      await putApi(studentUrl, dosen, `/lms/pertemuan/${pertama.id}/start`, {});
      sebelum = [pertama];
    }
    const jalurNim = (idP: string) =>
      `/lms/kehadiran_mahasiswa/kelas_kuliah/${encodeURIComponent(idKelas)}/pertemuan/${idP}/nim/${NIM}`;
    const semula = await Promise.all(
      sebelum.map(async (p) => ({
        p,
        k: await getApi<Kehadiran>(studentUrl, dosen, jalurNim(p.id)),
      })),
    );
    const aturanSemula = (
      await getApi<{ pembatasan_ujian_kehadiran?: Aturan }>(studentUrl, operator, '/lms/pengaturan')
    ).pembatasan_ujian_kehadiran ?? {
      aktif: false,
      persen_minimal: 75,
      jenis_ujian: ['uts', 'uas'],
    };

    try {
      // The lecturer marks the student absent ('A') at every earlier meeting.
      for (const { p, k } of semula) {
        await putApi(
          studentUrl,
          dosen,
          `/lms/kehadiran_mahasiswa/pertemuan/${p.id}/mahasiswa/${k.mahasiswa.id_user}`,
          { presensi: 'A' },
        );
      }
      // The operator turns the rule on: 75% before the UTS and UAS.
      const aturan = await putApi<Aturan>(studentUrl, operator, PATH_ATURAN, {
        aktif: true,
        persen_minimal: 75,
        jenis_ujian: ['uts', 'uas'],
      });
      expect(aturan.aktif).toBe(true);

      const { page } = await halaman();
      await login(page, studentUrl, NIM, 'mahasiswa123');
      await page.waitForURL(`${studentUrl}/beranda`);

      // Opening the UTS: its call is refused and the app shows the meeting's restriction.
      await page.goto(`${studentUrl}/ujian/${idUts}`);
      await page.waitForURL(`${studentUrl}/forbidden/${uts.id}`);
      await page.getByRole('heading', { name: 'Akses Ujian Dibatasi' }).waitFor();
      const n = sebelum.length;
      const baris = page.getByRole('row', {
        name: new RegExp(`Kehadiran 0% dari minimal 75% \\(hadir 0 dari ${n} pertemuan\\)`),
      });
      await expect.poll(() => baris.isVisible()).toBe(true);
      expect(await baris.textContent()).toContain(`0 / ${n}`);

      // The meeting itself is restricted too (spec 7: meeting calls redirect).
      await page.goto(`${studentUrl}/kelas/${encodeURIComponent(idKelas)}/${uts.id}`);
      await page.waitForURL(`${studentUrl}/forbidden/${uts.id}`);
      await page.getByRole('heading', { name: 'Akses Ujian Dibatasi' }).waitFor();

      // The way back leads to the class.
      await page.getByRole('link', { name: 'Kembali ke Kelas' }).click();
      await page.waitForURL(`${studentUrl}/kelas/${encodeURIComponent(idKelas)}`);
    } finally {
      await putApi(studentUrl, operator, PATH_ATURAN, aturanSemula);
      for (const { p, k } of semula) {
        await putApi(
          studentUrl,
          dosen,
          `/lms/kehadiran_mahasiswa/pertemuan/${p.id}/mahasiswa/${k.mahasiswa.id_user}`,
          k.is_manual && k.presensi ? { presensi: k.presensi } : { ada_presensi: false },
        );
      }
    }
    // Off again: the exam opens for the same student.
    const mahasiswa = await tokenApi(studentUrl, NIM, 'mahasiswa123');
    const res = await fetch(`${studentUrl}/lms/ujian/${idUts}`, {
      headers: { 'college-id': 'kampus-demo', authorization: `Bearer ${mahasiswa}` },
    });
    expect(res.status).toBe(200);
  });
});
